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
      match: ["bhagwan mujhe utha le", "ya allah mujhe apne paas bula le", "bas ab jannat mein jana hai"],
      miss: ["bhagwan ne use utha liya, bahut dukh hai", "upar wala sab dekh raha hai"],
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
];
