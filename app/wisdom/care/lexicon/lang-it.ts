import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Signs written in Italian, as the detector reads them: lower case, no accents ("più" -> "piu", "è" -> "e"),
 * apostrophes between letters dropped ("d'addio" -> "daddio", "c'è" -> "ce", "un'overdose" -> "unoverdose"). Italian
 * idioms of dying and killing ("muoio dal caldo", "sto morendo di fame", "mi ammazzo di lavoro", "mio padre mi ammazza")
 * are kept out by the patterns themselves.
 */
const I = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "it", ...extra });

/** Not said just after a negation: "non voglio ammazzarmi", "mai pensato di uccidermi". */
const NOT = "(?<!\\b(?:non|mai|senza|nessuna) (?:[a-z]+ ){0,2})";
const PILLS =
  "(?:pillole|pastiglie|compresse|farmaci|psicofarmaci|sonniferi|medicine|medicinali|antidepressivi|tranquillanti|tachipirina|paracetamolo|xanax|tavor|benzodiazepine|gocce)";
const FAREWELL =
  /\b(?:trasloco|traslochiamo|mi trasferisco|trasferimento|cambio casa|allestero|colleghi|colleghe|pensione|festa daddio|nuovo lavoro|veterinario|eutanasia|decluttering)\b/;
const ANIMAL = /\b(?:cane|cani|gatto|gatti|cucciolo|veterinario|cavallo|coniglio|criceto)\b/;
const RELIGIOUS_FAST = /\b(?:ramadan|quaresima|digiuno intermittente|kippur|venerdi santo|mercoledi delle ceneri)\b/;
/** Not said just after a negation, also typed "nn": "nn mi ammazzo". */
const NOT2 = "(?<!\\b(?:non|nn|mai|senza|nessuna) (?:[a-z]+ ){0,2})";
/** Laughter or a joke beside a hyperbole: "se mi boccia mi ammazzo ahah". */
const LAUGH = /\b(?:(?:ahah|haha|ahha|aha)\w*|lol|xd|scherzo|scherzavo|scherzando|non davvero|ovviamente no|ok esagero|esagero)\b/;
/** Holidays, a break, a group left: an ordinary last message before them. */
const BREAK =
  /\b(?:ferie|vacanz\w*|settembre|agosto|pausa|a presto|ci sentiamo|ci vediamo|ci risentiamo|dellanno|della settimana|per oggi|di oggi|gruppo|chat|social|instagram|facebook|whatsapp|tiktok)\b/;
/** Moving, decluttering or donating: giving things away for these is ordinary. */
const CLEARING =
  /\b(?:trasloc\w*|trasferisc\w*|trasferiment\w*|mi sposto|cambio casa|allestero|decluttering|caritas|donat[oaie]|donare|mercatino|vinted|subito\.it|armadio|riordin\w*|nuov[oa] (?:casa|telefono|bici|macchina))\b/;
/** A death, a funeral, heaven: without one, "raggiungerla" is a trip. */
const NO_DEATH_WORD =
  /^(?!.*\b(?:mort[oaie]|morte|mancat[oa]|scompars[oa]|funerale|lutto|vedov[oa]|defunt[oa]|cielo|paradiso|aldila|lassu|cimitero|tomba)\b)/;
/** Without a word of faith, "andare da Lui" is a visit. */
const NO_FAITH_WORD = /^(?!.*\b(?:dio|signore|gesu|paradiso|cielo|preg\w*|allah|madonna|fede|anima)\b)/;

