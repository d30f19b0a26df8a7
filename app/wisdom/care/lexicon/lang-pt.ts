import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Signs written in Portuguese (Brazil and Portugal), as the detector reads them: lower case, no accents or cedilla
 * ("não" -> "nao", "faço" -> "faco", "remédios" -> "remedios"), hyphens as spaces ("matar-me" -> "matar me"). Idioms of
 * dying ("morrendo de fome", "morri de rir", "morrendo de saudade", "minha mãe vai me matar", "vou me matar de estudar")
 * are kept out by the patterns themselves.
 */
const P = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "pt", ...extra });

/** Not said just after a negation: "não vou me matar", "nunca pensei em me matar". */
const NOT = "(?<!\\b(?:nao|nunca|jamais|sem) (?:[a-z]+ ){0,2})";
const PILLS =
  "(?:remedios|comprimidos|pilulas|cartelas|calmantes|rivotril|clonazepam|antidepressivos|paracetamol|dipirona|tarja preta|soniferos|medicamentos)";
const FAREWELL =
  /\b(?:mudanca|me mudando|vou me mudar|mudar de (?:casa|pais|cidade)|intercambio|exterior|colegas|aposentadoria|me aposentar|desapego|emprego novo|novo emprego|veterinario|eutanasia)\b/;
const ANIMAL = /\b(?:cachorro|cachorra|cao|gato|gata|veterinario|cavalo|coelho|pet|filhote)\b/;
const RELIGIOUS_FAST = /\b(?:ramada|ramadan|quaresma|jejum intermitente|sexta feira santa|yom kipur|kippur|quarta feira de cinzas)\b/;

