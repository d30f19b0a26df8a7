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
];
