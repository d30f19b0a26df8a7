import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Signs written in German, as the detector reads them: lower case, umlauts folded ("müde" -> "mude", also typed
 * "muede"), ß turned into a space ("erschießen" -> "erschie en", also typed "erschiessen"), and "im" read as "i am" by
 * the English text-speak map. German idioms of dying ("ich sterbe vor Langeweile", "ich lach mich tot", "ich könnte mich
 * umbringen" said of a silly mistake, "bist du lebensmüde?") are kept out by the patterns themselves.
 */
const D = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "de", ...extra });

/** Up to N words, none of them a negation ("ich will mich nicht umbringen"). */
const gap = (n: number) => `(?:(?!nicht\\b|nie\\b|niemals\\b|keine?n?\\b|keinesfalls\\b)[a-z]+,? ){0,${n}}`;
const KILL =
  "(?:umbringen|umzubringen|toten|toeten|zu toten|zu toeten|erschiessen|erschie en|zu erschiessen|erhangen|erhaengen|aufhangen|aufhaengen" +
  "|aufzuhangen|aufzuhaengen|vergiften|zu vergiften|das leben nehmen|selbst toten|selbst toeten)";
const PILLS =
  "(?:tabletten|pillen|schlaftabletten|medikamente|beruhigungsmittel|antidepressiva|paracetamol|ibuprofen|tilidin|tramadol|opioide|benzos|tavor|diazepam|insulin)";
const FAREWELL =
  /\b(?:umzug|ziehe um|ziehen um|umziehen|auswander\w*|ausland|neue stelle|neuen job|jobwechsel|kollegen|kolleginnen|rente|ruhestand|abschiedsfeier|ausmisten|entrumpel\w*|minimalis\w*|tierarzt|einschlafern|einschlaefern)\b/;
const ANIMAL = /\b(?:hund|hunde|katze|katzen|tierarzt|pferd|kaninchen|welpe)\b/;
const RELIGIOUS_FAST = /\b(?:ramadan|fastenzeit|heilfasten|intervallfasten|fastenkur|jom kippur|aschermittwoch|karfreitag)\b/;
/** "nicht mehr" as it is typed: "nich mehr", "net mehr", southern "nimmer". */
const NO_MORE = "(?:(?:nicht|nich|net|ned) mehr|nimmer|nimma)";
/** Laughter or a joke named beside a hyperbole: "ich bring mich um lol". */
const LAUGH = /\b(?:lol|haha\w*|hihi|xd|rofl|lmao|nur spass|nur spa|war ein scherz|scherz beiseite)\b/;
/** Holidays, breaks and a new job: an ordinary last message before them. */
const BREAK =
  /\b(?:urlaub|ferien|pause|auszeit|semester|elternzeit|bis (?:bald|morgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nachste woche|naechste woche|september|oktober|januar|august)|vor (?:meinem|dem) (?:urlaub|umzug)|des jahres|fur heute|fuer heute|in diesem jahr|gruppe|verein)\b/;
/** Moving, clearing out, selling or donating: giving things away for these is ordinary. */
const CLEARING =
  /\b(?:umzug|ziehe|ziehen|zieh|umziehen|auswander\w*|ausmist\w*|miste|kondo|minimalis\w*|entrumpel\w*|kleinere wohnung|neue wohnung|spende|spenden|gespendet|flohmarkt|kleinanzeigen|ebay|neues handy|neuen laptop|neues fahrrad|upgrade)\b/;
/** Words of faith, without which "zu ihm" or "heimgehen" name no one beyond. */
const NO_DEATH_WORD =
  /^(?!.*\b(?:tot|tod|tode|gestorben|verstorben|verstorbene[nr]?|beerdigung|begrabnis|beerdigt|grab|himmel|jenseits|witwe|witwer|trauer)\b)/;

