import { S, type Family, type Signal, type SignalOptions } from "./parts";

/**
 * Signs written in Hindi and Urdu in Latin letters (Hinglish), with the spellings people actually type: nahi, nahin,
 * nai, ni, nhi; chahta, chahti, chahata, chata; hoon, hu, hun; zindagi, jindagi, zindgi; khudkushi, khudkhushi,
 * aatmhatya, atmahatya. Matches stop before the auxiliary (hai, he, h, hoon), so that the subject the engine reads is the
 * speaker's. Idioms of dying ("mar gaya yaar itna kaam", "hasi se mar gaya", "bhookh se mar raha hoon", "tum pe marta
 * hoon", "tere liye jaan de dunga") are kept out by the patterns themselves.
 */
const H = (family: Family, key: string, weight: number, src: string, extra: SignalOptions = {}): Signal =>
  S(family, key, weight, src, { lang: "hi", ...extra });

const NAHI = "(?:nahi|nahin|nai|ni|nhi|nahee|nahii|nhin)";
const CHAH = "(?:chahta|chahti|chahata|chahati|chahtaa|chata|chati|chaahta|chaahti|chahte|chahtha|chahthi)";
const WILL_DO = "(?:lunga|lungi|lu|loon|lun|leta|leti|lena|lene|dunga|dungi|du|doon|dun|deta|deti|dena|dene|jaunga|jaungi)";
const PILLS = "(?:goliyan|goliya|goliyaan|goliyon|tablets|tablet|pills|dawai|dawaiyan|dawaiyaan|dawaiyon|neend ki goli|sleeping pills)";
const FAREWELL =
  /\b(?:shift|shifting|naye ghar|naya ghar|transfer|videsh|abroad|canada|america|dubai|farewell party|retirement|retire|office|naukri chhod|job chhod|group chhod|group se)\b/;
const ANIMAL = /\b(?:kutta|kutte|kutiya|billi|bille|dog|cat|vet|janwar|pet)\b/;
const RELIGIOUS_FAST =
  /\b(?:navratri|navratre|karva chauth|karwa chauth|ekadashi|roza|roze|rozay|ramzan|ramadan|sehri|iftar|shivratri|teej|chhath)\b/;

