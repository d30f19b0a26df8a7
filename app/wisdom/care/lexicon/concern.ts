import { S, type Signal } from "./parts";

/**
 * Concern: signs that are not a plan or a wish said plainly, but that a trained listener would ask about. A friend's
 * goodbye text and no answer since; a knife or a car in a garage mentioned with the night it happened; one's own
 * death turned over again and again. Alone each is a check-in; beside another sign, urgent.
 */
export const concern: Signal[] = [
  S(
    "goodbye",
    "unreachable",
    1,
    "\\b(?:can not|could not|cannot|unable to|not able to) (?:reach|get hold of|contact|get through to|find) (?:him|her|them|my \\w+)\\b" +
      "|\\b(?:he|she|they) (?:is|are|has|have) (?:not|stopped) (?:answering|picking up|replying|responding|been answering|been replying)\\b" +
      "|\\b(?:phone|his phone|her phone) (?:is |goes )?(?:off|straight to voicemail)\\b",
    {
      modifier: true,
      modifies: ["goodbye", "wish-to-die", "direct", "means", "plan-time"],
      match: ["he sent it at midnight and i can not reach him"],
    },
  ),
  S(
    "goodbye",
    "thanks-everything",
    2,
    "\\b(?:thanks|thank you) for everything\\b[^.?!]{0,80}?\\b(?:take care of|look after|feed|walk) (?:my|the) \\w+" +
      "|\\btake care of my (?:cat|dog|kids|children|plants|pets?|fish|bird|mum|mom)\\b[^.?!]{0,40}?\\b(?:for me|when i am gone|after|please)\\b",
    { match: ["my friend texted me thanks for everything, take care of my cat"], miss: ["thank you for everything you did at my wedding"] },
  ),
  S(
    "means",
    "held-blade",
    2,
    "\\b(?:held|holding|hold|pressed|pressing|put|sat with) (?:a |the |my )?(?:knife|blade|razor|gun|pistol|rope|belt|noose|cord)\\b" +
      "[^.?!]{0,40}?\\b(?:to|against|around|over|at) (?:my|his|her) (?:wrists?|throat|neck|chest|head|arms?|temple|skin)\\b" +
      "|\\b(?:held|holding|hold|sat with|stared at) (?:a |the |my )?(?:knife|blade|razor|gun|pistol|noose)\\b[^.?!]{0,30}?\\b(?:last night|for hours|all night|again|tonight)\\b",
    {
      match: ["i held a knife to my wrist last night", "i sat with the knife for hours last night"],
      miss: ["i held the knife wrong while cutting onions"],
    },
  ),
  S(
    "means",
    "garage",
    2,
    "\\b(?:the |my )?(?:car|engine)\\b[^.?!]{0,30}?\\b(?:running )?in (?:the|my) (?:closed |shut )?garage\\b(?! (?:sale|door opener))" +
      "|\\bi have a car and a garage\\b" +
      "|\\b(?:hose|tube|pipe)\\b[^.?!]{0,30}?\\bexhaust\\b",
    {
      match: ["i have a car and a garage. that is all i keep thinking about", "i bought a hose that fits the exhaust"],
      miss: ["my car is in the garage for repairs"],
      unless: /\b(?:repair|repairs|service|mot|mechanic|tyres|tires|parked|park)\b/,
    },
  ),
  S(
    "death-talk",
    "own-death",
    2,
    "\\b(?:i|i am|i have been|i keep|i cannot stop|i can not stop) (?:always |constantly |often |just )?(?:think|thinking|thought|dream|dreaming|fantasi[sz]ing|obsess\\w*|picture|picturing|imagining)" +
      " (?:a lot |all the time |every day |so much )?(?:about |of )?(?:my own death|my death|dying|being dead|my funeral|not waking up|not existing|death all the time)\\b",
    {
      match: ["lately i keep thinking about my own death", "i keep picturing my funeral"],
      miss: ["the maranasati practice asks us to reflect on death"],
    },
  ),
  S(
    "wish-to-die",
    "note-written",
    3,
    "\\b(?:wrote|written|writing|left|finished|have) (?:a |my |the )?(?:note|notes|goodbye letter|farewell letter|last letter|final letter)\\b[^.?!]{0,40}?\\b(?:already|for (?:my|them|everyone)|found|after|for when)\\b",
    {
      match: ["the note is written already, i wrote my note for my parents already"],
      miss: ["i wrote a note for the milkman already"],
      unless: /\b(?:milkman|teacher|school|shopping|grocery|fridge|sticky|thank you note|class|lecture|meeting|exam|study|studying)\b/,
    },
  ),
];