export const langIt: Signal[] = [
  // ---- direct.
  I(
    "direct",
    "it-direct",
    3,
    `${NOT}\\b(?:voglio|vorrei|penso di|sto pensando di|ho pensato di|pensato di|ho voglia di|voglia di|ho deciso di|decido di|vado a|provato a|provare a` +
      "|cercato di|tentato di|sto per|mi viene da) (?:solo |davvero )?(?:ammazzarmi|uccidermi|suicidarmi|togliermi la vita|farmi fuori|impiccarmi|avvelenarmi)\\b" +
      `|${NOT}\\b(?:vuole|pensa di|parla di|ha provato a|ha tentato di|minaccia di) (?:\\w+ )?(?:ammazzarsi|uccidersi|suicidarsi|togliersi la vita|farla finita|impiccarsi)\\b` +
      `|${NOT}\\b(?:mi|si) (?:vuole|voglio) (?:ammazzare|uccidere|suicidare|togliere la vita)\\b|${NOT}\\bmi (?:tolgo la vita|suicido)\\b` +
      "|\\bmi (?:ammazzo|uccido)(?= *(?:[.!?,;]|$| stasera| stanotte| domani| oggi))" +
      `|${NOT}\\b(?:porre|mettere) fine alla (?:mia|sua) (?:vita|esistenza)\\b`,
    {
      match: ["voglio ammazzarmi", "ho pensato di togliermi la vita", "mio figlio dice che vuole uccidersi", "stasera mi ammazzo."],
      miss: [
        "non voglio uccidermi, voglio solo stare meglio",
        "mi ammazzo di lavoro tutta la settimana",
        "mio padre mi ammazza se lo scopre",
      ],
    },
  ),
  I(
    "direct",
    "it-direct",
    3,
    "\\b(?:voglio|vorrei|vuole) farla finita(?= *(?:[.!?,;]|$| una volta per tutte| con (?:la vita|tutto|questa vita|me stess[oa])))" +
      `|${NOT}\\b(?:sono|mi sento|e) (?:\\w+ )?suicida\\b|${NOT}\\b(?:pensieri|idee|tendenze|istinti) suicid[ie]\\b|\\b(?:tentato il suicidio|tentativo di suicidio)\\b` +
      `|${NOT}\\bpenso (?:spesso |sempre |seriamente |ogni giorno )?al suicidio\\b`,
    {
      match: ["voglio farla finita.", "ho pensieri suicidi da settimane", "penso spesso al suicidio"],
      miss: ["voglio farla finita con il fumo", "non ho pensieri suicidi, sono solo stanca"],
    },
  ),

  // ---- wish to die.
  I(
    "wish-to-die",
    "it-wish",
    3,
    `${NOT}\\b(?:voglio|vorrei|ho voglia di|mi viene voglia di|desidero|vuole|preferirei|spero di) (?:solo |soltanto |davvero |tanto )?` +
      "(?:morire|crepare|essere mort[oa]|non esistere piu|non svegliarmi (?:mai )?piu|sparire per sempre|andarmene per sempre|non esserci piu" +
      "|non essere mai nat[oa]|addormentarmi e non svegliarmi|lasciare questo mondo|andarmene da questo mondo)\\b" +
      "(?! (?:d[ai]|dall|dalle|dai|dalla|dal|di|vecchi[oa])\\b)",
    {
      match: ["voglio morire", "vorrei addormentarmi e non svegliarmi più", "mia sorella dice che vuole morire"],
      miss: ["muoio dal caldo", "sto morendo di fame", "voglio morire dal ridere", "non voglio morire"],
    },
  ),
  I(
    "wish-to-die",
    "it-wish",
    3,
    "\\bnon (?:voglio|ho (?:piu )?voglia di) (?:piu )?(?:vivere|esistere|svegliarmi)\\b(?! (?:con|a |in |qui|cosi|da sol[oa]))" +
      "|\\bnon ho piu (?:la forza|motivo|motivi|ragione|ragioni) (?:di|per) vivere\\b|\\b(?:sarei|starei) meglio mort[oa]\\b|\\bmeglio mort[oa]\\b" +
      "|\\bsarebbe meglio (?:se morissi|morire|se non ci fossi)\\b|\\b(?:morire|la morte) sarebbe (?:\\w+ )?(?:un sollievo|una liberazione|meglio)\\b",
    {
      match: ["non voglio più vivere", "sarei meglio morta", "morire sarebbe un sollievo"],
      miss: ["non voglio vivere con i miei genitori", "non voglio vivere in città"],
    },
  ),
  I("wish-to-die", "it-no-wake", 2, "(?<!paura di )\\bnon svegliarmi (?:mai )?piu\\b|\\b(?:dormire|addormentarmi) per sempre\\b", {
    match: ["a volte vorrei solo dormire per sempre"],
    miss: ["ho paura di non svegliarmi più dopo l'anestesia"],
  }),
  I(
    "wish-to-die",
    "it-tired",
    2,
    "\\b(?:stanc[oa]|stuf[oa]) (?:di vivere|della vita|di esistere|di essere viv[oa]|di questa vita)\\b(?! (?:in citta|con|a |qui|da sol[oa]|di coppia|dufficio))",
    { match: ["sono stanca di vivere", "stufo della vita, davvero"], miss: ["sono stanco della vita in città"] },
  ),
  I(
    "wish-to-die",
    "it-disappear",
    2,
    "\\b(?:voglio|vorrei) (?:solo |soltanto )?sparire\\b(?! (?:per (?:un|qualche|una)|dai social|da facebook|da instagram|in vacanza|sotto terra|per il weekend))",
    { match: ["vorrei solo sparire"], miss: ["vorrei sparire per qualche giorno al mare"] },
  ),
  I(
    "wish-to-die",
    "it-dark",
    2,
    "\\bpensieri (?:neri|di morte)\\b|\\bpenso (?:sempre|spesso|continuamente|ogni giorno|tutto il giorno) (?:alla morte|a morire|alla mia morte)\\b",
    { match: ["ho pensieri neri ogni sera", "penso sempre alla morte"], miss: ["la meditazione sulla morte nel buddhismo"] },
  ),

  // ---- burden.
  I(
    "burden",
    "it-burden",
    2,
    "\\bsono (?:solo |soltanto )?(?:un peso|un fardello|di peso|di troppo)\\b(?! (?:massimo|piuma|medio|leggero|welter|gallo|mosca))|\\b(?:starebbero|stareste|starebbe|vivrebbero) (?:tutti )?meglio senza di me\\b" +
      "|\\bmeglio senza di me\\b",
    { match: ["sono solo un peso per la mia famiglia", "starebbero tutti meglio senza di me"], miss: ["sono un peso massimo nella boxe"] },
  ),
  I(
    "burden",
    "it-no-miss",
    2,
    "\\bnessuno (?:sentirebbe|sentira) la mia mancanza\\b|\\bnessuno se ne accorgerebbe\\b|\\bnon mancherei a nessuno\\b|\\bnessuno si accorgerebbe se (?:sparissi|morissi)\\b",
    { match: ["nessuno sentirebbe la mia mancanza"] },
  ),

  // ---- hopeless.
  I(
    "hopeless",
    "it-cant-go-on",
    2,
    "\\bnon ce la faccio piu(?= *(?:[.!?;]|$| a vivere| ad andare avanti| a continuare| con questa vita))|\\bnon reggo piu(?= *(?:[.!?;]|$))" +
      "|\\bnon ne posso piu(?= *(?:[.!?;]|$| di vivere| di questa vita))",
    { match: ["non ce la faccio più.", "non ne posso più di questa vita"], miss: ["non ne posso più di questo caldo"] },
  ),
  I(
    "hopeless",
    "it-no-exit",
    2,
    "\\b(?:nessuna|non (?:\\w+ ){0,2}|senza) (?:altra )?(?:via duscita|via di uscita|via di scampo)\\b|\\bnon (?:ce|ho) piu (?:nessuna )?speranza\\b|\\bnessun futuro per me\\b",
    { match: ["non vedo nessuna via d'uscita", "non c'è più speranza"], miss: ["c'è sempre una via d'uscita"] },
  ),
  I(
    "hopeless",
    "it-pointless",
    2,
    "\\b(?:la mia vita|mia vita|vivere|niente|nulla) non ha (?:piu )?(?:nessun |alcun )?senso\\b|\\bla vita non ha piu senso\\b|\\ba che (?:serve|scopo) vivere\\b" +
      "|\\bnessun motivo (?:per|di) vivere\\b",
    { match: ["la mia vita non ha senso", "a che serve vivere?"], miss: ["qual è il senso della vita secondo il buddhismo"] },
  ),

  // ---- not being here, goodbyes, giving away.
  I(
    "not-being-here",
    "it-not-here",
    2,
    "\\bquando non ci saro piu\\b|\\bnon ci saro piu(?= *(?:[.!?,;]|$| per (?:voi|te|nessuno)| presto))|\\bnon mi (?:vedrete|rivedrete|vedrai|rivedrai) (?:mai )?piu\\b" +
      "|\\btogliermi di mezzo\\b",
    {
      match: ["quando non ci sarò più, prenditi cura del gatto", "non mi rivedrete più", "presto non ci sarò più per nessuno"],
      miss: [
        "lunedì non ci sarò in ufficio",
        "voglio fare testamento perché i figli non litighino quando non ci sarò più",
        "a 80 anni penso alle disposizioni per quando non ci sarò più",
      ],
      // A will or advance directives name one's death as a fact to plan for, not as a wish.
      unless: new RegExp(`${FAREWELL.source}|\\b(?:testamento|eredita|notaio|disposizioni|successione)\\b`),
    },
  ),
  I(
    "goodbye",
    "it-letter",
    3,
    "\\b(?:lettera|lettere|biglietto|messaggio) daddio\\b(?! (?:ai|alle|per i|per le|al|alla) (?:\\w+ )?(?:colleghi|colleghe|compagni|alunni|studenti|squadra|ufficio))" +
      "|\\bultima lettera (?:per|a) (?:i miei|mia|mio|tutti|voi)\\b",
    {
      match: ["ho scritto una lettera d'addio ai miei figli"],
      miss: ["una lettera d'addio ai colleghi per la pensione"],
      unless: FAREWELL,
    },
  ),
  I(
    "goodbye",
    "it-goodbye",
    2,
    "\\baddio (?:a tutti|per sempre|mondo|a tutto)\\b|\\bvi (?:dico|saluto) (?:addio|per sempre|per lultima volta)\\b|\\bvolevo salutarvi (?:tutti )?per (?:lultima volta|sempre)\\b",
    { match: ["addio a tutti, grazie di tutto"], unless: FAREWELL },
  ),
  I(
    "goodbye",
    "it-giving",
    2,
    "\\b(?:regalo|regalando|ho regalato|dare via|do via|sto dando via|ho dato via|regalare) (?:tutte )?(?:le mie cose|i miei vestiti|i miei libri|tutto quello che ho|tutto cio che ho)\\b",
    { match: ["sto dando via tutte le mie cose"], miss: ["regalo i miei libri prima del trasloco"], unless: FAREWELL },
  ),

  // ---- means.
  I(
    "means",
    "it-stockpile",
    2,
    "\\b(?:messo da parte|mettendo da parte|metto da parte|accumulat[oaie]|accumulando|accumulo|nascost[oaie]|nascondendo|tenuto da parte|collezionando|raccogliendo)" +
      ` (?:\\w+ ){0,3}${PILLS}\\b|\\b${PILLS} (?:\\w+ ){0,2}(?:messe da parte|nascoste|accumulate|da parte)\\b`,
    { match: ["ho messo da parte un sacco di sonniferi", "ho delle pillole nascoste in camera"], miss: ["prendo le pillole ogni mattina"] },
  ),
  I(
    "means",
    "it-overdose",
    3,
    "\\b(?:ingoiare|ingoio|inghiottire|inghiotto|mandare giu|prendere|prendo) (?:tutt[ae] (?:le|la|i) |unintera |lintera |tutto il )" +
      "(?:pillole|pastiglie|compresse|scatola|confezione|boccetta|flacone|sonniferi|farmaci|blister)\\b(?: \\w+){0,2} (?:insieme|in una volta|in un colpo|dun colpo)\\b" +
      "|\\b(?:ingoiare|ingoio|inghiottire|inghiotto) (?:tutt[ae] (?:le|la) |unintera |lintera )(?:scatola|confezione|boccetta|flacone)\\b" +
      "|\\b(?:farmi|fare) unoverdose\\b|\\boverdose (?:volontaria|di proposito)\\b" +
      "|\\bquant[ei] (?:\\w+ ){0,2}(?:pillole|pastiglie|compresse|gocce|sonniferi) (?:\\w+ ){0,3}(?:per morire|per non svegliarsi|per non svegliarmi)\\b",
    {
      match: ["voglio prendere tutte le pillole insieme", "quante pastiglie servono per morire"],
      miss: ["devo prendere tutte le pillole prescritte ogni giorno"],
    },
  ),
  I("means", "it-dose", 2, "\\bdos[ei] (?:letal[ei]|mortal[ei])\\b", {
    match: ["qual è la dose letale di paracetamolo"],
    miss: ["che dose di tachipirina per il mal di testa"],
    unless: ANIMAL,
  }),
  I(
    "means",
    "it-method",
    3,
    `${NOT}\\b(?:buttarmi|gettarmi|lanciarmi|mi butto|mi getto|mi lancio|buttarsi) (?:giu )?(?:dal|dalla|da un|da una|dallo|dall) (?:\\w+ )?` +
      "(?:ponte|balcone|terrazzo|tetto|palazzo|finestra|viadotto|scogliera|piano|grattacielo|campanile|cavalcavia|dirupo)\\b" +
      `|${NOT}\\b(?:buttarmi|gettarmi|mi butto|mi getto|buttarsi) sotto (?:un|il|al|a un|una) (?:treno|metro|auto|macchina|camion|tram)\\b` +
      `|${NOT}\\b(?:impiccarmi|mi impicco|impiccarsi|tagliarmi le vene|mi taglio le vene|tagliarsi le vene)\\b` +
      "|\\b(?:spararmi|mi sparo|spararsi) (?:un colpo|in testa|alla testa|in bocca)\\b",
    {
      match: ["penso di buttarmi dal ponte", "voglio buttarmi sotto un treno", "stanotte mi taglio le vene"],
      miss: ["mi butto in questo nuovo progetto", "mi sparo una serie tv stasera", "non buttarti giù, andrà meglio"],
    },
  ),

  // ---- self-harm.
  I(
    "self-harm",
    "it-self-harm",
    3,
    "\\b(?:mi taglio|tagliarmi|mi sono tagliat[oa]|tagliarsi|si taglia) (?:di nuovo |ancora |apposta |spesso )?(?:le braccia|i polsi|le gambe|le cosce|la pelle" +
      "|con (?:la|una|le) (?:lametta|lamette|lama|taglierino|cutter)|apposta|di proposito|per punirmi|per sentire)\\b|\\bautolesion\\w*" +
      "|(?<!\\b(?:paura di|senza|evitare di|non voglio) )\\b(?:mi faccio del male|farmi del male)\\b(?! (?:a (?:pensare|pensarci|ricordare)|quando ci penso))" +
      "|\\bmi (?:brucio|graffio|ferisco|colpisco) (?:apposta|di proposito|con (?:la|una) (?:sigaretta|accendino|lametta)|fino a sanguinare|le braccia)\\b",
    {
      match: ["mi taglio le braccia quando sto male", "ho voglia di farmi del male", "soffro di autolesionismo"],
      miss: ["mi taglio i capelli da sola", "mi sono tagliato con il coltello in cucina", "ho paura di farmi del male sugli sci"],
    },
  ),

  // ---- eating.
  I(
    "eating",
    "it-purge",
    2,
    "\\bmi (?:faccio|sono fatt[oa]) vomitare\\b|\\bvomitare (?:apposta|di proposito|dopo (?:ogni|i) pasti?)\\b|\\bmi induco (?:il )?vomito\\b|\\bdita in gola\\b" +
      "|\\blassativi (?:\\w+ ){0,2}(?:dimagrire|ogni giorno)\\b",
    { match: ["dopo ogni pasto mi faccio vomitare"], miss: ["questa ipocrisia mi fa vomitare"] },
  ),
  I(
    "eating",
    "it-starve",
    2,
    "\\bnon mangio (?:niente |nulla |piu )?da (?:(?:\\d+|due|tre|quattro|cinque|sei|sette|dieci|molti|parecchi) (?:giorni|settimane)|giorni|settimane|una settimana)\\b" +
      "|\\bdigiuno da (?:(?:\\d+|due|tre|quattro|cinque|sei|sette|dieci|molti) (?:giorni|settimane)|giorni|settimane|una settimana)\\b|\\bnon merito di mangiare\\b" +
      "|\\b(?:digiuno|digiunare|non mangio|smetto di mangiare|non mangiare),? (?:\\w+,? ){0,6}(?:per )?(?:purificarmi|punirmi|espiare|penitenza|i miei peccati)\\b",
    {
      match: ["non mangio da cinque giorni", "digiuno per punirmi", "non merito di mangiare"],
      miss: ["digiuno da 16 ore col digiuno intermittente", "non mangio carne da dieci anni", "il digiuno della quaresima"],
      unless: RELIGIOUS_FAST,
    },
  ),
  I(
    "eating",
    "it-fast-death",
    3,
    "\\b(?:digiunare|digiuno|smettere di mangiare|non mangiare piu) (?:\\w+ ){0,3}(?:fino alla morte|fino a morire|finche muoio|fino a sparire)\\b|\\blasciarmi morire di fame\\b",
    {
      match: [
        "voglio digiunare fino alla morte",
        "voglio smettere di mangiare fino a morire",
        "non mangiare più fino a sparire, questo voglio",
      ],
      miss: [
        "sto morendo di fame, si mangia?",
        "per la tesi: il digiuno fino alla morte dei giainisti è suicidio?",
        "ho letto del sallekhana, il digiuno fino alla morte",
      ],
      // A thesis or a reading about the Jain fast to death is study.
      unless: /\b(?:tesi|tesina|esame|giainist\w*|sallekhana|santhara|monaci|storia delle religioni)\b/,
    },
  ),
  I("eating", "it-danger", 1, "\\b(?:svenut[oa]|svengo|perso i sensi|collassat[oa]|mi cadono i capelli)\\b", {
    match: ["sono svenuta due volte"],
    modifier: true,
    modifies: ["eating"],
  }),

  // ---- spiritual exit.
  I(
    "spiritual-exit",
    "it-god",
    2,
    "\\bche dio mi (?:prenda|porti via|chiami a se|riprenda)\\b|\\b(?:dio|signore|gesu),? (?:portami|prendimi|chiamami) (?:via|con te|a te)\\b" +
      "|\\bprego (?:\\w+ ){0,3}(?:dio|il signore) (?:che|di) mi (?:prenda|porti via|chiami)\\b|\\b(?:andare|tornare) (?:da |a )dio (?:prima|adesso|ora|presto|subito)\\b",
    { match: ["ogni sera prego che Dio mi prenda", "Signore, portami via"], miss: ["che Dio mi protegga"] },
  ),
  I(
    "spiritual-exit",
    "it-join",
    2,
    "\\b(?:raggiungere|raggiungerl[aoi]|ritrovare|ritrovarl[aoi]|ricongiungermi (?:con|a)) (?:\\w+ ){0,2}(?:in cielo|lassu|in paradiso|nellaldila|dallaltra parte)\\b" +
      "|\\b(?:voglio|vorrei|non vedo lora di) (?:presto )?raggiungerl[aoi](?= *(?:[.!?,;]|$| in cielo| lassu| presto))",
    {
      match: ["voglio raggiungere mio marito in cielo", "da quando è morta vorrei raggiungerla"],
      miss: ["voglio raggiungerla a Milano domani"],
    },
  ),
  I(
    "spiritual-exit",
    "it-leave",
    2,
    "\\b(?:lasciare|andarmene da|abbandonare) (?:questo mondo|questa vita|questo corpo|questa terra)\\b(?! (?:del lavoro|della moda|professionale|per un po|durante|in meditazione))" +
      "|\\b(?:rinascere|reincarnarmi) (?:subito|prima|adesso|ora|in una vita migliore)\\b|\\b(?:chiudere|finire|accorciare) (?:il mio|questo) karma\\b",
    {
      match: ["sono pronta a lasciare questo corpo", "voglio rinascere subito in una vita migliore"],
      miss: ["ho lasciato questo mondo del lavoro a 50 anni"],
    },
  ),

  // ---- modifiers.
  I(
    "time",
    "it-time",
    1,
    "\\b(?:stasera|stanotte|questa notte|domani(?: sera| mattina)?|questo fine settimana|questo weekend|(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)" +
      "|a mezzanotte|prima dellalba|tra poco|fra poco|tra (?:qualche|due|tre|\\d+) (?:ore|giorni)|presto)\\b",
    { match: ["lo faccio stasera"], modifier: true },
  ),
  I(
    "plan-time",
    "it-plan",
    1,
    "\\bho (?:gia )?deciso(?= *(?:[.!?,;]|$))|\\bho (?:gia )?(?:preparato|organizzato) tutto\\b|\\bla decisione e presa\\b|\\bho scelto (?:il giorno|la data|il momento)\\b",
    { match: ["ho già deciso, ho preparato tutto"], modifier: true },
  ),
  I(
    "calm-after-despair",
    "it-calm",
    2,
    "\\b(?:in pace|seren[oa]|sollevat[oa]|tranquill[oa]) (?:da quando|ora che|adesso che) (?:ho (?:deciso|preso la decisione|organizzato tutto|un piano)|so (?:come|quando))\\b",
    { match: ["mi sento finalmente in pace da quando ho deciso"] },
  ),
  I(
    "loss",
    "it-loss",
    1,
    "\\bho perso (?:il lavoro|mio|mia|tutto|la casa)\\b|\\bmi hanno licenziat[oa]\\b|\\b(?:mi ha|mi hanno) lasciat[oa]\\b|\\b(?:e mort[oa]|e mancat[oa]|divorzio|lutto|funerale)\\b",
    { match: ["ho perso il lavoro e mia moglie mi ha lasciato"], modifier: true, modifies: ["means", "hopeless"] },
  ),
  I("debt", "it-debt", 1, "\\b(?:debiti|indebitat[oa]|usurai?|fallimento|rovinat[oa]|pignoramento|sfratto)\\b", {
    match: ["sono pieno di debiti"],
    modifier: true,
  }),
  S("spiritual-exit", "it-join-dead", 2, "\\b(?:voglio|vuole|vorrei) (?:solo |soltanto )?raggiunger(?:lo|la|li|e (?:mio|mia) \\w+)\\b", {
    lang: "it",
    match: [
      "da quando è morto mio marito voglio solo raggiungerlo",
      "la nonna è mancata e vorrei raggiungerla",
      "mia moglie è in cielo, voglio raggiungere mia moglie",
    ],
    miss: ["voglio raggiungere i miei obiettivi", "voglio raggiungere mia sorella a Londra", "vuole raggiungerlo in treno a Bologna"],
    // Without a death named, joining someone is a trip.
    unless: NO_DEATH_WORD,
  }),
  // ---- widened: plain statements as they are typed (every person and tense, text-speak "nn", "cmq", "xke", "+").
  I(
    "direct",
    "it-direct",
    3,
    `${NOT2}\\b(?:mi (?:ammazzo|uccido|suicido|ammazzero|uccidero|suicidero|impicco|impicchero|tolgo la vita|togliero la vita)` +
      "|ammazzarmi|uccidermi|suicidarmi|togliermi la vita|impiccarmi|mi voglio ammazzare|mi voglio uccidere|mi voglio suicidare)\\b" +
      "(?! (?:di|dal|dalla|dalle|dai|a|ad|con|col|in|sul|una|un|lo|la|le|i|gli|per (?!davvero|sempre))\\b)",
    {
      match: ["stasera mi ammazzo cmq", "domani mi uccido, ho deciso", "penso ogni giorno a come ammazzarmi", "ormai mi suicido"],
      miss: [
        "mi ammazzo di lavoro da mesi",
        "non mi ammazzo, tranquilla",
        "se perdo il treno mi ammazzo ahah",
        "mi ammazzo a lavorare per niente",
      ],
      unless: LAUGH,
    },
  ),
  I(
    "direct",
    "it-direct",
    3,
    // "farla finita", "la faccio finita stanotte": never "farla finita con il fumo", "falla finita!".
    `${NOT2}\\b(?:farla finita|la faccio finita|la faro finita|la farei finita|farle finita)\\b` +
      "(?! con (?!(?:la |questa |sta |la mia )?(?:vita|esistenza|mondo)\\b|tutto\\b|tutti\\b|me stess[oa]\\b))",
    {
      match: ["voglio farla finita stanotte", "stasera la faccio finita per davvero", "ho voglia di farla finita con tutto"],
      miss: ["voglio farla finita con il fumo", "la faccio finita con lui, basta bugie", "non la faccio finita, voglio guarire"],
    },
  ),

  // ---- wish to die, not to wake, to vanish.
  I(
    "wish-to-die",
    "it-wish",
    3,
    "\\b(?:voglio|vorrei|spero|sperando|desidero|preferirei|mi piacerebbe|potessi|sogno|prego|magari|vuole|vorrebbe) (?:\\w+ ){0,4}" +
      "(?:non (?:(?:mi )?(?:ri)?svegliarmi|(?:dovermi|dover) (?:piu )?(?:ri)?svegliare|(?:ri)?aprire (?:piu |mai piu )?gli occhi)|chiudere gli occhi per sempre)\\b",
    {
      match: [
        "vorrei addormentarmi e non riaprire più gli occhi",
        "la sera spero di non svegliarmi",
        "vorrei solo dormire e non dovermi più svegliare",
      ],
      miss: ["ho paura di non svegliarmi dopo l'operazione", "per favore non svegliarmi alle sei", "vorrei dormire e svegliarmi riposata"],
    },
  ),
  I(
    "wish-to-die",
    "it-no-wake",
    2,
    "(?<!paura di )(?<!rischio di )\\bnon (?:(?:ri)?svegliarmi (?:mai )?piu|(?:dovermi|dover) piu (?:ri)?svegliare|(?:ri)?aprire (?:piu|mai piu) gli occhi)\\b" +
      "|\\b(?:sperando|spero|speravo) (?:che )?(?:sia|fosse|sara) (?:lultima|l ultima) (?:volta|notte|sera)\\b(?! che)" +
      "|\\b(?:mi arrabbio|mi dispiace|sono delus[oa]|odio) (?:di )?(?:esserci|essere) ancora(?: viv[oa]| qui)?\\b|\\bmi sveglio (?:\\w+ ){0,2}e mi (?:dispiace|arrabbio)\\b",
    {
      match: [
        "spengo la luce sperando che sia l'ultima volta",
        "la mattina mi arrabbio di esserci ancora",
        "mi sveglio sempre e mi dispiace",
      ],
      miss: [
        "ho paura di non svegliarmi più",
        "spero sia l'ultima volta che piove così",
        "mi sveglio alle sei e mi dispiace per il cane che abbaia",
      ],
      unless: /\b(?:cane|gatto|vicini|sveglia)\b/,
    },
  ),
  I(
    "wish-to-die",
    "it-disappear",
    2,
    `${NOT2}\\b(?:voglio|vorrei|meglio|preferisco|devo|dovrei) (?:solo |soltanto )?(?:che )?(?:io )?(?:svanire|scomparire|sparire|dissolvermi|sparisco|scompaio|svanisco|sparisca|scompaia)(?: io)? (?:\\w+ )?` +
      "(?:per sempre|piano piano|definitivamente|del tutto|nel nulla|in modo definitivo)\\b(?! (?:da|dai|dal|dalla|dalle|dallo)\\b)" +
      "|\\b(?:uscirne|andarmene|finirla) (?:\\w+ ){0,2}(?:in modo definitivo|definitivamente|per sempre)\\b(?! (?:da|dai|dal|dalla|dalle|dallo)\\b)",
    {
      match: ["voglio solo svanire piano piano", "meglio che sparisco io per sempre", "voglio uscirne in modo definitivo"],
      miss: [
        "voglio sparire per sempre dai social",
        "vorrei andarmene per sempre da questa città",
        "il mal di testa deve sparire del tutto",
      ],
    },
  ),
  I(
    "wish-to-die",
    "it-wish",
    3,
    "\\b(?:non|nn) (?:voglio|vorrei|ho voglia di) (?:piu )?(?:esserci|stare al mondo|stare in questo mondo|essere (?:viv[oa]|al mondo))(?: piu)?\\b(?! (?:con|a |in |per|quando|stasera|domani|alla|al)\\b)" +
      "|\\b(?:non|nn) voglio (?:piu )?vivere(?= *(?:[.!?,;]|$))",
    {
      match: ["non voglio più esserci", "nn voglio piu stare al mondo", "non voglio essere viva", "nn voglio + vivere"],
      miss: ["non voglio esserci alla riunione", "non voglio esserci quando arriva lui", "voglio esserci per i miei figli"],
    },
  ),
  I(
    "wish-to-die",
    "it-tired",
    2,
    "\\bstanc[oa] (?:\\w+,? ){0,4}di (?:respirare|esserci|esistere|essere viv[oa]|vivere)\\b(?! (?:in|con|a|qui|cosi|da sol[oa]|di coppia|dufficio|senza)\\b)" +
      "|\\b(?:piuttosto (?:muoio|morire|mi ammazzo|la faccio finita)|preferisco morire|preferirei morire)\\b(?! (?:di|dal|dalle|dalla|dai|da)\\b)",
    {
      match: ["sono stanca di tutto, anche di respirare", "piuttosto muoio, davvero", "preferisco morire che tornare lì"],
      miss: ["sono stanco di vivere in città", "preferisco morire dal ridere", "sono stanca di aspettare il bus"],
    },
  ),

  // ---- burden.
  I(
    "burden",
    "it-burden",
    2,
    "\\bnon voglio piu (?:pesare|essere un peso|essere di peso|gravare) (?:su|a|per)\\b|\\b(?:gli|le|vi|ti) sto rubando la vita\\b|\\b(?:rubo|sto rubando) la vita (?:a|al|alla|ai|alle)\\b" +
      "|\\b(?:meglio|liber[oaie]|felic[ie]|tranquill[oaie]|un regalo|un sollievo|piu facile|piu semplice|piu leggera|in pace)\\b[^.?!]{0,40}\\bse (?:io )?non ci fossi(?: piu)?\\b(?! io)" +
      "|\\bse (?:io )?non ci fossi(?: piu)?,? (?:\\w+ ){0,4}(?:meglio|liber[oaie]|felic[ie]|tranquill[oaie])\\b" +
      "|\\bvalgo (?:piu|di piu) (?:da )?mort[oa]\\b|\\bvalgo meno (?:della|di una) (?:polizza|assicurazione)\\b",
    {
      match: ["basta, non voglio più pesare su nessuno", "sarebbe libera se io non ci fossi", "ormai valgo meno della polizza"],
      miss: ["se non ci fossi io, chi farebbe la spesa?", "non voglio più pesare 80 chili", "sarebbe meglio se non ci fosse traffico"],
    },
  ),
  I(
    "burden",
    "it-burden",
    2,
    // Said of oneself by another: "dice che starebbero meglio senza di lui".
    "\\b(?:dice|ripete|ha detto|continua a dire|scrive|ha scritto|pensa)\\b[^.?!]{0,40}\\b(?:meglio senza di (?:lui|lei)|se (?:lui|lei) non ci fosse(?: piu)?)\\b",
    {
      match: [
        "il mio ragazzo dice che staremmo meglio senza di lui",
        "papà ripete che per noi sarebbe meglio se lui non ci fosse",
        "mia sorella ha scritto che tutti starebbero meglio senza di lei",
      ],
      miss: [
        "dice che si sta meglio senza zucchero",
        "sto meglio senza di lui, dice la mia amica dopo il divorzio",
        "sarebbe meglio se lui non ci fosse alla cena",
      ],
      unless: /\b(?:divorzio|separat[oa]|separazione|ex|cena|festa|riunione)\b/,
    },
  ),

  // ---- hopeless.
  I(
    "hopeless",
    "it-no-exit",
    2,
    // "non c'è via d'uscita", "nessuna via di scampo" (the older pattern wanted two spaces after "non").
    "\\b(?:(?:nessuna|senza) (?:altra )?|non (?:\\w+ ){0,2}(?:nessuna |altra |una )?)(?:via duscita|via di uscita|via di scampo)\\b",
    {
      match: ["non c'è via d'uscita", "non vedo nessuna via di scampo", "senza via d'uscita, ecco come mi sento"],
      miss: ["c'è sempre una via d'uscita", "la via d'uscita è a destra", "qual è la via di uscita dell'autostrada?"],
    },
  ),
  I(
    "hopeless",
    "it-cant-go-on",
    2,
    "\\b(?:non|nn) ce la faccio piu(?= *(?:[.!?;,]|$| a (?:vivere|esserci|andare avanti|continuare|fingere|sopportare)| ad (?:andare avanti|esserci)))" +
      "|\\bnn ce la faccio(?= *(?:[.!?;]|$))" +
      "|\\b(?:perche|xke|xche|per cosa|a che serve|che senso ha|a che pro) (?:\\w+ )?continuare(?= *(?:[.!?;,]|$| a vivere| cosi))",
    {
      match: ["nn ce la faccio", "non ce la faccio più a esserci", "tnt nn cambia nnt, xke continuare"],
      miss: ["non ce la faccio più a mangiare, sono pieno", "perché continuare a studiare latino?", "non ce la faccio a venire stasera"],
    },
  ),

  // ---- goodbyes: a last message, no more messages, words of farewell, a goodbye reported and no answer since.
  I(
    "goodbye",
    "it-last-post",
    2,
    "\\b(?:questo e|e|sara|ecco) (?:il mio |l)ultim[oa] (?:messaggio|post|commento|saluto|intervento)\\b(?! (?:del|dell|della|dellanno|di|per|prima|in|su|nel|nella|\\d)\\b)" +
      "|\\bnon (?:scrivero|mi sentirete|mi leggerete|mi sentirai|ci sentiremo) (?:mai )?piu\\b(?! (?:su|in|nel|nella|sul|sulla|a|al|alla|con|per)\\b)",
    {
      match: ["questo è il mio ultimo messaggio qui", "da domani non mi sentirete più", "non scriverò più, vi voglio bene"],
      miss: [
        "questo è il mio ultimo messaggio prima delle ferie",
        "non scriverò più in questo gruppo, troppo spam",
        "è l'ultimo post della settimana, a presto",
        "questo è il mio ultimo messaggio del 2024, buon anno",
        "non scriverò più su questo forum, troppi troll",
      ],
      unless: BREAK,
    },
  ),
  I(
    "goodbye",
    "it-farewell-words",
    1,
    "\\b(?:addio(?! (?:a tutti|per sempre|mondo|a tutto)\\b)|abbiate cura di voi|prendetevi cura (?:di voi|di lei|di lui)|vi voglio bene|grazie di tutto|grazie per tutto|scusate(?:mi)? per tutto|perdonatemi|ricordatemi|non e colpa (?:vostra|tua|sua))\\b",
    {
      match: ["grazie di tutto, abbiate cura di voi", "perdonatemi, vi voglio bene", "addio."],
      miss: ["addio a tutti i colleghi, vado in pensione", "grazie di tutto, buone ferie", "addio per sempre, vecchio lavoro"],
      modifier: true,
      unless:
        /\b(?:licenzia\w*|dimess[oa]|dimissioni|ufficio|lavoro|colleghi|capo|azienda|ferie|vacanz\w*|trasferisc\w*|trasloc\w*|pensione)\b/,
    },
  ),
  I(
    "goodbye",
    "it-reported-goodbye",
    2,
    "^(?=.*\\b(?:addio|scusa(?:mi|te)?|grazie di tutto|grazie per tutto|ricordami cosi|ti voglio bene|e stato un onore|perdonami)\\b)" +
      "(?=.*\\bnon (?:mi )?(?:risponde|apre|rispondeva|e raggiungibile|legge|richiama)\\b)",
    {
      match: [
        "mia cugina mi ha scritto 'scusa per tutto, addio' e non risponde più",
        "ha pubblicato 'scusate' su una storia nera e non mi risponde da ore",
        "lui ha detto 'grazie di tutto' al telefono, ora non apre la porta",
      ],
      miss: ["grazie di tutto! non risponde il negozio ma pazienza", "scusa il ritardo, il capo non risponde", "ti voglio bene, nonna!"],
      wholeMessage: true,
      unless: /\b(?:negozio|capo|ufficio|ritardo|cliente|corriere|pacco|ferie|vacanz\w*)\b/,
    },
  ),
  I(
    "not-being-here",
    "it-not-here",
    2,
    "\\b(?:io|che) non ci saro(?= *(?:[.!?;]|$))|\\bnon ci saro\\b[^?!]{0,40}\\bnon lo (?:dico|diro|sa) (?:a )?nessuno\\b|\\blettera (?:\\w+ ){0,3}da (?:trovare|leggere|aprire) dopo\\b(?! (?:il|la|i|le|l|lesame|la laurea|\\d))",
    {
      match: ["la verità è che non ci sarò", "sto scrivendo una lettera da trovare dopo", "a voi sembra normale, ma io non ci sarò."],
      miss: [
        "alla cena di sabato io non ci sarò, lavoro",
        "una lettera da aprire dopo la laurea",
        "alla riunione non ci sarò, sono in ferie",
      ],
      unless:
        /\b(?:ferie|vacanz\w*|viaggio|lavoro|lavoro|ufficio|riunione|matrimonio|festa|cena|pranzo|compleanno|trasferisc\w*|trasloco|allestero|lezione|partita|concerto)\b/,
    },
  ),

  // ---- affairs set in order, things given away, a calm after deciding.
  I(
    "calm-after-despair",
    "it-settled",
    2,
    "^(?=.*\\b(?:sistemato (?:tutte )?(?:le carte|i documenti|tutto|le mie cose)|lasciato (?:le )?istruzioni|scritto (?:le )?password|regalato (?:tutt[oaie] |quasi tutt[oaie] )?(?:le mie|i miei|la mia|il mio|tutto)|dato via|pagato laffitto|tutto e sistemato|e tutto sistemato|lettera (?:a|per) (?:mia|mio|i miei))\\b)" +
      "(?=.*\\b(?:sono pront[oa]|in pace|seren[oa]|tranquill[oa]|legger[oa]|non ho piu paura|stranamente|tutto e sistemato|e tutto sistemato)\\b)",
    {
      match: [
        "ho sistemato le carte e lasciato istruzioni a mio fratello. sono pronta",
        "ho regalato i miei libri e scritto una lettera a mia madre. ora è tutto sistemato",
        "ho scritto le password su un foglio, mi sento stranamente in pace",
      ],
      miss: [
        "ho sistemato le carte per il trasloco, sono pronta per Milano",
        "ho fatto testamento a 70 anni e ora sono tranquillo",
        "ho regalato vestiti alla Caritas, mi sento leggera",
        "ho dato via i vestiti vecchi, mi sento leggera",
      ],
      wholeMessage: true,
      unless: new RegExp(
        `${CLEARING.source}|\\b(?:testamento|notaio|ferie|vacanz\\w*|esame|matrimonio|trasferta|vestiti|vecchi[oe]?|usat[oi])\\b`,
      ),
    },
  ),
  I(
    "calm-after-despair",
    "it-calm",
    2,
    "\\b(?:da quando|ora che|adesso che|dopo che) (?:ho deciso|ho preso (?:la|una) decisione|ho scelto|so (?:cosa fare|come fare|come|quando))\\b(?! (?:di|il|la|lo|le|i|gli|un|una|per|che)\\b)[^.?!]{0,40}\\b(?:tranquill[oa]|seren[oa]|in pace|sollevat[oa]|legger[oa]|calm[oa]|non ho piu paura)\\b" +
      "|\\b(?:adesso|ora|finalmente) so (?:cosa fare|come fare|come|quando)\\b[^.?!]{0,30}\\b(?:non ho piu paura|in pace|seren[oa]|tranquill[oa])\\b",
    {
      match: ["da quando ho deciso sono tranquillo", "adesso so cosa fare e non ho più paura", "ora che ho scelto mi sento in pace"],
      miss: [
        "da quando ho deciso di cambiare lavoro sono tranquillo",
        "ora so cosa fare con la tesi, sono serena",
        "da quando ho deciso sono agitato",
        "da quando ho deciso di fare yoga sono tranquilla",
      ],
      unless: /\b(?:lavoro|tesi|esame|casa|trasloco|matrimonio|dieta|palestra|universita|corso)\b/,
    },
  ),

  // ---- self-harm.
  I(
    "self-harm",
    "it-self-harm",
    3,
    "\\b(?:mi taglio|tagliarmi|tagliandomi|mi tagliavo|mi sono tagliat[oa]) (?:\\w+ ){0,2}(?:di nuovo|ancora|spesso|tutte le sere|ogni sera|ogni notte|ogni giorno|tutti i giorni|da anni|da mesi|da settimane|sempre piu|piu a fondo|piu profondo|di nascosto|quando sto male)\\b" +
      "|\\b(?:ricominciato|ricomincio|ricominciare|continuo|smettere|smetto|voglia|bisogno|impulso|tentazione) (?:a |di )?tagliarmi\\b" +
      "|\\bmi (?:brucio|bruciavo|sono bruciat[oa]|graffio|ferisco|colpisco|picchio|mordo) (?:\\w+ ){0,2}(?:con (?:la |una |le |un |l)?(?:sigarett[ae]|accendino|lamett[ae]|lama|fiammifer[io]|forbici)" +
      "|apposta|di proposito|fino a sanguinare|fino al sangue|quando sto (?:cosi|male))\\b",
    {
      match: ["ho ricominciato a tagliarmi", "mi taglio da anni, nessuno lo sa", "mi brucio con l'accendino quando sto così"],
      miss: ["mi taglio i capelli spesso da sola", "mi sono tagliata di nuovo col coltello in cucina", "mi brucio sempre con il forno"],
      unless: /\b(?:capelli|barba|unghie|frangia|cucina|cucinando|coltello|affettando|pane|verdur\w*|rasoio|forno|pentola|parrucchiere)\b/,
    },
  ),

  // ---- means: a place and how easy it would be, a weapon on one's mind, a going without coming back, insurance.
  I(
    "means",
    "it-height-easy",
    2,
    "^(?=.*\\b(?:ponte|binari|ferrovia|balcone|terrazzo|tetto|cornicione|viadotto|dirupo|scogliera|finestra|cavalcavia|passaggio a livello|piano)\\b)" +
      "(?=.*\\b(?:sarebbe (?:cosi |molto )?(?:un attimo|un secondo|facile|semplice|veloce|questione di un attimo)(?= *(?:[.!?,;]|$))|guardo giu e penso)\\b)",
    {
      match: [
        "sono tornato sul ponte. guardo giù e penso che sarebbe un attimo",
        "sto sul balcone del settimo piano. sarebbe così facile",
        "dal tetto sarebbe un secondo.",
      ],
      miss: [
        "dal balcone si vede il mare, sarebbe facile fare una foto",
        "aggiustare la finestra sarebbe facile, dice l'idraulico",
        "il ponte è chiuso, sarebbe veloce passare di là",
      ],
      wholeMessage: true,
      unless: /\b(?:foto|vista|panorama|tramonto|idraulico|aggiustare|passare|traffico|vacanz\w*|gita)\b/,
    },
  ),
  I(
    "means",
    "it-tracks",
    2,
    "\\b(?:sedermi|mi siedo|mi seggo|sdraiarmi|mi sdraio|stendermi|mi stendo|mi metto) (?:\\w+ )?sui binari\\b" +
      "|\\b(?:salgo|vado|parto|esco|entro|mi incammino) (?:\\w+ ){0,3}e non (?:scendo|torno|ritorno|rientro)(?: piu)?(?= *(?:[.!?;]|$))" +
      "|\\b(?:basta|basterebbe|e abbastanza|e sufficiente) per (?:non sbagliare|morire|non sopravvivere)\\b",
    {
      match: ["la sera vado a sedermi sui binari", "domenica ci salgo da solo e non scendo", "è alto il ponte? basta per non sbagliare?"],
      miss: [
        "mi siedo sulla panchina vicino ai binari",
        "vado in montagna e non torno fino a lunedì",
        "basta per non sbagliare la ricetta?",
      ],
      unless: /\b(?:ricetta|esame|compito|test|quiz)\b/,
    },
  ),
  I(
    "means",
    "it-weapon-dwell",
    2,
    "^(?=.*\\b(?:pistola|fucile|rivoltella|revolver|arma|doppietta|carabina|corda|cappio)\\b)" +
      "(?=.*\\b(?:non penso ad altro|ci penso (?:sempre|continuamente|spesso|ogni giorno|di continuo|tutto il giorno|ogni sera)|non riesco a smettere di pensarci|la (?:tengo|prendo) in mano|la guardo (?:ogni|tutte|spesso))\\b)",
    {
      match: [
        "so dove mio zio tiene la pistola. da allora non penso ad altro",
        "c'è un fucile in cantina e ci penso ogni sera",
        "ho una corda in macchina, non riesco a smettere di pensarci",
      ],
      miss: [
        "la corda della chitarra si è rotta, non penso ad altro che al concerto",
        "ho preso il porto d'armi, ci penso spesso per la caccia",
        "l'arma del delitto nel giallo, ci penso sempre",
      ],
      wholeMessage: true,
      unless: /\b(?:chitarra|violino|concerto|caccia|poligono|porto darmi|giallo|romanzo|film|serie|arrampicata|barca)\b/,
    },
  ),
  I(
    "means",
    "it-insurance",
    2,
    "\\b(?:lassicurazione|assicurazione|polizza)\\b[^.?!]{0,40}\\b(?:paga|copre|rimborsa|vale)\\b[^.?!]{0,40}\\b(?:suicidio|incidente|si toglie la vita|morte sembra)\\b" +
      "|\\b(?:lunica cosa|almeno qualcosa)\\b (?:\\w+ ){0,4}(?:lasciar\\w*|lascero)\\b[^.?!]{0,20}\\b(?:lassicurazione|assicurazione|polizza)\\b" +
      "|\\b(?:lassicurazione|assicurazione|polizza)\\b[^?!]{0,40}\\balmeno qualcosa (?:glielo |gli |le )?lascero\\b",
    {
      match: [
        "l'assicurazione vita paga se la morte sembra un incidente?",
        "l'unica cosa che posso lasciarle è l'assicurazione",
        "la polizza copre anche il suicidio?",
      ],
      miss: [
        "che polizza vita ha senso con due figli?",
        "l'assicurazione paga il danno della grandine",
        "l'assicurazione auto copre l'incidente col motorino?",
      ],
      unless: /\b(?:auto|macchina|motorino|grandine|casa|viaggio|rc|furto)\b/,
    },
  ),
  I(
    "means",
    "it-whole-pack",
    2,
    "\\b(?:tutta la penna|tutte le fiale|tutta la scatola|tutto il flacone|tutta la confezione|tutto il blister|tutte le pastiglie|tutte le pillole) (?:\\w+ ){0,4}(?:insieme|in una volta|prima di dormire|di colpo)\\b",
    {
      match: [
        "se uno si fa tutta la penna di insulina insieme, se ne accorge?",
        "tutta la scatola di sonniferi in una volta cosa fa?",
        "prendere tutte le pillole di colpo",
      ],
      miss: [
        "tutta la scatola di biscotti insieme al caffè",
        "tutte le pillole vanno prese dopo cena",
        "tutto il flacone di shampoo in una volta, che spreco",
      ],
      unless: /\b(?:biscotti|cioccolat\w*|caramelle|shampoo|sapone|vitamine)\b/,
    },
  ),

  // ---- spiritual exit.
  I(
    "spiritual-exit",
    "it-god",
    2,
    "\\b(?:andare|tornare|arrivare|salire|venire) (?:a casa )?(?:da|a|in) (?:lui|dio|te|gesu|cielo|paradiso)\\b,? (?:\\w+ )?(?:prima|adesso|ora|presto|subito|stanotte|stasera|in anticipo|oggi)\\b",
    {
      match: [
        "perché non posso andare da Lui prima? Dio mi aspetta",
        "Signore, voglio solo tornare a casa da Lui, stanotte",
        "voglio andare in paradiso adesso, Dio mi perdoni",
      ],
      miss: [
        "voglio tornare a casa da lui stasera, mi manca il mio ragazzo",
        "Dio è grande, vado in chiesa oggi",
        "andare da te prima di cena? porto il dolce",
      ],
      unless: NO_FAITH_WORD,
    },
  ),
  I(
    "spiritual-exit",
    "it-early",
    2,
    "\\b(?:chi|uno|qualcuno|una persona che|se uno|io) (?:\\w+ )?(?:se ne va|se ne vanno|me ne vado|andarsene|andarmene) (?:\\w+ )?prima del (?:suo |mio |loro )?tempo\\b" +
      "|\\b(?:decide|decidere|deciso|sceglie|scegliere) di andarsene\\b(?! (?:di casa|da casa|dal|dalla|dal lavoro|in|a)\\b)" +
      "|\\b(?:chiudere|terminare|interrompere|accorciare|abbreviare) (?:questa|la mia) (?:\\w+ )?vita\\b(?! (?:precedente|di prima|passata|vecchia|da single|lavorativa|sociale|in|a|con)\\b)",
    {
      match: [
        "l'anima di chi se ne va prima del tempo trova pace?",
        "tanto vale chiudere questa vita sbagliata",
        "se uno decide di andarsene, Dio perdona?",
      ],
      miss: [
        "il nonno se n'è andato prima del tempo, a 60 anni, per un infarto",
        "voglio chiudere la mia vita precedente e ricominciare",
        "ha deciso di andarsene di casa a 18 anni",
      ],
      unless: /\b(?:infarto|malattia|incidente|tumore)\b/,
    },
  ),
  I(
    "spiritual-exit",
    "it-join-dead",
    2,
    "\\b(?:aspett[oa]|aspettando|spero|spera|non vedo lora|non vede lora|desider[oa]|vorrebbe|vuole|voglio|vorrei) (?:solo |soltanto |presto )?(?:di )?raggiunger(?:lo|la|li|le)\\b(?! (?:a|in|al|alla|da|domani|stasera|dopo|li|la|qui)\\b)",
    {
      match: [
        "mio nonno, da quando è morta la nonna, aspetta solo di raggiungerla",
        "da quando è mancato non vedo l'ora di raggiungerlo",
        "mia madre è morta e vorrei raggiungerla",
      ],
      miss: [
        "la mia ragazza è a Roma, voglio raggiungerla a Roma",
        "mio fratello è partito, spero di raggiungerlo domani",
        "il treno è partito, voglio raggiungerlo",
      ],
      unless: NO_DEATH_WORD,
    },
  ),
  I(
    "spiritual-exit",
    "it-for-me",
    2,
    // Asking about taking one's life, and saying it is for oneself.
    "^(?=.*\\b(?:suicidio|suicida|si toglie la vita|togliersi la vita|toglie la vita|prima del (?:suo |mio )?tempo|andarsene da sol[oa]|di andarsene|chiudere questa vita|uccidersi|se la va a cercare)\\b)" +
      "(?=.*\\b(?:(?:lo )?chiedo per me|non (?:lo chiedo )?per (?:curiosita|la scuola|un tema|la tesi|un compito)|devo saperlo (?:prima|adesso|ora|subito)|mi serve saperlo (?:adesso|ora|subito|prima)|chiedo sul serio|tanto vale(?= *(?:[.!?]|$)))\\b)",
    {
      match: [
        "Dio perdona chi si toglie la vita? devo saperlo prima",
        "l'anima di chi se ne va prima del suo tempo? lo chiedo per me",
        "è peccato il suicidio? chiedo sul serio",
      ],
      miss: [
        "cosa pensavano gli stoici del suicidio? per la tesi",
        "il suicidio di Catone, chiedo per la scuola",
        "chiedo per me: a che ora apre la farmacia?",
      ],
      wholeMessage: true,
    },
  ),
  I(
    "eating",
    "it-fast-death",
    3,
    "\\b(?:smettere di mangiare|non mangiare piu|digiunare|smetto di mangiare) (?:\\w+ ){0,3}(?:finche|fino a quando) non (?:mi addormento|muoio|sparisco|crollo|mi spengo)\\b" +
      "|\\bspero che (?:il (?:mio )?corpo|il (?:mio )?cuore) (?:ceda|si fermi|smetta|molli)\\b",
    {
      match: [
        "vorrei smettere di mangiare finché non mi addormento e basta",
        "digiuno da settimane, spero che il corpo ceda",
        "smetto di mangiare fino a quando non sparisco",
      ],
      miss: [
        "digiunare finché non mi sento leggera? è sano?",
        "spero che il mio cuore regga la maratona",
        "smettere di mangiare dolci fino a Pasqua",
      ],
    },
  ),
  I(
    "hopeless",
    "it-let-nature",
    2,
    "^(?=.*\\b(?:che decida la natura|lascio fare alla natura|lasciare fare alla natura|decida il destino)\\b)(?=.*\\b(?:smesso|smetto|smettere|interrotto|sospeso) (?:di prendere )?(?:le |i |la |il )?(?:medicine|farmaci|pastiglie|terapia|cure|insulina)\\b)",
    {
      match: [
        "ho smesso di prendere le medicine, che decida la natura",
        "smetto la terapia, lascio fare alla natura",
        "ho interrotto le cure. che decida il destino, anzi la natura",
      ],
      miss: [
        "nell'orto lascio fare alla natura",
        "ho smesso i farmaci con il medico, va meglio",
        "che decida la natura chi vince tra i fiori",
      ],
      wholeMessage: true,
      unless: /\b(?:medico|dottore|oncolog\w*|palliativ\w*|hospice|orto|giardino)\b/,
    },
  ),
  I("plan-time", "it-plan", 2, "\\bho (?:gia )?scelto (?:il giorno|la data|il momento)\\b(?! (?:del|della|dello|dei|per|delle|di|da)\\b)", {
    match: [
      "ho scelto il giorno, sabato quando non c'è nessuno",
      "ho già scelto la data.",
      "ho scelto il momento, volevo solo sapere se Dio perdona",
    ],
    miss: [
      "ho scelto il giorno del matrimonio",
      "ho scelto la data per la laurea",
      "ho già scelto il momento per partire in vacanza, agosto",
    ],
    unless: /\b(?:matrimonio|battesimo|festa|esame|laurea|trasloco|vacanz\w*|compleanno|viaggio|partire|ferie|appuntamento|cena)\b/,
  }),
  I(
    "self-harm",
    "it-self-harm-signs",
    2,
    "^(?=.*\\b(?:lamett[ae]|lame|rasoi|taglierino|cutter)\\b)(?=.*\\b(?:maniche lunghe|cicatrici|tagli sulle braccia|segni sulle braccia|segni sui polsi)\\b)",
    {
      match: [
        "mia figlia porta le maniche lunghe anche ad agosto e ho trovato delle lamette",
        "ha cicatrici sulle braccia e un taglierino nello zaino",
        "segni sui polsi, e le lame nascoste in bagno",
      ],
      miss: [
        "ho comprato lamette e una maglia a maniche lunghe",
        "il taglierino del laboratorio, cicatrici del lavoro in officina",
        "cicatrici dell'operazione e il rasoio per la barba",
      ],
      wholeMessage: true,
      unless: /\b(?:comprato|laboratorio|officina|operazione|barba|falegname\w*)\b/,
    },
  ),
  I(
    "spiritual-exit",
    "it-leave",
    2,
    "\\bpront[oa] a lasciare (?:il (?:mio |suo )?corpo|questo mondo|questa vita|questa terra)\\b(?! (?:in meditazione|durante|per un po)\\b)" +
      "|\\b(?:finche|fino a quando) (?:dio|lui|il signore|gesu) non (?:mi|la|lo|ci) (?:chiama|prende|porta via|chiamera)\\b(?<=\\b(?:dio|signore|gesu)\\b.*)",
    {
      match: [
        "dice che è pronto a lasciare il corpo e ha dato via tutto",
        "offre il digiuno a Dio finché lui non la chiama",
        "digiuno finché il Signore non mi prende",
      ],
      miss: [
        "in meditazione ero pronto a lasciare il corpo in meditazione per un attimo",
        "prego finché Dio non mi risponde",
        "aspetto finché lui non mi chiama al telefono",
      ],
    },
  ),
  I(
    "goodbye",
    "it-letter",
    2,
    "\\b(?:lettera|lettere|biglietto|messaggio) di addio\\b(?! (?:ai|alle|per i|per le|al|alla) (?:\\w+ )?(?:colleghi|colleghe|compagni|alunni|studenti|squadra|ufficio))" +
      "|\\b(?:non si sentano|non vi sentiate|non ti senta|non si senta) in colpa,? dopo\\b" +
      "|\\bdite a (?:mia|mio|i miei) \\w+ che (?:\\w+ ){0,3}(?:mi dispiace|le voglio bene|gli voglio bene|non e colpa sua)\\b",
    {
      match: ["come si scrive una lettera di addio?", "voglio che non si sentano in colpa, dopo", "dite a mia madre che mi dispiace"],
      miss: [
        "una lettera di addio ai colleghi per la pensione",
        "dite a mia madre che arrivo alle 8",
        "un messaggio di addio al gruppo di calcetto, mi trasferisco",
      ],
      unless: /\b(?:pensione|lavoro|colleghi|trasferisc\w*|trasloco|calcetto|squadra|romanzo|personaggio)\b/,
    },
  ),
  I(
    "goodbye",
    "it-not-needed",
    2,
    "^(?=.*\\b(?:regalato|dato via|venduto|chiuso il conto)\\b)(?=.*\\b(?:manca solo (?:lultima cosa|una cosa|un ultimo passo)|(?:troppo|stranamente) (?:calm[oa]|tranquill[oa]|seren[oa]))\\b)",
    {
      match: [
        "ho dato via il cane, ho chiuso il conto. manca solo l'ultima cosa",
        "ha regalato la sua moto ed è stranamente tranquillo",
        "ho venduto tutto, manca solo un ultimo passo",
      ],
      miss: [
        "ho venduto la macchina, manca solo una cosa: la nuova!",
        "ho regalato i vestiti alla Caritas, manca solo l'ultima cosa da sistemare in armadio",
        "ho dato l'esame, ero stranamente calmo",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:l?esame|nuova|nuovo)\\b`),
    },
  ),
  I(
    "means",
    "it-search",
    2,
    `\\bcercato (?:\\w+ ){0,3}quant[oaie] (?:\\w+ )?(?:${PILLS.slice(3, -1)}|paracetamolo) (?:e|sono|sia|siano) (?:troppo|troppe|troppi|letale|mortale|letali|mortali)\\b`,
    {
      match: [
        "ha cercato su internet quanto paracetamolo è troppo",
        "ho cercato quante pastiglie sono letali",
        "mia figlia ha cercato quanti sonniferi sono troppi",
      ],
      miss: [
        "ho cercato quanto caffè è troppo",
        "ho cercato quante pastiglie sono nella confezione",
        "ho cercato quanto costa il paracetamolo",
      ],
    },
  ),
  I(
    "plan-time",
    "it-deadline-after",
    2,
    "^(?=.*\\b(?:a posto|sistemato|pronto|in ordine) entro (?:\\w+ )?(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|fine mese|la fine del mese)\\b)" +
      "(?=.*\\bdopo (?:\\w+ )?(?:non sara piu (?:un )?problema mio|non importera piu|non contera piu)\\b)",
    {
      match: [
        "voglio che sia tutto a posto entro sabato. dopo sabato non sarà più un problema mio",
        "tutto in ordine entro fine mese, dopo non importerà più",
        "sistemato entro domenica. dopo non conterà più",
      ],
      miss: [
        "il progetto pronto entro venerdì, dopo non sarà più un problema mio ma del cliente",
        "tutto a posto entro sabato per il trasloco, dopo non importerà più",
        "dopo non sarà più un problema mio",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:progetto|cliente|capo|esame|tesi|relazione)\\b`),
    },
  ),
  I(
    "burden",
    "it-burden",
    2,
    "\\bmi sento (?:solo |soltanto )?(?:un peso|un fardello|di peso|di troppo)\\b(?! (?:massimo|piuma|medio|leggero)\\b)" +
      "|\\bsenza di me (?:\\w+ ){0,2}(?:starebbero|stareste|starebbe|vivrebbero|sarebbero|sarebbe) (?:tutti )?(?:meglio|piu felici|piu tranquilli)\\b" +
      "|\\b(?:non (?:gliene |me ne )?frega|non importa) (?:\\w+ )?a nessuno se (?:muoio|morissi|sparisco|sparissi|non ci sono|non ci fossi)\\b",
    {
      match: [
        "mi sento un peso, senza di me starebbero meglio",
        "tanto non frega a nessuno se muoio",
        "mi sento di troppo in questa famiglia",
      ],
      miss: [
        "mi sento un peso piuma dopo la dieta",
        "senza di me la festa sarebbe meglio? ma dai, scherzo",
        "non importa a nessuno se arrivo tardi",
      ],
      unless: /\b(?:festa|scherzo|scherzavo|partita|squadra|cena)\b/,
    },
  ),
  I(
    "self-harm",
    "it-self-harm",
    2,
    "\\b(?:amica|amico|figlia|figlio|sorella|fratello|ragazza|ragazzo|compagna|compagno|cugina|cugino|alunna|alunno) (?:\\w+ ){0,3}si (?:taglia|fa del male|brucia|ferisce)\\b(?! (?:i capelli|la barba|le unghie|da sol[oa]|con il coltello|in cucina|cucinando)\\b)",
    {
      match: ["la mia amica si taglia", "mio figlio si fa del male di nascosto", "mia sorella di 14 anni si taglia le braccia"],
      miss: [
        "la mia amica si taglia i capelli da sola",
        "mio figlio si fa del male giocando a calcio? no, tranquillo",
        "mio fratello si brucia sempre in cucina",
      ],
      unless: /\b(?:calcio|giocando|cucina|capelli|barba|unghie)\b/,
    },
  ),
  I(
    "wish-to-die",
    "it-wish",
    3,
    `${NOT2}\\bho deciso di (?:morire|uccidermi|ammazzarmi|togliermi la vita|farla finita|suicidarmi)\\b` +
      "(?! con (?!(?:la |questa |sta |la mia )?(?:vita|esistenza|mondo)\\b|tutto\\b|tutti\\b|me stess[oa]\\b))",
    {
      match: ["ho deciso di morire", "ho deciso di farla finita sabato", "ho deciso di togliermi la vita"],
      miss: ["non ho deciso di morire, è la malattia", "ho deciso di dimagrire", "ho deciso di farla finita con il fumo"],
    },
  ),
  I(
    "hopeless",
    "it-pointless",
    2,
    "\\bnon ha (?:piu )?senso (?:niente|nulla|vivere|la vita)\\b(?! (?:di|del|della|che|in)\\b)|\\bla (?:mia )?vita non vale (?:piu )?(?:la pena|niente|nulla)\\b|\\bnon vale (?:piu )?la pena (?:di )?vivere\\b" +
      "|\\b(?:meglio|liber[oaie]|felic[ie]|tranquill[oaie])\\b[^.?!]{0,40}\\bse (?:io )?(?:morissi|sparissi|non esistessi)\\b",
    {
      match: ["non ha più senso niente", "la vita non vale la pena", "sarebbe meglio per tutti se morissi"],
      miss: [
        "non ha senso niente di quello che dice il prof? no, ha senso",
        "la gita non vale la pena",
        "meglio se sparisci dalla cucina, disse la nonna ridendo",
      ],
    },
  ),
  I(
    "means",
    "it-overdose",
    2,
    "\\b(?:prendo|ingoio|mando giu|prendero|voglio prendere|vorrei prendere) (?:tutte (?:le )?|tutti (?:i )?)(?:pillole|pastiglie|compresse|sonniferi|farmaci|medicine|gocce)\\b(?! (?:ogni|prescritt\\w*|dopo|prima di|come|al mattino|la mattina)\\b)" +
      "|\\bdite(?:gli|le|lo)? (?:a (?:mia|mio) \\w+ )?che (?:mi dispiace|gli voglio bene|le voglio bene|non e colpa sua)\\b",
    {
      match: ["prendo tutte le pillole stasera", "ditegli che mi dispiace", "voglio prendere tutti i sonniferi"],
      miss: ["prendo tutte le pillole dopo cena come prescritto", "prendo tutte le medicine ogni mattina", "ditegli che arrivo tardi"],
    },
  ),
  // ---- Second pass: the elliptical and the indirect (settling it "my way", giving life back, pets left "for ever",
  // a list of things to give away, a night-time question about a crossing, "if something happens to me the cat is yours").
  I(
    "direct",
    "it-my-way",
    2,
    `${NOT2}\\b(?:risolvo|risolvero|la risolvo|la chiudo|la faccio finita|chiudo) (?:tutto |la cosa |il problema )?(?:a modo mio|da solo|da sola|io stesso|io stessa|per sempre|una volta per tutte)(?= *(?:[.!?;]|$))` +
      `|${NOT2}\\b(?:smetto|smettero|ho deciso (?:che|di) smett\\w+|la smetto|chiudo|me ne vado|stacco)(?: di \\w+)?,? in tutti i sensi\\b`,
    {
      match: [
        "ho perso tutto, stanotte risolvo a modo mio",
        "tanto ormai la chiudo io stesso.",
        "basta, ho deciso che smetto di lottare, in tutti i sensi",
        "me ne vado, in tutti i sensi",
      ],
      miss: [
        "risolvo a modo mio il problema della caldaia",
        "il cubo di rubik lo risolvo da solo, grazie",
        "non risolvo a modo mio, chiedo al capo",
        "smetto di fumare in tutti i modi possibili",
      ],
    },
  ),
  I(
    "wish-to-die",
    "it-give-back",
    2,
    '\\bvita\\b(?: [\\w,."]+){0,16}? (?:vorrei|voglio|preferirei|potrei) (?:solo |soltanto |tanto )?(?:restituirl[ao]|ridarl[ao]|renderl[ao]|darla indietro|darlo indietro)\\b' +
      "|\\b(?:vorrei|voglio) (?:solo )?(?:restituire|ridare|rendere) (?:la (?:mia )?vita|questa vita|il dono della vita)\\b(?! (?:a (?:questo|quel) (?:quartiere|paese|posto|progetto)|al (?:quartiere|paese|centro)))",
    {
      match: [
        "dicono che la vita e un regalo. per me e un peso e vorrei solo restituirlo",
        "vorrei restituire la mia vita a chi me l'ha data",
        "questa vita non l'ho chiesta, vorrei ridarla indietro",
      ],
      miss: [
        "la vita da studente e cara, vorrei restituirlo il libro alla biblioteca entro maggio",
        "vorrei restituire la vita a questo quartiere con un giardino",
        "ho comprato un vestito, vorrei restituirlo",
      ],
      unless: /\b(?:negozio|scontrino|reso|amazon|biblioteca|libro|prestito|taglia)\b/,
    },
  ),
  I(
    "goodbye",
    "it-pets-forever",
    2,
    '\\b(?:prenderti|prendermi|prenderai|prendersi|occuparti|occuparmi|occuparsi|tenere|tenerti|tenerli|tenerle|badare) (?:cura )?(?:\\w+ ){0,3}(?:piante|gatt[oaie]|can[ei]|cagnolin[oa]|pesci|criceto|coniglio|uccellini) (?:\\w+ )?"?per sempre\\b' +
      "|\\bse mi (?:succede|capita|dovesse (?:succedere|capitare)) qualcosa,? (?:\\w+ ){0,3}(?:e tuo|e tua|sono tuoi|sono tue|tienil[oa]|tienili|prenditi|prendi tu|occupati tu|pensaci tu)\\b" +
      "|\\bnon (?:potro|potrei|riusciro a) piu (?:occuparmene|occuparmi di lui|occuparmi di lei|prendermene cura|prendermi cura di (?:lui|lei|loro))\\b(?! (?:per (?:un|qualche|due|tre) |finche|durante))",
    {
      match: [
        'mi ha chiesto se potevo prendermi cura delle sue piante "per sempre"',
        "se mi succede qualcosa il gatto e tuo",
        "cerco casa per il mio cane, dopo venerdi non potro piu occuparmene",
        "potresti tenere i miei pesci per sempre?",
      ],
      miss: [
        "se mi succede qualcosa in viaggio chiama mia madre",
        "mi prendo cura delle piante della vicina per due settimane",
        "non potro piu occuparmene per un mese, vado in ospedale per un intervento",
        "le piante grasse vivono per sempre quasi",
      ],
      unless: FAREWELL,
    },
  ),
  I(
    "goodbye",
    "it-giving",
    2,
    "\\b(?:lista|elenco) (?:di |delle |dei )?(?:cose|oggetti|sue cose|mie cose|libri|vestiti) da (?:regalare|lasciare|dare via|dare)\\b(?! (?:a natale|per natale|al mercatino|in beneficenza|alla caritas))" +
      "|\\b(?:svuotato|svuotando|ha svuotato|ho svuotato) (?:la (?:sua |mia )?scrivania|larmadietto|il suo armadio|il mio armadio|la sua stanza|la mia stanza)\\b(?:[^.!?]{0,80}?)(?:regalat[oaie]|dat[oaie] via|lasciat[oaie])\\b",
    {
      match: [
        "nel suo diario c'era una lista di cose da regalare e a chi",
        "ho fatto un elenco delle mie cose da lasciare a ognuno",
        "ha svuotato la scrivania e regalato le sue piante a tutti",
      ],
      miss: [
        "faccio una lista di cose da regalare a natale",
        "elenco di vestiti da dare alla caritas",
        "ho svuotato la scrivania perche cambio ufficio",
      ],
      unless: FAREWELL,
    },
  ),
  I(
    "goodbye",
    "it-not-leaving",
    1,
    "\\b(?:non (?:ha|ho) cambiato lavoro|non (?:si trasferisce|si e trasferit[oa]|cambia lavoro|parte per|va in pensione|sta traslocando)|non (?:mi trasferisco|cambio lavoro|parto per|sto traslocando))\\b",
    {
      match: [
        "ha detto che e stato un onore. non ha cambiato lavoro",
        "ha regalato tutto ma non si trasferisce",
        "sto dando via le mie cose e non sto traslocando",
      ],
      miss: ["ha cambiato lavoro e ci ha salutati", "si trasferisce a milano", "cambio lavoro a settembre"],
    },
  ),
  I(
    "means",
    "it-place-night",
    2,
    "\\b(?:di notte|la notte|stanotte|a notte fonda|allalba) (?:\\w+ ){0,4}(?:ce|ci sono|passa|ci passa) (?:qualcuno|gente|nessuno|controlli|la polizia|i vigili|sorveglianza) (?:\\w+ ){0,3}(?:passaggio a livello|binari|ponte|viadotto|cavalcavia|diga|scogliera|tetto)\\b" +
      "|\\b(?:passaggio a livello|binari|ponte|viadotto|cavalcavia|diga|scogliera)\\b(?: [\\w,?]+){0,6}? (?:di notte|la notte|a notte fonda) (?:ce|ci sono|passa) (?:qualcuno|gente|nessuno|controlli|sorveglianza)\\b" +
      "|\\b(?:al|sul|vicino al) (?:passaggio a livello|binari|ponte|viadotto|cavalcavia)\\b(?: [\\w,?]+){0,4}? (?:senza nessuno|da solo|da sola)\\b",
    {
      match: [
        "e di notte ce qualcuno al passaggio a livello?",
        "sul viadotto della statale di notte ci sono controlli?",
        "vorrei stare un po sul ponte senza nessuno intorno",
      ],
      miss: [
        "di notte ce qualcuno al bar sotto casa?",
        "il passaggio a livello di notte ce traffico?",
        "il ponte di notte e illuminato, bellissimo",
      ],
      unless: /\b(?:foto|fotografie|vista|panorama|turist\w*|lavori|cantiere|turno|treno notturno)\b/,
    },
  ),
  I(
    "means",
    "it-cold",
    2,
    "\\bquanto (?:ci vuole|tempo ci vuole|ci mette) (?:perche|per|prima che) (?:\\w+ ){0,3}(?:il freddo|lipotermia|lacqua gelata|il gelo|la neve) (?:ti |mi |ci )?(?:addorment\\w+|uccid\\w+|faccia effetto|porti via)\\b" +
      "|\\bquanto (?:ci vuole|tempo ci vuole) (?:per |a )?(?:morire|annegare|congelar(?:si|mi)|dissanguar(?:si|mi)|assiderar(?:si|mi))\\b" +
      "|\\b(?:da solo|da sola),? senza dire a nessuno dove (?:vado|andro|sono|saro)\\b",
    {
      match: [
        "ho cercato quanto ci vuole perche il freddo ti addormenti nella neve",
        "quanto tempo ci vuole per annegare?",
        "vado in montagna, da solo, senza dire a nessuno dove vado",
      ],
      miss: [
        "quanto ci vuole per arrivare al rifugio con la neve?",
        "quanto ci vuole perche il freddo passi a marzo?",
        "esco da sola stasera, ti dico dove vado",
      ],
      unless: /\b(?:film|romanzo|libro|esame|documentario|piante|cane|gatto)\b/,
    },
  ),
  I(
    "plan-time",
    "it-plan",
    2,
    "\\b(?:ormai|gia|adesso|ora) so (?:anche |gia |pure )?come(?= *(?:[.!?;]|$))" +
      "|\\b(?:quando|mentre) (?:mia madre|mio padre|i miei|mia moglie|mio marito|la mia compagna|il mio compagno|mia sorella|mio fratello|la mia coinquilina|il mio coinquilino|tutti) (?:e|sono|sara|saranno|va|vanno) (?:fuori|via|dal medico|al lavoro|in vacanza|a dormire)\\b(?:[^|]{0,40}?)\\bho (?:gia )?(?:scelto|deciso)(?= *(?:[.!?;]|$))",
    {
      match: [
        "perche io non la voglio piu da mesi, e ormai so anche come",
        "martedi sera, quando mia madre e dal medico. ho gia scelto",
        "ora so come.",
      ],
      miss: ["ormai so anche come si fa il tiramisu", "quando mia madre e dal medico vado a fare la spesa", "ora so come usare il forno"],
    },
  ),
  I(
    "wish-to-die",
    "it-wish",
    2,
    "\\bnon (?:la|lo) voglio piu da (?:mesi|anni|settimane|tempo)\\b(?=[^|]{0,40}\\b(?:come|vita|vivere|qui)\\b|[^|]{0,3}$)" +
      "|\\b(?:sbagliato|male|peccato) (?:\\w+ )?non volerla piu\\b",
    {
      match: [
        "perche io non la voglio piu da mesi, e ormai so anche come",
        "e peccato non volerla piu? parlo della vita",
        "la vita? non la voglio piu da anni",
      ],
      miss: [
        "la macchina non la voglio piu da mesi, la vendo",
        "quella giacca non la voglio piu da anni, la regalo",
        "il lavoro non lo voglio piu da tempo, cerco altro",
      ],
      unless: /\b(?:macchina|auto|giacca|lavoro|casa|moto|vestito|telefono|cellulare|bici)\b/,
    },
  ),
  I(
    "means",
    "it-bought",
    2,
    "\\b(?:comprare|comprato|preso|procurato|procurarmi) (?:tutto )?(?:quello|cio) che mi serv(?:e|iva)\\b,? (?:ora |adesso |gia )?(?:e tutto|ho tutto|tengo tutto|sta tutto) (?:in macchina|in auto|nel bagagliaio|in garage|in cantina|nascosto)\\b",
    {
      match: [
        "sono andato al brico a comprare quello che mi serve, ora e tutto in macchina",
        "ho preso quello che mi serve, e tutto nel bagagliaio",
        "ho procurato cio che mi serviva, ho tutto nascosto",
      ],
      miss: [
        "ho comprato quello che mi serve per la cena",
        "ho comprato quello che mi serve, e tutto in macchina per il campeggio",
        "ho preso quello che mi serve, ora e tutto pronto",
      ],
      unless: /\b(?:campeggio|trasloco|lavori|ristruttur\w*|viaggio|vacanza|gita|picnic|pesca|festa|mare|montagna|spesa)\b/,
    },
  ),
];

