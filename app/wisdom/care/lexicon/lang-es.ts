import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Spanish signs beyond those the English family files already hold ("quiero morir", "me quiero matar", "quitarme la
 * vida", "acabar con mi vida", "pastillas guardadas", "no aguanto más"...). Where a sign here is the same as one there
 * (a wish to die, a burden, a goodbye), it carries the same key, so that the two never count twice for one sign; new
 * kinds of sign carry "es-" keys. Idioms ("me muero de hambre", "me muero de ganas", "mi mamá me va a matar", "me mato
 * trabajando") are kept out by the patterns, and by the engine's idiom list.
 */
const E = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "es", ...extra });

/** Not said just after a negation: "no me voy a suicidar", "nunca pensé en ahorcarme". */
const NOT = "(?<!\\b(?:no|nunca|jamas|sin) (?:[a-z]+ ){0,2})";
const MEDS =
  "(?:medicamentos|medicinas|tabletas|somniferos|pastillas para dormir|rivotril|calmantes|antidepresivos|paracetamol|tramadol|pastillas|pildoras)";
const FAREWELL =
  /\b(?:me mudo|mudarme|mudanza|nos mudamos|otro pais|extranjero|emigr\w*|trabajo nuevo|nuevo trabajo|companeros de trabajo|jubil\w*|veterinari[oa]|eutanasia)\b/;
const ANIMAL = /\b(?:perro|perra|perrito|gato|gata|gatito|veterinari[oa]|caballo|conejo|mascota)\b/;
const RELIGIOUS_FAST = /\b(?:ramadan|cuaresma|ayuno intermitente|viernes santo|miercoles de ceniza|yom kipur|kipur)\b/;

