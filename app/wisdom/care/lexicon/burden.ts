import { S, type Signal } from "./parts";

/** Being a burden: others would be better off without the writer. */
export const burden: Signal[] = [
  // ---- burden: others better off without me.
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel|i have become|i will be|i would be|being|i feel like) {W2}(?:a |such a" +
      " |the |an )?(?:burden|weight on|drain on)",
    { match: ["How do I stop being a burden on everyone for good"] },
  ),
  S("burden", "burden", 3, "\\b(?:he|she|they|{KIN}) {W2}(?:is|are|feels?|feel like|says?|said|thinks?) {W2}(?:a |such a )?burden", {
    match: ["my mum said i'm such a burden to the family"],
  }),
  S("burden", "burden", 3, "\\bbetter off without {OBJ}\\b", { match: ["Everyone would be better off without me"] }),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:better off|happier|easier|relieved|fine|okay|ok|manage|free|lighter|better) {W4}(?:without" +
      " (?:me|him|her|them)|if (?:i|he|she|they) {W2}(?:was|were|did|died|gone|not|disappeared|left))",
    { match: ["Everyone would be better off without me"] },
  ),
  S("burden", "burden", 3, "\\b(?:remove|take|erase) {REFL} (?:from|out of) {W2}(?:life|lives|world|picture|equation|way)", {
    match: [
      "Since the accident my husband has to do everything for me. Wash me, feed me. I'm only a burden now and I've started to think the kindest thing would be to remove myself from his life permanently.",
    ],
  }),
  S(
    "burden",
    "no-miss",
    2,
    "\\b(?:nobody|no one|the world|anyone|they|people|noone) (?:would|will|could) (?:even )?(?:miss" + "|notice|care|mourn)",
    { match: ["nobody would care if i died"] },
  ),
  S("burden", "no-miss", 2, "\\b(?:will not|would not|never) (?:even )?(?:miss|notice|mourn) me\\b", {
    match: ["the world wont miss me. nobody would even notice im gone for weeks"],
  }),
  S("burden", "better-x", 2, "\\bdeserve(?:s|d)? (?:a )?better (?:\\w+ )?than me\\b", {
    match: ["my kids deserve a better mum than me and they'd get one if I was out of the picture. their dad would remarry. they'd be fine"],
  }),
  S(
    "burden",
    "ruin",
    1,
    "\\b(?:only|just|always) (?:ever )?(?:make|makes|making|ruin|ruins|ruining) (?:things|everything" + "|it) (?:worse|harder)?",
    { match: ["i only ever make things worse for the people around me. they'd be happier if i didn't exist"] },
  ),
  S("burden", "burden", 3, "\\b(?:soy|ser|seria) una carga\\b|\\bmejor sin mi\\b", {
    match: ["ya no aguanto más, mi familia estaría mejor sin mí"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel like|i feel|being|just) (?:\\w+ ){0,2}(?:dead weight|a waste of (?:space" + "|air|oxygen|life)|a waste)\\b",
    { match: ["I feel like a waste of space most days"], miss: ["I feel like this course is a waste of money"] },
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:everyone|they|my family|people|the world|my kids|my children|my parents|my friends" +
      "|he|she) (?:\\w+ )?would be better off(?= *(?:[.!?,;]|$))",
    { match: ["My kids would get the insurance money and a fresh start. They'd be better off, honestly."] },
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone|dead) (?:here|around|alive" +
      "|anymore)?)(?=.*\\b(?:better|easier|happier|relieved|fine|free|save|less stress|would not" +
      " have to|not have to worry|lighter)\\b)",
    {
      match: [
        "I cost my parents money, time and sleep. They'd honestly have an easier life if I wasn't around anymore, and I think about making that happen.",
      ],
    },
  ),
  S(
    "burden",
    "burden",
    2,
    "\\b(?:holding|drag|dragging|bring|bringing) (?:everyone|everybody|them|my family|people)" +
      " (?:back|down)\\b|\\bruin (?:everyone|everybody|their|my family)",
    { match: ["I'm just dragging my family down with me"] },
  ),
  S("burden", "unneeded", 2, "\\b(?:nobody|no one|noone) (?:needs|wants|loves|cares about|would care about) me\\b", {
    match: ["nobody needs me anymore, the kids have their own lives"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\bsoy un (?:estorbo|lastre|problema para todos)\\b|\\bmejor (?:si|que) (?:yo )?no (?:estuviera|existiera)\\b",
    { match: ["soy un estorbo para mi familia"] },
  ),
  S("burden", "no-miss", 2, "\\bnadie (?:me )?(?:echaria de menos|extranaria|notaria|se daria cuenta)\\b", {
    match: ["nadie me echaría de menos si desapareciera"],
  }),
  S("burden", "burden", 3, "\\b(?:me siento|siento que soy) (?:como )?(?:una carga|un estorbo)\\b", {
    match: ["me siento una carga para todos"],
  }),
  S("burden", "burden", 3, "\\bstop being (?:a |such a )?(?:problem|burden|bother|nuisance|weight)\\b", {
    match: ["How do I stop being a burden on everyone for good"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:remove|erase|delete) myself(?= *(?:[.!?,;]|$| for good| permanently))|\\bkindest thing (?:i could" +
      " do|for everyone)\\b(?:[a-z ]){0,30}\\b(?:remove|disappear|go|leave|not be)",
    { match: ["everyones life gets worse when im in it. the kindest thing i could do is remove myself"] },
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone) (?:here|around|alive)?)(?=.*\\b(?:start" +
      " (?:again|over|fresh)|move on|find someone|be free|be happy)\\b)",
    { match: ["My wife deserves someone who isn't broken. If I wasn't here anymore she could start again."], wholeMessage: true },
  ),
];
