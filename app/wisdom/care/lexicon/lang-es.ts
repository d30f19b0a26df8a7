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
    "\\b(?:llevo|tengo) (?:\\d+|dos|tres|cuatro|cinco|seis|siete|diez|varios|muchos) (?:dias|semanas) sin comer\\b" +
      "|\\bno como (?:nada )?desde hace (?:\\d+|dos|tres|cuatro|cinco|seis|siete|diez|varios|muchos) (?:dias|semanas)\\b|\\bno merezco comer\\b" +
      "|\\b(?:ayuno|ayunar|ayunando|sin comer|no como),? (?:\\w+,? ){0,6}(?:purificarme|castigarme|penitencia|expiar|mis pecados)\\b",
    {
      match: ["llevo cinco días sin comer", "no merezco comer", "ayuno para castigarme"],
      miss: ["ayuno en cuaresma los viernes, ¿es sano?", "llevo dos horas sin comer"],
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
    "\\bque dios me (?:lleve|recoja|llame)(?: ya| pronto| de una vez)?\\b(?! a (?:trabajar|misa))|\\b(?:pido|ruego|rezo|suplico|le pido) (?:a dios|al senor|a diosito) (?:que|para que) me (?:lleve|recoja|llame)\\b" +
      "|\\bdiosito,? (?:llevame|recogeme)\\b|\\bsenor,? llevame\\b|\\birme con (?:dios|diosito|el senor)\\b",
    {
      match: ["cada noche le pido a Dios que me lleve", "que Dios me lleve ya"],
      miss: ["que Dios me ayude con el examen", "que Dios me bendiga"],
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
];
