import { S, type Signal, CALM_MODIFIES } from "./parts";

/** A sudden calm after despair, a decision that brings peace. */
export const calmAfterDespair: Signal[] = [
  // ---- calm after despair.
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\b(?:strangely|weirdly|oddly|suddenly|finally|much|so) (?:\\w+ )?(?:happy|calm|peaceful" +
      "|serene|lighter|better|relieved|at peace|quiet)\\b",
    { match: ["our dog died this morning. the house is so quiet"], modifier: true, modifies: CALM_MODIFIES },
  ),
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\b(?:feel|feeling|felt) (?:so |very |really )?(?:calm|peaceful|serene|lighter|at peace|relieved" +
      "|relief)\\b|\\bthat is a relief\\b|\\bwent quiet\\b|\\bat peace with (?:the|my) (?:choice" +
      "|decision)",
    { match: ["I've decided to leave my job and I feel calm about it"], modifier: true, modifies: CALM_MODIFIES },
  ),
  S(
    "calm-after-despair",
    "calm",
    2,
    "\\b(?:feel|feels|feeling|felt|am|i am|is|everything is) {W4}(?:calm|peaceful|serene|light" +
      "|lighter|at peace|relieved|better|clear|free) (?:now )?(?:that|since|because|once) i (?:have" +
      " )?(?:decided|know|made|chose|accepted|have a plan)\\b(?! (?:to|on|that|what|which|where" +
      "|whether|how|about|my job|to leave my|to quit) (?!die|end it|go through|kill))",
    { match: ["I feel calm now that I've decided. First time in years."] },
  ),
  S(
    "calm-after-despair",
    "surrender",
    1,
    "\\b(?:no more|stopped|stop|done) fighting (?:it)?\\b|\\bi know what i (?:am going to|need" + " to|have to|will) do\\b",
    { match: ["the storm just stopped. im not sad anymore. i know what im going to do"], modifier: true, modifies: CALM_MODIFIES },
  ),
  S("calm-after-despair", "surrender", 1, "\\b(?:do not|dont) worry about me\\b", {
    match: ["dont worry about me anymore, i've made my peace with it. it'll all be over soon"],
    modifier: true,
    modifies: CALM_MODIFIES,
  }),
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\bi am (?:so |finally |very |really |strangely |weirdly )?(?:calm|peaceful|serene|at peace)\\b" +
      "|\\bnot (?:sad|scared|afraid) anymore\\b",
    { match: ["tonight after everyone's asleep. im weirdly calm about it"], modifier: true, modifies: CALM_MODIFIES },
  ),
  S("calm-after-despair", "surrender", 2, "\\b(?:stopped|stop|done|gave up|given up|quit) fighting\\b(?! with| about| over| for)", {
    match: [
      "For months I wanted to die and I fought it every day. Now I've stopped fighting and I'm finally at peace with the choice. Is this what the Buddha meant by letting go?",
    ],
  }),
  S("calm-after-despair", "calm", 1, "\\bfound (?:my |some )?peace\\b|\\bfinally (?:free|light|at rest)\\b", {
    match: ["after all this time i've found my peace"],
    modifier: true,
    modifies: CALM_MODIFIES,
  }),
  S(
    "calm-after-despair",
    "calm",
    3,
    "\\bat peace with (?:leaving|going|dying|my decision|it all ending|ending it|not being here" + "|death)\\b",
    { match: ["I'm at peace with my decision"] },
  ),
  S(
    "calm-after-despair",
    "decided",
    2,
    "\\b(?:since i|now that i|now i have|i have) decided(?= *(?:[.!?,;]|$| everything| it al" +
      "l))|\\bdecided everything\\b|\\bdo not worry" +
      " about me\\b|\\bweight (?:has )?lifted\\b",
    { match: ["I feel calm now that I've decided. First time in years."] },
  ),
  S("calm-after-despair", "calm", 1, "\\beverything is (?:clear|quiet|calm|still)\\b|\\bnothing but relief\\b|\\bcalm about it\\b", {
    match: ["I've decided to leave my job and I feel calm about it"],
    modifier: true,
    modifies: CALM_MODIFIES,
  }),
  S(
    "calm-after-despair",
    "decided",
    2,
    "\\b(?:have|has|had) already decided(?= *(?:[.!?,;]|$))|\\basking because i have(?= *(?:[.!?]|$))" +
      "|\\bmade my peace(?= *(?:[.!?,;]|$)| with (?:dying|death|leaving|going|it all|everyone|god))",
    { match: ["Will Allah forgive me if I die by my own hand? I have already decided. I only want to know where I will go."] },
  ),
  S("calm-after-despair", "decided", 2, "\\bmade up my mind(?= *(?:[.!?,;]|$))|\\bi (?:feel|am) ready(?= *(?:[.!?]|$))", {
    match: ["by new year i wont be here. ive made up my mind"],
  }),
  S("calm-after-despair", "accepted", 2, "\\baccepted my (?:own )?death\\b|\\bi (?:can not|cannot) stay(?= *(?:[.!?,;]|$))", {
    match: ["I've accepted my own death and I'm calm now"],
  }),
  // ---- EN-WIDEN
  // ---- Calm in more words (tuning 3 and 4): "totally calm", "strangely light", ready "now", no more need to fight.
  S(
    "calm-after-despair",
    "calm",
    1,
    '\\b(?:feel|felt|feeling|i am|woke up(?: \\w+)?) (?:totally|completely|weirdly|strangely|oddly) (?:light|free|calm|peaceful|at peace|settled)\\b|\\bi (?:feel|am) ready now(?= *(?:[.!?"]|$))',
    {
      match: [
        "labelled everything with who it goes to. i feel strangely light",
        "found them a home. i feel ready now",
        "woke up today totally calm",
      ],
      miss: ["the cake came out totally light and fluffy", "the room is strangely free of dust", "are you ready now? the taxi is here"],
      modifier: true,
      modifies: CALM_MODIFIES,
    },
  ),
  S(
    "calm-after-despair",
    "surrender",
    2,
    "\\b(?:do not|will not|no longer) (?:have|need) to fight (?:anymore|any more|any longer)\\b(?! (?:with|about|for|over) )",
    {
      match: [
        "everything is sorted now, i do not have to fight anymore",
        "i will not have to fight any longer",
        "finally i no longer have to fight anymore",
      ],
      miss: [
        "the case is settled, we do not have to fight anymore with the landlord",
        "my brother and i do not have to fight any more about the car, we sold it",
        "i do not have to fight for a seat anymore",
      ],
      unless: /\b(?:landlord|brother|sister|custody|case|lawyer|court|seat|parking|insurance)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): a pet or treasured things given away beside a letter or an odd calm (a
  // doctor's retirement named nearby must not set it aside, as it does a goodbye), a will sorted with relief after
  // giving up on treatment.
  S(
    "calm-after-despair",
    "rehome-plus",
    2,
    "^(?=[\\s\\S]*\\b(?:found a (?:new )?home for|rehomed|gave away|given away|gave) (?:the|my|our) (?:cat|dog|cats|dogs|pets?|guitar|books|records|bike|rabbit|bird|good coat|medals|watch)\\b)" +
      "(?=[\\s\\S]*\\b(?:(?:wrote|written|writing) (?:my |a |her |his )?(?:\\w+ )?(?:a )?(?:long )?letters?|a last night|feel (?:very |so |strangely |oddly |really )?(?:calm|peaceful|at peace|light|lighter|free)|what peace feels like|travell?ing light from now on|what non attachment is supposed to feel like)\\b)",
    {
      match: [
        "found a new home for the cat, wrote my sister a long letter, cleaned the flat",
        "gave my guitar to my nephew and my dog to the neighbour. i feel very calm",
        "rehomed my rabbit last week and i feel strangely light",
        "gave my records and my good coat to my nephew, i said i am travelling light from now on",
      ],
      miss: [
        "we are moving abroad so we found a new home for the cat and i wrote a letter to the new owners",
        "gave my books to the library before the move and feel lighter already",
        "gave the dog a bath and feel calm now",
      ],
      unless: /\b(?:moving|move|abroad|new flat|new house|downsiz\w*|declutter\w*|allergic|allergy|bath|walk|new owners)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "calm-after-despair",
    "will-lighter",
    2,
    "^(?=[\\s\\S]*\\b(?:sorted|made|updated|changed|finished|wrote|did|signed) (?:out )?my (?:will|affairs|funeral plans?)\\b)" +
      "(?=[\\s\\S]*\\b(?:feel|felt|feeling) (?:\\w+ ){0,2}(?:lighter|calm|at peace|relieved|free|peaceful|finished(?! with))\\b)" +
      "(?=[\\s\\S]*\\b(?:so that is that|not going (?:to|back to) (?:number|another|any more|anymore|the next)|no more (?:specialists|doctors|treatment|appointments)|had enough|tired of (?:fighting|it all|the first)|nothing left to try|is (?:that|this) what peace feels like|just feel (?:kind of |sort of )?finished)\\b)",
    {
      match: [
        "not going to number 15. sorted my will this week and i feel lighter than in years, so that is that",
        "no more specialists. i signed my will and feel calm",
        "i have had enough. made my will yesterday and i feel strangely at peace",
        "did my will last weekend, witnessed and all. now i just feel kind of finished",
      ],
      miss: [
        "finally made my will with a solicitor and feel relieved, so that is that done",
        "sorted my will and feel lighter, now planning the cruise",
        "updated my will after the wedding, feel calm about it",
      ],
      unless: /\b(?:solicitor|lawyer|cruise|wedding|grandchildren|retire\w*|new baby|that done|one less thing)\b/,
      wholeMessage: true,
    },
  ),
];