export const langEs: Signal[] = [
  // ---- direct: forms the English files do not hold ("me voy a suicidar", "se va a matar", "me voy a ahorcar").
  E(
    "direct",
    "direct",
    3,
    `${NOT}\\b(?:me|se) (?:voy a|va a|vas a|quiero|quiere|quieres|pienso|piensa|iba a|queria|quisiera|intento|intente|trato de|trate de|puedo) ` +
      "(?:suicidar|ahorcar|colgar|envenenar|quitar la vida|tirar (?:del|de un|de una|desde|al|a las vias|por la))\\b" +
      `|${NOT}\\b(?:se) (?:va a|quiere|iba a|queria|piensa|intento) matar\\b|${NOT}\\b(?:me|se) suicido\\b|\\bintento de suicidio\\b`,
    {
      match: [
        "me voy a suicidar",
        "mi hermano dice que se quiere matar",
        "me voy a ahorcar esta noche",
        "se va a quitar la vida, lo escribió",
      ],
      miss: ["no me voy a suicidar, tranquila", "mi mamá me va a matar si llego tarde"],
    },
  ),

  // ---- wish to die: not to wake at dawn, better dead, not to have been born.
  E(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera|ojala|deseo|espero|desearia) no (?:volver a )?amanecer\\b|\\bojala no amanezca\\b|\\bno amanecer (?:nunca )?mas\\b" +
      "|\\bestaria mejor muert[oa]\\b|\\b(?:preferiria|desearia) (?:estar muert[oa]|morir(?:me)?|no existir|no haber nacido)\\b|\\bquisiera no haber nacido\\b" +
      "|\\b(?:la muerte|morir(?:me)?) (?:seria|es) (?:un alivio|una liberacion|un descanso|la solucion|la unica salida)\\b" +
      "|\\bno quiero (?:estar|seguir) en este mundo\\b",
    {
      match: ["quisiera no amanecer mañana", "estaría mejor muerta", "morir sería un alivio", "ya no quiero estar en este mundo"],
      miss: ["me muero de ganas de verte", "me muero de hambre, ¿comemos?"],
    },
  ),
  E(
    "hopeless",
    "cant-go-on",
    2,
    "\\bno tengo (?:mas )?fuerzas (?:para|de) (?:vivir|seguir|continuar)\\b|\\bya no puedo seguir(?= *(?:[.!?,;]|$| asi| con esto| con mi vida))",
    { match: ["ya no tengo fuerzas para seguir", "ya no puedo seguir así"], miss: ["no puedo seguir leyendo, tengo sueño"] },
  ),

  // ---- burden and no one would miss me.
  E(
    "burden",
    "burden",
    2,
    "\\bsoy un (?:peso|fardo)(?: muerto)?\\b(?! (?:pluma|pesado|ligero|mosca|gallo))|\\bsolo (?:doy|causo|traigo) problemas\\b(?= *(?:[.!?,;]|$| a todos| a mi familia))" +
      "|\\b(?:mas felices|mas tranquil[oa]s|en paz) sin mi\\b",
    { match: ["soy un peso muerto para mi familia", "todos estarían más felices sin mí"], miss: ["en boxeo soy un peso pluma"] },
  ),
  E(
    "burden",
    "no-miss",
    2,
    "\\ba nadie le (?:importaria|importa) (?:si|que) (?:me muero|me muriera|muriera|desaparezco|desapareciera|no estuviera|me mato)\\b" +
      "|\\bnadie (?:vendria|iria) a mi (?:funeral|entierro|velorio)\\b|\\bnadie lloraria (?:por mi|si)\\b",
    { match: ["a nadie le importaría si me muero", "nadie vendría a mi funeral"] },
  ),

  // ---- not being here.
  E(
    "not-being-here",
    "not-here",
    2,
    "\\bcuando (?:ya |yo )?no este(?= *(?:[.!?,;]|$| aqui| mas| ustedes| cuiden))|\\bya no (?:voy a estar|estare) (?:aqui|mas|por mucho tiempo)\\b" +
      "|\\bpronto (?:ya )?no (?:voy a estar|estare)\\b|\\bno me (?:van a volver a ver|volveran a ver|volveras a ver)\\b|\\b(?:me voy|irme|me ire) para siempre\\b(?! (?:a |al |de |del ))",
    {
      match: ["cuando ya no esté, cuiden a mi perro", "no me van a volver a ver", "me voy para siempre."],
      miss: ["me voy para siempre a vivir a Canadá", "cuando no esté en la oficina, llama a Juan"],
      unless: FAREWELL,
    },
  ),

  // ---- goodbyes and giving away.
  E(
    "goodbye",
    "es-goodbye",
    2,
    "\\bperdon(?:en|a)?me por (?:lo que voy a hacer|todo lo que les hice|irme asi)\\b|\\bcuid(?:en|a) (?:a |de )?mi (?:perro|gato|perrita|gatita|mama|papa|hijo|hija|familia) (?:cuando ya no|por mi|porque ya no)\\b" +
      "|\\bles dejo (?:una|esta) carta\\b",
    { match: ["perdónenme por lo que voy a hacer", "cuida a mi perro por mí"], miss: ["perdóname por llegar tarde"], unless: FAREWELL },
  ),
  E(
    "goodbye",
    "es-giving",
    2,
    "\\b(?:estoy regalando|estoy dando|voy a regalar|reparti|estoy repartiendo|di|regale) (?:todas |todos |todo )?(?:mis pertenencias|mi ropa|mis libros|lo que tengo|todo lo que tengo)\\b",
    { match: ["estoy regalando todo lo que tengo"], miss: ["regalé mi ropa antes de la mudanza"], unless: FAREWELL },
  ),

  // ---- means.
  E(
    "means",
    "stockpile",
    2,
    `\\b(?:guardando|juntando|acumulando|escondiendo|junte|acumule|escondi|tengo guardad[oa]s|tengo escondid[oa]s) (?:\\w+ ){0,3}${MEDS}\\b`,
    {
      match: ["llevo meses juntando somníferos", "tengo escondidas unas tabletas de mi abuela"],
      miss: ["guardé los medicamentos en el botiquín"],
    },
  ),
  E(
    "means",
    "es-overdose",
    3,
    `\\bcuant[oa]s (?:\\w+ ){0,2}${MEDS} (?:\\w+ ){0,3}(?:para morir|para no despertar|son mortales|son letales|matan)\\b` +
      "|\\b(?:tomarme|tragarme|me tomo|me trago|me tome|me trague|tomar|tragar) (?:toda la caja|todo el frasco|todo el bote|el frasco entero|la caja entera|todo el blister)\\b" +
      `|\\b(?:tomarme|tragarme|me tomo|me trago|tomar|tragar) (?:todos|todas) (?:los|las|mis) ${MEDS} (?:\\w+ )?de (?:una vez|golpe)\\b` +
      "|\\b(?:hacerme|meterme|tomar|tomarme|provocarme|me voy a hacer) una sobredosis\\b",
    {
      match: ["¿cuántas pastillas para dormir hacen falta para morir?", "me voy a tragar todo el frasco"],
      miss: ["me tomé todos mis medicamentos hoy, como siempre"],
    },
  ),
  E("means", "es-dose", 2, "\\bdosis (?:letal|letales|mortal|mortales)\\b", {
    match: ["cuál es la dosis letal de paracetamol"],
    miss: ["qué dosis de ibuprofeno para el dolor de muelas"],
    unless: ANIMAL,
  }),
  E(
    "means",
    "es-method",
    3,
    `${NOT}\\b(?:pegarme|darme|meterme) un tiro\\b|${NOT}\\bme (?:pego|doy|meto) un tiro\\b(?! (?:en el pie))|\\bvolarme (?:la cabeza|los sesos)\\b` +
      `|${NOT}\\b(?:aventarme|arrojarme|lanzarme|echarme|me aviento|me arrojo|me lanzo|me echo|(?:me voy a|me quiero|voy a) (?:aventar|arrojar|lanzar|echar)) (?:a las vias|al tren|al metro|frente al (?:tren|metro|camion|auto|carro)` +
      "|debajo del (?:tren|metro|camion)|bajo el (?:tren|metro)|del (?:puente|edificio|balcon|techo|acantilado)|de un (?:puente|edificio|piso)|desde (?:el|un) (?:puente|edificio|piso|balcon))\\b" +
      `|${NOT}\\bahogarme en (?:el|un|la) (?:mar|rio|lago|presa|canal)\\b|\\b(?:tomarme|beberme|tomar|me tomo|me bebo) (?:el |un |una )?(?:veneno|cloro|lejia|matarratas|raticida)\\b`,
    {
      match: ["quiero pegarme un tiro", "pienso en aventarme del puente", "me voy a echar a las vías del tren"],
      miss: ["no me voy a pegar un tiro, es una forma de hablar", "me lanzo al agua en la alberca"],
    },
  ),

  // ---- self-harm.
  E(
    "self-harm",
    "self-harm",
    3,
    "\\bme quemo (?:con (?:cigarros?|un encendedor|el encendedor|cerillos|fosforos)|a proposito|los brazos|las piernas)\\b|\\bquemarme (?:con|a proposito|los brazos)\\b" +
      "|\\b(?:me golpeo|golpearme) (?:la cabeza|contra la pared|contra el muro|a proposito)\\b|\\bme (?:rasguno|rasco|arano) (?:\\w+ ){0,2}hasta sangrar\\b|\\bme hago (?:dano|heridas) a proposito\\b",
    {
      match: [
        "me quemo con cigarros cuando me siento vacía",
        "me golpeo la cabeza contra la pared cuando me enojo",
        "me rasguño los brazos hasta sangrar",
      ],
      miss: ["me quemo con el sol en la playa", "me golpeé la rodilla jugando fútbol"],
    },
  ),

  // ---- eating.
  E(
    "eating",
    "es-purge",
    2,
    "\\bme (?:provoco|induzco) (?:el )?vomito\\b|\\b(?:vomitar|vomito) a proposito\\b|\\bme hago vomitar\\b|\\bme meto los dedos (?:en la garganta|para vomitar)\\b" +
      "|\\blaxantes (?:\\w+ ){0,2}(?:adelgazar|bajar de peso|todos los dias)\\b",
    { match: ["después de cada comida me provoco el vómito"], miss: ["el olor me da ganas de vomitar"] },
  ),
  E(
    "eating",
    "es-starve",
    2,
    "\\b(?:llevo|tengo) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|diez|varios|muchos) (?:dias|semanas) sin comer\\b(?! (?:bien|carne|dulces?|pan|harinas|azucar|gluten|fritos|chatarra|por (?:la|el|una|un) (?:gripe|cirugia|operacion|enfermedad|estomago|covid|virus|resfriado))\\b)" +
      "|\\bno como (?:nada )?desde hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|diez|varios|muchos) (?:dias|semanas)\\b|\\bno merezco comer\\b" +
      "|\\b(?:ayuno|ayunar|ayunando|sin comer|no como),? (?:\\w+,? ){0,6}(?:purificarme|castigarme|penitencia|expiar|mis pecados)\\b",
    {
      match: ["llevo cinco días sin comer", "no merezco comer", "ayuno para castigarme"],
      miss: ["ayuno en cuaresma los viernes, ¿es sano?", "llevo dos horas sin comer", "llevo tres días sin comer bien por la gripe"],
      unless: RELIGIOUS_FAST,
    },
  ),
  E(
    "eating",
    "es-fast-death",
    3,
    "\\b(?:ayunar|ayuno|dejar de comer|no comer mas) (?:\\w+ ){0,3}hasta (?:morir|la muerte|desaparecer|que me muera)\\b",
    { match: ["quiero ayunar hasta morir"], miss: ["me muero de hambre, ¿comemos?"] },
  ),
  E("eating", "es-danger", 1, "\\b(?:me desmaye|me desmayo|desmayos|perdi el conocimiento|se me cae el pelo)\\b", {
    match: ["me desmayé dos veces esta semana"],
    modifier: true,
    modifies: ["eating"],
  }),

  // ---- spiritual exit.
  E(
    "spiritual-exit",
    "es-god",
    2,
    "\\bque dios me (?:lleve|recoja|llame)(?: ya| pronto| de una vez)?\\b(?! a (?:trabajar|misa)|(?: \\w+)? cuando (?:sea|este|me toque|quiera|el quiera|ella quiera|le parezca|decida|el decida)\\b)|\\b(?:pido|ruego|rezo|suplico|le pido) (?:a dios|al senor|a diosito) (?:que|para que) me (?:lleve|recoja|llame)\\b" +
      "|\\bdiosito,? (?:llevame|recogeme)\\b|\\bsenor,? llevame\\b|\\birme con (?:dios|diosito|el senor)\\b",
    {
      match: [
        "cada noche le pido a Dios que me lleve",
        "que Dios me lleve ya",
        "diosito, llévame ya no aguanto",
        "ojalá que Dios me recoja pronto",
        "que Dios me llame de una vez",
        "rezo al Señor para que me lleve",
      ],
      miss: [
        "que Dios me ayude con el examen",
        "que Dios me bendiga",
        "que dios me lleve cuando sea viejita, pero no antes jaja",
        "que Dios me lleve cuando Él quiera, yo tranquila",
        "que Dios me recoja cuando le parezca, mientras tanto a bailar",
        "que Diosito me llame cuando decida, no tengo apuro",
      ],
    },
  ),
  E(
    "spiritual-exit",
    "es-join",
    2,
    "\\b(?:reunirme|estar|irme) con (?:mi|mis) (?:\\w+ ){1,2}(?:en el cielo|alla arriba|en la otra vida|del otro lado)\\b" +
      "|\\b(?:quiero|quisiera) (?:irme )?con (?:el|ella|ellos) (?:al cielo|alla arriba|a la otra vida)\\b",
    {
      match: ["quiero reunirme con mi esposo en el cielo", "quisiera irme con ella al cielo"],
      miss: ["quiero reunirme con mi esposo en el centro"],
    },
  ),
  E(
    "spiritual-exit",
    "es-leave",
    2,
    "\\b(?:dejar|abandonar|salir de) este cuerpo\\b(?! (?:en|durante) (?:la )?meditacion)|\\b(?:renacer|reencarnar) (?:ya|pronto|cuanto antes|en una vida mejor)\\b" +
      "|\\b(?:acabar|terminar|cerrar) (?:con )?mi karma\\b",
    {
      match: ["estoy lista para dejar este cuerpo", "quiero renacer ya en una vida mejor"],
      miss: ["en meditación siento que salgo de mi cuerpo"],
    },
  ),

  // ---- modifiers: a time not in the shared list, debts, a loss.
  E(
    "time",
    "es-time",
    1,
    "\\b(?:hoy (?:en|por) la noche|esta madrugada|en la madrugada|a medianoche|antes (?:del amanecer|de que amanezca)|en unas horas|dentro de (?:poco|unas horas)" +
      "|este (?:sabado|domingo|lunes|martes|miercoles|jueves|viernes)|hoy mismo)\\b",
    { match: ["lo voy a hacer hoy en la noche"], modifier: true },
  ),
  E(
    "debt",
    "es-debt",
    1,
    "\\b(?:deudas|endeudad[oa]|me van a embargar|embargo|quiebra|en la ruina|arruinad[oa]|prestamistas|no puedo pagar)\\b",
    {
      match: ["estoy lleno de deudas"],
      modifier: true,
    },
  ),
  E(
    "loss",
    "loss",
    1,
    "\\b(?:me despidieron|me corrieron del trabajo|me quede sin trabajo|fallecio|perdi a mi|mi (?:esposa|esposo|novia|novio|pareja|mujer|marido) me (?:dejo|abandono)|divorcio|el velorio|el entierro)\\b",
    { match: ["me despidieron ayer y mi novia me dejó"], modifier: true, withMeans: true },
  ),
  S(
    "spiritual-exit",
    "es-join-dead",
    2,
    "\\b(?:irme|ir me|quiero ir(?:me)?|estar) con (?:ella|el|mi (?:mama|papa|madre|padre|hijo|hija|esposo|esposa|marido|mujer))\\b(?! (?:a|al|de) )|\\bme (?:esta|estan) esperando\\b(?=[^.?!]{0,40}\\b(?:cielo|alla|otro lado|ella|el)\\b|$)",
    {
      lang: "es",
      match: ["desde q murio mi mama solo pienso en irme con ella. se que me esta esperando"],
      miss: ["quiero ir con mi mama al mercado"],
    },
  ),

  // ---- Widened: the plain and the common indirect ways people write, with the text-speak they type (q, xq, pq, pa,
  // kiero, aki). "q" is not mapped to "que" by the normaliser, so the patterns name both.
  E(
    "direct",
    "direct",
    3,
    // "esta noche me mato", "me mato y ya": the present said after a time, a sentence start or a small word, never after
    // a subject ("ese partido me mató") nor before an object or an idiom ("me mato de risa", "me mato trabajando").
    `${NOT}(?<=(?:^|[.,;:!?] |\\b(?:yo|ya|hoy|manana|noche|finde|juro|creo|mejor|entonces|y|o|sino|neta|igual|pues|bueno|seguro|nada|listo|verdad|serio|asi|mas) ))` +
      "me (?:mato|suicido|ahorco|cuelgo)\\b(?! (?:la|el|lo|los|las|un|una|ese|esa|eso|de|a|del|al|con|por|en|para|pa|trabajando|estudiando|haciendo|corriendo|riendo|jaja\\w*)\\b)" +
      `|${NOT}\\bme (?:matare|suicidare|suicidaria|ahorcare|quito la vida|quitare la vida|quitaria la vida)\\b(?! (?:de|a) )` +
      `|${NOT}\\b(?:ponerle|poner|pongo|pondre|dar|darle) (?:fin|punto final) a (?:mi vida|mi existencia)\\b` +
      `|${NOT}\\b(?:ponerle|poner|pongo|pondre|dar|darle) fin a todo\\b(?! (?:esto |eso )?(?:con|de|en|del|entre)\\b)` +
      `|${NOT}\\b(?:acabo|acabare|acabaria|termino|terminare|terminaria) con mi (?:vida|existencia)\\b` +
      `|${NOT}\\b(?:abrirme|rajarme|me abro|me rajo|cortarme|me corto) las venas\\b` +
      `|${NOT}\\b(?:pienso|pensando|he pensado|pense|pensaba|vengo pensando) (?:\\w+ ){0,3}en (?:el )?suicidio\\b(?! (?:como tema|asistido|para (?:mi|un|una|la|el) (?:tesis|ensayo|clase|trabajo|novela)))` +
      `|${NOT}\\b(?:pensamientos|ideas|ideacion|impulsos) suicidas?\\b`,
    {
      match: [
        "esta noche me mato, ya lo decidí",
        "ya no puedo más. me mato y ya",
        "si mañana sigue igual me quitaré la vida",
        "quiero ponerle fin a mi vida",
        "a veces pienso en cortarme las venas",
        "llevo semanas pensando seriamente en el suicidio",
        "tengo pensamientos suicidas otra vez",
      ],
      miss: [
        "jajaja ese partido me mató, perdimos en el minuto 94",
        "me mato trabajando toda la semana",
        "hoy me mato en el gym, pierna y glúteo",
        "no me mato, tranquila, solo estoy triste",
        "nunca pensé en el suicidio, solo estoy cansada",
        "estoy pensando en el suicidio como tema para mi tesis de filosofía",
        "mañana termino con todo el papeleo",
        "quiero poner punto final a todo esto con mi ex",
      ],
    },
  ),
  E(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:no|nunca|ni) (?:kiero|qiero) (?:vivir|seguir|existir|estar (?:aki|aqui|aca)|despertar)\\b(?! (?:en|con|asi|trabajando|estudiando)\\b)" +
      "|\\b(?:kiero|qiero) (?:morir(?:me)?|matarme|suicidarme|desaparecer)\\b(?! de )|\\bno quiero estar (?:aki|aca)\\b(?! (?:en|con)\\b)" +
      "|\\bojala (?:me muera|morirme|no despierte|no despertar|no amanezca|me atropelle|se acabe todo|todo se acabe)\\b(?! de )" +
      "|\\b(?:dormir(?:me)?|quedarme dormid[oa]|acostarme|cerrar los ojos) (?:\\w+ ){0,2}y (?:no (?:volver a )?(?:despertar(?:me)?|abrir (?:mas )?los ojos)|(?:que|q|k) sea (?:para|pa) siempre)\\b(?! hasta)" +
      "|\\bno (?:volver a )?abrir (?:mas )?los ojos (?:nunca|jamas|mas)\\b|\\b(?:dormir(?:me)?|quedarme dormid[oa])(?: ?\\.)? (?:para|pa) siempre\\b" +
      "|\\bvalgo mas muert[oa]\\b|\\b(?:mejor|preferible) (?:estar )?muert[oa] (?:que|q|k) (?:viv[oa]|seguir|asi)\\b" +
      "|\\b(?:cansadisim[oa]|agotadisim[oa]|hartisim[oa]) de (?:vivir|existir|estar viv[oa]|seguir viv[oa])\\b(?! (?:en|asi en|con)\\b)" +
      "|\\b(?:pido|pedir|pidiendo|rezo|ruego|le pido a dios) (?:\\w+ ){0,2}(?:morir(?:me)?|la muerte)\\b(?! de )" +
      "|\\bme da (?:igual|lo mismo) (?:vivir o morir|si vivo o (?:si )?(?:me )?muero|si (?:me )?muero(?: o no)?|morir(?:me)?)\\b(?! de )",
    {
      match: [
        "ya no kiero vivir, en serio",
        "kiero morirme y nadie lo nota",
        "me acuesto deseando quedarme dormida y no abrir los ojos nunca más",
        "solo quiero dormir y q sea para siempre",
        "me gustaria dormirme y quedarme dormida. pa siempre",
        "a veces pienso q valgo más muerto por el seguro",
        "estoy cansadísima de vivir",
        "ojalá me atropelle un camión mañana",
        "me da igual vivir o morir",
        "me da lo mismo si me muero mañana",
      ],
      miss: [
        "los lunes quisiera no despertarme hasta el martes jaja",
        "no kiero vivir en esta ciudad tan cara",
        "estoy cansadísima de vivir con mis suegros",
        "quiero dormir hasta tarde el domingo",
        "me da igual si vivo en Madrid o en Barcelona",
      ],
    },
  ),
  E(
    "wish-to-die",
    "es-vanish",
    2,
    "\\b(?:irme|desaparecer|perderme|esfumarme) (?:\\w+ ){0,2}y (?:que|q|k) (?:no me (?:encuentren|busquen|vuelvan a ver)(?: nunca| jamas| mas)?|nadie (?:me )?(?:encuentre|busque|extrane|se entere))\\b" +
      "|\\bir desapareciendo\\b(?! (?:las|los|la|el|lo)\\b)|\\bdesaparecer (?:poco a poco|de a poco|despacito|sin (?:que|q|k) nadie)\\b" +
      "|\\b(?:no (?:pienso|voy a) parar|seguire) (?:\\w+ ){0,2}hasta desaparecer\\b|\\b(?:quiero|quisiera|kiero) apagarme\\b(?! (?:un rato|un poco|el|la)\\b)",
    {
      match: [
        "a veces pienso en irme y q no me encuentren nunca",
        "quiero ir desapareciendo despacito sin que nadie se dé cuenta",
        "no pienso parar hasta desaparecer, literal",
        "quiero apagarme. hay alguna práctica para eso?",
      ],
      miss: [
        "quiero apagarme un rato del celular",
        "me voy de viaje y que nadie me llame del trabajo",
        "el mago hizo desaparecer la moneda",
        "ir desapareciendo las manchas con bicarbonato",
      ],
    },
  ),
  E(
    "not-being-here",
    "not-here",
    2,
    "\\bya no (?:voy a|va a|vaya a) estar\\b(?= *(?:[.!?,;]|$| (?:aqui|aca|aki|mas|para (?:navidad|su|tu|sus|tus|el|la|cuando)|cuando|pronto|con ustedes|en este mundo|en su vida|en sus vidas)\\b))" +
      "|\\b(?:si|como|cuando|porque|xq|pq|total) (?:yo )?(?:ya )?no (?:voy a estar|estare|vaya a estar)\\b(?= *(?:[.!?,;]|$| (?:aqui|aca|mas|para|cuando)\\b))" +
      "|\\bno se si (?:voy a estar|estare|sigo aqui|sigo viv[oa]) (?:cuando|para cuando) (?:lo|la|los|las) (?:lea|lean|leas|encuentre|encuentren|vea|vean|abra|abras)\\b" +
      "|\\bdejar de estar(?= *(?:[.!?,;]|$| aqui| en este mundo| viv[oa]))" +
      "|\\bya (?:cumpli|cumplio) (?:aqui|mi tiempo|su tiempo|mi mision|su mision|con esta vida|en esta vida|lo que (?:tenia|vine|vino) (?:que|a) (?:hacer|cumplir))\\b",
    {
      match: [
        "como se despide uno sin que se den cuenta? es que ya no voy a estar",
        "ya no hago planes. para q, si no voy a estar",
        "le mandé un mensaje, no se si voy a estar cuando lo lea",
        "siento q la única forma de pagar es dejar de estar",
        "mi papá dice que ya cumplió aquí",
      ],
      miss: [
        "ya no voy a estar en la oficina los viernes",
        "si no voy a estar en casa te aviso",
        "ya cumplió 18 años mi hija",
        "tengo que dejar de estar tan pendiente del celular",
        "no se si voy a estar cuando llegues, te dejo la llave",
      ],
      unless: FAREWELL,
    },
  ),
  E(
    "burden",
    "burden",
    2,
    "\\b(?:mas|muy) (?:tranquis?|tranquil[oa]s|felices|libres|aliviad[oa]s) sin mi\\b" +
      "|\\bsin mi (?:\\w+ ){0,2}(?:estarian|estaria|vivirian|viviria|les iria|le iria) (?:\\w+ )?(?:mejor|bien|tranquil\\w*|felices|en paz)\\b" +
      "|\\bno (?:les|le) hago falta\\b(?= *(?:[.!?,;]|$| a nadie| nunca| para nada| pa nada))|\\bno le hago falta a nadie\\b" +
      "|\\bya no (?:les|te|le|los|las) voy a (?:dar|causar) (?:mas )?(?:problemas|molestias|gastos|preocupaciones)\\b(?! (?:en|con) (?:el|la|los|las|clase|la escuela|el colegio)\\b)",
    {
      match: [
        "mi familia estaría más tranqui sin mí, es matemática",
        "sin mí les iría mucho mejor",
        "mis papas ya tienen a mi hermana, no les hago falta",
        "gracias a todos los que me aguantaron. ya no les voy a dar mas problemas",
      ],
      miss: [
        "no les hago falta para la mudanza, ya contrataron gente",
        "ya no les voy a dar más problemas en clase, lo prometo",
        "me fui de vacaciones y el equipo sobrevivió sin mí",
      ],
    },
  ),
  E(
    "hopeless",
    "no-exit",
    2,
    "\\bno (?:le |me )?(?:veo|encuentro|queda|hay|tengo) (?:ninguna |otra |mas )?salida\\b(?! (?:de emergencia|al|a la|por|a (?:este|esta|ese|esa) (?:laberinto|juego|nivel|ejercicio|acertijo|crucigrama|mapa))\\b)" +
      "|\\b(?:la )?unica salida (?:(?:que|q|k) (?:me )?(?:queda|veo|tengo) )?(?:es|seria) (?:morir(?:me)?|matarme|desaparecer|irme|no estar|dejar de|acabar|la (?:que|q|k) no|esa|la muerte)\\b" +
      "|\\b(?:la )?unica salida (?:que|q|k) (?:me )?queda(?= *(?:[.!?,;]|$))" +
      "|\\b(?:mi vida|esta vida|lo mio) (?:ya )?no tiene (?:arreglo|remedio|solucion|salida)\\b",
    {
      match: [
        "no le veo salida a nada",
        "la única salida q me queda es la q no me atrevo a nombrar",
        "la unica salida seria desaparecer",
        "mi vida ya no tiene arreglo",
      ],
      miss: [
        "no hay salida de emergencia en este edificio",
        "la única salida es por la cocina",
        "la única salida que tengo es el metro",
        "no le veo salida a este laberinto del juego",
        "esta mesa ya no tiene arreglo",
      ],
    },
  ),
  E(
    "hopeless",
    "pointless",
    2,
    "\\b(?:pa|para) (?:q|k|ke) (?:seguir|vivir|sigo|continuar|existir)\\b(?! (?:\\w+ ){0,2}(?:estudiando|trabajando|intentando|con (?:este|esta|el|la|esto|eso))\\b)",
    {
      match: ["ya no kiero estar aki, tdo me da =, pa q seguir la vdd", "pa q vivir así", "no le veo el punto, para q seguir"],
      miss: ["pa q seguir estudiando eso si no sirve", "para q seguir con esta dieta si no bajo nada", "pa q seguir intentando con él"],
    },
  ),
  E(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:me (?:volvi|vuelvo|volvere) a|volvi a|he vuelto a) (?:cortar(?:me)?|lastimar(?:me)?|quemar(?:me)?|hacer(?:me)? dano|rasgunar(?:me)?|golpear(?:me)?)\\b(?! (?:\\w+ ){0,3}(?:el pelo|el cabello|las unas|el flequillo|la barba|el dedo|con el sol|en la playa|cocinando|con la plancha|con el horno|con aceite|jugando|en el partido|el tobillo|la rodilla)\\b)" +
      "|\\bme corte (?!(?:\\w+ ){0,4}(?:el pelo|el cabello|las unas|el dedo|la barba|el flequillo|con (?:el )?papel|cocinando|cortando|pelando|sin querer|con el cuchillo)\\b)(?:\\w+ ){0,2}(?:los brazos|el brazo|las piernas|la pierna|las munecas|la muneca|los muslos|el muslo|otra vez|de nuevo|a proposito|mas hondo|mas profundo)\\b" +
      "|\\b(?:hago|hacer|hice|hacia|hacerme|me hago|me hice|volvi al|recai en el) cutting\\b(?! (?:de (?:pelo|cabello)|hair|board)\\b)" +
      "|\\b(?:me quemo|quemarme) (?:\\w+ ){0,2}con (?:el |un |una |los )?(?:mechero|encendedor|cigarros?|cigarrillos?|cerillos|fosforos)\\b(?! (?:sin querer|por accidente|cocinando|prendiendo)\\b)" +
      "|\\bme (?:rasco|rasguno|arano|muerdo|pellizco|golpeo|pego|corto) (?:\\w+ ){0,3}hasta (?:sangrar|sacarme sangre|que (?:sangre|me sangra|salga sangre))\\b" +
      "|\\bme (?:pego|doy) (?:golpes|cabezazos|punetazos) (?:contra|en) (?:la pared|el muro|la cabeza|mi cabeza)\\b",
    {
      match: [
        "me volvi a cortar los brazos anoche",
        "me quemo con el mechero cuando me pongo asi",
        "hace meses que hago cutting y nadie sabe",
        "me corté otra vez, más hondo que antes",
        "me doy cabezazos contra la pared cuando me enojo",
      ],
      miss: [
        "me volví a cortar el pelo cortito",
        "me volví a quemar con el sol",
        "me corté el dedo cortando cebolla",
        "me quemé con el mechero prendiendo la estufa",
        "me corté el pelo otra vez, quedó horrible",
        "me corté otra vez con el cuchillo cocinando",
      ],
    },
  ),
  E(
    "self-harm",
    "es-hide-wounds",
    2,
    "\\b(?:manga larga|mangas largas|sudaderas?|munequeras)\\b(?: [\\w,]+){0,6}? (?:para|pa|pq|porque|xq|asi) (?:(?:que|q|k) )?(?:nadie|no) (?:\\w+ )?(?:vea|vean|note|noten|pregunte|se de cuenta|sepa)\\b" +
      "|\\bnadie (?:lo )?sabe (?:\\w+ ){0,3}(?:manga larga|mangas largas)\\b" +
      "|\\b(?:tapar|tapo|esconder|escondo|ocultar|oculto) (?:\\w+ ){0,2}(?:los cortes|las cicatrices|las heridas|las marcas|las quemaduras)\\b" +
      "|\\bcortes(?! de (?:pelo|cabello|luz|carne)\\b) (?:\\w+ ){0,2}en (?:los|las|sus|mis|el|la) (?:brazos?|piernas?|munecas?|muslos?|antebrazos?)\\b",
    {
      match: [
        "nadie lo sabe pq siempre llevo manga larga",
        "uso sudaderas en verano para que nadie vea los brazos",
        "le encontre cortes en las piernas a mi hijo",
        "me pongo maquillaje para tapar las cicatrices de los brazos",
      ],
      miss: [
        "llevo manga larga porque hace frío",
        "tapé las marcas de la pared con pintura",
        "cortes de pelo en las piernas? no entiendo",
        "¿qué tela de manga larga es mejor para el sol?",
      ],
    },
  ),
  E(
    "goodbye",
    "es-goodbye",
    2,
    "\\bmi (?:ultima|ultimo) (?:pregunta|publicacion|post|carta|consulta)(?= *(?:[.!,;]|$| (?:aqui|aca|en este (?:foro|sitio|grupo)|en esta pagina|para (?:ustedes|todos))\\b))" +
      "|\\bya no (?:voy a|vaya a) necesitar (?:mas )?(?:consejos|nada|ayuda|respuestas)\\b(?!,? (?:(?:\\w+ ){0,2}(?:porque|xq|pq|pues)|ya (?!no\\b)\\w+)\\b)" +
      "|\\b(?:perdon|perdoname|perdonenme|perdonen|perdonadme) por todo\\b(?=,? (?:te quiero|l[oa]s quiero|te amo|l[oa]s amo|adios|chau|chao|cuidense|cuidate|gracias por todo)\\b|[.!]? *$)" +
      "|\\b(?:que|q|k) (?:me|la|lo|l[oa]s) perdone(?:n|s)? por todo\\b(?! (?:el|lo|eso|esto)\\b)" +
      "|\\bgracias por todo,? y (?:que|q|k)? ?(?:te|l[oa]s|me) (?:quiero|quiere|amo|ama)\\b|\\bperdon por (?:algo|lo) (?:que|q|k) voy a hacer\\b" +
      "|\\bsi no (?:contesto|respondo|aparezco|vuelvo|doy senales)(?: \\w+){0,2},? (?:quedate|quedense|cuida|cuiden|te quedas) (?:con )?(?:a )?(?:mi|mis)\\b" +
      "|\\b(?:viaje|partida) (?:definitiv[oa]|sin (?:retorno|regreso|vuelta))\\b" +
      "|\\b(?:diganle|dile|decile|digale|decirle) a (?:mi|mis) \\w+ (?:que|q|k) (?:lo siento|l[oa]s? quiero|me perdone|me perdonen|no fue su culpa|no es su culpa|l[oa]s? amo)\\b" +
      "|\\b(?:te|l[oa]s) (?:quiero|amo)(?: mucho)?,? (?:y )?(?:adios|chau|chao)\\b(?!,? (?:\\w+ ){0,2}(?:nos vemos|hasta|manana|luego|ahorita|al rato|el lunes)\\b)" +
      "|\\bdesp(?:e|i)d\\w* (?:\\w+ ){0,8}sin (?:que|q|k) (?:se den cuenta|sospechen|lo noten|nadie se de cuenta|nadie sospeche)\\b" +
      "|\\bnos vemos (?:en el|del) otro lado\\b",
    {
      match: [
        "Esta es mi última pregunta aquí, cuídense mucho. Adiós.",
        "gracias a todos los q me leyeron. ya no voy a necesitar mas consejos, cuidense",
        "perdon por todo, te quiero mucho, adios",
        "díganle a mi mamá que lo siento",
        "como se despide uno de la gente que quiere sin que se den cuenta",
        "me mando un audio diciendo gracias por todo y q me quiere mucho",
        "si no contesto mañana, quedate con mi gato",
      ],
      miss: [
        "mi última pregunta del día: ¿qué es el karma?",
        "perdón por todo el lío de ayer, mañana lo arreglo",
        "ya no voy a necesitar más consejos porque ya encontré trabajo",
        "te quiero mucho, mañana te llamo",
        "perdón por todo, fue un malentendido, te invito un café",
        "mi última pregunta: ¿qué es el nirvana?",
        "ya no voy a necesitar más consejos, ya me contrataron",
        "te quiero mucho, adiós, nos vemos mañana",
      ],
      unless: FAREWELL,
    },
  ),
  E(
    "goodbye",
    "es-giving",
    2,
    "\\b(?:regale|regalo|regalando|di|dio|done|dono|reparti|repartio|vendi)\\b(?: [\\w,.]+){1,12}? (?:ya no (?:l[oa]s?|me) (?:voy a|va a|van a|iba a) (?:usar|necesitar|hacer falta|servir|poder cuidar)" +
      "|ya no (?:l[oa]s? )?voy a necesitar|(?:porque|xq|pq|porq) (?:yo )?ya no (?:voy a estar|voy a poder|estare)" +
      "|(?:le|les) dije (?:que|q|k) era para (?:que|q|k) (?:aprendiera|lo usara|la usara)|(?:les|le) (?:dije|conte) (?:que|q|k) me (?:iba|voy) (?:lejos|de viaje largo|a un viaje largo|para siempre)" +
      "|(?:y )?(?:le |les )?(?:deje|escribi) (?:una |unas )?cartas? (?:a|para) (?:mi|mis|cada))\\b(?! (?:porque|xq|pq|ya que|pues|desde que)\\b)" +
      "|\\b(?:le |les )?(?:pase|deje|anote|di) (?:\\w+ ){0,2}(?:claves|contrasenas|passwords) (?:del banco|de (?:mis|las) cuentas|de todo|del celular|del celu)\\b",
    {
      match: [
        "regalé la bici y la compu a mis primos. ya no las voy a usar",
        "le regale mi guitarra a mi primo y mis tenis al vecino. les dije que me iba lejos",
        "ya regale mi guitarra y mis libros y le deje una carta a mi hermana",
        "le pase las claves del banco a mi hermana y limpie todo el piso",
      ],
      miss: [
        "regalé la ropa de bebé a mi prima, ya no la voy a usar porque mis hijos crecieron",
        "vendí el coche y me compré una bici",
        "le di mis libros de la facu a mi prima, ya no los necesito, me recibí",
        "le di un libro a mi novia por su cumpleaños",
      ],
      unless: FAREWELL,
    },
  ),
  E(
    "means",
    "stockpile",
    2,
    "\\b(?:medicamentos|medicinas|tabletas|somniferos|pastillas|pildoras|rivotril|clonazepam|diazepam|alprazolam|lorazepam|paracetamol|ibuprofeno|tramadol|calmantes|antidepresivos|insulina)\\b" +
      "(?: [\\w,.?!]+){0,10}? (?:(?:cajas?|frascos?|blisters?)(?: \\w+){0,3} (?:guardad|escondid|juntad|acumulad)[oa]s?|l[oa]s (?:voy|estoy|sigo|vengo) (?:guardando|juntando|acumulando|escondiendo))\\b",
    {
      match: [
        "cuantas pastillas de clonazepam son demasiadas? tengo una caja entera guardada desde hace meses",
        "el medico me receto pastillas pero no me las tomo, las voy guardando en un cajon",
        "¿cuántas pastillas de paracetamol son demasiadas? tengo varias cajas guardadas en el cajón",
      ],
      miss: [
        "tomo mis pastillas todos los días y guardo las cajas vacías para reciclar",
        "guardé las cajas de la mudanza en el garage",
        "las pastillas las tengo en el botiquín",
      ],
    },
  ),
  E("means", "es-dose", 2, "\\bcuant[oa]s? (?:\\w+ ){0,4}(?:es|son|seria|serian) (?:mortal(?:es)?|letal(?:es)?|una sobredosis)\\b", {
    match: [
      "mi hermana busco en google cuanto paracetamol es mortal",
      "¿cuántas pastillas de clonazepam serían letales?",
      "cuanto tramadol es una sobredosis",
    ],
    miss: [
      "¿cuánto veneno es mortal para una cucaracha?",
      "cuántas mordidas de serpiente son mortales para un perro",
      "¿cuánto ibuprofeno es seguro al día?",
    ],
    unless: /\b(?:perro|perra|gato|gata|mascota|veterinari[oa]|cucarachas?|ratas?|ratones?|insectos?|plagas?)\b/,
  }),
  E(
    "means",
    "es-how-many",
    1,
    "\\bcuant[oa]s? (?:\\w+ ){0,4}(?:son|es|serian|seria) (?:demasiad[oa]s?|peligros[oa]s?)\\b|\\ben cantidad (?:duele|duelen|es tranqui|es rapido|mata)\\b",
    {
      match: [
        "¿cuántas pastillas para dormir son demasiadas?",
        "cuantos somniferos serian peligrosos de una",
        "el paracetamol en cantidad duele mucho o es tranqui?",
      ],
      miss: [
        "¿cuántos ibuprofenos puedo tomar al día para el dolor de muelas?",
        "¿cuántas horas de sueño son demasiadas para mi perro?",
        "cuantos cafés son demasiados al día?",
      ],
      needsCompanion: true,
      unless:
        /\b(?:perro|perra|gato|gata|mascota|veterinari[oa]|bebe|nino|nina|hijo de \d|cafes?|cafe|horas|dolor de (?:muelas|cabeza|espalda)|fiebre|gripe)\b/,
    },
  ),
  E(
    "means",
    "es-poison",
    3,
    "\\b(?:compre|consegui|tengo|ya tengo|me compre|guardo|guarde|escondi|escondo) (?:\\w+ )?(?:veneno|raticida|matarratas|cianuro|estricnina|paraquat|fosfuro)\\b",
    {
      match: [
        "ya compré el veneno. no sé ni por qué lo cuento",
        "tengo cianuro escondido en mi cuarto",
        "me compre un raticida y lo tengo en la mochila",
      ],
      miss: [
        "compré veneno para las ratas del patio",
        "tengo raticida para los ratones de la bodega",
        "consegui veneno para las cucarachas",
      ],
      unless:
        /\b(?:ratas?|ratones?|raton|plagas?|cucarachas?|hormigas?|jardin|huerta|termitas|bichos|fumig\w*|insectos?|caracoles|babosas)\b/,
    },
  ),
  E(
    "means",
    "es-place",
    2,
    "\\b(?:puente|azotea|terraza|balcon|vias|viaducto|edificio|piso \\d+|acantilado|precipicio|barranco|ventana)\\b(?: [\\w,]+){0,14}? (?:mirar|mirando|miro|mire|asomarme|asomandome|me asomo)(?: \\w+)? (?:para|hacia|pa) (?:abajo|el vacio|el agua|el rio|las vias)\\b",
    {
      match: [
        "esta semana fui tres veces al puente de la autopista, solo a mirar para abajo",
        "hay un puente cerca del curro q cruzo todos los dias y ultimamente me quedo mirando para abajo un buen rato",
        "me subo a la azotea de noche y me quedo mirando hacia abajo",
      ],
      miss: [
        "desde el puente nos quedamos mirando para abajo los barcos, qué vista",
        "el gato se asoma por la ventana mirando hacia abajo",
        "subimos al mirador y miramos hacia abajo el valle",
        "el puente de Brooklyn, me quedé mirando hacia abajo el río, qué lindo",
      ],
      unless:
        /\b(?:vista|paisaje|fotos?|mirador|turis\w*|excursion|atardecer|amanecer|paseo|caminata|barcos?|gato|perro|pajaros?|valle|lind[oa]|hermos[oa]|precios[oa]|bonit[oa]|increible|gente|pasar|calle|desfile|trafico|autos|coches|ninos)\b/,
    },
  ),
  E(
    "plan-time",
    "es-plan",
    2,
    "\\bya (?:elegi|escogi|decidi|tengo|puse|fije) (?:la fecha|el dia|la hora|el lugar)\\b(?! de )" +
      "|\\bya se como(?= *(?:[.!?;]|$| lo voy a hacer))",
    {
      match: ["ya elegí la fecha, el 14 cuando mis papás se vayan al pueblo", "ya escogí el día", "no le digo a nadie. ya sé cómo."],
      miss: ["ya elegí la fecha de la boda!", "ya tomé la decisión de mudarme a Chile", "ya se como resolver el ejercicio"],
      unless:
        /\b(?:boda|casamiento|mudanza|mudo|mudarme|viaje|examen|cita|operacion|cirugia|fiesta|cumple\w*|entrevista|renuncia\w*|carrera|universidad|facu|inscrip\w*|tatuaje|divorcio|separarme|vacaciones|curso|tesis|bautizo|parto|ejercicio)\b/,
    },
  ),
  E(
    "calm-after-despair",
    "es-calm",
    2,
    "\\b(?:tranquil[oa]|en paz|en calma|aliviad[oa]|duermo mejor)\\b(?: \\w+){0,3} desde (?:que|q|k) (?:lo )?(?:decidi|tome la decision|elegi la fecha)\\b" +
      "|\\b(?:desde (?:que|q|k) lo decidi|desde (?:que|q|k) (?:decidi|tome la decision)(?=,| \\.| y )|tome la decision y desde entonces)\\b(?: [\\w,.]+){0,4}? (?:tranquil[oa]|en paz|en calma|aliviad[oa]|duermo mejor)\\b",
    {
      match: ["ya tomé la decisión y desde entonces estoy tranquilo", "estoy en paz desde que lo decidí", "desde q lo decidi duermo mejor"],
      miss: [
        "tomé la decisión de renunciar y desde entonces estoy tranquilo",
        "estoy en paz desde que me mudé",
        "desde que decidí meditar duermo mejor por las noches? no sé",
        "estoy en paz desde que lo decidí, me voy a vivir al campo",
      ],
      unless: new RegExp(
        `${FAREWELL.source}|\\b(?:me voy a vivir|campo|renunci\\w*|trabajo|divorci\\w*|separ\\w*|casar\\w*|me caso|boda|estudiar|carrera|dieta)\\b`,
      ),
    },
  ),
  E(
    "spiritual-exit",
    "es-leave",
    2,
    "\\b(?:irse|irme|se va|me voy|me vaya|se vaya|partir|morir|adelantarse|adelantarme|llego|llegar) (?:\\w+ ){0,3}(?:por (?:decision|voluntad|mano|cuenta) propia|por (?:su|mi) propia mano)\\b" +
      "|\\b(?:irme|me voy|me vaya|adelantarme|llego|llegue|llegar) antes (?:de tiempo|de (?:que|q|k) (?:me|nos) (?:llame|llamen|llegue la hora)|de mi hora)\\b" +
      "|\\b(?:decide|decidir|decidi|elegir|elige|elegi|quiere|quiero|puede|puedo) (?:irse|irme|partir) antes\\b" +
      "|\\badelantar(?:me|se)? (?:\\w+ ){0,2}(?:el proceso|mi muerte|mi partida|el encuentro|mi hora)\\b|\\badelantarme (?:e|y) ir\\b" +
      "|\\b(?:list[oa]|preparad[oa]) (?:para|pa) irme\\b(?= *(?:[.!?,;]|$| ya| antes| de este mundo| con (?:el|ella|dios)\\b))" +
      "|\\b(?:terminar|acabar|cortar) con esta vida\\b(?! de )|\\b(?:terminar|acabar)(?: con)? esta (?:vida )?(?:un poco |mas )?antes\\b",
    {
      match: [
        "si una persona se va antes de tiempo por decision propia, dios la perdona igual?",
        "¿Dios perdona a alguien que ya no aguanta más y decide irse antes de tiempo?",
        "Estoy listo para irme antes.",
        "si total voy a renacer, prefiero adelantar el proceso",
        "si renazco igual, q diferencia hace terminar esta un poco antes?",
        "la virgen me va a recibir igual si llego antes de que me llamen?",
      ],
      miss: [
        "mi hermano se fue antes de tiempo en un accidente, lo extraño",
        "me voy antes del trabajo hoy",
        "quiero terminar con esta vida de estrés y mudarme al campo",
        "estoy lista para irme de vacaciones",
      ],
    },
  ),
  E(
    "spiritual-exit",
    "es-god",
    2,
    "\\b(?:pido|le pido|ruego|le ruego|rezo|le rezo|suplico|rezando|pidiendo) (?:a (?:dios|diosito|la virgen|el senor|al senor|jesus|los santos) )?(?:cada noche |todas las noches |todos los dias |cada dia |siempre )?" +
      "(?:que|q|k|para que|para q|pa que|pa q) me (?:lleve|recoja|llame)\\b(?! (?:a|al|hasta|en|de|para|pa)\\b)" +
      "|\\b(?:le|les) (?:pidio|pide|pedia|ruega|reza) (?:a dios |a la virgen |al senor )(?:que|q|k) (?:se )?(?:lo|la|me) (?:lleve|recoja|llame)\\b(?! (?:a|al|hasta|en|de)\\b)",
    {
      match: [
        "le rezo cada noche pa que me lleve",
        "mi abuelo dice q ya le pidio a dios q se lo lleve",
        "rezo todas las noches que me lleve ya",
      ],
      miss: [
        "le pido que me lleve al aeropuerto",
        "le pido a mi novio que me lleve en el auto",
        "rezo para que me llamen de la entrevista",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "es-join-dead",
    2,
    "\\b(?:quiero|quiere|quisiera|queria|ya quiere|ya quiero|solo quiero|solo quiere) (?:\\w+ )?(?:irme|irse) con (?:ella|el|mi \\w+|su \\w+)\\b(?! (?:a|al|de|en|para|pa|por)\\b)",
    {
      lang: "es",
      match: [
        "mi abuelo dejo de comer desde que murio mi abuela, dice que ya quiere irse con ella",
        "mi papá dice que quiere irse con mi mamá",
        "solo quiero irme con él, ya no aguanto",
      ],
      miss: ["quiero irme con mi novio de viaje", "quiere irse con su prima al cine", "quisiera irme con ella a la playa"],
    },
  ),
  E(
    "eating",
    "es-fast-death",
    3,
    "\\b(?:dej(?:o|e|ar|ando|ado)|paro|pare) de comer (?:\\w+ ){0,3}(?:pa|para|hasta) (?:no seguir|desaparecer|morir(?:me)?|(?:que|q|k) (?:se acabe|me muera|todo se acabe)|irme|no estar)\\b",
    {
      match: [
        "la verdad es que dejo de comer pa no seguir aqui",
        "voy a dejar de comer hasta desaparecer",
        "paré de comer para que se acabe todo",
      ],
      miss: ["dejé de comer carne para cuidar el planeta", "dejo de comer dulces hasta el verano", "dejé de comer pan para bajar de peso"],
    },
  ),
  E(
    "eating",
    "es-starve",
    2,
    "\\b(?:purificarme|castigarme|expiar) (?:\\w+ ){0,3}(?:dejando de comer|sin comer|ayunando|no comiendo)\\b" +
      "|\\b(?:llevo|van|ya van|tengo) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|varios|muchos) (?:dias|semanas) (?:casi )?(?:sin comer|sin nada|a agua|solo con agua)\\b(?! (?:bien|carne|dulces?|pan|harinas|azucar|gluten|fritos|chatarra|por (?:la|el|una|un) (?:gripe|cirugia|operacion|enfermedad|estomago|covid|virus|resfriado))\\b)" +
      "|\\bdej(?:o|e) de comer desde (?:que|q|k) (?:murio|fallecio|se fue|enviudo|se murio)\\b" +
      "|\\bdesde (?:que|q|k) (?:murio|fallecio|se fue|enviudo)(?: \\w+){0,3} (?:casi )?(?:no come|dejo de comer|no quiere comer)\\b" +
      "|\\bvomit(?:o|ar) todo lo (?:que|q|k) (?:como|comi|coma)\\b",
    {
      match: [
        "quiero purificarme dejando de comer del todo",
        "llevo 15 días casi sin comer",
        "mi papa desde q murio mi mama casi no come",
        "vomito todo lo q como hace semanas",
      ],
      miss: [
        "llevo dos horas sin comer",
        "en cuaresma ayuno tres dias a agua con el grupo de la parroquia",
        "dejé de comer gluten desde que me diagnosticaron",
      ],
      unless: RELIGIOUS_FAST,
    },
  ),
  E(
    "wish-to-die",
    "es-stop-meds",
    2,
    "\\bdej(?:e|o|ar|ando|ado) (?:de tomar(?:me|se)? )?(?:\\w+ )?(?:medicamentos|medicinas|pastillas|pildoras|remedios|insulina|tratamiento)\\b,?(?: [\\w,.]+){0,8}? " +
      "(?:(?:que|q|k) (?:lo )?decida dios|dios (?:decide|decida|dira)|dejar (?:que|q|a) dios (?:decidir|decida)|el destino (?:decida|decide)|pa no seguir|para no seguir|para irme|pa irme)\\b",
    {
      match: [
        "dejé de tomar mis pastillas del corazón. que decida Dios",
        "dejo el tratamiento y que lo decida dios",
        "dejé la insulina pa no seguir",
      ],
      miss: [
        "dejé de tomar las pastillas para la alergia porque ya estoy bien",
        "dejé el tratamiento porque me curé, gracias a dios",
        "dejé de tomar el jarabe, el médico dijo",
      ],
    },
  ),

  E("not-being-here", "not-here", 2, "\\bcuando (?:el|ella|yo) ya no (?:este|estemos)\\b(?= *(?:[.!?,;]|$))", {
    match: [
      "anoche me pidio que le cuide al gato cuando el ya no este.",
      "cuiden a mis plantas cuando yo ya no esté",
      "quiero que me recuerden bien cuando ella ya no este",
    ],
    miss: [
      "cuando él ya no esté en la oficina, me llamas",
      "cuando ella ya no esté enojada hablamos",
      "cuando yo ya no esté cansada salimos",
    ],
    unless: FAREWELL,
  }),
  E(
    "wish-to-die",
    "wish-es",
    2,
    "\\bquiero (?:q|k) (?:se acabe|todo (?:termine|acabe|se acabe)|esto (?:termine|acabe|se acabe))\\b(?! (?:la|el|esta|este) (?:clase|reunion|semana|ano|dia|examen|partido|pelicula)\\b)" +
      "|\\b(?:que|q|k) se acabe (?:todo )?(?:para|pa) (?:las dos|los dos|ambos|ambas|nosotros|nosotras)\\b",
    {
      match: [
        "no es por dios, es xq quiero q se acabe todo y asi nadie se da cuenta",
        "a veces pienso en tomarme todo y q se acabe para las dos",
        "quiero q esto termine ya",
      ],
      miss: ["quiero q se acabe la clase ya jaja", "quiero q termine el examen", "quiero q se acabe la semana"],
    },
  ),
  E(
    "means",
    "es-overdose",
    3,
    "\\b(?:medicamentos|medicinas|tabletas|somniferos|pastillas|pildoras|calmantes|antidepresivos)\\b(?: [\\w,.]+){0,6}? (?:y )?(?:tomarme|tragarme|me tomo|me trago) (?:todas )?las mias\\b",
    {
      match: [
        "a veces pienso en darle todas sus pastillas y tomarme las mias tambien",
        "le doy sus calmantes y me trago las mias",
        "darle los somniferos y tomarme todas las mias",
      ],
      miss: [
        "le doy sus pastillas y después me tomo las mías, como siempre a las 8",
        "tomarme las mías con el desayuno",
        "sus pastillas son distintas de las mías",
      ],
      unless: /\b(?:como siempre|con el desayuno|con la comida|cada dia|todos los dias|a las \d+|receta)\b/,
    },
  ),
  E(
    "burden",
    "burden",
    2,
    "\\b(?:el mundo|todos|todo el mundo|su familia|sus papas|los demas) (?:\\w+ ){0,2}(?:estaria|estarian|seria|serian|viviria|vivirian|iria|irian|estaban|estaba) (?:\\w+ )?(?:mejor|mas felices|mas tranquil\\w*) sin (?:el|ella)\\b" +
      "|\\bmejor (?:para todos )?si (?:yo|el|ella)? ?no existiera\\b|\\b(?:nadie|nadie mas) me necesita\\b",
    {
      match: [
        "mi novio dice q seria mejor para todos si el no existiera",
        "un alumno escribio al final del examen que el mundo estaria mejor sin el",
        "seria mejor si yo no existiera",
      ],
      miss: [
        "mi amiga dice que su vida es mejor sin él",
        "el equipo juega mejor sin él",
        "todos bailan mejor sin ella en la fiesta? no creo",
      ],
    },
  ),
  E(
    "burden",
    "es-without-me",
    2,
    "\\bcomo (?:\\w+ ){0,2}(?:arreglarian|estarian|vivirian|quedarian|seguirian) (?:\\w+ ){0,3}sin mi\\b|\\bno se van a acordar (?:de mi )?(?:si|cuando) (?:me voy|me muero|ya no estoy)\\b" +
      "|\\b(?:chiquitos|chicos|pequenos|bebes) y no se van a acordar\\b",
    {
      match: [
        "¿cómo se las arreglarían mis hijos sin mí? creo que es mejor ahora que son chiquitos y no se van a acordar",
        "como estarian mis papas sin mi",
        "son pequeños y no se van a acordar",
      ],
      miss: [
        "¿cómo se las arreglarían sin mí durante el viaje de trabajo?",
        "como estarian los chicos sin mi en la operacion, quien los cuida",
        "no se van a acordar de la tarea si no les aviso",
      ],
      unless: /\b(?:viaje|operacion|cirugia|hospital|trabajo|vacaciones|curso|congreso|internacion|mudanza)\b/,
    },
  ),
  E(
    "burden",
    "es-rejected",
    2,
    "\\b(?:prefieren|prefiere|preferirian|preferiria|preferian|preferirian) (?:\\w+ ){0,2}(?:hij[oa] )?muert[oa]\\b" +
      "|\\bmuert[oa]\\b(?: [\\w,.]+){0,10}? (?:les doy|darles|hacerles|les hago|le doy|darle) el gusto\\b",
    {
      match: [
        "mis papas me dijeron q prefieren un hijo muerto q un hijo gay. capaz les doy el gusto",
        "mi papa dijo que preferiria una hija muerta",
        "prefieren verme muerto",
      ],
      miss: [
        "prefieren el pescado muerto o vivo para la receta?",
        "les doy el gusto y vamos al cine",
        "prefiere la planta muerta que regarla jaja",
      ],
      unless: /\b(?:receta|pescado|planta|cocina|pez|peces|mosca|cucaracha)\b/,
    },
  ),
  E(
    "wish-to-die",
    "es-reckless",
    2,
    "\\b(?:sin cinturon|a toda velocidad|a \\d{3}|borrach[oa]|en pedo)\\b(?: [\\w,.?]+){0,10}? (?:(?:que|q|k) (?:el destino|dios) (?:decida|decide)|me da igual si (?:llego|vuelvo|me mato|me choco|vivo)|ojala (?:me choque|choque|pase algo))\\b" +
      "|\\bme da igual si (?:llego|vuelvo a casa|me muero|despierto|vivo o muero|me mato)\\b",
    {
      match: [
        "manejo de noche a toda velocidad y sin cinturón. ¿eso cuenta como dejar que el destino decida?",
        "me da igual si llego a casa o no",
        "voy borracho en la moto y me da igual si me choco",
      ],
      miss: [
        "me da igual si llego tarde a la fiesta",
        "manejo a toda velocidad en el juego, que el destino decida quién gana jaja",
        "me da igual si vuelvo en bus o en tren",
      ],
      unless: /\b(?:juego|videojuego|carrera de|fiesta|tarde|bus|tren|metro|uber|taxi)\b/,
    },
  ),
  E(
    "means",
    "es-insurance",
    2,
    "\\bseguro de vida\\b(?: [\\w,.?]+){0,4}? (?:paga|cubre|pagaria|cubriria) (?:\\w+ ){0,2}(?:aunque sea|si (?:me mato|me suicido|uno se mata|uno se quita la vida|me quito la vida)|(?:en caso de )?suicidio|por (?:decision|voluntad|mano) propia)\\b",
    {
      match: [
        "el seguro de vida paga aunque sea... bueno, ustedes entienden",
        "el seguro de vida cubre si uno se quita la vida?",
        "¿el seguro de vida paga en caso de suicidio?",
      ],
      miss: [
        "el seguro de vida paga si me muero en un accidente?",
        "¿cuánto cubre el seguro de vida por enfermedad?",
        "el seguro de vida paga a los beneficiarios en 30 días",
      ],
    },
  ),
  // ---- Second pass: the elliptical and the indirect (how much a dose hurts, how long someone lasts in cold water,
  // God has forgotten to take me, stopping the doctor and the pills, a will at 24 "right now", settling it my way,
  // a pet or plants left "for ever", a cover story denied, a farewell posted).
  E(
    "means",
    "es-how-many",
    2,
    `\\b(?:${MEDS}|ibuprofeno) (?:\\w+ ){0,2}(?:en cantidad|en exceso|de mas|de golpe|muchas|una caja entera|toda la caja|todo el frasco)\\b(?: \\w+){0,4}? (?:duele|duelen|es doloros[oa]|se sufre|sufre uno|es tranqui|es rapid[oa]|tarda|tardan|te mata|mata)\\b` +
      "|\\bcuanto (?:tiempo )?(?:aguanta|tarda|dura) (?:alguien|una persona|uno|un cuerpo|una) (?:que no sale|bajo el agua|en (?:el )?agua (?:helada|fria)|sin salir|en la nieve)\\b" +
      "|\\bcuanto (?:tiempo )?tarda (?:\\w+ ){0,2}en (?:ahogarse|morir(?:se)?|congelarse|desangrarse|hacer efecto (?:el veneno|la sobredosis))\\b",
    {
      match: [
        "el paracetamol en cantidad duele mucho o es tranqui?",
        "cuánto aguanta alguien que no sale del agua en invierno?",
        "cuanto tarda una persona en ahogarse",
        "las pastillas para dormir de golpe tardan mucho?",
      ],
      miss: [
        "el ibuprofeno en exceso hace daño al estómago?",
        "cuánto aguanta alguien bajo el agua en apnea? hago buceo",
        "cuanto tarda en hacer efecto el paracetamol para la fiebre",
      ],
      unless: /\b(?:buceo|apnea|natacion|nadar|surf|fiebre|perro|gato|veterinari[oa]|examen|novela|pelicula|serie)\b/,
    },
  ),
  E(
    "spiritual-exit",
    "es-god",
    2,
    `${NOT}\\bdios (?:ya )?(?:me|la|lo|nos) (?:tiene|ha|habra) olvidad[oa]\\b(?! (?:con|en) (?:el|la|este|esta) (?:trabajo|examen|loteria|partido|tema))` +
      `|${NOT}\\bdios se (?:olvido|ha olvidado|habra olvidado) de (?:mi|ella|el|llevarme|llevarla|llevarlo)\\b(?! (?:en|con) (?:el|la) (?:trabajo|examen|loteria))`,
    {
      match: [
        "mi tia lleva semanas diciendo q dios la tiene olvidada",
        "tengo 88 años, dios se olvidó de llevarme",
        "siento que dios me ha olvidado aquí",
      ],
      miss: [
        "dios no me tiene olvidado, tengo fe",
        "dios me tiene olvidado con el trabajo, nunca me ascienden jaja",
        "nunca dije que dios se olvido de mi",
      ],
    },
  ),
  E(
    "goodbye",
    "es-goodbye",
    1,
    "\\b(?:dejo|deje|tengo|tiene|dejo ya) (?:todo |ya )?pagad[oa]s? (?:para |de )?(?:el|mi|su|los) (?:velorio|entierro|funeral|nicho|cremacion|gastos del entierro)\\b" +
      "|\\b(?:que|q) (?:me quede|te quedes|se quede|nos quedemos) con (?:sus|mis|su|mi) (?:plantas|gat[oa]s?|perr[oa]s?|pajaros|peces|cosas)\\b(?! (?:mientras|durante|unos|unas|hasta|el finde|las vacaciones)\\b)" +
      "|\\b(?:la|lo|los|las|te) perdona por todo\\b|\\bdile a (?:\\w+ ){1,2}(?:que|q) (?:la|lo|los|las) perdono\\b",
    {
      match: [
        "ya dejo todo pagado para su velorio",
        "hoy me pidio q me quede con sus plantas",
        "me dijo que le diga a mi mamá que la perdona por todo",
      ],
      miss: [
        "me pidió que me quede con sus plantas mientras viaja",
        "pagué el velorio de mi abuelo",
        "mi mamá dice que me perdona por lo de ayer",
      ],
      unless: FAREWELL,
    },
  ),
  E(
    "wish-to-die",
    "es-stop-meds",
    2,
    "\\bya no (?:quiere|quiero|quieren) (?:ir al medico|ir al doctor|ver al medico) ni (?:tomar(?:se|me)? )?(?:sus|mis|las|los) (?:pastillas|medicinas|medicamentos|remedios|tratamientos?)\\b" +
      "|\\b(?:dejo|dejo de|ya no) (?:quiere )?tomar (?:sus|mis) (?:pastillas|medicinas|medicamentos|remedios|insulina) desde (?:que|q) (?:murio|fallecio|se fue|enviudo|se murio)\\b",
    {
      match: [
        "ya no quiere ir al médico ni tomar sus pastillas",
        "ya no quiero ir al doctor ni mis medicinas",
        "mi abuela dejó de tomar sus pastillas desde que murió mi abuelo",
      ],
      miss: [
        "ya no quiere ir al médico porque se curó",
        "ya no quiero tomar las pastillas para la alergia",
        "dejó de tomar sus pastillas desde que el médico se las quitó",
      ],
    },
  ),
  E(
    "goodbye",
    "es-will",
    2,
    "\\btestamento\\b(?: [\\w,.?]+){0,8}? (?:soy joven|soy menor|tengo (?:1[5-9]|2\\d) anos|(?:1[5-9]|2\\d) anos|a mis (?:1[5-9]|2\\d))\\b|\\b(?:soy joven|tengo (?:1[5-9]|2\\d) anos)\\b(?: [\\w,.?]+){0,8}? testamento\\b" +
      "|\\btestamento\\b(?: [\\w,.?]+){0,4}? (?:soy joven|joven),? (?:1[5-9]|2\\d)\\b",
    {
      match: [
        "como se hace un testamento en españa? soy joven, 24",
        "tengo 19 años y quiero hacer mi testamento",
        "un testamento vale a mis 22?",
      ],
      miss: [
        "como se hace el testamento de mi abuelo de 92 años",
        "soy joven y quiero ahorrar para una casa",
        "tengo 25 años y me caso, ¿conviene hacer testamento por la hipoteca?",
      ],
      unless: /\b(?:hijos?|hijas?|bebe|embarazada|me caso|boda|hipoteca|empresa|negocio|abogad[oa] de familia|abuel[oa])\b/,
    },
  ),
  E(
    "calm-after-despair",
    "es-calm",
    2,
    "\\b(?:mas )?(?:tranquil[oa]|en paz|aliviad[oa]) (?:para|con) lo (?:que|q) (?:tengo|tenia|llevo) (?:pensado|planeado|decidido)(?= *(?:[.!?,;]|$))",
    {
      match: [
        "eso me deja mas tranquilo para lo q tengo pensado",
        "me quedo en paz con lo que tengo decidido.",
        "estoy aliviada con lo que tenia planeado",
      ],
      miss: [
        "me deja más tranquilo para lo que tengo pensado hacer en vacaciones",
        "estoy tranquilo con lo que tengo ahorrado",
        "tranquila con lo que tengo planeado para la fiesta",
      ],
    },
  ),
  E(
    "direct",
    "es-my-way",
    2,
    `${NOT}\\b(?:lo |la )?(?:resuelvo|resolvere|arreglo|soluciono|termino) (?:todo |esto |eso )?(?:a mi manera|a mi modo|por mi cuenta|yo mism[oa]|de una vez por todas|para siempre)(?= *(?:[.!?;]|$))` +
      `|${NOT}\\bantes (?:de )?(?:que|q) (?:\\w+ ){1,3}(?:se entere|se enteren|descubra|descubran|sepa|sepan)\\b,? (?:\\w+ ){0,2}(?:lo resuelvo|acabo con todo|termino con todo|me encargo de todo)(?= *(?:[.!?,;]|$))`,
    {
      match: [
        "perdí todo en el casino. esta noche lo resuelvo a mi manera",
        "antes q mis papás se enteren acabo con todo",
        "ya está, lo termino de una vez por todas.",
      ],
      miss: [
        "lo resuelvo a mi manera el problema del auto",
        "no lo resuelvo a mi manera, pido ayuda",
        "antes de que se enteren lo resuelvo con el banco",
      ],
    },
  ),
  E(
    "goodbye",
    "es-goodbye",
    2,
    "\\bsi me pasa algo,? (?:\\w+ ){0,3}(?:es tuy[oa]|son tuy[oa]s|quedate con|cuida (?:a|de)|te lo dejo|te la dejo)\\b" +
      '|\\bcuidar (?:de )?(?:mis|sus) (?:plantas|gat[oa]s|perr[oa]s|peces) "?para siempre\\b' +
      "|\\b(?:subio|publico|posteo|mando|dejo|escribio) (?:\\w+ ){0,2}(?:una )?(?:despedida|mensaje de despedida|carta de despedida)\\b(?! (?:de (?:ano|curso|soltera|soltero|la empresa|trabajo|jubilacion)|del (?:trabajo|colegio|ano))\\b)",
    {
      match: [
        "mi amiga me escribió 'si me pasa algo el gato es tuyo'",
        "me pidió cuidar de sus plantas para siempre",
        "un chico de mi clase subió una despedida rara a su historia",
      ],
      miss: [
        "si me pasa algo en el viaje llama a mi mamá",
        "publicó una despedida de soltera increíble",
        "escribió un mensaje de despedida del trabajo muy bonito",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:cuento|personaje|novela|libro|guion|taller|ficcion|pelicula|serie|graduacion)\\b`),
    },
  ),
  E(
    // Not a goodbye family: the cover story (a trip, a clear-out, minimalism) is what that family sets aside.
    "not-being-here",
    "es-cover",
    2,
    "\\b(?:dije|le dije|les dije|conte|explique)\\b(?: [\\w,]+){0,4}? (?:que|q) (?:me iba de viaje|era una mudanza|estaba limpiando|estaba ordenando|era minimalismo|era un viaje|estaba haciendo limpieza)\\b[^|]{0,12}?(?:\\.|,|;) (?:pero )?(?:no es|no era|no lo es|no lo era|mentira|es mentira)\\b",
    {
      match: [
        "regalé mis cosas. les dije que me iba de viaje. no es un viaje",
        "le dije a mi mamá que estaba limpiando, pero no era eso",
        "conté que era minimalismo. mentira",
      ],
      miss: [
        "les dije que me iba de viaje y se alegraron",
        "le dije que estaba limpiando, y era verdad",
        "dije que era una mudanza. es una mudanza de verdad",
      ],
    },
  ),
];

// ---- Sixth round: faith words (asking God to take one now, joining the dead, a vow not to eat, a last confession,
// a goodbye in the parish chat) and bodies (water-only "purification", insulin stopped so that it ends sooner).
const GRIEF_ES = /\b(?:murio|fallecio|falleci\w*|descanse en paz|qepd|funeral|velorio|entierro|en paz descanse|aniversario de su muerte)\b/;
const GOD_ES = "(?:dios|diosito|diosito santo|senor|jesus|jesusito|virgen|virgencita|padre celestial|san [a-z]+(?: [a-z]+)?)";
langEs.push(
  E(
    "wish-to-die",
    "es6-take-me",
    2,
    // Asking God, now, to take one: "Diosito ya recógeme", "Señor llévame esta noche", "para que me lleve rápido".
    `(?<!\\bque )\\b${GOD_ES},? (?:ya |por favor |porfa |te pido que |te lo pido,? )?(?:recogeme|llevame|llamame|llevame contigo|recibeme)\\b(?! a (?:casa|la|el|mi)\\b| al\\b)` +
      `|\\b(?:para|pidiendo|pido|pedi|rezo|ruego) (?:a ${GOD_ES} )?que (?:${GOD_ES} )?me (?:lleve|recoja|llame|lleve con el)\\b (?:ya|rapido|pronto|hoy|esta noche|de una vez|cuanto antes)\\b`,
    {
      match: [
        "Diosito ya recógeme, no puedo más",
        "Señor, llévame esta noche",
        "le recé a san martín para que me lleve rápido",
        "pido que me recoja pronto",
      ],
      miss: [
        "que Dios me lleve cuando Él quiera",
        "Señor, llévame a casa de mi tía en el coche",
        "mi tío me lleve rápido al aeropuerto por favor",
      ],
    },
  ),
  E(
    "wish-to-die",
    "es6-not-wake",
    2,
    `\\b(?:pid\\w*|pedir\\w*|rez\\w*|rog\\w*|ruego|oro|orando|suplic\\w*)\\b (?:[a-z]+ ){0,4}?no (?:volver a )?(?:despertarme|despertar|amanecer)\\b(?! a (?:los|las|mi|mis|la|el|nadie|nadie)\\b| al\\b)`,
    {
      match: ["llevo meses pidiéndole a Dios no despertarme", "rezo cada noche por no despertar", "le ruego a la virgen no amanecer"],
      miss: ["pido que no me despierten temprano", "rezo para no despertar a los niños", "no pude despertar a tiempo para rezar"],
    },
  ),
  E(
    "spiritual-exit",
    "es6-early-call",
    2,
    `\\b(?:se|me|te|nos) (?:adelanta|adelanto|adelante|adelantara|adelantan|adelantaria)\\b (?:a )?(?:su|mi|tu|la) (?:llamado|llamada de dios|hora|tiempo de dios)\\b` +
      `|\\badelantar(?:se|me) (?:a )?(?:su|mi|la) (?:llamado|hora|tiempo de dios)\\b|\\b(?:irse|irme|se va|se van|nos vamos|te vas|me voy|se fue|se fueron) antes de (?:tiempo|su hora|mi hora|la hora)\\b`,
    {
      match: [
        "¿Dios perdona al que se adelanta a su llamado?",
        "quiero adelantarme a mi hora",
        "si uno se va antes de su hora, ¿dónde queda?",
        "q dice la biblia de los q se van antes de tiempo",
      ],
      miss: ["el tren se adelantó a su hora", "me adelanto a la reunión", "se fue antes de tiempo de la fiesta"],
      unless: /\b(?:tren|autobus|bus|avion|vuelo|fiesta|reunion|clase|trabajo|oficina|cita)\b/,
    },
  ),
  E(
    "wish-to-die",
    "es6-join-dead",
    2,
    `\\bsi me (?:voy|muero|fuera|muriera) (?:pronto|ya|antes|ahorita|de una vez)\\b[^.!?|]{0,50}?\\b(?:encontrar|ver|reencontrar|abrazar|estar con)\\b` +
      `|\\b(?:quiero|quisiera|necesito|ojala pudiera|voy a) (?:irme con|reunirme con|estar con|ir con) (?:ella|el|mi (?:mama|madre|papa|padre|hijo|hija|esposo|esposa|abuela|abuelo)) (?:en el cielo|al cielo|alla arriba|en la gloria|ya|pronto)\\b`,
    {
      match: [
        "si me voy pronto la voy a encontrar",
        "quiero irme con mi mamá al cielo ya",
        "quisiera reunirme con mi hijo en el cielo pronto",
      ],
      miss: ["si me voy pronto al súper te veo", "quiero estar con mi mamá en navidad", "si me voy ya no llego a verla"],
    },
  ),
  E(
    "eating",
    "es6-vow-fast",
    2,
    `\\b(?:promesa|manda|voto|juramento|prometi|jure)\\b[^.!?|]{0,40}?\\b(?:no comer|sin comer|no probar (?:bocado|comida))\\b` +
      `|\\b(?:ayun\\w*|sin comer|no comer|con pura agua|solo agua)\\b[^.!?|]{0,50}?\\bhasta que (?:${GOD_ES} )?(?:me|se (?:la|lo)) (?:lleve|recoja|llame|muera)\\b` +
      `|\\b(?:solo|puro|pura|nada mas que|nada mas) (?:con )?agua\\b[^|]{0,80}?\\b(?:mareo|me mareo|mareada|mareado|desmay\\w*|que (?:mi|mis) [a-z]+ (?:no )?se (?:entere|enteren)|tengo 1[0-7])\\b` +
      `|\\b(?:[7-9]|[1-9][0-9]|siete|ocho|nueve|diez|once|doce|quince|veinte) dias (?:con |a )?(?:pura|solo|puro) agua\\b|\\b(?:una|dos|tres|[1-9]) semanas? (?:con |a )?(?:pura|solo|puro) agua\\b`,
    {
      match: [
        "hice una manda de no comer hasta que vuelva",
        "ayuna hasta que Dios se la lleve",
        "una semana solo con agua para purificarme, me mareo mucho",
        "ya van diez días con pura agua",
      ],
      miss: [
        "prometí no comer dulces en cuaresma",
        "solo agua con gas, por favor",
        "ayuno hasta la cena por la analítica",
        "hago ayuno de 3 días solo con agua para limpiar, supervisado",
      ],
      unless: RELIGIOUS_FAST,
    },
  ),
  E(
    "eating",
    "es6-stopped-eating",
    2,
    `\\b(?:dejo|deje|ha dejado|dejado|dejar) de comer\\b[^|]{0,80}?\\b(?:dios|cielo|cumpli\\w*|irme|irse|morir\\w*|esperando|ya no quiere)\\b`,
    {
      match: [
        "mi abuela dejó de comer y dice que Dios la está esperando",
        "dejé de comer, ya cumplí aquí",
        "dejó de comer porque quiere morirse",
      ],
      miss: ["dejé de comer carne por salud", "dejé de comer pan y me siento mejor", "dejó de comer el perro, ¿lo llevo?"],
      unless: ANIMAL,
    },
  ),
  E(
    "wish-to-die",
    "es6-dont-care-die",
    2,
    "\\bno me importa(?:ria)? (?:si|que) me muer[ao]\\b(?! de (?:risa|verguenza|hambre|sueno|frio|calor|ganas))|\\bno me importa morir(?:me)?\\b",
    {
      match: ["no me importa si me muero en el intento", "ya no me importa morirme", "no me importaría que me muera mañana"],
      miss: ["no me importa si me muero de vergüenza, voy a bailar", "me importa mucho no morir joven", "no me importa si me mojo"],
    },
  ),
  E(
    "goodbye",
    "es6-farewell-group",
    2,
    `\\b(?:carta|mensaje|audio|texto|video|borrador)\\b[^.!?|]{0,60}?\\bdespid(?:iendome|irme|o|o de todos)\\b` +
      `|\\bnos vemos en (?:la gloria|el cielo|el paraiso|la otra vida|la eternidad)\\b|\\bhasta la eternidad\\b` +
      `|\\b(?:confes\\w*|comulg\\w*|comunion|misa)\\b (?:[a-z]+ ){0,3}?por ultima vez\\b`,
    {
      match: [
        "tengo una carta para el grupo despidiéndome de todos",
        "escribió 'gracias por todo, nos vemos en la gloria'",
        "fui a confesarme por última vez",
      ],
      miss: [
        "mi abuelo murió; nos vemos en el cielo, abuelo",
        "grabé un audio despidiéndome del trabajo",
        "fui a misa por última vez antes de mudarme",
      ],
      unless: new RegExp(`${FAREWELL.source}|${GRIEF_ES.source}|\\b(?:trabajo|oficina|colegio|equipo|curso)\\b`),
    },
  ),
  E(
    "not-being-here",
    "es6-vanish",
    2,
    "\\bmejor (?:desaparecer|desaparezco|me desaparezco|irme|me voy|me muero) (?:de una vez|para siempre|del todo)\\b|\\bdesaparecer de una vez (?:por todas)?\\b",
    {
      match: ["mejor desaparecer de una vez", "mejor me voy para siempre y ya", "quisiera desaparecer de una vez por todas"],
      miss: ["mejor me voy de una vez al trabajo", "mejor desaparezco un rato de redes", "mejor irme temprano"],
      unless: /\b(?:trabajo|oficina|redes|instagram|fiesta|casa de)\b/,
    },
  ),
  E(
    "burden",
    "burden",
    2,
    "\\b(?:ser|soy|sea|es) (?:la|una) (?:cruz|carga|verguenza|maldicion|castigo) (?:de|para) (?:mis|mi|la|toda mi|los) (?:hijos|familia|padres|hijas|casa|mama|papa)\\b",
    {
      match: [
        "estoy cansada de ser la cruz de mis hijos",
        "soy la vergüenza de mi familia",
        "siento que soy una maldición para mi familia",
      ],
      miss: ["la cruz de mi casa es de madera", "mi tía es la alegría de mi familia", "es una carga de trabajo enorme"],
    },
  ),
  E(
    "wish-to-die",
    "es6-stop-treatment",
    2,
    "\\b(?:sin (?:ponerse|ponerme|tomarse|tomarme|hacerse|hacerme)|deja de (?:ponerse|tomarse)|dejo (?:la|su|mi)|dejar (?:la|su|mi)) (?:la |su |mi |sus |mis )?(?:insulina|dialisis|hemodialisis|quimio|quimioterapia|tratamiento)\\b" +
      "[^|]{0,60}?\\b(?:(?:se|me) acab\\w*|(?:se|me) termin\\w*|morir\\w*|irme|irse|que pase lo que pase|de una vez)\\b",
    {
      match: [
        "lleva días sin ponerse la insulina, dice que así se acaba antes",
        "dejó la diálisis para morirse tranquilo",
        "dejo mi tratamiento y que se termine de una vez",
      ],
      miss: [
        "sin ponerse la insulina se descompensa, ¿qué hago?",
        "dejó la quimio porque terminó el ciclo",
        "sin tomarme el tratamiento me duele",
      ],
    },
  ),
  E(
    "spiritual-exit",
    "es6-for-real",
    1,
    "\\b(?:pregunto|lo pregunto|te pregunto) (?:en serio|por mi|para mi)(?= *(?:[.!?,;]|$| no\\b))|\\bno (?:es|lo pregunto por|pregunto por) (?:curiosidad|teoria|un trabajo)\\b",
    {
      match: ["pregunto en serio, no es broma", "no es curiosidad", "lo pregunto por mí"],
      miss: ["pregunto por mi tía", "es curiosidad nomás", "te pregunto mañana"],
      modifier: true,
      modifies: ["spiritual-exit", "means", "wish-to-die", "not-being-here", "death-talk"],
    },
  ),
);
langEs.push(
  E(
    "goodbye",
    "es6-wont-need",
    2,
    "\\b(?:regale|deje|di|le di|les di|le deje|les deje|regalo|dejo)\\b[^|]{0,80}?\\bya no (?:la|lo|los|las|me) (?:voy a|vo a|va a|van a) (?:usar|necesitar|ocupar|hacer falta)\\b",
    {
      match: [
        "le dejé mi play a mis primos, ya no la voy a usar",
        "les di mis libros, ya no los voy a necesitar",
        "regalé la bici, ya no me va a hacer falta",
      ],
      miss: [
        "le di la bici a mi primo porque ya no la voy a usar, me compré una moto",
        "vendí la tele, ya no la voy a usar",
        "le dejé la llave, ya no la voy a necesitar porque me mudo",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:compre|me compre|vendi|vendo|nueva|nuevo|crecio|crecieron|talla)\\b`),
    },
  ),
  E(
    "means",
    "es6-edge",
    2,
    "\\b(?:tren|trenes|via|vias|puente|azotea)\\b[^|]{0,80}?\\b(?:desde|en|al|junto al) (?:el )?borde\\b|\\b(?:me paro|me siento|me quedo|parad[oa]|sentad[oa]) (?:en|al) (?:el )?borde (?:del|de la|de las) (?:puente|via|vias|azotea)\\b",
    {
      match: [
        "pasa un tren cada 20 min, llevo dos noches contándolos desde el borde",
        "me paro en el borde del puente cada noche",
        "voy a la azotea y me siento en el borde",
      ],
      miss: [
        "el tren para en el andén, no pases del borde amarillo por favor",
        "el borde del puente está pintado",
        "la vía del tren pasa cerca, qué ruido",
      ],
      unless: /\b(?:amarillo|pintad\w*|no pases|cuidado con)\b/,
    },
  ),
  E(
    "spiritual-exit",
    "es6-give-back",
    2,
    "\\bvida\\b[^|]{0,60}?\\b(?:ya )?(?:la )?(?:quiero|quisiera|voy a|puedo) devolver(?:la)?\\b(?! (?:el|la|los|las|un|una|al|a)\\b)",
    {
      match: [
        "dicen que la vida es un préstamo, pues yo ya la quiero devolver",
        "esta vida ya la quiero devolver",
        "si la vida es un regalo, ¿puedo devolverla?",
      ],
      miss: [
        "la vida es un préstamo, quiero devolver el favor",
        "qué vida, voy a devolver la ropa a la tienda",
        "la vida me dio un libro que quiero devolver a la biblioteca",
      ],
      unless: /\b(?:tienda|biblioteca|favor|libro|ropa)\b/,
    },
  ),
  E(
    "not-being-here",
    "es6-nobody-notice",
    2,
    "\\bsi me muero (?:hoy|manana|esta noche|ahora|ahorita)\\b[^.!?|]{0,20}?\\b(?:nadie (?:se da cuenta|se entera|lo nota|se daria cuenta|me extrana)|quien se (?:da cuenta|entera))\\b",
    {
      match: [
        "si me muero hoy nadie se da cuenta hasta el lunes",
        "si me muero esta noche, ¿quién se entera?",
        "si me muero ahorita nadie lo nota",
      ],
      miss: [
        "si me muero de risa nadie se da cuenta",
        "si me como esto hoy nadie se da cuenta",
        "si me muero hoy de hambre te culpo, jaja, ¿pedimos?",
      ],
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (a day chosen, affairs settled, a nightly prayer).
langEs.push(
  E(
    "plan-time",
    "es6c-date-chosen",
    2,
    "\\b(?:ya )?(?:elegi|eligio|escogi|escogio|fije|fijo|decidi|decidio) (?:el dia|la fecha)\\b(?! (?:de la boda|del examen|de la mudanza|del viaje|de la cita|de entrega|del bautizo))",
    {
      match: ["ya elegí el día y estoy tranquila", "si alguien ya decidió la fecha, ¿cómo se prepara?", "fijé el día, nadie lo sabe"],
      miss: ["ya elegimos la fecha de la boda", "decidí la fecha del viaje a Perú", "elegí el día de la mudanza"],
      unless: /\b(?:boda|mudanza|viaje|vacaciones|cumpleanos|fiesta|examen|cirugia|bautizo|retiro|cita)\b/,
    },
  ),
  E(
    "goodbye",
    "es6c-affairs",
    1,
    "\\b(?:ya )?(?:deje|dejo|tengo|he dejado) (?:todo|mis cosas|mis papeles|las cuentas|mis cuentas) (?:bien )?(?:arreglad[oa]s?|en orden|ordenad[oa]s?|resuelt[oa]s?)\\b",
    {
      match: [
        "ya elegí el día. ya dejé todo arreglado",
        "decidí la fecha, tengo mis papeles en orden",
        "fijé el día y dejé las cuentas resueltas",
      ],
      miss: ["ya dejé todo arreglado para el viaje", "tengo mis papeles en orden para la visa", "dejé todo arreglado para la mudanza"],
      modifier: true,
      unless: /\b(?:viaje|vacaciones|mudanza|visa|tramites?|impuestos|hacienda|boda)\b/,
    },
  ),
  E(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:pido|ruego|rezo|suplico|pidiendole|rogandole|le pido|le ruego)\\b (?:[a-z]+ ){0,5}?que no me (?:deje|dejes|deja) (?:volver a )?(?:despertar|amanecer)\\b",
    {
      match: [
        "cada noche le pido a dios que no me deje despertar",
        "le ruego al señor que no me deje amanecer",
        "rezo que no me deje despertar mañana",
      ],
      miss: ["le pido a mi mamá que no me deje dormir tarde", "pido que no me dejes sola", "ruego que no me deje el avión"],
    },
  ),
  E(
    "hopeless",
    "es6c-gone-inside",
    2,
    "\\bpor dentro (?:hace (?:[a-z]+ ){1,2}(?:que )?)?ya me (?:fui|he ido|mori|he muerto)\\b|\\bya me (?:fui|he ido|mori) por dentro\\b",
    {
      match: ["sonrío pero por dentro hace meses que ya me fui", "por dentro ya me morí", "trabajo y todo, pero ya me fui por dentro"],
      miss: ["por dentro ya me siento mejor", "ya me fui de la casa", "hace meses que me fui a vivir a madrid"],
    },
  ),
  E(
    "goodbye",
    "es6c-proxy-farewell",
    2,
    "\\b(?:dile|digale|decile|que le diga|que le digas|le diga|le digas|dile tu) a (?:mi|su|tu) (?:madre|mama|padre|papa|familia|hermana|hermano|hija|hijo|abuela) que (?:la|lo|los|las) (?:quise|quiso|ame|amo|queria|quiso) mucho\\b",
    {
      match: [
        "me escribe que le diga a su madre que la quiso mucho",
        "dile a mi mamá que la quise mucho",
        "que le digas a tu padre que lo quise mucho",
      ],
      miss: ["dile a tu madre que la quiero mucho", "dile a mi mamá que llego tarde", "le diga a su madre que la espera"],
    },
  ),
);