export const langHi: Signal[] = [
  // ---- direct: suicide, killing or ending oneself.
  H(
    "direct",
    "hi-direct",
    3,
    "\\b(?:khudkushi|khudkhushi|khudkashi|khud kushi|khudkushee|aatmhatya|atmahatya|aatmahatya|atmhatya|aatmhathya|suicide)" +
      " (?:kar(?! (?:li|liya|lee|chuka|chuki|gaya|gayi|diya|di)\\b)|karna|karne|karunga|karungi|krna|krunga|krungi|kr(?! (?:li|liya)\\b)|kar lu|kar loon|kar lun|kar lunga|kar lungi|kar leta|kar leti|kar raha|kar rahi|kar rha|kar rhi" +
      "|karne ka|karne ki|ka (?:mann|man|khayal|khyal|vichar|soch|plan)|ke (?:khayal|khyal|vichar|baare mein soch|baare me soch))\\b" +
      "(?! (?:haram|paap|pap|gunah|galat|sahi|ke baare mein (?:islam|dharm|gita|quran)))",
    {
      match: ["main khudkushi kar lunga", "mujhe aatmhatya ke khayal aate hain", "mera bhai suicide karne ki baat kar raha hai"],
      miss: ["khudkushi karna haram hai kya islam mein", "kisan ne aatmhatya kar li, khabar padhi"],
    },
  ),
  H(
    "direct",
    "hi-direct",
    3,
    "\\b(?:khud|khudko|apne aap|apne app|apne ap|apneaap) (?:ko )?(?:maar|mar|khatam|khtm|khatm) (?:kar |daal |dal )?(?:dunga|dungi|du|doon|dun|dena|dalunga|daalunga" +
      "|dalungi|daalungi|dalu|daalu|lunga|lungi|deta|deti|dalna|daalna|dene|na|ne)\\b" +
      "|\\bapni jaan (?:le|lena|lene|lelu|le lu|le loon|le lunga|le lungi|le leta|le leti)\\b" +
      "|\\b(?:apni|meri|ye|yeh|is) (?:zindagi|jindagi|zindgi|jindgi|jeevan|life) (?:ko )?(?:khatam|khtm|khatm|samapt|end) (?:kar|karna|karni|karke|kar ke|kr|karunga|karungi)\\b",
    {
      match: [
        "khud ko khatam kar dunga",
        "apni jaan le lungi main",
        "ye zindagi khatam karna chahta hu",
        "woh apne aap ko maar dalega bol raha tha, khud ko maar dena chahta hai",
      ],
      miss: ["tere liye jaan de dunga", "kaam khatam kar dunga kal tak"],
    },
  ),
  H(
    "direct",
    "hi-end-all",
    2,
    "\\bsab (?:kuch )?(?:khatam|khtm|khatm) kar (?:dunga|dungi|du|doon|dena|lena|dena chahta|dena chahti)\\b(?! (?:kal|aaj|project|kaam|report))",
    { match: ["bas ab sab khatam kar dunga"], miss: ["sab khatam kar dunga kal tak, project ka kaam"] },
  ),

  // ---- wish to die.
  H(
    "wish-to-die",
    "hi-wish",
    3,
    `\\b(?:marna|marnaa|mrna|mar jana|mar jaana|mar jaun|mar jaaun) (?:hi |bas |sirf )?${CHAH}\\b` +
      "|\\b(?:mujhe|muje|mjhe|mujhko) (?:bas |sirf |ab |ab bas )?(?:marna|marnaa|mar jana|mar jaana) (?:hai|he|h)\\b" +
      "|\\bmarne (?:ka|ko) (?:mann|man|dil|jee|ji) (?:karta|karti|krta|krti|kar raha|kar rahi|chahta|chahti|hota)\\b" +
      "|\\b(?:maut|mout|mauth) (?:chahiye|chaiye|aa jaye|aa jaaye|aa jae|kyun nahi aati|kyu nahi aati)\\b" +
      "|\\bkaash (?:main |mai |me )?(?:mar jaun|mar jaaun|mar jau|mar jata|mar jati|mar jaata|mar jaati|paida hi na hota|paida hi na hoti|paida na hota|paida na hoti|zinda na hota|zinda na hoti)\\b" +
      "|\\bmar (?:jaun|jaaun|jau|jaau|jaon|jaunga|jaungi) (?:to|toh|tou) (?:\\w+ ){0,2}(?:acha|achha|accha|achchha|behtar|better|sukoon|theek|sahi)\\b",
    {
      match: [
        "main marna chahta hoon",
        "mujhe bas marna hai",
        "marne ka mann karta hai roz",
        "kaash maut aa jaye",
        "meri beti kehti hai woh marna chahti hai",
      ],
      miss: ["mar gaya yaar itna kaam", "hasi se mar gaya", "bhookh se mar raha hoon", "main tum pe marta hoon", "sabko ek din marna hai"],
    },
  ),
  H(
    "wish-to-die",
    "hi-wish",
    3,
    `\\b(?:jeena|jina|jeenaa|zinda rehna|zinda rahna|jinda rehna|jinda rahna) ${NAHI}\\b(?! (?:aata|aati|ata|ati|sikha|seekha|padta|pata|chodna|chhodna|chahiye))` +
      `|\\b${NAHI} (?:jeena|jina|jeenaa|rehna zinda)\\b` +
      `|\\bjeene (?:ki|ka) (?:ichha|iccha|icha|ichchha|chah|chahat|mann|man|dil) ${NAHI}\\b` +
      `|\\b(?:is|iss) duniya (?:mein|me|main) ${NAHI} (?:rehna|rahna)\\b`,
    {
      match: ["ab jeena nahi chahta", "mujhe nahi jeena ab", "jeene ki ichha nahi rahi", "is duniya mein nahi rehna mujhe"],
      miss: ["aise jeena nahi aata mujhe, seekhna hai", "jeena nahi chhodna chahiye"],
    },
  ),
  H(
    "wish-to-die",
    "hi-no-wake",
    2,
    `\\bso (?:jaun|jaaun|jau) (?:aur|or|and) (?:kabhi |fir |phir )?(?:na|${NAHI}) (?:uthun|uthu|uthoon|jaagu|jagu)\\b` +
      `|\\b(?:kabhi|fir kabhi|phir kabhi) (?:na|${NAHI}) (?:uthun|uthu|uthoon)\\b|\\bhamesha (?:hamesha )?ke (?:liye|liya|lie) so (?:jaun|jaaun|jau|jana|jaana)\\b` +
      `|\\bsubah (?:uthna|uthne) (?:hi )?${NAHI} ${CHAH}\\b`,
    { match: ["bas so jaun aur kabhi na uthun", "hamesha ke liye so jana chahta hu"], miss: ["subah jaldi uthna hai kal"] },
  ),
  H(
    "wish-to-die",
    "hi-tired",
    2,
    "\\b(?:zindagi|jindagi|zindgi|jindgi|life|jeene|jine) se (?:thak|tang|ukta|bezaar|bezar|haar) (?:gaya|gayi|gai|gya|gyi|chuka|chuki|aa gaya|aa gayi|aa gya|aa gyi)\\b" +
      "|\\bjeete jeete thak (?:gaya|gayi|gai|gya|gyi)\\b",
    { match: ["zindagi se thak gaya hoon", "life se tang aa gayi hu"], miss: ["kaam se thak gaya hoon aaj"] },
  ),
  H(
    "wish-to-die",
    "hi-disappear",
    2,
    `\\bgayab (?:ho jana|ho jaana|hona) ${CHAH}\\b|\\b(?:hamesha|humesha) ke (?:liye|liya|lie) (?:gayab|gaayab|khamosh) (?:ho )?(?:jana|jaana|jaun|jaaun|jau|jaunga|jaungi)\\b`,
    { match: ["bas gayab ho jana chahti hu", "hamesha ke liye gayab ho jaunga"], miss: ["chutti pe gayab rahunga do din"] },
  ),
  H(
    "wish-to-die",
    "hi-ruminate",
    2,
    "\\b(?:marne|maut|mrityu) (?:ke|ka) (?:khayal|khyal|khayaal|vichar|thoughts) (?:\\w+ ){0,2}(?:aate|aata|aa rahe|aa raha|rehte|aate rehte)\\b",
    { match: ["marne ke khayal aate rehte hain"], miss: ["maut ke baare mein gita kya kehti hai"] },
  ),

  // ---- burden.
  H(
    "burden",
    "hi-burden",
    2,
    "\\b(?:bojh|boj|bhoj|bojha) (?:hi )?(?:hoon|hu|hun|hoo|ban (?:gaya|gayi|gai|gya|gyi|chuka|chuki|raha|rahi))\\b" +
      "|\\b(?:sab|sabhi|family|ghar walon|gharwalon|parivar|maa baap|mummy papa) (?:par|pe|ke liye) (?:ek )?(?:bojh|boj|bhoj)\\b" +
      "|\\bmere (?:bina|baghair|bagair|jaane ke baad|na hone se|marne ke baad) (?:\\w+ ){0,3}(?:khush|khushi|behtar|better|sukhi|sukoon|aaram)\\b",
    { match: ["main sab par bojh hoon", "mere bina sab khush rahenge"], miss: ["mere jaane ke baad ghar saaf rakhna"] },
  ),
  H(
    "burden",
    "hi-no-miss",
    2,
    `\\bkoi (?:mujhe )?yaad ${NAHI} (?:karega|karegi|karenge)\\b|\\b(?:mar|mar jaun|mar jaaun|mar jau|chala jaun|chali jaun|na rahun|na rahu|gayab ho jaun),? (?:\\w+ ){0,4}` +
      `(?:kisi|kisiko|koi) (?:ko )?(?:farak|fark|farq) (?:bhi )?${NAHI}`,
    { match: ["main mar jaun to kisi ko fark nahi padega", "koi mujhe yaad nahi karega"] },
  ),

  // ---- hopeless.
  H(
    "hopeless",
    "hi-cant-go-on",
    2,
    `(?<!\\b(?:garmi|sardi|thand|thandi|dard|pain|kaam|work|gussa|bhookh|bhuk|neend|shor|traffic) (?:\\w+ ){0,2})\\b(?:ab|aur|ab aur|mujhse|mujhse ab|ab mujhse) ` +
      `(?:aur )?(?:bardasht|bardaasht|bardash|sahan|sehen) ${NAHI} (?:hota|ho raha|hoti|kar sakta|kar sakti|kar pa raha|kar pa rahi|kar paunga|kar paungi)\\b` +
      `|\\b(?:himmat|hausla|taakat|takat) ${NAHI} (?:rahi|bachi)\\b|\\bab (?:aur )?${NAHI} (?:hota|ho raha|ho pa raha) (?:mujhse|yaar)?(?= *(?:[.!?,;]|$))`,
    { match: ["ab aur bardasht nahi hota", "jeene ki himmat nahi rahi"], miss: ["ye garmi ab bardasht nahi hoti"] },
  ),
  H(
    "hopeless",
    "hi-no-exit",
    2,
    `\\bkoi (?:raasta|rasta|rsta|raastaa|umeed|ummeed|umid|ummid|sahara) ${NAHI} (?:bacha|bachi|dikhta|dikhti|dikh raha|dikh rahi)\\b` +
      "|\\bsab (?:kuch )?(?:khatam|khtm|khatm|barbaad|barbad) ho (?:gaya|gya|chuka)(?= *(?:[.!?,;]|$| ab| mera| meri))",
    { match: ["koi raasta nahi bacha", "sab kuch khatam ho gaya, ab kya"], miss: ["match khatam ho gaya"] },
  ),
  H(
    "hopeless",
    "hi-pointless",
    2,
    `\\b(?:jeene|jine|zindagi|jindagi|zindgi|jeevan|life) (?:ka|ki|me|mein) (?:koi )?(?:matlab|maqsad|maksad|fayda|faayda|wajah|vajah|mol|arth) (?:hi )?${NAHI}` +
      `|\\bjeene ki (?:koi )?(?:wajah|vajah) ${NAHI}`,
    { match: ["zindagi ka koi matlab nahi", "jeene ki koi wajah nahi bachi"], miss: ["zindagi ka matlab kya hai buddhism mein"] },
  ),

  // ---- not being here, goodbyes, giving away.
  H(
    "not-being-here",
    "hi-not-here",
    2,
    `\\bjab (?:main|mai|me) ${NAHI} (?:rahunga|rahungi|rahu|rahun|rahoon)\\b` +
      `|\\b(?:main|mai|me) (?:ab |zyada din |jyada din |kal se )?${NAHI} (?:rahunga|rahungi)(?= *(?:[.!?,;]|$| tab| to| toh| is duniya| duniya))` +
      "|\\bduniya (?:chhod|chod|chhor) (?:dunga|dungi|du|doon|deni|dena|jaunga|jaungi|ke jana|kar jana|ke jaana|kar jaana)\\b(?! (?:ke|kar) (?:himalaya|ashram|pahad|pahadon|sanyas|jungle))",
    {
      match: ["jab main nahi rahungi tab mere bacchon ka khayal rakhna", "bas ab main nahi rahunga.", "main duniya chhod dunga"],
      miss: ["kal main ghar pe nahi rahunga", "main duniya chhod ke himalaya jaunga sanyas lene"],
      unless: FAREWELL,
    },
  ),
  H(
    "goodbye",
    "hi-goodbye",
    2,
    "\\balvida (?:sabko|sab ko|doston|dosto|sabhi ko|duniya|zindagi|hamesha ke liye|humesha ke liye)\\b|\\bis duniya ko alvida\\b" +
      "|\\b(?:sabko|sab ko) (?:mera )?(?:aakhri|akhri|aakhiri|akhiri) (?:salaam|salam|pranam|alvida|bye)\\b",
    { match: ["alvida doston, hamesha ke liye", "sabko mera aakhri salaam"], unless: FAREWELL },
  ),
  H(
    "goodbye",
    "hi-last-message",
    3,
    "\\b(?:ye|yeh|yah|mera|meri) (?:\\w+ )?(?:aakhri|akhri|aakhiri|akhiri|antim|last) (?:message|msg|sandesh|khat|chitthi|letter|note)\\b(?! (?:is |iss )?(?:group|class|office))",
    {
      match: ["ye mera aakhri message hai, sorry sabko"],
      miss: ["ye mera last message hai is group mein, kal se job chhod raha hu"],
      unless: FAREWELL,
    },
  ),
  H(
    "goodbye",
    "hi-giving",
    2,
    "\\b(?:apni|meri) (?:saari|sari|sab|sabhi) (?:cheezein|cheeze|cheezen|chizen|chize|chijen|samaan|saman|kitaben|kapde) (?:\\w+ ){0,3}" +
      "(?:de (?:di|diya|diye|raha|rahi|dunga|dungi)|baant (?:di|diya|raha|rahi|dunga|dungi)|bant (?:di|diya|raha|rahi)|donate)\\b",
    {
      match: ["apni saari cheezein dosto ko de di"],
      miss: ["shift ho rahe hain to apni saari kitaben library ko de di"],
      unless: FAREWELL,
    },
  ),

  // ---- means.
  H(
    "means",
    "hi-stockpile",
    2,
    `\\b${PILLS} (?:\\w+ ){0,3}(?:jama|jamaa|ikatthi|ikathi|ikatthe|ikhatti|collect|chhupa|chupa|chhipa|save) (?:kar |kr |ke |karke )?(?:li|liye|lee|rakhi|rakhe|rakha|raha|rahi|rahe|ki|kiya)\\b`,
    { match: ["maine neend ki goliyan jama kar rakhi hain", "mummy ki tablets chhupa ke rakhi hain"], miss: ["goliyan time pe kha li"] },
  ),
  H(
    "means",
    "hi-overdose",
    3,
    `\\b(?:ek saath|ek sath|ek baar mein|ek bar me|ek baar me|ekdum) (?:\\w+ ){0,3}${PILLS} (?:kha|nigal|gatak) ${WILL_DO}\\b` +
      `|\\b(?:saari|sari|sab|poori|puri) (?:\\w+ ){0,2}${PILLS} (?:ek saath|ek sath|ekdum) (?:kha|nigal|gatak)\\b` +
      `|\\bkitni (?:\\w+ ){0,2}(?:goliyan|goliya|goli|tablets|pills) (?:\\w+ ){0,2}(?:maut|mar jaunga|mar jaungi|mar jate|mar jaate|mrityu)\\b` +
      `|\\b(?:zeher|zehar|jeher|zahar|jahar|chuhe maar dawa|chuhe ki dawa|chuhe ki dawai|keetnashak|kitnashak|phenyl|tezab) (?:\\w+ )?(?:kha|pee|pi) (?:${WILL_DO}|liya|li|ke|kar)\\b`,
    {
      match: ["saari goliyan ek saath kha lungi", "kitni neend ki goliyan khane se maut hoti hai", "zeher kha lunga main"],
      miss: ["ye khana zeher jaisa hai", "roz ek goli kha leta hu"],
    },
  ),
  H(
    "means",
    "hi-dose",
    2,
    "\\b(?:jaanleva|jaan leva|ghatak|lethal) (?:dose|khurak|matra)\\b|\\b(?:kitni|kitna) (?:\\w+ ){0,2}(?:dose|khurak|matra) (?:se|me|mein) (?:maut|mar)",
    {
      match: ["paracetamol ki jaanleva dose kitni hoti hai"],
      miss: ["bukhar mein paracetamol ki kitni dose leni chahiye"],
      unless: ANIMAL,
    },
  ),
  H(
    "means",
    "hi-method",
    3,
    `\\b(?:chhat|chat|chhath|chhaat|terrace|balcony|building|imarat|pul|pull|bridge|flyover) (?:se|par se|pe se) (?:kood|kud|chalang|chhalang|jump) (?:kar |ke |maar |laga )?` +
      "(?:dunga|dungi|du|doon|jaunga|jaungi|lunga|lungi|jaun|jau|jana|jaana|marunga|marungi|lagaunga|lagaungi)\\b" +
      "|\\b(?:train|rail|railgadi|metro|truck|gaadi|gadi|bus) ke (?:aage|aagey|age|neeche|niche|samne|saamne) (?:kood|kud|aa|lait|let|jump|chhalang) " +
      "(?:jaunga|jaungi|jaun|jaaun|jau|dunga|dungi|jana|jaana|lunga|lungi)\\b" +
      "|\\b(?:phansi|phaansi|fansi|faansi|fasi|phanda|fanda|phandaa) (?:laga|lga|lagaa) (?:lunga|lungi|lu|loon|lun|le|lena|lene|ke|kar|du|dunga|dungi)\\b" +
      "|\\b(?:pankhe|pankha|fan) se (?:latak|lutak|latk) (?:jaunga|jaungi|jaun|jau|jana|jaana|ke)\\b" +
      "|\\b(?:nas|nass|nase|naso|kalai|kalaai) (?:kaat|kat|kaatt) (?:lunga|lungi|lu|loon|lun|li|liya|dunga|dungi|du|doon|leta|leti)\\b",
    {
      match: ["chhat se kood jaunga aaj", "train ke aage kood jaungi", "phansi laga lunga", "kalai kaat li maine"],
      miss: ["bacche chhat pe khel rahe the", "sabzi kaatte waqt kalai kat gayi"],
    },
  ),

  // ---- self-harm.
  H(
    "self-harm",
    "hi-self-harm",
    3,
    "(?<!\\b(?:smoking|sharab|cigarette|sigret|nasha|drugs|gussa) (?:\\w+ ){0,3})\\b(?:khud|khudko|apne aap|apne app|apne ap|apneaap) (?:ko )?" +
      "(?:chot|nuksan|nuksaan|nuqsan|takleef|dard|hurt|zakhmi|ghayal) (?:pahunchata|pahunchati|pahuchata|pahuchati|pohanchata|pohanchati|deta|deti|pahunchana" +
      "|pahuchana|pahunchane|dena|karta|karti|karna|kar leta|kar leti|kar raha|kar rahi|de raha|de rahi|pahuncha raha|pahuncha rahi)\\b" +
      "|\\b(?:khud|khudko|apne aap) (?:ko )?(?:jala|jalaa) (?:leta|leti|deta|deti|liya|li)\\b" +
      "|\\bblade se (?:haath|hath|kalai|khud|apne|arm|bazu|baazu|pair|jaangh)\\b|\\bblade (?:maarta|marta|maarti|marti|chalata|chalati)\\b" +
      "|\\b(?:haath|hath|baazu|bazu|kalai|jaangh) (?:pe |par )?(?:cut|cuts|kaat|kat) (?:lagata|lagati|karta|karti|leta|leti|maarta|marta)\\b" +
      "|\\b(?:jaan ?bujh (?:ke|kar)|jaanbujhkar) (?:khud ko |apne aap ko |haath )?(?:kaat|kat|jala|chot)\\w*",
    {
      match: ["main khud ko chot pahunchata hoon jab gussa aata hai", "blade se haath pe cut lagati hu", "jaan bujh ke haath kaata"],
      miss: ["smoking khud ko nuksan pahunchata hai", "cutting chai peene chalein?"],
    },
  ),

  // ---- eating.
  H(
    "eating",
    "hi-purge",
    2,
    "\\b(?:jaan ?bujh (?:ke|kar)|jaanbujhkar|ungli (?:daal|dal) (?:ke|kar)) (?:\\w+ )?(?:ulti|vomit|ulthi) (?:karta|karti|kar deta|kar deti|karna|kar leta|kar leti|krta|krti)\\b",
    { match: ["khane ke baad jaan bujh ke ulti kar deti hu"], miss: ["safar mein ulti aati hai"] },
  ),
  H(
    "eating",
    "hi-starve",
    2,
    `\\b(?:\\d+|do|teen|char|chaar|paanch|panch|chhe|saat|aath|das|kai|bahut|kaafi|kafi) (?:din|dino|dinon|hafte|hafton) se (?:kuch )?(?:bhi )?${NAHI} ` +
      "(?:khaya|khaaya|khaayi|khai|kha raha|kha rahi|kha rha|kha rhi)\\b" +
      `|\\b(?:khana|khaana) (?:khane|khaane) (?:ka|ke) (?:haq|hak|layak|laayak|laiq) ${NAHI}` +
      "|\\b(?:khana|khaana) (?:chhod|chod|band kar) (?:diya|di|dunga|dungi|rakha|rakhi) (?:\\w+ ){0,4}(?:saza|sazaa|saja|paap|paapon|prayaschit|prayashchit|shuddh|shudh)\\b" +
      "|\\b(?:khud ko|apne aap ko) (?:\\w+ ){0,2}(?:saza|sazaa|saja) (?:dene|de|dena|deta|deti) (?:\\w+ ){0,3}(?:khana|bhookha|bhooka|bhukha|bhookhi|vrat|upvas|upwas|fast)\\b",
    {
      match: ["paanch din se kuch nahi khaya", "mujhe khana khane ka haq nahi", "khana chhod diya hai apne paapon ki saza ke liye"],
      miss: ["navratri ke vrat mein kya kha sakte hain", "vrat se mann shuddh hota hai", "karva chauth ka vrat kaise kholte hain"],
      unless: RELIGIOUS_FAST,
    },
  ),
  H(
    "eating",
    "hi-fast-death",
    3,
    "\\b(?:marne|maut|mrityu|dum todne) (?:tak|takk) (?:\\w+ ){0,2}(?:vrat|upvas|upwas|upvaas|bhookha|bhooka|bhukha|bhookhi|bhuki|fast|khana nahi)\\b" +
      "|\\b(?:vrat|upvas|upwas|upvaas|fast|bhookha|bhookhi) (?:\\w+ ){0,3}(?:marne tak|maut tak|jab tak mar na jaun|jab tak mar na jaaun)\\b",
    { match: ["marne tak upvas rakhungi", "bhookha rahunga jab tak mar na jaun"], miss: ["bhookh se mar raha hoon yaar"] },
  ),
  H("eating", "hi-danger", 1, "\\b(?:behosh|chakkar (?:aa|aaye|aate|aata|kha ke|khake) (?:ke )?gir|baal (?:jhad|jhar) rahe)\\b", {
    match: ["kal do baar behosh ho gayi"],
    modifier: true,
    modifies: ["eating"],
  }),

  // ---- spiritual exit.
  H(
    "spiritual-exit",
    "hi-god",
    2,
    "\\b(?:bhagwan|bhagvan|bhagwaan|ishwar|prabhu|allah|khuda|rab|upar wala|upar wale|uparwala|maula|rabba) (?:\\w+ ){0,2}(?:mujhe |muje |mjhe |mujhko )?" +
      "(?:utha (?:le|lo|lijiye)|bula (?:le|lo|lijiye)|apne paas bula|apne pass bula|apne paas le)\\b" +
      "|\\b(?:bhagwan|allah|khuda|upar|swarg|jannat|uparwale) (?:ke )?(?:paas|pass|pas|me|mein) (?:jana|jaana|chala jaun|chali jaun|jaun|jaaun)(?= *(?:[.!?,;]|$| hai| he| h| ab| jaldi| abhi| chahta| chahti))",
    {
      match: [
        "bhagwan mujhe utha le",
        "ya allah mujhe apne paas bula le",
        "bas ab jannat mein jana hai",
        "hey prabhu ab mujhe utha lo",
        "rabba mujhe apne paas bula",
        "khuda ab bula le, bas",
      ],
      miss: [
        "bhagwan ne use utha liya, bahut dukh hai",
        "upar wala sab dekh raha hai",
        "bhagwan ke paas jaana hai mandir mein darshan ke liye",
        "nani kehti hain bhagwan jab chahe bula le, par pehle shaadi dekh lun",
        "Allah jab bhi chahe utha le, abhi to pote ke saath khelna hai",
        "upar wala jab marzi bula le, main taiyaar hoon par jaldi nahi",
      ],
      unless:
        /\b(?:mandir|darshan|masjid|gurudwara|gurdwara|church|puja|aarti|dargah|namaz padhne|jab (?:chahe|bhi chahe|marzi|unki marzi))\b/,
    },
  ),
  H(
    "spiritual-exit",
    "hi-join",
    2,
    "\\b(?:maa|mummy|mumma|ammi|papa|pitaji|abbu|pati|patni|biwi|wife|husband|beta|beti|dadi|dada|nani|nana) (?:ke|ki) (?:paas|pass|pas) (?:upar|swarg|jannat)\\b" +
      "|\\b(?:swargwasi|swargiya|marhoom|marhooma|marhuma|divangat) (?:\\w+ ){0,2}(?:ke paas|se milne|ke pass) (?:jana|jaana|jaun|jaaun|chala jaun|chali jaun)\\b",
    { match: ["mujhe maa ke paas upar jana hai", "marhoom shauhar ke paas jana chahti hu"], miss: ["maa ke paas ghar ja rahi hu"] },
  ),
  H(
    "spiritual-exit",
    "hi-leave",
    2,
    "\\b(?:ye|yeh|is|iss) (?:sharir|shareer|sareer|deh|body|janam|jism) (?:ko )?(?:chhod|chod|chhor|tyag|tyaag|khatam|khtm) (?:dena|dunga|dungi|du|doon|na|ne|ke|kar|karna|karke)\\b" +
      "|\\bkarma (?:khatam|poora|pura|khtm) (?:karke|kar ke|kar) (?:\\w+ ){0,3}(?:jana|jaana|chala jaun|chali jaun)\\b" +
      "|\\b(?:moksh|mukti) (?:abhi|isi waqt|aaj hi) (?:chahiye|chaiye|chahta|chahti)\\b|\\b(?:jeevit )?(?:samadhi|santhara) (?:le|lena) (?:lunga|lungi|lu|loon|chahta|chahti)\\b",
    {
      match: ["ye sharir chhod dena chahta hu", "karma khatam karke jana chahti hu"],
      miss: ["mujhe moksh chahiye is janam mein sadhana se"],
    },
  ),

  // ---- modifiers.
  H(
    "time",
    "hi-time",
    1,
    "\\b(?:aaj raat|aaj rat|aj raat|aj rat|aaj ki raat|aaj shaam|kal subah|kal raat|kal shaam|is weekend|iss weekend|is hafte|aadhi raat|adhi raat" +
      "|subah hone se pehle|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|shaniwar|ravivar|itwar|itvaar|jald hi|bahut jaldi)\\b",
    { match: ["aaj raat kar lunga"], modifier: true },
  ),
  H(
    "plan-time",
    "hi-plan",
    1,
    "\\b(?:faisla|faisala|faislaa|decision) (?:kar|le) (?:liya|li|chuka|chuki)\\b|\\bsab (?:kuch )?(?:tay|tai|plan|taiyar|tayyar|ready) (?:kar liya|ho gaya|kar li)\\b|\\btay kar liya\\b",
    { match: ["maine faisla kar liya hai"], modifier: true },
  ),
  H(
    "calm-after-despair",
    "hi-calm",
    2,
    "\\b(?:jab se|jabse) (?:faisla|faisala|decision) (?:kiya|liya|kar liya|le liya) (?:\\w+ ){0,3}(?:sukoon|shanti|halka|aaram|chain)\\b",
    { match: ["jab se faisla kiya hai bahut sukoon hai"] },
  ),
  H(
    "loss",
    "hi-loss",
    1,
    "\\b(?:naukri|job|nokri) (?:chali (?:gayi|gai|gyi)|chhut (?:gayi|gai|gyi)|chut (?:gayi|gai|gyi))\\b|\\b(?:guzar (?:gaye|gayi|gaya|gai|gye)|intekal|intkaal|dehant|talaq)\\b|\\bdivorce (?:ho (?:gaya|gya|raha)|de (?:diya|di|raha|rahi)|le (?:liya|li|raha|rahi))\\b" +
      "|\\b(?:chhod|chod) (?:ke|kar) (?:chali|chala) (?:gayi|gaya|gai|gya|gyi)\\b|\\bbreakup ho gaya\\b",
    { match: ["naukri chali gayi aur biwi chhod ke chali gayi"], modifier: true, modifies: ["means", "hopeless"] },
  ),
  H(
    "debt",
    "hi-debt",
    1,
    "\\b(?:karz|karza|karzaa|karja|qarz|qarza|karj|udhaar|diwala|diwaliya|dewaliya)\\b|\\b(?:barbaad|barbad) ho (?:gaya|gayi|gya)\\b|\\bemi (?:nahi|nahin|nai) (?:bhar|chuka)",
    { match: ["bahut karz ho gaya hai"], modifier: true },
  ),

  // ---- Widened: the plain and the common indirect ways people write, with the text-speak they type (ni, nhi, b, yr).
  // The normaliser maps "b" (bhi) to "be", so the patterns name that form too.
  H(
    "direct",
    "hi-direct",
    3,
    "\\b(?:khud|khudko|apne aap|apne app|apne ap|apneaap) (?:ko )?(?:khatam|khtm|khatm) (?:karna|karni|krna|kar dena|kar lena) (?:hai|he|h|chahta|chahti|chahte|padega)\\b" +
      "|\\b(?:khud|khudko|apne aap|apne app|apne ap|apneaap) (?:ko )?(?:maarna|marna|maar dena|maar dalna|maar daalna|mar dalna) (?:hai|he|h|chahta|chahti|chahte|padega)\\b" +
      "|(?<!\\b(?:liye|liya|lie|khatir) (?:\\w+ )?)\\bapni jaan (?:de|dena|dene|de du|de dunga|de dungi|de doon|de deni)\\b(?! (?:\\w+ )?(?:ke liye|ki khatir|desh)\\b)" +
      "|\\bapni jaan (?:leni|le leni|lena) (?:hai|he|h|chahta|chahti|chahte|padegi)\\b" +
      "|\\b(?:jiyun|jiyu|jiun|jeeyun) ya (?:marun|maru|mar jaun) (?:\\w+ )?(?:farak|fark|farq|koi fark) (?:nahi|nahin|ni|nhi)|\\b(?:marun|maru|mar jaun) ya (?:jiyun|jiyu|jiun|jeeyun),? (?:\\w+ )?(?:farak|fark|farq|koi fark) (?:nahi|nahin|ni|nhi)" +
      "|(?<!\\b(?:se|maare|mare) )\\b(?:aaj |ab |bas )?marne (?:ja|jaa) (?:raha|rahi|rha|rhi|rahe)\\b",
    {
      match: [
        "mujhe khud ko khatam karna hai aaj hi",
        "apne aap ko maarna chahta hoon",
        "aaj marne ja raha hoon, bas bata raha hoon",
        "main apni jaan de dunga aaj",
        "mujhe apni jaan leni hai",
        "jiyun ya marun koi farak nahi padta",
      ],
      miss: [
        "tere liye apni jaan de dunga",
        "garmi se marne ja raha hoon yaar",
        "desh ke liye apni jaan de dena bada kaam hai",
        "kaam khatam karna hai aaj",
      ],
    },
  ),
  H(
    "wish-to-die",
    "hi-wish",
    3,
    "\\b(?:dua|duaa|prarthana|kaash|chahta|chahti|mannat)\\b(?: \\w+){0,6} aankh (?:hi )?(?:na|nahi|nahin|nai|ni|nhi) (?:khule|khulti|khulegi)\\b" +
      "|\\baankh (?:hi )?(?:na|nahi|nahin|nai|ni|nhi) khule (?:to|toh) (?:\\w+ )?(?:accha|achha|acha|behtar|better|sukoon|theek)\\b" +
      "|\\b(?:behtar|better|accha|achha) (?:hai|hoga) (?:ki )?(?:main|mai|me) (?:khud )?(?:hi )?(?:khatam ho (?:jaun|jaaun|jau)|mar (?:jaun|jaaun|jau)|na rahun|na rahu)\\b" +
      "|\\bjeene (?:ki|ka) (?:ichha|iccha|icha|ichchha|chah|chahat|mann|man) (?:\\w+ )?(?:khatam|khtm|mar gayi|mar chuki|chali gayi|nahi bachi|ni bachi)\\b",
    {
      match: [
        "roz raat dua karta hoon ki subah aankh hi na khule",
        "kabhi kabhi lagta hai subah aankh hi na khule to accha hai",
        "aise jeene se behtar hai main khatam ho jaun",
        "koi bimari nahi, bas jeene ki ichha khatam",
      ],
      miss: [
        "kal subah aankh na khuli to flight miss ho jayegi",
        "alarm lagao warna aankh nahi khulegi",
        "jeene ki ichha hai, bas dar lagta hai",
      ],
    },
  ),
  H(
    "wish-to-die",
    "hi-tired",
    2,
    "\\b(?:zindagi|jindagi|zindgi|jindgi|life|jeene|duniya) se (?:mann|man|dil|jee|ji) bhar (?:gaya|gya|chuka)\\b",
    {
      match: ["zindagi se mann bhar gaya hai", "ab duniya se dil bhar chuka", "life se mann bhar gya yaar"],
      miss: ["khane se mann bhar gaya", "is gaane se dil bhar gaya", "pizza se jee bhar gaya"],
    },
  ),
  H(
    "not-being-here",
    "hi-not-here",
    2,
    "\\b(?:nahi|nahin|nai|ni|nhi) (?:rehna|rahna) (?:hai |he |h )?(?:ab )?(?:yahan|yaha|idhar|is duniya|duniya|zinda)\\b(?! (?:\\w+ ){0,2}(?:sheher|shehar|city|ghar|flat|hostel|job|naukri|office|company|gaon|mulk|desh|pg|room|college)\\b)",
    {
      match: ["ab ni rehna yahan, kuch b thik ni hoga, kya fayda yr", "mujhe nahi rehna ab zinda", "bas nahi rehna is duniya mein"],
      miss: [
        "nahi rehna yahan is sheher mein, bahut mehenga hai",
        "ab nahi rehna yahan, naya flat dekh liya",
        "nahi rehna idhar hostel mein",
      ],
      unless: new RegExp(
        `${FAREWELL.source}|\\b(?:naya|nayi|flat|pg|room|hostel|sheher|shehar|city|mohalla|colony|kiraya|kiraaya|makaan|padosi|neighbours?)\\b`,
      ),
    },
  ),
  H(
    "hopeless",
    "hi-no-future",
    2,
    "\\b(?:mere saath|meri (?:zindagi|life) (?:mein|me)|ab) (?:kabhi )?kuch (?:bhi |bi |be |v )?(?:thik|theek|sahi|accha) (?:nahi|nahin|nai|ni|nhi) (?:hoga|hone wala)\\b" +
      "|\\b(?:mere saath|meri (?:zindagi|life) (?:mein|me)) kabhi (?:kuch )?(?:thik|theek|sahi) (?:nahi|nahin|nai|ni|nhi) (?:hoga|hone wala)\\b",
    {
      match: ["ab kuch bhi theek nahi hoga", "meri zindagi mein kuch bhi theek nahi hoga", "mere saath kabhi kuch theek nahi hoga"],
      miss: [
        "kal ka paper kuch theek nahi hoga shayad",
        "dawai lo, sab theek ho jayega",
        "kuch bhi theek ho sakta hai",
        "kal ka match kuch bhi theek nahi hoga, barish hai",
      ],
    },
  ),
  H(
    "hopeless",
    "hi-pointless",
    2,
    "\\b(?:jeene|jine|zinda rehne|jeete rehne) (?:ka|se) kya (?:fayda|faayda|matlab)\\b|\\bkya (?:fayda|faayda) (?:hai )?(?:jeene|jine|zinda rehne) ka\\b",
    {
      match: ["aise jeene ka kya fayda", "kya fayda hai jeene ka", "zinda rehne ka kya matlab jab koi nahi"],
      miss: ["itna padhne ka kya fayda", "gym jaane ka kya fayda", "jeene ka matlab kya hai gita ke hisaab se"],
    },
  ),
  H(
    "spiritual-exit",
    "hi-own-will",
    2,
    "\\bapni (?:marzi|marji|mrzi|ichha|iccha) se (?:\\w+ )?(?:chala|chali|chale) (?:jaun|jaaun|jau|jaye|jaaye|jaate|jaati|jata|jati|jana|jaana|jayen)\\b" +
      "|\\bthak (?:ke|kar) khud (?:hi )?(?:chala|chali) (?:jaye|jaaye|jaun|jaaun|jau)\\b|\\bkhud hi (?:jana|jaana) (?:padega|parega|hoga)\\b" +
      "|\\bneend (?:mein|me|main) (?:hi )?(?:chala|chali) (?:jaun|jaaun|jau|jaye|jaaye)\\b" +
      "|\\b(?:chala|chali) (?:jaun|jaaun|jau|jaunga|jaungi)(?: ?\\.)? (?:hamesha|humesha) ke (?:liye|liya|lie)\\b|\\b(?:hamesha|humesha) ke (?:liye|liya|lie) (?:chala|chali) (?:jaun|jaaun|jau|jaunga|jaungi|jana|jaana)\\b",
    {
      match: [
        "agar main apni marzi se chala jaun toh kya agla janam achha milega?",
        "allah maaf karega kya agar koi thak ke khud chala jaye?",
        "bas chahta hoon neend mein hi chala jaun",
        "ki sab ko chhod ke chala jaun. hamesha ke liye",
        "ab sabr khatam ho gaya hai, lagta hai khud hi jana parega",
      ],
      miss: ["dadaji neend mein hi chale gaye, 92 saal ke the", "apni marzi se office chala jata hoon", "kya main khud chala jaun market?"],
      unless: FAREWELL,
    },
  ),
  H(
    "burden",
    "hi-burden",
    2,
    "\\bmere (?:bina|baghair|bagair|jaane ke baad|na hone se|marne ke baad)\\b(?: [\\w,.?]+){0,10}? (?:behtar|better|khush|sukhi|sukoon) (?:hi )?(?:hoga|honge|rahega|rahenge|rahegi|ho jayenge)\\b" +
      "|\\b(?:bol|keh|kaha|likh)\\w* (?:\\w+ ){0,3}(?:ki )?(?:\\w+ ){0,3}(?:uske|unke) (?:bina|baghair) (?:\\w+ ){0,3}(?:zyada |jyada )?(?:khush|behtar|better|sukhi) (?:rahenge|rahega|rahegi|honge|hoga)\\b",
    {
      match: [
        "mere bacche mere bina kaise rahenge? shayad unke liye behtar hi hoga",
        "mere husband bolte hain ki unke bina hum sab better rahenge",
        "mera dost bol raha tha ki uske ghar wale uske bina zyada khush rahenge",
      ],
      miss: ["mere jaane ke baad ghar saaf rakhna", "unke bina party boring thi", "mere bina tum log movie dekh lo, behtar hai"],
    },
  ),
  H(
    "burden",
    "hi-no-miss",
    2,
    "\\bmere (?:jaane|marne|na rehne) ke baad\\b(?: [\\w,.]+){0,8}? (?:bhool|bhul) (?:jayenge|jaenge|jaayenge|jaoge|jayega|jaega)\\b",
    {
      match: [
        "mere jaane ke baad sab ek hafta roenge phir bhool jayenge",
        "mere marne ke baad sab bhul jayenge",
        "mere na rehne ke baad tum bhi bhool jaoge",
      ],
      miss: ["mere jaane ke baad darwaza band kar dena", "chabi mat bhoolna mere jaane ke baad", "mere jaane ke baad khana kha lena"],
    },
  ),
  H(
    "self-harm",
    "hi-self-harm",
    3,
    "\\bblade (?:se )?(?:chala|chalaa|maar|laga|lagaa|ghuma) (?:diya|di|liya|li|deta|deti|leta|leti|raha|rahi|diye)\\b|\\b(?:haath|hath|kalai|wrist|baazu|bazu|arm|jaangh|thigh) (?:pe|par) blade\\b" +
      "|\\b(?:khud|khudko|apne aap|apne app) (?:ko )?(?:jalata|jalati|jalaata|jalaati|jalaya|jalayi)\\b" +
      "|\\b(?:cuts|zakhm|zakhmon) (?:ko )?(?:ab )?(?:chupa|chhupa|chhipa|chupaane|chhupane|chupana|chhupana|chhipane|chupaana)\\w*" +
      "|\\b(?:gehre|gehra|gahre|gahra) (?:karne|kaatne|katne) (?:ka|ki) (?:mann|man|dil|ichha)\\b",
    {
      match: [
        "kal raat phir se haath pe blade chala diya",
        "jab bahut bura lagta hai to lighter se khud ko jalati hoon",
        "wrist pe cuts ab chupaane mushkil ho gaye hain. aur gehre karne ka mann karta hai",
      ],
      miss: [
        "razor ka blade badal diya",
        "cutting chai peene chalein?",
        "deewar ke nishaan chupane ke liye paint kiya",
        "khana jala diya maine",
      ],
    },
  ),
  H("self-harm", "hi-hide-wounds", 2, "\\bfull sleeves? (?:\\w+ ){0,5}(?:taaki|taki|jisse) koi (?:\\w+ )?(?:dekh|dekhe|pooch|puche)\\w*", {
    match: [
      "full sleeves pehenti hoon taaki koi dekh na le",
      "garmi mein bhi full sleeve pehenta hoon taki koi pooche nahi",
      "full sleeves pehen ke jaati hoon jisse koi dekhe na",
    ],
    miss: ["full sleeves pehenti hoon kyunki thand hai", "full sleeve shirt kahan milegi?", "dhoop se bachne ke liye full sleeves"],
  }),
  H(
    "goodbye",
    "hi-goodbye",
    2,
    "\\b(?:ko )?(?:bol|keh|bata) (?:dena|dijiye|do|dijiyega) (?:ki )?(?:mujhe maaf kar|sorry|main (?:unse|usse|tumse) (?:bahut )?pyaar)" +
      "|\\b(?:sabko|sab se|sabse|sab ko|sabhi ko|sabhi se) (?:\\w+ )?(?:sorry|maafi) (?:bol|keh|maang) (?:diya|di|li|liya|chuka|chuki)\\b(?! (?:\\w+ ){0,3}(?:ke liye|kyunki|late|der se)\\b)" +
      "|\\b(?:tum|aap) (?:sab|log|sab log) (?:\\w+ )?(?:best|ache|acche|achhe|sabse achhe) (?:the|thi)\\b|\\b(?:tu|tum) (?:hi )?(?:mera )?(?:best|asli|sabse accha|sabse acha|sabse achha) (?:dost|friend|bhai|yaar) (?:tha|thi|the)\\b" +
      "|\\b(?:last|aakhri|akhri|aakhiri) (?:post|message|msg)(?= *(?:[.!?,;]|$))" +
      "|\\b(?:meri|mere) (?:\\w+ )?(?:mummy|maa|ammi|papa|abbu|behen|bhai|bacchon|bachon|billi|kutte) (?:ka|ki|ke) (?:dhyan|khayal|khyal) rakhna\\b",
    {
      match: [
        "meri maa ko bol dena mujhe maaf kar de",
        "saare kaam nipta diye, sabko sorry bol diya",
        "sorry for everything. tum sab best the",
        "last post. thank you sabko jo kabhi mere liye ruke",
        "usne apna phone mujhe de diya aur bola meri mummy ka dhyan rakhna",
      ],
      miss: [
        "kal trip pe ja raha hu, meri mummy ka dhyan rakhna",
        "last post of the year, milte hain january mein",
        "boss ko bol dena main late aaunga",
        "sabko sorry bol diya late aane ke liye",
      ],
      unless:
        /\b(?:trip|tour|bahar|hostel ja|ja raha|ja rahi|din ke liye|hafte ke liye|shift|transfer|videsh|abroad|canada|america|dubai|retire\w*|office|group|milte hain|next month|next week)\b/,
    },
  ),
  H(
    "goodbye",
    "thanks",
    1,
    "\\b(?:thank you|thanks|shukriya|dhanyawad) (?:sabko|sab ko|sabka|sabhi ko)\\b|\\b(?:sabka|sabko) (?:shukriya|thank you|dhanyawad)\\b",
    {
      match: ["thank you sabko jo kabhi mere liye ruke", "sabka shukriya, apna khayal rakhna", "shukriya sabko jo saath the"],
      miss: ["thank you bhai, kal milte hain", "shukriya aapka jawab ke liye", "thanks yaar notes ke liye"],
      modifier: true,
      modifies: ["goodbye", "not-being-here", "plan-time"],
    },
  ),
  H(
    "goodbye",
    "hi-giving",
    2,
    "\\b(?:de (?:di|diya|diye)|baant (?:di|diya|diye)|bant (?:di|diya|diye)|bech (?:di|diya)|donate kar (?:di|diya))\\b[.,]?(?: [\\w,.]+){0,12}? " +
      "(?:(?:\\w+ )?(?:zarurat|zaroorat|jarurat|zarorat) (?:nahi|nahin|nai|ni|nhi) (?:padegi|padega)|kuch (?:bhi )?chahiye (?:hi )?(?:nahi|nahin|nai|ni|nhi)|(?:nahi|nahin|nai|ni|nhi) chahiye (?:ab )?kuch" +
      "|(?:letter|chitthi|khat) likh (?:diya|di|ke rakh diya)|(?:ab )?(?:inki|unki|iski|in cheezon ki) (?:zarurat|zaroorat) (?:nahi|ni|nhi)(?= *(?:[.!?,;'\"]|$)))\\b" +
      "|\\b(?:zarurat|zaroorat|jarurat|zarorat) (?:nahi|nahin|nai|ni|nhi) (?:padegi|padega)\\b[.,]?(?: [\\w,.]+){0,10}? (?:de (?:di|diya|diye)|baant (?:di|diya|diye)|bant (?:di|diya|diye))\\b" +
      "|\\b(?:number|contact) delete kar (?:dena|do)\\b[.,]?(?: [\\w,.]+){0,3}? (?:zarurat|zaroorat|jarurat) (?:nahi|nahin|nai|ni|nhi) (?:padegi|padega)\\b" +
      "|\\b(?:baaki saari|baki sari|baaki sab) (?:cheezein|cheeze|cheezen|chizen|kitaben|kitabein|kapde|saaman|saman) (?:\\w+ )?(?:toh |to )?(?:bant|baant) (?:di|diya|diye)\\b",
    {
      match: [
        "apna laptop aur cycle dost ko de diya. ab mujhe in cheezon ki zaroorat nahi padegi",
        "aaj apna phone chhote bhai ko de diya aur guitar dost ko. ab kuch chahiye hi nahi mujhe",
        "mera number delete kar dena, zarurat nahi padegi",
        "meri baaki saari cheezein toh bant di hain",
        "maine apni guitar aur books dost ko de di, behen ke liye letter likh diya",
        "ab mujhe in cheezon ki zaroorat nahi padegi, apna laptop aur cycle dost ko de diya",
      ],
      miss: [
        "maine apni purani kitaabein library ko de di, ab zaroorat nahi thi",
        "bhai ko phone de diya, naya le liya",
        "shift ho rahe hain, saara saman bant diya",
      ],
      unless: FAREWELL,
    },
  ),
  H(
    "means",
    "hi-place",
    2,
    "(?<!\\b(?:let ke|let kar|lete lete|lete hue|bistar pe) )\\b(?:chhat|chat|chhaat|terrace|railing|munder|pul|bridge|balcony|building|imarat|patri|patriyon|tracks?|pankha|pankhe|rassi|keetnashak|kitnashak|sulphas|celphos)\\b(?: [\\w,.]+){0,8}? " +
      "(?:(?:neeche|niche) (?:dekhta|dekhti|dekhte|jhaankta|jhaankti|jhankta|jhankti)|(?:upar|neeche) (?:jaake|ja ke|jaa ke) (?:\\w+ )?(?:dekhta|dekhti|dekhte)|(?:ko )?dekh(?:ta|ti|te)? (?:rehta|rehti|rehte|raha|rahi)|dekh (?:ke|kar) (?:\\w+ ){0,3}(?:sukoon|shanti|chain|darr|dar)" +
      "|ke paas (?:baitha|baithi|baith|khada|khadi)|ek (?:kadam|second|pal|chhalang) (?:ki baat|ka kaam|ki doori)|(?:khade|khada|khadi) (?:rehte|rehta|rehti))\\b",
    {
      match: [
        "roz chhat pe jaake neeche dekhta hoon, 7th floor hai. ek second ka kaam hai bas",
        "kal raat train ki patri ke paas baitha tha, kaafi der tak",
        "hostel room ka pankha dekh ke khud se darr lagta hai",
        "khet wale kamre mein jo keetnashak rakha hai usko dekhta rehta hoon aajkal",
        "metro station pe baith jata hoon. tracks dekh ke ajeeb sa sukoon milta hai",
        "papa chhat pe ghanton akele khade rehte hain",
      ],
      miss: [
        "chhat pe jaake neeche dekha to bacche khel rahe the",
        "balcony se view dekh ke bahut sukoon mila",
        "pankha dekh raha tha, saaf karna hai",
        "bore ho rahi thi, let ke chhat dekhti rehti hoon",
        "chhat pe jaake neeche dekha to parade chal rahi thi",
      ],
      unless:
        /\b(?:view|photo|selfie|sunset|suraj|ghoomne|ghumne|picnic|patang|kapde|tanki|bacche|bachche|match|saaf|repair|mistri|electrician)\b/,
    },
  ),
  H("means", "hi-method", 3, "\\brassi (?:le aaya|le aayi|le aaye|khareed|kharid|le li|mangayi|mangwayi|la ke rakhi|laake rakhi)\\w*", {
    match: ["aaj rassi le aaya. raat bhar pankhe ko dekhta rehta hoon", "maine rassi khareed li hai", "rassi mangwayi hai online"],
    miss: ["kapde sukhane ke liye rassi le aaya", "camping ke liye rassi kharidi", "gaay bandhne ki rassi le aayi"],
    unless: /\b(?:kapde|sukhane|sukhaane|camping|tent|gaay|bakri|bhains|jhoola|jhula|trekking|khel|game|patang)\b/,
  }),
  H(
    "means",
    "hi-stockpile",
    2,
    `\\b${PILLS}(?: [\\w,.?]+){0,10}? (?:jama|jamaa|ikatthi|ikathi|ikatthe|ikhatti|collect|chhupa|chupa|chhipa|save) (?:kar |kr |ke |karke )?(?:li|liye|lee|rakhi|rakhe|rakha|raha|rahi|rahe|ki|kiya)\\b` +
      `|\\b(?:goliyan|goliya|goliyaan|tablets|pills) gin (?:rahi|raha|rahe|li|liye)\\b`,
    {
      match: [
        "doctor ne goliyan di thi par main kha nahi rahi, jama kar rahi hoon",
        "neend ki goliyan kitni zyada ho jaati hain? maine kuch jama karke rakhi hain",
        "aaj goliyan gin rahi thi",
      ],
      miss: ["goliyan time pe kha li", "dawai ka box almari mein rakha hai", "paise jama kar rahi hoon"],
    },
  ),
  H(
    "means",
    "hi-overdose",
    3,
    "\\bkitni (?:\\w+ ){0,4}(?:se|lene se|khane se|khaane se) (?:\\w+ )?aankh (?:hi )?(?:na|nahi|nahin|nai|ni|nhi) (?:khule|khulti|khulegi)\\b",
    {
      match: [
        "neend ki goliyan kitni lene se subah aankh nahi khulti?",
        "kitni tablets khane se aankh na khule",
        "kitni goli lene se phir aankh nahi khulegi",
      ],
      miss: ["kitni der sone se aankh khulti hai", "kitni chai peene se neend nahi aati", "subah aankh nahi khulti, alarm kaise lagaun"],
    },
  ),
  H("means", "hi-how-many", 1, "\\bkitni (?:\\w+ ){0,3}(?:zyada|jyada|kaafi|kafi) (?:ho jaati|ho jati|hoti|hongi)\\b", {
    match: ["neend ki goliyan kitni zyada ho jaati hain?", "kitni goliyan kaafi hoti hain", "tablets kitni jyada hongi?"],
    miss: ["kitni roti kaafi hoti hai", "bacche ke liye kitni dawai zyada hoti hai", "kitni der kaafi hoti hai"],
    needsCompanion: true,
    unless: /\b(?:roti|khana|chai|der|bacche|baby|bukhar|dard|kutta|billi|paani|neend (?:kitni der))\b/,
  }),
  H(
    "spiritual-exit",
    "hi-god",
    2,
    "\\b(?:bhagwan|allah|khuda|upar wale|uparwale|rab|ishwar) (?:ke )?(?:paas|pass|pas) (?:hi )?(?:jana|jaana) (?:hai|he|h|chahta|chahti)\\b" +
      "|\\b(?:dua|duaa|prarthana) (?:karta|karti|karte|kar raha|kar rahi|maangta|maangti)(?: hoon| hu| hun| hai)? (?:ki|ke|k) (?:\\w+ )?(?:mujhe )?(?:utha le|utha lo|bula le|bula lo|apne paas bula)",
    {
      match: [
        "agar Allah ke paas hi jana hai to abhi kyun nahi?",
        "Allah se roz dua karta hoon ke mujhe utha le",
        "bhagwan ke paas jaana chahti hoon",
      ],
      miss: [
        "bhagwan ke paas sab ka hisaab hai",
        "roz dua karta hoon ki sab theek ho",
        "allah ke paas dua maango",
        "bhagwan ke paas jaana hai mandir mein darshan ke liye",
      ],
      unless: /\b(?:mandir|darshan|masjid|gurudwara|gurdwara|church|puja|aarti|dargah|namaz padhne)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "hi-join",
    2,
    "\\b(?:wo|woh|vo|ammi|abbu|maa|papa|mummy|dadi|nani) (?:\\w+ )?(?:mera|meri) (?:intezaar|intezar|intjar|wait) kar (?:rahi|raha|rahe) (?:hai|hain|hongi|honge|hoga|hogi)(?= *(?:[.!?,;]|$| (?:upar|wahan|us paar|jannat|swarg|udhar)\\b))" +
      "|\\b(?:jaldi|bas|ab bas|bas ab) (?:se )?(?:unke|uske|inke) (?:paas|pass) (?:hi )?(?:jaana|jana) (?:hai|chahta|chahti)\\b",
    {
      lang: "hi",
      match: [
        "jab se ammi gayi hain bas unke paas jaana chahti hoon, wo mera intezaar kar rahi hain",
        "main jaldi unke paas jaana chahta hoon",
        "abbu ke inteqal ke baad ammi kehti hain bas unke paas jaana hai",
      ],
      miss: [
        "wo mera intezaar kar rahi hai station pe",
        "wo mera intezaar kar rahi hai cafe mein",
        "bas unke paas jaana hai 5 minute ke liye, dukaan pe",
        "jaldi unke paas jaana hai, doctor ne bulaya",
      ],
      unless: /\b(?:station|dukaan|shop|office|ghar pe|minute|min|doctor|market|bazaar|airport|gate|bahar|parking|class)\b/,
    },
  ),
  H(
    "spiritual-exit",
    "hi-leave",
    2,
    "\\b(?:ye|yeh|is|iss) (?:\\w+ )?(?:sharir|shareer|deh|body|janam|jism) (?:ko )?(?:jaldi )?(?:chhod|chod|chhor|tyag|tyaag|khatam|khtm) (?:kar )?(?:dena|dunga|dungi|du|doon|dun|dene|ke|karke|kar ke)\\b(?! (?:ke baad|par|pe|se)\\b)" +
      "|\\bsharir (?:chhod|chod|tyag|tyaag) (?:dene|dena|du|doon|dun|dunga|dungi)\\b(?! (?:ke baad|par|pe)\\b)" +
      "|\\b(?:kyun|kyu) na (?:abhi|aaj|ab) (?:hi )?(?:chhod|chod) (?:doon|du|dun)(?= *(?:[.!?,;]|$| (?:sharir|ye sharir|sab|duniya)\\b))",
    {
      match: [
        "punarjanm hota hai na? to ye bekaar janam khatam karke naya start kar lun kya",
        "shayad ye janam jaldi khatam kar doon to agla behtar ho",
        "aatma amar hai na? to sharir chhod dene me kya galat hai",
        "moksha ke liye sharir chhodna padta hai na? toh kyun na abhi chhod doon",
      ],
      miss: ["sharir chhod dene ke baad aatma kahan jaati hai?", "ye kaam khatam karke ghar jaunga", "kyun na abhi chhod doon ye naukri"],
    },
  ),

  H(
    "goodbye",
    "hi-goodbye",
    2,
    "\\bsorry for everything\\b|(?<!\\b(?:ko|bol|bola|boli|bolne|kehne|keh) )\\balvida(?= *(?:[.!?,;'\"]|$))" +
      "|\\b(?:aakhri|akhri|antim) (?:ardaas|ardas|dua|namaz|prarthana) (?:karunga|karungi|padhunga|padhungi|kar (?:raha|rahi) (?:hoon|hu))\\b" +
      "|\\bagar (?:kal )?(?:main )?(?:\\w+ )?(?:na aaun|na aau|nahi aaya|nahi aayi|reply na karun|na dikhun) (?:to|toh) (?:meri|mera|mere)\\b",
    {
      match: [
        "meri dost ne raat 3 baje msg kiya 'sorry for everything, love you, alvida'",
        "aaj raat gurdwara ja ke aakhri ardaas karunga, phir nahar ki taraf",
        "guys agar kal main online na aaun to meri books riya ko de dena",
      ],
      miss: [
        "sabko alvida bol raha hoon, kal canada ja raha hoon",
        "dadaji ki antim ardaas kal hai",
        "agar kal main office na aaun to meri file check kar lena",
      ],
      unless:
        /\b(?:trip|tour|bahar|canada|america|dubai|videsh|abroad|shift|transfer|office|chhutti|leave|farewell|retire\w*|group|milte hain)\b/,
    },
  ),
  H(
    "plan-time",
    "hi-plan-date",
    2,
    "(?<!\\b(?:shaadi|exam|party|trip|flight|interview|meeting|wedding|mehendi|sagai|engagement|result|admission)(?: ki| ka)? )\\b(?:date|tareekh|tarikh|din) (?:decide|fix|tay|tai|final) kar (?:li|liya)\\b",
    {
      match: ["date decide kar li hai, 15 ko jab ghar wale bahar jayenge", "maine din fix kar liya hai", "tareekh tay kar li hai, bas"],
      miss: ["shaadi ki date fix kar li hai!", "exam ki date decide kar li college ne", "trip ki date final kar li"],
      unless: /\b(?:shaadi ki|wedding|exam|trip|flight|party|interview|meeting|admission|result|function|puja|havan)\b/,
    },
  ),
  H(
    "calm-after-despair",
    "hi-calm",
    2,
    "\\b(?:jab se|jabse) (?:decide|tay) (?:kiya|kar liya|kar li)(?: hai)?(?! (?:ki|ke|k)\\b)(?![.,]?(?: \\w+){0,3} (?:jaunga|jaungi|karunga|karungi|lunga|lungi|dunga|dungi|padhunga|padhungi)\\b)[.,]?(?: [\\w,]+){0,4}? (?:sukoon|shanti|halka|aaram|chain)\\b",
    {
      match: [
        "jab se decide kiya hai, ajeeb sa sukoon hai",
        "jabse tay kar liya hai bahut halka lag raha hai",
        "jab se decide kar liya, mann mein shanti hai",
      ],
      miss: [
        "jab se decide kiya ki gym jaunga, energy aa gayi",
        "jab se naukri badli sukoon hai",
        "jab se decide kiya hai padhai pe focus karungi",
        "jab se decide kiya gym jaunga, mann halka hai",
      ],
    },
  ),
  H(
    "wish-to-die",
    "hi-stop-meds",
    2,
    "\\b(?:dawai|dawa|dawaiyan|goliyan|insulin|medicine) (?:lena|leni|khana|khani|lene) band kar (?:diya|di|dunga|dungi|diya hai)\\b[.,]?(?: [\\w,.]+){0,8}? (?:upar wala|bhagwan|allah|khuda|rab) (?:hi )?(?:faisla|decide) (?:karega|karenge|kare)\\b" +
      "|\\b(?:upar wala|bhagwan|allah|khuda|rab) (?:hi )?(?:faisla|decide) (?:karega|karenge|kare)\\b[.,]?(?: [\\w,.]+){0,8}? (?:dawai|dawa|goliyan|insulin|medicine) (?:lena|leni|khana) band\\b",
    {
      match: [
        "meri didi ne dawai lena band kar diya hai, kehti hai upar wala faisla karega",
        "insulin lena band kar diya, ab allah faisla karega",
        "bhagwan faisla karenge, maine dawai lena band kar diya",
      ],
      miss: [
        "doctor ke kehne pe dawai lena band kar diya",
        "bukhar utar gaya to dawai lena band kar diya, bhagwan ka shukar",
        "upar wala faisla karega kaun jeetega",
      ],
    },
  ),
  H(
    "burden",
    "hi-burden",
    2,
    "\\b(?:kisi ko|kisiko|tum logon ko|tum logo ko|sabko|tum sabko|ghar walon ko|ghar walo ko) (?:ab )?meri (?:zarurat|zaroorat|jarurat) (?:nahi|nahin|ni|nhi)\\b",
    {
      match: ["kal bole 'tum logon ko meri zarurat nahi'", "ab kisi ko meri zaroorat nahi", "ghar walon ko meri zarurat nahi hai"],
      miss: [
        "kal office mein kisi ko meri zarurat nahi thi to chutti le li",
        "mujhe kisi ki zarurat nahi",
        "tum logon ko meri zarurat ho to bula lena",
      ],
      unless: /\b(?:office|chutti|shift|meeting|kaam pe|duty)\b/,
    },
  ),
  H(
    "burden",
    "hi-rejected",
    2,
    "\\b(?:tu|tum) mar (?:jaata|jata|jaati|jati|jaate|jate|gaya hota|gayi hoti) (?:to|toh) (?:achha|accha|acha|behtar) (?:hota|hoti)\\b",
    {
      match: [
        "papa ne kaha tu mar jaata to achha hota",
        "ammi boli tum mar jaati to behtar hota",
        "bhai ne gusse mein kaha tu mar gaya hota to accha hota",
      ],
      miss: ["tu aa jaata to achha hota", "tum ruk jaate to accha hota", "wo paudha mar jaata to achha hota, ab bhi bimar hai"],
    },
  ),
  H(
    "wish-to-die",
    "hi-oblige",
    2,
    "\\b(?:tu|tum) mar (?:jaata|jata|jaati|jati|jaate|jate) (?:to|toh) (?:achha|accha|acha|behtar) (?:hota|hoti)\\b[.,]?(?: [\\w,.]+){0,6}? (?:(?:unki|papa ki|mummy ki|ammi ki|abbu ki) baat maan (?:lun|loon|leta|leti|lu|lena)|wahi kar (?:dun|doon|deta|deti))\\b",
    {
      match: [
        "papa ne kaha tu mar jaata to achha hota. shayad unki baat maan lun",
        "tum mar jaati to behtar hota, ammi ki baat maan lu kya",
        "tu mar jaata to achha hota. wahi kar doon shayad",
      ],
      miss: [
        "tu mar jaata to achha hota bola gusse mein, baad mein sorry bhi bola",
        "unki baat maan lun kya, naukri ke baare mein",
        "tu aa jaata to achha hota, unki baat maan lo",
      ],
    },
  ),
  H(
    "means",
    "hi-insurance",
    2,
    "\\b(?:insurance|beema|bima|policy) (?:ka )?paisa (?:\\w+ ){0,2}(?:mil jayega|milega|mil jaye|mil jaaye)\\b[.,]?(?: [\\w,.]+){0,4}? (?:sab theek|sab thik|karza utar|karz utar|sab set)",
    {
      match: [
        "ghar walon ko insurance ka paisa mil jayega to sab theek ho jayega",
        "beema ka paisa milega to karza utar jayega",
        "policy ka paisa family ko mil jaye to sab set",
      ],
      miss: [
        "car ka insurance ka paisa mil jayega to gaadi theek karwa lenge",
        "insurance ka paisa kab milega?",
        "health insurance ka paisa mil gaya, sab theek hai",
      ],
      unless: /\b(?:car|gaadi|bike|scooter|health|hospital|mediclaim|ghar ki chhat|chori|accident claim)\b/,
    },
  ),
  // ---- second pass: plain and indirect ways still missed (Hinglish texting included).
  H(
    "direct",
    "hi-direct",
    3,
    `\\b(?:khud|khudko|apne aap|apne app|apne ap|apneaap) (?:ko )?(?:maar|mar|khatam|khtm|khatm) (?:kar|kr) (?:loonga|loongi|lunga|lungi|lu|loon|lun|lenge|lega|legi|liya|li|lena|leta|leti)\\b` +
      `|\\b(?:main|mai|me) (?:khud ko |khudko )?(?:aaj|kal|abhi|raat ko) (?:khud ko |khudko )(?:khatam|khtm|maar|mar) (?:kar|kr|daal|dal) ${WILL_DO}\\b`,
    {
      match: ["main khud ko khatam kar loonga aaj", "khud ko maar kr lungi", "apne aap ko khatam kar lenge dono"],
      miss: ["khud ko busy kar lunga", "kaam khatam kar loonga aaj", "khud ko saaf kar lungi pehle"],
    },
  ),
  H(
    "direct",
    "hi-end-all",
    2,
    "\\b(?:bas )?(?:khatam|khtm|khatm) karna (?:hai|he|h) sab\\b|\\bsab (?:kuch )?(?:khatam|khtm|khatm) karna (?:hai|he|h|chahta|chahti|chahta hoon|chahti hoon)\\b(?! (?:kal|aaj|project|kaam|report|syllabus|tak|se pehle))",
    {
      match: [
        "yaar jee nahi lagta kahin. bas khatam karna hai sab, bohot ho gaya",
        "sab khatam karna chahta hoon",
        "bas sab kuch khatam karna hai",
      ],
      miss: ["sab khatam karna hai kal tak, project", "syllabus sab khatam karna hai aaj", "khatam karna hai sab kaam"],
      unless: /\b(?:kaam|project|syllabus|homework|assignment|padhai|revision|khana|plate)\b/,
    },
  ),
  H(
    "eating",
    "hi-fast-danger",
    2,
    "\\b\\d+ (?:din|dino|hafte|hafton|haftey)\\b.{0,60}\\b(?:upvas|upwas|vrat|fast|fasting|kuch nahi khaya|khana nahi)\\b.{0,120}\\b(?:paani bhi (?:nahi|nhi|ni)|pani bhi (?:nahi|nhi|ni)" +
      "|dil (?:bahut |bohot )?(?:tez|zor se) (?:dhadak|dhadhak)\\w*|khad(?:a|i) (?:nahi|nhi|ni) ho (?:pa|paa)\\w*|behosh)",
    {
      wholeMessage: true,
      match: [
        "pavitra hone ke liye 2 hafte se upvas kar rahi hoon, kabhi kabhi paani bhi nahi. dil bahut tez dhadakta hai",
        "10 din se fast pe hoon, khadi nahi ho paati",
        "5 din se kuch nahi khaya, kal behosh ho gayi",
      ],
      miss: ["navratri ke 9 din vrat rakhti hoon, phal khaati hoon", "2 din se fast hai, theek hoon", "ek din upvas, paani peeti hoon"],
    },
  ),
  H(
    "means",
    "hi-alone-there",
    2,
    "\\b(?:akele|akela|akeli)\\b[^.]{0,30}\\b(?:khada|khadi|khade) (?:rehna|rehna hai|rahunga|rahungi)\\b[^.]{0,30}\\bkoi (?:disturb|pareshan|rok|tok) na kare\\b",
    {
      match: [
        "bas akele thodi der khada rehna hai, koi disturb na kare",
        "akeli khadi rehna hai wahan, koi rok na kare",
        "akela khada rahunga upar, koi disturb na kare",
      ],
      miss: ["akele padhna hai, koi disturb na kare", "akele khada rehna hai line mein", "koi disturb na kare, meeting hai"],
    },
  ),
  H(
    "means",
    "hi-height-night",
    1,
    "\\braat (?:ko|mein|me) (?:wahan|waha|udhar|upar|bridge pe|pul pe|chhat pe) (?:koi )?(?:police|guard|security|chowkidar)\\b(?: \\w+){0,2} (?:hoti|hota|hote|rehta|rehti|rehte|aata|aati)\\b",
    {
      match: ["raat ko wahan police hoti hai kya?", "raat mein upar guard rehta hai?", "raat ko bridge pe security hoti hai kya"],
      miss: ["raat ko wahan khana milta hai kya", "din mein wahan police hoti hai", "raat ko ghar pe koi hota hai"],
    },
  ),
  H(
    "goodbye",
    "hi-never-coming",
    2,
    "\\b(?:nahi|nhi|ni|nahin) (?:aaunga|aaungi|aunga|aungi|aaoonga|lautunga|lautungi|lotunga|lotungi)\\b(?: ?[.,])* ?(?:kabhi (?:nahi|nhi|ni)|kabhi bhi (?:nahi|nhi)|ab kabhi)\\b",
    {
      match: ["thik hai, nahi aaunga. kabhi nahi. sorry mummy", "nahi lautungi, kabhi nahi", "ghar nahi aaunga ab kabhi"],
      miss: ["kal nahi aaunga, parso aaunga", "office nahi aaungi aaj", "kabhi nahi aaunga us restaurant mein"],
    },
  ),
  H("goodbye", "hi-sorry-last", 1, "\\bsorry (?:mummy|mumma|mom|maa|papa|ammi|abbu|bhai|didi)(?: papa)?(?= *$)", {
    match: ["kabhi nahi. sorry mummy", "bas itna hi. sorry papa", "sorry ammi"],
    miss: ["sorry mummy, late ho gaya, khana rakh do", "sorry papa ne bola", "sorry mummy ko bolna"],
  }),
  H(
    "hopeless",
    "hi-sent-away",
    2,
    "\\bghar (?:mat|na) (?:aana|ana|aaiyo|aaye)\\b.{0,150}\\b(?:ghar (?:nahi|nhi|ni) (?:ja|jaa|jaunga|jaungi|aaunga|aaungi|lautunga|lautungi)\\w*|station|patri|track|bridge|pul|nadi)\\b",
    {
      wholeMessage: true,
      match: [
        "mummy ne bola 90 nahi aaye to ghar mat aana. aaye 71. ghar nahi ja rahi. railway station pe baithi hoon abhi",
        "papa ne kaha fail hua to ghar mat aana. ab pul pe hoon",
        "ghar na aana bola tha, ghar nahi jaunga",
      ],
      miss: [
        "bimar ho to office mat aana, ghar pe raho",
        "ghar mat aana abhi, mehmaan hain. station se seedha hotel jao",
        "ghar mat aana bina sabzi ke",
      ],
      unless: /\b(?:mehmaan|hotel|sabzi|bimar|office|guests?)\b/,
    },
  ),
  H(
    "hopeless",
    "hi-understand-why",
    2,
    "\\bjo (?:karte|karti|kar lete|kar leti) (?:hain|hai|he)\\b.{0,40}\\bsamajh (?:aa|aane) (?:raha|rahi|lag|laga|gaya|gayi)\\w*(?: hai)? (?:ki )?kyun (?:karte|karti|kar lete) (?:hain|hai|he)\\b",
    {
      match: [
        "kota mein bachhe jo karte hain na, ab samajh aa raha hai kyun karte hain",
        "log jo karte hain bridge se, samajh aa gaya kyun karte hain",
        "jo kar lete hain woh, ab samajh aane laga kyun karte hain",
      ],
      miss: [
        "log jo karte hain yoga, samajh nahi aata",
        "jo karte hain mehnat, samajh aa raha hai kyun safal hain",
        "samajh aa raha hai kyun karte hain log gym",
      ],
    },
  ),
  H(
    "spiritual-exit",
    "hi-soul-pain",
    3,
    "\\b(?:aatma|atma|rooh|ruh)\\b.{0,120}\\b(?:dard|takleef|dukh) (?:khatam|khtm|band|khatm) (?:karna|karni|kar dena|kar du|kar dun)\\b",
    {
      wholeMessage: true,
      match: [
        "kya aatma ko dard hota hai jab woh sharir chhodti hai? kyunki mujhe bas ye wala dard khatam karna hai",
        "rooh ka kya hoga? bas ye dukh khatam karna hai",
        "atma ka jo ho, ye takleef khatam kar deni hai, dard band karna hai",
      ],
      miss: [
        "aatma amar hai, geeta kehti hai",
        "dard khatam karna hai, sar dard ki dawai batao",
        "aatma ko shanti mile, unka dard khatam ho gaya",
      ],
    },
  ),
  H(
    "plan-time",
    "hi-need-soon",
    2,
    "\\b(?:will|vasiyat|wasiyat|sign)\\b.{0,120}\\b(?:kuch dino|kuch din|do din|ek hafte|agle hafte|is hafte|jaldi|jald hi|jald)(?: mein| me| main)? (?:iski |uski )?(?:zarurat|zaroorat|jarurat) (?:padegi|pad jayegi|padne wali)\\b",
    {
      wholeMessage: true,
      match: [
        "ok sign kar dunga. 23 saal ka hoon, bas sab clear rakhna hai. kuch dino mein zarurat padegi",
        "vasiyat likh di, jaldi zarurat padegi",
        "will ready hai, agle hafte iski zaroorat pad jayegi",
      ],
      miss: [
        "passport form sign kar diya, kuch dino mein zarurat padegi visa ke liye",
        "will power chahiye, jaldi zarurat padegi gym mein",
        "sign kar diya lease pe",
      ],
      unless: /\b(?:passport|visa|gym|lease|loan|admission|form|kiraye|rent)\b/,
    },
  ),
  H(
    "hopeless",
    "hi-make-it-stop",
    2,
    "\\b(?:ek hi (?:cheez|baat|khayal)|kuch feel (?:hi )?(?:nahi|nhi|ni) hota|kuch mehsoos (?:hi )?(?:nahi|nhi) hota)\\b.{0,100}\\b(?:ye|yeh) sab (?:kuch )?(?:ruk|band|khatam|khatm) (?:kaise|kese) (?:jaye|jaaye|ho)\\b",
    {
      wholeMessage: true,
      match: [
        "kuch feel hi nahi hota ab. din bhar ek hi cheez sochta hoon, ki ye sab ruk kaise jaye",
        "ek hi baat dimaag mein, yeh sab band kaise ho",
        "kuch mehsoos nahi hota. ye sab khatam kaise ho",
      ],
      miss: [
        "ek hi cheez sochta hoon, ye barish ruk kaise jaye",
        "ye sab ruk kaise jaye, traffic",
        "kuch feel nahi hota pair mein, doctor ko dikhaun?",
      ],
    },
  ),
  H(
    "goodbye",
    "hi-giving",
    2,
    "\\b(?:apni|apne|apna|meri|mere|mera|uski|uske|uska|saari|sari|sare|saare|sab)\\b(?: \\w+){0,8} (?:ko|mein|me) (?:bant|baant|de) (?:diye|di|diya)\\b.{0,120}\\b(?:(?:mujhe |muje )?ab (?:inki |iski |unki |in sab ki |kisi cheez ki )?(?:zarurat|zaroorat|jarurat) (?:nahi|ni|nhi|nahin)(?! thi| tha| padi)|(?:mujhe|muje) ab (?:nahi|ni|nhi) chahiye)\\b" +
      "|\\b(?:di|diya|diye|de di)\\b.{0,60}\\b(?:rakh le|rakh lo)\\b.{0,30}\\b(?:mujhe|muje) ab (?:nahi|ni|nhi) chahiye\\b",
    {
      wholeMessage: true,
      match: [
        "apna phone aur laptop chhote bhai ko de diya. mujhe ab zaroorat nahi",
        'aaj usne mujhe apni bike ki chaabi di aur bola "tu rakh le, mujhe ab nahi chahiye"',
        "apni saari kitabein aur kapde hostel ki ladkiyon mein bant diye. bolti hai ab inki zarurat nahi",
      ],
      miss: [
        "purana phone bhai ko de diya, mujhe ab zaroorat nahi, naya le liya",
        "apni kitabein juniors ko de di, exam khatam, ab inki zarurat nahi",
        "cycle bhai ko de di, rakh le, mujhe ab nahi chahiye kyunki bike aa gayi",
      ],
      unless: new RegExp(
        `${FAREWELL.source}|\\b(?:naya|nayi|new|upgrade|shift|juniors?|exam khatam|bike aa gayi|car aa gayi|bech|purani|purane|library)\\b`,
      ),
    },
  ),
  H(
    "means",
    "hi-poison-missing",
    3,
    "\\b(?:khet|karza|karz|izzat|akele)\\b.{0,150}\\b(?:dawai|dawa|keetnashak|kitnashak|pesticide|zeher|zahar|sulphas|celphos)\\w*(?: \\w+){0,3} (?:gayab|missing|nahi mil rahi|nhi mil rahi|le (?:gaye|gayi|gaya))\\b",
    {
      wholeMessage: true,
      match: [
        "chacha ji pe bahut karza hai. aaj khet pe akele gaye hain aur store se dawai ki bottle gayab hai",
        "papa akele khet gaye, keetnashak ki bottle gayab hai",
        "izzat chali gayi bol rahe the, zeher ka packet nahi mil raha, sulphas gayab",
      ],
      miss: ["khet mein dawai chhidakni hai, bottle kahan milegi", "meri bp ki dawai gayab hai", "karza chuka diya, dawai le aaya"],
    },
  ),
  H(
    "wish-to-die",
    "hi-honour-life",
    2,
    "\\bizzat (?:gayi|gai|chali gayi|jaaye|jaye)\\b(?: \\w+){0,2} (?:to |toh )?jaan (?:bhi )?(?:jaaye|jaye|de (?:dunga|denge|dena|dungi))\\b",
    {
      match: ["kal bol rahe the izzat gayi to jaan bhi jaaye", "izzat chali gayi toh jaan de dunga", "izzat jaaye to jaan bhi jaye"],
      miss: ["izzat kamani padti hai", "jaan bhi jaaye par izzat na jaaye, purani kahawat", "izzat gayi to wapas aati nahi"],
      unless: /\b(?:kahawat|kahani|film|dialogue|movie)\b/,
    },
  ),
  H(
    "plan-time",
    "hi-when-how",
    3,
    "\\b(?:likha|likh rakha|likh ke rakha|plan kiya|plan bana rakha|soch rakha|decide kar liya)\\w* (?:hai |tha |hua hai )?(?:ki )?kab aur kaise(?= *(?:$|[.,!?]))",
    {
      match: [
        "mere room partner ne diary mein likha hai kab aur kaise.",
        "maine soch rakha hai kab aur kaise",
        "usne plan kiya hai kab aur kaise",
      ],
      miss: [
        "likha hai kab aur kaise apply karna hai",
        "plan kiya hai kab aur kaise ghoomne jayenge",
        "soch rakha hai kab aur kaise propose karunga",
      ],
    },
  ),
  H(
    "wish-to-die",
    "hi-wish",
    3,
    "\\bjeene ka (?:bhi |b )?(?:mann |man |dil )?(?:nahi|nhi|ni|nahin)\\b(?! (?:pata|tareeka|tarika|maza|mazaa))",
    {
      match: ["roza nahi hai, bas mann nahi karta. jeene ka bhi nahi", "jeene ka dil nahi", "jeene ka bhi mann nahi"],
      miss: ["jeene ka tareeka nahi pata", "jeene ka maza nahi aaya is film mein", "jeene ka nahi pata kaise"],
    },
  ),
  H(
    "plan-time",
    "hi-gathering-courage",
    2,
    "\\b(?:likh (?:ke|kar) rakh (?:diya|diye|di)|papers? (?:bhi )?(?:ready|taiyaar|tayyar)|sab (?:kuch )?(?:set|clear) kar (?:diya|diye))\\b.{0,100}\\bhimmat (?:juta|jutaa|jod|ikatthi kar)\\w* (?:raha|rahi)\\b",
    {
      wholeMessage: true,
      match: [
        "sab kuch likh ke rakh diya hai, bank ke papers bhi. bas ab himmat juta raha hoon",
        "papers ready hain, himmat jod raha hoon",
        "sab clear kar diya, ab himmat juta rahi hoon",
      ],
      miss: [
        "notes likh ke rakh diye, exam ke liye himmat juta raha hoon",
        "papers ready hain, interview ke liye himmat juta raha hoon",
        "himmat juta raha hoon usse baat karne ki",
      ],
      unless: /\b(?:exam|interview|propose|baat karne|speech|presentation|stage)\b/,
    },
  ),
  H(
    "wish-to-die",
    "hi-disappear",
    2,
    "\\bgayab ho (?:jaana|jana|jaaun|jaun|jau) (?:hai|he|h)\\b(?! (?:do|teen|kuch) din)|\\bkoi (?:mujhe )?(?:dhoondhe|dhundhe|dhoonde|dhunde) (?:bhi )?(?:na|nahi|nhi|mat)\\b",
    {
      match: ["bas gayab ho jaana hai. koi dhoondhe bhi nahi", "mujhe gayab ho jana hai", "koi mujhe dhundhe na"],
      miss: [
        "do din ke liye gayab ho jaana hai, trip pe",
        "social media se gayab ho jana hai kuch din",
        "koi dhoondhe toh bolna main library mein hoon",
      ],
      unless: /\b(?:trip|social media|insta|instagram|offline|chutti|library|din ke liye)\b/,
    },
  ),
  H(
    "goodbye",
    "hi-group-goodbye",
    2,
    "\\b(?:accha|achha|acha|bohot accha|bahut accha) time (?:tha|raha)\\b.{0,40}\\b(?:maaf|maf|maafi|sorry) (?:karna|kar dena|krna)\\b",
    {
      wholeMessage: true,
      match: [
        "guys group mein sab ko thanks, bohot accha time tha. maaf karna sab. take care",
        "accha time raha, maaf kar dena sabko",
        "acha time tha yaar, sorry karna",
      ],
      miss: [
        "accha time tha trip pe, maaf karna late reply",
        "accha time tha office mein, maaf karna farewell party miss hui",
        "maaf karna, accha time nahi tha",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:trip|late reply|office|farewell|party|college khatam|batch)\\b`),
    },
  ),
  H(
    "means",
    "hi-looking-down",
    2,
    "\\b(?:sea link|bridge|pul|chhat|terrace|building|railing)\\b(?: \\w+){0,3} (?:rok ke|ruk ke|khade hoke|khada hoke|khadi hoke|khada|khadi|baith ke|latak ke)(?: \\w+){0,2} (?:neeche|niche) (?:dekh|dekhta|dekhti) (?:raha|rahi|reha|rehta|rehti)\\b",
    {
      match: [
        "sea link pe gaadi rok ke neeche dekh raha tha kal raat",
        "chhat pe khade hoke neeche dekhti rehti hoon",
        "bridge pe ruk ke niche dekh raha tha",
      ],
      miss: [
        "sea link pe traffic mein neeche dekh raha tha photo ke liye",
        "building ke neeche dekh raha tha gaadi",
        "chhat pe patang uda raha tha, neeche dekh raha tha",
      ],
      unless: /\b(?:photo|traffic|patang|gaadi park|view|selfie|nazara)\b/,
    },
  ),
  H(
    "goodbye",
    "hi-letter-left",
    3,
    "\\b(?:khat|letter|chitthi|chithi|note)\\b.{0,40}\\blikh (?:diya|di|ke rakh diya|ke rakha)\\b.{0,80}\\b(?:allah|bhagwan|rab|khuda) (?:maaf|maf|muaf) (?:kare|karega|karna|kar de)\\b",
    {
      wholeMessage: true,
      match: [
        "ammi ke liye khat likh diya hai, takiye ke neeche rakha hai. allah maaf kare",
        "letter likh diya hai, bhagwan maaf karna",
        "papa ke liye chitthi likh di. rab maaf kare",
      ],
      miss: ["allah maaf kare, khat likh diya", "application letter likh diya, allah madad kare", "khat likh diya eid ke liye"],
    },
  ),
  H(
    "means",
    "hi-insurance-trail",
    2,
    "\\b(?:insurance|bima|policy)\\b.{0,30}\\b(?:agar|mein agar)\\b ?(?:\\.+ ?)?(?:chhodo|chodo|jane do|jaane do|rehne do|kuch nahi)\\b",
    {
      match: [
        "life insurance mein agar... chhodo. bas itna batao bachon ko paisa milega na",
        "policy mein agar... jane do",
        "bima agar. rehne do",
      ],
      miss: ["insurance mein agar claim karna ho to kya karein", "policy agar lapse ho jaye to", "insurance chhodo, fd karo"],
    },
  ),
  H(
    "means",
    "hi-let-go",
    3,
    "\\b(?:door|darwaze|gate|train|local|chhat|railing|bridge)\\b.{0,60}\\bhaath chhod (?:doon|dun|du|dunga|dungi|du kya|dena)\\b",
    {
      wholeMessage: true,
      match: [
        "local ke door pe khada hota hoon aur sochta hoon haath chhod doon",
        "railing pakad ke sochti hoon haath chhod dun",
        "train ke gate pe latak ke haath chhod dunga",
      ],
      miss: [
        "gate pe uska haath pakda, chhod doon kya",
        "haath chhod doon kya cycle chalate hue",
        "bridge pe uska haath chhod diya tha photo ke baad",
      ],
    },
  ),
  H(
    "burden",
    "hi-unnoticed",
    2,
    "\\b(?:main|mai|me) (?:mar|mr) (?:bhi )?(?:jaaun|jaun|jau|jaoon|gaya|gayi)\\b,? (?:toh |to |tab bhi )?(?:kisi ko|kisiko) (?:pata|farak|fark) (?:nahi|ni|nhi|bhi nahi) (?:chalega|padega|hoga)\\b",
    {
      match: [
        "main mar bhi jaaun toh kisi ko pata nahi chalega",
        "mai mar jaun to kisiko farak nahi padega",
        "main mar gayi tab bhi kisi ko pata nahi chalega",
      ],
      miss: [
        "main mar bhi jaaun toh bhi ye kaam nahi karunga",
        "main thak jaun toh kisi ko pata nahi chalega",
        "mar jaun agar ye movie miss ho",
      ],
    },
  ),
  H(
    "means",
    "hi-pills-forever",
    3,
    `\\bkitni (?:\\w+ )?${PILLS}\\b(?: \\w+){0,3} (?:hamesha ke liye|humesha ke liye|marne|mar jaane|mar jane|na uthne|kabhi na uthne)\\b`,
    {
      match: [
        "yaar kitni goliyan lagti hain hamesha ke liye sone ke liye?",
        "kitni neend ki goli lene se marne ke liye kaafi",
        "kitni tablets khaun ki kabhi na uthne",
      ],
      miss: [
        "kitni goliyan leni hain din mein",
        "kitni tablets lagti hain bukhar ke liye",
        "kitni dawai hamesha ke liye rakhni padegi bp ki",
      ],
      unless: /\b(?:bp|sugar|bukhar|doctor ne|prescription)\b/,
    },
  ),
  H(
    "wish-to-die",
    "hi-wish",
    3,
    "\\b(?:aur|ab aur|ab) (?:na|nahi|nhi|ni) (?:jeena|jina) (?:chahe|chahta|chahti|chahte|chaahe)\\b|\\bjeete jeete thak (?:gaya|gayi|gya|chuka|chuki)\\b|\\bthak (?:gaya|gayi|gya) (?:ho |hoon |hu )?jeete jeete\\b",
    {
      match: [
        "kya allah us bande se naraz hoga jo bas thak gaya ho jeete jeete? mera matlab hai jo ab aur na jeena chahe",
        "jeete jeete thak gayi hoon",
        "ab nahi jeena chahta",
      ],
      miss: ["jeete jeete seekh jaoge", "ab nahi jeena chahta aise hostel mein, room badlo", "thak gaya aaj, jeete raho"],
      unless: /\b(?:hostel mein|room badlo|city mein|is sheher)\b/,
    },
  ),
  H(
    "spiritual-exit",
    "hi-join-dead",
    2,
    "\\b(?:jaane ke baad|guzar|nahi rahe|chal base|intekal|maut|death)\\b.{0,80}\\b(?:unke|uske|unki|uski|un ke) paas (?:jaana|jana|chale jaana) (?:hai|he|h|chahti|chahta|chahte)\\b",
    {
      wholeMessage: true,
      match: [
        "dadi ne dada ke jaane ke baad khaana chhod diya hai, kehti hain ab unke paas jaana hai",
        "papa guzar gaye, ab unke paas jaana chahta hoon",
        "maa ki death ke baad bas uske paas jana hai",
      ],
      miss: [
        "dada ke jaane ke baad hum unke paas jaana chahte the gaon, unke ghar",
        "unke paas jaana hai kal milne",
        "guzar gaye the nana, unke paas jaana hai mandir ke paas",
      ],
      unless: /\b(?:gaon|milne|mandir ke paas|ghar pe|hospital)\b/,
    },
  ),
  H(
    "plan-time",
    "hi-not-after",
    3,
    "\\b(?:ke baad|baad mein|uske baad) (?:main|mai|me) (?:nahi|nhi|ni|nahin) (?:rahunga|rahungi|rahoonga|rahoongi)(?= *(?:$|[\"'.,!?]))",
    {
      match: [
        'hostel ka roommate bolta hai "result ke baad main nahi rahunga"',
        "exam ke baad main nahi rahungi.",
        "shaadi ke baad main nahi rahunga",
      ],
      miss: [
        "result ke baad main nahi rahunga yahan, delhi jaunga",
        "exam ke baad main nahi rahungi hostel mein",
        "result ke baad main nahi rahunga chup",
      ],
    },
  ),
  H(
    "burden",
    "hi-better-without",
    2,
    "\\b(?:ghar waale|gharwale|ghar wale|family|parivaar|sab|log|bachhe|bache) (?:\\w+ )?mere bina (?:aage badh|khush reh|better reh|behtar reh|sukoon se reh)\\w* (?:jayenge|jaayenge|jaenge|lenge|sakte|payenge|rahenge)\\b",
    {
      match: ["ghar waale mere bina aage badh jayenge", "family mere bina khush reh lenge", "bache mere bina behtar reh payenge"],
      miss: ["team mere bina aage badh jayegi", "ghar waale mere bina shaadi mein chale jayenge", "log mere bina party kar lenge"],
      unless: /\b(?:team|office|job|naukri|party|shaadi)\b/,
    },
  ),
  H(
    "spiritual-exit",
    "hi-hurry",
    2,
    "\\b(?:koi|main|mai) jaldi (?:jaana|jana|chale jaana) (?:chahe|chahta|chahti|chahu|chahoon)(?: hoon| hu| hun)?\\b(?= *(?:$|[.,?!]| toh?(?= *(?:$|[.,?!]))))|\\bintezaar (?:nahi|ni|nhi) (?:hota|hoti)\\b.{0,30}\\b(?:raasta|rasta) (?:batao|bata do|bataiye)\\b",
    {
      match: ["agar koi jaldi jaana chahe toh?", "mujhse ab aur intezaar nahi hota, bas raasta batao", "main jaldi jana chahta hoon."],
      miss: [
        "agar koi jaldi jaana chahe toh office se nikal sakta hai",
        "intezaar nahi hota, station ka rasta batao",
        "main jaldi jana chahta hoon ghar",
      ],
      unless: /\b(?:station|ghar|office|airport|market|mall)\b/,
    },
  ),
  H(
    "goodbye",
    "hi-hug-goodbye",
    2,
    "\\bab (?:inki|iski|unki) (?:zarurat|zaroorat|jarurat) (?:nahi|nhi|ni)\\b(?! thi| tha).{0,80}\\bgale (?:laga|lagaya|lag) (?:ke|kar)\\b",
    {
      wholeMessage: true,
      match: [
        'bolti hai "ab inki zarurat nahi". aur aaj subah mujhe gale laga ke thank you bola',
        "ab iski zaroorat nahi, phir gale lagaya kar ke roya",
        "kehta hai ab unki zarurat nahi aur gale laga ke chala gaya",
      ],
      miss: [
        "ab inki zarurat nahi thi, gale laga ke thanks bola",
        "gale laga ke bola ab inki zarurat nahi",
        "ab inki zarurat nahi, naye le liye",
      ],
    },
  ),
  H(
    "wish-to-die",
    "hi-fulfil-wish",
    3,
    "\\b(?:paida hi na|paida na|mar ja|mar jaati|mar jaata|mar jaye|na hoti|na hota)\\b.{0,100}\\b(?:unki|unka|uski|uska|papa ki|mummy ki) (?:baat|khwahish|ichha|wish) (?:poori|puri) kar (?:doon|dun|du|dungi|dunga|deti|deta)\\b",
    {
      wholeMessage: true,
      match: [
        "papa ne bola tu paida hi na hoti toh achha tha. ab lagta hai unki baat poori kar doon. hamari chhat bahut oonchi hai",
        "mummy kehti hai tu mar jaata to accha tha, unki khwahish puri kar dunga",
        "bola tha paida na hota to, ab uski baat poori kar du",
      ],
      miss: [
        "papa ne bola bike chahiye, unki baat poori kar doon",
        "tu paida hi na hoti to kaun karta ye kaam, hasi mazak",
        "mummy ki ichha puri kar dungi, shaadi karke",
      ],
    },
  ),
  H(
    "burden",
    "hi-relief-from-me",
    3,
    "\\b(?:unko|unhe|sabko|sab ko|tumko|tumhe|sab|ghar walon ko|family ko) mujhse chhutkara mil (?:jayega|jaayega|jaega|jaaega)\\b" +
      "|\\b(?:main|mai) (?:sab ke liye|sabke liye|ghar ke liye|family ke liye|ghar walon ke liye) (?:sharam|sharmindagi|bojh|boj) (?:ki baat )?(?:hoon|hu|hun)\\b",
    {
      match: [
        "kal subah tak sab theek ho jayega, unko mujhse chhutkara mil jayega",
        "main sab ke liye sharam ki baat hoon",
        "ghar walon ko mujhse chhutkara mil jaega",
      ],
      miss: ["unko mujhse chhutkara mil jayega jab main hostel jaunga, lol", "main sab ke liye chai banata hoon", "bojh hai kandhe pe"],
      unless: /\b(?:hostel|lol|shift|naukri lag|job lag)\b/,
    },
  ),
  H(
    "not-being-here",
    "hi-gone-forever",
    2,
    "\\b(?:chala|chali) (?:jaaunga|jaunga|jaoonga|jaaungi|jaungi|jaana hai|jana hai)(?: kahin| kahi)?,? (?:hamesha|humesha) ke liye\\b(?! (?:\\w+ )?(?:dubai|canada|bahar|videsh|abroad|shehar|delhi|mumbai|gaon|america|london))",
    {
      match: [
        "usse pehle hi khud chala jaaunga kahin, hamesha ke liye. allah maaf karega kya",
        "chali jaungi hamesha ke liye",
        "chala jana hai kahin humesha ke liye",
      ],
      miss: [
        "chala jaaunga hamesha ke liye canada",
        "chali jaungi hamesha ke liye gaon, naukri mil gayi",
        "chala jaunga hamesha ke liye dubai kaam ke liye",
      ],
      unless: /\b(?:naukri mil|job mil|visa|shaadi ke baad|kaam ke liye)\b/,
    },
  ),
  H("goodbye", "hi-sorry-all", 2, "\\bsab (?:ko|se) sorry\\b.{0,60}\\b(?:pareshan kiya|tang kiya|dukh diya|takleef di)\\b", {
    match: [
      'mere bhai ne raat ko family group pe likha "sab ko sorry, maine bahut pareshan kiya, ab nahi karunga"',
      "sab se sorry, bahut dukh diya maine",
      "sab ko sorry, tang kiya maine",
    ],
    miss: ["sab ko sorry late ho gaya", "sab ko sorry bola party ke liye", "pareshan kiya sab ko, sorry nahi bola"],
  }),
];

// ---- Sixth round: faith words (going to a dead mother in jannat, "apne paas bula lo", asking in dua to be lifted
// before a date, ending this birth for a better next one, leaving the body by oneself, thanks sent to the satsang
// group, "aakhri baar") and bodies (insulin, dialysis or BP medicine refused with a wish to go, water only for days).
const GOD_HI = "(?:bhagwan|bhagvan|allah|ishwar|rab|khuda|upar wale|upar wala|waheguru|ram ji|prabhu|mata rani|sai baba|maula)";
langHi.push(
  H(
    "wish-to-die",
    "hi6-go-to-them",
    2,
    `\\b(?:unke|unki|uske|ammi ke|maa ke|mummy ke|papa ke|abbu ke|ammi|maa) (?:paas|pass|pas) (?:jaana|jana|chale jana|chali jana|jaana hai|jana hai) (?:${CHAH}|hai)\\b` +
      `|(?<!\\bek din )(?<!\\bsabko )(?<!\\bsab ko )\\b${GOD_HI} (?:ji )?ke (?:paas|pass|pas) (?:jaana|jana|jaungi|jaunga|jaayengi|jayengi|jaayenge|jayenge|jaaungi|jaaunga|chale jana|chala jaun|chali jaun|chali jaungi|chala jaunga)\\b` +
      `|\\b(?:mujhe|mainu|menu|mujhko|unhe|usko|use) (?:apne|apney|aapne) (?:kol|paas|pass) (?:bula lo|bula le|bulao|bula lijiye|le jao|bula lein|bula len)\\b` +
      `|\\b(?:unhe|mujhe|use|usko|hume) (?:ab )?upar jaana hai\\b`,
    {
      match: [
        "ammi jannat mein hain, main unke paas jaana chahti hoon",
        "wo ab Bhagwan ke paas jaayengi",
        "Waheguru, mainu apne kol bula lo",
        "unhe upar jaana hai",
      ],
      miss: [
        "ek din Bhagwan ke paas jaana hai sabko",
        "main mummy ke paas jaana chahti hoon chhutti mein",
        "dadi kehti hain 'Bhagwan jab chahe bula le'",
      ],
      unless: /\b(?:chhutti|chutti|chuttiyon|vacation|holiday|ghumne|milne|shaadi|gaon)\b/,
    },
  ),
  H(
    "wish-to-die",
    "hi6-dua-lift",
    2,
    `\\b(?:dua|duaa|prarthana|mannat|ardaas|ardas)\\b (?:[a-z]+ ){0,6}?(?:utha le|utha lo|bula le|bula lo|le jaye|le jaaye|utha lena|bula lena)\\b` +
      `|\\b(?:ab )?(?:ram ji|${GOD_HI}) (?:unhe|mujhe|usko|use) (?:utha le|utha lo|bula le|bula lo|bula lein|utha lein)\\b`,
    {
      match: [
        "roz Allah se dua karti hai ki nikah se pehle utha le",
        "dadi ji kehti hain ab Ram ji unhe bula lein",
        "main roz prarthana karti hoon ki Bhagwan bula le",
      ],
      miss: ["dua karo ki exam accha jaye", "dadi kehti hain Bhagwan jab chahe bula le", "Allah se dua hai ki sabko sehat de"],
      unless: /\bjab (?:chahe|bhi chahe|marzi)\b/,
    },
  ),
  H(
    "spiritual-exit",
    "hi6-end-birth",
    2,
    "\\b(?:ye|yeh|is|iss) (?:janam|zindagi|jeevan|jindagi) (?:[a-z]+ ){0,2}?(?:khatam|khatm|khtm) (?:karna|karni|kar|kar du|kar dun|kar dunga|kar dungi)\\b" +
      "|\\b(?:agla|agle|next|naya) janam\\b[^|]{0,80}?\\b(?:khatam|khatm|khtm|chhod|chod)\\b" +
      "|\\b(?:khud|apne aap|apne se|apni marzi se) (?:hi )?(?:apna |apni )?(?:shareer|sharir|jaan|deh|zindagi|jeevan) (?:chhod|chod|tyag|khatam)\\w*\\b" +
      "|\\b(?:shareer|sharir|deh) (?:chhodne|chodne|tyagne) se (?:kuch nahi|koi (?:nuksan|fark|paap) nahi)\\b",
    {
      match: [
        "agla janam shayad accha mile, isliye ye wala jaldi khatam karna chahta hoon",
        "agar koi khud apna shareer chhod de",
        "to shareer chhodne se kuch nahi bigadta?",
      ],
      miss: ["ye wala project jaldi khatam karna hai", "agle janam mein bhi tum hi milna", "saanp apni kenchuli khud chhod deta hai"],
    },
  ),
  H(
    "spiritual-exit",
    "hi6-for-real",
    1,
    "\\bmujhe jaldi (?:jaanna|janna|pata karna) hai\\b|\\b(?:apne liye|khud ke liye) pooch (?:raha|rahi) (?:hoon|hun|hu)\\b|\\btheory (?:nahi|nhi)\\b",
    {
      match: ["mujhe jaldi jaanna hai", "apne liye pooch rahi hoon", "theory nahi, sach mein"],
      miss: ["mujhe jaldi ghar jaana hai", "bhai ke liye pooch raha hoon", "theory padh li"],
      modifier: true,
      modifies: ["spiritual-exit", "means", "wish-to-die", "not-being-here", "death-talk"],
    },
  ),
  H(
    "goodbye",
    "hi6-thanks-all",
    2,
    "\\b(?:sabko|sab ko|sabhi ko|sab nu|sab logon ko) (?:dhanyavaad|dhanyawad|dhanyavad|shukriya|alvida|thank you|sorry|maafi)\\b(?: [a-z]+){0,3}? (?:bhej diya|bhej di|likh diya|likh di|bol diya|keh diya|kar diya)\\b" +
      "|\\b(?:khalsa|fateh|salaam|salam|namaste|ram ram|alvida|bye|shukriya|dhanyavaad)\\b,? (?:[a-z]+ ){0,2}?(?:aakhri|akhri|aakhiri|aakhari) baar\\b",
    {
      match: [
        "satsang group pe sabko dhanyavaad ka message bhej diya",
        "usne likha 'sab nu Waheguru ji ka khalsa, aakhri baar'",
        "sabko alvida keh diya",
      ],
      miss: [
        "shaadi ke baad sabko shukriya ka message bhej diya",
        "sabko dhanyavaad, kal milte hain",
        "namaste, aakhri baar bata raha hoon homework kar lo",
      ],
      unless: new RegExp(`${FAREWELL.source}|\\b(?:shaadi|birthday|janamdin|party|homework|result|diwali|eid)\\b`),
    },
  ),
  H(
    "means",
    "hi6-poison-look",
    2,
    "\\b(?:chuhe|chuha|keede|keeda|keedon|machhar) (?:maarne|marne|mar) (?:wali|ki|vali|wala) (?:dawai|dawa|goli|goliyan|zeher|zahar)\\b[^|]{0,80}?\\b(?:sochti|sochta|dekhti|dekhta|kha lun|kha lu|kha lungi|kha lunga|pee lun)\\b" +
      `|\\b(?:neend ki )?(?:goliyan|goliya|dawai|dawaiyan) (?:rakh|jama|ikatthi|ikattha|bacha|chhupa) (?:li|ki|kar li|kar rakhi|rakhi|li hain|li hai)\\b`,
    {
      match: [
        "chuhe maarne wali dawai rakhi hai, roz usko dekhti hoon aur sochti hoon",
        "doctor ki neend ki goliyan rakh li hain",
        "maine goliyan jama kar li",
      ],
      miss: ["chuhe maarne wali dawai kahan milegi? chuhe bahut ho gaye", "dawai rakh di fridge mein", "goliyan le li time pe"],
    },
  ),
  H(
    "wish-to-die",
    "hi6-stop-treatment",
    2,
    `\\b(?:dawai|dawa|dawaiyan|goli|goliyan|insulin|dialysis|ilaaj|ilaj|chemo)\\b (?:[a-z]+ ){0,3}?(?:${NAHI}) (?:le|lena|lengi|lenge|lunga|lungi|leti|leta|karwana|karaungi|karaunga|jaunga|jaungi)\\b[^|]{0,80}?\\b(?:upar|bula|bhala|marna|khatam|maut|${GOD_HI}|chhupa|maaf)\\b` +
      `|\\b(?:dialysis|ilaaj|ilaj|chemo)\\b[^|]{0,80}?\\bab ${NAHI} (?:jaunga|jaungi|karwaunga|karwaungi|karaunga|karaungi)\\b`,
    {
      match: [
        "ab insulin nahi lengi, unhe upar jaana hai",
        "4 din se BP ki dawai nahi le rahi, chhupa deti hain, Ram ji bula lein",
        "dialysis ka kharcha, socha hai ab nahi jaunga",
      ],
      miss: [
        "dawai nahi li aaj, bhool gaya",
        "insulin nahi leta, diet se control hai",
        "dialysis ab nahi jaunga Monday, Tuesday ko jaunga",
      ],
      unless: /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|somvar|mangal\w*|kal jaunga|doctor ne (?:mana|band))\b/,
    },
  ),
  H(
    "hopeless",
    "hi6-for-whom",
    2,
    "\\bkiske liye (?:jiyun|jiyu|jeeyun|jeeun|jiun|jeena|jiyen|jeeta|jeeti|jiu)\\b|\\b(?:hor|aur|ab) (?:nahi|nhi) (?:sahi|saha) (?:janda|jaanda|jaata|jata|jati|jaati)\\b" +
      "|\\b(?:so (?:jaun|jau|jaaun|jaoon)) (?:[a-z]+ ){0,2}?(?:aur )?(?:uthu|uthun|uthoon) (?:hi )?(?:nahi|nhi|na)\\b",
    {
      match: ["ab kiske liye khaun, kiske liye jiyun", "Waheguru, hor nahi sahi janda", "ek baar so jaun aur uthu hi nahi"],
      miss: ["kiske liye khana banaun aaj?", "garmi aur nahi sahi jaati, AC lagao", "so jaun aur subah uthu to chai milegi"],
      unless: /\b(?:garmi|sardi|thand|dhoop|ac|pankha|traffic)\b/,
    },
  ),
  H(
    "eating",
    "hi6-water-only",
    2,
    `\\b(?:sirf|bas|keval|only) (?:paani|pani|water) (?:pe|par|pi ?kar|pee ?kar|pe hi|par hi) (?:hoon|hun|hu|hai|hain|reh|rah|chal)\\w*\\b[^|]{0,80}?\\b(?:chakkar|behosh|gir gayi|gir gaya|kamzori|(?:mummy|papa|ghar|kisi) (?:ko|mein) (?:nahi|nhi) pata)\\b` +
      `|\\b(?:[5-9]|[1-9][0-9]|paanch|saat|aath|nau|das) (?:din|dino) se (?:sirf|bas|keval) (?:paani|pani)\\b` +
      `|\\bkhana (?:band|chhod|chod) (?:kar )?(?:diya|di|de diya|rakha)\\b[^|]{0,60}?\\b(?:${GOD_HI}|upar|jaana|marna|natak)\\b` +
      `|\\b(?:${GOD_HI}|upar)\\b[^|]{0,60}?\\bkhana (?:band|chhod|chod) (?:kar )?(?:diya|di|de diya|rakha)\\b`,
    {
      match: [
        "8 din se sirf paani pe hoon, shuddhi ke liye",
        "wo Bhagwan ke paas jaayengi aur khana band kar diya hai",
        "khana chhod diya hai, bas upar jaana hai",
      ],
      miss: [
        "navratri mein 9 din sirf paani pe hoon",
        "bahar ka khana band kar diya, ghar ka khate hain",
        "sirf paani pe nahi reh sakte",
        "aaj sirf paani pe hoon, kal se normal diet",
      ],
      unless: RELIGIOUS_FAST,
    },
  ),
  H(
    "goodbye",
    "hi6-no-return",
    2,
    `\\b(?:ganga|nadi|samundar|samudra|yamuna|pul|narmada|jamuna)\\b[^|]{0,60}?\\b(?:wapas|vapas|waapas) ${NAHI} (?:aaunga|aaungi|aunga|aungi|lautunga|lautungi)\\b`,
    {
      match: [
        "Ganga ji mein sab paap dho dunga, wapas nahi aaunga",
        "nadi ke paas jaa rahi hoon, vapas nahi aaungi",
        "pul pe khada hoon, wapas nahi lautunga",
      ],
      miss: ["Ganga snan ke baad wapas aaunga", "nadi kinare picnic, wapas aa jaayenge", "Ganga ji ka paani, wapas aaunga kal"],
    },
  ),
);

// ---- lex6c: long doctrinal questions with the risk in one sentence (the real death wanted, how to end it).
langHi.push(
  H("wish-to-die", "wish", 3, "\\b(?:asal|asli|sachchi|sach much ki|sach mein) maut (?:chahta|chahti|chahiye|mangta|mangti)\\b", {
    match: ["mera dil asal maut chahta hai", "mujhe asli maut chahiye, nafs ki nahi", "wo sachchi maut chahti hai"],
    miss: ["nafs ki maut chahta hoon, asal zindagi", "maut se darta hoon", "asal mein maut ka darr hai"],
  }),
  H(
    "plan-time",
    "hi6c-how-end",
    2,
    "\\b(?:sochta|sochti|soch raha|soch rahi) (?:hoon|hu|hun|hai) (?:ki )?kaise (?:sab |sab kuch |khud ko |apne aap ko |apni zindagi )?khatam (?:karoon|karun|karu|kar doon|kar dun|kar du)\\b",
    {
      match: [
        "har roz sochta hoon kaise khatam karoon",
        "soch rahi hoon ki kaise sab khatam kar doon",
        "sochta hu kaise khud ko khatam karu",
      ],
      miss: ["kaise khatam karoon ye assignment", "soch raha hoon project kaise khatam karein", "sochta hoon kaise shuru karoon"],
    },
  ),
);
