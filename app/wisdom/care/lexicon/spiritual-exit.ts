import { S, type Signal } from "./parts";

/**
 * Leaving this life in the site's own spiritual words: karma ended early, this body or incarnation left, the fastest
 * way to the next life, a holy death, a prayer for the dying that is for oneself, sallekhana asked for oneself. On a
 * wisdom site these are how some people say what others say plainly, so each alone is a check-in, and said with a
 * decision, a time or a means it is urgent. A question about what a tradition teaches is set aside by the engine.
 */
export const spiritualExit: Signal[] = [
  S(
    "spiritual-exit",
    "karma-early",
    2,
    "\\b(?:end|ending|finish|finishing|cut short|close|closing|settle) (?:my|this) karma (?:early|now|sooner|here|for good)\\b",
    {
      match: ["is it possible to end my karma early and just start over"],
      miss: ["how do i work through my karma in this life"],
    },
  ),
  S(
    "spiritual-exit",
    "leave-body",
    2,
    "\\b(?:leave|leaving|exit|exiting|shed|shedding|drop|dropping|quit|quitting|escape|escaping|depart|departing|get out of|be free of|be done with)" +
      " (?:this|my) (?:body|incarnation|lifetime|earthly life|physical form|existence|world|earth|plane|life)\\b" +
      "(?! (?:of|as|in|at|behind|for|with|and|to|is|was|style|coach|story|a (?:better|kinder|little|more))\\b)",
    {
      match: ["i am ready to leave this body. is there a practice for it", "is it selfish to leave this life if everyone is provided for"],
      miss: ["how do i leave my life as a lawyer behind", "i want to leave this world a kinder place"],
    },
  ),
  S(
    "spiritual-exit",
    "fastest-next",
    3,
    "\\b(?:fastest|quickest|easiest|shortest|soonest|surest|best) (?:way|path|route|door) (?:to|into) (?:the next life|my next life|a new life|rebirth|being reborn" +
      "|the pure land|heaven|paradise|the afterlife|the other side|the bardo|my next birth|the next world)\\b",
    { match: ["whats the fastest way to the next life"], miss: ["what is the fastest way to nirvana through meditation"] },
  ),
  S(
    "spiritual-exit",
    "hasten",
    3,
    "\\b(?:hasten|hastening|speed up|rush|rushing|hurry|force|forcing|bring forward|bring on) (?:my|my own) (?:death|dying|end|rebirth|next life|transition|departure|passing)\\b",
    { match: ["can meditation help me hasten my own death"], miss: ["can meditation speed up my healing"] },
  ),
  S(
    "spiritual-exit",
    "holy-death",
    2,
    "\\b(?:a |my )?(?:holy|sacred|saintly|conscious|noble|pure|good) death\\b(?= (?:by|through|from|at|now|soon|this|for me))",
    {
      match: ["i want a holy death by fasting, i am 24"],
      miss: ["what makes a good death in the tibetan tradition"],
    },
  ),
  S(
    "spiritual-exit",
    "let-go-life",
    2,
    "\\b(?:let|letting|lets) go of (?:my |this )?(?:life|living|being alive|the body|my body)\\b(?! is| as| lessons| goals| plans)",
    { match: ["a meditation for letting go of life, not of thoughts"], miss: ["letting go of lifes little worries"] },
  ),
  S(
    "spiritual-exit",
    "dying-prayer-me",
    3,
    "\\b(?:prayers?|mantras?|chants?|practices?|rites?|rituals?|blessings?|last rites|meditations?) (?:for|of) (?:the )?(?:dying|death|a dying person)\\b" +
      "[^.?!]{0,80}?\\b(?:(?:going|about) to be me|will be me|it is me|for myself|for me|my own)\\b",
    {
      match: ["i need a prayer for the dying because it is going to be me"],
      miss: ["a prayer for the dying for my grandmother in hospice"],
    },
  ),
  S(
    "spiritual-exit",
    "sallekhana-me",
    2,
    "\\b(?:i|me|myself) (?:\\w+ ){0,4}(?:sallekhana|santhara|sallekhana vrat|samadhi maran|prayopavesa|mahasamadhi|phowa on myself)\\b",
    { match: ["i am 24 and healthy. am i allowed to take sallekhana"], miss: ["what is sallekhana in jainism and how is it debated"] },
  ),
  S(
    "spiritual-exit",
    "phowa-self",
    3,
    "\\b(?:use|do|practise|practice|perform|attempt|try) phowa (?:on|for) myself (?:now|tonight|today|before)\\b",
    {
      match: ["i want to perform phowa on myself tonight"],
    },
  ),
  S(
    "spiritual-exit",
    "god-take-me",
    2,
    "\\b(?:go|going|return|returning|be called|come) (?:home )?to (?:god|allah|jesus|the lord|bhagwan|the father|krishna|the light) (?:early|soon|now|sooner|tonight|before my time)\\b" +
      "|\\b(?:ask|asks|asking|begging|beg|pray|praying|prayed|plead|pleading) (?:for )?(?:god|allah|jesus|the lord|the universe|bhagwan) to (?:take|call|bring) me\\b(?! to )",
    { match: ["every night i beg god to take me", "i want to go home to god early"], miss: ["i pray to god to take care of my children"] },
  ),
  S(
    "spiritual-exit",
    "restart",
    2,
    "\\b(?:restart|reset|start over|start again|respawn|try again|begin again) (?:in|with|as) (?:my |a |the )?(?:next|new|another|better|fresh) (?:life|body|birth|incarnation|lifetime)\\b",
    {
      match: ["if reincarnation is real can i just restart in a better life"],
    },
  ),
  S("spiritual-exit", "martyr-me", 2, "\\b(?:i|me) (?:\\w+ ){0,3}(?:die|dying|be|become) (?:as )?(?:a )?martyr\\b", {
    match: ["i long to die a martyr, the sooner the better"],
    miss: ["why were the early christian martyrs honoured"],
  }),
  S(
    "spiritual-exit",
    "soul-calling",
    2,
    "\\b(?:soul|spirit|voice|ghost)\\b[^.?!]{0,80}?\\b(?:calling|asking for|waiting for|calling for) me\\b(?! to (?:call|ring|visit))" +
      "|\\b(?:hear|hearing|feel|feeling) (?:him|her|them) (?:calling|asking for|waiting for) me\\b",
    { match: ["my late husbands soul is asking for me, i can feel it"], miss: ["my soul is telling me to travel"] },
  ),
  S(
    "spiritual-exit",
    "not-long",
    2,
    "\\b(?:will not|would not) (?:be (?:here|around)|need (?:it|this|the answer|to know|my things)) (?:for|much) (?:long|longer)\\b",
    {
      match: ["what happens to consciousness at death? asking because i wont need the answer for long"],
    },
  ),
  S(
    "spiritual-exit",
    "follow-dead",
    2,
    "\\b(?:follow|join|be with|go to|reunite with) (?:him|her|them|my \\w+(?: \\w+)?) (?:in death|on the other side|in heaven|in the next life|there|soon|again)\\b",
    {
      match: ["i just want to join my wife on the other side"],
      miss: ["i will join my wife there after work"],
      unless: /\b(?:after work|for dinner|for lunch|on holiday|at the|trip|flight|party|wedding|meeting)\b/,
    },
  ),
];
