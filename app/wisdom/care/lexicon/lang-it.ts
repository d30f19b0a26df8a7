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
      match: ["quando non ci sarò più, prenditi cura del gatto", "non mi rivedrete più"],
      miss: ["lunedì non ci sarò in ufficio"],
      unless: FAREWELL,
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
    { match: ["voglio digiunare fino alla morte"], miss: ["sto morendo di fame, si mangia?"] },
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
    match: ["da quando è morto mio marito voglio solo raggiungerlo"],
    miss: ["voglio raggiungere i miei obiettivi"],
  }),
];
