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
      match: ["ich will sterben", "ich möchte einfach nur noch tot sein", "ich will nicht mehr leben", "sie will sterben, sagt sie"],
      miss: ["ich will nicht sterben", "ich sterbe vor Langeweile", "ich lach mich tot"],
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
      match: ["ich habe die Abschiedsbriefe schon geschrieben"],
      miss: ["ein Abschiedsbrief an die Kollegen zum Jobwechsel"],
      unless: FAREWELL,
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
];