export const langDe: Signal[] = [
  // ---- direct: killing oneself, suicide.
  D(
    "direct",
    "de-direct",
    3,
    `\\bich ${gap(4)}(?<!\\b(?:konnte|koennte|konnt) )mich ${gap(3)}${KILL}\\b` +
      `|\\b(?:will|mochte|moechte|werde|wollte|muss|plane) ich ${gap(2)}mich ${gap(3)}${KILL}\\b` +
      `|\\b(?:er|sie|will|wollte|droht|versucht|versuchte) ${gap(3)}sich ${gap(3)}(?:umbringen|umzubringen|toten|toeten|zu toten|erschiessen|erschie en|aufhangen|aufhaengen|das leben nehmen|das leben zu nehmen)\\b` +
      "|\\bbring(?:e)? mich (?:\\w+ ){0,3}um(?= *(?:[.!?,;]|$))",
    {
      match: [
        "ich will mich umbringen",
        "ich denke daran, mich umzubringen",
        "manchmal möchte ich mich einfach erschießen",
        "ich bring mich um.",
        "mein Sohn sagt, er will sich umbringen",
      ],
      miss: [
        "ich könnte mich umbringen, dass ich den Schlüssel vergessen habe",
        "ich würde mich nie umbringen",
        "bringst du mich um 8 zum Bahnhof",
      ],
    },
  ),
  D(
    "direct",
    "de-direct",
    3,
    `\\b(?:ich|will|werde|mochte|moechte|plane) ${gap(3)}(?:selbstmord|suizid)\\b(?! (?:ist|sei|in der|im|bei|und der))` +
      "|\\b(?:mir|sich) (?:\\w+ ){0,2}das leben (?:zu )?nehmen\\b|\\b(?:nehme|nehm) (?:ich )?mir (?:\\w+ ){0,2}das leben\\b" +
      "|\\b(?:meinem|seinem|ihrem) leben ein ende (?:setzen|machen|bereiten|zu setzen|zu machen)\\b|\\ballem ein ende (?:setzen|machen|zu setzen)\\b" +
      "|\\bmit allem schluss machen\\b|\\bschluss machen mit (?:allem|dem leben|meinem leben)\\b",
    {
      match: ["ich denke oft an Selbstmord", "ich will meinem Leben ein Ende setzen", "heute nehme ich mir das Leben"],
      miss: ["Selbstmord ist im Buddhismus ein schwieriges Thema", "ich mache Schluss mit ihm"],
    },
  ),
  D(
    "direct",
    "de-direct",
    3,
    `(?<!\\b(?:keine|nicht|ohne) )\\b(?:bin|ich bin|ist|er ist|sie ist|fuhle mich|fuehle mich) ${gap(2)}(?:suizidal|suizidgefahrdet|suizidgefaehrdet|selbstmordgefahrdet|selbstmordgefaehrdet)\\b` +
      "|(?<!\\b(?:keine|ohne) )\\b(?:suizidgedanken|selbstmordgedanken|suizidale gedanken)\\b",
    {
      match: ["ich habe seit Wochen Suizidgedanken", "ich bin wieder suizidal"],
      miss: ["ich bin nicht suizidal, nur erschöpft", "ich habe keine Suizidgedanken"],
    },
  ),

  // ---- wish to die.
  D(
    "wish-to-die",
    "de-wish",
    3,
    `\\b(?:will|mochte|moechte|wurde gerne|wuerde gerne|wurde lieber|wuerde lieber|wollte) ${gap(3)}(?:sterben|tot sein|nicht mehr leben|nicht mehr da sein` +
      "|nicht mehr existieren|nicht mehr aufwachen|nie mehr aufwachen|einschlafen und nicht mehr aufwachen|fur immer verschwinden|fuer immer verschwinden" +
      "|fur immer schlafen|fuer immer schlafen)\\b(?! vor )",
    {
      match: [
        "ich will sterben",
        "ich möchte einfach nur noch tot sein",
        "ich will nicht mehr leben",
        "sie will sterben, sagt sie",
        "ich möchte heute nacht sterben",
        "ich will einfach für immer schlafen",
        "er wollte nicht mehr da sein",
      ],
      miss: [
        "ich will nicht sterben",
        "ich sterbe vor Langeweile",
        "ich lach mich tot",
        "mein Vater hat Krebs im Endstadium und möchte zuhause sterben",
        "Oma möchte daheim sterben, wir pflegen sie zu dritt",
        "er will in Würde im Hospiz sterben, das hat er so entschieden",
      ],
      unless:
        /\b(?:mochte|moechte|will|wollte) (?:\w+ ){0,2}(?:zuhause|zu hause|daheim|im hospiz|in wurde|in wuerde|friedlich|im kreis der familie) sterben\b/,
    },
  ),
  D(
    "wish-to-die",
    "de-wish",
    3,
    "\\bnicht mehr (?:leben|existieren|da sein|aufwachen|weiterleben) (?:will|mochte|moechte)\\b" +
      "|\\b(?:keine lust|keinen bock|keine kraft) mehr (?:zu leben|am leben|aufs leben|auf das leben|weiterzuleben)\\b" +
      "|\\b(?:ware|waere|war) (?:\\w+ )?lieber tot\\b(?! als)|\\blieber tot (?:sein|ware|waere)\\b(?! als)" +
      "|\\bwu(?:e)?nschte,? (?:ich|dass ich) (?:ware|waere|war) (?:tot|nie geboren|nicht mehr da)\\b|\\b(?:todeswunsch|sterbewunsch)\\b" +
      "|\\bhoffe,? (?:dass )?ich (?:\\w+ )?(?:nicht mehr|nie wieder) aufwache\\b|\\bhoffentlich wache ich (?:nicht mehr|nie wieder) auf\\b",
    {
      match: [
        "ich habe keine Kraft mehr zu leben",
        "ich wäre lieber tot",
        "ich wünschte, ich wäre tot",
        "ich hoffe, dass ich morgen nicht mehr aufwache",
      ],
      miss: ["lieber tot als rot, sagte mein Opa"],
    },
  ),
  D(
    "wish-to-die",
    "de-no-wake",
    2,
    "\\b(?:nie (?:mehr|wieder)|nicht mehr) aufwachen\\b(?! (?:ohne|bevor|vor |um |rechtzeitig|punktlich|puenktlich))" +
      "|\\beinschlafen und (?:nie (?:mehr|wieder)|nicht mehr) aufwachen\\b",
    {
      match: ["einfach einschlafen und nie wieder aufwachen", "manchmal denke ich, nicht mehr aufwachen wäre schön"],
      miss: ["ich kann morgens nicht mehr aufwachen ohne drei Wecker"],
    },
  ),
  D(
    "wish-to-die",
    "de-tired",
    2,
    "\\b(?:bin|fuhle mich|fuehle mich|ist|sind) (?:so |total |einfach |echt |wirklich |nur noch |sehr )?lebensmu(?:e)?de\\b" +
      "|\\b(?:des lebens|vom leben) (?:so )?(?:mu(?:e)?de|uberdrussig|ueberdruessig)\\b|\\b(?:das|vom) leben (?:so )?satt\\b|\\bmu(?:e)?de zu leben\\b",
    { match: ["ich bin so lebensmüde", "ich habe das Leben satt"], miss: ["bist du lebensmüde? fahr langsamer!"] },
  ),
  D(
    "wish-to-die",
    "de-disappear",
    2,
    "\\b(?:will|mochte|moechte|wurde gern|wuerde gern) (?:einfach |nur )?verschwinden\\b(?! (?:fur|fuer|fur ein|in den|aus der|nach|ins|zu))" +
      "|\\bfu(?:e)?r immer verschwinden\\b",
    {
      match: ["ich will einfach verschwinden", "ich möchte für immer verschwinden"],
      miss: ["ich will verschwinden für ein paar Tage in die Berge"],
    },
  ),
  D(
    "wish-to-die",
    "de-dark",
    2,
    "(?<!\\bkeine )\\btodesgedanken\\b|\\bdenke (?:\\w+ )?(?:standig|staendig|jeden tag|immer|die ganze zeit|oft|nur noch) (?:an den tod|ans sterben|an meinen tod)\\b",
    { match: ["ich denke ständig an den Tod", "ich habe Todesgedanken"], miss: ["wie meditiert man über den Tod im Buddhismus"] },
  ),

  // ---- burden.
  D(
    "burden",
    "de-burden",
    2,
    "\\b(?:bin|ich bin) (?:doch |eh )?(?:nur )?(?:eine last|eine belastung|ein klotz am bein)\\b(?! (?:der|des|von|im))" +
      "|\\bohne mich (?:\\w+ )?(?:besser dran|glucklicher|gluecklicher)\\b|\\bbesser dran ohne mich\\b" +
      "|\\bohne mich (?:ware|waere|waren|waeren|ist) (?:\\w+ )?(?:besser|leichter|einfacher)\\b",
    {
      match: ["ich bin nur eine Last für alle", "meine Familie wäre ohne mich besser dran"],
      miss: ["ohne mich geht das Projekt schneller"],
    },
  ),
  D(
    "burden",
    "de-no-miss",
    2,
    "\\b(?:niemand|keiner) (?:\\w+ )?(?:wurde|wuerde|wird) mich (?:vermissen|vermisst)\\b|\\bwu(?:e)?rde (?:niemandem|keinem) fehlen\\b",
    { match: ["niemand würde mich vermissen", "keiner wird mich vermissen"] },
  ),

  // ---- hopeless.
  D(
    "hopeless",
    "de-cant-go-on",
    2,
    "\\bkann (?:einfach |echt |wirklich |so |halt )?nicht mehr(?= *(?:[.!?;]|$))|\\bhalt(?:e)? (?:das|es) (?:alles )?nicht mehr aus(?= *(?:[.!?,;]|$))" +
      "|\\bwill (?:einfach |echt )?nicht mehr(?= *(?:[.!?;]|$))|\\bschaff(?:e)? (?:das|es) (?:alles )?nicht mehr(?= *(?:[.!?;]|$))",
    {
      match: ["ich kann nicht mehr.", "ich halte das alles nicht mehr aus", "ich will einfach nicht mehr"],
      miss: ["ich kann nicht mehr warten auf den Urlaub!", "ich halt es nicht mehr aus vor Vorfreude"],
    },
  ),
  D(
    "hopeless",
    "de-no-exit",
    2,
    "\\b(?:keinen|kein) (?:anderen )?ausweg\\b(?! aus (?:dem|diesem) (?:vertrag|labyrinth|raum|escape))|\\bkeine (?:hoffnung|zukunft) mehr\\b",
    { match: ["ich sehe keinen Ausweg mehr", "es gibt keine Hoffnung mehr für mich"], miss: ["es gibt einen Ausweg aus der Krise"] },
  ),
  D(
    "hopeless",
    "de-pointless",
    2,
    "\\b(?:das leben|mein leben|alles|es) hat (?:doch |einfach |eh )?keinen sinn mehr\\b|\\bkeinen (?:sinn|grund) mehr (?:zu leben|weiterzuleben|am leben|im leben)\\b" +
      "|\\bwozu (?:noch )?(?:leben|weiterleben)\\b",
    { match: ["mein Leben hat keinen Sinn mehr", "ich sehe keinen Grund mehr zu leben"], miss: ["was ist der Sinn des Lebens im Zen"] },
  ),

  // ---- not being here, goodbyes, giving away.
  D(
    "not-being-here",
    "de-not-here",
    2,
    "\\bwenn ich nicht mehr (?:da|hier) bin\\b|\\bbald nicht mehr (?:da|hier)(?= *(?:[.!?,;]|$| sein))|\\bihr (?:werdet|musst) mich (?:nie wieder|nicht mehr) sehen\\b" +
      "|\\bnicht mehr lange (?:da|hier)(?= *(?:[.!?,;]|$| sein))",
    {
      match: ["wenn ich nicht mehr da bin, kümmert euch um die Katze", "ich bin bald nicht mehr da."],
      miss: ["ab Montag bin ich nicht mehr im Büro"],
      unless: FAREWELL,
    },
  ),
  D(
    "goodbye",
    "de-letter",
    3,
    "\\babschiedsbriefe?\\b(?! (?:an|fur|fuer) (?:die |meine |meinen |unsere |das )?(?:kollegen|kollegin|kolleginnen|team|schuler|schueler|klasse|firma))" +
      "|\\b(?:letzten|letzter|letzte) (?:brief|briefe|nachricht) (?:an|fur|fuer) (?:meine|meinen|alle|euch)\\b",
    {
      match: [
        "ich habe die Abschiedsbriefe schon geschrieben",
        "mein Abschiedsbrief liegt im Schreibtisch",
        "das ist mein letzter Brief an meine Eltern",
      ],
      miss: [
        "ein Abschiedsbrief an die Kollegen zum Jobwechsel",
        "in meinem Hörspiel findet eine Figur einen Abschiedsbrief",
        "wir lesen in Deutsch einen Roman, der mit einem Abschiedsbrief endet",
      ],
      // A letter in a story, a radio play or a novel is not one's own.
      unless: new RegExp(
        `${FAREWELL.source}|\\b(?:horspiel|hoerspiel|roman|romans|figur|kurzgeschichte|drehbuch|theaterstuck|theaterstueck|szene|kapitel|erzahlung|erzaehlung)\\b`,
      ),
    },
  ),
  D(
    "goodbye",
    "de-goodbye",
    2,
    "\\b(?:lebt|lebe) wohl\\b|\\bmich (?:\\w+ ){0,2}fu(?:e)?r immer verabschieden\\b|\\b(?:wollte|will|mochte|moechte) mich (?:von euch|von allen|von dir)(?: allen)? verabschieden\\b",
    { match: ["lebt wohl, ihr Lieben", "ich wollte mich von euch allen verabschieden"], unless: FAREWELL },
  ),
  D(
    "goodbye",
    "de-giving",
    2,
    "\\b(?:verschenke|verschenkt|verschenken|verschenkte|verteile|verteilt) (?:gerade )?(?:all |alle )?(?:meine|meinen|mein) (?:sachen|besitz|habseligkeiten|bucher|buecher|schmuck|kleidung|lieblingssachen)\\b",
    { match: ["ich verschenke gerade alle meine Sachen"], miss: ["ich verschenke meine Sachen vor dem Umzug"], unless: FAREWELL },
  ),

  // ---- means.
  D(
    "means",
    "de-stockpile",
    2,
    `\\b(?:sammle|sammel|gesammelt|horte|gehortet|bunkere|gebunkert|beiseite gelegt|zur seite gelegt|versteckt|verstecke) (?:\\w+ ){0,3}${PILLS}\\b` +
      `|\\b${PILLS} (?:\\w+ ){0,3}(?:gesammelt|gehortet|gebunkert|beiseite gelegt|zur seite gelegt|versteckt)\\b`,
    { match: ["ich habe Schlaftabletten gesammelt", "ich sammle seit Wochen Tabletten"], miss: ["ich nehme meine Tabletten jeden Morgen"] },
  ),
  D(
    "means",
    "de-overdose",
    3,
    "\\b(?:alle|die ganze packung|die ganzen|eine ganze packung|die komplette packung) (?:\\w+ ){0,2}(?:auf einmal|auf einen schlag|gleichzeitig) (?:\\w+ ){0,2}(?:nehmen|schlucken|einnehmen|einwerfen)\\b" +
      "|\\b(?:die ganze|eine ganze|die komplette) packung (?:\\w+ )?(?:schlucken|einwerfen)\\b|\\b(?:eine )?(?:uberdosis|ueberdosis) (?:\\w+ )?(?:nehmen|schlucken|zu nehmen)\\b" +
      `|\\bwie viele (?:\\w+ ){0,2}${PILLS} (?:\\w+ ){0,3}(?:todlich|toedlich|um zu sterben|nicht mehr aufzuwachen)\\b`,
    {
      match: ["ich will alle Tabletten auf einmal schlucken", "wie viele Schlaftabletten sind tödlich"],
      miss: ["soll ich alle Tabletten nehmen, die der Arzt verschrieben hat"],
    },
  ),
  D("means", "de-dose", 2, "\\b(?:todliche|toedliche|letale) (?:dosis|menge)\\b", {
    match: ["was ist die tödliche Dosis Paracetamol"],
    miss: ["welche Dosis Ibuprofen bei Kopfschmerzen"],
    unless: ANIMAL,
  }),
  D(
    "means",
    "de-method",
    3,
    "\\b(?:werfe|werf|lege|leg) mich (?:\\w+ ){0,2}vor (?:den|einen|die) (?:zug|u bahn|s bahn|lkw)\\b" +
      "|\\bmich (?:\\w+ ){0,2}vor (?:den|einen|die) (?:zug|u bahn|s bahn|lkw|bus) (?:zu )?(?:werfen|legen|stellen)\\b" +
      "|\\b(?:die )?pulsadern (?:\\w+ )?(?:aufschneiden|aufzuschneiden|aufschlitzen|aufgeschnitten)\\b",
    {
      match: ["ich werfe mich heute vor den Zug", "ich will mir die Pulsadern aufschneiden"],
      miss: ["ich stelle mich vor den Bus und winke"],
    },
  ),
  D(
    "means",
    "de-place",
    2,
    "\\b(?:springe|spring|springen|zu springen) (?:\\w+ ){0,2}(?:von der|von einer|vom|aus dem) (?:brucke|bruecke|dach|hochhaus|balkon|fenster|turm|klippe|parkhaus)\\b" +
      "|\\b(?:von der|von einer|vom|aus dem) (?:brucke|bruecke|dach|hochhaus|balkon|fenster|turm|klippe|parkhaus) (?:\\w+ )?(?:springen|zu springen|sturzen|stuerzen)\\b" +
      "|\\b(?:gegen|in) (?:einen|den|die) (?:baum|wand|bruckenpfeiler|brueckenpfeiler|gegenverkehr) (?:zu )?(?:fahren|rasen|steuern)\\b",
    {
      match: ["ich denke daran, von der Brücke zu springen", "ich will gegen einen Baum fahren"],
      miss: ["wir sind gegen den Baum gefahren, zum Glück nichts passiert"],
    },
  ),

  // ---- self-harm.
  D(
    "self-harm",
    "de-self-harm",
    3,
    "\\b(?:ritze|ritzt|ritzen|ritzte) (?:mich|sich)\\b|\\b(?:mich|sich) (?:\\w+ ){0,2}(?:geritzt|ritzen|zu ritzen)\\b|\\bselbstverletz\\w*|\\bsvv\\b" +
      "|\\b(?:verletze|verletzen|schneide|schneiden|verbrenne|verbrennen|schlage|schlagen|kratze|kratzen) mich (?:\\w+ ){0,2}(?:selbst|absichtlich|extra" +
      "|mit (?:einer|einem|der|dem) (?:klinge|rasierklinge|zigarette|feuerzeug|scherbe)|bis es blutet|blutig)\\b" +
      "|\\b(?:will|mochte|moechte|muss|werde|drang,?|bedurfnis,?|beduerfnis,?) (?:\\w+ ){0,2}mir (?:selbst )?(?:weh (?:zu )?tun|wehzutun|wehtun)\\b",
    {
      match: ["ich ritze mich wieder", "ich verletze mich absichtlich", "ich habe den Drang, mir weh zu tun"],
      miss: ["ich habe mich beim Kochen geschnitten", "es tut mir weh, das zu hören", "wir ritzen unsere Namen in den Baum"],
    },
  ),

  // ---- eating.
  D(
    "eating",
    "de-purge",
    2,
    "\\b(?:erbreche|ubergebe|uebergebe|kotze) mich (?:\\w+ ){0,2}(?:absichtlich|selbst|extra|nach (?:jedem|dem) essen)\\b|\\bfinger in den hals\\b" +
      "|\\babfu(?:e)?hrmittel (?:\\w+ ){0,2}(?:abnehmen|jeden tag|nach dem essen)\\b",
    { match: ["nach jedem Essen stecke ich mir den Finger in den Hals"], miss: ["mir ist übel, ich muss mich übergeben"] },
  ),
  D(
    "eating",
    "de-starve",
    2,
    "\\bseit (?:\\d+|zwei|drei|vier|funf|fuenf|sechs|sieben|zehn|mehreren|vielen|einigen) (?:tagen|wochen) (?:\\w+ ){0,2}(?:nichts|kaum was|kaum etwas|fast nichts) (?:mehr )?(?:gegessen|essen|esse)\\b" +
      "|\\bverdiene (?:es )?(?:nicht|kein) (?:zu essen|essen)\\b|\\bnicht verdient,? (?:zu essen|essen)\\b" +
      "|\\b(?:faste|fasten|hungere|hungern|esse nichts),? (?:\\w+,? ){0,6}(?:zur strafe|um mich zu (?:bestrafen|reinigen|lautern|laeutern)|als (?:strafe|busse|bu e|suhne|suehne)|fu(?:e)?r meine su(?:e)?nden)\\b",
    {
      match: ["ich habe seit fünf Tagen nichts gegessen", "ich faste, um mich zu bestrafen", "ich verdiene es nicht zu essen"],
      miss: ["ich faste im Ramadan, was esse ich zum Iftar", "Intervallfasten seit zwei Wochen, tolle Erfahrung"],
      unless: RELIGIOUS_FAST,
    },
  ),
  D(
    "eating",
    "de-fast-death",
    3,
    "\\b(?:fasten|hungern|nichts mehr essen|aufho(?:e)?ren zu essen) (?:\\w+ ){0,3}bis (?:zum tod|ich sterbe|ich tot bin|in den tod)\\b|\\bmich (?:zu tode )?verhungern lassen\\b" +
      "|\\bzu tode (?:hungern|fasten)\\b",
    { match: ["ich will fasten bis zum Tod", "ich werde mich verhungern lassen"], miss: ["ich verhungere gleich, wann gibt es Essen"] },
  ),
  D(
    "eating",
    "de-danger",
    1,
    "\\b(?:ohnma(?:e)?chtig|umgekippt|zusammengebrochen|bewusstlos|kreislaufzusammenbruch|herzrasen|haare fallen aus|schwarz vor augen)\\b",
    { match: ["ich bin gestern zweimal umgekippt"], modifier: true, modifies: ["eating"] },
  ),

  // ---- spiritual exit.
  D(
    "spiritual-exit",
    "de-god",
    2,
    "\\bgott (?:\\w+ ){0,2}(?:soll|moge|moege|darf) mich (?:\\w+ ){0,2}(?:holen|zu sich (?:nehmen|holen)|heimholen)\\b|\\b(?:hol|hole|nimm) mich (?:endlich |bald )?(?:zu dir|heim)\\b" +
      "|\\b(?:dass|damit) (?:er|gott|der herr) mich (?:\\w+ ){0,2}(?:holt|zu sich nimmt|heimholt)\\b|\\b(?:zu gott|zum herrn|zu jesus) (?:\\w+ )?(?:heimgehen|zuruckkehren|zurueckkehren)\\b",
    { match: ["ich bete jeden Abend, dass Gott mich holt", "lieber Gott, nimm mich endlich zu dir"], miss: ["Gott soll mich beschützen"] },
  ),
  D(
    "spiritual-exit",
    "de-join",
    2,
    "\\b(?:will|mochte|moechte|sehne mich|wu(?:e)?nsche mir|kann es kaum erwarten|darf bald|werde bald) (?:\\w+,? ){0,3}(?:zu|bei) (?:\\w+ ){1,2}" +
      "(?:ins jenseits|in den himmel|(?:im|i am) (?:himmel|jenseits)|auf der anderen seite|auf die andere seite|dru(?:e)?ben)\\b",
    {
      match: ["ich will zu meiner Frau in den Himmel", "ich sehne mich danach, bei ihm im Himmel zu sein"],
      miss: ["Oma ist jetzt bei Opa im Himmel"],
    },
  ),
  D(
    "spiritual-exit",
    "de-leave",
    2,
    "\\b(?:diese welt|dieses leben|diese erde) (?:\\w+ )?(?:verlassen|hinter mir lassen)\\b(?! (?:in der|wa(?:e)?hrend|beim))" +
      "|\\b(?:meinen|diesen) ko(?:e)?rper (?:fu(?:e)?r immer|endgu(?:e)?ltig|jetzt) verlassen\\b|\\b(?:mein|das) karma (?:\\w+ )?(?:beenden|abku(?:e)?rzen|abschliessen|abschlie en)\\b" +
      "|\\b(?:schneller|fru(?:e)?her|sofort|jetzt|endlich) (?:\\w+ ){0,3}(?:ins na(?:e)?chste leben|wiedergeboren werden|neu geboren werden|in ein besseres leben)\\b",
    { match: ["ich bin bereit, diese Welt zu verlassen", "kann ich mein Karma abkürzen und schneller wiedergeboren werden"] },
  ),

  // ---- modifiers.
  D(
    "time",
    "de-time",
    1,
    "\\b(?:heute (?:nacht|abend)|morgen(?: fruh| frueh| abend)?|am wochenende|diese nacht|diesen (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)" +
      "|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|um mitternacht|vor sonnenaufgang|in (?:ein paar|zwei|drei|\\d+) (?:stunden|tagen)|bald (?:schon|ist es soweit|vorbei))\\b",
    { match: ["ich mache es heute Nacht"], modifier: true },
  ),
  D(
    "plan-time",
    "de-plan",
    1,
    "\\b(?:mein entschluss steht|ich habe mich entschieden|ich hab mich entschieden|es ist entschieden|(?:ich )?(?:habe|hab) alles (?:geregelt|vorbereitet|geplant)" +
      "|alles ist (?:geregelt|vorbereitet))\\b",
    { match: ["mein Entschluss steht, ich habe alles geregelt"], modifier: true },
  ),
  D(
    "calm-after-despair",
    "de-calm",
    2,
    "\\b(?:seit|nachdem|jetzt wo|jetzt da) (?:ich )?(?:mich )?(?:entschieden habe|die entscheidung getroffen habe|alles geregelt habe|einen plan habe)\\b[^.?!]{0,30}?\\b(?:ruhig|ruhe|frieden|erleichtert|leicht)\\b",
    { match: ["seit ich mich entschieden habe, bin ich so ruhig"] },
  ),
  D(
    "loss",
    "de-loss",
    1,
    "\\b(?:hat mich verlassen|(?:job|arbeit|stelle|wohnung|haus|sorgerecht) verloren|gekundigt worden|gekuendigt worden|wurde gekundigt|wurde gekuendigt" +
      "|ist (?:gestorben|verstorben)|beerdigung|scheidung|trennung|fehlgeburt)\\b",
    { match: ["meine Frau hat mich verlassen"], modifier: true, modifies: ["means", "hopeless"] },
  ),
  D(
    "debt",
    "de-debt",
    1,
    "\\b(?:schulden|verschuldet|pleite|privatinsolvenz|insolvenz|gerichtsvollzieher|zwangsra(?:e)?umung|ruiniert|bankrott)\\b",
    {
      match: ["ich habe so viele Schulden"],
      modifier: true,
    },
  ),
  // ---- widened: plain statements as they are typed (separable verbs, words in between, text-speak, verb-final order).
  D(
    "direct",
    "de-direct",
    3,
    // "ich bring mich heute nacht um", "morgen bring ich mich um glaub ich": never "bring mich um 8 zum Bahnhof", "um den Verstand".
    `\\bbring(?:e)? (?:ich )?mich ${gap(4)}um\\b(?! (?:\\d|halb|viertel|punkt|ein uhr|eins|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun|zehn|elf|zwolf|zwoelf|mitternacht|zu|den|die|das|dem|meinen|meine|mein|vor)\\b)` +
      `|\\b(?:hang|hange|haeng|haenge) (?:ich )?mich ${gap(3)}auf\\b(?! (?:die|den|das|dem|der|ein|eine|einen|einem|meine[nm]?|mein|an|zu|bei|mit|dich)\\b)` +
      `|\\bknall(?:e)? (?:ich )?mich ${gap(3)}ab\\b` +
      `|\\bich ${gap(2)}(?:tote|toete|erschiesse|erschie e|erschie|erhange|erhaenge|vergifte|ersteche|ertranke|ertraenke) mich\\b(?! (?:in|mit|vor)\\b)`,
    {
      match: [
        "ich bring mich morgen früh um, ich halte es nicht mehr aus",
        "heute Abend bringe ich mich um glaub ich",
        "wenn alle schlafen häng ich mich auf",
        "ich erschieße mich, sobald er weg ist",
      ],
      miss: [
        "bring mich bitte um 8 zum Bahnhof",
        "die Hitze bringt mich um",
        "ich bringe mich nicht um, keine Sorge",
        "das bringt mich um den Verstand",
        "ich häng mich auf die Couch und schau einen Film",
      ],
      unless: LAUGH,
    },
  ),
  D(
    "direct",
    "de-direct",
    3,
    // Thinking of it, with words in between: "ich denke seit Monaten ernsthaft an Suizid".
    "\\b(?:denke|denk|dachte|nachgedacht|gedacht|uberlege|ueberlege|uberlegt|ueberlegt|erwage|erwaege) " +
      "(?:(?!nicht\\b|nie\\b|keine?n?\\b|referat|hausarbeit|artikel|buch|film|vortrag|text|aufsatz|seminar)[a-z]+,? ){0,4}(?:an |uber |ueber )(?:selbstmord|suizid|freitod)\\b(?! (?:ist|sei|war|im|in der|bei|von|des|der|als thema)\\b)" +
      `|\\b(?:will|mochte|moechte|werde|wurde|wuerde|wurd|muss) ${gap(3)}(?:selbstmord|suizid) (?:begehen|machen)\\b` +
      `|\\b(?:ich|dass ich|weil ich|wenn ich|ob ich)\\b ${gap(4)}(?:mich umbringen|mich toten|mich toeten|mir das leben nehmen|sterben|tot sein) (?:will|mochte|moechte|wollte|werde)\\b`,
    {
      match: [
        "ich denke seit Monaten wirklich ernsthaft an Suizid",
        "keiner versteht, dass ich sterben will",
        "manchmal frag ich mich, ob ich mir das Leben nehmen werde",
      ],
      miss: [
        "ich denke nicht an Suizid, nur an Urlaub",
        "ich plane ein Referat über Suizid im Mittelalter, Suizid ist dort ein Thema",
        "ich weiß, dass ich nicht sterben will",
      ],
    },
  ),
  D(
    "direct",
    "de-direct",
    3,
    // Ending one's own life in plain words: "dieses verkorkste Leben beenden", "mein Leben selbst beenden".
    "\\b(?:mein|dieses|das|meinem|diesem) (?!(?:altes|bisheriges|jetziges|vorheriges|berufliches) )(?:\\w+ )?leben (?!(?:hier|in|als|mit|zu)\\b)(?:\\w+ )?(?:selbst )?" +
      "(?:beenden|beende|zu beenden|abkurzen|abkuerzen|wegwerfen|wegschmeissen)\\b",
    {
      match: ["ich will mein Leben beenden", "wenn ich dieses kaputte Leben einfach beende", "ich möchte mein Leben selbst beenden"],
      miss: [
        "ich will mein altes Leben beenden und neu anfangen",
        "ich habe mein Studentenleben beendet",
        "das Leben in der Stadt beenden wir bald",
      ],
    },
  ),
  D(
    "direct",
    "de-end-all",
    2,
    // "ich mach bald Schluss." with no one named: ending it; never "ich mach Schluss mit ihm", "für heute mach ich Schluss".
    `\\b(?:mach|mache) (?:ich )?${gap(2)}(?:bald|endgultig|endgueltig|einfach|wirklich|dann|heute nacht) (?:\\w+ )?schluss(?= *(?:[.!?;]|$))` +
      "|\\bwenn [^.?!]{0,40}\\b(?:mach|mache) ich (?:\\w+ )?schluss(?= *(?:[.!?;]|$))|\\bschluss mit (?:allem|dem leben|meinem leben|mir)\\b(?! (?:was|dem|den)\\b)",
    {
      match: ["samstag wenn keiner da ist mach ich schluss.", "ich glaub ich mach bald Schluss", "ich mache Schluss mit allem"],
      miss: [
        "ich mach Schluss mit ihm, er lügt nur",
        "für heute mach ich Schluss.",
        "ok ich mach Schluss.",
        "wenn ich fertig bin, mach ich Schluss.",
      ],
      unless: /\b(?:fu(?:e)?r heute|feierabend|arbeit|schicht|buro|buero|pause|beziehung|fertig bin|mit (?:ihm|ihr|dir))\b/,
    },
  ),

  // ---- wish to die, not to wake.
  D(
    "wish-to-die",
    "de-wish",
    3,
    `\\b(?:wunsch|wunsche|wuensch|wuensche|hoffe|hoff|bete|bet)(?: ich)?,? (?:mir |dass ich |das ich )?${gap(7)}(?:${NO_MORE}|nie (?:mehr|wieder)) (?:aufzuwachen|aufwache|aufwachen)\\b` +
      `|\\bam liebsten (?:ware|waere|war|wurde|wuerde|wurd) ich ${gap(3)}(?:tot|gestorben|nie geboren|${NO_MORE} (?:da|hier|am leben)|einschlafen und (?:das wars|${NO_MORE}|nie (?:mehr|wieder)))\\b` +
      `|\\b(?:will|mag|mochte|moechte|mocht|wurde gern|wuerde gern|wurd gern|wurde gerne|wuerde gerne|wurd gerne) ${gap(3)}(?:${NO_MORE} (?:leben|da sein|hier sein|existieren|weiterleben)|tot sein)\\b` +
      `|\\b(?:wunsch|wunsche|wuensch|wuensche)(?: ich)? (?:mir )?${gap(3)}(?:tot zu sein|zu sterben|sterben zu (?:konnen|koennen|durfen|duerfen)|nie geboren (?:worden )?zu sein)\\b` +
      "|\\bhoffentlich wache ich (?:morgen |morgen fruh |morgen frueh )?(?:nicht|nie) (?:mehr |wieder )?auf(?= *(?:[.!?,;]|$))" +
      `|\\b(?:ware|waere|war) (?:gern|gerne|am liebsten) tot\\b`,
    {
      match: [
        "manchmal wünsche ich mir, tot zu sein",
        "hoffentlich wache ich morgen nicht auf.",
        "ich mag nicht mehr leben",
        "ich wünsche mir jede Nacht, einfach nicht mehr aufzuwachen",
        "am liebsten wär ich tot",
        "ich will nich mehr da sein",
        "ich hoff echt dass ich morgen früh nicht mehr aufwache",
      ],
      miss: [
        "hoffentlich wache ich heute Nacht nicht auf, wenn das Baby weint",
        "ich mag nicht mehr laufen, die Füße tun weh",
        "ich wünsche mir, morgen pünktlich aufzuwachen",
        "am liebsten wär ich am Meer",
        "ich will nicht mehr in dieser Stadt leben",
      ],
    },
  ),
  D(
    "wish-to-die",
    "de-no-wake",
    2,
    `(?<!\\b(?:angst|furcht|sorge)(?: davor)?,? )\\b(?:${NO_MORE}|nie (?:mehr|wieder)) aufzuwachen\\b` +
      "|\\beinschlafen und das (?:wars|war es|wars dann)\\b(?! fu(?:e)?r heute)|\\bfu(?:e)?r immer (?:einschlafen|schlafen)\\b",
    {
      match: ["der Gedanke, nie wieder aufzuwachen, tröstet mich", "einfach einschlafen und das wars", "ich möchte für immer schlafen"],
      miss: [
        "ich habe Angst, nicht mehr aufzuwachen nach der Narkose",
        "einschlafen und das wars für heute, gute Nacht",
        "ich schlafe am Wochenende lange",
      ],
    },
  ),
  D(
    "wish-to-die",
    "de-disappear",
    2,
    "\\bverschwinden(?: ?[.,])? fu(?:e)?r immer\\b|\\b(?:mude|muede) vom leben\\b|\\b(?:will|mochte|moechte) (?:\\w+ ){0,3}(?:weg,? fu(?:e)?r immer|fu(?:e)?r immer weg)(?= *(?:[.!?;]|$))|\\bfu(?:e)?r immer (?:weg sein|verschwinden|die augen schlie(?:ss|s|)en)\\b(?! (?:aus|von|nach|in)\\b)",
    {
      match: [
        "ich will einfach verschwinden. Für immer.",
        "ich möchte für immer weg sein",
        "einfach für immer verschwinden",
        "so müde vom Leben, will nur noch weg für immer",
      ],
      miss: [
        "ich will für immer weg sein aus diesem Kaff, nach Berlin",
        "der Zauberer lässt die Münze verschwinden",
        "ich will kurz verschwinden, bin gleich zurück",
      ],
    },
  ),
  D(
    "wish-to-die",
    "de-no-more",
    2,
    // "ich mag nimmer.", "kann nich mehr."
    "\\b(?:mag|will|kann) (?:einfach |echt |halt )?(?:nimmer|nimma|nich mehr|net mehr|ned mehr)(?= *(?:[.!?,;]|$))",
    {
      match: ["ich mag nimmer.", "ich kann einfach nich mehr", "i will nimma"],
      miss: ["ich mag nimmer Spinat", "ich kann nich mehr warten bis Freitag", "ich will nimmer so spät essen"],
    },
  ),

  // ---- burden, no one would notice.
  D(
    "burden",
    "de-burden",
    2,
    `\\bbin ${gap(3)}(?:eine|ne) (?:last|belastung|burde|buerde|klotz am bein)\\b(?! (?:der|des|von|im|beim)\\b)` +
      `|\\b(?:falle|fall) ${gap(4)}zur last\\b|\\b(?:niemandem|keinem|euch|allen) (?:mehr|langer|laenger) zur last (?:fallen|zu fallen)\\b` +
      "|\\bohne mich\\b[^.?!]{0,40}\\b(?:leichter|besser dran|einfacher|glucklicher|gluecklicher|freier|besser)\\b" +
      "|\\b(?:hatte|hatten|haette|haetten|ware|waere|waren|waeren|ginge|ist|sind|wird)\\b[^.?!]{0,30}\\b(?:leichter|besser dran|einfacher|glucklicher|gluecklicher|besser)\\b[^.?!]{0,12}\\bohne mich\\b",
    {
      match: [
        "ich bin allen nur noch eine Last",
        "meine Kinder hätten es ohne mich viel leichter",
        "ich will niemandem mehr zur Last fallen",
      ],
      miss: [
        "ich bin keine Last, sagt meine Mutter",
        "ohne mich geht das Projekt schneller",
        "im Alter möchte ich niemandem zur Last fallen",
      ],
    },
  ),
  D(
    "burden",
    "de-burden",
    2,
    // Said of oneself by another: "mein Freund sagt, wir wären ohne ihn besser dran".
    "\\b(?:sagt|sagte|meint|schreibt|gesagt|geschrieben)\\b[^.?!]{0,40}\\bohne (?:ihn|sie)\\b[^.?!]{0,20}\\b(?:besser dran|leichter|glucklicher|gluecklicher)\\b",
    {
      match: [
        "mein Bruder sagt, wir wären ohne ihn besser dran",
        "sie schreibt, wir hätten es ohne sie leichter",
        "er meint, alle wären ohne ihn glücklicher",
      ],
      miss: [
        "er sagt, ohne Zucker geht es ihm besser",
        "sie sagt, ohne ihn ist sie besser dran, seit der Scheidung ein neues Leben",
        "ich sagte, ohne Auto ist es leichter",
      ],
      unless: /\b(?:scheidung|getrennt|trennung|ex|geschieden)\b/,
    },
  ),
  D(
    "burden",
    "de-no-miss",
    2,
    "\\b(?:keiner|niemand)\\b (?:\\w+ ){0,4}(?:merken|merkt|bemerken|bemerkt|vermissen|vermisst|auffallen)\\b[^.?!]{0,20}\\bwenn ich (?:\\w+ )?(?:weg|tot|verschwunden|nicht mehr da|nimmer da|sterbe|verschwinde)\\b" +
      "|\\b(?:merkt|merken|bemerkt|vermisst|wurde|wuerde|wurd|wird) (?:es |mich )?(?:\\w+ ){0,2}(?:keiner|niemand)\\b[^.?!]{0,20}\\bwenn ich (?:\\w+ )?(?:weg|tot|verschwunden|nicht mehr da|nimmer da|sterbe|verschwinde)\\b",
    {
      match: [
        "es würde eh keiner merken, wenn ich nicht mehr da wär",
        "merkt doch keiner, wenn ich weg bin",
        "niemand würde mich vermissen, wenn ich sterbe",
      ],
      miss: [
        "keiner merkt, wenn ich früher gehe, oder?",
        "niemand wird es merken, wenn ich den Kuchen esse",
        "keiner hat gemerkt, dass ich die Haare geschnitten habe",
      ],
    },
  ),

  // ---- hopeless.
  D(
    "hopeless",
    "de-pointless",
    2,
    `\\b(?:das leben|mein leben|alles|es|nichts|das alles)\\b ${gap(2)}(?:hat|macht|ergibt) ${gap(2)}(?:keinen|kein) sinn mehr\\b(?!,? (?:den|die|das|dass|zu|weiter|noch|mit|fur|fuer)\\b)` +
      "|\\bwozu (?:soll ich |sollte ich )?(?:uberhaupt |ueberhaupt |eigentlich |dann )?noch (?:leben|weiterleben|da sein|hier sein|existieren|weitermachen|aufstehen)\\b" +
      "|\\bwozu (?:uberhaupt|ueberhaupt|eigentlich|dann) noch(?= *(?:[.!?,;]|$))" +
      "|\\bkeinen (?:grund|sinn|anlass) mehr,? (?:zu leben|weiterzuleben|zu atmen|weiterzumachen|hier zu sein|da zu sein|(?:im|i am|in meinem) leben)\\b",
    {
      match: [
        "es hat alles keinen Sinn mehr",
        "wozu soll ich überhaupt noch da sein",
        "ich habe keinen Grund mehr zu atmen",
        "ich sehe keinen Sinn mehr im Leben",
      ],
      miss: ["es macht keinen Sinn mehr, den Kurs weiterzumachen", "wozu noch ein Handy kaufen", "das hat doch Sinn, oder?"],
    },
  ),

  // ---- not being here.
  D(
    "not-being-here",
    "de-not-here",
    2,
    `\\bwenn ich (?:\\w+ )?(?:${NO_MORE} (?:da|hier)|tot|fu(?:e)?r immer weg|endgultig weg|endgueltig weg) (?:bin|ware|waere|war|sein werde)\\b|\\ban alle,? wenn ich weg bin\\b` +
      "|\\bsi(?:e)? werden (?:\\w+ ){0,2}sehen,? wie es ist,? wenn ich\\b",
    {
      match: [
        "wie kommen meine Eltern klar, wenn ich nicht mehr da wäre",
        "wenn ich wirklich nicht mehr da bin, merken sie es",
        "an alle, wenn ich weg bin: es tut mir leid",
      ],
      miss: [
        "wer füttert die Katze, wenn ich weg bin im Urlaub",
        "ich mache ein Testament, damit alles klar ist, wenn ich nicht mehr da bin",
        "wenn ich nicht mehr da bin, bin ich im Büro",
      ],
      unless: /\b(?:testament|patientenverfugung|patientenverfuegung|vorsorgevollmacht|erbe|urlaub|reise|buro|buero|krankenhaus|kur)\b/,
    },
  ),

  // ---- farewells: a last post, deleted accounts, words of goodbye, a goodbye reported and no answer since.
  D(
    "goodbye",
    "de-last-post",
    2,
    "\\b(?:das|dies) (?:hier )?(?:ist|war|wird) (?:mein|meine|das) (?:letzter|letzte|letztes) (?:beitrag|post|nachricht|eintrag|text|posting|kommentar)\\b" +
      `|\\b(?:das|dies) (?:hier )?ist das letzte,? (?:was|das) ich ${gap(3)}(?:schreib|schreibe|poste|sage|sag)\\b` +
      "|\\bmein (?:letzter|letztes) (?:beitrag|post|posting) hier\\b" +
      "|\\b(?:alle|meine) (?:\\w+ )?(?:accounts|konten|profile|social media) (?:\\w+ ){0,3}(?:geloscht|geloescht|deaktiviert)\\b",
    {
      match: ["das ist mein letzter Beitrag hier, danke", "das hier ist das letzte, was ich schreibe", "hab alle meine Accounts gelöscht"],
      miss: [
        "das ist mein letzter Beitrag vor dem Urlaub, bis September",
        "mein letzter Post war lustig",
        "ich habe alle Accounts gelöscht und fühl mich dank Digital Detox befreit",
      ],
      unless: new RegExp(`${BREAK.source}|\\b(?:detox|befreit|bildschirmzeit|handyfrei|datenschutz)\\b`),
    },
  ),
  D(
    "goodbye",
    "de-farewell-words",
    1,
    "\\b(?:danke (?:euch )?(?:fu(?:e)?r alles|an alle)|passt auf euch auf|macht es gut|machts gut|verzeiht mir|ich hab euch lieb|war (?:eine |ne )?scho(?:e)?ne zeit|tschu(?:e)?ss)\\b",
    {
      match: ["danke für alles und passt auf euch auf", "verzeiht mir bitte", "war ne schöne zeit, tschüss"],
      miss: ["danke für alles, schönen Urlaub euch", "letzter Arbeitstag heute, danke an alle Kollegen", "passt auf, die Straße ist glatt"],
      modifier: true,
      unless: /\b(?:gekundigt|gekuendigt|kundigung|kuendigung|job|arbeit|firma|kollegen|urlaub|ferien|umzug|rente|ruhestand)\b/,
    },
  ),
  D(
    "goodbye",
    "de-reported-goodbye",
    2,
    "^(?=.*\\b(?:danke fu(?:e)?r alles|machs gut|macht es gut|lebe? wohl|lebt wohl|es tut mir leid|verzeih mir|du warst (?:immer )?(?:der|die) beste|falls ich mich nicht mehr melde|ich hab dich lieb)\\b)" +
      "(?=.*\\b(?:geht|ging|nimmt|nahm) (?:\\w+ ){0,2}(?:nicht|nich) (?:mehr )?(?:ans handy|ans telefon|ran|ab)\\b|.*\\b(?:nicht|nich) (?:mehr )?erreichbar\\b|.*\\b(?:antwortet|reagiert|meldet sich) (?:\\w+ ){0,2}(?:nicht|nich|nie)\\b)",
    {
      match: [
        "meine Freundin hat mir nachts 'danke für alles' geschrieben und geht nicht mehr ans Handy",
        "er schrieb 'du warst immer der beste'. seitdem antwortet er nicht",
        "'lebt wohl' stand in ihrem Status, sie ist nicht erreichbar",
      ],
      miss: [
        "danke für alles, der Kuchen war super",
        "er geht nicht ans Handy, wahrscheinlich schläft er",
        "'machs gut' hat er gesagt, und dann ist er in den Urlaub gefahren",
      ],
      wholeMessage: true,
      unless: /\b(?:urlaub|reise|umzug|job|arbeit|party|kuchen)\b/,
    },
  ),

  // ---- giving things away, affairs set in order, and a calm or a readiness after them.
  D(
    "goodbye",
    "de-not-needed",
    2,
    "^(?=.*\\b(?:verschenkt|verschenke|verschenken|geschenkt|verkauft|weggegeben|abgegeben|vermacht|gegeben|verteilt)\\b)" +
      "(?=.*\\b(?:brauch|brauche|braucht|brauchen) (?:ich |er |sie )?(?:das |die |den |es |sie )?(?:eh|sowieso|bald|ja eh|dann eh|dann) (?:nicht|nichts|nix) mehr\\b" +
      "|.*\\b(?:sagt|gesagt|meint|meinte),? (?:er|sie) (?:brauche|brauch|braucht) (?:das|die|den|es|sie|ihn) (?:\\w+ )?(?:nicht|nichts) mehr\\b)",
    {
      match: [
        "hab mein Fahrrad meinem Bruder geschenkt. brauch ich eh nicht mehr",
        "er hat seine Gitarre verkauft und gesagt, er braucht bald nichts mehr",
        "meine Bücher hab ich verschenkt, brauch sie sowieso nicht mehr",
      ],
      miss: [
        "ich ziehe um und hab die Möbel verschenkt, brauch ich eh nicht mehr",
        "ich hab mein altes Handy verkauft, brauch es eh nicht mehr, hab ein neues Handy",
        "hab mein altes Rad verkauft, brauch ich eh nicht mehr, fahre jetzt Bahn",
        "ich habe die Kinderbücher verschenkt, die Kinder lesen sie noch",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:alte|altes|alten|stattdessen|jetzt (?:bahn|bus|rad))\\b`),
    },
  ),
  D(
    "hopeless",
    "de-not-long",
    2,
    "\\b(?:brauch|brauche) (?:ich )?(?:\\w+ )?(?:eh|sowieso|ja eh) (?:nicht|nich) mehr lange\\b|\\bwer meine sachen (?:kriegt|bekommt|erbt)\\b",
    {
      match: [
        "egal, brauch ich eh nicht mehr lange",
        "ich hab aufgeschrieben, wer meine Sachen kriegt",
        "brauche ich sowieso nicht mehr lange",
      ],
      miss: [
        "den Schlüssel brauch ich eh nicht mehr, ich hab einen neuen",
        "wer kriegt meine Sachen, wenn wir umziehen",
        "ich brauche nicht mehr lange für den Bericht",
      ],
    },
  ),
  D(
    "calm-after-despair",
    "de-settled",
    2,
    "^(?=.*\\b(?:alles geregelt|alles erledigt|alles aufgeschrieben|briefe? geschrieben|einen (?:langen )?brief geschrieben|nen brief geschrieben|verschenkt|passworter|passwoerter|katze (?:\\w+ ){0,3}(?:nachbarin|nachbarn|schwester|bruder)|alles vorbereitet)\\b)" +
      "(?=.*\\b(?:zum ersten mal seit (?:\\w+ )?(?:langem|monaten|jahren|wochen)|friedlich|ruhig|erleichtert|bin (?:jetzt |nun )?bereit|jetzt ist alles geregelt|fu(?:e)?hlt sich (?:\\w+ )?(?:gut|leicht|friedlich) an|innerer frieden)\\b)",
    {
      match: [
        "ich habe alles geregelt, Briefe geschrieben. Zum ersten Mal seit Wochen bin ich ruhig",
        "hab meine Sachen verschenkt und der Mama einen Brief geschrieben. jetzt ist alles geregelt",
        "die Katze geht zu meiner Nachbarin, alles vorbereitet, ich bin jetzt bereit",
      ],
      miss: [
        "ich habe alles für den Umzug geregelt und bin erleichtert",
        "Testament gemacht, mit 70, jetzt bin ich ruhig",
        "ich habe Briefe geschrieben an die Oma, sie freut sich",
      ],
      wholeMessage: true,
      unless: new RegExp(`${CLEARING.source}|\\b(?:urlaub|reise|hochzeit|prufung|pruefung|geburtstag|weihnachten)\\b`),
    },
  ),
  D(
    "calm-after-despair",
    "de-calm",
    2,
    "\\b(?:seit|nachdem|jetzt wo|jetzt da) (?:ich )?(?:mich )?(?:entschieden (?:hab|habe)|die entscheidung getroffen (?:hab|habe)|alles geregelt (?:hab|habe)|einen plan (?:hab|habe))\\b(?!,? (?:\\w+ ){0,3}zu\\b)[^.?!]{0,40}?\\b(?:ruhig|ruhe|frieden|erleichtert|leicht|friedlich)\\b" +
      "|\\b(?:hab|habe) (?:jetzt |nun |endlich )?einen plan\\b(?! (?:fu(?:e)?r|zum|zur|gegen|mit|b)\\b)[^.?!]{0,50}\\b(?:erleichtert|ruhig|friedlich|frieden|leicht)\\b",
    {
      match: [
        "seit ich mich entschieden hab, ist alles ruhig in mir",
        "ich hab einen Plan und bin zum ersten Mal erleichtert",
        "nachdem ich alles geregelt hab, bin ich ganz friedlich",
      ],
      miss: [
        "ich hab einen Plan für die Prüfung und bin erleichtert, oder?",
        "seit ich mich entschieden hab, wird alles schwer",
        "ich habe keinen Plan und bin unruhig",
        "seit ich mich entschieden hab, Veganerin zu werden, fühl ich mich leicht",
      ],
      unless: /\b(?:prufung|pruefung|job|arbeit|umzug|studium|urlaub|hochzeit|trennung|kundigung|kuendigung|abnehmen|diat)\b/,
    },
  ),
  D(
    "plan-time",
    "de-deadline-after",
    2,
    "^(?=.*\\b(?:bis|vor) (?:\\w+ )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monatsende|ende des monats|wochenende)\\b)" +
      "(?=.*\\b(?:danach|nachher|dann) (?:ist|wird|spielt) (?:das|es|mir das) (?:\\w+ )?(?:nicht mehr mein problem|egal|keine rolle mehr)\\b)",
    {
      match: [
        "mein Testament muss bis Freitag fertig sein. danach ist das eh nicht mehr mein Problem",
        "alles muss bis Sonntag geregelt sein, danach spielt es keine Rolle mehr",
        "bis Monatsende ist alles erledigt. dann ist es egal",
      ],
      miss: [
        "der Bericht muss bis Freitag fertig sein, dann hab ich Urlaub",
        "bis Samstag muss ich umziehen, danach ist es egal wie es aussieht",
        "danach ist es egal, sagt mein Chef",
      ],
      wholeMessage: true,
      unless: /\b(?:urlaub|umzug|umziehen|projekt|bericht|chef|kunde|abgabe|klausur|prufung|pruefung)\b/,
    },
  ),

  // ---- self-harm.
  D(
    "self-harm",
    "de-self-harm",
    3,
    `\\b(?:zigarette|zigaretten|kippe|kippen|feuerzeug) ${gap(4)}(?:auf|an) (?:meinem|meiner|meine|meinen|der|dem|den|die) (?:arm|armen|arme|haut|hand|handen|haenden|bein|beinen|oberschenkel|oberschenkeln|handgelenk|handgelenken|bauch)\\b` +
      `|\\b(?:schneide|schneid|ritze|ritz|verletze|verletz|verbrenne|verbrenn) (?:ich )?mich ${gap(2)}(?:wieder|schon wieder|jeden tag|jede nacht|jeden abend|taglich|taeglich|oft|tiefer|heimlich|seit)\\b` +
      "|\\b(?:schneide|schneid|ritze|ritz) (?:ich )?mir (?:\\w+ ){0,2}(?:die |meine )?(?:arme|arm|pulsadern|handgelenke|handgelenk|haut|beine|oberschenkel) (?:\\w+ )?auf\\b" +
      "|\\b(?:hat sich|hab mir|habe mir|hat sich selbst|mir) (?:\\w+ ){0,2}(?:tiefe |neue )?(?:schnitte|wunden|brandwunden) (?:gemacht|zugefugt|zugefuegt|beigebracht)\\b" +
      "|\\b(?:kopf|faust) (?:\\w+ ){0,3}gegen die wand\\b[^.?!]{0,30}\\b(?:bis|blut|blutig)\\b",
    {
      match: [
        "abends drück ich Zigaretten auf meiner Haut aus",
        "ich schneide mich schon wieder",
        "mein Bruder hat sich tiefe Schnitte gemacht",
        "ich schneide mir die Arme auf",
      ],
      miss: ["ich schneide mich wieder beim Rasieren", "die Zigarette liegt auf dem Tisch", "ich habe mich beim Gemüse geschnitten"],
      unless: /\b(?:rasieren|rasierer|kochen|gemuse|gemuese|brot|papier|kuche|kueche|zwiebel|messer beim)\b/,
    },
  ),

  // ---- means: pills kept or enough, a weapon on one's mind, a height or a track and how easy it would be.
  D(
    "means",
    "de-stockpile",
    2,
    `\\b${PILLS} (?:\\w+ ){0,5}(?:gesammelt|gehortet|gebunkert|beiseite gelegt|beiseitegelegt|zur seite gelegt|versteckt|aufgespart)\\b` +
      `|\\b${PILLS}\\b[^?]{0,80}\\b(?:reicht das|reichen die|reicht es|reichen sie|ist das genug|sind das genug)\\b`,
    {
      match: [
        "die Tabletten vom Arzt habe ich alle gesammelt",
        "ich hab noch Schlaftabletten von Opa im Schrank. reicht das wohl",
        "Medikamente seit Monaten im Bad versteckt",
      ],
      miss: [
        "alte Tabletten gesammelt und zur Apotheke gebracht",
        "Ibuprofen gegen Zahnschmerzen, reicht das bis Montag",
        "ich nehme meine Tabletten jeden Tag",
      ],
      unless: /\b(?:apotheke|entsorg\w*|zahn\w*|kopfschmerz\w*|fieber|erkaltung|erkaeltung|grippe|urlaub|reise|hund|katze)\b/,
    },
  ),
  D(
    "means",
    "de-sedative-alcohol",
    2,
    "\\b(?:schlaftabletten|beruhigungsmittel|benzos|tavor|diazepam|tabletten|pillen) (?:und|mit|plus) (?:alkohol|wein|rotwein|schnaps|wodka|whisky)\\b" +
      "(?=.*\\b(?:ab wie viel|ab wieviel|wie viel|wieviel|gefahrlich|gefaehrlich|todlich|toedlich)\\b)",
    {
      match: [
        "Schlaftabletten und Wodka, ab wie viel wird das gefährlich",
        "Tavor mit Rotwein, wie viel ist tödlich",
        "Tabletten und Alkohol. Nur gefragt: ab wieviel ist es gefährlich",
      ],
      miss: [
        "darf ich nach Schlaftabletten ein Glas Wein trinken",
        "Tabletten und Alkohol vertragen sich nicht, sagt der Beipackzettel",
        "Kopfschmerztabletten mit Wasser nehmen",
      ],
      unless: /\b(?:darf ich|beipackzettel|arzt sagt|vertragen)\b/,
    },
  ),
  D(
    "means",
    "de-weapon-dwell",
    2,
    "^(?=.*\\b(?:waffe|pistole|revolver|gewehr|flinte|jagdflinte|jagdgewehr|dienstwaffe|knarre|strick|seil)\\b)" +
      "(?=.*\\b(?:(?:denk|denke|dachte) (?:\\w+ ){0,2}(?:oft|standig|staendig|dauernd|immer|nur noch|die ganze zeit|jeden tag|jeden abend|jede nacht) (?:\\w+ )?(?:an sie|an ihn|daran|dran)" +
      "|(?:daran|dran),? (?:sie|ihn|es|die waffe) zu (?:benutzen|nehmen)|geht (?:sie |er |es )?mir nicht (?:mehr )?aus dem kopf|nehm(?:e)? (?:ich )?(?:sie|ihn) (?:\\w+ ){0,2}in die hand|halte (?:sie|ihn) (?:\\w+ )?in der hand)\\b)",
    {
      match: [
        "im Keller steht das Gewehr von meinem Vater. ich denke jeden Abend daran",
        "seit ich weiß, wo die Pistole liegt, geht sie mir nicht mehr aus dem Kopf",
        "die alte Dienstwaffe, manchmal nehm ich sie nachts in die Hand",
      ],
      miss: [
        "ich habe den Jagdschein bestanden, welche Flinte soll ich kaufen",
        "das Seil fürs Klettern, denk dran!",
        "im Film hat er eine Pistole, ich denke an die Szene",
      ],
      wholeMessage: true,
      unless: /\b(?:jagdschein|schutzenverein|schuetzenverein|sportschutze|klettern|film|serie|roman|hangematte|haengematte|boot)\b/,
    },
  ),
  D("means", "de-rope", 2, "\\b(?:ein|einen) (?:\\w+ )?(?:seil|strick|strang)\\b (?:\\w+ ){0,3}(?:gekauft|besorgt|geholt|bestellt)\\b", {
    match: [
      "hab mir heute einen Strick besorgt",
      "ich habe ein Seil gekauft und weiß nicht wofür",
      "ein dickes Seil im Baumarkt geholt, mehr sag ich nicht",
    ],
    miss: ["ein Seil für die Hängematte gekauft", "einen Strick fürs Boot bestellt, zum Segeln", "ich habe ein Springseil gekauft"],
    unless: /\b(?:hangematte|haengematte|klettern|boot|segeln|zelt|garten|schaukel|wasche|waesche|hund|pferd|umzug|sport|springseil)\b/,
  }),
  D(
    "means",
    "de-height-easy",
    2,
    "^(?=.*\\b(?:brucke|bruecke|gleis|gleise|gleisen|bahnsteig|schienen|dach|balkon|hochhaus|parkhaus|klippe|kante|abgrund|fenster|s bahn|zug)\\b)" +
      "(?=.*\\b(?:(?:ware|waere|war|ist) (?:\\w+ )?(?:schnell|sofort|so schnell|so einfach|ganz einfach|so leicht) (?:vorbei|erledigt)" +
      "|(?:naher|naeher|nah|dichter) an (?:der|die) kante|(?:soll|will|konnte|koennte|muss|werde) (?:\\w+ )?(?:springen|runterspringen)" +
      "|einfach (?:\\w+ und )?(?:springen|fallen lassen|aussteigen|loslassen)|und spring(?:e)?(?= *(?:[.!?,;]|$| runter)))\\b)",
    {
      match: [
        "ich stehe oft auf dem Parkhaus und schau runter. wär schnell vorbei",
        "auf dem Balkon sagt eine Stimme, ich soll springen",
        "letzte Nacht stand ich näher an der Kante als sonst, am Bahnsteig",
        "ich geh heute nacht zur Brücke und spring",
      ],
      miss: [
        "vom Balkon aus ist die Aussicht toll, ich will ein Foto",
        "die S-Bahn war so schnell vorbei, ich hab sie verpasst",
        "beim Klettern an der Kante einfach loslassen? nein, sichern!",
      ],
      wholeMessage: true,
      unless: /\b(?:aussicht|foto|fotos|sonnenuntergang|wandern|urlaub|klettern|verpasst|sichern|schwimmbad|sprungturm)\b/,
    },
  ),
  D(
    "means",
    "de-no-way-back",
    2,
    "\\b(?:damit|dass|so dass|sodass) (?:man|ich) (?:\\w+ )?(?:nicht mehr|nie mehr|nie wieder) (?:rauskommt|rauskomme|aufwacht|aufwache|zuruckkommt|zurueckkommt|auftaucht|hochkommt)\\b" +
      "|\\b(?:uberlegt|ueberlegt|uberlege|ueberlege|nachgedacht|frage mich|plane|geplant)\\b[^.?!]{0,30}\\bwie (?:ein|einen) unfall aus(?:sieht|sehen|zusehen)\\b" +
      "|\\b(?:komme|komm) (?:\\w+ )?(?:nicht|nie) (?:mehr )?zuru(?:e)?ck(?= *(?:[.!?;]|$))",
    {
      match: [
        "wie tief muss der See sein, damit man nicht mehr rauskommt",
        "ich überlege, wie es wie ein Unfall aussehen könnte",
        "ich fahr in die Berge und komm nicht mehr zurück.",
      ],
      miss: [
        "damit man nicht mehr rauskommt, schließt man die Tür ab, sagt der Hausmeister",
        "wie sieht ein Unfallbericht aus",
        "ich komme heute nicht zurück, sondern morgen",
      ],
      unless: /\b(?:hausmeister|schlussel|schluessel|katze|hund|tur|tuer)\b/,
    },
  ),
  D(
    "means",
    "de-insurance",
    2,
    "\\b(?:lebensversicherung|risikolebensversicherung|versicherung)\\b[^?]{0,80}\\b(?:zahlt|zahlen|leistet|deckt)\\b[^?]{0,40}\\b(?:selbstmord|suizid|freitod|jedem todesfall|unfall aus)\\b" +
      "|\\bzahlt (?:die |eine )?(?:lebensversicherung|risikolebensversicherung|versicherung)\\b[^?]{0,40}\\b(?:selbstmord|suizid|freitod|jedem todesfall)\\b" +
      "|\\b(?:ihr|sie|meine familie|meine frau|die kinder) (?:kriegt|kriegen|bekommt|bekommen) (?:\\w+ ){0,3}(?:geld|summe) (?:von der|aus der) (?:lebens)?versicherung\\b",
    {
      match: [
        "zahlt die Lebensversicherung eigentlich auch bei Suizid",
        "meine Versicherung würde alles decken. zahlt die bei jedem Todesfall?",
        "ihr kriegt dann das Geld von der Versicherung",
      ],
      miss: [
        "welche Lebensversicherung lohnt sich mit 30",
        "die Versicherung zahlt den Wasserschaden",
        "zahlt die Versicherung beim Autounfall den Mietwagen?",
      ],
    },
  ),

  // ---- spiritual exit: God asked to take one, leaving earlier than meant, going to the dead.
  D(
    "spiritual-exit",
    "de-god",
    2,
    "\\b(?:gebeten|bitte|bete|flehe|angefleht|gebetet)\\b[^.?!]{0,30}\\bmich (?:endlich |bald |zu sich |heim){0,2}(?:zu holen|holen|heimzuholen|sterben zu lassen|zu sich zu nehmen)\\b" +
      "|\\b(?:gott|allah|der herr|jesus)\\b (?:\\w+ ){0,3}mich (?:\\w+ ){0,2}(?:zu sich (?:nimmt|holt)|heimholt)\\b|\\b(?:nimmt|holt) (?:gott|allah|der herr|jesus) mich (?:\\w+ ){0,2}(?:zu sich|heim)\\b" +
      "|\\bbereit,? (?:\\w+ ){0,2}(?:fru(?:e)?her|vorher|jetzt schon|vor der zeit) zu gehen\\b",
    {
      match: ["ich habe Gott angefleht, mich endlich zu holen", "vielleicht holt Allah mich so zu sich", "ich bin bereit, früher zu gehen"],
      miss: [
        "ich bete, dass Gott mich beschützt",
        "ich bitte dich, mich abzuholen",
        "ich bin bereit, früher zu gehen, der Chef erlaubt es",
      ],
      unless: /\b(?:chef|feierabend|arbeit|buro|buero|schule|party|abholen)\b/,
    },
  ),
  D(
    "spiritual-exit",
    "de-early",
    2,
    "\\b(?:der|die|wer|man|jemand|ich) (?:\\w+ ){0,2}(?:fru(?:e)?her|vor (?:seiner|ihrer|meiner|der) zeit) (?:geht|gehe|gehen)\\b,? (?:\\w+ )?als (?:vorgesehen|geplant|bestimmt)\\b" +
      "|\\b(?:habe|hab|hat) genug gelebt\\b|\\bwas passiert mit (?:jemandem|einem|der seele),? (?:der|die) (?:\\w+ ){0,3}(?:selbst|freiwillig) geht\\b",
    {
      match: [
        "was passiert mit einem, der früher geht als vorgesehen",
        "mein Opa sagt, er habe genug gelebt",
        "ich hab genug gelebt, ehrlich",
      ],
      miss: ["er geht früher als geplant in Rente", "ich gehe heute früher, als vorgesehen war", "hab genug gegessen"],
      unless: /\b(?:rente|ruhestand|feierabend|arbeit|schule|party|heute)\b/,
    },
  ),
  D(
    "spiritual-exit",
    "de-join",
    2,
    "\\b(?:will|mochte|moechte|wollen|wollte|sehne mich danach,?) (?:\\w+ ){0,3}(?:zu|bei) (?:ihr|ihm|ihnen)(?: sein)?\\b(?! (?:fahren|gehen|ziehen|nach|ins|in die|zum|zur|ans|an|auf|ubernachten|uebernachten)\\b)",
    {
      match: [
        "seit Oma tot ist, will ich nur noch zu ihr",
        "meine Mutter sagt seit Papas Beerdigung, sie will bald zu ihm",
        "seit er gestorben ist, möchte ich einfach bei ihm sein",
      ],
      miss: [
        "meine Freundin ist im Urlaub, ich will zu ihr fahren",
        "ich will zu ihm, er wohnt in Köln",
        "seit Opas Tod will ich zu ihm ans Grab fahren",
      ],
      unless: NO_DEATH_WORD,
    },
  ),
  D(
    "spiritual-exit",
    "de-for-me",
    2,
    // Asking about suicide, and saying it is for oneself, not for school.
    "^(?=.*\\b(?:selbstmord|suizid|freitod|todsunde|todsuende|sich (?:\\w+ )?(?:das leben nimmt|umbringt)|fru(?:e)?her geht|selbst beende|selbst beenden|darf man dann gehen)\\b)" +
      "(?=.*\\b(?:(?:frag|frage)(?: ich)? (?:\\w+ ){0,2}(?:nicht|nich) (?:fu(?:e)?r (?:ein|eine|einen|die|den|das) (?:referat|hausarbeit|schule|seminar|aufsatz|freund|freundin|buch))|(?:frag|frage) (?:\\w+ )?fu(?:e)?r mich|ich will nur wissen,? worauf ich mich einstelle|ist fu(?:e)?r mich wichtig)\\b)",
    {
      match: [
        "Ist Suizid eine Todsünde? Ich frag nicht für ein Referat",
        "was passiert, wenn man sich selbst das Leben nimmt? ich frage für mich",
        "ist Freitod im Buddhismus erlaubt? ist für mich wichtig",
      ],
      miss: [
        "Ist Suizid eine Todsünde? Frage für ein Referat in Reli",
        "wie sahen die Stoiker den Freitod, frage für die Schule",
        "ich frage für mich: was kostet ein Zugticket",
      ],
      wholeMessage: true,
    },
  ),
  D(
    "hopeless",
    "de-let-nature",
    2,
    "^(?=.*\\b(?:der natur (?:ihren )?lauf lassen|die natur entscheiden lassen|soll die natur entscheiden)\\b)(?=.*\\b(?:tabletten|medikamente|insulin|behandlung|therapie)\\b (?:\\w+ ){0,3}(?:abgesetzt|absetzen|nicht mehr|aufgehort|aufgehoert)\\b)",
    {
      match: [
        "ich habe meine Tabletten abgesetzt, soll die Natur entscheiden",
        "Medikamente nehme ich nicht mehr, ich will der Natur ihren Lauf lassen",
        "meine Therapie habe ich aufgehört, die Natur entscheiden lassen",
      ],
      miss: [
        "im Garten der Natur ihren Lauf lassen",
        "ich habe die Tabletten abgesetzt, der Arzt hat es erlaubt",
        "die Natur entscheiden lassen, welche Blumen wachsen",
      ],
      wholeMessage: true,
      unless: /\b(?:arzt|arztin|aerztin|onkologe|palliativ|hospiz|garten)\b/,
    },
  ),
  D(
    "eating",
    "de-starve",
    2,
    // "ich ess seit 6 Tagen nix", "ich faste jetzt seit zwei Wochen": the verb first, as it is said.
    "\\b(?:esse|ess|iss|habe|hab)\\b (?:\\w+ ){0,2}seit (?:\\d+|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun|zehn|zwolf|zwoelf|vierzehn|mehreren|vielen|einigen) (?:tagen|wochen) " +
      "(?:\\w+ ){0,2}(?:nichts|nix|kaum (?:was|etwas|noch was)|fast (?:nichts|nix)|gar (?:nichts|nix))\\b" +
      "|\\b(?:faste|hungere)\\b (?:\\w+ ){0,2}seit (?:\\d+|zwei|drei|vier|funf|fuenf|sechs|sieben|acht|neun|zehn|zwolf|zwoelf|vierzehn|mehreren|vielen|einigen) (?:tagen|wochen)\\b",
    {
      match: [
        "ich ess seit vier tagen fast nix",
        "ich faste jetzt seit drei Wochen, um mich zu reinigen",
        "esse seit 10 Tagen gar nichts mehr",
      ],
      miss: [
        "ich esse seit drei Wochen kein Fleisch",
        "ich faste seit zwei Wochen im Ramadan",
        "Heilfasten seit 5 Tagen in der Klinik, ich faste seit 5 tagen mit Arzt",
      ],
      unless: new RegExp(`${RELIGIOUS_FAST.source}|\\b(?:klinik|arzt|arztlich|aerztlich|buchinger|fastenwandern)\\b`),
    },
  ),
  D(
    "wish-to-die",
    "de-want-stop",
    2,
    "\\b(?:will|mochte|moechte|wunsche mir|wuensche mir),? (?:(?:einfach|nur|doch|endlich),? ){0,2}dass (?:es|alles) (?:\\w+ ){0,2}(?:aufhort|aufhoert|vorbei ist|zu ende ist|endet)\\b(?!,? (?:der|die|das) (?:larm|laerm|schmerz|regen|streit|krieg)\\b)",
    {
      match: [
        "ich will einfach, dass es irgendwann aufhört",
        "ich möchte nur dass alles vorbei ist",
        "ich wünsche mir, dass alles endlich endet",
      ],
      miss: [
        "ich will, dass der Lärm aufhört",
        "ich will nicht dass es aufhört, so schön war der Urlaub",
        "ich möchte, dass der Streit aufhört",
      ],
      unless: /\b(?:larm|laerm|regen|streit|urlaub|baustelle|kopfschmerz\w*|zahnschmerz\w*|mobbing)\b/,
    },
  ),
  D(
    "wish-to-die",
    "de-dont-care",
    2,
    "\\b(?:mir ist|ist mir) (?:\\w+ )?egal,? ob ich (?:\\w+ )?(?:ankomme|uberlebe|ueberlebe|lebe|sterbe|aufwache|heimkomme|zuruckkomme|zurueckkomme)\\b" +
      "|\\b(?:bald|wohl bald) (?:\\w+ )?selbst (?:rausfinde|herausfinde|erfahre|sehe)\\b",
    {
      match: [
        "ich fahr ohne Gurt, mir ist egal, ob ich ankomme",
        "ehrlich, ist mir egal ob ich morgen aufwache",
        "wie ist es nach dem Tod? frag, weil ich's wohl bald selbst rausfinde",
      ],
      miss: [
        "mir ist egal, ob ich gewinne",
        "ist mir egal ob ich heute oder morgen ankomme, Hauptsache billig",
        "das finde ich bald selbst raus, wenn ich das Handbuch lese",
      ],
      unless: /\b(?:hauptsache|billig|zug|bahn|flug|handbuch|spiel|rennen)\b/,
    },
  ),
  D(
    "burden",
    "de-burden",
    2,
    "\\blast,? die ich (?:\\w+ ){0,3}(?:aufburde|aufbuerde|auflade)\\b|\\b(?:aufburde|aufbuerde) (?:ich )?(?:allen|euch|meiner familie|meinen kindern)\\b",
    {
      match: [
        "jeder Tag ist eine Last, die ich allen anderen aufbürde",
        "ich bin eine Last, die ich meiner Familie auflade",
        "ich fühle mich wie eine Last, die ich allen aufbuerde",
      ],
      miss: ["die Arbeit, die ich dir aufbürde, tut mir leid", "eine Last, die ich trage", "die Last liegt auf dem Wagen"],
    },
  ),
  D(
    "goodbye",
    "de-giving",
    2,
    "\\b(?:verschenkt|verschenke|verschenken|verteilt|verkauft) (?:gerade )?(?:all |alle |fast alle |fast all )?(?:ihre |seine |meine |mein )?(?:ganzen |ganze )?(?:sachen|besitz|habseligkeiten|lieblingssachen)\\b" +
      "|\\bpassw(?:or|oe|o)rter (?:\\w+ ){0,4}(?:fur|fuer) (?:meine|meinen|meinem) (?:mutter|vater|mama|papa|schwester|bruder|frau|mann|familie)\\b",
    {
      match: [
        "meine Schwester verschenkt gerade ihre ganzen Sachen",
        "ich habe alle meine Passwörter für meine Mutter aufgeschrieben",
        "er verteilt seine Habseligkeiten",
      ],
      miss: [
        "wir ziehen um und ich verschenke meine Sachen",
        "ich verkaufe meine alten Sachen auf dem Flohmarkt",
        "Passwörter für meinen Vater eingerichtet, der neue Laptop geht",
      ],
      unless: new RegExp(`${CLEARING.source}|\\b(?:laptop|handy|eingerichtet|router|wlan|vorsorge|notfallmappe)\\b`),
    },
  ),
  D(
    "spiritual-exit",
    "de-early",
    2,
    // "darf man dann gehen", asked beside suffering.
    "\\bdarf man (?:dann |auch |selbst )?(?:fru(?:e)?her )?gehen(?= *(?:[.!?]|$))(?<=\\bleiden\\b.*)",
    {
      match: [
        "wenn das Leiden zu groß wird, darf man dann gehen?",
        "das Leiden ist zu viel. darf man früher gehen",
        "bei so viel Leiden, darf man auch gehen",
      ],
      miss: ["darf man dann gehen, wenn der Kurs zu Ende ist", "wenn die Knie leiden, darf man dann aufstehen?", "darf man dann gehen?"],
    },
  ),
  D(
    "wish-to-die",
    "de-end-it",
    2,
    `\\b(?:will|mochte|moechte|werde|muss|wurde gern|wuerde gern) ${gap(2)}(?:das alles|alles|es) (?:endlich )?beenden(?= *(?:[.!?;]|$))` +
      "|\\bum (?:es|alles|das alles) (?:endlich )?zu beenden\\b" +
      `|\\b(?:will|mochte|moechte) ${gap(5)}(?:nicht|nich) mehr sein(?= *(?:[.!?,;]|$))` +
      "|\\b(?:habe|hab) (?:mich )?(?:entschieden|beschlossen),? (?:zu sterben|mich umzubringen|mir das leben zu nehmen)\\b",
    {
      match: ["ich will das alles beenden.", "Schlaftabletten besorgt, um es zu beenden", "ich hab beschlossen zu sterben"],
      miss: [
        "ich will das Projekt beenden.",
        "ich will das alles beenden mit ihm, die Beziehung ist tot",
        "um das Spiel zu beenden, drück Escape",
      ],
      unless: /\b(?:beziehung|projekt|studium|spiel|kurs|vertrag|streit|ausbildung|job)\b/,
    },
  ),
  D(
    "not-being-here",
    "de-not-here",
    2,
    "\\b(?:morgen|bald|heute nacht|nachste woche|naechste woche|dann) (?:\\w+ )?bin ich (?:nicht mehr|nimmer) (?:da|hier)(?= *(?:[.!?;]|$))" +
      "|\\bbald ist (?:es|alles) vorbei\\b(?! mit (?:der|dem|den)\\b)",
    {
      match: ["morgen früh bin ich nicht mehr da.", "bald ist es vorbei, ich hab alles geregelt", "dann bin ich nicht mehr hier"],
      miss: [
        "morgen bin ich nicht mehr da, bin im Urlaub bis Montag",
        "bald ist die Prüfung vorbei, bald ist es vorbei mit dem Stress",
        "bald ist es vorbei, der Winter geht",
      ],
      unless: new RegExp(
        `${BREAK.source}|\\b(?:prufung|pruefung|klausur|winter|sommer|semester|schule|baustelle|schmerz|schmerzen|erkaltung|erkaeltung|grippe|buro|buero|arbeit)\\b`,
      ),
    },
  ),
  D(
    "self-harm",
    "de-self-harm",
    3,
    "\\b(?:arme|arm|handgelenke|handgelenk|haut|beine|oberschenkel) (?:\\w+ )?(?:aufgeritzt|geritzt|aufgeschlitzt)\\b",
    {
      match: ["ich hab mir wieder die Arme aufgeritzt", "die Oberschenkel wieder geritzt", "mein Handgelenk aufgeschlitzt"],
      miss: ["die Arme vom Sport schmerzen", "das Brett geritzt mit dem Messer", "Initialen in die Rinde geritzt"],
    },
  ),
  D(
    "wish-to-die",
    "de-tired",
    2,
    "\\bgenug (?:von (?:diesem|dem|meinem) leben|vom leben)\\b|\\bkann (?:so |einfach |echt )?(?:nicht|nich) mehr weiterleben\\b" +
      "|\\b(?:halt|halte|ertrag|ertrage) (?:dieses|das|mein) leben (?:\\w+ )?(?:nicht|nich) mehr(?: aus)?\\b",
    {
      match: ["ich habe genug von diesem Leben", "ich kann so nicht mehr weiterleben", "ich halte dieses Leben nicht mehr aus"],
      miss: ["genug von diesem Regen", "ich kann so nicht mehr arbeiten", "ich halte das Leben in der Stadt nicht mehr aus"],
    },
  ),
  D(
    "means",
    "de-overdose",
    2,
    `\\b(?:nehm|nehme|schluck|schlucke) (?:ich )?(?:\\w+ )?(?:alle|die ganzen) (?:meine |meiner )?${PILLS}\\b(?! (?:jeden|jede|morgens|abends|wie|nach|vor|zum)\\b)` +
      "|\\b(?:sagt|sag) (?:meiner|meinem|meinen) \\w+,? (?:dass )?(?:es mir leid tut|ich (?:sie|ihn|euch) liebe|es nicht (?:ihre|seine|eure) schuld (?:ist|war))\\b",
    {
      match: [
        "ich nehm heute alle meine Tabletten",
        "sag meiner Mutter, dass es mir leid tut",
        "heute Nacht schlucke ich die ganzen Schlaftabletten",
      ],
      miss: [
        "ich nehme alle meine Tabletten jeden Morgen",
        "ich nehme alle Tabletten wie verordnet",
        "sag meiner Mutter, dass ich später komme",
      ],
    },
  ),
  // ---- second pass: plain and indirect ways still missed (dialect and texting included).
  D(
    "plan-time",
    "de-when-alone",
    2,
    "\\bwenn (?:[a-z]+ ){1,4}(?:weg|fort|nicht da|nicht zu hause|nicht daheim|verreist|unterwegs|aus dem haus|eingeschlafen|i am urlaub|im urlaub)(?: ist| sind| bin)?,? " +
      "(?:mach|mache|tu|tue|erledige|zieh|ziehe) ich (?:es|das)(?: durch)?(?= *(?:$|[.,!?;]))",
    {
      match: [
        "am freitag, wenn meine mitbewohnerin weg ist, mach ich es.",
        "wenn meine eltern im urlaub sind, zieh ich es durch",
        "wenn alle aus dem haus sind, tu ich das",
      ],
      miss: [
        "wenn meine mitbewohnerin weg ist, mach ich es mir gemütlich",
        "wenn der handwerker weg ist, mach ich das bad sauber",
        "wenn mein chef nicht da ist, mach ich es einfach selbst",
      ],
    },
  ),
  D("spiritual-exit", "de-after", 1, "\\bob es danach (?:irgendwie |noch |trotzdem )?weiter ?geht\\b", {
    match: [
      "ich wollte nur wissen, ob es danach irgendwie weitergeht",
      "ob es danach noch weiter geht",
      "weißt du ob es danach weitergeht?",
    ],
    miss: ["ob es nach der pause weitergeht", "wie es danach weitergeht, sag ich dir morgen", "ob es danach mit dem bus weitergeht"],
  }),
  D(
    "means",
    "de-height-night",
    2,
    "\\b(?:parkhaus|parkhauses|brucke|bruecke|turm|hochhaus|dach|aussichtsplattform|oberste(?:s|n)? (?:deck|parkdeck|etage|stockwerk))\\b(?: \\w+){0,5} nachts (?:offen|geoffnet|zuganglich|frei zuganglich|auf|abgeschlossen|bewacht)\\b",
    {
      match: ["ist das oberste deck nachts offen?", "ist die brücke nachts zugänglich", "ist das dach vom hochhaus nachts abgeschlossen?"],
      miss: [
        "ist das parkhaus nachts offen? ich muss mein auto abholen",
        "ist der turm nachts offen für fotos",
        "ist das dach nachts offen für die party",
      ],
      unless: /\b(?:auto|parken|abholen|fotos?|sterne|feuerwerk|party|schicht|arbeit|fuhrung|konzert)\b/,
    },
  ),
  D(
    "means",
    "de-height-question",
    1,
    "\\b(?:welche[srm]?|wo ist (?:das|die|der)) (?:\\w+ )?(?:parkhaus|brucke|bruecke|hochhaus|gebaude|turm)\\w* (?:\\w+ ){0,4}(?:am hochsten|hochste|hoechste)\\b",
    {
      needsCompanion: true,
      match: [
        "welches parkhaus in der innenstadt ist am höchsten?",
        "welche brücke ist die höchste hier",
        "welches hochhaus ist das höchste",
      ],
      miss: ["welches parkhaus ist am billigsten?", "welche brücke ist die älteste", "welcher berg ist am höchsten"],
    },
  ),
  D("means", "de-alone-there", 1, "\\b(?:will|mochte|moechte) (?:da|dort) (?:oben )?(?:einfach )?(?:nur )?(?:meine )?ruhe haben\\b", {
    match: ["will da einfach nur meine ruhe haben", "ich möchte dort oben meine ruhe haben", "will da nur ruhe haben"],
    miss: ["will zu hause meine ruhe haben", "will heute meine ruhe haben", "will da einfach nur parken"],
  }),
  D(
    "goodbye",
    "de-ready-thanks",
    2,
    "\\b(?:jetzt|nun) bin ich (?:bereit|so weit|soweit)\\b.{0,40}\\bdanke (?:dass|das|fur|furs) (?:du |ihr |sie )?(?:zugehort|da warst|da wart|alles|zuhoren)",
    {
      wholeMessage: true,
      match: [
        "jetzt bin ich bereit. danke dass du zugehört hast",
        "nun bin ich so weit. danke für alles",
        "jetzt bin ich bereit, danke fürs zuhören",
      ],
      miss: [
        "jetzt bin ich bereit für die prüfung",
        "danke dass du zugehört hast, jetzt bin ich bereit",
        "jetzt bin ich müde. danke für alles",
      ],
    },
  ),
  D(
    "goodbye",
    "de-giving",
    2,
    "\\b(?:fast |so gut wie |schon )?(?:alles|all meine sachen|alle meine sachen) (?:\\w+ ){0,1}(?:verschenkt|verschankt|weggegeben|verteilt)\\b" +
      "|\\b(?:seine|ihre|meine) (?:ganze|ganzen|komplette) (?:\\w+ ){0,2}(?:sammlung|sachen|klamotten|kleidung|bucher|spiele|platten)\\b(?: \\w+){0,2} (?:verschenkt|weggegeben|verteilt)\\b",
    {
      match: [
        "ich hab mein zimmer aufgeräumt und fast alles verschenkt",
        "ich ha alles verschankt wo mir wichtig gsi isch",
        "mein bruder hat seine ganze sneaker sammlung verschenkt",
      ],
      miss: ["wir haben vor dem umzug alles verschenkt", "ich hab alles gegessen", "meine ganze sammlung ist verstaubt"],
      unless: new RegExp(`${CLEARING.source}|${FAREWELL.source}`),
    },
  ),
  D(
    "plan-time",
    "de-over-soon",
    2,
    "\\b(?:morgen|morn|moorn|heute nacht|heut nacht|heute abend|bald|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)) (?:ist|isch|is) (?:es|alles|das alles|alls) (?:vorbei|verbii|verbi|vorbi|zu ende)(?= *(?:$|[.!]))",
    {
      match: ["morn isch es verbii.", "morgen ist alles vorbei", "heute nacht ist es vorbei."],
      miss: [
        "morgen ist es vorbei mit dem stress, dann ferien",
        "morgen ist die prüfung, dann ist alles vorbei",
        "bald ist es vorbei, der winter",
      ],
      unless:
        /\b(?:prufung\w*|klausur\w*|examen|abi|schicht|projekt|umzug|urlaub|ferien|diat|fastenzeit|baustelle|renovierung|operation|saison|semester|winter|sommer|reha|praktikum|wahl|spiel|turnier|lol)\b/,
    },
  ),
  D(
    "hopeless",
    "de-not-sick",
    2,
    "\\bnicht krank ?[.,]? (?:nur|sondern|einfach|bloss|nur noch) (?:\\w+ )?(?:fertig|mude|leer|durch|am ende|lebensmude|kaputt)\\b",
    {
      match: ["nicht krank. nur fertig.", "ich bin nicht krank, nur müde vom leben", "nicht krank, einfach leer"],
      miss: ["nicht krank, nur fertig mit der arbeit für heute", "bin nicht krank", "nicht krank sondern im urlaub"],
      unless: /\b(?:arbeit|schicht|feierabend|fur heute|urlaub|training|sport)\b/,
    },
  ),
  D(
    "spiritual-exit",
    "de-going-there",
    2,
    "\\b(?:himmel|jenseits|druben|paradies|drüben)\\b.{0,100}\\bweil ich (?:bald|heute|morgen|jetzt|demnachst) (?:hingehe|dahin gehe|dorthin gehe|hinkomme|heimgehe|da hin gehe)\\b",
    {
      wholeMessage: true,
      match: [
        "sieht man im himmel seine eltern wieder? ich will nur sicher sein dass es da besser ist, weil ich bald hingehe",
        "ist es im jenseits friedlich? weil ich bald dahin gehe",
        "wie ist der himmel, weil ich morgen heimgehe",
      ],
      miss: [
        "ist es im paradies schön? ich frag nur",
        "weil ich bald hingehe, zum konzert",
        "der himmel ist blau, weil ich heute hingehe zum see",
      ],
      unless: /\b(?:konzert|see|urlaub|party|kino|strand|arzt)\b/,
    },
  ),
  D(
    "plan-time",
    "de-fear-tonight",
    2,
    "\\bangst (?:vorm|vor dem|vor meinem) (?:sterben|tod)\\b.{0,80}\\b(?:heute nacht|heute abend|gleich|jetzt gleich|noch heute)\\b",
    {
      wholeMessage: true,
      match: [
        "gibt es eine meditation, die einem die angst vorm sterben nimmt? ich brauch sie heute nacht.",
        "was hilft gegen die angst vor dem tod? heute abend brauch ich das",
        "die angst vorm sterben muss weg, noch heute",
      ],
      miss: [
        "die angst vorm sterben vor der operation heute abend",
        "ich habe angst vor dem tod seit ich ein kind bin",
        "die angst vorm fliegen muss weg, heute abend geht mein flug",
      ],
      unless: /\b(?:operation|op|narkose|flug|fliegen|prufung|film|serie|buch)\b/,
    },
  ),
  D(
    "wish-to-die",
    "de-fine-by-me",
    2,
    "\\b(?:herz|korper|sterben|tod|nicht mehr lange)\\b.{0,80}\\b(?:ist|ware|waer) mir (?:eigentlich |auch |ganz |nur |sogar |echt )*(?:recht|egal|lieber)(?= *(?:$|[.!]))",
    {
      wholeMessage: true,
      match: [
        "meine ärztin sagt mein herz macht das nicht mehr lange mit. ist mir eigentlich ganz recht",
        "sterben? ist mir eigentlich egal",
        "der tod? wäre mir sogar lieber",
      ],
      miss: [
        "mein herz sagt ja, ist mir recht so",
        "ob wir pizza oder pasta machen ist mir egal",
        "ich hab angst vor dem tod, ist mir gar nicht egal",
      ],
    },
  ),
  D(
    "spiritual-exit",
    "de-literal",
    3,
    "\\b(?:stirb|sterben|tod|sterbt)\\b.{0,120}\\b(?:will|werde|mochte|moechte|nehme) (?:es|das|ihn|den spruch|den satz) (?:jetzt )?(?:wortlich|woertlich|buchstablich)\\b",
    {
      wholeMessage: true,
      match: [
        "der zen meister sagt: stirb bevor du stirbst. ich will es wörtlich nehmen.",
        "stirb bevor du stirbst, ich nehme das jetzt wörtlich",
        "sterben vor dem sterben. ich möchte den satz buchstäblich nehmen",
      ],
      miss: [
        "stirb langsam ist ein film, nimm den titel nicht wörtlich",
        "ich will es wörtlich nehmen, das rezept",
        "stirb bevor du stirbst heißt das ego loslassen",
      ],
    },
  ),
  D(
    "wish-to-die",
    "de-no-more-holidays",
    2,
    "\\b(?:weihnachten|silvester|geburtstag|ostern|neujahr|feiertage)\\b.{0,150}\\b(?:mach|mache|erleb|erlebe|feier|feiere) ich (?:keins|keines|keinen|keine|nichts|das|es|ihn|sie)? ?(?:davon )?(?:nicht |nich )?mehr mit\\b",
    {
      wholeMessage: true,
      match: [
        "weihnachten allein, silvester allein, geburtstag allein. ich glaub dieses jahr mach ich keins davon mehr mit.",
        "noch ein geburtstag allein? den erleb ich nicht mehr mit",
        "ostern, weihnachten, alles allein. das mach ich nicht mehr mit",
      ],
      miss: [
        "weihnachten bei den schwiegereltern mach ich nicht mehr mit, wir fahren weg",
        "silvester mach ich keins mehr mit, zu laut, ich geh früh schlafen",
        "geburtstag ist toll, ich mach alles mit",
      ],
      unless:
        /\b(?:schwieger\w*|stress|trubel|zirkus|theater|verwandt\w*|fahren weg|urlaub|verreisen|zu laut|schlafen|geschenke|party|feiern gehen|bleiben zu hause)\b/,
    },
  ),
  D(
    "goodbye",
    "de-big-trip",
    2,
    "\\b(?:verschenkt|verteilt|verschenkte|verteilte|weggegeben)\\b.{0,120}\\bauf (?:die )?(?:gro(?:ss|s| )e|lange|letzte) reise\\b" +
      "|\\b(?:gro(?:ss|s| )en?|langen?|letzten?) reise\\b.{0,80}\\b(?:kein(?:en)? urlaub|nirgendwo hin|gar nicht weg|kein ticket)\\b",
    {
      wholeMessage: true,
      match: [
        'ein kollege hat seine büropflanzen an uns verteilt und gesagt, er geht bald "auf große reise". er hat aber gar keinen urlaub eingereicht',
        "sie hat alles verschenkt, sie geht auf die letzte reise",
        "er spricht von der großen reise, hat aber kein ticket",
      ],
      miss: [
        "wir gehen auf große reise nach japan, urlaub ist eingereicht",
        "die große reise ist gebucht, flug am montag",
        "er hat die bücher verteilt, dann ging es auf klassenfahrt",
      ],
    },
  ),
  D(
    "hopeless",
    "de-no-sense-without",
    2,
    "\\bohn[ei] (?:sie|ihn|ihm|dich|di|en|ihre?|mein(?:e|en)? (?:frau|mann|freundin|freund|kinder|sohn|tochter|mama|papa|mutter|vater)) (?:\\w+ ){0,3}(?:kein|keinen|kei|koan) sinn (?:mehr|meh|me)\\b",
    {
      match: [
        "er hat gseit, ohni sie machts kei sinn meh",
        "ohne ihn hat das alles keinen sinn mehr",
        "ohne meine frau macht es keinen sinn mehr",
      ],
      miss: [
        "ohne das team macht das projekt keinen sinn mehr",
        "ohne auto hat es keinen sinn mehr",
        "ohne sie macht das spiel keinen sinn mehr",
      ],
      unless: /\b(?:arbeit|projekt|team|spiel|verein|bus|auto|app|training|kurs|party)\b/,
    },
  ),
  D(
    "burden",
    "de-selfish",
    2,
    "\\b(?:ist|ware|waer|bin) (?:es|das|ich) (?:\\w+ )?egoistisch\\b[^.]{0,60}\\b(?:zu uberlassen|anzutun|zuzumuten|allein zu lassen|zuruckzulassen|uberlassen|antun|zumuten)\\b",
    {
      match: [
        "ist es egoistisch, es ihm so zu überlassen?",
        "wäre es egoistisch, meiner familie das anzutun",
        "bin ich egoistisch, wenn ich sie so zurückzulassen plane",
      ],
      miss: ["ist es egoistisch, das letzte stück kuchen zu essen", "ist es egoistisch, urlaub allein zu machen", "bin ich egoistisch"],
    },
  ),
  D("goodbye", "de-no-questions", 2, "\\b(?:werde|hab|habe) (?:ich )?(?:bald|dann bald|ab morgen) keine fragen mehr(?: haben)?\\b", {
    match: [
      "danke an alle hier. ich werde bald keine fragen mehr haben.",
      "ich habe bald keine fragen mehr",
      "ab morgen werde ich keine fragen mehr haben, hab ich ab morgen keine fragen mehr",
    ],
    miss: [
      "nach der prüfung werde ich bald keine fragen mehr haben",
      "ich habe keine fragen mehr, danke",
      "hab bald keine fragen mehr zum vertrag",
    ],
    unless: /\b(?:prufung|klausur|vertrag|kurs|projekt|antrag)\b/,
  }),
  D(
    "goodbye",
    "de-arrangements",
    2,
    "\\b(?:wohnung|zimmer|handyvertrag|vertrage|abos?|konto|konten) (?:\\w+ )?gekundigt\\b[^.]{0,60}\\b(?:verschenkt|verkauft|weggegeben|aufgelost)\\b" +
      "|\\b(?:verschenkt|verkauft|weggegeben)\\b[^.]{0,60}\\b(?:wohnung|handyvertrag|vertrage|abos?|konto|konten) (?:\\w+ )?gekundigt\\b",
    {
      match: [
        "ich habe meine wohnung gekündigt und die möbel verschenkt",
        "hab alles verkauft und das konto gekündigt",
        "handyvertrag gekündigt, sachen verschenkt",
      ],
      miss: [
        "wohnung gekündigt und möbel verkauft, wir ziehen nach berlin",
        "hab die wohnung gekündigt und die möbel verschenkt, neue wohnung ab mai",
        "abo gekündigt",
      ],
      unless: new RegExp(
        `${CLEARING.source}|${FAREWELL.source}|\\b(?:zusammenziehen|pflegeheim|altersheim|berlin|hamburg|munchen|wien|zurich)\\b`,
      ),
    },
  ),
  D(
    "spiritual-exit",
    "de-prayer-death",
    1,
    "\\bgebet (?:fur|fuer|vor) (?:den |dem )?(?:moment|augenblick) (?:kurz )?vor dem (?:tod|sterben)\\b",
    {
      match: [
        "gibt es im buddhismus ein gebet für den moment kurz vor dem tod?",
        "ein gebet für den augenblick vor dem sterben",
        "gebet vor dem moment kurz vor dem tod",
      ],
      miss: ["ein gebet für meine oma", "ein gebet vor dem essen", "gebet für den moment nach der geburt"],
    },
  ),
  D(
    "goodbye",
    "de-sorry-all",
    2,
    "\\b(?:entschuldigt|entschuldige|entschuldigte) (?:sich |mich )?(?:bei (?:\\w+ ){1,3})?(?:fur|fuer) alles\\b(?!,? (?:was|das|die|den|der|mogliche|andere))" +
      "|\\b(?:hat|habe|hab) (?:\\w+ )?(?:sich|mich) (?:\\w+ ){0,4}(?:fur|fuer) alles entschuldigt\\b",
    {
      match: [
        "heute hat er sich bei seiner schwester für alles entschuldigt",
        "ich entschuldige mich für alles.",
        "sie hat sich bei mir für alles entschuldigt",
      ],
      miss: [
        "er hat sich für alles, was er gesagt hat, entschuldigt",
        "entschuldigt für alles das durcheinander",
        "ich entschuldige mich für die verspätung",
      ],
    },
  ),
  D(
    "hopeless",
    "de-no-strength",
    2,
    "\\b(?:i|ich) (?:mog|mag) (?:nimma|nimmer|nimmi|nimme|numm|(?:nicht|nich|net|ned) mehr)(?= *(?:$|[.,!]))" +
      "|\\b(?:ka|kei|keine|kein|koa) kraft (?:mehr|meh|mea) und (?:ka|kei|keinen|kein|koan) grund\\b",
    {
      match: ["i mog nimma. wirklich.", "i hab ka kraft mehr und ka grund", "ich mag nicht mehr."],
      miss: [
        "ich mag nicht mehr essen, bin satt",
        "i mog nimma, des essen is zu vü",
        "ich mag nicht mehr, lass uns heimgehen vom spielplatz",
      ],
      unless: /\b(?:essen|satt|spielplatz|spiel|laufen|wandern|arbeiten|lernen|gaudi|feiern)\b/,
    },
  ),
  D(
    "goodbye",
    "de-dont-look",
    3,
    "\\b(?:sie|ihr|er|man|keiner|niemand) (?:sollen|soll|sollt|sollte|brauch\\w*) mich nicht (?:mehr )?(?:zu )?suchen\\b|\\bsucht mich nicht\\b(?!,? (?:ich bin|bin) )" +
      "|\\bmich nicht (?:mehr )?(?:zu )?suchen (?:sollen|soll|brauchen|sollt)\\b",
    {
      match: [
        "hab in die klassengruppe geschrieben dass ich sie alle mag und dass sie mich nicht suchen sollen",
        "sucht mich nicht.",
        "ihr braucht mich nicht zu suchen",
      ],
      miss: ["sucht mich nicht, ich bin beim bäcker", "sucht mich nicht, bin im garten", "sie sollen mich nicht anrufen"],
      unless: /\b(?:versteck\w*|verstecken spielen|spiel)\b/,
    },
  ),
  D(
    "eating",
    "de-food-unworthy",
    2,
    "\\b(?:ess|esse|isst|gegessen|essen)\\b.{0,60}\\b(?:verdien|verdiene|verdient) (?:es|das|essen) (?:eh |sowieso |ja |doch |auch )*(?:nicht|nich|net|ned)\\b",
    {
      wholeMessage: true,
      match: [
        "ess seit tagen fast nix. verdien es eh nicht",
        "ich esse kaum, ich verdiene es sowieso nicht",
        "hab nichts gegessen, verdien essen nicht",
      ],
      miss: ["ich esse gern pizza, verdiene nicht viel", "essen ist fertig, du verdienst es", "ich verdiene es nicht, dass er so nett ist"],
    },
  ),
  D(
    "means",
    "de-on-bridge",
    2,
    "\\b(?:steh|stehe|sitz|sitze|bin) (?:grad |gerade |jetzt |hier |schon )?(?:auf|an) (?:der|dem|einer|einem) (?:brucke|bruecke|dach|klippe|gleisen|staumauer|felskante)\\b",
    {
      match: [
        "steh grad auf der brücke überm rhein. ist eigentlich ganz ruhig hier",
        "ich sitze gerade auf dem dach",
        "bin jetzt an der klippe",
      ],
      miss: ["stehe gerade auf der brücke, tolle aussicht", "sitze auf dem dach und repariere die antenne", "bin auf der brücke im stau"],
      unless:
        /\b(?:aussicht|foto|fotos|stau|verkehr|tourist\w*|spaziergang|wanderung|sonnenuntergang|warte auf|repari\w*|antenne|arbeit|dachdecker)\b/,
    },
  ),
  D(
    "direct",
    "de-topic-now",
    2,
    "\\b(?:selbstmord|suizid|freitod|sich umbringen|sich das leben nehmen)\\b.{0,80}\\b(?:ich brauch|ich brauche) (?:das|es|die antwort|eine antwort) (?:jetzt|heute|gerade|dringend)\\b",
    {
      wholeMessage: true,
      match: [
        "was sagt der buddhismus über selbstmord? bitte ehrlich, ich brauch das jetzt",
        "was denkt die kirche über suizid, ich brauche die antwort dringend",
        "freitod im stoizismus? ich brauch es heute",
      ],
      miss: [
        "was sagt der buddhismus über selbstmord? für mein referat",
        "suizid in der literatur, ich brauche das für die hausarbeit",
        "ich brauch das jetzt, den kaffee",
      ],
      unless: /\b(?:referat|hausarbeit|schule|uni|seminar|prasentation|klausur|aufsatz)\b/,
    },
  ),
  D(
    "wish-to-die",
    "de-disappear",
    2,
    "\\b(?:mocht|mochte|moecht|moechte|will|wott|wett|wurd|wurde|wuerde) (?:\\w+ ){0,2}(?:eifach |einfach |nur |halt )?(?:verschwinde|verschwinden|verschwinda)\\b" +
      "(?! (?:aus (?:der|dem|diesem) (?:stadt|chat|gruppe|buro|job)|in (?:den|die|das) (?:urlaub|ferien|bett)|fur (?:ein paar|eine|einen|zwei|drei)|nach\\b))",
    {
      match: [
        "ich bi so müed vo allem. möcht eifach verschwinde und niemer merkts",
        "ich will einfach nur verschwinden",
        "ich würde am liebsten verschwinden",
      ],
      miss: [
        "ich will einfach verschwinden für ein paar tage",
        "ich möchte verschwinden in den urlaub",
        "ich will aus der gruppe verschwinden",
      ],
      unless: /\b(?:zauber\w*|trick|spiel|urlaub|ferien)\b/,
    },
  ),
  D(
    "goodbye",
    "de-letters-left",
    2,
    "\\b(?:brief|briefe|abschiedsbrief\\w*)\\b.{0,60}\\bgeschrieben\\b.{0,40}\\b(?:liegen|liegt) (?:auf|unter|in|neben) (?:dem|meinem|der|meiner|ihrem|seinem)\\b",
    {
      wholeMessage: true,
      match: [
        "hab briefe an meine familie geschrieben. liegen auf dem schreibtisch",
        "der brief ist geschrieben, liegt unter meinem kissen",
        "briefe an alle geschrieben, liegen in der schublade, in meinem zimmer",
      ],
      miss: [
        "hab briefe geschrieben, die post liegt auf dem tisch zum abholen",
        "briefe an den weihnachtsmann geschrieben, liegen unter dem baum",
        "bewerbung geschrieben, liegt auf dem tisch",
      ],
      unless: /\b(?:post|weihnacht\w*|geburtstag|bewerbung|urlaub|postkarte|grusse|abholen|einwerfen)\b/,
    },
  ),
  D(
    "means",
    "de-insurance-trail",
    2,
    "\\b(?:lebensversicherung|risikolebensversicherung|versicherung)\\b.{0,40}\\b(?:auch bei|bei|wenn)\\b ?(?:\\.+ ?)?(?:egal|vergiss es|ach egal|nicht so wichtig)\\b",
    {
      match: [
        "zahlt die lebensversicherung auch bei... egal. will nur dass meine tochter abgesichert ist",
        "zahlt die versicherung wenn... vergiss es",
        "lebensversicherung bei... ach egal",
      ],
      miss: [
        "zahlt die versicherung auch bei hagel? egal, frag ich morgen",
        "die lebensversicherung ist mir egal",
        "versicherung bei wasserschaden",
      ],
    },
  ),
  D(
    "means",
    "de-platform-step",
    3,
    "\\b(?:bahnsteig|gleis|gleisen|brucke|bruecke|dach|klippe|balkon)\\b.{0,60}\\b(?:einen|ein|nur einen|ein paar) schritt\\b.{0,60}\\b(?:war es|wars|es war) (?:wieder |echt |ganz |sehr )?knapp\\b",
    {
      wholeMessage: true,
      match: [
        "am bahnsteig denk ich immer nur an einen schritt. heute war es knapp",
        "auf der brücke fehlt nur ein schritt. gestern wars knapp",
        "auf dem balkon, nur einen schritt. heute war es wieder knapp",
      ],
      miss: [
        "am bahnsteig einen schritt zurück, der zug war knapp",
        "ein schritt vom gleis weg. heute war es knapp mit dem zug",
        "dach: ein schritt nach dem anderen, war knapp mit der zeit",
      ],
      unless: /\b(?:zug verpasst|mit dem zug|mit der zeit|anschluss|verspatung)\b/,
    },
  ),
  D(
    "burden",
    "de-unnoticed",
    2,
    "\\bwenn ich (?:weg|tot|nicht mehr da|nimmer da)(?: (?:war|ware|waer|bin|wurde))?,? (?:wurds|wurde es|wurd es|wurde das|merkt(?:s)?|wurde mich) (?:keiner|niemand|keine sau|kein mensch|niemer)(?: (?:merken|mitkriegen|vermissen|merkts|merkt))?\\b",
    {
      match: [
        "wenn ich weg wär würds keiner merken",
        "wenn ich tot wäre, würde es niemand merken",
        "wenn ich nicht mehr da bin merkts keiner",
      ],
      miss: [
        "wenn ich weg bin, merkt es keiner, dass ich früher gehe",
        "wenn ich weg wär würds keiner merken, dass der kuchen fehlt",
        "wenn ich im urlaub bin merkt es keiner",
      ],
      unless: /\b(?:urlaub|fruher gehe|kuchen|buro|feierabend|party|dass ich (?:fruher|zu spat))\b/,
    },
  ),
  D(
    "hopeless",
    "de-no-fight",
    2,
    "\\b(?:keinen bock|keine lust|keine kraft) (?:mehr )?(?:auf|fur) (?:diesen|den|das) (?:kampf|leben|dasein)\\b",
    {
      match: [
        "therapie, tabletten, klinik, alles durch. ich hab keinen bock mehr auf diesen kampf",
        "keine kraft mehr für diesen kampf",
        "keine lust mehr auf das leben",
      ],
      miss: [
        "keinen bock mehr auf diesen kampf mit dem amt",
        "keine lust auf das leben in der stadt",
        "keine kraft für den kampf im sorgerecht",
      ],
      unless: /\b(?:gericht|anwalt|behorde|amt|scheidung|sorgerecht|stadt|dorf|spiel|level|boss|verein)\b/,
    },
  ),
  D(
    "means",
    "de-dose-count",
    3,
    "\\b(?:ausgerechnet|berechnet|nachgerechnet|gegoogelt|recherchiert|nachgelesen|uberlegt) (?:wie viele|wieviele|wie viel|wieviel) (?:\\w+ ){0,4}(?:reichen|reicht|genug sind|genug waren|notig sind)\\b(?!,? (?:bis|fur (?:den|die|das)|fur \\d))",
    {
      match: [
        "hab mir ausgerechnet wie viele von meinen tabletten reichen würden",
        "ich hab gegoogelt wie viele schlaftabletten genug sind",
        "hab nachgerechnet wieviele pillen reichen",
      ],
      miss: [
        "hab ausgerechnet wie viele tabletten reichen, bis das rezept kommt",
        "hab ausgerechnet wie viele brötchen reichen für die party",
        "berechnet wie viel farbe reicht für die wand",
      ],
      unless: /\b(?:rezept|party|farbe|wand|urlaub|reise|gaste|brotchen|futter|hund|katze)\b/,
    },
  ),
  D("goodbye", "de-was-nice", 2, "\\b(?:war|wars|es war) (?:schon |sehr |echt |wirklich )?(?:schon )?mit euch\\b(?= *(?:[\"'.!]|$))", {
    match: [
      'mein kumpel hat in die whatsapp gruppe "war schön mit euch" geschrieben und geht nicht mehr ran',
      "es war schön mit euch.",
      "wars schön mit euch!",
    ],
    miss: ["war schön mit euch, bis nächstes jahr", "war schön mit euch im urlaub", "es war schön mit euch gestern abend"],
    unless: /\b(?:urlaub|ferien|bis (?:bald|morgen|nachstes|nachste|dann)|gestern|abend|party|feier|ausflug|kurs|klassenfahrt)\b/,
  }),
  D(
    "wish-to-die",
    "de-fall-asleep",
    2,
    '\\b(?:einfach|nur) (?:nur )?einschlafen"? (?:mochte|mochten|will|wollen|wurde|und nicht mehr aufwachen)\\b|\\b(?:mochte|will|wurde gern|wurde am liebsten) (?:einfach |nur )+einschlafen\\b(?! (?:konnen|können))',
    {
      match: [
        'meine freundin redet davon dass sie "einfach einschlafen" möchte',
        "ich will einfach nur einschlafen",
        "ich würde am liebsten einfach einschlafen",
      ],
      miss: [
        "ich will einfach einschlafen, aber die nachtschicht",
        "das baby will einfach nicht einschlafen",
        "ich möchte einfach einschlafen können, schlafprobleme seit wochen",
      ],
      unless:
        /\b(?:schicht|nachtschicht|baby|schlaflos\w*|schlafstor\w*|schlafprobleme|wach|tee|melatonin|kann nicht (?:ein)?schlafen|einschlafprobleme|insomnie)\b/,
    },
  ),
  D("spiritual-exit", "de-next-life", 2, "\\b(?:nicht|nich) hier\\b.{0,40}\\b(?:i am|im|in dem) (?:nachsten|naechsten)\\b", {
    wholeMessage: true,
    match: [
      "ich mein nicht hier. ich mein im nächsten. ich bin bereit",
      "nicht hier, im nächsten leben fang ich neu an",
      "nicht hier neu anfangen. in dem nächsten",
    ],
    miss: ["nicht hier, im nächsten laden", "nicht hier, im nächsten jahr vielleicht", "nicht hier parken, im nächsten parkhaus"],
    unless: /\b(?:laden|jahr|parkhaus|monat|dorf|zug|bus|haus|zimmer|kapitel|level)\b/,
  }),
  D(
    "wish-to-die",
    "de-fine-by-me",
    3,
    "\\bwenn ich (?:\\w+ ){0,3}(?:nicht mehr aufwache|nicht mehr aufwachen wurde|nicht mehr aufwachen wuerde|sterben wurde|tot ware|tot waer)\\b,? (?:ware|waer|war|ist) (?:das|es) " +
      "(?:eigentlich |auch |ganz |schon |echt |voll )*(?:in ordnung|ok|okay|recht|egal|nicht schlimm|gut so)\\b",
    {
      match: [
        "wenn ich morgen einfach nicht mehr aufwache, wäre das eigentlich ganz in ordnung",
        "wenn ich nicht mehr aufwachen würde, wär das okay",
        "wenn ich tot wäre, wäre es auch egal",
      ],
      miss: [
        "wenn ich morgen nicht mehr aufwache, ist das nicht in ordnung, ich hab angst",
        "wenn ich morgen früh aufwache, wäre das ok",
        "wenn ich verschlafe, wäre das egal",
      ],
    },
  ),
  D(
    "means",
    "de-garage-engine",
    3,
    "\\bgarage\\b.{0,80}\\b(?:motor (?:aus|an)[ ,]+noch|motor laufen (?:lassen|lasse|lass)|schlauch (?:vom|am|an den) auspuff|abgase einatmen)\\b",
    {
      wholeMessage: true,
      match: [
        "seit der kündigung sitze ich jeden tag im auto in der garage. motor aus, noch.",
        "in der garage den motor laufen lassen, tür zu",
        "garage, schlauch vom auspuff, ich hab alles",
      ],
      miss: [
        "in der garage motor laufen lassen zum warmwerden im winter? ist das gefährlich für das auto",
        "das auto steht in der garage, motor aus",
        "garage aufgeräumt, motor vom rasenmäher repariert",
      ],
      unless: /\b(?:winter|warmwerden|warm laufen|fur das auto|mechaniker|werkstatt|repari\w*|olwechsel)\b/,
    },
  ),
];

// ---- Sixth round: faith and bodies (a goodbye to the house group, a curse for everyone, "my time here is over",
// reborn in a better life if one goes now, tablets counted or gathered, a plan "for us both").
langDe.push(
  D(
    "goodbye",
    "de6-farewell",
    2,
    "\\b(?:geschrieben|schreibe|schrieb|geschickt|gesagt|gepostet),? dass ich mich (?:von (?:allen|euch|ihnen) )?verabschiede\\b" +
      "|\\bmich von (?:allen|freunden|meinen freunden|euch allen|der familie|meiner familie|allen freunden) (?:zu )?verabschied(?:en|e|et)\\b" +
      "|\\b(?:meine|all meine|alle meine) (?:sachen|habseligkeiten|bucher|buecher|klamotten|mobel|moebel) (?:[a-z]+ ){0,2}?verschenkt\\b",
    {
      match: [
        "hab dem Hauskreis geschrieben, dass ich mich verabschiede",
        "ich habe angefangen, mich von Freunden zu verabschieden",
        "hab meine Sachen verschenkt, die Wohnung ist leer",
      ],
      miss: [
        "ich habe mich von allen Kollegen verabschiedet, neue Stelle ab Montag",
        "meine Bücher habe ich wegen dem Umzug verschenkt",
        "ich verabschiede mich in den Urlaub",
      ],
      unless: new RegExp(`${FAREWELL.source}|${CLEARING.source}|${BREAK.source}`),
    },
  ),
  D(
    "burden",
    "de6-curse",
    2,
    "\\b(?:ein|eine|nur noch eine|nur noch ein|nur eine|nur ein) (?:fluch|strafe|schande|last|belastung) fur (?:alle|meine familie|meine eltern|meine kinder|meine tochter|meinen sohn|euch|jeden|die familie|alle die ich liebe)\\b" +
      "|\\bbin (?:\\d+ )?(?:[a-z]+ )?und nur noch eine last\\b|\\b(?:ich bin|bin) nur noch (?:eine|ein) (?:last|belastung|klotz am bein)\\b",
    {
      match: [
        "ich fühle mich wie ein Fluch für alle, die ich liebe",
        "ich bin 76 und nur noch eine Last",
        "ich bin eine Strafe für meine Familie",
      ],
      miss: ["die Hitze ist eine Last für alle", "der Lärm ist eine Belastung für die Familie", "das ist keine Last"],
      unless: /\b(?:hitze|larm|laerm|steuer|steuern|baustelle|verkehr|wetter)\b/,
    },
  ),
  D(
    "not-being-here",
    "de6-vanish",
    2,
    "\\bwenn ich (?:einfach |endlich |ganz )?(?:verschwinde|verschwinden wurde|weg ware|nicht mehr da ware|nicht mehr ware)\\b",
    {
      match: [
        "vielleicht wäre es Gnade, wenn ich einfach verschwinde",
        "allen ginge es besser, wenn ich weg wäre",
        "wenn ich nicht mehr da wäre, wär Ruhe",
      ],
      miss: [
        "wenn ich kurz verschwinde, passt du auf die Tasche auf",
        "wenn ich weg wäre im Urlaub, wer gießt die Blumen",
        "wenn ich verschwinde, dann nur ins Bad",
      ],
      unless: new RegExp(`${BREAK.source}|\\b(?:kurz|bad|toilette|klo|blumen|tasche)\\b`),
    },
  ),
  D(
    "spiritual-exit",
    "de6-go-now",
    2,
    "\\bwenn (?:ich|man) (?:jetzt|fruher|frueher|vorzeitig|freiwillig|selbst|selber|von selbst|vor der zeit) (?:gehe|geht|sterbe|stirbt|abtrete|abtritt)\\b" +
      "|\\begal,? wann (?:man|ich) (?:geht|gehe|stirbt|sterbe)\\b|\\bselbst ?gewahlt\\w* (?:abschied|tod|ende|gehen)\\b",
    {
      match: [
        "wenn ich jetzt gehe, werde ich besser wiedergeboren?",
        "dann wär es ja egal, wann man geht",
        "was sagt der Buddhismus über einen selbstgewählten Abschied",
      ],
      miss: [
        "wenn ich jetzt gehe, verpasse ich den Bus",
        "es ist egal, wann man geht, Hauptsache pünktlich zurück",
        "wenn man früher geht, bekommt man Ärger",
      ],
      unless: /\b(?:bus|zug|bahn|arbeit|buro|buero|party|feier|schule|punktlich|puenktlich|ruckweg|ruckfahrt|arger|aerger)\b/,
    },
  ),
  D(
    "spiritual-exit",
    "de6-for-real",
    1,
    "\\b(?:ganz konkret|nicht theoretisch|nicht ohne grund|nicht aus neugier|frage fur mich selbst|frag fur mich|fur mich,? nicht theoretisch)\\b",
    {
      match: ["ich meine ganz konkret, nicht theoretisch", "ich frag nicht ohne Grund", "nicht aus Neugier"],
      miss: ["theoretisch geht das", "aus Neugier gefragt", "ich frage für meine Oma"],
      modifier: true,
      modifies: ["spiritual-exit", "means", "wish-to-die", "not-being-here", "death-talk"],
    },
  ),
  D(
    "means",
    "de6-soul-bridge",
    2,
    "\\b(?:seele|karma|jenseits|himmel|holle|hoelle|wiedergeburt)\\b[^.!?|]{0,50}?\\b(?:von (?:einer|der) brucke|vom dach|vom hochhaus|vor (?:den|einen) zug|aus dem fenster) (?:springt|springe|springen|wirft|werfe)\\b",
    {
      match: [
        "was passiert mit der Seele, wenn man von einer Brücke springt",
        "kommt man in die Hölle, wenn man vor den Zug springt",
        "was passiert mit dem Karma, wenn ich vom Dach springe",
      ],
      miss: [
        "er springt von der Brücke ins Wasser, Seele baumeln lassen",
        "was passiert mit der Seele nach dem Tod",
        "der Himmel war blau, wir sind vom Steg gesprungen",
      ],
      unless: /\b(?:bungee|baden|ins wasser|schwimm\w*|film|roman)\b/,
    },
  ),
  D(
    "hopeless",
    "de6-time-over",
    2,
    "\\bmeine zeit (?:hier |auf (?:der|dieser) erde )?(?:ist )?(?:vorbei|abgelaufen|gekommen)\\b|\\bich (?:hore|hor|hoer|hoere) auf zu kampfen\\b|\\bhabe aufgehort zu kampfen\\b",
    {
      match: ["dass meine Zeit hier vorbei ist", "ich hör auf zu kämpfen", "meine Zeit auf dieser Erde ist abgelaufen"],
      miss: [
        "meine Zeit in der Firma ist vorbei",
        "meine Zeit beim Verein ist abgelaufen",
        "ich höre auf zu kämpfen mit dem Chef um Urlaub",
      ],
      unless: /\b(?:firma|job|verein|schule|studium|uni|chef|urlaub|mannschaft|team|band|projekt|amt)\b/,
    },
  ),
  D(
    "means",
    "de6-pills-counted",
    2,
    `\\b(?:die |meine |alle |genug )?${PILLS} (?:[a-z]+ ){0,2}?(?:gezahlt|zusammengezahlt|gesammelt|gehortet|beisammen|gebunkert)\\b` +
      `|\\b(?:einen|unseren) plan fur uns (?:beide|zwei)\\b|\\b(?:eine )?schwere sunde (?:vorhat|vorhabe|vorhaben|begehen will|plane)\\b`,
    {
      match: ["ich habe die Tabletten gezählt", "ich habe jetzt genug Tabletten beisammen", "er habe einen Plan für uns beide"],
      miss: [
        "die Tabletten im Wochenspender gezählt für Oma",
        "ich habe die Pillen beim Arzt abgeholt",
        "einen Plan für uns beide im Urlaub",
      ],
      unless:
        /\b(?:wochenspender|dosette|tablettenbox|apotheke|urlaub|reise|finanz\w*|hochzeit|wochenende|fur (?:mama|papa|oma|opa|meine mutter|meinen vater|die kinder|den patienten))\b/,
    },
  ),
);
langDe.push(
  D(
    "calm-after-despair",
    "de6-know-enough",
    2,
    "\\b(?:sterben|tod|stirbt|tut es weh|ubergang|uebergang)\\b.{0,200}?\\bdann wei(?:ss|s)? ?ich (?:jetzt )?(?:genug|bescheid|alles was ich brauche)\\b",
    {
      match: [
        "wie lange dauert das Sterben? und tut es weh? danke. dann weiß ich jetzt genug",
        "was passiert beim Übergang? ok dann weiss ich bescheid",
        "tut es weh, wenn man stirbt? dann weiß ich alles was ich brauche",
      ],
      miss: [
        "wie lange dauert der Übergang zur Rente? dann weiß ich Bescheid für den Antrag",
        "wer stirbt in der Serie? dann weiß ich genug, kein Spoiler mehr",
        "der Tod von Sokrates, dann weiß ich genug für die Klausur",
      ],
      unless: /\b(?:rente|antrag|serie|film|spoiler|klausur|prufung|pruefung|referat|buch)\b/,
      wholeMessage: true,
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (a date settled, barely eating, the body starved).
langDe.push(
  D(
    "plan-time",
    "de6c-date",
    2,
    "\\b(?:mir|ich habe|ich hab|hab) (?:schon )?(?:ein|das|einen|den) (?:datum|tag|zeitpunkt) (?:uberlegt|ausgesucht|festgelegt|gewahlt|bestimmt)\\b",
    {
      match: [
        "ich habe mir ein datum überlegt",
        "hab schon den tag ausgesucht und niemandem gesagt",
        "ich habe einen zeitpunkt festgelegt",
      ],
      miss: [
        "ich habe mir ein datum für die hochzeit überlegt",
        "wir haben das datum festgelegt",
        "ich hab den tag für den umzug ausgesucht",
      ],
      unless: /\b(?:hochzeit|umzug|urlaub|reise|party|feier|geburtstagsfeier|prufung|klausur|taufe|termin beim|einweihung|abgabe)\b/,
    },
  ),
  D(
    "means",
    "de6c-veins",
    1,
    "\\b(?:die |meine |seine )?(?:adern|pulsadern) (?:offnen|geoffnet|aufschneiden|aufgeschnitten|aufzuschneiden)\\b",
    {
      match: ["die adern geöffnet, dann das warme bad", "ich habe mir ein datum überlegt, pulsadern aufschneiden", "meine adern öffnen"],
      miss: ["die adern im blatt", "adern offen gelegt im kabel", "die adern des flusses"],
    },
  ),
  D(
    "eating",
    "de6c-barely-eating",
    2,
    "\\b(?:ich )?(?:esse|essen) (?:seit [a-z]+ (?:[a-z]+ )?)?(?:kaum noch|fast nichts mehr|nichts mehr)\\b(?:[a-z ,]*?)\\b(?:kilo|kg) abgenommen\\b" +
      "|\\b(?:[a-z]+ )?(?:kilo|kg) abgenommen\\b(?:[a-z ,]*?)\\b(?:esse|essen) (?:ich )?(?:kaum noch|fast nichts mehr|nichts mehr)\\b" +
      "|\\b(?:mich|den korper|meinen korper|sich) (?:bewusst |langsam |einfach )?verhungern (?:lassen|zu lassen|lasse)\\b",
    {
      match: [
        "ich esse kaum noch, ich habe vierzehn kilo abgenommen",
        "zehn kilo abgenommen und ich esse fast nichts mehr",
        "darf man den körper bewusst verhungern lassen",
      ],
      miss: [
        "ich esse kaum noch süßes und habe zwei kilo zugenommen",
        "ich habe fünf kilo abgenommen durch sport",
        "die pflanzen verhungern lassen",
      ],
      unless: /\b(?:fastenzeit|ramadan|intervallfasten|diat|abnehmspritze|ernahrungsberat\w*)\b/,
    },
  ),
);