// ---- Sixth round: faith words (asking the Lord to take one tonight, wanting to go to a dead mother, a vow to the
// Madonna not to eat, a last confession, reborn better if one ends it now, the shame or punishment of the family).
const DAY_IT = "(?:stanotte|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|natale|pasqua)";
langIt.push(
  I(
    "wish-to-die",
    "it6-take-me",
    2,
    "\\b(?:chiedo|chiedevo|prego|pregavo|supplico|ho chiesto|ho pregato|domando|imploro)\\b (?:[a-z]+ ){0,5}?di (?:prendermi|portarmi via|chiamarmi a se|riprendermi|farmi morire|non svegliarmi)\\b(?! per mano)" +
      "|\\b(?:signore|dio|gesu|madonna|padre|padre pio|mamma celeste),? (?:ti prego,? )?(?:chiamami a te|prendimi con te|portami via|portami con te|riprendimi)\\b|\\bchiamami a te\\b",
    {
      match: ["ogni sera chiedo al Signore di prendermi nel sonno", "Signore, chiamami a te stanotte", "prego la Madonna di portarmi via"],
      miss: [
        "chiedo a mio fratello di prendermi alla stazione",
        "Signore, prendimi per mano in questo cammino",
        "ti prego di chiamarmi domani",
      ],
      unless: /\b(?:stazione|aeroporto|scuola|lavoro|ufficio|alle \d+)\b/,
    },
  ),
  I(
    "wish-to-die",
    "it6-join-dead",
    2,
    "\\b(?:in cielo|in paradiso|lassu|morta|morto|non ce piu)\\b[^|]{0,100}?\\b(?:voglio|vorrei|desidero) (?:andare da|raggiungere|stare con|tornare da) (?:lei|lui|loro|mamma|papa)\\b" +
      "|\\b(?:voglio|vorrei|desidero) (?:raggiungerla|raggiungerlo|raggiungerli)\\b(?! (?:a|al|in|alla|domani|dopo)\\b)" +
      "|\\b(?:voglio|vorrei|desidero|parla (?:[a-z]+ ){0,4}?di|non vedo lora di) (?:andare|tornare|salire) (?:dallo sposo|da dio|dal signore|dal padre celeste|in cielo|in paradiso|da gesu)\\b",
    {
      match: [
        "mamma è in cielo, è per questo che voglio andare da lei",
        "parla sempre più spesso di andare dallo Sposo",
        "vorrei raggiungerla, non ce la faccio più",
      ],
      miss: [
        "la mamma è al mare, voglio andare da lei domani",
        "vorrei raggiungerla a Roma",
        "il nonno è morto e voglio ricordarlo con una messa",
      ],
    },
  ),
  I(
    "eating",
    "it6-vow-fast",
    2,
    "\\b(?:voto|fioretto|promessa|promesso|giurato)\\b[^.!?|]{0,40}?\\b(?:niente cibo|non mangiare (?:nulla|niente)|senza mangiare|non mangio (?:piu )?(?:nulla|niente)|digiuno totale)\\b" +
      "|\\b(?:niente cibo|non mangio|senza mangiare|non mangero) (?:piu )?finche\\b" +
      "|\\b(?:ha smesso|ho smesso|smette|smesso) di (?:mangiare|scendere a mensa|venire a (?:mensa|tavola)|toccare cibo)\\b(?! (?:carne|dolci|glutine|zuccheri|pane|pasta|fuori|al)\\b)",
    {
      match: [
        "ho fatto un voto alla Madonna: niente cibo finché torna",
        "non mangio più finché non mi risponde",
        "ha smesso di scendere a mensa",
      ],
      miss: ["fioretto di quaresima: niente dolci", "ho smesso di mangiare carne", "ho fatto una promessa: non mangio più fritti la sera"],
      unless: RELIGIOUS_FAST,
    },
  ),
  I(
    "goodbye",
    "it6-last-rite",
    2,
    "\\b(?:confessat[oa]|confesso|confessarmi|confessato|comunione|comunicat[oa]|messa|unzione)\\b (?:[a-z]+ ){0,3}?per (?:l ?ultima|lultima) volta\\b" +
      `|\\bdopo ${DAY_IT} (?:non (?:servira|servirebbe|serve|ci sara) piu|non ci saro)\\b`,
    {
      match: ["mi sono confessato per l'ultima volta", "dopo sabato non servirà più", "sono andata a messa per l'ultima volta"],
      miss: [
        "mi sono confessata per l'ultima volta a Pasqua scorsa, devo tornarci",
        "dopo sabato non serve più la prenotazione",
        "dopo domani non servirà più l'ombrello",
      ],
      unless: /\b(?:scorsa|scorso|devo tornar\w*|prenotazione|ombrello|biglietto|abbonamento|trasloco|trasferisco)\b/,
    },
  ),
  I(
    "burden",
    "it6-shame-family",
    2,
    "\\b(?:sono|essere|di essere|e) (?:la|una) (?:vergogna|punizione|maledizione|disgrazia|rovina|croce) (?:della|per la|per|di) (?:famiglia|mia famiglia|tutti|i miei|casa)\\b" +
      "|\\bport(?:a|o|i) sfortuna a tutti\\b",
    {
      match: [
        "sono la vergogna della famiglia",
        "dice di essere una punizione per la famiglia",
        "dice che porta sfortuna a tutti quelli che ama",
      ],
      miss: ["il gatto nero porta sfortuna", "è la gioia della famiglia", "una vergogna per il comune"],
    },
  ),
  I(
    "spiritual-exit",
    "it6-reborn",
    2,
    "\\brinasc(?:o|ere|erei|ero) (?:meglio|migliore|in una vita migliore|altrove)\\b|\\bse (?:chiudo|la chiudo|me ne vado|muoio|vado via) (?:adesso|ora|prima|subito)\\b[^.!?]{0,30}?\\brinasc\\w*",
    {
      match: ["se chiudo adesso rinasco meglio", "forse rinascerei in una vita migliore", "se me ne vado ora forse rinasco"],
      miss: ["la natura rinasce in primavera", "mi sento rinato dopo le vacanze", "se chiudo adesso il negozio torno presto"],
    },
  ),
  I("direct", "it6-on-purpose", 2, "\\b(?:stavolta|questa volta|sta volta) lo (?:faccio|faro|ho fatto) apposta\\b", {
    match: ["stavolta lo faccio apposta, non preoccuparti", "questa volta lo farò apposta", "sta volta lo faccio apposta"],
    miss: ["stavolta lo faccio io il caffè", "questa volta lo faccio meglio", "stavolta lo faccio con calma"],
  }),
);
langIt.push(
  I(
    "goodbye",
    "it6-remember-me",
    2,
    "\\bricordatemi\\b(?! (?:di|che|domani|stasera|quando|se)\\b)|\\bgrazie (?:di|per) avermi sopportat[oa] (?:tutti )?(?:questi|tutti gli|per) ?(?:anni|tempo)?\\b",
    {
      match: [
        "lascio il gruppo, ricordatemi con le foto del mare",
        "grazie di avermi sopportato tutti questi anni",
        "ricordatemi così, sorridente",
      ],
      miss: [
        "ricordatemi di comprare il latte",
        "ricordatemi che domani c'è la riunione",
        "grazie di avermi sopportato in riunione, lascio il gruppo per il trasferimento",
      ],
      unless: /\b(?:trasferimento|trasloco|trasferisco|nuovo lavoro|pensione|erasmus|riunione)\b/,
    },
  ),
  I(
    "spiritual-exit",
    "it6-need-now",
    2,
    "\\b(?:toglie la vita|togliersi la vita|suicid\\w*|morire|muore|muoio|rinasce\\w*)\\b[^|]{0,80}?\\bho bisogno di saperlo (?:adesso|subito|ora|stanotte|oggi)\\b",
    {
      match: [
        "chi si toglie la vita rinasce peggio? ho bisogno di saperlo adesso",
        "cosa succede quando si muore? ho bisogno di saperlo stanotte",
        "il suicidio è peccato? ho bisogno di saperlo subito",
      ],
      miss: [
        "cosa succede quando si muore? ho bisogno di saperlo per l'esame",
        "ho bisogno di saperlo adesso, a che ora parte il treno",
        "il nonno muore di sonno, ho bisogno di saperlo tra una settimana",
      ],
    },
  ),
  I(
    "means",
    "it6-drawn-track",
    2,
    "\\b(?:binari|rotaie|ponte|cornicione|parapetto|treno|frecciarossa)\\b[^|]{0,80}?\\b(?:un passo (?:piu|in piu) (?:avanti|vicino)|sempre piu vicin[oa]|come una calamita)\\b",
    {
      match: [
        "guardo i binari quando passa il frecciarossa, come una calamita",
        "sul ponte ogni sera un passo più avanti",
        "il cornicione mi attira, sempre più vicina",
      ],
      miss: [
        "il treno è un passo più avanti nella tecnologia",
        "il ponte sullo stretto sempre più vicino, dice il ministro",
        "binari nuovi, un passo più vicino all'alta velocità",
      ],
      unless: /\b(?:tecnologia|ministro|progetto|alta velocita|allalta velocita|lavori|cantiere)\b/,
    },
  ),
  I(
    "not-being-here",
    "it6-who-notices",
    2,
    "\\bse (?:muoio|morissi|sparissi|sparisco) (?:stanotte|oggi|domani|adesso|ora)\\b[^.!?|]{0,10}?\\b(?:chi se ne accorge\\w*|nessuno se ne accorge\\w*)\\b",
    {
      match: ["se muoio stanotte chi se ne accorge?", "se sparissi domani nessuno se ne accorgerebbe", "se muoio oggi, chi se ne accorge"],
      miss: [
        "se sparisco oggi dal lavoro chi se ne accorge, esco prima",
        "se muoio di fame stanotte chi se ne accorge, ahah",
        "chi se ne accorge se cambio colore ai capelli",
      ],
      unless: /\b(?:lavoro|ufficio|muoio di fame|morissi di fame|ahah\w*|haha\w*|esco prima)\b/,
    },
  ),
  I(
    "wish-to-die",
    "it6-time-up",
    2,
    "\\b(?:il (?:mio|suo) tempo|la (?:mia|sua) ora) (?:qui |su questa terra )?(?:e )?(?:finito|scaduto|arrivata|giunta)\\b|\\bormai e ora\\b(?! di (?:cena|pranzo|andare a (?:letto|dormire|scuola|lavoro)|uscire|partire|cambiare))" +
      '|\\bvuol(?:e|eva)? "?spegner(?:si|mi)\\b|\\bvoglio "?spegnermi\\b(?! (?:un attimo|per un po|dal lavoro|dai social))',
    {
      match: [
        "dice che il suo tempo è finito",
        "ha smesso le medicine e dice che tanto ormai è ora",
        "continua a dire che vuole 'spegnersi' e poi ride",
      ],
      miss: ["il mio tempo è finito, passo la parola", "ormai è ora di cena", "voglio spegnermi un attimo dai social"],
      unless: /\b(?:parola|esame|verifica|partita|turno|gara|intervento|microfono|telefono)\b/,
    },
  ),
);
langIt.push(
  I(
    "wish-to-die",
    "it6-not-ill-prayer",
    2,
    "\\b(?:andarsene|andarmene|morire|spegnersi|partire) (?:seren[oaie]|in pace|tranquill[oaie])\\b[^|]{0,40}?\\bnon (?:sono|sto) (?:malat[oa]|male)\\b" +
      "|\\bnon (?:sono|sto) (?:malat[oa]|male)\\b,? (?:ma |eppure |pero )?(?:voglio|vorrei) (?:andarmene|morire|spegnermi)\\b",
    {
      match: [
        "qual è la preghiera giusta per andarsene sereni? non sono malato eh",
        "non sono malata, ma vorrei morire",
        "una preghiera per morire in pace, anche se non sono malato",
      ],
      miss: [
        "una preghiera per morire in pace per mio nonno malato",
        "non sono malato, voglio andarmene in vacanza",
        "partire sereni per le vacanze, non sono malato di ansia da viaggio",
      ],
      unless: /\b(?:vacanz\w*|viaggio|ferie|gita)\b/,
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (the day decided, letters written, goodbyes unexplained).
langIt.push(
  I(
    "plan-time",
    "it6c-day-decided",
    2,
    "\\b(?:ho |ha )?(?:gia )?(?:deciso|scelto|fissato) (?:il giorno|la data)\\b(?! (?:del matrimonio|della laurea|del trasloco|del viaggio|della festa|dell ?esame|della partenza))",
    {
      match: [
        "ho già scritto le lettere e deciso il giorno",
        "ha scelto la data e non l'ha detto a nessuno",
        "ho fissato il giorno, sono tranquillo",
      ],
      miss: ["abbiamo deciso il giorno del matrimonio", "ho scelto la data della laurea", "ho fissato il giorno per il trasloco"],
      unless: /\b(?:matrimonio|laurea|trasloco|viaggio|festa|esame|partenza|ferie|vacanz\w*|battesimo|cresima|appuntamento)\b/,
    },
  ),
  I(
    "goodbye",
    "it6c-letters",
    1,
    "\\b(?:ho |ha )?(?:gia )?scritto (?:le|delle|tutte le|una) (?:lettere|lettera)\\b(?! (?:di presentazione|di motivazione|di referenze|dell ?alfabeto|maiuscole|al sindaco|al comune|alla banca))",
    {
      match: [
        "ho già scritto le lettere e deciso il giorno",
        "ho scritto le lettere, ho scelto la data",
        "ha scritto delle lettere di addio e fissato il giorno",
      ],
      miss: ["ho scritto le lettere di presentazione", "ho scritto una lettera al sindaco", "ho scritto le lettere maiuscole sul cartello"],
      modifier: true,
    },
  ),
  I(
    "goodbye",
    "it6c-goodbye-unexplained",
    2,
    "\\b(?:ho|ha) salutato (?:[a-z]+ ){0,6}?senza (?:dire|spiegare|dirgli|dirle|dire loro) (?:loro )?(?:perche|il perche|il motivo)\\b",
    {
      match: [
        "ho salutato le persone che contano senza dire perché",
        "ha salutato tutti senza spiegare il motivo",
        "ho salutato i miei amici uno per uno senza dire il perché",
      ],
      miss: [
        "ho salutato tutti e sono partito per Milano",
        "senza dire perché è andato via dalla festa",
        "ho salutato il prof senza dire niente",
      ],
      unless: /\b(?:trasloc\w*|trasferisc\w*|partenza|erasmus|licenzia\w*|dimissioni)\b/,
    },
  ),
  I(
    "goodbye",
    "it6c-not-needed-where",
    2,
    "\\bdove (?:vado|va|andro|andra|sto andando|sta andando) non (?:mi |gli |le )?serv(?:ono|e|iranno|ira)\\b" +
      '|\\bormai (?:a (?:lui|lei|me) )?"?non (?:gli |le |mi )?serv(?:ono|e) piu\\b(?! (?:per |a scuola|all ?universita))',
    {
      match: [
        "tanto dove vado non servono",
        'dicendo che ormai a lui "non servono più"',
        "mi ha dato le chiavi, ormai non gli servono più",
      ],
      miss: [
        "dove vado in vacanza servono le scarpe da trekking",
        "questi libri non mi servono più",
        "ormai non mi servono più per l'esame",
      ],
      unless: /\b(?:trasloc\w*|vacanz\w*|taglia|universita|scuola|esame|mercatino|vinted|ebay)\b/,
    },
  ),
);
langIt.push(
  I(
    "goodbye",
    "it6c-gives-treasured",
    2,
    "\\b(?:ha|ho|mi ha|gli ha|le ha) regalato (?:la sua|il suo|i suoi|le sue|la mia|il mio|i miei|le mie) (?:intera )?(?:collezione|chitarra|moto|bici|bicicletta|anello|console|play|vinili|orologio|gioielli|dischi|fumetti)\\b",
    {
      match: [
        "ha regalato la sua collezione di vinili a un amico",
        "mi ha regalato il suo anello preferito senza motivo",
        "ho regalato la mia chitarra e la bici",
      ],
      miss: [
        "ha regalato la sua bici al cugino perché ne ha comprata una nuova",
        "mi ha regalato un anello",
        "ho regalato la mia vecchia console, trasloco a Roma",
      ],
      unless: /\b(?:trasloc\w*|nuov[oa]|compleanno|natale|cresciut[oa]|mercatino|vendut[oa])\b/,
    },
  ),
);
