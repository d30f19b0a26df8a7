import { S, type Signal } from "./parts";

/** Self-harm: cutting, burning, hurting oneself, urges and relapses. */
export const selfHarm: Signal[] = [
  // ---- self-harm.
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punch" +
      "|punching|scratch|scratching|starve|starving|punish|punishing) {REFL}" +
      // A kitchen or a razor by accident: "burned myself on the oven making brownies".
      "(?! (?:on (?:the |a |my )?(?:oven|stove|hob|iron|kettle|pan|baking tray|tray|grill|toaster|radiator)|(?:while |when )?(?:cooking|baking|ironing|shaving|chopping|making|gardening)|by accident|accidentally)\\b)",
    {
      match: ["i cut myself again last night", "burned myself with a lighter to feel something", "i keep hitting myself when i get angry"],
      miss: [
        "burned myself on the oven making brownies. does aloe vera work",
        "cut myself shaving this morning, how do i stop the bleeding",
        "burnt myself while cooking pasta, is cold water ok",
      ],
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cutting|cuts|slit|slitting|slice|slicing|burn|burning) (?:my|his|her|their) (?:arms?" +
      "|wrists?|legs?|thighs?|skin|stomach|hips?|body)\\b",
    { match: ["I've started cutting my arms again"] },
  ),
  S("self-harm", "self-harm", 3, "\\bself ?harm\\w*|\\bself (?:injur\\w*|mutilat\\w*)", {
    match: [
      "scratching my arms till they bleed whenever i get anxious. is that self harm or just a habit",
      "i was self harm free for 2 years but i relapsed last night",
      "been self harming since the breakup",
    ],
    miss: [
      "it's been 2 years since i last self harmed and i'm proud. how do i explain my scars to a new partner",
      "i've been self-harm free for 18 months and just got a semicolon tattoo to celebrate",
      "two years free of self-harm today. what's a good mantra for keeping going",
    ],
    // Long free of it and proud: set aside unless it has come back.
    unless:
      /^(?![\s\S]*\b(?:relaps\w*|again|urges?|tempted|started|want to|tonight)\b)[\s\S]*\b(?:self ?harm(?:ing)? free|free (?:of|from) self ?harm\w*|(?:years|months) (?:since i (?:last )?self ?harm\w*|clean|free|without))\b/,
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:started|start|been|began|keep|kept|i am) cutting\\b|\\bcutting again\\b|\\brelaps\\w*" + " (?:on |into )?(?:cutting|self harm)",
    { match: ["ive been cutting again"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cuts|scars|burns|marks) on (?:my|his|her) (?:arms?|wrists?|thighs?|legs?|skin|stomach" +
      "|hips?)\\b|\\bhide (?:my |the )?(?:cuts|scars|burns)\\b",
    { match: ["how do i hide cuts on my thighs for pe"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:burned|burnt|cut|scratched|hit|stabbed) (?:my|his|her) (?:arm|arms|wrist|wrists|thigh" +
      "|thighs|leg|legs|skin|hand|hands|stomach)\\b(?:[a-z ,]){0,40}\\b(?:on purpose|deliberately" +
      "|with a (?:lighter|blade|razor|knife))",
    { match: ["burned my arm with a lighter on purpose. didnt even feel it"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\bscratch\\w* (?:my |his |her )?(?:skin|arms?|legs?)\\b(?:[a-z ,]){0,30}\\b(?:until|till)" + " (?:it )?bleeds?",
    {
      match: [
        "when I get overwhelmed I punch walls and scratch my skin until it bleeds. My knuckles are wrecked. Does meditation help with urges like that?",
      ],
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:blade|razor|razors|knife)\\b(?:[a-z ,]){0,40}\\b(?:for (?:bad|hard|tough|dark) (?:days" + "|nights|times|moments)|just in case)",
    { match: ["I keep a blade in my pencil case for bad days"] },
  ),
  S("self-harm", "self-harm", 2, "\\bpunch(?:ing)? (?:walls|the wall)\\b|\\bon purpose\\b(?=.{0,40}\\b(?:bleed|burn|cut|bruise))", {
    match: [
      "when I get overwhelmed I punch walls and scratch my skin until it bleeds. My knuckles are wrecked. Does meditation help with urges like that?",
    ],
  }),
  S("self-harm", "self-harm", 2, "\\b(?:months?|days?|weeks?|years?) clean (?:and|but)\\b", {
    match: ["I've started cutting again. Three months clean and I broke it last night."],
  }),
  S("self-harm", "self-harm", 3, "\\b(?:me corto|cortarme|me hago dano|hacerme dano|lastimarme|me lastimo|autolesion\\w*)\\b", {
    match: ["me corto los brazos cuando estoy mal y anoche fue peor que nunca. no se a quien decirle"],
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:want|wanting|urge|urges|need|tempted|relapsed|relapse|craving|itching) (?:to |and )?" +
      "(?:cut|burn|hurt|harm|self harm)\\b(?! (?:back|down|out|off|up|ties|carbs|sugar|corners|my" +
      " hair|the|a|some|people|him|her|them|others|someone|you))",
    { match: ["i want to hurt myself so badly right now"] },
  ),
  S("self-harm", "self-harm", 3, "\\bi (?:\\w+ )?(?:cut|burned|burnt) (?:again |last night|yesterday|today|deep|deeper|so deep)\\b", {
    match: ["i cut again last night"],
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:carve|carved|carving|etch|etched) (?:\\w+ ){0,3}(?:into|in|on) (?:my|his|her) (?:skin" +
      "|arm|arms|leg|legs|wrist|wrists|thigh|thighs|body|stomach)\\b",
    { match: ["I carved his name into my arm"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:until|till) (?:it|i|they) (?:bleeds?|bled|bruises?|burns?)\\b|\\bmake (?:myself|himself" + "|herself) bleed\\b",
    { match: ["scratching my arms till they bleed whenever i get anxious. is that self harm or just a habit"] },
  ),
  S("self-harm", "self-harm", 2, "\\b(?:bang|banging|hit|hitting|slam|slamming) my head (?:against|on|into)\\b", {
    match: ["I've started hitting my head against the wall when I'm overwhelmed. It's getting worse every week."],
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cuts|wound|wounds|burn|burns) i (?:made|did|gave myself) on my\\b|\\b(?:cut|cuts" +
      "|scars|burns|wounds) (?:\\w+ ){0,6}so (?:no one|nobody) (?:sees|notices|finds out|knows)\\b",
    { match: ["I hide my scars with long sleeves so nobody notices"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:after|before|from|about|stop|quit|started|of) cutting(?= *(?:[.!?,;]|$| again| myself" +
      "| helps| makes| is))|\\bthe cutting\\b",
    { match: ["I've started cutting again. Three months clean and I broke it last night."] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:razor|blade|lighter|knife|scissors|compass|hot spoon|cigarette)s? (?:\\w+ ){0,2}(?:on" +
      "|into|against|to) my (?:arm|arms|leg|legs|wrist|wrists|thigh|thighs|skin|stomach|hip|hips)\\b",
    { match: ["I keep pressing a lighter to my skin"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cuts|scars|burns) (?:are |keep )?(?:getting )?(?:deeper|worse)\\b|\\bcovered in (?:cuts" +
      "|scars|burns)\\b|\\b(?:scratched|scratching|scratch) (?:\\w+ ){0,2}raw\\b",
    { match: ["my cuts are getting deeper"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:burning|burn|burned|burnt) my (?:wrist|wrists|arm|arms|skin|leg|legs|thigh|thighs|hand" + "|hands) with\\b",
    { match: ["burned my arm with a lighter on purpose. didnt even feel it"] },
  ),
  S("self-harm", "self-hate", 1, "\\bi (?:\\w+ )?hate myself\\b|\\bi am (?:so )?(?:useless|worthless|pathetic|a failure|a mistake)\\b", {
    match: ["i honestly hate myself"],
    modifier: true,
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:me hago|hacerme|me hice) (?:cortes|heridas|quemaduras)\\b|\\bcortes en (?:los|mis)" + " (?:brazos|piernas|munecas)\\b",
    { match: ["me hago cortes en los brazos"] },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:self harm\\w*|cutting|cut myself|hurting myself|burning myself)\\b)" +
      "(?=.*\\b(?:started again|relapsed|doing it again|back to it|again last night|again yesterday|again today)\\b)",
    { match: ["i cut myself again last night"], wholeMessage: true },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:relapsed|relapse|days clean|weeks clean|months clean)\\b)(?=.*\\b(?:blade|razor" +
      "|sharpener|lighter|cut|cutting|burn|burned|scissors)\\b)",
    { match: ["I've started cutting again. Three months clean and I broke it last night."], wholeMessage: true },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:cut|cuts|wound|wounds|burn|burns|scratches|bruises)\\b)(?=.*\\b(?:did (?:it|that|this)" +
      "|made (?:it|them)|did it to myself) on purpose\\b)",
    {
      match: ["whats the best way to clean a cut so it doesnt get infected, i did it on purpose and i cant go to a doctor"],
      wholeMessage: true,
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\bkeep (?:the|a|my) (?:razor|blade|lighter)s? (?:\\w+ ){0,2}(?:pencil case|bra|" + "sock|under my" + " pillow)\\b",
    { match: ["I keep a blade in my pencil case for bad days"] },
  ),
  S("self-harm", "self-harm", 3, "\\b(?:blade|razor)s? (?:\\w+ )?(?:taped|hidden|stashed) (?:under|in|behind|inside)\\b", {
    match: ["I have a blade taped under my desk"],
  }),
  // ---- EN-WIDEN
  // ---- Self-harm in more words (tuning 3 and 4): urges named, a count of cuts, back to the razor, needing it to
  // bleed, cuts that get deeper, mortification that wounds. (An older pattern's lookahead read "are" as "a".)
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:urges?|urge|itch|craving|cravings) to (?:cut|burn|self harm|hurt myself|harm myself)\\b(?! (?:back|down|out|off|up|ties|carbs|corners|costs|spending|class|school|the|a|some|my (?:hair|fringe|nails|losses|spending|hours)|hair|sugar)\\b)",
    {
      match: ["my therapist is away and the urges to cut are insane", "the urge to cut is back tonight", "craving to hurt myself again"],
      miss: ["the urge to cut back on sugar", "urges to cut corners at work", "the urge to cut the cake early"],
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:did|made|done|do|gave myself) (?:like |about |around |over |nearly )?(?:\\d+|a few|some|loads of|so many|dozens of) (?:cuts|burns|scratches)\\b" +
      "|\\b(?:went back to|back to|picked up|got out|took out|reached for) the (?:razor|blade|lighter|scissors)\\b(?! (?:aisle|shop|store|drawer to (?:shave|trim)))" +
      "|\\bthe (?:blade|razor) is out\\b|\\b(?:blade|razor) (?:\\w+ ){0,2}out again\\b",
    {
      match: [
        "did like 40 cuts tonight and it is still not enough",
        "already went back to the razor twice this week",
        "got the blade out again",
      ],
      miss: [
        "went back to the razor aisle for shaving foam",
        "did a few cuts to the film before the premiere",
        "picked up the scissors to cut my fringe",
      ],
      unless:
        /\b(?:shaving|shave|beard|fringe|hair|film|edit\w*|premiere|fabric|sewing|craft\w*|garden|hedge|legs smooth|video|footage|clip|song|track|budget|podcast|epilat\w*|wax\w*|trimmer|armpits)\b/,
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:need|needs|want|wanted) (?:it|them|me|my skin) to bleed\\b|\\b(?:scratches|cuts|burns) (?:used to be|are not|were) (?:enough|not enough)\\b" +
      "|\\b(?:which|what) (?:direction|way) to cut\\b(?=[^.?!]{0,40}\\b(?:works|actually|properly|wrist|arm|deep)\\b)" +
      "|\\b(?:did it|done it|doing it) (?:a bit |again )?with (?:scissors|a razor|a blade|a knife|a lighter|the razor|the blade|a compass)\\b" +
      "|\\b(?:flog|flogs|flogging|flogged|whip|whipping|whips|whipped|scourge|scourging) (?:myself|herself|himself|themselves)\\b",
    {
      match: [
        "the scratches used to be enough. now i need it to bleed",
        "researching which direction to cut so it actually works",
        "did it a bit with scissors tonight",
      ],
      miss: [
        "which direction to cut the fabric so it actually works",
        "i need it to bleed the radiator first",
        "did it with scissors, the wrapping i mean",
      ],
      unless: /\b(?:fabric|radiator|brakes|wrapping|paper|pattern|hair|hedge|cake|meat|onion)\b/,
    },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:cut|cuts|cutting|blade|razor|wound|wounds)\\b)(?=.*\\b(?:keep|keeps|are|is) getting deeper\\b|.*\\b(?:do not|don t) know where to stop\\b|.*\\bneeds? stitches\\b.*\\b(?:again|mine|deeper|each time)\\b)",
    {
      match: [
        "how do you tell if a cut needs stitches? mine keep getting deeper each time",
        "the cuts are getting deeper and i do not know where to stop",
        "my arm needs stitches again, the blade went too far",
      ],
      miss: [
        "my son cut his knee, does it need stitches",
        "the cut on my finger from cooking is getting deeper red",
        "the wound needs stitches says the vet",
      ],
      unless: /\b(?:knee|cooking|kitchen|vet|dog|cat|fell|fall|accident|my son|my daughter|chisel|gardening)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "self-harm",
    "mortification",
    2,
    "\\b(?:belt|whip|discipline|cilice|flail|scourge|chain|cord)\\b[^.?!]{0,60}\\b(?:infected|getting infected|bleeding|bleed|blood|open wounds?|scars?)\\b" +
      "|\\b(?:i am|i have been) bleeding (?:most|every|each) (?:nights?|days?|mornings?)\\b",
    {
      match: [
        "i have been using a belt on my back and it is getting infected",
        "the discipline helps me. i am bleeding most nights now",
        "using the cilice until there is blood",
      ],
      miss: [
        "i use a belt with my jeans and the buckle scar is old",
        "the discipline of sitting daily helps my blood pressure",
        "my gums are bleeding every morning",
      ],
      unless: /\b(?:jeans|buckle|blood pressure|gums|nose|period|sitting daily|tooth|teeth)\b/,
    },
  ),
  S(
    "self-harm",
    "self-harm",
    2,
    '\\bi (?:brought|took|have|got) (?:a|the|my) (?:razor|blade|knife)(?: with me| to school| in my bag| to work)?(?= *(?:[.!?,;"]|$))',
    {
      match: ["writing this from the school toilets. i brought a razor.", "i have a blade in my bag", "i took the knife with me"],
      miss: [
        "i brought a razor for the camping trip to shave",
        "i have a knife for the picnic",
        "i got a razor for my birthday, finally a beard trim",
      ],
      unless: /\b(?:shav\w*|beard|camping|picnic|cooking|kitchen|chef|carving|whittl\w*|birthday)\b/,
    },
  ),
];
// ---- lex6c: wounds passed off as the job or an accident ("everyone thinks it's the grill. most aren't").
selfHarm.push(
  S(
    "self-harm",
    "passed-off",
    2,
    "\\b(?:burns|cuts|scars|marks|bruises|scratches)\\b(?:[a-z ,]*?)\\b(?:everyone|they|people|my (?:boss|mum|mom|wife|husband|partner|friends)) (?:thinks?|assumes?|believes?) (?:its|it is|theyre|they are) (?:from )?(?:the |my |an? )?(?:job|work|grill|oven|cat|accidents?|kitchen|sport|clumsy)\\b",
    {
      match: [
        "burns up my arm from the grill, everyone thinks its the job. most arent",
        "the cuts on my wrist, my mum thinks theyre from the cat",
        "scars everywhere and people assume its from sport",
      ],
      miss: [
        "burns from the grill, everyone gets them in this job",
        "the cat scratches and everyone thinks its funny",
        "bruises from rugby, my mum thinks its a dangerous sport",
      ],
      unless: /\b(?:funny|dangerous sport|everyone gets them)\b/,
    },
  ),
);