export const langPt: Signal[] = [
  // ---- direct.
  P(
    "direct",
    "pt-direct",
    3,
    `${NOT}\\b(?:vou|quero|queria|penso em|pensando em|pensei em|vontade de|tentar|tentei|decidi|preciso|ia|eu vou|so quero) (?:\\w+ )?` +
      "(?:me matar|matar me|me suicidar|suicidar me|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|por fim (?:a|na) minha vida" +
      "|dar fim (?:a|na) minha vida|me enforcar|enforcar me|me envenenar)\\b(?! de (?:estudar|trabalhar|rir|tanto|vergonha|correr))" +
      `|${NOT}\\b(?:vai|quer|pensa em|fala em|falando em|tentou|ameaca|ameacou|falou em) (?:\\w+ )?(?:se matar|se suicidar|tirar a propria vida|tirar a vida dele|tirar a vida dela|se enforcar)\\b` +
      "(?! de (?:estudar|trabalhar|rir|tanto))",
    {
      match: ["vou me matar", "penso em tirar minha própria vida", "quero matar-me", "meu filho disse que quer se matar"],
      miss: ["minha mãe vai me matar se eu chegar tarde", "vou me matar de estudar pra essa prova", "não vou me matar, fica tranquila"],
    },
  ),
  P(
    "direct",
    "pt-direct",
    3,
    `${NOT}\\b(?:sou|estou|to|me sinto|ando) (?:\\w+ )?suicida\\b|${NOT}\\b(?:pensamentos|ideias|ideacao|pensamento) suicidas?\\b|\\btentativa de suicidio\\b` +
      `|${NOT}\\bpenso (?:muito |sempre |seriamente |todo dia )?em suicidio\\b`,
    {
      match: ["tenho pensamentos suicidas", "penso muito em suicídio", "fiz uma tentativa de suicídio no ano passado"],
      miss: ["não tenho pensamentos suicidas, só cansaço", "me mato de trabalhar todo dia", "jajaja ese partido me mató, perdimos"],
    },
  ),

  // ---- wish to die.
  P(
    "wish-to-die",
    "pt-wish",
    3,
    `${NOT}\\b(?:quero|queria|gostaria de|vontade de|so quero|eu quero|desejo|quer|preferia|to com vontade de) (?:so |apenas |muito )?` +
      "(?:morrer|estar mort[oa]|sumir para sempre|sumir pra sempre|desaparecer para sempre|desaparecer pra sempre|dormir para sempre|dormir pra sempre" +
      "|nao existir|nao acordar mais|nunca mais acordar|nao ter nascido|ir embora deste mundo|ir embora desse mundo|partir deste mundo|deixar de existir)\\b" +
      "(?! de | velhinh[oa]| em casa| no hospital| na minha cama| dormind[oa]| de velhice)",
    {
      match: ["eu só quero morrer", "queria dormir pra sempre", "minha irmã disse que quer morrer"],
      miss: [
        "tô morrendo de fome",
        "quero morrer de rir com esse vídeo",
        "não quero morrer",
        "meu avo tem 92 anos e diz que quer morrer em casa, nao no hospital",
      ],
    },
  ),
  P(
    "wish-to-die",
    "pt-wish",
    3,
    "\\bnao quero (?:mais )?(?:viver|existir|acordar|estar aqui)(?: mais)?\\b(?! (?:com|aqui nessa cidade|nessa cidade|nesse|neste|nesta|naquele|naquela|perto|longe|sozinh[oa]|de aluguel|assim|em |no |na ))" +
      "|\\bnao tenho (?:mais )?vontade de viver\\b|\\bperdi a vontade de viver\\b|\\bsem vontade (?:nenhuma )?de viver\\b|\\bnao aguento mais viver\\b" +
      "|\\b(?:seria|estaria) melhor mort[oa]\\b|\\b(?:morrer|a morte) seria (?:\\w+ )?(?:um alivio|uma libertacao|melhor)\\b",
    {
      match: ["não quero mais viver", "perdi a vontade de viver", "morrer seria um alívio"],
      miss: ["não quero mais viver com meus pais", "não quero mais viver nesse apartamento", "não quero mais viver de aluguel"],
    },
  ),
  P(
    "wish-to-die",
    "pt-no-wake",
    2,
    "(?<!medo de )\\b(?:dormir e )?(?:nao acordar (?:mais|nunca mais)|nunca mais acordar|dormir e nao acordar)\\b(?! (?:cedo|tarde|a tempo|na hora|para|pra))",
    { match: ["queria dormir e não acordar mais"], miss: ["tenho medo de não acordar mais cedo amanhã"] },
  ),
  P(
    "wish-to-die",
    "pt-tired",
    2,
    "\\b(?:cansad[oa]|exaust[oa]|fart[oa]|de saco cheio) (?:de viver|da vida|de existir|de estar viv[oa]|dessa vida|desta vida)\\b(?! (?:de solteir[oa]|na cidade|noturna|corrida|agitada|de estudante))",
    { match: ["estou cansada de viver", "to de saco cheio dessa vida"], miss: ["cansado da vida de solteiro"] },
  ),
  P(
    "wish-to-die",
    "pt-disappear",
    2,
    "\\b(?:quero|queria|vontade de) (?:so |apenas )?(?:sumir|desaparecer)\\b(?! (?:por (?:uns|alguns|um|uma)|do trabalho|das redes|no fim de semana|de ferias|um pouco|de vergonha))",
    { match: ["só queria sumir"], miss: ["queria sumir de vergonha depois daquilo", "quero sumir por uns dias pra praia"] },
  ),
  P(
    "wish-to-die",
    "pt-dark",
    2,
    "\\bpenso (?:na morte|em morrer|na minha morte) (?:o tempo todo|toda hora|todo dia|todos os dias|sempre|cada vez mais)\\b|\\bpensamentos (?:de morte|sombrios)\\b",
    { match: ["penso na morte o tempo todo"], miss: ["o que o budismo ensina sobre a morte"] },
  ),

  // ---- burden.
  P(
    "burden",
    "pt-burden",
    2,
    "\\b(?:sou|so sou) (?:um peso|um fardo|uma carga|um estorvo)\\b(?! (?:pena|pesado|leve|medio|galo|mosca|pluma)\\b)|\\b(?:so atrapalho|so dou trabalho)(?= *(?:[.!?,;]|$| pra todo mundo| para todos))" +
      "|\\bmelhor sem mim\\b|\\bmais felizes? sem mim\\b",
    { match: ["sou um peso para minha família", "todo mundo ficaria melhor sem mim"], miss: ["no boxe eu sou um peso-pena"] },
  ),
  P(
    "burden",
    "pt-no-miss",
    2,
    "\\bninguem (?:ia |iria |vai )?(?:sentir|sentiria) (?:a )?minha falta\\b|\\bninguem (?:ia |iria )?(?:perceber|notar) se eu (?:sumisse|morresse|desaparecesse)\\b",
    { match: ["ninguém ia sentir minha falta"] },
  ),

  // ---- hopeless.
  P(
    "hopeless",
    "pt-cant-go-on",
    2,
    "\\bnao (?:aguento|suporto|consigo) mais(?= *(?:[.!?;]|$| essa vida| esta vida| continuar| seguir))|\\bnao tenho mais forcas?(?= *(?:[.!?;]|$| pra| para))",
    { match: ["não aguento mais.", "não tenho mais forças pra continuar"], miss: ["não aguento mais esse calor"] },
  ),
  P(
    "hopeless",
    "pt-no-exit",
    2,
    "(?<!\\b(?:rua|beco|travessa) )\\b(?:nao (?:vejo|tem|ha|existe|encontro) (?:mais )?(?:nenhuma )?(?:saida|esperanca)|sem saida|nao tem mais jeito|nao ha mais esperanca)\\b",
    { match: ["não vejo saída", "não tem mais jeito pra mim"], miss: ["moro numa rua sem saída"] },
  ),
  P(
    "hopeless",
    "pt-pointless",
    2,
    "\\b(?:minha vida|viver|nada) nao (?:tem|faz) (?:mais )?(?:nenhum )?sentido\\b|\\ba vida nao (?:tem|faz) mais sentido\\b|\\bnenhum motivo (?:pra|para) viver\\b" +
      "|\\bpra que viver\\b",
    { match: ["minha vida não tem sentido", "a vida não faz mais sentido"], miss: ["qual o sentido da vida para os budistas"] },
  ),

  // ---- not being here, goodbyes, giving away.
  P(
    "not-being-here",
    "pt-not-here",
    2,
    "\\bquando eu nao estiver mais (?:aqui|ai|por aqui)\\b|\\bnao vou (?:mais )?estar (?:mais )?aqui\\b(?! (?:na|no|em|amanha|segunda|terca|quarta|quinta|sexta|sabado|domingo))" +
      "|\\b(?:voces|vc|voce) nao (?:vao|vai) (?:mais )?me ver (?:mais|nunca mais)\\b|\\bnunca mais vao me ver\\b",
    {
      match: ["quando eu não estiver mais aqui, cuida do meu gato", "nunca mais vão me ver"],
      miss: ["não vou estar aqui na segunda"],
      unless: FAREWELL,
    },
  ),
  P(
    "goodbye",
    "pt-letter",
    3,
    "\\b(?:ultima mensagem|ultima carta|mensagem de despedida|bilhete de despedida|cartas? de adeus)\\b(?! (?:para|pros|aos|pras|as) (?:\\w+ )?(?:colegas|alunos|equipe|turma))",
    { match: ["essa é minha última mensagem pra vocês"], miss: ["mensagem de despedida para os colegas de trabalho"], unless: FAREWELL },
  ),
  P(
    "goodbye",
    "pt-goodbye",
    2,
    "\\badeus (?:a todos|pra sempre|para sempre|mundo|galera)\\b|\\bme despedir de (?:todos|voces|todo mundo)\\b|\\bobrigad[oa] por tudo e adeus\\b",
    { match: ["adeus a todos, obrigado por tudo"], unless: FAREWELL },
  ),
  P(
    "goodbye",
    "pt-giving",
    2,
    "\\b(?:doando|doei|dando|dei|vou dar|distribuindo|distribui) (?:todas |todos )?(?:as |os )?(?:minhas coisas|meus pertences|minhas roupas|meus livros|tudo que eu tenho|tudo o que tenho)\\b",
    { match: ["estou dando todas as minhas coisas"], miss: ["doei minhas roupas antes da mudança"], unless: FAREWELL },
  ),

  // ---- means.
  P(
    "means",
    "pt-stockpile",
    2,
    `\\b(?:juntei|juntando|guardei|guardando|escondi|escondendo|acumulei|acumulando|estocando|estoquei|tenho guardad[oa]s?) (?:\\w+ ){0,3}${PILLS}\\b` +
      `|\\b${PILLS} (?:\\w+ ){0,2}(?:guardad[oa]s|escondid[oa]s|juntad[oa]s|acumulad[oa]s)\\b`,
    { match: ["estou juntando remédios há semanas", "tenho comprimidos escondidos no quarto"], miss: ["tomo meus remédios toda manhã"] },
  ),
  P(
    "means",
    "pt-overdose",
    3,
    `\\b(?:tomar|tomo|engolir|engulo|tomei|engoli|vou tomar) (?:todos os |todas as |a |uma )?(?:\\w+ )?(?:${PILLS}|cartela|caixa)(?: \\w+){0,2} de uma (?:so )?vez\\b` +
      "|\\b(?:ter|tomar|fazer) uma overdose\\b(?! de (?:series|chocolate|acucar|trabalho))" +
      `|\\bquant[oa]s (?:\\w+ ){0,2}${PILLS} (?:\\w+ ){0,3}(?:pra|para) (?:morrer|nao acordar)\\b`,
    {
      match: ["vou tomar todos os remédios de uma vez", "quantos comprimidos precisa pra morrer"],
      miss: ["fiz uma overdose de séries no fim de semana"],
    },
  ),
  P("means", "pt-dose", 2, "\\bdoses? (?:letal|letais|fatal|fatais|mortal|mortais)\\b", {
    match: ["qual a dose letal de paracetamol"],
    miss: ["qual a dose de dipirona pra dor de cabeça"],
    unless: ANIMAL,
  }),
  P(
    "means",
    "pt-method",
    3,
    `${NOT}\\b(?:me jogar|me atirar|pular|me lancar|jogar me|atirar me) (?:da|do|de uma|de um|na frente (?:do|de um|de uma)|embaixo (?:do|de um)|debaixo (?:do|de um)) (?:\\w+ )?` +
      "(?:ponte|predio|janela|viaduto|sacada|telhado|penhasco|trem|metro|onibus|caminhao|carro|andar|varanda|edificio)\\b" +
      `|${NOT}\\b(?:cortar (?:os|meus) pulsos|me dar um tiro|dar um tiro na (?:minha )?cabeca|dar me um tiro)\\b`,
    {
      match: ["penso em me jogar da ponte", "quero pular do prédio hoje", "vou cortar meus pulsos"],
      miss: ["vou me jogar na balada hoje", "não vou pular da ponte, calma"],
    },
  ),

  // ---- self-harm.
  P(
    "self-harm",
    "pt-self-harm",
    3,
    "\\b(?:me corto|me cortar|me cortando|me cortei|cortar meus bracos|cortar os bracos|me machuco|me machucar|me machucando|me queimo|me queimar|me arranho|me bato)" +
      "(?! (?:\\w+ ){0,3}(?:com (?:o )?papel|sem querer|cozinhando|o cabelo|a unha|fazendo a barba)\\b) (?:\\w+ ){0,2}(?:de proposito|de novo|com (?:gilete|lamina|estilete|navalha|cigarro|isqueiro)|os bracos|os pulsos|as pernas|as coxas|ate sangrar" +
      "|pra aliviar|para aliviar|pra sentir|para me punir|pra me punir)\\b|\\bautomutilacao\\b|\\bautolesao\\b|\\bme mutilo\\b" +
      "|\\b(?:me corto|me cortando)\\b(?! (?:\\w+ )?(?:com (?:papel|a faca|faca)|sem querer|cozinhando|na cozinha|fazendo|o cabelo))",
    {
      match: ["me corto quando fico mal, de novo ontem", "me machuco de propósito pra aliviar", "faço automutilação"],
      miss: ["me cortei com papel no trabalho", "me machuquei jogando futebol", "me cortei de novo com o papel, que raiva"],
    },
  ),

  // ---- eating.
  P(
    "eating",
    "pt-purge",
    2,
    "\\b(?:me faco vomitar|me forco a vomitar|provoco (?:o )?vomito|vomitar de proposito|induzir (?:o )?vomito|enfio o dedo na garganta|dedo na garganta)\\b" +
      "|\\blaxantes? (?:\\w+ ){0,2}(?:emagrecer|todo dia)\\b",
    { match: ["depois de comer eu me faço vomitar"], miss: ["essa hipocrisia me dá vontade de vomitar"] },
  ),
  P(
    "eating",
    "pt-starve",
    2,
    "\\b(?:nao como|sem comer|nao comi nada|to sem comer|estou sem comer|jejuando) (?:nada )?(?:ha|faz|por|durante) (?:\\d+|dois|duas|tres|quatro|cinco|seis|sete|dez|varios|muitos) (?:dias|semanas)\\b" +
      "|\\bnao mereco comer\\b|\\b(?:jejum|jejuar|jejuando|sem comer|nao como),? (?:\\w+,? ){0,6}(?:me purificar|me punir|penitencia|castigo|pagar (?:meus|os) pecados|expiar)\\b",
    {
      match: ["estou sem comer há cinco dias", "jejuando pra me punir", "não mereço comer"],
      miss: ["jejum no ramadã, dicas?", "estou sem comer desde o almoço", "jejum intermitente há duas semanas"],
      unless: RELIGIOUS_FAST,
    },
  ),
  P(
    "eating",
    "pt-fast-death",
    3,
    "\\b(?:jejuar|jejum|parar de comer|nao comer mais) (?:\\w+ ){0,3}ate (?:a morte|morrer|sumir|eu morrer)\\b|\\bme deixar morrer de fome\\b",
    { match: ["quero jejuar até morrer"], miss: ["tô morrendo de fome, bora comer"] },
  ),
  P("eating", "pt-danger", 1, "\\b(?:desmaiei|desmaiando|desmaio|apaguei|perdi os sentidos|cabelo caindo|meu coracao dispara)\\b", {
    match: ["desmaiei duas vezes essa semana"],
    modifier: true,
    modifies: ["eating"],
  }),

  // ---- spiritual exit.
  P(
    "spiritual-exit",
    "pt-god",
    2,
    "\\bque deus me (?:leve|chame|busque|recolha)\\b(?!(?: \\w+)? quando\\b)|\\b(?:peco|pedindo|implorando|rezo) (?:\\w+ ){0,2}(?:pra|para|a) deus (?:me levar|me buscar|me chamar|me recolher)\\b" +
      "|\\bdeus,? me leva(?: logo| embora)?\\b|\\b(?:ir|voltar) para (?:junto de )?deus (?:logo|agora|mais cedo|antes da hora)\\b",
    {
      match: [
        "todo dia peço pra Deus me levar",
        "que Deus me leve logo",
        "que Deus me chame hoje, não aguento mais",
        "que Deus me busque essa noite",
        "Deus, me leva embora",
      ],
      miss: [
        "Deus me livre!",
        "que Deus me proteja",
        "que Deus me leve quando Ele quiser, antes quero ver Fátima",
        "que Deus me chame só quando for a hora, tô de boa",
        "que Deus me recolha quando chegar minha vez, sem pressa",
      ],
    },
  ),
  P(
    "spiritual-exit",
    "pt-join",
    2,
    "\\b(?:encontrar|reencontrar|ficar com|ir (?:pra|para) junto (?:de|do|da)) (?:\\w+ ){1,3}(?:no ceu|la em cima|do outro lado|no paraiso|na outra vida)\\b",
    { match: ["quero encontrar minha mãe no céu logo"], miss: ["vou encontrar minha mãe no shopping"] },
  ),
  P(
    "spiritual-exit",
    "pt-leave",
    2,
    "\\b(?:(?:deixar|abandonar) (?:este|esse|esta|essa)|(?:sair|partir|ir embora) (?:deste|desse|desta|dessa)) (?:mundo|vida|corpo|terra)\\b(?! (?:corporativo|da moda|do trabalho|de trabalho))" +
      "|\\b(?:renascer|reencarnar) (?:logo|agora|ja|numa vida melhor|em uma vida melhor)\\b|\\b(?:acabar|encerrar|terminar|fechar) (?:com )?(?:o meu|meu|esse|este) carma\\b",
    {
      match: ["estou pronta para deixar este corpo", "quero renascer logo numa vida melhor"],
      miss: ["quero sair desse mundo corporativo"],
    },
  ),

  // ---- modifiers.
  P(
    "time",
    "pt-time",
    1,
    "\\b(?:hoje a noite|hoje de noite|esta noite|essa noite|amanha|neste fim de semana|nesse fim de semana|(?:na |nesta |nessa )?(?:segunda|terca|quarta|quinta|sexta)(?: feira)?" +
      "|(?:no|neste|nesse) (?:sabado|domingo)|de madrugada|a meia noite|daqui a (?:pouco|\\d+|uma|duas|algumas) (?:horas|dias)?|logo mais)\\b",
    { match: ["vai ser hoje à noite"], modifier: true },
  ),
  P(
    "plan-time",
    "pt-plan",
    1,
    "\\bja (?:esta|ta) decidido\\b|\\bja decidi\\b|\\bja tenho tudo (?:planejado|pronto|preparado)\\b|\\bdeixei tudo (?:organizado|arrumado|pronto)\\b|\\bja escolhi (?:o dia|a data)\\b",
    { match: ["já está decidido, deixei tudo organizado"], modifier: true },
  ),
  P(
    "calm-after-despair",
    "pt-calm",
    2,
    "\\b(?:em paz|tranquil[oa]|aliviad[oa]|seren[oa]) (?:desde que|agora que) (?:decidi|tomei a decisao|tenho um plano|sei como|sei quando)\\b",
    { match: ["me sinto em paz desde que decidi"] },
  ),
  P(
    "loss",
    "pt-loss",
    1,
    "\\bperdi (?:o|meu) (?:emprego|trabalho)\\b|\\bfui demitid[oa]\\b|\\b(?:me deixou|terminou comigo|faleceu|morreu|divorcio|velorio|enterro)\\b",
    { match: ["fui demitido e minha mulher me deixou"], modifier: true, modifies: ["means", "hopeless"] },
  ),
  P("debt", "pt-debt", 1, "\\b(?:dividas|endividad[oa]|falid[oa]|faliu|falencia|(?:to|estou) devendo|nome sujo|agiotas?)\\b", {
    match: ["estou cheio de dívidas"],
    modifier: true,
  }),
  S(
    "spiritual-exit",
    "pt-join-dead",
    2,
    "\\bir (?:ficar )?(?:com|junto com|encontrar) (?:ele|ela|meu \\w+|minha \\w+)\\b(?! (?:ao|na|no|para|pra) )|\\b(?:ta|esta) me esperando\\b|\\blogo a gente se encontra\\b",
    {
      lang: "pt",
      match: ["desde que meu filho morreu so penso em ir ficar com ele. ele ta me esperando"],
      miss: ["vou ir com ele ao mercado"],
    },
  ),

  // ---- Widened: the plain and the common indirect ways people write, with the text-speak they type. The normaliser
  // maps "n" (não) to "and" and "dei" to "die" (English text-speak), so the patterns name those forms too.
  P(
    "direct",
    "pt-direct",
    3,
    // "me matar" after any word but a third person's ("minha mãe vai me matar", "essa dor quer me matar").
    `${NOT}(?<!\\b(?:vai|vao|ia|iam|pode|podia|podem|quase|quis|quiseram|tentou|tentaram|mandou|mandar|deixa|deixou|vem|veio|quer|querem|ameacou|ameaca|ameacaram)\\s)` +
      "\\bme (?:matar|suicidar|enforcar|envenenar)\\b(?! (?:de|a|com (?:tanto|esse|essa|isso)|por (?:voce|vc|ele|ela))\\b)" +
      `|${NOT}\\bmato me\\b(?! (?:de|a)\\b)` +
      `|${NOT}\\b(?:penso|pensando|pensado|pensei|pensar) (?:\\w+ ){0,2}(?:em|no) suicidio\\b(?! (?:como tema|assistido|pra (?:um|uma|o|a) (?:trabalho|redacao|aula|prova)))` +
      "|\\b(?:decidid[oa]|determinad[oa]|pront[oa]) (?:a|pra|para) (?:me matar|tirar (?:a )?minha (?:propria )?vida|acabar com (?:a )?minha vida|por fim (?:a|na|em) (?:minha vida|tudo)|dar fim (?:a|na|em) (?:minha vida|tudo))\\b" +
      `|${NOT}\\b(?:quero|queria|vou|penso em|pensando em|vontade de|decidi|preciso|so quero) (?:\\w+ )?(?:acabar com tudo|por fim (?:a|em) tudo|dar (?:um )?fim (?:a|em|nisso) tudo|encerrar tudo)\\b(?! (?:isso )?(?:na|no|nessa|nesse|hoje na|de|com|entre)\\b)` +
      "|\\bacabar (?:logo |de vez )?com (?:essa|esta|a minha|minha) vida\\b(?! (?:de|corrida|agitada|noturna)\\b)" +
      "|\\b(?:posso|poderia) (?:simplesmente )?encerrar (?:a )?minha\\b(?! (?:conta|assinatura|matricula|inscricao|linha|sessao)\\b)",
    {
      match: [
        "to pensando serio em me matar. ja nem choro mais",
        "Tenho pensado seriamente em suicídio e hoje tá pior do que nunca.",
        "Estou decidido a pôr fim à minha vida.",
        "nao seria melhor acabar logo com essa vida que deu errado?",
        "por que eu não posso simplesmente encerrar a minha?",
        "só quero acabar com tudo",
      ],
      miss: [
        "reprovei de novo e meu pai vai me matar",
        "esse calor quer me matar",
        "não vou me matar, fica tranquila",
        "quero acabar com tudo na prova de amanhã",
        "quero pôr fim a tudo isso com ele, cansei da relação",
        "por que não posso encerrar a minha conta do banco?",
        "acabar com essa vida de solteiro",
      ],
    },
  ),
  P(
    "direct",
    "pt-direct",
    3,
    // "me mato" after a time, a sentence start or a small word: never "o jogo me matou" (Spanish "me mató" folds the same).
    `${NOT}(?<=(?:^|[.,;:!?] |\\b(?:eu|ja|hoje|amanha|noite|juro|acho|entao|e|ou|senao|logo|mesmo|vez|nada|serio|mudar|melhorar) ))me mato(?= *(?:[.!?,;]|$| (?:hoje|amanha|essa noite|esta noite|e pronto|de vez)\\b))`,
    {
      match: ["se nada mudar, amanhã me mato.", "juro, me mato hoje", "eu me mato e pronto"],
      miss: ["jajaja ese partido me mató, perdimos en el minuto 94", "me mato de trabalhar todo dia", "não me mato, calma"],
    },
  ),
  P(
    "wish-to-die",
    "pt-wish",
    3,
    `${NOT}\\b(?:prefiro|penso em|pensar em|pensando em|pensei em|consigo pensar em|pedir pra|pedir para|peco pra|peco para|pedindo pra|pedindo para|rezo pra|rezo para) (?:so |apenas |muito )?` +
      "(?:morrer|deixar de existir|nao existir mais|sumir para sempre|sumir pra sempre|nao acordar mais|nunca mais acordar)\\b(?! (?:de|a|do que|que|q|em casa|no hospital|velhinh[oa]|dormind[oa]|de velhice)\\b)" +
      "|\\b(?:nao|and|nn|naum) quero (?:mais )?(?:viver|existir|ta aqui|to aqui|estar aqui|ficar aqui|continuar (?:aqui|vivendo|viv[oa]))\\b(?! (?:com|nessa|nesse|assim|em|no|na)\\b)" +
      "|\\b(?:quero|queria|vontade de|so quero) (?:\\w+ )?(?:dormir e )?(?:nunca mais|nao|and|nn) abrir (?:mais )?os olhos\\b" +
      "|\\b(?:rezo|peco|pedindo|rezando|torco|torcendo|oro) (?:\\w+ ){0,3}(?:pra|para|que|q) (?:eu )?(?:nao|and|nn) (?:acordar|acorde|acordasse)\\b(?! (?:cedo|tarde|atrasad[oa])\\b)" +
      "|\\b(?:cansad|fart|exaust)[oa] de acordar\\b(?! (?:cedo|tarde|as|de madrugada|pra|para|com)\\b)|\\b(?:ja|acho (?:que|q) ja) vivi o (?:suficiente|bastante)(?= *(?:[.!?,;]|$| pra mim| nessa vida| nesse mundo))" +
      "|\\btanto faz (?:viver ou morrer|se eu vivo ou (?:se )?morro|se eu morrer|morrer)\\b(?! de )",
    {
      match: [
        "a nutri quer me internar mas prefiro morrer magra",
        "n quero mais ta aqui, tudo tanto faz",
        "queria dormir e nunca mais abrir os olhos",
        "todas as noites rezo para não acordar",
        "já estou farta de acordar",
        "ja to com 19 e acho q ja vivi o suficiente",
        "só consigo pensar em deixar de existir",
        "tanto faz se eu vivo ou morro",
      ],
      miss: [
        "prefiro morrer a ter que ouvir isso de novo kkk",
        "prefiro morrer de calor do que de frio",
        "não quero mais viver nessa cidade",
        "rezo pra não acordar atrasada amanhã",
        "já vivi o suficiente nessa cidade, vou mudar",
        "cansada de acordar cedo pra trabalhar",
      ],
    },
  ),
  P(
    "wish-to-die",
    "pt-disappear",
    2,
    "\\b(?:sumir|desaparecer) de vez\\b(?! (?:das redes|do trabalho|do grupo|da internet|do insta|do face)\\b)" +
      "|\\bse eu (?:sumisse|desaparecesse|morresse|sumir|desaparecer)(?: de vez| amanha| hoje| pra sempre| para sempre)?,? (?:\\w+ ){0,6}(?:ninguem|nada ia mudar|ia mudar|a unica coisa|nem (?:iam|ia) (?:perceber|notar)|a divida)\\b" +
      "|\\bquero (?:que )?(?:eu |o meu corpo |meu corpo )?desapare(?:ca|cer) de vez(?= *(?:[.!?,;]|$))",
    {
      match: [
        "devo pra agiota. se eu sumir de vez a divida morre comigo ne?",
        "se eu sumisse amanha a unica coisa que ia mudar e o grupo do zap ficar mais quieto",
        "o meu corpo é um fardo e quero que desapareça de vez",
      ],
      miss: [
        "vou sumir de vez das redes sociais, cansei",
        "se eu sumir amanhã é porque fui pra praia",
        "quero que essa mancha desapareça de vez do sofá",
      ],
    },
  ),
  P(
    "not-being-here",
    "pt-not-here",
    2,
    "\\b(?:nao|and|nn) (?:estar|estivesse|estiver|tivesse|tiver|ta|to|estou|estaria|estando) mais (?:aqui|por aqui|neste mundo|nesse mundo|entre voces|viv[oa])\\b(?! (?:no|na|em|nessa|nesse|nesta|neste|de)\\b)" +
      "|\\b(?:nao|nn) (?:pretendo|vou|quero) ficar (?:muito )?mais tempo (?:por aqui|aqui|neste mundo|nesse mundo)\\b(?= *(?:[.!?,;]|$| entende))",
    {
      match: [
        "ninguem ia nem perceber se eu nao tivesse mais aqui",
        "a unica saida q vejo é nao estar mais aqui",
        "e pra mim. nao pretendo ficar muito mais tempo por aqui, entende",
        "ele perguntou se eu ia ficar bem se ele nao estivesse mais aqui",
      ],
      miss: [
        "não estou mais aqui no Rio, me mudei",
        "não vou ficar muito mais tempo aqui na festa",
        "não tô mais aqui de manhã, só à tarde",
      ],
      unless: FAREWELL,
    },
  ),
  P(
    "burden",
    "pt-burden",
    2,
    "\\b(?:so|eu so) (?:dou|to dando|estou dando) (?:trabalho|despesa|gasto|problema|preocupacao|desgosto)\\b(?! (?:no|na|em|pro|quando|pra (?:professor|professora|chefe))\\b)" +
      "|\\bsem mim (?:ela|ele|eles|elas|voces|todos|todo mundo|a familia|minha \\w+|meu \\w+|meus \\w+|minhas \\w+) (?:\\w+ ){0,2}(?:ia|iam|ficaria|ficariam|seria|seriam|estaria|estariam|viveria|viveriam|poderia|poderiam) (?:\\w+ )?(?:respirar|viver|melhor|bem|em paz|feliz|felizes|tranquil\\w*|livres?|em frente)\\b" +
      "|\\b(?:ficaria|ficariam|iam ficar|ia ficar|estariam|estaria|seriam|seria|vai ficar|vao ficar) (?:\\w+ ){0,2}(?:bem|melhor|mais felizes?|em paz|tranquil\\w*|livres?) sem mim\\b(?! (?:no|na|nos|nas|por|durante|esse|essa|hoje|amanha|uns|umas|alguns|algumas)\\b)" +
      "|\\b(?:nao|nn) sirvo (?:mais )?(?:pra|para) nada\\b(?= *(?:[.!?,;]|$| ca| aqui| nessa vida| mesmo| pra ninguem))",
    {
      match: [
        "tenho 81 anos, viuva, e so dou trabalho pra minha filha",
        "minha mae gasta metade do salario com meus remedios. sem mim ela ia respirar",
        "acho que ele ficaria bem sem mim, né? criança esquece rápido",
        "já não sirvo para nada cá",
      ],
      miss: [
        "meu filho só dá trabalho na escola",
        "não sirvo pra nada em matemática kkk",
        "sem mim eles iam se perder no caminho, eu que sei o endereço",
        "ele ficaria bem sem mim no fim de semana",
        "minha mãe diz que eu só dou trabalho quando fico doente kkk",
      ],
    },
  ),
  P(
    "burden",
    "pt-no-miss",
    2,
    "\\bninguem (?:ia |iria )?(?:nem )?(?:perceber|notar) se eu (?:sumisse|morresse|desaparecesse|nao (?:tivesse|estivesse|existisse) mais|nao existisse|fosse embora pra sempre|partisse)\\b|\\bsem (?:que )?ninguem (?:sentir|sinta) (?:a )?(?:minha )?falta\\b",
    {
      match: [
        "ninguem ia nem perceber se eu nao tivesse mais aqui",
        "queria que desse pra sair do servidor sem ninguém sentir falta",
        "ninguém iria notar se eu sumisse",
      ],
      miss: [
        "ninguém ia perceber se ele faltasse na aula",
        "saí da festa sem ninguém perceber kkk",
        "ninguém sentiu falta do bolo",
        "ninguém ia perceber se eu saísse mais cedo da festa",
      ],
    },
  ),
  P(
    "hopeless",
    "pt-pointless",
    2,
    "\\b(?:nao|and|nn) (?:tem|faz|vejo) (?:mais )?(?:nenhum )?sentido (?:continuar|seguir|viver|em viver|em continuar|em seguir)(?= *(?:[.!?,;]|$| assim| vivendo| aqui| nessa vida| nesse mundo))" +
      "|\\b(?:pra|para) (?:q|que) (?:continuar|seguir|viver|existir)\\b(?! (?:\\w+ ){0,2}(?:estudando|tentando|trabalhando|insistindo|com|con|esta|este|essa|esse)\\b)" +
      "|\\b(?:nao|and|nn) (?:tenho|tem|vejo|ha) (?:mais )?(?:nenhum )?motivo (?:nenhum )?(?:pra|para) (?:eu )?(?:viver|ficar|continuar|seguir|levantar|estar aqui)\\b(?! (?:nesse|nessa|neste|nesta|no|na|em|aqui no|aqui na|com)\\b)" +
      "|\\b(?:nao|and|nn) tenho mais (?:nenhum )?motivo(?: nenhum)?(?= *(?:[.!?,;]|$))|\\b(?:a )?unica saida (?:q|que) (?:eu )?(?:vejo|resta|tenho|sobrou)(?= *(?:[.!?,;]|$| (?:e|eh|seria) (?:nao|morrer|sumir|acabar|me matar|partir|desaparecer)\\b))",
    {
      match: [
        "nao tem sentido continuar, ninguem ia nem perceber",
        "tudo tanto faz, pra q continuar msm",
        "depois disso nao tem mais motivo pra eu ficar",
        "fico olhando pra viga da garagem. nn tenho mais motivo nenhum",
      ],
      miss: [
        "não tem sentido continuar essa discussão",
        "pra que continuar tentando com ele?",
        "não tenho mais motivo pra reclamar, tá tudo bem",
        "a unica saida que tenho é pegar o metrô",
        "não tem mais motivo pra eu ficar nesse emprego",
        "para que seguir con esta dieta si no funciona",
      ],
    },
  ),
  P(
    "self-harm",
    "pt-self-harm",
    3,
    "\\b(?:voltei a|volto a|comecei a|to voltando a|estou voltando a|recai e) me (?:cortar|machucar|queimar|arranhar|bater|ferir)\\b(?! (?:\\w+ ){0,2}(?:sem querer|cozinhando|o cabelo|no|na|jogando|treinando|correndo|academia|futebol|com o sol)\\b)" +
      "|\\bme cortei (?!(?:\\w+ ){0,3}(?:com (?:o )?papel|sem querer|cozinhando|o cabelo|a unha|fazendo a barba)\\b)(?:de novo|outra vez|mais fundo|nos bracos|nas pernas|no braco|no pulso|nos pulsos|nas coxas)\\b" +
      "|\\b(?:faco|fiz|fazendo|fazer) (?:uns |umas |alguns )?(?:riscos|cortes|cortezinhos) (?:no|nos|na|nas) (?:braco|bracos|perna|pernas|pulso|pulsos|coxa|coxas|barriga)\\b",
    {
      match: [
        "voltei a me cortar, agora todo dia",
        "ninguem fala comigo. faço uns riscos no braço e ja nem doi",
        "me cortei de novo ontem",
      ],
      miss: [
        "voltei a me cortar o cabelo sozinha",
        "voltei a me machucar no futebol",
        "me cortei com papel no trabalho",
        "fiz uns cortes na massa do pão",
        "me cortei de novo com o papel, que raiva",
      ],
    },
  ),
  P(
    "self-harm",
    "pt-hide-wounds",
    2,
    "\\b(?:manga comprida|mangas compridas|moletom|munhequeira|munhequeiras|pulseiras)\\b(?: [\\w,]+){0,6}? (?:pra|para|so|porque|pq) (?:(?:que|q) )?(?:ninguem|ngm|nao) (?:\\w+ )?(?:ver|veja|perceba|note|saber|sabe|pergunte)\\b" +
      "|\\b(?:ninguem|ngm) sabe (?:\\w+ ){0,5}(?:manga comprida|mangas compridas)\\b" +
      "|\\b(?:esconder|escondo|tapar|disfarcar|disfarco) (?:\\w+ ){0,2}(?:os cortes|as cicatrizes|as marcas|os machucados|as queimaduras)\\b" +
      "|\\bcortes (?:\\w+ ){0,2}(?:no|nos|na|nas) (?:bracos?|pernas?|pulsos?|coxas?)\\b",
    {
      match: [
        "me arranho qnd fico assim, ngm sabe pq so uso blusa de manga comprida",
        "uso moletom no calor pra ninguém ver os braços",
        "minha filha tem cortes nos pulsos",
      ],
      miss: [
        "uso manga comprida porque sinto frio no escritório",
        "escondi as marcas da parede com um quadro",
        "qual moletom é melhor pra correr?",
      ],
    },
  ),
  P(
    "goodbye",
    "pt-goodbye",
    2,
    "\\b(?:valeu|obrigad[oa]|obg) por tudo,? (?:galera|gente|pessoal|familia|amigos|a todos)\\b(?!,? (?:\\w+ ){0,3}(?:ate|semestre|ano que vem|proxim\\w+)\\b)" +
      "|\\bfoi bom conhecer (?:voces|vcs|vc|voce|todos)\\b(?=[,.!]? *(?:$|cuidem|adeus|serio|de verdade|valeu))" +
      "|\\b(?:voces|vcs|vc|voce) (?:foram|eram|foi|era) (?:a melhor parte|o melhor|os melhores|as melhores|a melhor coisa)\\b" +
      "|\\b(?:nao|nn|and) vou (?:mais )?precisar (?:de )?mais (?:nada|de nada)\\b|\\b(?:nao|nn) preciso de mais nada\\b(?= *(?:[.!?,;]|$))" +
      "|\\b(?:desculpa|desculpas|perdao) (?:\\w+ ){0,4}por tudo\\b(?! (?:o que|que|isso|de ontem|ontem)\\b)|\\bme (?:perdoem|desculpem) por tudo\\b" +
      "|\\bcuidem (?:bem )?(?:da minha|do meu|dos meus|das minhas) \\w+\\b(?= *(?:[.!?,;'\"]|$| por mim))" +
      "|\\b(?:nao|nn) (?:foi|e|sera) culpa (?:dela|dele|sua|de voces|de ninguem|tua) (?:eu )?(?:ter ido|eu ir|eu partir|ter partido)\\b",
    {
      match: [
        "valeu por tudo galera, serio. vcs foram a melhor parte",
        "a partir de amanha nn vou precisar de mais nada",
        "meu amigo mandou no grupo 'foi bom conhecer vcs, cuidem da minha mae' e saiu",
        "quero que ela saiba que nao foi culpa dela eu ter ido",
        "um amigo mandou msg no grupo pedindo desculpa pra todo mundo por tudo",
      ],
      miss: [
        "valeu por tudo galera, até o semestre que vem!",
        "desculpa por tudo o que eu disse ontem",
        "não preciso de mais nada do mercado, obrigada",
        "foi bom conhecer vocês no congresso, até o ano que vem",
      ],
      unless: FAREWELL,
    },
  ),
  P("goodbye", "thanks", 1, "\\b(?:obrigad[oa]|valeu|obg|brigad[oa]) por tudo\\b", {
    match: ["obrigada por tudo, de verdade", "valeu por tudo, galera", "obg por tudo que vcs fizeram"],
    miss: ["obrigada pela ajuda com a mudança", "valeu pelo café", "obrigado, até amanhã"],
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  P(
    "goodbye",
    "pt-giving",
    2,
    "\\b(?:die|dei|doei|dando|doando|distribui|ofereci|deu|doou|vendi)\\b(?: [\\w,.]+){1,12}? (?:(?:nao|and|nn) (?:vou|vai|preciso|precisa) (?:mais )?(?:precisar|usar|mais)|deixei (?:uma )?cartas?|(?:com|e) (?:um|uma) bilhete)\\b(?!(?: mais)?,? (?:porque|pq|ja que|desde que|pois)\\b)" +
      "|\\b(?:anotei|deixei|passei) (?:\\w+ ){0,2}senhas? (?:do banco|do celular|das contas|de tudo|do cartao)\\b|\\bdoei tudo (?:que|o que) (?:eu )?tinha\\b",
    {
      match: [
        "ja dei meu violao e minhas roupas, deixei uma carta pra minha irma",
        "dei meu violão pro meu primo, não vou precisar mais",
        "deixei as senhas do banco e do celular anotadas pra minha irma",
        "doei tudo que tinha de valor essa semana",
      ],
      miss: [
        "dei meu violão pro meu primo, não vou precisar mais porque comprei outro",
        "vendi o carro e comprei uma moto",
        "dei um presente pra minha mãe",
      ],
      unless: FAREWELL,
    },
  ),
  P(
    "means",
    "pt-poison",
    3,
    "\\b(?:comprei|consegui|arrumei|tenho|guardei|escondi|peguei) (?:um |o |uns |umas |uma )?(?:pacote de |saquinho de |vidro de )?(?:chumbinho|veneno de rato|raticida|formicida|mata rato|cianeto|estricnina|paraquat|veneno)\\b",
    {
      match: [
        "comprei chumbinho hj. nem sei pq to te contando isso",
        "já tenho o veneno escondido no quarto",
        "arrumei um saquinho de chumbinho",
      ],
      miss: [
        "comprei chumbinho pros ratos do quintal",
        "tenho veneno de rato na garagem por causa dos roedores",
        "comprei formicida pras formigas da cozinha",
      ],
      unless:
        /\b(?:ratos?|ratazanas?|camundongos?|pragas?|baratas?|formigas?|quintal|horta|cupins?|dedetiz\w*|roedores?|lavoura|plantacao|cobras?)\b/,
    },
  ),
  P(
    "means",
    "pt-stockpile",
    2,
    "\\bcartelas? (?:\\w+ ){0,2}(?:cheias?|inteiras?|guardad[oa]s|escondid[oa]s)\\b(?! de (?!remedio|comprimido|rivotril|clonazepam|pilula|calmante)\\w)" +
      `|\\b(?:caixas?|cartelas?|frascos?) de ${PILLS} (?:\\w+ ){0,2}(?:guardad[oa]s|escondid[oa]s|juntad[oa]s)\\b` +
      `|\\b${PILLS}(?: [\\w,.?!]+){0,10}? (?:cartelas?|caixas?|frascos?) (?:\\w+ ){0,2}(?:cheias?|inteiras?|guardad[oa]s|escondid[oa]s)\\b` +
      "|\\b(?:fui|passei|rodei) (?:em|por|nas?) (?:\\w+ )?(?:duas|tres|quatro|cinco|varias|\\d+) farmacias\\b(?: [\\w,.]+){0,8}? (?:comprei|peguei) (?:\\w+ )?(?:caixas|cartelas|frascos)\\b",
    {
      match: [
        "quantos comprimidos do meu remédio de dormir seriam perigosos? só curiosidade, tenho uma cartela cheia aqui",
        "fui em tres farmacias diferentes de manha e comprei varias caixas",
        "tenho umas caixas de rivotril guardadas",
      ],
      miss: [
        "a cartela de bingo tá cheia de números",
        "tenho uma cartela cheia de figurinhas",
        "fui em três farmácias procurando protetor solar",
        "tenho caixas da mudança guardadas na garagem",
      ],
    },
  ),
  P("means", "pt-how-many", 1, "\\bquant[oa]s? (?:\\w+ ){0,6}(?:seriam|sao|e|seria) (?:perigos[oa]s?|demais|letais|fatais)\\b", {
    match: [
      "quantos comprimidos do meu remédio de dormir seriam perigosos?",
      "quantos rivotril são demais?",
      "quantas dipironas seriam letais",
    ],
    miss: [
      "quantas horas de tela são demais pra uma criança?",
      "quantos cafés por dia são demais?",
      "quantos quilos de ração são demais pro meu cachorro",
    ],
    needsCompanion: true,
    unless: /\b(?:crianca|bebe|cachorro|gato|pet|cafes?|cafe|horas|tela|racao|febre|dor de (?:cabeca|dente|garganta))\b/,
  }),
  P(
    "means",
    "pt-place",
    2,
    "\\b(?:ponte|viaduto|predio|janela|sacada|terraco|telhado|andar|varanda|penhasco|trilhos?)\\b(?: [\\w,.]+){0,14}? (?:olhando|olhar|olho|olhei) (?:\\w+ )?(?:pra|para) (?:baixo|o rio|a agua|os trilhos|o vazio)\\b",
    {
      match: [
        "fui no viaduto de novo hoje. fico olhando pra baixo e pensando q seria rapidinho",
        "fiquei uma hora em cima da ponte hoje a olhar para o rio",
        "subo no terraço do prédio de noite e fico olhando pra baixo",
      ],
      miss: [
        "da ponte ficamos olhando pro rio, que vista linda",
        "o gato fica na janela olhando pra baixo os passarinhos",
        "tirei fotos da sacada olhando pra baixo a cidade",
      ],
      unless: /\b(?:vista|paisagem|fotos?|turis\w*|passeio|por do sol|gato|cachorro|passar\w*|navios?|barcos?|cidade)\b/,
    },
  ),
  P(
    "means",
    "pt-method",
    3,
    `${NOT}\\b(?:vontade de|quero|queria|penso em|pensando em|vou) (?:me jogar|pular)\\b(?= *(?:[.!?,;]|$| daqui| dali| la de cima| de la))`,
    {
      match: [
        "ontem fiquei parada na janela do 9 andar com vontade de me jogar",
        "to no terraço e quero pular daqui",
        "penso em me jogar.",
      ],
      miss: ["quero me jogar na piscina", "vou pular de paraquedas amanhã", "não vou me jogar, calma"],
    },
  ),
  P(
    "spiritual-exit",
    "pt-god",
    2,
    "\\b(?:peco|pedi|pedindo|implorando|rezo|rezei|rezando|orando|oro|suplico) (?:\\w+ ){0,3}(?:pra|para|a|que|pros|pras|aos|as) (?:deus|jesus|nossa senhora|o senhor|a virgem|os espiritos(?: de luz)?|espiritos de luz|meus guias|os anjos|os santos) (?:vir(?:em)? )?me (?:levar|leve|buscar|busque|chamar|chame|recolher|recolha|levarem|buscarem)\\b" +
      "|\\b(?:pra|para) (?:ele|ela) me (?:levar|buscar|recolher) (?:logo|dormindo|de vez|desse mundo|embora)\\b" +
      "|\\b(?:me chamando|me chamam|me chama) (?:pro|para o|pra o) outro lado\\b|\\b(?:quero|queria) ir (?:pro|para o) outro lado\\b" +
      "|\\bdeus (?:que )?me leve (?:se quiser|logo|de vez|dormind[oa])\\b",
    {
      match: [
        "pedi pra Nossa Senhora me levar dormindo. sera que ela atende?",
        "to pedindo todo dia pra Ele me levar logo",
        "rezei pedindo pros espiritos de luz virem me buscar essa noite",
        "sinto que meus guias tao me chamando pro outro lado",
      ],
      miss: ["pedi pra minha mãe me buscar na escola", "rezo a Deus pra me dar força", "pedi pra ele me levar no aeroporto"],
    },
  ),
  P(
    "spiritual-exit",
    "pt-own-will",
    2,
    "\\b(?:desencarna\\w*|parte|partir|partiu|vai|ir|morrer|morre|sair)\\b(?: \\w+){0,3} (?:por (?:vontade|escolha|conta|decisao) propria)\\b" +
      "|\\bdesencarna\\w* (?:\\w+ ){0,2}(?:antes da hora|antes do tempo)\\b(?! por (?:doenca|acidente|cancer)\\b)|\\bparte antes da hora (?:fica|vai|sofre)\\b" +
      "|\\bpront[oa] (?:pra|para) (?:partir|ir embora)(?= *(?:[.!?,;]|$| deste| desse| dessa vida| de vez))",
    {
      match: [
        "na doutrina espirita o q acontece c quem desencarna antes da hora por vontade propria?",
        "se a pessoa desencarna por escolha própria ela fica presa no umbral?",
        "no espiritismo dizem que quem parte antes da hora fica preso",
        "se Deus ja tem um lugar pra mim, pq nao posso ir antes? to pronto pra partir",
      ],
      miss: [
        "meu irmão partiu cedo demais, sinto falta",
        "estou pronta para partir de viagem amanhã",
        "o que o espiritismo diz sobre desencarnar?",
        "o que acontece com quem desencarna cedo por doença?",
        "estou pronta para partir, as malas estão feitas pro intercâmbio",
      ],
      unless: /\b(?:malas?|viagem|intercambio|aeroporto|voo|onibus|ferias|mudanca|passagem|excursao)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "pt-join-dead",
    2,
    "\\bir logo (?:ficar )?(?:com|junto com|encontrar|reencontrar) (?:ele|ela|meu \\w+|minha \\w+)\\b(?! (?:ao|na|no|para|pra|em)\\b)" +
      "|\\b(?:logo|em breve) (?:vou|eu vou) (?:ver|encontrar|reencontrar) (?:ele|ela|meu \\w+|minha \\w+) de novo\\b",
    {
      lang: "pt",
      match: [
        "Minha mãe diz que quer ir logo encontrar meu pai e parou de tomar a insulina.",
        "a unica coisa q me faz levantar é pensar q logo vou ver ele de novo",
        "quero ir logo ficar com ela",
      ],
      miss: [
        "logo vou ver ela de novo, ela volta de viagem sexta",
        "quero ir logo encontrar meu pai no shopping",
        "em breve vou ver meu primo de novo nas férias",
      ],
      unless: /\b(?:viagem|volta|voltar|ferias|intercambio|shopping|aeroporto|rodoviaria|visita\w*)\b/,
    },
  ),
  P(
    "eating",
    "pt-fast-death",
    3,
    "\\b(?:parei|parando|vou parar|deixei|parar) de comer (?:\\w+ )?(?:pra|para|ate) (?:sumir|desaparecer|morrer|eu morrer|nao acordar)\\b",
    {
      match: ["parei de comer pra sumir", "vou parar de comer até morrer", "to parando de comer pra desaparecer de vez"],
      miss: ["parei de comer doce pra emagrecer", "parei de comer carne para ajudar o planeta", "vou parar de comer pão até o verão"],
    },
  ),
  P(
    "eating",
    "pt-starve",
    2,
    "\\b(?:parei|parando|deixei) de comer de proposito\\b" +
      "|\\b(?:deixou|deixei|parou|parei) de comer desde (?:que|q) (?:o |a )?(?:meu |minha )?\\w+ (?:morreu|faleceu|partiu|se foi)\\b",
    {
      match: [
        "parei de comer de propósito. cada dia fico mais fraca",
        "a minha mãe deixou de comer desde que o meu pai morreu",
        "meu pai parou de comer desde que minha mae faleceu",
      ],
      miss: [
        "parei de comer glúten de propósito, pra testar",
        "deixei de comer carne desde que virei vegano",
        "parei de comer depois das oito",
      ],
      unless: RELIGIOUS_FAST,
    },
  ),
  P(
    "wish-to-die",
    "pt-stop-meds",
    2,
    "\\b(?:parar|parei|parando|deixar|deixei|parou|deixou) de tomar (?:\\w+ ){0,2}(?:remedios?|medicamentos?|insulina|comprimidos|tratamento)\\b,?(?: [\\w,.]+){0,8}? (?:(?:e )?deixar deus decidir|deus (?:decide|decida|decidir)|que deus (?:decida|me leve))\\b" +
      "|\\b(?:ta|esta|estou|to) pront[oa],? (?:\\w+ ){0,3}(?:parou|parei|deixou|deixei) de tomar\\b",
    {
      match: [
        "é pecado parar de tomar o remédio e deixar Deus decidir quando eu vou?",
        "minha avo diz que ta pronta, parou de tomar os remedios e quase nao come",
        "deixei de tomar a insulina, que Deus decida",
      ],
      miss: [
        "parei de tomar o remédio porque o médico mandou",
        "deixei de tomar antibiótico ontem, graças a Deus melhorei",
        "ela está pronta para a prova",
      ],
    },
  ),
  P(
    "plan-time",
    "pt-plan-date",
    2,
    "\\bja (?:escolhi|decidi|marquei|defini) (?:o dia|a data|a hora|o lugar)\\b(?! d[aeo]\\b)|\\bja sei como(?= *(?:[.!?;]|$))",
    {
      match: [
        "já escolhi o dia, vai ser domingo quando meus pais viajarem",
        "logo vou ver ele de novo. logo mesmo. ja sei como",
        "ja decidi a data",
      ],
      miss: ["já escolhi a data do casamento!", "já marquei o dia da cirurgia", "ja sei como resolver essa equação"],
      unless:
        /\b(?:casamento|mudanca|viagem|prova|consulta|cirurgia|festa|aniversario|entrevista|formatura|batizado|parto|ferias|demissao|casar|noivado|exame|vestibular|enem)\b/,
    },
  ),
  P(
    "calm-after-despair",
    "pt-calm",
    2,
    "\\b(?:calm[oa]|em paz|tranquil[oa]|leve) (?:quando|depois que|desde que) (?:a gente |eu )?(?:decide|decidi|decidiu)\\b(?! (?:mudar|sair|largar|terminar|voltar|estudar|fazer|parar|comecar|ir)\\b)" +
      "|\\bdesde que (?:decidi|tomei a decisao)\\b(?! (?:mudar|sair|largar|terminar|voltar|estudar|fazer|parar|comecar|ir|de)\\b),? (?:\\w+ ){0,2}(?:to|estou|fiquei|me sinto|sinto) (?:\\w+ )?(?:em paz|tranquil[oa]|calm[oa]|leve|aliviad[oa])\\b",
    {
      match: [
        "desde que decidi to em paz. ate dormindo melhor",
        "engraçado como a gente fica calmo quando decide",
        "desde que tomei a decisão me sinto leve",
      ],
      miss: [
        "desde que decidi mudar de emprego to em paz",
        "fico calmo quando decido o cardápio da semana? não",
        "desde que decidi estudar mais me sinto tranquila",
      ],
    },
  ),

  P(
    "eating",
    "pt-starve",
    2,
    "\\b(?:to|estou|ta|esta) (?:ha|faz) (?:\\d+|dois|duas|tres|quatro|cinco|seis|sete|dez|varios|muitos) (?:dias|semanas) sem comer\\b(?! (?:carne|doce|doces|acucar|pao|gluten|fritura|besteira|lactose)\\b)" +
      "|\\b(?:sem comer|nao como|jejuando|jejum),? (?:\\w+,? ){0,6}(?:pra|para) me (?:castigar|punir|purificar)\\b",
    {
      match: ["to ha 5 dias sem comer pra me castigar", "estou há duas semanas sem comer", "fico sem comer pra me castigar quando erro"],
      miss: ["to ha 5 horas sem comer, que fome", "jejum no ramadã, dicas?", "estou há dois dias sem comer carne"],
      unless: RELIGIOUS_FAST,
    },
  ),
  P(
    "burden",
    "pt-burden",
    2,
    "\\b(?:nao|nn) (?:vou|vai) (?:mais dar|dar mais) trabalho (?:pra|para|a) ninguem\\b" +
      "|\\b(?:o mundo|todo mundo|todos|a familia|os pais dele|os pais dela) (?:\\w+ ){0,2}(?:ia|iam|seria|seriam|ficaria|ficariam|estaria|estariam) (?:ficar )?(?:bem )?(?:mais )?(?:leve|melhor|feliz|felizes) sem (?:ele|ela)\\b" +
      "|\\b(?:ninguem|ninguem mais) precisa de mim\\b",
    {
      match: [
        "ontem falou que 'logo logo não vai dar mais trabalho pra ninguém'",
        "meu namorado disse que todo mundo ia ficar melhor sem ele",
        "uma aluna escreveu numa redação que 'o mundo seria mais leve sem ela'",
      ],
      miss: [
        "o time joga melhor sem ele",
        "minha amiga tá mais feliz sem ele, o ex era péssimo",
        "não vou dar trabalho pra ninguém, eu mesma levo o bolo",
      ],
    },
  ),
  P(
    "goodbye",
    "pt-goodbye",
    2,
    "\\bobrigad[oa] por tudo,? (?:e )?(?:te amo|amo (?:voces|vcs|vc|voce))\\b(?!,? (?:\\w+ ){0,2}(?:ate|proxim\\w+|amanha|domingo|segunda|sabado|beijos|bjs)\\b)" +
      "|\\bse eu (?:nao|nn) (?:responder|aparecer|voltar|der noticias)(?: \\w+){0,2},? (?:fica|fique|cuida|cuide) (?:com (?:a|o|os|as)|d[ao]s?) (?:minha|meu|meus|minhas)\\b" +
      "|\\b(?:viagem|partida) (?:definitiva|sem volta)\\b|\\b(?:rezem|orem|reze|ore) (?:\\w+ ){0,2}(?:pela|por) (?:minha familia|meus filhos|minha filha|meu filho) depois\\b",
    {
      match: [
        "hoje ela me disse 'se eu nao responder amanha, fica com a minha gata'",
        "minha namorada falou que vai fazer uma viagem definitiva no fim do mes",
        "so queria pedir q alguem reze pela minha familia depois",
      ],
      miss: [
        "se eu não responder, fica com a chave do carro",
        "a viagem definitiva pra Lisboa é em março, já com o visto",
        "rezem pela minha família que está viajando",
        "obrigado por tudo, amo vocês, até domingo",
      ],
      unless: /\b(?:lisboa|portugal|visto|mudanca|intercambio|emprego|aeroporto|passagem|chave|viajando)\b/,
    },
  ),
  P("wish-to-die", "pt-tired", 2, "\\bcansaco de (?:existir|viver|estar viv[oa])(?= *(?:[.!?,;]|$| e | que | mesmo| sabe))", {
    match: ["so um cansaço de existir", "nao é cansaço normal, é cansaço de viver", "um cansaço de estar viva que não passa"],
    miss: ["cansaço de ficar em pé o dia todo", "cansaço de viver na cidade grande? mudei pro interior", "cansaço de viver de aluguel"],
  }),
  P(
    "wish-to-die",
    "pt-way",
    2,
    "\\b(?:pensando|penso|procurando|pensei|procuro) (?:num|em um|em algum|no|um) (?:jeito|modo|forma|maneira) de (?:desligar tudo|sumir de vez|acabar com tudo|morrer|nao acordar|partir|me matar)\\b",
    {
      match: [
        "as vezes fico pensando num jeito de desligar tudo",
        "procurando um jeito de morrer sem dor",
        "penso em algum modo de acabar com tudo",
      ],
      miss: [
        "pensando num jeito de desligar tudo da tomada antes da viagem",
        "procuro um jeito de sumir com as manchas",
        "penso num modo de acabar com tudo isso de fofoca no trabalho",
      ],
      unless: /\b(?:tomada|viagem|manchas?|fofoca|trabalho|energia|luz|aparelhos?)\b/,
    },
  ),
  P(
    "wish-to-die",
    "pt-reckless",
    2,
    "\\b(?:sem cinto|bebad[oa]|a \\d{3}|bem rapido|em alta velocidade)\\b(?: [\\w,.?]+){0,10}? (?:torcendo (?:pra|para) (?:acontecer|bater|um acidente)|tanto faz se (?:eu )?(?:chego|volto|bato|morro)|deixar deus decidir)\\b" +
      "|\\btanto faz se eu (?:chego em casa|volto pra casa|acordo|morro|vivo)\\b",
    {
      match: [
        "ultimamente saio bebado de carro pela serra a 140 torcendo pra acontecer alguma coisa",
        "tô dirigindo de madrugada sem cinto, bem rápido. sinceramente tanto faz se eu chego em casa.",
        "tanto faz se eu acordo amanhã",
      ],
      miss: [
        "tanto faz se eu chego cedo ou tarde na festa",
        "corri bem rápido na esteira, tanto faz se eu volto de bike",
        "sem cinto não dá, multa na certa",
      ],
      unless: /\b(?:festa|cedo ou tarde|esteira|bike|onibus|uber|multa|jogo|game)\b/,
    },
  ),
  P(
    "burden",
    "pt-rejected",
    2,
    "\\b(?:disse|disseram|falou|falaram|diz|dizem) (?:\\w+ ){0,2}(?:que )?(?:\\w+ )?(?:preferiam|preferia|prefere|preferem|preferiria|prefeririam) (?:nao ter (?:tido )?(?:um )?filh[oa]|que eu (?:morresse|nao existisse|nunca tivesse nascido)|(?:um )?filh[oa] mort[oa])\\b",
    {
      match: [
        "os meus pais descobriram que sou gay e disseram que preferiam não ter filho",
        "meu pai disse que preferia um filho morto",
        "minha mae falou que preferia que eu nunca tivesse nascido",
      ],
      miss: ["preferimos não ter filhos por enquanto", "preferi não ter filho cedo, foquei na carreira", "ela prefere que eu ligue antes"],
    },
  ),
  P(
    "wish-to-die",
    "pt-oblige",
    2,
    "(?<!\\beu )\\b(?:preferiam|preferia|prefere|preferem|preferiria|prefeririam) (?:nao ter (?:tido )?(?:um )?filh[oa]|que eu (?:morresse|nao existisse)|(?:um )?filh[oa] mort[oa])\\b[.,]?(?: [\\w,.]+){0,12}? (?:(?:fazer|faca|farei|vou fazer)(?: lhes| pra eles| a eles)? esse favor|dar (?:lhes )?esse gosto)\\b",
    {
      match: [
        "disseram que preferiam não ter filho. estou a pensar em fazer-lhes esse favor",
        "meu pai disse que preferia um filho morto. vou dar esse gosto",
        "preferiam que eu morresse. talvez eu faça esse favor",
      ],
      miss: [
        "preferiam não ter filho. eu entendo, é escolha deles",
        "pode me fazer esse favor?",
        "preferimos não ter filhos, fizemos essa escolha juntos",
        "eu preferia não ter filho cedo. vou fazer esse favor pra mim mesma e esperar",
      ],
    },
  ),
  // ---- Second pass: the elliptical and the indirect (boxes of pills added up, a cover story denied, an insurance clause,
  // "I want it to stop, for good", settling it "my way", a pet that can no longer be looked after, a farewell posted).
  P(
    "means",
    "pt-stockpile",
    2,
    `\\b(?:juntar|juntando|juntei|junto|somar|tomar|engolir|tomo|engulo) (?:umas? |as |todas as )?(?:\\d+|duas|tres|quatro|cinco|seis|sete|oito|dez|varias) (?:caixas|cartelas)(?: de ${PILLS})?(?= *(?:[.!?,;]|$| (?:de uma vez|juntas|inteiras|tudo)\\b))`,
    {
      match: ["e se juntar umas 5 caixas?", "to juntando tres cartelas de rivotril.", "penso em tomar duas caixas de uma vez"],
      miss: ["vou juntar umas 5 caixas pra mudança", "juntei tres caixas de livros", "tomo duas cartelas por mes, receita do medico"],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:papelao|livros|sapatos|leite|cerveja|ovos|receita|por mes|correio)\\b`),
    },
  ),
  P(
    "means",
    "pt-how-many",
    1,
    `\\bquant[oa]s (?:${PILLS}|gotas) (?:\\w+ ){0,2}(?:vem|tem|cabem) (?:numa|em uma|na|por) (?:caixa|cartela|frasco)\\b`,
    {
      match: ["quantos comprimidos de rivotril vem numa caixa?", "quantas gotas tem por frasco?", "quantos remedios cabem na caixa"],
      miss: ["quantos ovos vem numa caixa?", "quantas caixas de remedio o posto entrega?", "quantos comprimidos devo tomar por dia?"],
    },
  ),
  P(
    // Not a goodbye family: the cover story (a trip, a clear-out, minimalism) is what that family sets aside.
    "not-being-here",
    "pt-cover",
    2,
    "\\b(?:disse|falei|contei|expliquei)\\b(?: [\\w,]+){0,4}? (?:que|q) (?:estava a fazer|tava fazendo|estava fazendo|ia fazer|era|eram) (?:umas? )?(?:limpezas?|faxina|desapego|arrumacoes|arrumacao|minimalismo|mudanca|uma viagem)\\b[^|]{0,12}?(?:\\.|,|;) (?:mas )?(?:nao (?:estava|tava|era|eram|ia)|e mentira|era mentira|mentira)\\b",
    {
      match: [
        "disse à minha mãe que estava a fazer limpezas. não estava.",
        "falei pra todo mundo que era desapego. mentira",
        "contei que era uma viagem, mas não era",
      ],
      miss: [
        "disse à minha mãe que estava a fazer limpezas e ela veio ajudar",
        "falei que era desapego e doei tudo pra igreja, adorei",
        "disse que era uma viagem de trabalho, e era mesmo",
      ],
    },
  ),
  P(
    "means",
    "pt-insurance",
    2,
    '\\b(?:seguro de vida|apolice)\\b(?: [\\w,.?"]+){0,10}? "?(?:suicidio|vontade propria|morte voluntaria|se matar|me matar|tirar a propria vida|causa da morte|decisao propria|por conta propria)\\b',
    {
      match: [
        "seguro de vida paga em caso de morte por... vontade propria?",
        "vi ele pesquisando sobre apolice de seguro de vida e 'causa da morte'",
        "o seguro de vida cobre suicidio depois de dois anos?",
      ],
      miss: [
        "seguro de vida cobre morte por acidente de carro?",
        "quanto custa uma apolice de seguro de vida pra quem tem 40 anos",
        "o seguro de vida paga em quantos dias?",
      ],
    },
  ),
  P(
    "wish-to-die",
    "pt-wish",
    2,
    "\\b(?:so )?quero (?:e |so )?(?:que|q) (?:isso |tudo |a dor )?(?:pare|acabe|termine)\\b,?\\.? (?:de uma vez|de vez|pra sempre|para sempre)(?= *(?:[.!?,;]|$| percebem| entendem| sabe))" +
      "|\\b(?:ja )?nao quero (?:mais )?(?:tratamento|me tratar|lutar)\\b,? (?:so )?quero (?:e |so )?(?:que|q) (?:pare|acabe|termine)\\b",
    {
      match: [
        "já não quero tratamento, quero é que pare. de uma vez.",
        "so quero que tudo acabe de vez",
        "quero que a dor pare para sempre",
      ],
      miss: ["quero que pare de chover de uma vez", "quero que a reunião acabe logo", "quero que termine de vez essa obra na rua"],
    },
  ),
  P(
    "direct",
    "pt-my-way",
    2,
    `${NOT}\\bantes (?:que|q) (?:\\w+ ){1,3}(?:descubra|descubram|saiba|saibam|descobrir|fique sabendo|veja|vejam)\\b,? (?:\\w+ ){0,2}(?:resolvo|acabo com|dou um jeito em|dou fim a|termino) (?:isso|tudo|com tudo|o problema)(?= *(?:[.!?,;]|$))` +
      `|${NOT}\\bresolvo (?:isso |tudo |o resto )?(?:do meu jeito|a minha maneira|de vez|pra sempre|para sempre|de uma vez por todas)(?= *(?:[.!?;]|$))`,
    {
      match: [
        "antes q ele descubra eu mesmo resolvo isso",
        "hoje a noite resolvo tudo do meu jeito.",
        "antes que minha mae saiba eu acabo com tudo",
      ],
      miss: [
        "antes que ele descubra eu resolvo isso com o banco",
        "resolvo do meu jeito o problema do carro",
        "nao resolvo isso de vez, so adio",
      ],
    },
  ),
  P(
    "goodbye",
    "pt-letter",
    2,
    "\\bescrevi (?:tudo )?(?:o que|o q|que|q) (?:eu )?(?:queria|precisava|tinha (?:pra|para|a)) dizer (?:pra|para|a|aos|as) (?:eles|elas|ele|ela|voces|todos|meus|minhas|minha|meu)\\b(?! (?:\\w+ ){0,3}(?:no email|na reuniao|no grupo|no relatorio))",
    {
      match: [
        "escrevi tudo o que queria dizer pra eles. amanha cedo resolvo o resto",
        "escrevi o que precisava dizer aos meus filhos",
        "ja escrevi o q tinha pra dizer pra ela",
      ],
      miss: [
        "escrevi tudo o que queria dizer pro chefe no email",
        "escrevi o que queria dizer pra eles no grupo da escola",
        "escrevi tudo o que queria dizer no relatório",
      ],
      unless: /\b(?:conto|personagem|livro|romance|oficina|roteiro|ficcao|novela|redacao|poema)\b/,
    },
  ),
  P(
    "not-being-here",
    "pt-not-here",
    2,
    "\\b(?:nao|ja nao) vou (?:mais )?poder cuidar (?:dele|dela|deles|delas)\\b(?! (?:por (?:um|uns|umas|alguns|algumas|duas|tres)|durante|enquanto|ate (?:eu )?voltar))" +
      "|\\bse (?:me acontecer|acontecer) (?:alguma coisa|algo)(?: comigo)?,? (?:\\w+ ){0,3}(?:fica com|cuida d|e seu|e sua|e teu|e tua|sao seus)\\b" +
      '|\\bcuidar (?:das|dos|da|do) (?:(?:minhas|meus|minha|meu|suas|seus|sua|seu) (?:plantas|gat[oa]s?|cachorr[oa]s?|peixes|passarinhos)|(?:plantas|gat[oa]s?|cachorr[oa]s?|peixes|passarinhos) (?:dela|dele|deles|delas)) "?(?:pra|para) sempre\\b',
    {
      match: [
        "urgente, ate sexta. depois de sexta nao vou mais poder cuidar dele",
        "se me acontecer alguma coisa, a gata fica com voce",
        'pediu pra eu cuidar das plantas dela "pra sempre"',
      ],
      miss: [
        "nao vou poder cuidar dele por uns dias, vou viajar",
        "se acontecer alguma coisa no voo me liga",
        "cuidar das plantas pra sempre e meu sonho de aposentada",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:viagem|viajar|ferias|hospital|cirurgia|trabalho novo|alergi\\w*)\\b`),
    },
  ),
  P(
    "spiritual-exit",
    "pt-leave",
    2,
    "\\bse eu (?:for|partir|me for|morrer|desencarnar) (?:agora|hoje|ja)\\b,? (?:\\w+ ){0,6}(?:outro lugar|outra vida|outro plano|renasc\\w*|reencarn\\w*|bardo|ceu|paraiso|plano espiritual)\\b" +
      "|\\b(?:quer|quero|queria|pensa em|penso em) apagar (?:a )?(?:minha |sua )?propria\\b(?! (?:conta|foto|fotos|mensagem|historia|post|perfil|pagina|conversa)\\b)" +
      "|\\b(?:quer|quero|queria) me apagar (?:de vez|pra sempre|para sempre)\\b",
    {
      match: [
        "entao se eu for agora, em 49 dias ja to em outro lugar",
        "sera que buda entenderia alguem que quer apagar a propria?",
        "queria me apagar de vez",
      ],
      miss: [
        "se eu for agora pego o onibus das 8",
        "quero apagar a propria conta do instagram",
        "se eu morrer agora de vergonha ninguem se surpreende",
      ],
    },
  ),
  P(
    "spiritual-exit",
    "pt-own-will",
    2,
    "\\b(?:to|estou|tou|ando|tava|estava) (?:pensando|considerando|cogitando) (?:nisso|nessa opcao|nesse caminho|em fazer isso|fazer isso|nessa escolha|essa escolha|essa opcao) (?:pra|para) mim(?: mesm[oa])?\\b",
    {
      match: [
        "pergunto porque to pensando nisso pra mim",
        "ando cogitando essa escolha pra mim mesma",
        "estou considerando nessa opcao para mim",
      ],
      miss: ["to pensando nisso pro meu irmao", "estou pensando em voce", "ando pensando nisso faz tempo"],
      needsCompanion: true,
    },
  ),
  P(
    "spiritual-exit",
    "pt-early",
    1,
    "\\b(?:desencarn\\w*|parte|partem|partir|morre|morrem|morrer) (?:\\w+ ){0,2}(?:cedo|antes do tempo|antes da hora)\\b|\\b(?:foi|por) escolha (?:da pessoa|propria|dela|dele)\\b",
    {
      match: ["o espiritismo fala o que sobre quem desencarna cedo?", "e se foi escolha da pessoa?", "quem parte antes da hora"],
      miss: ["desencarnar e natural", "escolha da roupa", "partir cedo pro trabalho amanha"],
      unless: /\b(?:trabalho|viagem|aeroporto|onibus|voo|estrada|festa)\b/,
    },
  ),
  P(
    "goodbye",
    "pt-goodbye",
    2,
    "\\b(?:postou|publicou|postar|mandou|deixou|escreveu) (?:\\w+ ){0,2}(?:uma )?(?:despedida|mensagem de despedida|carta de despedida|texto de despedida)\\b(?! (?:de (?:ano|turma|ferias|formatura|solteir\\w*|empresa|emprego)|do (?:trabalho|colegio|estagio|ano))\\b)",
    {
      match: [
        "minha amiga postou uma despedida estranha no story e apagou logo depois",
        "ele publicou um texto de despedida no insta",
        "ela mandou uma mensagem de despedida pra todo mundo",
      ],
      miss: [
        "postou uma despedida de solteira linda",
        "escreveu uma mensagem de despedida do trabalho",
        "to escrevendo um conto onde um personagem deixa uma carta de despedida",
      ],
      unless: new RegExp(
        `${FAREWELL.source}|\\b(?:conto|personagem|livro|romance|oficina|roteiro|ficcao|novela|filme|serie|aposentou|formatura)\\b`,
      ),
    },
  ),
];

// ---- Sixth round: faith words (asking God to take one tonight, a farewell in the church group, "até a eternidade",
// going before one's hour) and bodies (dialysis or insulin stopped, eating once in days as a punishment).
const GRIEF_PT = /\b(?:faleceu|falecid\w*|morreu|descanse em paz|velorio|enterro|luto|missa de setimo dia)\b/;
const GOD_PT = "(?:deus|senhor|jesus|pai|nossa senhora|meu deus|meu pai|virgem maria|santo [a-z]+|sao [a-z]+)";
langPt.push(
  P(
    "wish-to-die",
    "pt6-take-me",
    2,
    `(?<!\\bque )\\b${GOD_PT},? (?:por favor |eu te peco,? )?(?:me leva|me leve|me busca|me busque|me chama|me recolhe|leva me)\\b(?! (?:quando|pra casa|para casa|ao|a missa|na|no|pra missa)\\b)` +
      `|\\b(?:peco|pedi|pedindo|rezo|rezando|orando|oro|imploro|implorei|suplico)\\b (?:[a-z]+ ){0,6}?(?:que|pra|para) (?:ele |ela )?me (?:leve|leva|busque|chame|recolha)\\b(?! (?:quando|pra casa|para casa)\\b)`,
    {
      match: ["Senhor, me leva essa noite", "peço todas as noites a Deus que me leve", "meu Deus, me busca logo"],
      miss: ["que Deus me leve quando Ele quiser", "peço pro meu pai que me leve pra casa", "rezo pra que ele me chame pra conversar"],
      unless: /\b(?:carona|aeroporto|escola|trabalho|conversar|festa|shopping)\b/,
    },
  ),
  P(
    "burden",
    "pt6-burden",
    2,
    "\\b(?:ser|sou|seja|de ser) (?:um|uma|so um|so uma) (?:fardo|peso|estorvo|castigo|maldicao|vergonha)\\b(?! (?:de (?:trabalho|papel)|nas costas|pesado|morto|pena)\\b)",
    {
      match: ["estou farta de ser um fardo", "sou um peso para minha família", "sou um estorvo pra todos"],
      miss: ["ser um peso de papel na mesa", "essa mochila é um peso nas costas", "é um castigo de trânsito"],
      unless: /\b(?:mochila|transito|calor|chuva|onibus|academia|malas?)\b/,
    },
  ),
  P(
    "goodbye",
    "pt6-farewell",
    2,
    "\\b(?:fiz|mandei|escrevi|postei|deixei|gravei|fez|mandou|escreveu|postou) (?:a |minha |uma |sua |meu |seu )?(?:despedida|mensagem de despedida|adeus)\\b(?! de solteir)" +
      "|\\bate a eternidade\\b|\\bnos vemos (?:no ceu|na eternidade|do outro lado|no paraiso|na gloria)\\b|\\bfoi bom (?:caminhar|estar|conviver|viver) com voces\\b",
    {
      match: [
        "fiz minha despedida no grupo da igreja",
        "mandou no grupo 'foi bom caminhar com vocês, até a eternidade'",
        "escreveu uma mensagem de despedida e sumiu",
      ],
      miss: [
        "fiz minha despedida de solteira ontem",
        "mandei a mensagem de despedida pros colegas, começo no emprego novo",
        "vovó faleceu; nos vemos no céu, vó",
      ],
      unless: new RegExp(`${FAREWELL.source}|${GRIEF_PT.source}|\\b(?:colegas|emprego novo|intercambio|mudanca)\\b`),
    },
  ),
  P(
    "spiritual-exit",
    "pt6-before-hour",
    2,
    "\\b(?:vai|for|foi|vao|ir|partir|parte|parti|partiu|vou|morrer|morre) antes da (?:hora|sua hora|minha hora)\\b|\\bantes do tempo (?:de deus|certo)\\b",
    {
      match: [
        "mesmo quem vai antes da hora?",
        "se eu partir antes da hora, reencontro minha mãe?",
        "quem morre antes da hora vai pro umbral?",
      ],
      miss: ["cheguei antes da hora no trabalho", "fui antes da hora pra pegar lugar", "a reunião foi antes da hora marcada"],
      unless: /\b(?:reuniao|trabalho|aula|pegar lugar|onibus|voo|consulta|marcada)\b/,
    },
  ),
  P(
    "wish-to-die",
    "pt6-stop-treatment",
    2,
    "\\b(?:parei|larguei|abandonei|parar|parou|largou|abandonou|deixei de fazer|deixou de fazer|deixei de tomar|deixou de tomar|nao faco mais|nao tomo mais)\\b (?:a |o |as |os |minha |meu |sua |seu )?(?:hemodialise|dialise|quimio|quimioterapia|insulina|tratamento)\\b" +
      "[^|]{0,80}?\\b(?:sem avisar|natureza resolver|deixa (?:a natureza|acontecer|deus)|acabar|morrer|de vez|ninguem sabe)\\b",
    {
      match: [
        "parei a hemodiálise faz uma semana sem avisar ninguém",
        "larguei a insulina, deixa acontecer",
        "parou o tratamento pra morrer logo",
      ],
      miss: [
        "parei a quimio porque o ciclo acabou e o médico liberou",
        "parei a insulina, o médico trocou por comprimido",
        "terminei o tratamento ontem",
      ],
      unless: /\b(?:medico (?:liberou|mandou|trocou|suspendeu)|ciclo acabou|alta|troc\w* por)\b/,
    },
  ),
  P(
    "not-being-here",
    "pt6-if-gone",
    2,
    "\\bse eu (?:sumisse|morresse|desaparecesse|partisse|nao estivesse aqui|nao existisse)\\b|\\bdescansar (?:de vez|para sempre|pra sempre)\\b",
    {
      match: [
        "às vezes acho que se eu sumisse ele teria que cuidar dela",
        "ela disse que ia descansar de vez",
        "se eu morresse ninguém ia notar",
      ],
      miss: ["se eu sumir por uns dias é porque viajei", "vou descansar de vez em quando", "quero descansar esse fim de semana"],
      unless: /\b(?:viajei|viagem|ferias|de vez em quando)\b/,
    },
  ),
  P(
    "eating",
    "pt6-punish-eat",
    2,
    "\\b(?:comendo|como|comer|como so) (?:so )?uma vez (?:a cada|por|em) (?:dois|tres|quatro|cinco|\\d) dias\\b" +
      "|\\b(?:jejum|comer|comendo|como|fome|nao como)\\b[^.!?|]{0,40}?\\bcomo (?:castigo|punicao|penitencia)\\b",
    {
      match: ["tô comendo uma vez a cada dois dias", "passo fome como castigo pelo meu corpo", "não como nada como punição"],
      miss: [
        "como uma vez por semana naquele restaurante",
        "como castigo, ficou sem celular",
        "jejum de quaresma como penitência da igreja",
      ],
      unless: RELIGIOUS_FAST,
    },
  ),
  P(
    "hopeless",
    "pt6-end-all",
    2,
    "\\b(?:pra|para|vou|vai|quero|quer) acabar (?:logo |de vez )?com tudo\\b(?! (?:isso|isto|essa|esse|aquilo|de (?:doce|comida|papel|bom))\\b)|\\bja comprei o que (?:precisava|eu precisava|faltava)(?= *(?:[.!?,;]|$))",
    {
      match: ["vai voltar a beber 'pra acabar logo com tudo'", "eu já comprei o que precisava.", "quero acabar com tudo de uma vez"],
      miss: [
        "vamos acabar com tudo isso de burocracia",
        "já comprei o que precisava pra festa",
        "quero acabar com tudo de doce da geladeira",
      ],
    },
  ),
);
langPt.push(
  P(
    "eating",
    "pt6-less-space",
    2,
    "\\b(?:sem comer|nao como|nao comer|comendo pouco|pulando refeic\\w*)\\b[^|]{0,80}?\\b(?:melhor assim|ocup\\w* menos espaco|sumir|desaparecer)\\b|\\bocupo menos espaco\\b",
    {
      match: [
        "tô há uma semana sem comer direito, acho que é melhor assim",
        "não como e ocupo menos espaço",
        "pulando refeições pra sumir",
      ],
      miss: ["sem comer carne é melhor assim pra mim", "ocupo menos espaço no armário agora", "sem comer doce, melhor assim pra dieta"],
      unless: /\b(?:carne|doce|doces|acucar|gluten|dieta|armario|mala|carro)\b/,
    },
  ),
  P(
    "means",
    "pt6-staring-track",
    2,
    "\\b(?:linha do trem|trilhos?|viaduto|ponte|beira do predio|terraco)\\b[^|]{0,80}?\\b(?:parad[oa]|olhando|encarando) (?:[a-z]+ ){0,2}?(?:muito tempo|horas|um tempao|por horas)\\b",
    {
      match: [
        "a linha do trem passa atrás de casa e fico lá parado olhando muito tempo",
        "fico na ponte olhando a água por horas",
        "subo no terraço e fico parada encarando lá embaixo um tempão",
      ],
      miss: [
        "a ponte é linda, fico olhando as fotos",
        "fiquei parado na linha do trem por horas esperando o trem atrasado",
        "trilhos de trem são ótimos para fotos",
      ],
      unless: /\b(?:atrasad\w*|fotos?|turista|passeio|esperando o trem)\b/,
    },
  ),
  P(
    "wish-to-die",
    "pt6-not-ill-want-go",
    2,
    "\\bnao (?:to|tou|estou|sou) doente\\b,? (?:so|mas|apenas|eu so) (?:quero|queria) (?:ir|partir|morrer|descansar de vez|ir embora)\\b(?! (?:pra|para|a|ao|na|no|de|do|da|daqui|dessa|desse|embora (?:daqui|dessa|desse|do|da|pra|para))\\b)",
    {
      match: [
        "qual mantra pra morrer em paz? não tô doente, só quero ir",
        "não estou doente, apenas quero partir",
        "nao sou doente, so queria morrer",
      ],
      miss: [
        "não tô doente, só quero ir pra casa",
        "não estou doente, só quero ir embora dessa cidade",
        "não tô doente, só queria descansar hoje",
      ],
    },
  ),
  P(
    "goodbye",
    "pt6-no-longer-need",
    2,
    "\\b(?:deu|deu me|me deu|dei|die|entregou|me passou|deixou)\\b[^|]{0,60}?\\bja nao (?:preciso|vou precisar|vou usar|precisa|vai precisar)\\b(?! (?:porque|pq|de|mais de)\\b)",
    {
      match: [
        "meu colega de casa deu-me a consola dele e disse 'já não preciso'",
        "me deu o violão e disse que já não vai precisar",
        "dei meus livros, já não vou precisar",
      ],
      miss: [
        "me deu a bicicleta, já não precisa porque comprou um carro",
        "dei a roupa, já não preciso de tamanho 40",
        "deixou o carro, já não vai precisar pq mudou pro Porto",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:comprou|comprei|novo|nova|mudou|mudei|tamanho)\\b`),
    },
  ),
  P(
    "plan-time",
    "pt6-organised-when-gone",
    2,
    "\\b(?:deixei|deixo|deixando|ja deixei) tudo (?:organizado|arrumado|pronto|resolvido|certinho) (?:pra|para) quando eu (?:for|partir|morrer|nao estiver|me for)\\b(?! (?:viajar|de ferias|embora de|pra|para|a|ao)\\b)",
    {
      match: [
        "já deixei tudo organizado pra quando eu for",
        "deixei tudo pronto para quando eu partir",
        "deixando tudo certinho pra quando eu não estiver",
      ],
      miss: [
        "deixei tudo organizado pra quando eu for viajar",
        "deixei tudo pronto pra quando eu for pra Lisboa",
        "deixo tudo arrumado pra quando eu for de férias",
      ],
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (a date marked, farewells no one may stop).
langPt.push(
  P(
    "plan-time",
    "pt6c-date",
    2,
    "\\b(?:ja )?(?:marquei|escolhi|decidi|defini|marcou|escolheu|decidiu) (?:a data|o dia)\\b(?! (?:do casamento|da viagem|da mudanca|da festa|da prova|da consulta|da cirurgia))",
    {
      match: ["marquei a data: o dia do meu aniversário", "já escolhi o dia e estou em paz", "ela decidiu o dia e não contou a ninguém"],
      miss: ["marquei a data do casamento", "escolhi o dia da mudança", "decidi a data da viagem pra Lisboa"],
      unless: /\b(?:casamento|viagem|mudanca|festa|prova|consulta|cirurgia|batizado|formatura|ferias|churrasco)\b/,
    },
  ),
  P(
    "goodbye",
    "pt6c-unstopped-farewell",
    3,
    "\\b(?:despedir|me despedir|se despedir|despedindo)\\b (?:[a-z]+ ){0,6}?sem que (?:eles |elas |ninguem |ela |ele )?(?:tentem|tente|possam|possa|consigam|consiga) (?:me )?impedir\\b",
    {
      match: [
        "como se despedir dos amigos sem que eles tentem impedir",
        "quero me despedir sem que ninguém possa me impedir",
        "me despedir da família sem que tentem me impedir",
      ],
      miss: ["como se despedir dos amigos sem chorar", "sair sem que eles percebam", "impedir que ele se despeça"],
    },
  ),
  P(
    "goodbye",
    "pt6c-thanks-all",
    2,
    "\\b(?:mandei|enviei|escrevi|mandou|enviou|escreveu) (?:uma |um )?(?:mensagem|mensagens|carta|cartas|audio) (?:pr[oa]s?|para (?:os|as|meus|minhas|todos)|a todos|aos?) (?:[a-z]+ ){0,2}?(?:agradecendo|a agradecer) por tudo\\b",
    {
      match: [
        "mandei mensagem pros amigos agradecendo por tudo",
        "escrevi cartas para meus irmãos agradecendo por tudo",
        "ela mandou um áudio pra todos agradecendo por tudo",
      ],
      miss: [
        "mandei mensagem pro chefe agradecendo pela oportunidade",
        "escrevi um cartão agradecendo o presente",
        "agradecendo por tudo, feliz natal",
      ],
      unless: /\b(?:natal|ano novo|aniversario|formatura|casamento|despedida da empresa|mudanca|intercambio)\b/,
    },
  ),
  P(
    "not-being-here",
    "pt6c-letting-die",
    2,
    "\\b(?:esta|ta|estou|to|tava|estava) (?:se |me )?deixando (?:se )?morrer\\b|\\bse deixar morrer\\b",
    {
      match: ["acho que ela está se deixando morrer", "tô me deixando morrer, eu sei", "ele quer se deixar morrer de tristeza"],
      miss: ["a planta está morrendo", "deixando a morte pra depois", "não deixe a conversa morrer"],
    },
  ),
  P(
    "not-being-here",
    "pt6c-join-dead",
    2,
    "\\b(?:ir|vai|quer ir|quero ir|vou|va) ao encontro d(?:ele|ela|o (?:pai|marido|filho|avo|meu pai|meu marido)|a (?:mae|esposa|filha|avo|minha mae))\\b(?! (?:no|na|em|ao|amanha|hoje|la|aqui))",
    {
      match: [
        "jejuando para ir ao encontro dele",
        "vai ao encontro da mãe, ela diz",
        "quero ir ao encontro do meu marido, sinto tanta falta",
      ],
      miss: ["vou ao encontro dela no aeroporto", "ir ao encontro do pai na estação", "vai ao encontro da mãe amanhã cedo"],
      unless: /\b(?:aeroporto|rodoviaria|estacao|shopping|show|onibus|voo)\b/,
    },
  ),
  P(
    "plan-time",
    "pt6c-stop-treatment",
    2,
    "\\b(?:parou|parei|deixou|deixei|para|largou|larguei) de tomar (?:a |o |os |as |seus |suas |meus |minhas )?(?:insulina|remedios?|medicacao|medicamentos?|comprimidos|dialise)\\b",
    {
      match: [
        "parou de tomar a insulina faz uma semana e quer renascer",
        "deixei de tomar os remédios, quero partir logo pra renascer",
        "largou a insulina? parou de tomar a insulina e quer partir",
      ],
      miss: [
        "parei de tomar o remédio porque dava enjoo",
        "ela parou de tomar os comprimidos, o médico trocou",
        "deixei de tomar a medicação por causa do efeito colateral",
      ],
      needsCompanion: true,
      unless: /\b(?:enjoo|efeitos? colatera(?:l|is)|alergia|trocou|suspendeu|receita|mandou parar)\b/,
    },
  ),
  P("spiritual-exit", "pt6c-leave-to-rebirth", 1, "\\b(?:partir|ir embora|morrer|ir) (?:logo |cedo |de vez )?(?:pra|para) renascer\\b", {
    match: ["quer partir logo pra renascer num corpo novo", "morrer cedo para renascer", "ir embora de vez pra renascer"],
    miss: ["a alma volta para renascer", "partir para uma nova vida em Lisboa", "renascer depois da crise"],
  }),
);
