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
      `|${NOT}\\bpenso (?:muito |sempre |seriamente |todo dia )?em suicidio\\b|\\bme mato(?= *(?:[.!?,;]|$| hoje| amanha| essa noite| esta noite))`,
    {
      match: ["tenho pensamentos suicidas", "penso muito em suicídio", "se nada mudar, amanhã me mato."],
      miss: ["não tenho pensamentos suicidas, só cansaço", "me mato de trabalhar todo dia"],
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
      "(?! de | velhinh[oa])",
    {
      match: ["eu só quero morrer", "queria dormir pra sempre", "minha irmã disse que quer morrer"],
      miss: ["tô morrendo de fome", "quero morrer de rir com esse vídeo", "não quero morrer"],
    },
  ),
  P(
    "wish-to-die",
    "pt-wish",
    3,
    "\\bnao quero (?:mais )?(?:viver|existir|acordar|estar aqui)(?: mais)?\\b(?! (?:com|aqui nessa cidade|nessa cidade|assim|em |no |na ))" +
      "|\\bnao tenho (?:mais )?vontade de viver\\b|\\bperdi a vontade de viver\\b|\\bsem vontade (?:nenhuma )?de viver\\b|\\bnao aguento mais viver\\b" +
      "|\\b(?:seria|estaria) melhor mort[oa]\\b|\\b(?:morrer|a morte) seria (?:\\w+ )?(?:um alivio|uma libertacao|melhor)\\b",
    {
      match: ["não quero mais viver", "perdi a vontade de viver", "morrer seria um alívio"],
      miss: ["não quero mais viver com meus pais"],
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
      " (?:\\w+ ){0,2}(?:de proposito|de novo|com (?:gilete|lamina|estilete|navalha|cigarro|isqueiro)|os bracos|os pulsos|as pernas|as coxas|ate sangrar" +
      "|pra aliviar|para aliviar|pra sentir|para me punir|pra me punir)\\b|\\bautomutilacao\\b|\\bautolesao\\b|\\bme mutilo\\b" +
      "|\\b(?:me corto|me cortando)\\b(?! (?:\\w+ )?(?:com (?:papel|a faca|faca)|sem querer|cozinhando|na cozinha|fazendo|o cabelo))",
    {
      match: ["me corto quando fico mal, de novo ontem", "me machuco de propósito pra aliviar", "faço automutilação"],
      miss: ["me cortei com papel no trabalho", "me machuquei jogando futebol"],
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
    "\\bque deus me (?:leve|chame|busque|recolha)\\b|\\b(?:peco|pedindo|implorando|rezo) (?:\\w+ ){0,2}(?:pra|para|a) deus (?:me levar|me buscar|me chamar|me recolher)\\b" +
      "|\\bdeus,? me leva(?: logo| embora)?\\b|\\b(?:ir|voltar) para (?:junto de )?deus (?:logo|agora|mais cedo|antes da hora)\\b",
    { match: ["todo dia peço pra Deus me levar", "que Deus me leve logo"], miss: ["Deus me livre!", "que Deus me proteja"] },
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
];
