import { S, type Signal, MEDICAL, OUTING } from "./parts";

/** Means: pills saved, a height, a rope, a weapon, a lethal dose asked about. */
/** A jump for sport: a bungee, a skydive, a cliff dive, a line on a bucket list. */
const BUNGEE = /\b(?:bungee|bungy|skydiv\w*|parachut\w*|base jump\w*|cliff div\w*|zip ?lin\w*|paraglid\w*|bucket list)\b/;

export const means: Signal[] = [
  // ---- means: acquired, saved up, researched.
  S(
    "means",
    "stockpile",
    3,
    // Not patients or residents who hoard medicines from forgetting: a nurse's question about a medicine review.
    "\\b(?<!(?:patients|people|residents|clients|they|elderly|pensioners) )(?:saving|saved|stockpil\\w*|hoard\\w*|collect\\w*|gather\\w*|stash\\w*|hiding|hid|squirrel\\w*" +
      "|putting aside|put aside|guardad\\w*|juntando|acumul\\w*|ahorrando) (?:up )?{W4}{DRUG}",
    {
      match: ["I've been stockpiling my pills for weeks", "i have been saving up my sleeping pills", "i hid my meds under the mattress"],
      miss: [
        "community nurse. elderly patients stockpile meds all the time, from forgetting. how do I do a medicine review?",
        "residents hoard tablets in their rooms, is that a safeguarding issue",
        "why do people stockpile painkillers before a holiday",
      ],
    },
  ),
  S(
    "means",
    "stockpile",
    3,
    "\\b(?<!(?:patients|residents|clients|they) )(?:keeping|kept|holding|held|tucking|tucked|putting|put) (?:back|aside|away)" +
      " (?:the |my |some |a few |a few of |a couple of |half of |half |most of )?(?:(?:my|the|her|his) )?(?:\\w+ )?{DRUG}(?! (?:for|in case of) (?:the )?(?:holiday|trip|flight|travel))",
    {
      match: [
        "I've been keeping back the gabapentin and the oxy for a while now",
        "kept back a few of my sleeping pills every night this month",
        "i am putting aside half my tablets each week",
      ],
      miss: ["i kept back the receipt for my meds", "residents kept back tablets in their rooms", "putting away the meds for the holiday"],
    },
  ),
  S("means", "stockpile", 3, "\\b{DRUG} {W2}(?:saved|stockpiled|stashed|hidden|put aside|saved up|guardad\\w*)", {
    match: ["tengo pastillas guardadas para esta noche"],
  }),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:have|got|tengo|there are|counted) (?:about |around |like |over |nearly |almost )?(?:\\d+" +
      "|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds|dozens|a few hundred)" +
      " (?:of them|(?:of )?(?:my |his |her |the )?(?:\\w+ )?{DRUG})\\b",
    { match: ["i have forty of my mothers pills in a box and i think tonight is when"] },
  ),
  S("means", "dose", 3, "\\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|doses)\\b", {
    match: ["asking for a friend, how many sleeping tablets is a lethal amount"],
  }),
  S(
    "means",
    "dose",
    3,
    "\\b(?:how many|how much) {W4}(?:{DRUG}|of them|of it) {W4}(?:to (?:die|overdose|not wake" +
      "|kill|never wake|od|end)|lethal|fatal|deadly|enough to)",
    { match: ["how many paracetamol would it take to not wake up"] },
  ),
  S("means", "dose", 3, "\\b(?:take|takes|taking|need|it take) (?:to )?(?:overdose|die|not wake up|never wake up)\\b", {
    match: ["how many paracetamol would it take to not wake up"],
  }),
  S("means", "dose", 2, "\\b(?:how many|how much) {W4}{DRUG} {W4}(?:too many|too much)", {
    match: ["asking for a friend, how many sleeping pills would be too many"],
  }),
  S("means", "dose", 2, "\\b{DRUG} {W4}(?:lethal|fatal|deadly)\\b|\\b(?:lethal|fatal|deadly) {W4}{DRUG}", {
    match: ["asking for a friend how many sleeping pills would be fatal"],
  }),
  // Not the overdoses a nurse or paramedic reversed at work.
  S("means", "overdose", 2, "\\b(?<!(?:reversed|treated|reverse|treat|attended|saw) (?:\\w+ )?)overdos\\w*", {
    match: [
      "how much of my antidepressants would it take to overdose",
      "thinking about an overdose tonight",
      "i took an overdose last year",
    ],
    miss: [
      "I'm a nurse at a supervised injection site. we reversed three overdoses today",
      "we treated two overdoses on shift",
      "paramedic here, attended an overdose call, how do I decompress",
    ],
  }),
  S("means", "painless", 3, "\\b(?:painless|hurt|painful|quick|peaceful) to (?:overdose|die|bleed out|hang|drown|jump|go)\\b", {
    match: ["for a friend: does it hurt to bleed out"],
  }),
  S("means", "painless", 3, "\\b(?:overdose|dying|drowning|hanging|bleeding out|jumping) {W2}(?:painless|hurt|painful)\\b", {
    match: ["would an overdose hurt or would i just fall asleep"],
  }),
  S("means", "bleed", 2, "\\bbleed(?:ing)? out\\b", { match: ["for a friend: does it hurt to bleed out"] }),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:bought|buy|buying|got|ordered|purchased|picked up|getting) (?:a |some |the )?(?:\\w+" +
      " )?(?:rope|noose|gun|rifle|pistol|firearm|shotgun|razor blades|blades|charcoal|helium|poison" +
      "|ammunition|ammo)\\b",
    { match: ["i bought a rope"] },
  ),
  S("means", "noose", 3, "\\b(?:noose|tie a noose|hang from)\\b", {
    match: ["i looked up how to tie a noose last night and i'm scared of myself"],
  }),
  S(
    "means",
    "weapon",
    3,
    "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)\\b(?:[a-z ,]){0,80}\\b(?:know the" +
      " code|know where|the key|ammunition|ammo|loaded|keep looking|thinking about (?:that|it|using))",
    { match: ["my dad keeps a gun in the garage safe and i know the code. ive been thinking about that a lot this week"] },
  ),
  S("means", "weapon", 1, "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)s?\\b", {
    match: ["my dad keeps a gun in the garage safe and i know the code. ive been thinking about that a lot this week"],
  }),
  S(
    "means",
    "look-at",
    2,
    "\\bkeep (?:looking at|staring at|thinking about|eyeing) (?:the |my |his |her |that )?(?:\\w+" +
      " ){0,2}(?:pills|rope|gun|rifle|bridge|knife|blade|tracks|balcony|ledge|edge)",
    {
      match: [
        "My son died in May. I keep looking at my husband's hunting rifle. Where does he keep the ammunition, do you think people usually hide it?",
      ],
    },
  ),
  S(
    "means",
    "height",
    3,
    "\\b(?:how high|how tall|what height|which height|which floor|what floor|how many floors|how" +
      " many storeys|how many stories)\\b(?:[a-z ,]){0,60}\\b(?:fatal|lethal|deadly|die|kill|survive" +
      "|enough|guarantee\\w*)",
    { match: ["how high does a bridge need to be for the fall to be fatal"] },
  ),
  S(
    "means",
    "height",
    3,
    "\\b(?:high|tall|deep) enough\\b" +
      "(?! (?:for|to) (?:swimming|swim|diving|dive|a boat|boats|kayak\\w*|paddl\\w*|fish\\w*))" +
      "|\\bsurvive (?:a|the|that) (?:jump|fall|drop)\\b|\\bguarantee\\w*" +
      " (?:you |i |that )?(?:do not|will not|would not|never) survive",
    { match: ["After the funeral I keep wondering which bridge is high enough"] },
  ),
  S(
    "means",
    "height",
    3,
    "\\bfall (?:from|off) (?:\\w+ ){0,4}(?:floor|storey|story|bridge|roof|building|window|balcony" +
      "|cliff)\\b(?:[a-z ,]){0,40}\\b(?:fatal|lethal|deadly|survive|die|kill)",
    { match: ["Mum passed this morning. Is a fall from the seventh floor always fatal?"] },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:tallest|highest|deepest)\\b (?:\\w+ ){0,2}(?:bridge|building|car park|parking garage" +
      "|parking lot|cliff|tower|roof|rooftop|point|floor|dam|ledge)s?",
    { match: ["failed my final year and got kicked out of uni. whats the tallest car park near the station"] },
  ),
  S("means", "height", 2, "\\b(?:bridge|building|car park|cliff|tower|roof)s? {W4}(?:higher|taller|deeper) than\\b", {
    match: ["I just lost my job after 22 years. What bridges in the city are higher than 50 metres?"],
  }),
  S(
    "means",
    "height",
    2,
    "\\bhow (?:high|tall|far down) (?:is|are) (?:the |that |this )?(?:\\w+ ){0,2}(?:bridge|building" +
      "|cliff|tower|car park|parking garage|roof|drop|block of flats|multi storey)",
    { match: ["how high is the eiffel tower, we are visiting in may"] },
  ),
  S("means", "height", 1, "\\b(?:bridges?|cliffs?|rooftops?|ledges?|railway tracks|train tracks|the tracks)\\b", {
    match: ["which bridge in town is the highest"],
  }),
  S("means", "jump", 2, "\\bthinking (?:about|of) jumping\\b|\\bjump (?:off|from|in front of|under)\\b", {
    match: ["im going to jump off the bridge tomorrow morning", "thinking about jumping again", "i could jump from the car park roof"],
    miss: [
      "I want to jump off a bridge. Bungee, in New Zealand, next month, bucket list!",
      "jump from a plane on a tandem skydive for charity",
      "we jump off the cliff into the sea every summer, cliff diving is the best",
    ],
    unless: BUNGEE,
  }),
  S(
    "means",
    "train",
    2,
    "\\b(?:train|trains|railway|rail|tracks|metro|subway|tube)\\b(?:[a-z ,]){0,50}\\b(?:express" +
      "|without stopping|how fast|speed|timetable|when does|schedule|pass through|do not stop|fast)",
    { match: ["got the diagnosis today. stage four. which train lines out of the city run express without stopping"] },
  ),
  S(
    "means",
    "water",
    2,
    "\\b(?:river|sea|lake|current|water|reservoir|dam)\\b(?:[a-z ,]){0,50}\\b(?:how cold|how fast" + "|how deep|current|drown)",
    {
      match: [
        "the business went under, i owe everyone. out of curiosity, how cold does the river get this time of year and how fast is the current under the old bridge",
      ],
    },
  ),
  S(
    "means",
    "gas",
    3,
    "\\b(?:chemicals|gas|fumes|carbon monoxide|charcoal|helium|exhaust)\\b(?:[a-z ,]){0,60}\\b" +
      "(?:deadly|lethal|fatal|to die|closed room|enclosed|sealed|garage|in a car)",
    { match: ["a mate asked me how long it takes to die from carbon monoxide in a garage. i said id look it up"] },
  ),
  S("means", "gas", 2, "\\b(?:carbon monoxide|car exhaust|charcoal burning|helium tank)\\b", {
    match: ["a mate asked me how long it takes to die from carbon monoxide in a garage. i said id look it up"],
  }),
  S(
    "means",
    "methods",
    3,
    "\\b(?:methods?|ways?) {W2}(?:fastest|quickest|painless|surest|least painful|lethal|deadliest" +
      "|most effective|work fastest|to die|to end it|of dying)\\b",
    { match: ["What is the most painless way to die?"] },
  ),
  S(
    "means",
    "methods",
    2,
    "\\b(?:reading|read|looked|looking|searching|searched|researching|researched|googling|googled)" +
      " (?:up |about |into )?{W2}(?:methods|how to die|lethal|overdoses?|doses|bridges|heights|ways" +
      " to die|suicide)",
    { match: ["My son says he's been looking up ways to die."] },
  ),
  S("means", "found-one", 2, "\\bi (?:think )?i (?:have )?found (?:one|a way|the way|a method|the method|how)\\b", {
    match: ["spent the evening reading about which methods work fastest. i think ive found one"],
  }),
  S(
    "means",
    "take-all",
    3,
    "\\btake (?:everything|all of them|all of it|the lot|the whole (?:bottle|box|pack|packet)" +
      "|all (?:my|the) (?:\\w+ )?{DRUG}) {W4}(?:in|from) (?:the|my) (?:cabinet|cupboard|drawer|bottle" +
      "|box|packet)",
    {
      match: [
        "When the kids go to their dad's on Sunday I'll have the house to myself and I'm going to take everything in the cabinet. I wanted to ask one thing first.",
      ],
    },
  ),
  S(
    "means",
    "take-all",
    3,
    "\\btake (?:all (?:of )?(?:my|the|them|those|these)|the whole) (?:\\w+ )?(?:{DRUG}|bottle" + "|box|packet|of them)\\b",
    { match: ["I could just take all my pills tonight and be done"] },
  ),
  S("means", "drug", 1, "\\b{DRUG}\\b", { match: ["i still have all his meds"] }),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:{DRUG}|hanging|hang|noose|rope|overdose|overdosing|bleed out|bleeding out|wrists?" +
      "|arter(?:y|ies)|veins?|jump|jumping|drown|drowning|guns?|shoot|shotgun|pistol|firearm|carbon" +
      " monoxide|exhaust|charcoal|helium|trains?|tracks|railway|bridges?|cliffs?|rooftop|ledge|balcony" +
      "|poison|bleach|antifreeze|cyanide|knife|blade|razor)\\b)(?=.*\\b(?:to die|die from|die of" +
      "|can you die|could you die|would you die|do you die|would i die|could i die|can i die|does" +
      " one die|until you die|before you die|before i die|enough to (?:die|kill|do it|not wake|end" +
      " it|be fatal|be lethal|stop)|would it take|does it take|it would take|it takes to|to kill" +
      " (?:me|myself|you|yourself|someone|a person)|would (?:it|that|this) kill|kill you|stop (?:a" +
      "|my|the|your) heart|more certain|most certain|surest|sure way|most effective|most reliable" +
      "|painless|least painful|does it hurt|would it hurt|how long until|how long before|not wake" +
      " up|never wake up|survive|how deep)\\b)",
    { match: ["for a friend: does it hurt to bleed out"] },
  ),
  S(
    "means",
    "dose",
    2,
    "\\b(?:how much|how many) (?:\\w+ ){0,4}{DRUG} (?:\\w+ ){0,3}(?:would be|is|be|are) enough\\b" +
      "|\\benough {DRUG} (?:to|for) (?:do it|die|end|kill|not wake)",
    { match: ["My wife died last month. How many sleeping pills would be enough to not wake up?"] },
  ),
  S(
    "means",
    "dose",
    3,
    "\\btake (?:\\d{2,}|a whole|an entire|the whole|the entire|all the|all my|all of my) (?:\\w+" + " )?(?:bottle|box|pack|packet|{DRUG})",
    { match: ["if i take a whole box of paracetamol will i just fall asleep"] },
  ),
  S(
    "means",
    "acquire",
    1,
    "\\b(?:without a waiting period|no background check|no questions asked|buy (?:a |one )?(?:\\w+" +
      " )?(?:today|quickly|fast|tonight))\\b",
    { match: ["where can i buy a gun today near me"], modifier: true },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:standing|stood|stand|sitting|sat|going up|go up|went up|climbing|climbed|walk|walked" +
      "|walking) (?:\\w+ ){0,4}(?:on|to|onto|along|at|over) (?:the |my |a )?(?:\\w+ )?(?:edge|ledge" +
      "|roof|rooftop|railing|bridge|balcony|platform edge|tracks)\\b",
    { match: ["last night I stood on the edge of the bridge for an hour"] },
  ),
  S("means", "look-down", 1, "\\b(?:looking|look|looked|stare|staring|stared) (?:down|over the edge|at the drop|at the" + " water)\\b", {
    match: ["I keep looking down from my balcony at night"],
    modifier: true,
  }),
  S("means", "take-all", 3, "\\btomar(?:me)? todas (?:las|mis) (?:pastillas|pildoras)\\b", {
    match: ["pienso en tomarme todas las pastillas esta noche"],
  }),
  S(
    "means",
    "rope",
    3,
    "\\b(?:got|have|bought|hid|hidden|keep|tied|tie|ready) (?:\\w+ )?(?:the|a|my) (?:rope|noose)\\b" +
      "(?! (?:for|to) (?:climbing|camping|the boat|sailing|the tent))",
    { match: ["i bought a rope"] },
  ),
  S("means", "take-all", 3, "\\bswallow (?:all|them|everything|the lot|the pills|every|the whole|a whole)\\b", {
    match: ["Tonight I'm going to swallow everything in the medicine cabinet."],
  }),
  S("means", "water", 3, "\\bwalk (?:\\w+ )?into (?:the )?(?:sea|ocean|river|lake|traffic|the water|the waves)\\b", {
    match: [
      "sometimes I want to walk into the sea and keep going",
      "im not joking, i want to walk into the sea",
      "i could walk into the river tonight",
      "i keep thinking i will just walk into traffic",
    ],
    miss: [
      "I'll need stoic calm or just walk into the sea. Joking! What helps with in-laws?",
      "my mum will make me walk into the lake with her cold swim club, lol just joking",
      "the puppy tried to walk into the sea",
    ],
    // A joke flagged as a joke ("Joking!"), not "I'm not joking".
    unless: /(?<!\b(?:not|never|no|isnt|wasnt|think im|thinks im) )\b(?:just )?joking\b(?= *(?:[.!]|$))|\b(?:puppy|dog|toddler|baby)\b/,
  }),
  S(
    "means",
    "bridge-gap",
    3,
    "\\b(?:bridge|building|roof|balcony|car park|cliff|tower|platform)s? (?:\\w+ ){0,6}(?:no|without)" +
      " (?:barriers?|fences?|railings?|nets?|cameras|security)\\b",
    { match: ["is there a bridge near me with no barriers"] },
  ),
  S("means", "railway", 2, "\\b(?:railway|level|rail|train) crossings?\\b|\\bstrongest (?:\\w+ )?{DRUG}", {
    match: [
      "my twin died in the crash last month. i keep looking up how fast the trains go through the level crossing at the end of our road",
    ],
  }),
  S(
    "means",
    "weapon",
    3,
    "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)\\b(?:[a-z ,]){0,60}\\b(?:looking" +
      " at it|holding it|found it|can not stop|loaded it|where the bullets|bullets)",
    { match: ["my dad's gun is in the wardrobe and i keep holding it"] },
  ),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:a full|the full|a whole|an entire) (?:bottle|box|pack|packet|stash) of\\b" +
      // Medicines to be got rid of: "a whole box of her morphine and I don't want them in the house".
      "(?![^.?!]{0,60}\\b(?:do not want (?:them|it) in the house|dispose|get rid of|take (?:them|it) back|return (?:them|it))\\b)",
    {
      match: [
        "I have a full bottle of my mum's sleeping pills in my room",
        "there is a whole box of codeine in the cupboard and i keep looking at it",
        "i found an entire pack of his sleepers",
      ],
      miss: [
        "There's a whole box of morphine and sleeping tablets and I don't want them in the house.",
        "a full bottle of her old pills, how do i dispose of them safely",
        "an entire box of meds left over, can I take them back to the pharmacy",
      ],
    },
  ),
  S(
    "means",
    "gas",
    3,
    "\\b(?:charcoal|grill|barbecue|bbq|generator|engine running)\\b(?:[a-z ,]){0,50}\\b(?:small" +
      " room|bathroom|tent|closed car|sealed|closed room|garage)\\b",
    { match: ["I bought a disposable barbecue and I keep thinking about the garage"] },
  ),
  S(
    "means",
    "took",
    3,
    "\\b(?:took|swallowed|taken|have taken|just took|ate) (?:a bunch of|a lot of|loads of|lots" +
      " of|all (?:my|the|of my|of the)|too many|\\d{2,}|a handful of|a whole|an entire|the whole" +
      "|the rest of) (?:\\w+ )?(?:{DRUG}|bottle|pack|packet|box)",
    { match: ["I just took a handful of pills, what happens now"] },
  ),
  S(
    "means",
    "imagery",
    3,
    "\\b(?:think|thinking|thought|imagine|imagining|imagined|picture|picturing|fantasi\\w+|urge" +
      "|urges|want|wanting|tempted|keep|kept|going|dream|dreaming) (?:\\w+ ){0,4}(?:stepping|step" +
      "|walking|walk|jumping|jump|driving|drive|crashing|crash|turning|turn|swerving|swerve|falling" +
      "|fall|throwing myself|throw myself|letting go|let go) (?:\\w+ ){0,3}(?:in front of|off (?:the" +
      "|a|my)|into (?:a|the|oncoming)|over the edge|the wheel|onto|my car|the car|under)\\b",
    {
      match: [
        "im going to jump off the bridge tomorrow morning",
        "i keep picturing walking off the edge of the platform",
        "tempted to swerve into the oncoming lorry",
      ],
      miss: [
        "I want to jump off a bridge. Bungee, in New Zealand, next month, bucket list!",
        "thinking of jumping off the plane tandem, skydiving for my birthday",
        "we want to jump off the pier, cliff diving season",
      ],
      unless: BUNGEE,
    },
  ),
  S(
    "means",
    "imagery",
    3,
    "\\b(?:step|stepping|walk|walking|jump|jumping|throw myself|throwing myself|lie|lying|lay)" +
      " (?:down )?(?:in front of|under|onto|on) (?:a|the) (?:bus|train|car|truck|lorry|traffic|tube" +
      "|tracks|road)\\b",
    { match: ["I keep picturing myself stepping in front of the train on my commute"] },
  ),
  S("means", "imagery", 3, "\\b(?:crash|drive|driving|crashing) (?:my|the) car (?:\\w+ ){0,3}(?:on purpose|into|off)\\b", {
    match: ["some days i want to drive my car off the road"],
    miss: ["I drive my car to work every day and listen to your talks"],
  }),
  S("means", "jump", 2, "\\bjump(?:ing)? off (?:my|the|a|this) (?:\\w+ )?(?:balcony|bridge|roof|building|cliff|tower|car park|ledge)\\b", {
    match: ["im going to jump off the bridge tomorrow morning", "i keep thinking of jumping off the balcony", "jump off a tall building"],
    miss: [
      "I want to jump off a bridge. Bungee, in New Zealand, bucket list!",
      "jumping off the cliff at the quarry, cliff diving with mates",
      "jump off the tower with a parachute, base jumping",
    ],
    unless: BUNGEE,
  }),
  S(
    "means",
    "insurance",
    3,
    "\\b(?:life insurance|insurance) (?:\\w+ ){0,6}(?:suicide|overdose|kill myself|if i die|if" + " i died)\\b|\\blook like an accident\\b",
    { match: ["does life insurance pay out if i die by my own hand"] },
  ),
  S(
    "means",
    "counting",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:(?:counting|counted|count) (?:them|the pills|my pills|the tablets" +
      "|my tablets|out the)|(?:a lot|lots|loads|plenty|enough) of them)\\b)",
    { match: ["i counted the pills again tonight. theres enough"], wholeMessage: true },
  ),
  S(
    "means",
    "do-it",
    3,
    "^(?=.*\\b(?:{DRUG}|vodka|alcohol|rope|noose|gun|rifle|pistol|bridge|roof|knife|blade|razor" +
      "|tracks|train)\\b)(?=.*\\b(?:should|would|will|could|enough to|going to|gonna|ready to|way" +
      " to|how to|need to) do it\\b(?! for| again| later| together| with))",
    { match: ["I have enough pills saved. I think I'm ready to do it."], wholeMessage: true },
  ),
  S(
    "means",
    "dwell",
    3,
    "^(?=.*\\b(?:rope|noose|gun|rifle|pistol|pills|tablets|knife|blade|razor|bridge|cliff|ledge" +
      "|tracks|balcony)\\b)(?=.*\\b(?:keep|keeps|can not stop|been|always) (?:thinking about|looking" +
      " at|staring at|holding|touching|going back to) (?:it|them|that)\\b)",
    {
      match: ["my dad keeps a gun in the garage safe and i know the code. ive been thinking about that a lot this week"],
      wholeMessage: true,
    },
  ),
  S("means", "train-times", 1, "\\b(?:train|trains|tube|metro) (?:times|timetable|schedule)\\b", {
    match: [
      "need the train times from lyon to geneva for saturday morning. going away for the weekend to get some air, work has been brutal",
    ],
  }),
  S(
    "means",
    "train-stop",
    2,
    "\\b(?:fast|express) ones\\b|\\b(?:do not|does not|never) stop at (?:our|my|the|this) (?:station" + "|stop|platform)\\b",
    { match: ["i keep watching the express trains that don't stop at our station"] },
  ),
  S(
    "means",
    "dose-weak",
    2,
    "\\b(?:max|maximum|highest|most) (?:safe )?(?:dose|amount)\\b|\\b{DRUG} (?:and|with|plus)" +
      " (?:alcohol|vodka|wine|booze|drink|whisky|whiskey)\\b",
    { match: ["whats the max dose for paracetamol"], unless: MEDICAL },
  ),
  S(
    "means",
    "water",
    2,
    "\\b(?:how cold|how deep|how fast|how strong) (?:is|are|does|do) (?:the )?(?:\\w+ )?(?:river" +
      "|sea|lake|current|water|reservoir|dam|ocean|tide|currents)\\b",
    {
      match: [
        "She's gone. Took the kids to her mother's and says she's not coming back. How deep is the water by the dam wall at the reservoir?",
      ],
    },
  ),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:get|find|borrow|buy|obtain|order) (?:a |some )?(?:gun|rifle|pistol|firearm|shotgun" +
      "|rope|noose|helium|charcoal)\\b|\\bi (?:have|own|got|keep) a (?:gun|rifle|pistol|shotgun" +
      "|firearm)\\b",
    {
      match: [
        "my business partner took the money and ran, i'm going to lose the house. is there anywhere you can buy a gun without the checks",
      ],
    },
  ),
  S(
    "means",
    "stockpile",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:every|different|multiple|several|each) (?:shop|shops|pharmacy" +
      "|pharmacies|chemist|chemists|store|stores|supermarket|supermarkets|ones)\\b)",
    {
      match: [
        "been buying one pack of paracetamol from a different shop every day so nobody asks questions. the drawer is nearly full now",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "methods",
    3,
    "\\b(?:researched|researching|looked up|looking up|googled|googling|found out|read up on|reading" +
      " up on) (?:\\w+ ){0,3}(?:doses?|lethal|how to die|methods|ways to die|suicide|overdos\\w*" +
      "|how many (?:\\w+ )?{DRUG})",
    { match: ["My son says he's been looking up ways to die."] },
  ),
  S(
    "means",
    "painless",
    3,
    "\\b(?:is|would|does|will) (?:\\w+ ){0,2}(?:drowning|hanging|overdosing|an overdose|jumping" +
      "|bleeding out|carbon monoxide|it|that) (?:be |feel )?(?:peaceful|painless|quick|instant)\\b",
    { match: ["is it painless to overdose on insulin? asking because i have plenty of it"] },
  ),
  S("means", "now", 1, "\\b(?:right now|as we speak|at the moment|standing here|sitting here)\\b", {
    match: ["wanna die so bad rn"],
    modifier: true,
    modifies: ["means"],
  }),
  S(
    "means",
    "height",
    2,
    "\\b(?:bridge|building|car park|cliff|tower|roof|rooftop|point|place|spot)s? (?:\\w+ ){0,4}" +
      "(?:the )?(?:highest|tallest|deepest)\\b",
    { match: ["which bridge in town is the highest"] },
  ),
  S("means", "acquire", 3, "\\b(?:compre|comprado|tengo|consegui) una (?:cuerda|soga|pistola|arma)\\b", {
    match: ["ya compré una cuerda"],
  }),
  S(
    "means",
    "rope",
    3,
    "^(?=.*\\b(?:rope|noose|cord|belt)\\b)(?=.*\\b(?:hook|beam|stool|knot|rafter|bannister|banister" + "|door frame|ceiling)\\b)",
    { match: ["there's a beam in the garage and a rope in the shed"], wholeMessage: true },
  ),
  S(
    "means",
    "poison",
    3,
    "\\bwhat (?:happens|would happen) if (?:you|i|someone|a person) (?:drink|drinks|swallow|swallows" +
      "|take|takes|eat|eats|inject|injects) (?:\\w+ )?(?:antifreeze|bleach|poison|weedkiller|rat" +
      " poison|cyanide|a whole|all|\\d{2,})\\b",
    { match: ["what would happen if i swallow a whole bottle of my meds"] },
  ),
  S(
    "means",
    "stockpile",
    3,
    "\\b(?:\\d+|several|three|four|five|six|ten) (?:boxes|bottles|packs|packets|strips|blister" + " packs) of (?:\\w+ )?{DRUG}",
    { match: ["I've got six boxes of paracetamol in my drawer"] },
  ),
  S(
    "means",
    "height",
    2,
    "\\bhow far (?:is )?(?:the )?(?:drop|fall|down)\\b|\\b(?:viaduct|overpass|flyover|multi storey" + "|motorway bridge)\\b",
    { match: ["i lost my job and my flat. how tall is the multi storey car park on king street"] },
  ),
  S(
    "means",
    "place",
    2,
    "\\b(?:where is|where are|nearest|closest|where can i find) (?:the )?(?:\\w+ ){0,2}(?:train" +
      " line|railway|rail line|tracks|bridge|cliff|tall building|car park|level crossing)\\b",
    { match: ["where is the nearest railway bridge from here"] },
  ),
  S(
    "means",
    "bulk",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:in bulk|large packs?|big packs?|more than (?:two|2|one|1) packs?" +
      "|as many as (?:i|you) (?:can|want)|without (?:a )?prescription)\\b)",
    { match: ["where can i buy sleeping pills without a prescription"], wholeMessage: true },
  ),
  S(
    "means",
    "dose",
    3,
    "\\b(?:most|more) (?:dangerous|toxic|lethal|deadly|poisonous) (?:\\w+ ){0,3}{DRUG}|\\b{DRUG}" +
      " (?:\\w+ ){0,4}(?:most|more) (?:dangerous|toxic|lethal|deadly)\\b",
    { match: ["which painkillers are the most dangerous"] },
  ),
  S("means", "height", 1, "\\b(?:quarry|reservoir|canal|pier|harbour|harbor|dock|gorge|ravine|dam)\\b", {
    match: ["my dog was the only thing i had left and he died this morning. how high is the edge at the old quarry"],
  }),
  S("means", "place-how", 1, "\\bhow (?:deep|high|tall|far down|cold|fast) is (?:it|that|the water|the drop)\\b", {
    match: [
      "She's gone. Took the kids to her mother's and says she's not coming back. How deep is the water by the dam wall at the reservoir?",
    ],
    modifier: true,
    modifies: ["means", "loss"],
  }),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:fall from|falling from|a fall|the fall|the drop|metres|meters|storeys|stories" +
      "|floors)\\b)(?=.*\\b(?:kill you|kill me|kill a person|fatal|lethal|survive|survivable|to" +
      " die|would die|die from)\\b)",
    { match: ["how high does a bridge need to be for the fall to be fatal"], wholeMessage: true },
  ),
  S(
    "means",
    "permanent",
    3,
    "^(?=.*\\b(?:{DRUG}|rope|gun|knife|bridge|jump)\\b)(?=.*\\b(?:knock me out|put me to sleep" +
      "|make me sleep|make it stop) (?:permanently|forever|for good)\\b)",
    { match: ["are there any pills that would knock me out permanently"], wholeMessage: true },
  ),
  S(
    "means",
    "dwell",
    3,
    "\\b(?:knife|rope|pills|bridge|gun|blade|razor|tracks|balcony|window) (?:\\w+ ){0,3}(?:calling" +
      " (?:to )?me|calls (?:to )?me|keeps calling)\\b",
    { match: ["the bridge keeps calling me every time i drive past"] },
  ),
  S(
    "means",
    "stockpile",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:just in case|for later|for when i|for one day|when i need them" +
      "|when i am ready|for the right moment|for the right time)\\b)",
    {
      match: ["i keep the sleeping pills in a box just in case"],
      miss: ["my mother has end stage heart failure and the hospice team left a just-in-case box of medicines. what is each one for"],
      wholeMessage: true,
    },
  ),

  // ---- where, how and goodbye, said in few words.
  S(
    "means",
    "at-place",
    3,
    "\\bi am (?:standing |sitting |up )?(?:on|at) (?:the|a|my) (?:\\w+ )?(?:bridge|roof|rooftop" +
      "|ledge|edge|cliff|cliffs|tracks|railway|balcony)(?= *(?:[.!?,;]|$| now| right now| again" +
      "| tonight))",
    { match: ["i'm standing on the bridge right now"] },
  ),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:have|kept|still have|got|keep) (?:all )?(?:of )?(?:her|his|their|my \\w+s|my \\w+ s)" +
      " (?:old |leftover |spare )?(?:\\w+ )?{DRUG}",
    { match: ["i still have all his meds"] },
  ),

  // ---- further means, plans, goodbyes and decisions.
  S(
    "means",
    "stockpile",
    3,
    "\\bmore (?:\\w+ )?{DRUG} than i (?:need|use|should have)\\b|\\bbuying (?:\\w+ )?{DRUG} (?:whenever" +
      "|every time|each time|at every)\\b|\\b{DRUG} (?:\\w+ ){0,3}(?:lined up|laid out|counted out" +
      "|ready on)\\b",
    { match: ["I have more sleeping pills than I need, I've been saving them"] },
  ),
  S("means", "dose", 3, "\\b(?:dose|amount|quantity) (?:\\w+ ){0,5}(?:is|would be|will be) (?:fatal|lethal|deadly|enough to kill)\\b", {
    match: ["she left me for my best mate. whats the max dose of sertraline before its fatal"],
  }),
  S("means", "gas", 3, "\\bhose (?:\\w+ ){0,4}(?:exhaust|car|window)\\b", { match: ["i bought a hose that fits the exhaust"] }),
  S(
    "means",
    "freeze",
    3,
    "\\bhow long (?:would|does|will|could) it take to (?:freeze|starve|bleed|drown|die|suffocate)\\b" +
      "|\\b(?:freeze|starve|bleed|drown) to death\\b(?=.*\\b(?:how|quick|quickly|painless|long)\\b)",
    { match: ["how long does it take to bleed out from your wrist"] },
  ),
  S(
    "means",
    "cut",
    3,
    "\\bcut(?:ting)? (?:my |your |the )?(?:wrists?|veins?|arteries|artery)\\b|\\bcutting (?:vertically" +
      "|horizontally|down the arm|along the)\\b",
    { match: ["i keep thinking about cutting my wrists"] },
  ),
  S(
    "means",
    "mix",
    2,
    "\\bmix(?:ed|ing)? (?:all )?(?:of )?(?:my|the|his|her) (?:\\w+ )?(?:meds|pills|tablets|medications" + "|medicine) (?:together|with)\\b",
    { match: ["what happens if I mix all my meds together"] },
  ),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:gun|rifle|pistol|shotgun|revolver|handgun|rope) (?:\\w+ ){0,3}(?:i can|to) (?:buy|get" +
      "|find)\\b|\\beasiest way to get (?:a |some )?(?:gun|pills|rope|a rope)\\b",
    { match: ["what's the easiest way to get a gun"] },
  ),
  S(
    "means",
    "think-of",
    2,
    "\\bthinking (?:a lot )?about (?:\\w+ ){0,3}(?:gun|rifle|shotgun|pistol|revolver|pills|rope" + "|bridge|tablets)\\b",
    { match: ["I've been thinking a lot about the pills in the cupboard"] },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:are|is) the (?:\\w+ ){0,3}(?:cliffs?|bridge|building|drop|tower|car park) (?:\\w+ ){0,3}" + "(?:high|tall|steep|deep)\\b",
    { match: ["is the bridge near me high enough"] },
  ),
  S("means", "train", 2, "\\bhow (?:quickly|fast) (?:does|can|do) (?:a |the )?trains? stop\\b", {
    match: ["how quickly can a train stop"],
  }),
  S("means", "height", 3, "\\b(?:cold|strong|fast) enough to\\b", { match: ["is the sea cold enough to make you pass out quickly"] }),
  S("means", "stockpile", 3, "\\b(?:get|buy|find|collect|save|have) enough (?:\\w+ )?{DRUG}\\b", {
    match: ["I'm trying to save enough pills to not wake up"],
  }),
  S(
    "means",
    "research",
    3,
    "\\b(?:do|does|would|will) (?:people|you|someone|it|a person|i) (?:feel|hurt|suffer) (?:it" +
      " |anything )?(?:when|if) (?:they|you|i|someone) (?:hang|jump|drown|overdose|bleed|fall)\\b",
    { match: ["do people feel it when they drown"] },
  ),
  S(
    "means",
    "think-of",
    3,
    "\\b(?:thinking|think|thought|dreaming|fantasi[sz]ing) (?:a lot |constantly |all the time )?(?:about|of) " +
      "(?:an |a )?(?:overdose|overdosing|hanging|hanging myself|jumping|drowning|slitting|taking all)\\b",
    { match: ["in the last scene he stands on a bridge thinking about jumping but walks home instead. does that feel earned or cheap"] },
  ),

  // ---- other means.
  S(
    "means",
    "other-means",
    3,
    "\\b(?:plastic bag|bag over (?:my|your|his|her) head)\\b|\\b(?:set|setting) (?:myself|me) on fire\\b|\\bburn myself alive\\b" +
      "|\\belectrocut\\w*\\b|\\b(?:toaster|hairdryer|hair dryer) (?:in|into) the bath\\b" +
      "|\\b(?:stab|stabbing) (?:myself|my (?:chest|heart|stomach|neck))\\b|\\bwhere to stab\\b",
    { match: ["i keep thinking about the plastic bag in the kitchen drawer"] },
  ),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:alcohol|vodka|whisky|whiskey|drinks|energy drinks|caffeine)\\b)" +
      "(?=.*\\b(?:would kill (?:me|you|a person|someone)|to die|enough to (?:die|kill|stop)|lethal|fatal|not wake up|die from)\\b)",
    { match: ["how much vodka would kill me"], wholeMessage: true },
  ),
  S(
    "means",
    "secret",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\bwithout (?:anyone|anybody|my \\w+|them) (?:noticing|knowing|finding out|seeing)\\b)",
    { match: ["how can I get more pills without anyone noticing"], wholeMessage: true },
  ),
  S("means", "dose", 3, "^(?=.*\\b{DRUG}\\b)(?=.*\\bhow many (?:would|do|does|will) (?:someone|i|you|a person|one)" + " need\\b)", {
    match: ["I have amitriptyline. how many would I need"],
    wholeMessage: true,
  }),
  S("means", "height", 3, "\\bhow far (?:would|do|does|will) (?:i|you|someone|a person|one) (?:have to|need to) fall\\b", {
    match: ["how far would I have to fall"],
  }),
  S(
    "means",
    "methods",
    3,
    "\\b(?:reading|read|researching|researched|looking|looked) (?:up )?(?:about |into )?how (?:people" +
      "|to|you|i could|someone could) (?:end|die|kill)\\b",
    { match: ["I've been reading about how people end it"] },
  ),

  // ---- broader families: places asked about, substances and amounts, cover stories, arrangements for after.
  S(
    "means",
    "height",
    2,
    "\\b(?:how high|how tall|how far down|how deep|how fast|highest|tallest|which level|what level|which floor|roof access" +
      "|top of)\\b(?:[a-z ,]){0,50}\\b(?:bridge|footbridge|car park|multi storey|parking garage|balcony|balconies|roof|rooftop" +
      "|quarry|cliff|edge|ledge|tower|building|dam|viaduct|trains?|main line|railway|tracks|motorway|flyover)s?\\b",
    {
      match: ["how high is the footbridge over the motorway"],
      unless: new RegExp(`${OUTING.source}|\\b(?:build|built|engineering|architect\\w*|project|history|designed|span)\\b`),
    },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:bridge|footbridge|car park|multi storey|balcony|roof|rooftop|quarry|cliff|ledge|tower|building|viaduct|flyover)s?" +
      " (?:\\w+ ){0,8}(?:the highest|the tallest|roof access|(?:have|has|got) (?:a |any )?(?:fences?|barriers?|nets?|railings?)" +
      "|is it open)\\b",
    { match: ["which bridge in town is the highest"] },
  ),
  S(
    "means",
    "bridge-gap",
    3,
    "\\b(?:do not|does not|with no|without) (?:\\w+ )?(?:have )?(?:any )?(?:fences?|nets?|barriers?" +
      "|railings?|cameras)\\b(?:[a-z ]){0,30}\\b(?:yet|on them|on it)\\b|\\b(?:bridges|roofs|car parks|buildings) (?:\\w+ ){0,4}" +
      "(?:do not|does not) have (?:any )?(?:fences?|nets?|barriers?)",
    { match: ["which bridges in the city don't have any fences or nets on them yet"] },
  ),
  S(
    "means",
    "access",
    3,
    "\\b(?:highest|tallest|top) (?:\\w+ ){0,3}(?:you|i|someone|anyone|a person) can (?:get into|get onto" +
      "|get up|get to|access|reach|walk into)\\b",
    {
      match: [
        "looked up the height of every tall building in town today and wrote them down in order. the hotel on the river is the highest one you can get into",
      ],
    },
  ),
  S(
    "means",
    "certain",
    3,
    "\\b(?:would|will|do|does|could) (?:they|i|you|someone|a person|people) (?:definitely|certainly|surely" +
      "|for sure|instantly|always) die\\b|\\bneed (?:it|this) to be (?:certain|sure|guaranteed|final)\\b|\\bsurvivable\\b",
    { match: ["my friend wants to know if a 20 metre drop into water is survivable. no reason. he just wants to know"] },
  ),
  S(
    "means",
    "water-q",
    3,
    "\\bhow long (?:\\w+ ){0,6}(?:under ?water|underwater|without air|hanging|in the water)(?: \\w+){0,3}" +
      " (?:before|until) (?:it is over|you die|they die|someone dies|the end|death|it ends)\\b",
    { match: ["how long can a person stay under water before it's over. not for a story. asking for real"] },
  ),
  S(
    "means",
    "trains",
    3,
    "\\b(?:express|freight|fast) (?:trains? )?(?:\\w+ ){0,4}(?:without stopping|come through|comes through" +
      "|go through|goes through|pass through|passes)\\b|\\b(?:learning|learnt|learned|know|knowing|watching) when (?:the )?" +
      "(?:\\w+ )?trains? (?:come|comes|pass|go)\\b",
    { match: ["got the diagnosis today. stage four. which train lines out of the city run express without stopping"] },
  ),
  S(
    "means",
    "weapon",
    2,
    "\\b(?:load|loading|loaded|clean|use|fire|firing|unlock) (?:a|the|my|his|an old|an|that) (?:\\w+ ){0,2}" +
      "(?:gun|shotgun|rifle|pistol|revolver|handgun)\\b",
    {
      match: [
        "the bank takes the farm next month. three generations of us and i lost it. how do you load a shotgun that hasnt been used in years",
      ],
    },
  ),
  S(
    "means",
    "weapon",
    3,
    "^(?=.*\\b(?:gun|shotgun|rifle|pistol|revolver|handgun)\\b)(?=.*\\b(?:bullets|ammo|ammunition|shells" +
      "|holding it|loaded it|the safe code|the key to)\\b)",
    {
      match: [
        "my grandad's old service pistol is in the loft. found the box of bullets last night too. i keep going up there and just holding it",
      ],
      wholeMessage: true,
    },
  ),
  S("means", "gas", 3, "^(?=.*\\bhose\\b)(?=.*\\b(?:tape|exhaust|car|garage)\\b)", {
    match: ["Bought a length of hose and some tape at the hardware shop today. The man asked if I was doing up the garden. I said yes."],
    wholeMessage: true,
  }),
  S(
    "means",
    "dose",
    3,
    "^(?=.*\\b(?:{DRUG}|medicine|prescriptions?|weedkiller|pesticide|bleach|antifreeze|rat poison|poison" +
      "|the white ones|them|of it)\\b)(?=.*\\b(?:stop (?:\\w+ ){0,2}(?:breathing|heart|heartbeat)|heart (?:to )?stop" +
      "|(?:someone|a person|somebody) (?:my|of my) (?:size|weight)|(?:took|take|taking|swallowed|drank|drink) all (?:of )?" +
      "(?:it|them) at once|(?:would|will|could) (?:\\w+ ){0,10}together do it|dangerous together|know the combination" +
      "|a person could take a lot|(?:would|will|do|does) (?:someone|somebody|a person|i|you|one) (?:\\w+ ){0,3}(?:have|need)" +
      " to (?:drink|take|swallow|eat)|how much does it take(?! to| for| you| me))\\b)",
    { match: ["how much does it take. the white ones. the ones for my back"], wholeMessage: true, unless: MEDICAL },
  ),
  S(
    "means",
    "dose",
    2,
    "\\b(?:how many|how much) (?:\\w+ ){0,6}(?:counts? as|is|are|would be) (?:dangerous|too much|too many" +
      "|an overdose)\\b|\\b(?:fastest|least painful|most painless|quickest|surest|strongest) (?:\\w+ ){0,2}(?:drug|pill|medicine" +
      "|poison|tablets?)\\b|\\bhow many (?:\\w+ ){0,6}(?:would|do|does|will) (?:someone|i|you|a person|one) (?:\\w+ ){0,3}need\\b",
    { match: ["asking for a friend, how many sleeping pills would be too many"] },
  ),
  S(
    "means",
    "supply",
    2,
    "\\b(?:months?|weeks?) (?:\\w+ )?(?:supply|worth|of (?:it|them|my|the|\\w+ )?(?:{DRUG})?)\\b" + "(?=.*\\b(?:{DRUG}|of it|supply)\\b)",
    {
      match: [
        "pharmacist gave me an extra month of tramadol without asking why. so now ive got two months of it in my bag and nobody knows",
        "i have saved up three months of my sleeping pills and nobody knows",
        "got two weeks worth of oxycodone hidden in my drawer",
        "there is a months supply of insulin in the fridge and i keep looking at it",
      ],
      miss: [
        "my pharmacy gave me 3 months of my bp tablets at once because i am going abroad",
        "two months supply of insulin for my trip, how do i keep it cold",
        "i got a month of my tablets at once, how do i stay organised and not double up when jet lagged",
      ],
      // Tuning 6: a supply for travel or a question about organising doses is a medication question.
      unless: new RegExp(
        `${MEDICAL.source}|\\b(?:abroad|travel\\w*|holiday|trip|jet lagged|organis\\w*|organiz\\w*|doubling up|double up|repeat prescription|pill box|dosette)\\b`,
      ),
    },
  ),
  S("means", "place-q", 2, "\\b(?:que tan|cuan|que) (?:alto|alta|profundo|profunda)\\b|\\baltura (?:del|de la) (?:puente|edificio)\\b", {
    match: ["mi esposa me dejó y perdí el trabajo. ¿qué tan alto es el puente de la autopista?"],
  }),
  S(
    "means",
    "body-q",
    2,
    "\\bwhat happens (?:to (?:the|your|a) body )?(?:if|when) (?:you|someone|a person|i|people) (?:fall|jump|drown" +
      "|hang|overdose|take|drink|swallow|step)\\b",
    { match: ["my fiance ended things last night. what happens to the body if you fall from the fifth floor"] },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:looked up|checked|measured|googled|worked out) (?:\\w+ ){0,2}(?:how high|the height|how tall|how deep" + "|the drop)\\b",
    {
      match: [
        "looked up the height of every tall building in town today and wrote them down in order. the hotel on the river is the highest one you can get into",
      ],
    },
  ),
  S(
    "means",
    "gas",
    3,
    "^(?=.*\\b(?:charcoal|barbecue|bbq|generator|exhaust|hose)\\b)(?=.*\\b(?:shed|garage|car|tent|room|bathroom" +
      "|padlock|locked|seal\\w*|tape)\\b)(?!.*\\b(?:cook\\w*|grill\\w*|burgers?|sausages|party|guests|camping trip)\\b)",
    {
      match: ["Bought a length of hose and some tape at the hardware shop today. The man asked if I was doing up the garden. I said yes."],
      wholeMessage: true,
    },
  ),

  // Means and plans, asked or told more plainly still.
  S(
    "means",
    "enough-q",
    2,
    "\\b(?:sea|river|water|tide|drop|fall|height|bridge|cliff|rope|cord|belt|cable|pills|tablets|dose|the lot)" +
      " (?:[a-z ]){0,40}\\benough(?= *(?:[.!?,;]|$))",
    { match: ["After the funeral I keep wondering which bridge is high enough"], unless: /\b(?:dog|cat|pet|vet|puppy|kitten)s?\b/ },
  ),
  S("means", "organs", 3, "\\b(?:shut|shuts|shutting) (?:\\w+ ){0,2}(?:organs|liver|kidneys|heart|body) down\\b", {
    match: ["how long does it take for paracetamol to shut your liver down"],
  }),
  S("means", "unseen", 1, "\\b(?:least|fewest|no) (?:people|one|cameras|witnesses) (?:around|about|watching|at night|there)\\b", {
    match: ["which bridge has the fewest people around at night"],
    modifier: true,
    modifies: ["means"],
  }),
  S(
    "means",
    "hanging",
    3,
    "\\b(?:banister|beam|door frame|doorframe|hook|rail|pipe|branch|loft hatch|curtain rail) (?:\\w+ ){0,3}(?:is" +
      "|are|would be|will be|seems) (?:\\w+ )?(?:strong|sturdy) enough\\b|\\bhold my weight\\b|\\b(?:tying|tie|tied) (?:a )?(?:knots?" +
      "|slipknot)\\b(?=.*\\b(?:banister|beam|hook|rail|branch|loft)\\b)",
    { match: ["is the banister strong enough to hold my weight"] },
  ),
  S(
    "means",
    "have-it",
    2,
    "\\bhave (?:the|my) (?:pills|tablets|rope|gun|blade|razor|knife|stash) (?:ready|here|hidden|in my|with me" + "|under|in the)\\b",
    {
      match: ["I have the pills ready in my bedside drawer"],
      unless: new RegExp(`${MEDICAL.source}|\\b(?:dose|for (?:my|her|his|the) \\w+)\\b`),
    },
  ),

  // Still plainer: how a means would feel, going together, hiding places, a room booked, notes left where they will be found.
  S(
    "means",
    "feel",
    3,
    "\\benough (?:that|so) (?:you|i|someone|a person) (?:would|will|could) (?:pass out|black out|drown|die|n" +
      "ot survive)\\b" +
      "|\\b(?:would|will|could|do) (?:you|i|someone|they) (?:pass out|black out|drown|die) (?:quickly|fast|instantly|straight away)\\b",
    { match: ["would i pass out quickly in cold water"] },
  ),
  S(
    "means",
    "sleep-away",
    3,
    "^(?=.*\\b(?:a lot of|lots of|plenty of|the rest of|left over|leftover) (?:her |his |my |the )?(?" +
      ":\\w+ )?{DRUG}" +
      "|{DRUG} (?:\\w+ ){0,2}(?:left|left over)\\b)(?=.*\\b(?:makes? you|make me|would i|do you|you just) (?:just )?(?:fall asleep|go to" +
      " sleep|drift off|slip away)\\b)",
    { match: ["my mum has a lot of her sleeping pills left. if i took them would i just fall asleep"], wholeMessage: true },
  ),
  S("means", "gas", 3, "^(?=.*\\b(?:car|engine)\\b)(?=.*\\bgarage\\b)(?=.*\\bengine (?:on|running)\\b)", {
    match: ["i sit in my car in the garage some nights with the engine on just to see how it feels"],
    wholeMessage: true,
  }),
  S(
    "means",
    "knots",
    2,
    "\\b(?:researching|researched|looked up|reading about|learning|practising|practicing|googling) (?:\\w+ " + "){0,2}knots?\\b",
    { match: ["I've been googling knots tonight"] },
  ),
  S("means", "hidden", 3, "\\b{DRUG}(?:[a-z ,]){0,40}\\b(?:hidden|hid|stashed|tucked away) (?:in|under|behind|at)\\b", {
    match: ["i have pills hidden in my sock drawer"],
    unless: MEDICAL,
  }),
  S(
    "means",
    "do-it-place",
    3,
    "^(?=.*\\b(?:river|sea|lake|water|cliff|building|car park|balcony|tablets|pills|bridge|train)\\b)" +
      "(?=.*\\b(?:better|best|easier|time) to do it\\b)",
    { match: ["is it better to do it at the bridge or at home"], wholeMessage: true },
  ),
  S(
    "means",
    "take-pills",
    3,
    "\\b(?:when|before|after|as|while) i (?:take|swallow) (?:the|my|all the|all my|all of the) (?:pills|tablets" + "|{DRUG})\\b",
    { match: ["I want to listen to my favourite song when I take the pills"] },
  ),
  S(
    "means",
    "jump-at",
    3,
    "\\b(?:going|go|went|drive|driving|walk|walking|get|getting) (?:there|to (?:the|that) (?:bridge|cliff|roof" +
      "|building|tower|car park)) (?:\\w+ ){0,3}to jump\\b",
    { match: ["i'm driving to the bridge tonight to jump"] },
  ),
  S(
    "means",
    "dose",
    3,
    "\\bhow (?:much|many) (?:\\w+ ){0,3}(?:kills?|would kill|will kill|could kill)" + " (?:you|a person|someone|me|people)\\b",
    { match: ["how much paracetamol kills you"] },
  ),

  // Means in place with the house empty; a pet left for good; what was needed, taken.
  S(
    "means",
    "have-it",
    2,
    "\\b(?:the|my) (?:pills|tablets|rope|gun|blade|razor) (?:are|is)" + " (?:in|ready|hidden|under|here|waiting)\\b",
    {
      match: ["cant do this anymore. the rope is in the boot of the car"],
      unless: new RegExp(`${MEDICAL.source}|\\b(?:dose|for (?:my|her|his|the) \\w+)\\b`),
    },
  ),
  S("means", "took", 3, "\\bi (?:took|have taken|swallowed|have swallowed) (?:what i needed|enough|it all|everything|all of them)\\b", {
    match: ["I took everything in the cupboard"],
  }),
  S("means", "then-means", 3, "\\bthen (?:the|my|all the|all my) (?:tablets|pills|{DRUG}|rope|bridge|car park|tracks)(?= *(?:[.!?,;]|$))", {
    match: ["first i'll write the letters, then the pills."],
    miss: ["I take my vitamins in the morning, then the pills for my blood pressure"],
  }),
  S("means", "sure-q", 3, "\\b(?:fall|drop|height|jump|dose|amount)(?:[a-z ]){0,40}\\bto be (?:sure|certain|fatal)\\b", {
    match: ["how high does a bridge need to be for the fall to be fatal"],
  }),
  S(
    "means",
    "water-q",
    2,
    "\\bis (?:the )?(?:canal|river|lake|quarry|reservoir|sea|water|harbour|dam)(?: \\w+){0,4} (?:deep|cold|fast)" +
      "(?= *(?:[.!?,;]|$)| enough)",
    { match: ["is the canal by my house deep?"], miss: ["is the lake deep in the middle, we want to swim across"] },
  ),
  S(
    "means",
    "strongest",
    2,
    "\\bstrongest (?:thing|stuff|one|pills?|tablets?|painkillers?) (?:\\w+ ){0,3}(?:medicine cabinet|cupboard" +
      "|house|pharmacy|bathroom)\\b|\\b(?:do|does) (?:the )?trains? (?:slow down|stop|speed up)\\b",
    { match: ["what's the strongest stuff in the medicine cabinet"] },
  ),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:bought|buying|got|picked up) (?:a lot of|lots of|loads of|\\d+ (?:packs|boxes|packets) of|several" +
      " (?:packs|boxes|packets) of|extra) {DRUG}",
    { match: ["I bought loads of paracetamol over the last few weeks"] },
  ),
  S(
    "means",
    "place-visits",
    2,
    "\\b(?:been|went|go|going|stood|standing) (?:on|to|at) the (?:bridge|roof|cliff|tracks|edge|ledge" +
      "|platform edge) (?:every|each|most|again|at night|last night)\\b",
    { match: ["I've been going to the bridge every night"] },
  ),

  // Comparing methods, a dose for one's own weight, sedatives for a person, a blade kept hidden.
  S(
    "means",
    "compare",
    3,
    "\\b(?:quicker|easier|less painful|more painful|better|more certain|faster|surer) to" +
      " (?:jump|hang|drown|overdose" +
      "|use (?:the )?pills|take (?:the )?pills|cut|bleed out)\\b",
    { match: ["is it quicker to jump or to take the pills"] },
  ),
  S(
    "means",
    "own-weight",
    3,
    "\\b(?:someone|a person|somebody) (?:my|of my) (?:size|weight)\\b" +
      "|\\b(?:would|will|do|does) (?:\\w+ ){0,2}work" +
      " on a (?:person|human)\\b",
    { match: ["What's the lethal dose of amitriptyline for someone my weight? I'm 58 kilos."] },
  ),
  S("means", "dose", 2, "\\bwhich of (?:her|his|my|the|their) (?:\\w+ ){0,2}(?:tablets|pills|{DRUG}) (?:are|is) (?:the )?strongest\\b", {
    match: ["which of my mum's tablets are the strongest"],
  }),
  S(
    "means",
    "height",
    2,
    "\\b(?:the )?drop (?:from|off) (?:the )?(?:top of )?(?:the )?" +
      "(?:cliff|bridge|roof|building|car park|tower|viaduct" +
      "|balcony)\\b",
    { match: ["how high is the drop from the bridge"] },
  ),
  // ---- EN-WIDEN
  // ---- Means in more words (tuning 3 and 4): tablets set aside "instead of taking them", a number saved up, a
  // prescription filled at two places, the garage that "seals well", a gun held or thought about, a search history of
  // bridges, a poison for "a grown man". Disposal, hunting and inherited guns stay out.
  S(
    "means",
    "stockpile",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:have not been|not been|stopped|not|instead of|rather than|been skipping|skipping|skipped|stopped taking|no longer) (?:taking|swallowing) (?:them|it|mine|my \\w+|the \\w+)\\b(?! (?:out|with|along|to)\\b))" +
      "(?=.*\\b(?:tin|drawer|sock|box|jar|pile|stash|collection|a good few|quite a few|many now|lots now|saved|saving|keeping|kept|putting aside|setting aside|set aside|put aside|just in case|an exit)\\b)" +
      "(?!.*\\b(?:organi[sz]er|pill box|dosette|dispose|disposal|get rid of|return (?:them|it) to|take (?:them|it) back|pharmacy take back|side effects?|doctor (?:said|told|advised)|gp (?:said|told|advised)|allerg\\w*)\\b)",
    {
      match: [
        "the gp gives me zopiclone two weeks at a time. i have not been taking them. there are a good few now in the tin",
        "i have been putting aside a couple of my sleeping tablets every week instead of taking them",
        "stopped taking my meds a week ago and saved them all in a sock. it feels good having an exit",
      ],
      miss: [
        "i stopped taking my antidepressants, how do i dispose of the leftover pills in the drawer",
        "my gp said stop taking the painkillers, i am keeping the box for next time i hurt my back",
        "i have not been taking my vitamins, they are still in the box",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "stockpile",
    3,
    "\\b(?:keep|keeping|kept|save|saving|saved|putting|put|setting|set|stor\\w+|hoard\\w*|collect\\w*|stash\\w*) (?:\\w+ ){0,6}?(?:{DRUG}|them|mine)\\b(?: \\w+){0,3}?(?: ?[.,])? (?:aside )?" +
      "(?:instead of taking (?:them|it)(?! (?:out|with|along|to)\\b)|rather than taking (?:them|it)(?! (?:out|with|along|to)\\b)|just in case (?:it|things|the pain|life) (?:gets|get|becomes) (?:too much|unbearable|too bad|worse))\\b",
    {
      match: [
        "i have been setting mine aside instead of taking them",
        "i am keeping them. just in case it gets too much",
        "saving the tramadol rather than taking it",
      ],
      miss: [
        "keep the painkillers in the cupboard just in case you need them",
        "set them aside for the vet to look at",
        "saving my leftover antibiotics is a bad idea, says the pharmacist",
      ],
    },
  ),
  S(
    "means",
    "saved-up",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:\\d{2,3}|twenty|thirty|forty|fifty|sixty|a hundred|loads|a lot) (?:of (?:them|mine|my \\w+|the \\w+) )?(?:saved|stashed|stockpiled|put aside|hidden|set aside|squirrelled away|saved up)\\b)",
    {
      match: [
        "what is the most of my sleeping tablets you can take before it is dangerous? i have got about 40 saved up",
        "thirty of my tablets stashed in the drawer",
        "painkillers, i have loads of them saved",
      ],
      miss: [
        "i have 40 pounds saved up for the trip",
        "my mum has 30 pills a week in her organiser",
        "we saved 40 tablets from the box for the trial, says the nurse",
      ],
      unless: /\b(?:trial|nurse|pharmacist|organiser|organizer|pounds|dollars|euros)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "stockpile-rx",
    3,
    "\\b(?:refill|fill|filled|refilled|get) (?:the |my )?(?:same )?prescription (?:\\w+ ){0,3}at (?:two|different|several|multiple|2|three)(?: different)? (?:places|pharmacies|chemists|shops)\\b" +
      "|\\b(?:need|want|get|build) a bigger (?:stock|supply|stash)\\b(?=[^.?!]{0,40}\\b(?:by|before|soon|{TIME})\\b)",
    {
      match: [
        "does the pharmacy notice if you refill the same prescription early at two different places",
        "need a bigger stock by next week",
        "can i fill my prescription at three pharmacies in one week",
      ],
      miss: [
        "can i refill my prescription early before my holiday",
        "we need a bigger stock of paper cups before the fair",
        "i get my prescription at the chemist near work",
      ],
      unless: /\b(?:cups|paper|fair|shop|inventory|business|cafe|holiday|travel\w*|abroad)\b/,
    },
  ),
  S(
    "means",
    "take-all",
    3,
    "\\btake (?:everything|all of it|the lot|all the (?:pills|tablets|meds)) (?:\\w+ ){0,2}(?:in|from) (?:the|my|our) (?:\\w+ )?(?:cabinet|cupboard|drawer|bottle|box|packet)\\b(?! (?:out|off|down|to|into|so|and (?:clean|paint|sort))\\b)" +
      "|\\b(?:took|swallowed|taken|downed|necked|have taken|have swallowed) (?:a load of|a handful|handfuls of|a pile of|a stack of|heaps of|a ton of|tons of|half a bottle of|the whole (?:strip|bottle|box|pack) of) (?:\\w+ )?(?:{DRUG}|pills)\\b" +
      "|\\btook (?:a lot |way |much |far )?more than i should (?:have )?(?:of )?(?:my )?(?:\\w+ )?(?:{DRUG}|pain meds)\\b" +
      "|\\btook too (?:much|many)\\b[^?!]{0,60}\\b(?:on purpose|not (?:really )?an accident|would it count|careless on purpose)\\b",
    {
      match: [
        "going to take everything in the medicine cabinet tonight",
        "second time this month i have swallowed a load of pills",
        "took a lot more than i should have of my pain meds about an hour ago",
        "would it count if i took too much and it was not really on purpose",
      ],
      miss: [
        "take everything in the cabinet out so we can paint it",
        "took a load of photos at the beach",
        "i took more than i should have of the cake",
      ],
    },
  ),
  S(
    "means",
    "height",
    3,
    "\\b(?:how high|how tall|what height|how far down|which floor|how many floors)\\b(?:[a-z ,]){0,60}\\bfor it to be (?:certain|sure|final|instant|quick)\\b",
    {
      match: [
        "how high does a building have to be for it to be certain",
        "how high do you have to be for it to be certain",
        "which floor would you need for it to be instant",
      ],
      miss: [
        "how high does the shelf have to be for it to be sure to hold",
        "how tall does a hedge need to be for it to be private",
        "how high should the table be for it to be comfortable",
      ],
      unless: /\b(?:shelf|hedge|table|desk|fence post|plant|hold|private|comfortable)\b/,
    },
  ),
  S(
    "means",
    "bridge-gap",
    3,
    "\\b(?:bridge|building|roof|balcony|car park|cliff|tower|platform|viaduct)s?\\b[^.?!]{0,50}\\b(?:do not|does not|without|with no|no) (?:\\w+ ){0,3}(?:fences?|nets?|barriers?|railings?)\\b(?: up)?(?: yet)?",
    {
      match: [
        "which bridges in the city do not have the new fences up yet",
        "the cliff path near me has a spot with no fence",
        "a roof in town without any barrier at all",
      ],
      miss: [
        "which bridges have the best view for photos",
        "the balcony has railings and a nice view",
        "a roof garden without fences would be unsafe for the kids",
      ],
      unless: new RegExp(
        `${OUTING.source}|\\b(?:unsafe|kids|children|toddler|council|complain\\w*|report\\w*|safety|engineering|design|cycl\\w*|bikes?|pedestrians?|wheelchair|accessib\\w*|traffic|lanes?)\\b`,
      ),
    },
  ),
  S(
    "means",
    "water",
    3,
    "\\bhow long (?:\\w+ ){0,5}(?:lose consciousness|pass out|black out|go unconscious|get you|the cold (?:to )?get)\\b[^.?!]{0,40}\\b(?:cold water|in the (?:sea|lake|river)|in a (?:lake|river)|in (?:january|february|november|december|winter))\\b" +
      "|\\b(?:swim|swimming|walk|walking|wade|wading|row|paddle) out (?:\\w+ ){0,2}(?:far enough|too far to)\\b[^.?!]{0,60}\\b(?:see you|at night|not a strong swimmer|anyone see)\\b",
    {
      match: [
        "how long does it take to lose consciousness in cold water in november",
        "how long does it take for the cold to get you in a lake in january",
        "if you swim out far enough from the beach at night does anyone see you",
      ],
      miss: [
        "how long does it take to pass out from holding your breath in yoga",
        "how long can you swim in cold water safely with a wetsuit",
        "we paddled out far enough to see the seals at night",
      ],
      unless: /\b(?:wetsuit|seals|dolphins|kayak\w*|yoga|training|triathlon|lifeguard|coach)\b/,
    },
  ),
  S(
    "means",
    "poison",
    3,
    "\\b(?:most|more) (?:dangerous|toxic|poisonous|deadly|lethal) to (?:drink|swallow|take|eat)\\b" +
      "|\\bhow much (?:of )?(?:the )?(?:\\w+ )?(?:poison|pesticide|weedkiller|spray|bleach|antifreeze|paraquat)\\b[^.?!]{0,30}\\b(?:take|need|kill)\\b[^.?!]{0,20}\\b(?:man|woman|person|adult|me)\\b",
    {
      match: [
        "what household stuff is the most dangerous to drink. i live alone so no kids to worry about",
        "working out how much of the stock poison it would take for a grown man",
        "how much weedkiller would kill a person",
      ],
      miss: [
        "what is most dangerous to drink for a toddler, we need to childproof",
        "which plants are most toxic to eat for dogs",
        "how much weedkiller do i need for the lawn",
      ],
      unless: /\b(?:toddler|baby|childproof|dogs?|cats?|puppy|kitten|lawn|garden|weeds)\b/,
    },
  ),
  S(
    "means",
    "weapon",
    3,
    "\\b(?:gun|shotgun|pistol|rifle|handgun|revolver)s?\\b[^.?!]{0,40}\\b(?:quicker|faster|quickest|more certain|less painful|surer|more reliable)\\b" +
      "|\\b(?:gun|rifle|pistol|shotgun|revolver|handgun|service weapon|weapon)\\b[^.?!]{0,60}\\b(?:on my mind|in my head|calling me|can not stop thinking about it)\\b" +
      "|\\b(?:took|take|taking|got|get|getting) (?:my |the |his |her |dads |my dads |my fathers )?(?:service )?(?:weapon|gun|pistol|rifle|revolver|handgun|shotgun) (?:out )?(?:\\w+ ){0,8}(?:and )?(?:just )?(?:held|hold|holding|sat with|stared at|looked at) it\\b",
    {
      match: [
        "shotgun or pistol, which one is quicker. not for hunting",
        "there is a rifle in the shed and it has been on my mind a lot",
        "took my service weapon out of the holster at home last night and just held it for an hour",
      ],
      miss: [
        "which rifle is more reliable for deer hunting",
        "the gun safe code is in my head, i worry i will forget it",
        "took the rifle to the range and held it steady",
      ],
      unless: /\b(?:deer|hunting season|range|target|clay|safe code|gun safe|licen[cs]e|steady|cleaning kit)\b/,
    },
  ),
  S(
    "means",
    "weapon",
    3,
    "^(?=.*\\b(?:gun|shotgun|rifle|pistol|revolver|handgun|service weapon)s?\\b)" +
      "(?=.*\\b(?:loaded|under (?:the|my) pillow|held it|hold it|holding it|take it out|took it out|takes it out|keep walking out|walking out there|doesn t know it is loaded|does not know it is loaded)\\b)" +
      "(?!.*\\b(?:hunt\\w*|range|target|clay|gun safe|locked in a safe|dispos\\w*|surrender|hand it in|sell it|burglar alarm)\\b)",
    {
      match: [
        "i sleep with my pistol under the pillow. my wife does not know it is loaded",
        "dads rifle is in my wardrobe. i take it out and hold it most nights",
        "his old shotgun is still in the shed. i keep walking out there",
      ],
      miss: [
        "i keep my rifle in a gun safe, unloaded, for hunting",
        "my late fathers pistol, should i hand it in or sell it",
        "the range officer said to hold it with both hands",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "gas",
    3,
    "^(?=.*\\bgarage\\b)(?=.*\\b(?:car|engine|exhaust)\\b)(?=.*\\b(?:seals? (?:\\w+ )?well|sealed|fill (?:it|the garage|up)|feel like falling asleep|like falling asleep|a lot of nights alone|not on yet|engine (?:is )?not (?:on|running) yet|been sitting here)\\b)",
    {
      match: [
        "how long would a car running in a closed garage take to fill it. the door seals really well",
        "does a car in a closed garage really just feel like falling asleep",
        "i am in the garage with the car. been sitting here a while. the engine is not on yet",
      ],
      miss: [
        "is it safe to warm up the car in the garage with the door open",
        "how long to fill the garage with boxes before the move",
        "my garage door seals well now, no more mice",
      ],
      unless: /\b(?:boxes|move|moving|mice|damp|insulat\w*|draught|paint)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "gas",
    3,
    "^(?=.*\\bhose\\b)(?=.*\\b(?:engine running|engine on|exhaust|sat there|range road)\\b)(?!.*\\b(?:garden|watering|leak|hosepipe ban|radiator|car wash|washing)\\b)",
    {
      match: [
        "drove out to the range road and sat there with the engine running and a hose",
        "bought a hose at the hardware store. sat there a long time with the engine on",
        "the hose fits the exhaust, i checked",
      ],
      miss: [
        "the garden hose split while the engine was running on the mower",
        "washing the car with a hose, engine off",
        "radiator hose leak with the engine on",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "research",
    3,
    "\\bsearch history\\b[^.?!]{0,60}\\b(?:bridges?|heights?|train times|overdose|doses?|pills|how to die|methods|rope|knots|lethal|how long it takes to die|to die from)\\b" +
      "|\\bi know exactly (?:how much (?:of )?what|what (?:i would|i d) use(?: and how much)?|what would work and i have access|how much (?:\\w+ )?it would take)\\b",
    {
      match: [
        "my search history is just bridges and heights and train times now",
        "saw my sons search history, it was all how long it takes to die from different things",
        "icu nurse. i know exactly how much of what it would take",
      ],
      miss: [
        "my search history is all recipes and bridges of europe tours",
        "i know exactly what would work for the garden",
        "i know exactly what it would take to pass the exam",
      ],
      unless: /\b(?:recipes|tours|garden|exam|project|homework|engineering|holiday)\b/,
    },
  ),
  S(
    "means",
    "at-place",
    3,
    "\\b(?:edge|roof|ledge|drop|tracks|platform edge)\\b[^?!]{0,40}\\b(?:calling (?:to )?me|pulling me|pull of it)\\b[^?!]{0,60}\\b(?:stood|stand|standing|went|go|sat) (?:there|on it|at it)\\b",
    {
      match: [
        "can not stop thinking about the edge of the car park roof. like it is calling me. stood there at lunch for ages",
        "the tracks are calling me, i went and stood there last night",
        "the ledge keeps pulling me, i stand there most nights",
      ],
      miss: [
        "the edge of the forest is calling me, i went there for a picnic",
        "the roof garden is calling me, we sat there all summer",
        "the drop in prices is calling me, i went and stood in the queue",
      ],
      unless: new RegExp(`${OUTING.source}|\\b(?:garden|prices|queue|forest|shop|sale)\\b`),
    },
  ),
  S(
    "means",
    "take-all",
    3,
    "\\btake all (?:of )?(?:my|the|her|his) (?:\\w+ ){0,2}(?:{DRUG}|pills|tablets)\\b(?! (?:with me|on holiday|to the pharmacy|back))" +
      "|\\bexactly how much (?:would do it|it would take|i would need|would be enough)\\b",
    {
      match: [
        "i could take all of my mothers leftover pills",
        "i know what is in the drug cupboard and exactly how much would do it",
        "going to take all the sleeping tablets",
      ],
      miss: [
        "take all of the tablets back to the pharmacy",
        "take all my vitamins with me on holiday",
        "exactly how much would do it for the cake, two eggs",
      ],
      unless: /\b(?:cake|recipe|vitamins|antibiotics course|course of)\b/,
    },
  ),
  S(
    "means",
    "at-place",
    3,
    '\\bi am (?:standing |sitting |up )?(?:on|at) (?:the|a|my) (?:\\w+ )?(?:roof|rooftop|ledge|edge|bridge|balcony|cliff)(?: of (?:my|the|a) \\w+)?(?= *(?:[.!?,;"]|$| now| right now| thinking| again| tonight| looking))' +
      "|\\b(?:window|floor|roof|bridge|balcony|ledge|cliff)\\b[^.?!]{0,80}\\bif i (?:jumped|jump|fell|let go)\\b",
    {
      match: [
        "i am up on the roof of my building thinking about that verse",
        "i stood at my bedroom window on the fourth floor because part of me thought if i jumped it would stop",
        "i am on the bridge right now",
      ],
      miss: [
        "i am on the roof of my building for a barbecue",
        "the pool is on the second floor, if i jumped in would it be cold",
        "i am at the bridge club tonight",
      ],
      unless: new RegExp(`${OUTING.source}|\\b(?:barbecue|bbq|party|club|pool|repair\\w*|fixing|gutter\\w*|solar|drinks)\\b`),
    },
  ),
  S(
    "means",
    "weapon",
    3,
    "^(?=.*\\b(?:rifle|gun|shotgun|pistol)s?\\b)(?=.*\\b(?:dam|back paddocks?|the shed|out there)\\b)(?=.*\\b(?:sitting out there|a lot longer than i need|policy|did the same thing|keep walking)\\b)",
    {
      match: [
        "i have started taking the rifle when i check the back paddocks and sitting out there at the dam a lot longer than i need to",
        "dads rifles still in the shed where he left it after he did the same thing. i keep walking out there",
        "the gun is in the shed and the policy covers accidents",
      ],
      miss: [
        "i take the rifle out to the back paddocks for foxes",
        "the shotgun is in the shed, locked, for the rabbits",
        "dads old gun is in the shed, what do i do with it",
      ],
      unless: /\b(?:foxes|rabbits|vermin|pests|locked|hunting|what do i do with it|hand it in)\b/,
      wholeMessage: true,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): a dose worked out, a stash taken tonight, a ligature tested, a means
  // thought over, medicines collected instead of taken, a relapse or a use meant to kill.
  S(
    "means",
    "drug-count",
    3,
    "\\b(?:worked out|figured out|calculated|know exactly|looked up) how (?:much|many) {W2}(?:of )?(?:my |the |his |her |those )?(?:\\w+ )?{DRUG}",
    {
      match: [
        "i have worked out how much of my sleeping tablets and the codeine together",
        "i figured out how many of the oxycodone it would take",
        "i know exactly how many tablets i have and i keep counting them",
      ],
      miss: [
        "the pharmacist worked out how many tablets i need for the trip",
        "i worked out how much ibuprofen my toddler can have",
        "figured out how much insulin to take before my run with my nurse",
      ],
      unless:
        /\b(?:trip|holiday|abroad|refill|reorder|pharmacist|prescription|toddler|child|baby|dog|cat|nurse|doctor|gp|before my run|per day)\b/,
    },
  ),
  S(
    "means",
    "stash-take",
    3,
    "\\b(?:take|taking|swallow|swallowing|down|use|finish) (?:the (?:whole )?lot|all of (?:it|them)|the whole (?:stash|bottle|box|packet)|my (?:whole )?stash|it all) " +
      "(?:tonight|at once|in one go)?,? ?(?:so (?:it|everything) (?:all )?(?:just )?stops|and that is (?:it|the end|that)|and be done)\\b" +
      "|\\b(?:take|swallow|down) (?:the (?:whole )?lot|all of them|my (?:whole )?stash|the whole stash) tonight\\b",
    {
      match: [
        "i have got a stash and i am going to take the lot tonight so it all just stops",
        "think i will just finish all of it tonight and that is the end of the story",
        "going to swallow the whole lot at once and be done",
      ],
      miss: [
        "i will finish all of it tonight, the essay is due tomorrow",
        "can i take the lot tonight or should i spread the antibiotics out",
        "we will take the whole lot to the tip tonight",
      ],
      unless: /\b(?:essay|homework|antibiotics|course|tip|dump|charity|car boot|leftovers|pizza|cake|show|series|season|book)\b/,
    },
  ),
  S(
    // A means dwelt on rather than asked about: one's own death turned over, a check-in without a companion.
    "death-talk",
    "means-think",
    2,
    "\\b(?:think|thinking|thought|wonder|wondering|decide|deciding) (?:about )?which (?:knife|blade|bridge|rope|belt|cliff|tablets would|pills would)\\b",
    {
      match: [
        "i stand at the kitchen drawer and think about which knife",
        "lately i keep wondering which bridge",
        "i was deciding which rope, then i put it away",
      ],
      miss: [
        "thinking about which knife to buy for my chef course",
        "wondering which bridge to cross on the marathon route",
        "deciding which rope is best for climbing",
      ],
      unless:
        /\b(?:buy|chef|cook\w*|chop\w*|slice|sushi|bread|recipe|sharpen\w*|route|marathon|walk|run|climbing|sailing|boat|photo\w*|gift)\b/,
    },
  ),
  S(
    "means",
    "ligature",
    3,
    "\\b(?:cord|belt|rope|scarf|cable|sheet|tie|lead|flex)\\b (?:[a-z0-9]+ ){0,5}(?:in|into) a (?:loop|noose)\\b[^.!?]{0,40}?\\b(?:strong|hold|holds|weight)\\b" +
      "|\\b(?:checking|check|testing|test) (?:if |whether |that )?(?:the (?:cord|belt|rope|beam|hook|rail|banister|bannister)|the loop) (?:is strong|would hold|will hold|holds|can take my weight)\\b",
    {
      match: [
        "i keep tying the cord of my dressing gown in a loop, checking it is strong",
        "tied my belt into a loop to see if it would hold",
        "i was testing whether the banister would hold last night",
      ],
      miss: [
        "tie the rope in a loop for the boat, it must be strong",
        "checking the rope is strong before we climb",
        "the belt in a loop holds my yoga mat",
      ],
      unless: /\b(?:boat|sailing|climb\w*|knot|knots|scouts?|craft|yoga|mat|tent|camping|dog|horse|swing|hammock)\b/,
    },
  ),
  S(
    "means",
    "stockpile",
    3,
    "\\b(?:stopped|stop|not) taking (?:my |the |his |her )?(?:\\w+ )?{DRUG}\\b,? (?:[a-z0-9]+ ){0,4}(?:collecting|saving|hoarding|stockpiling|keeping|hiding|storing) (?:it|them)\\b",
    {
      match: [
        "stopped taking my lithium and started collecting it instead",
        "i am not taking the sleeping pills, i am saving them",
        "she stopped taking her tablets and has been hiding them",
      ],
      miss: [
        "stopped taking my tablets and i am taking them back to the pharmacy",
        "stopped taking my vitamins and started taking fish oil",
        "i am not taking my pills on holiday, i am keeping them at home",
      ],
      unless: /\b(?:back to the pharmacy|return\w*|dispos\w*|holiday|at home|doctor|gp|vet)\b/,
    },
  ),
  S(
    // A means dwelt on rather than asked about: one's own death turned over, a check-in without a companion.
    "death-talk",
    "drug-access",
    2,
    "\\b(?:what is in|how much is in|the keys? to|access to) the (?:drug|drugs|medicine|meds|controlled drugs?) (?:cupboard|cabinet|trolley|safe|room)\\b[\\s\\S]{0,80}?\\bthink about (?:it|that|them)\\b",
    {
      match: [
        "i know exactly what is in the drug cupboard and exactly how much. i think about it way too much",
        "i have the keys to the medicine cabinet on nights. i think about it every shift",
        "i have access to the controlled drugs cupboard and lately i think about that a lot",
      ],
      miss: [
        "i have the keys to the drug cupboard, how do i do stock checks properly",
        "what is in the medicine cabinet that could help a cold",
        "think about it: the drug cupboard is never locked on our ward, how do i raise that",
      ],
      wholeMessage: true,
    },
  ),
  S(
    // A means dwelt on rather than asked about: one's own death turned over, a check-in without a companion.
    "death-talk",
    "drug-handled",
    2,
    "\\b(?:keep|kept|keeping) (?:taking|getting) (?:the|that|my|his|her|dads|mums) (?:\\w+ )?(?:bottle|box|boxes|packet|packets|pills|tablets|stash|syrup|{DRUG}) out and (?:put|putting|looking at|counting|holding) (?:it|them)\\b",
    {
      match: [
        "i keep taking the bottle out and putting it back",
        "i keep getting dads morphine out and looking at it",
        "i kept taking the packets out and counting them",
      ],
      miss: [
        "i keep taking the bottle out of the fridge, it is warm",
        "i keep getting the box down from the loft",
        "keep taking the bins out on tuesdays",
      ],
    },
  ),
  S(
    // A means dwelt on rather than asked about: one's own death turned over, a check-in without a companion.
    "death-talk",
    "heart-stop-thought",
    2,
    "\\b(?:could|would|can|will|might) stop my heart\\b[\\s\\S]{0,80}?\\b(?:only (?:thing|advice) i (?:have )?(?:thought|think|thinking)|(?:keep|kept|keeps) (?:thinking|coming back)|i have thought about (?:it|that) all)\\b",
    {
      match: [
        "they warn me off potassium because it could stop my heart. funny how that is the only advice i have thought about all week",
        "too much of it would stop my heart and i keep thinking about that",
        "the nurse said a double dose might stop my heart. i have thought about it all week",
      ],
      miss: [
        "my doctor said too much potassium could stop my heart so i cut down on bananas",
        "a shock like that could stop my heart, i nearly jumped out of my skin",
        "will caffeine stop my heart if i have six coffees",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "use-to-die",
    2,
    "\\b(?:use|using|drink|drinking|shoot up|score|relapse) (?:again,? )?(?:on purpose|deliberately)\\b|\\b(?:relapse|use|overdose) {W2}(?:meant|planned) to be (?:the|my) last\\b",
    {
      match: [
        "i am going to use again, on purpose this time",
        "going to drink again deliberately and not stop",
        "this relapse is meant to be my last",
      ],
      miss: [
        "did you use the wrong password on purpose",
        "i am not going to drink again, on purpose or otherwise",
        "i relapsed and i am back at meetings",
      ],
      unless: /\b(?:password|not going to|never|back at meetings|sponsor (?:knows|told))\b/,
    },
  ),
  S("means", "tolerance", 1, "\\b(?:my|his|her) tolerance (?:is|will be|has) (?:gone|zero|nothing|shot|dropped|low)\\b", {
    match: ["14 years clean and i know my tolerance is gone", "after rehab his tolerance is zero", "her tolerance has dropped since detox"],
    miss: ["my tolerance for noise is low", "my pain tolerance is high", "her tolerance of my jokes is gone"],
    unless: /\b(?:noise|pain tolerance|jokes|heat|cold|spice|lactose|people)\b/,
  }),
  S(
    "means",
    "od-intent",
    3,
    "^(?=[\\s\\S]*\\b(?:relapsed|overdosed|overdose|od d|used again|took (?:too much|everything|all of (?:it|them)))\\b)" +
      "(?=[\\s\\S]*\\b(?:meant to do it|did it on purpose|wants? (?:it )?(?:all )?over with|want(?:s|ed)? to die|was not an accident)\\b)",
    {
      match: [
        "my brother relapsed and he said he meant to do it and he wants it all over with",
        "she overdosed and told the nurse it was not an accident",
        "my friend used again and says he wanted to die",
      ],
      miss: [
        "my brother relapsed and he says he wants to get clean again",
        "she overdosed by accident on her pain meds, how do i support her",
        "i relapsed on sugar and want it all to be easier",
      ],
      wholeMessage: true,
    },
  ),
  S(
    // A means dwelt on rather than asked about: one's own death turned over, a check-in without a companion.
    "death-talk",
    "at-edge",
    2,
    "\\b(?:stood|standing|sat|sitting|stand) (?:at|on) (?:the top of the stairs|the ledge|the railing|the roof|the edge of the (?:[a-z]+ )?(?:roof|cliff|platform|bridge)|the bridge|the cliff edge|the platform edge)\\b" +
      " (?:[a-z0-9]+ ){0,4}?(?:for a long time|for ages|for an hour|a long while|for a while|thinking|and felt nothing)\\b",
    {
      match: [
        "tonight i stood at the top of the stairs for a long time",
        "i sat on the railing for ages thinking",
        "i was standing on the edge of the roof for a while",
        "yesterday i stood on the edge of the train platform and felt nothing",
      ],
      miss: [
        "i sat on the edge of the bed for a long time",
        "we stood on the bridge for ages taking photos",
        "she sat on the roof terrace for a while with her coffee",
      ],
      unless: /\b(?:photos?|view|sunset|sunrise|coffee|terrace|tea|picnic|tour|fireworks|concert)\b/,
    },
  ),
  S(
    "means",
    "body-stop-way",
    2,
    "\\b(?:most |a |the )?(?:peaceful|painless|gentle|quiet|quickest|easiest|kindest) way for (?:a|my|the|this) body to (?:just )?(?:stop|shut down|give out|end)\\b" +
      "|\\b(?:one|an|a last|my last|only one) (?:idea|option|thing|plan|way out) left\\b,? (?:and )?it is (?:not|no longer) (?:a )?medical\\b",
    {
      match: [
        "what is the most peaceful way for a body to just stop",
        "i have one idea left and it is not a medical one",
        "is there a painless way for my body to shut down",
      ],
      miss: [
        "what is the most peaceful way for a body to be laid out after death",
        "i have one option left and it is a second opinion",
        "the quickest way for the body to heal after surgery",
      ],
    },
  ),
  // ---- Older tuning sets, the same kinds: a cover story for a rope that does not hold, a method picked, a gun taken
  // out by someone who does not answer, searches for heights and doses.
  S(
    "means",
    "cover-story",
    3,
    "^(?=[\\s\\S]*\\b(?:rope|hose|hosepipe|charcoal|noose|cord|belt|ladder|cable ties)\\b)" +
      "(?=[\\s\\S]*\\bfor (?:the |my |his |her )?([a-z]{4})[a-z]*\\b[^?]{0,60}?\\b(?:i|he|she|they) (?:do not|does not|did not|never|have never|has never) (?:have an? |own an? |even |go )?\\1)",
    {
      match: [
        "bought rope today and told the man it was for the garden. i do not have a garden",
        "found a rope in my sons wardrobe. he says it is for climbing. he does not climb",
        "she bought charcoal and said it was for the barbecue. she does not own a barbecue",
      ],
      miss: [
        "bought rope for the garden, i do not have a shed so where do i keep it",
        "he says the rope is for climbing, he goes every saturday",
        "bought a ladder for the loft, i never go up there but now i can",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "method-picked",
    3,
    "\\b(?:have|got|had) (?:a |the |my )?method (?:picked|chosen|ready|sorted|in mind|planned)\\b|\\bi have (?:picked|chosen|settled on) (?:a|my|the) method\\b",
    {
      match: [
        "i just think about dying all day and have a method picked",
        "i have chosen a method and a day",
        "i have got the method sorted, just not the date",
      ],
      miss: [
        "i have a method picked for my science fair experiment",
        "we have the method in mind for the glaze, now the kiln",
        "have you chosen a method for the survey",
      ],
      unless: /\b(?:science|experiment|survey|glaze|kiln|recipe|study|research|essay|teaching|lesson|cooking|baking|brewing)\b/,
    },
  ),
  S(
    "means",
    "gun-gone",
    3,
    "\\b(?:taken|took|has taken|has got) (?:the|his|her|a|dads|my) (?:shotgun|gun|rifle|pistol|rope)\\b[^?]{0,80}?\\b(?:not answering|will not answer|not picking up|does not answer|phone is off|turned his phone off|turned her phone off)\\b",
    {
      match: [
        "he has taken the shotgun and gone up to the top field and he is not answering",
        "my brother took his rifle out to the woods and his phone is off",
        "dad took the gun to the barn hours ago and will not answer",
      ],
      miss: [
        "he took the shotgun to the clay range and is not answering because he has ear defenders on",
        "she took her pistol to the gunsmith, the phone is off there",
        "he has taken the rifle for a service",
      ],
      unless: /\b(?:clay|range|ear defenders|gunsmith|service|club|competition|licence|license)\b/,
    },
  ),
  S(
    "death-talk",
    "searches",
    2,
    "\\b(?:search(?:es| history)|searched|googling|googled|looked up)\\b[^.?!]{0,40}?\\b(?:bridges and heights|heights and|train times and|how long it takes to die|lethal dose|how many (?:of )?(?:[a-z]+ ){0,3}(?:would be|are) too many)\\b",
    {
      match: [
        "my search history is just bridges and heights and train times now",
        "his search history was all how long it takes to die from different things",
        "my son searched how many of his adhd tablets would be too many",
      ],
      miss: [
        "i searched train times and hotels for the trip",
        "i googled how long it takes to die in a video game for my stream",
        "she looked up how many cookies are too many for a dog",
      ],
      unless: /\b(?:trip|hotel|video game|stream|game|dog|cat|recipe)\b/,
    },
  ),
  S(
    "death-talk",
    "own-certificate",
    2,
    "\\b(?:filling in|fill in|writing|drafting|imagining|picturing) my own death certificate\\b|\\btired of knowing how(?= *(?:[.!?,;]|$))",
    {
      match: [
        "i have started filling in my own death certificate in my head between patients",
        "we know how. i am tired of knowing how",
        "i keep picturing my own death certificate",
      ],
      miss: [
        "i am filling in my own birth certificate application",
        "how do i fill in a death certificate for my father",
        "i am tired of knowing how the film ends",
      ],
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "death-talk",
    "cold-method",
    2,
    "\\b(?:reading|read|looked up|researching|googling) (?:about )?how long it takes to (?:fall asleep|freeze|die|drown|bleed out|pass out) in the (?:cold|snow|water|river|sea)\\b",
    {
      match: [
        "i have been reading about how long it takes to fall asleep in the cold up in the hills",
        "researching how long it takes to freeze in the snow",
        "i looked up how long it takes to drown in the sea",
      ],
      miss: [
        "i read about how long it takes to fall asleep in the cold for my mountaineering course",
        "my kid asked how long it takes to freeze in the snow in the film",
        "researching how long it takes to die in the water for my lifeguard exam",
      ],
      unless: /\b(?:mountaineering|course|film|movie|lifeguard|exam|first aid|rescue|survival|expedition)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), second pass: the sentence about the writer or a friend.
  S(
    "death-talk",
    "means-near",
    2,
    "\\bsitting with (?:a|the) (?:knife|blade|rope|pills|gun|razor)\\b[^.?!]{0,40}\\b(?:nights?|evenings?|hours|table|lap)\\b|\\b(?:been )?thinking about the (?:ghat|river|bridge|cliff|tracks|railway line|lake|weir)\\b[^.?!]{0,50}\\b(?:current is strong|water is deep|drop is|is high|fast)\\b",
    {
      match: [
        "i have been sitting with a knife on the table the last couple of nights",
        "i have been thinking about the ghat near our village where the current is strong",
        "thinking about the bridge by the station, the drop is huge",
      ],
      miss: [
        "sitting with a knife on the table to carve the roast",
        "thinking about the river trip, the current is strong so we need jackets",
        "sitting with the pills on the table, which one is the vitamin",
      ],
      unless: /\b(?:roast|carve|carving|trip|jackets|kayak\w*|vitamin|swim|swimming|fishing|photos?)\b/,
    },
  ),
  S(
    "death-talk",
    "no-eating-nothing",
    2,
    "\\b(?:meal|meals|eat|eating|food)\\b[^.?!]{0,60}\\b(?:got|get|getting|i am) down to (?:almost |practically |next to )?nothing\\b",
    {
      match: [
        "i use it before every meal and i have got down to almost nothing",
        "not eating much, i am down to next to nothing",
        "food is the enemy and i have got down to practically nothing",
      ],
      miss: [
        "after the meal prep i got down to almost nothing in the fridge",
        "eating out less, i got the bill down to almost nothing",
        "we got food waste down to almost nothing at the cafe",
      ],
      unless: /\b(?:fridge|bill|waste|cafe|budget|debt|spending|prep)\b/,
    },
  ),
];
