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
  // ---- EN-WIDEN
  // ---- Leaving life in the words of a spiritual scene (tuning 3 and 4): an incarnation released, an exit point
  // chosen, this life cut short or given back, a soul that leaves early, God helped along. Alone a check-in; with a
  // time, a decision or a means, urgent. Asking what a tradition teaches about these is set aside by the engine.
  S(
    "spiritual-exit",
    "incarnation",
    2,
    "\\b(?:leave|leaving|exit|exiting|release|releasing|vacate|vacating|depart|departing|end|ending) (?:the |this |my )?" +
      "(?:earth plane|earthly plane|physical plane|incarnation|earth walk)\\b" +
      "|\\b(?:earth|soul) contract (?:is |has )?(?:finished|done|complete|completed|over|up|ended)\\b|\\bfinished (?:my|this) (?:earth|soul) contract\\b" +
      "|\\b(?:choose|choosing|chose|chosen|pick|picking|picked|taking|found) (?:my|mine|her|his|their) exit point\\b|\\bmy exit point\\b" +
      "|\\bvacat\\w* (?:this|my|the) (?:body|vessel|incarnation)\\b|\\b(?:this |my )?(?:body|vessel|one) (?:needs|has) to be vacated\\b" +
      "|\\b(?:guides?|angels?|higher self|spirit guides?) (?:\\w+ ){0,2}(?:say|says|said|tell me|told me) (?:that )?(?:i can|i may|i am allowed to|it is time (?:for me )?to) (?:exit|leave|go home|cross over|transition)\\b(?! (?:this|my|the|that) (?:job|relationship|marriage|city|town|house|company|church|group|career|course))",
    {
      match: [
        "my guides told me i can exit now that the lessons are learned",
        "i think i am ready to release this incarnation, i have said what i came to say",
        "my soul contract is complete and i feel the pull to go",
        "how does a walk in vacate the body they borrowed",
      ],
      miss: [
        "what is an exit point in human design charts",
        "what is the earth plane in theosophy",
        "my contract at work is finished and i need a new job",
      ],
      unless:
        /\b(?:human design|astral|projection|out of body experience|obe|lucid|motorway|highway|freeway|junction|road|airport|building|stadium)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "incarnation",
    3,
    "\\b(?:plan|planning|going|want|wanting|ready|decided|intend|choosing|chosen) to (?:leave|release|exit|vacate|end) (?:this|my|the) " +
      "(?:incarnation|earth plane|earthly body|physical body|vessel)\\b",
    {
      match: [
        "tonight i am ready to release this incarnation",
        "i have decided to leave the earth plane before the solstice",
        "i want to end this incarnation, it was a mistake",
      ],
      miss: [
        "in the teaching, the yogi is ready to leave the body only at the natural end",
        "i want to understand this incarnation better",
        "are we ever ready to release old patterns from this incarnation",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "exit-point",
    2,
    "^(?=.*\\bexit points?\\b)(?=.*\\b(?:i am|i think i am|i have|i will be) (?:choosing|chosen|picked|picking|found|taking|using) (?:mine|my own|one|it)\\b)",
    {
      match: [
        "people online talk about exit points. i think i am choosing mine this month",
        "there are said to be exit points in each life and i have found one",
        "exit points are real to me now and i will be taking mine",
      ],
      miss: [
        "what do new age writers mean by exit points",
        "i think i am choosing mine carefully, the new job offers are good",
        "my teacher says exit points are a fantasy",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "cut-short",
    3,
    "\\b(?:cut|cutting|shorten|shortening|end|ending|finish|finishing) (?:my|this) (?:own )?(?:life|lifetime|incarnation|time here|birth)" +
      "(?: here)? (?:short|early|prematurely|before its time|sooner than)\\b",
    {
      match: [
        "what happens to my karma if i cut this life short",
        "would a bodhisattva ever end this lifetime early",
        "i keep thinking about ending my time here prematurely",
      ],
      miss: [
        "i had to cut my holiday short because of work",
        "how do i end this lifetime of bad habits",
        "the retreat ended early because of snow",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "cut-short",
    2,
    "\\b(?:end|ending|finish|finishing|close|closing) (?:my|this) own (?:story|chapter|book|karma)(?: \\w+)? (?:early|now|short|prematurely|sooner)\\b" +
      "|\\b(?:my|this) (?:life|story|time here) (?:finished|ended|was over|were over|to (?:finish|end)) (?:now|early|soon|sooner|tonight)\\b",
    {
      match: [
        "if i end my own story early is it still karma",
        "it would be better if my life finished now rather than later",
        "i want this story to end soon, i mean mine",
      ],
      miss: ["i want my novel to end soon, the plot drags", "how do i end my essay", "my shift ended early today"],
    },
  ),
  S(
    "spiritual-exit",
    "soul-early",
    2,
    "\\b(?:soul|spirit|atman|jiva)s? (?:\\w+ ){0,4}(?:leaves?|left|leaving|goes|exits?|departs?) (?:\\w+ ){0,2}(?:early|before (?:its|it is|their|his|her|your|my) time|by choice|on purpose)\\b" +
      "|\\b(?:go|goes|going|leave|leaves|die|dies) (?:\\w+ )?(?:sooner|earlier) than (?:mine|my time|their time|his time|her time|its time|nature intended|planned)\\b",
    {
      match: [
        "is a soul punished if it leaves early because it could not bear it",
        "what if the spirit departs before its time by its own choice",
        "my wife went before me and i would like to go sooner than my time",
      ],
      miss: [
        "does the soul leave the body at death or before",
        "i want to leave earlier than planned to catch the train",
        "the soul goes on after death in many traditions",
      ],
      unless:
        /\b(?:train|flight|bus|party|work|office|meeting|traffic|class|essay|homework|course|lecture|according to|in (?:hindu|buddhist|jain|christian|islamic|sikh) (?:thought|teaching|tradition))\b/,
    },
  ),
  S(
    "spiritual-exit",
    "give-back",
    2,
    "^(?=.*\\b(?:human birth|precious (?:human )?(?:life|birth)|gift of life|life is (?:a |god s |gods )?gift|this life|my life|this body)\\b)" +
      "(?=.*\\b(?:give|giving|hand|handing|return|returning|send|sending) (?:it|this|mine|my life|this life|it all) (?:back|early)\\b)" +
      "(?!.*\\b(?:receipt|shop|store|refund|borrowed|lend|lent|money|volunteer\\w*|community|charity|service|serve|others)\\b)",
    {
      match: [
        "they say this precious human birth is rare. i would rather give it back",
        "life is a gift, but what if i do not want it and just hand it back",
        "my life feels like a loan i am ready to return it back to god",
      ],
      miss: [
        "i want to give back to my community with this life",
        "i borrowed his book and should give it back",
        "this precious human birth is a chance to serve others and give something back",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "send-back",
    2,
    "\\bsend (?:me|myself) back to (?:him|god|the lord|heaven|allah|my maker|the father|the source)\\b" +
      "|\\breturn (?:myself|my life|this life|my soul) to (?:god|him|my maker|the lord|allah|the source) (?:early|now|soon|myself|tonight)\\b",
    {
      match: [
        "if god made a mistake with me maybe i should send myself back to him",
        "i just want to return my soul to god early",
        "please god send me back to heaven, i do not belong here",
      ],
      miss: [
        "the pastor asked god to send me back to school with courage",
        "how do i return my life to god through prayer and service",
        "send me back to the start of the lesson please",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "help-along",
    3,
    "\\b(?:help|helped|helping|helps) (?:god|allah|the lord|death|fate) along\\b|\\b(?:god|allah|the lord|lord)\\b[^.?!]{0,80}\\b(?:help|helped|helping|helps) him along\\b" +
      "|\\b(?:help|helping|helped) (?:him|god|allah|the lord) with (?:the second|that|it)\\b(?=[^.?!]{0,60}\\b(?:take me|die|end)\\b)",
    {
      match: [
        "i asked god to take me and i am thinking of helping him along a bit",
        "she stopped her insulin and says she is helping god along",
        "maybe death needs me to help death along a bit",
      ],
      miss: [
        "my son is learning to read and i am helping him along",
        "the new teacher helped him along with his maths",
        "we help the seedlings along with a little warmth",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "do-it-myself",
    3,
    "^(?=.*\\b(?:god|allah|the lord|jesus|him|he)\\b.{0,80}\\b(?:take me(?! as i am| to| with| back)|call me|let me die|prayers? for death|not (?:to )?wake me|fix me or take me)\\b" +
      "|.*\\bpray\\w* (?:for|to) (?:death|die|not wake)\\b)" +
      "(?=.*\\b(?:stop waiting for (?:him|god|allah|it|death)|do it myself|help (?:him|god) with the second|take (?:it|matters) into my own hands|(?:he|god|allah) wants me to do it)\\b)",
    {
      match: [
        "every night i pray for god to take me. i am starting to think i should do it myself",
        "i asked allah to take me so many times. maybe i should stop waiting for him",
        "i prayed for death for months and now i think he wants me to do it myself",
      ],
      miss: [
        "i prayed god would take me to a better job and then did it myself",
        "i asked god to fix my marriage and decided to stop waiting for him and go to counselling",
        "lord take me as i am, i will do it myself no more excuses at the gym",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "god-take-me",
    2,
    "\\b(?:ask|asked|asks|asking|begging|beg|begged|pray|praying|prayed|plead|pleading) (?:for )?(?:god|allah|jesus|the lord|bhagwan) (?:\\w+ ){1,6}to (?:please )?(?:take|call) me\\b(?! to )" +
      "|\\b(?:praying|prayed|hoping|hoped|wishing|wished|begging|asking) (?:that )?(?:god|allah|the lord|jesus|he|death) (?:will|would|might|could|to) (?:just )?(?:take me|call me home|let me die|end my life)\\b(?! (?:to|with|along|out|into|there|back)\\b)",
    {
      match: [
        "i have asked god every night for a year to please take me",
        "i keep praying the lord will take me in my sleep",
        "i was hoping death would take me before spring",
      ],
      miss: [
        "i asked god every night to take care of my children",
        "we prayed the lord would take me to my new posting safely",
        "i pray to god to take away my anxiety",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "forgive-wanting",
    3,
    "\\bforgive (?:me|someone|a person|people|us) (?:\\w+ ){0,3}for (?:wanting|wishing|needing|choosing|deciding) to (?:die|end (?:it|my life)|be gone|not be here" +
      '|(?:go|leave|come home)(?= *(?:[.!?,;"]|$| early| now| tonight| home)))',
    {
      match: [
        "god forgive me for wanting to go",
        "lord forgive me for wishing to die",
        "will allah forgive someone for choosing to leave early",
      ],
      miss: [
        "forgive me for wanting to leave the party early lol",
        "god forgive me for wanting to go to the match instead of mass",
        "forgive me for wanting to end the meeting",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "home-early",
    2,
    "\\b(?:god|allah|the lord|lord|jesus|heaven|father)\\b[^.?!]{0,60}\\b(?:wants?|wanting|ready|long|longing) to (?:come|go) home (?:early|now|sooner|soon|tonight)\\b" +
      "|\\b(?:wants?|wanting|ready|long|longing) to (?:come|go) home (?:early|now|sooner|soon|tonight)\\b[^.?!]{0,60}\\b(?:god|allah|the lord|jesus|heaven)\\b",
    {
      match: [
        "does god forgive someone who just wants to come home early",
        "lord i am ready to come home now, i am tired",
        "i long to go home soon to be with jesus",
      ],
      miss: [
        "i want to go home early from work today",
        "thank god, i am ready to go home now after the long shift",
        "lord knows i want to go home for christmas",
      ],
      unless: /\b(?:thank god|oh god|my god|god knows|lord knows|thank the lord|from work|shift|after work|party|office)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "moksha-now",
    2,
    "^(?=.*\\b(?:moksha|nirvana|liberation|rebirth|reborn|samsara|the cycle)\\b)" +
      '(?=.*\\b(?:not later|now(?= *(?:[.!?,;"]|$))|now (?:please|pls)|tonight|fast(?= *(?:[.!?,;"]|$))|a shortcut|sooner|take that tonight|can not wait (?:another|any longer|that long))\\b)' +
      "(?=.*\\b(?:so tired|suffering|unbearable|no more me|stop everything|want (?:it|everything|it all) to (?:just )?stop|i just want (?:it|to stop)|done)\\b)",
    {
      match: [
        "i am so tired. i want moksha, not later",
        "nirvana, no more me, i can not wait another life for it, is there a shortcut",
        "if someone offered to end rebirth i would take that tonight. i want it all to just stop",
      ],
      miss: [
        "how long does it take to reach nirvana with daily practice",
        "i am tired of the cycle of bad habits, how do i break it",
        "is there a shortcut to enlightenment or is that a myth",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "body-too",
    3,
    "\\b(?:want|wish|need|long|longing|ready)\\b[^.?!]{0,60}?\\b(?:annihilat\\w*|destroy\\w*|dissolv\\w*|erase\\w*|gone|ended|end)\\b[^.?!]{0,40}?" +
      "\\b(?:the body too|my body too|the body as well|including (?:the|my) (?:body|flesh)(?: it lives in)?|body and all)\\b" +
      "|\\bif i (?:end|destroy|kill|drop) (?:the|this|my) body\\b|\\bending the body is not ending me\\b",
    {
      match: [
        "i want the ego destroyed, including the body it lives in",
        "i long to be annihilated, the body too, not only the self",
        "if i end the body the atman is not harmed, right",
      ],
      miss: [
        "i want to dissolve tension in the mind and the body",
        "the ego dissolves and the body relaxes in deep meditation",
        "if i train the body the mind follows",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "literal",
    2,
    "\\b(?:body|death|die|dying|fana|annihilat\\w*|ego death|leave|leaving|gone|done with it)\\b[^?!]{0,80}?" +
      "\\b(?:not in a (?:meditation|meditative|spiritual|metaphorical|figurative|symbolic|buddhist) (?:way|sense)|(?:for real|literally|actually),? not (?:as )?(?:a )?metaphor(?:ically)?|the actual body|in the literal sense,? not the (?:poetic|metaphorical|spiritual) one)\\b",
    {
      match: [
        "i want to be done with this body and not in a meditation way",
        "she talks about fana for real, not as a metaphor",
        "i want to offer my body, the actual body, to the birds",
      ],
      miss: [
        "ego death is described here not as a metaphor but as an experience",
        "the teacher meant dying to the self, not in a literal sense",
        "a metaphor for leaving the body",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "open-door",
    3,
    "\\b(?:door|exit)\\b[^?!]{0,160}?\\b(?:i am standing at it|i am at it now|(?:my |i have (?:got )?my )?hand (?:is )?on the handle" +
      "|(?:calm|ready|at peace) about (?:walking|going|stepping) through(?: it)?|(?:walk|walking|step|stepping|go|going) through it (?:now|soon|tonight|this week))\\b",
    {
      match: [
        "seneca says the door is open. i am standing at it",
        "the stoics talked about the open door and i have my hand on the handle",
        "the door is always open and i feel calm about walking through it",
      ],
      miss: [
        "the door to the meditation hall is open all night, is that normal",
        "my hand is on the handle of the car door when the panic comes",
        "seneca said the door is always open, what did he mean",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "open-door",
    2,
    "\\b(?:thinking|think|thought|dreaming) (?:a lot |a great deal |so much |constantly |all the time )?(?:about|of) (?:the open|the stoic|seneca s|senecas|the last) door\\b" +
      "|\\b(?:thinking|think|thought) (?:a lot|a great deal|so much|constantly|every night|all the time) (?:about|of) that door\\b|\\b(?:thinking|think|thought) (?:about|of) that door (?:a lot|a great deal|so much|constantly|every night|all the time)\\b" +
      "|\\b(?:when|whether|how) (?:to|do you|did they|do i|should i) (?:choose|take|use|walk through) the open door\\b",
    {
      match: [
        "since my diagnosis i have been thinking a great deal about that door",
        "how do you know when to choose the open door",
        "i think of seneca s door every night now",
      ],
      miss: [
        "i keep thinking about that door i forgot to lock",
        "how do i open the door to new chances",
        "we walked through the open door of the temple",
      ],
      unless: /\b(?:paint\w*|blue|red|green|yellow|lock\w*|hinge|moved|garage door|front door|fix\w*|squeak\w*|draught|handle broke)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "holy-death",
    2,
    "\\b(?:a |my )?(?:holy|sacred|saintly|conscious|noble|pure|good) death,? (?:soon|now|this week|this month|tonight|for me soon)\\b",
    {
      match: ["which saint do i pray to for a good death, soon", "i want a holy death soon", "grant me a good death this week"],
      miss: [
        "what makes a good death in hospice care",
        "a good death is a blessing for the family",
        "she had a good death, peaceful and surrounded by love",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "prepared",
    3,
    "\\b(?:(?:when|before|as|after) (?:you|i) die|moment of (?:my )?death|my (?:own )?death|the bardo)\\b[^?!]{0,100}?\\b(?:be|get|feel) (?:prepared|ready) (?:for|by|before) (?:{TIME})\\b",
    {
      match: [
        "what do you chant at the moment of death so you do not get lost. i want to be prepared for saturday",
        "how do i guide myself through the bardo when i die, i want to be ready by friday",
        "is there a prayer for my own death, i need to feel prepared before tomorrow",
      ],
      miss: [
        "what do you chant at the moment of death, i have an exam on it saturday",
        "i want to be prepared for saturday s funeral of my aunt",
        "when you die your mind goes on, the teacher says; i will get ready for the talk on friday",
      ],
      unless: /\b(?:exam|essay|class|talk|presentation|funeral of|lecture)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "last-journey",
    2,
    "\\b(?:mantra|prayer|chant|sutra|verse|practice|rite)s? (?:\\w+ ){0,4}(?:for|at|in|before) (?:a|my|the|one s) (?:final|last) (?:journey|passage|hour|moments?|breath)\\b" +
      "[^?!]{0,160}?\\b(?:say it myself|for myself|this week|tonight|today|soon|for me|i am ready)\\b",
    {
      match: [
        "can you teach me a mantra for a final journey. i want to learn it this week and say it myself",
        "what prayer do people say before the last breath, it is for me",
        "a chant for my final hour, i am ready",
      ],
      miss: [
        "what mantra is chanted for the final journey of the dead at a hindu funeral",
        "my grandmother is in hospice; what prayer is said at the last breath",
        "a prayer for the last hour of the day",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "not-natural",
    2,
    "\\b(?:even )?if (?:the death |it |dying |my death )?(?:is not|was not|were not) (?:natural|an accident|accidental)\\b",
    {
      match: [
        "does it still count if the death is not natural",
        "what if it was not an accident. asking for me",
        "is it true even if it is not natural",
      ],
      miss: ["what if it was an accident", "is it natural to feel this way", "the death was natural, she was 97"],
      unless: /\b(?:essay|article|class|thesis|finance|course|lecture|research\w*|fiqh|scholars? say)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "going-too",
    3,
    "\\b(?:when|once|if|after) (?:she|he|they|my \\w+|the dog|the cat) (?:goes|go|dies|die|passes|is gone|are gone|has gone)\\b[^.?!]{0,20}?" +
      "\\b(?:i am|i will|i will be|he is|she is|he will|she will) (?:going|go|leaving|following)(?: with (?:her|him|them))? (?:too|as well|with (?:her|him|them))\\b",
    {
      match: [
        "the dog is old and when she goes i am going too",
        "my grandad says when she dies he is going with her",
        "once my mother passes i will go too",
      ],
      miss: [
        "when she goes to the shop i am going too",
        "if he goes to the concert i will go too",
        "when they go on holiday i am going with them",
      ],
      unless:
        /\b(?:shop|shops|concert|holiday|party|match|gig|trip|school|class|cinema|pub|church service|bed|sleep|upstairs|home|out|work|gym|walk)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "follow-dead",
    2,
    "^(?=.*\\b(?:died|passed|passed away|death|dead|late|killed|funeral|grave|went (?:last|in|off)|left (?:his|her) body|lost (?:him|her|them))\\b)" +
      "(?=.*\\b(?:i|me|i will|i should|should i|i want to|i think i will|i am going to|thinking of|day i) (?:\\w+ ){0,3}" +
      "(?:follow|join|go to|gone with|go with|go and join|go find|go and find|go meet|meeting|meet|find|cross over to) (?:him|her|them|my guru|the guru)\\b" +
      "(?! (?:on|at|for|to|back|home|up|later|tomorrow|after|example|footsteps|advice|lead|path|teachings|recipes?|wishes|instructions|in (?:my )?(?:dreams?|prayers?|meditation|memories|the garden|nature|music))\\b))",
    {
      match: [
        "my guru left his body in june. i should have gone with him",
        "my husband died in the spring and i keep thinking i will follow him",
        "he passed six weeks ago and i think friday is the day i go to him",
      ],
      miss: [
        "my dad died last year and i follow his example every day",
        "my grandmother passed and i find her in the garden she planted",
        "my friend died and i will meet him in my dreams, that comforts me",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "restart",
    2,
    "^(?=.*\\b(?:reincarnat\\w*|reborn|rebirth|next life|past life|last life|in a different life|in another life|karma)\\b)" +
      "(?=.*\\b(?:start(?:ing)? over|start(?:ing)? again|reset(?:ting)? everything|a do over|fresh start|clean slate|restart(?:ing)?)\\b.{0,40}?\\b(?:soon|tonight|now|early|this year|preferably)\\b)",
    {
      match: [
        "do reincarnated souls remember? i would want to forget this one. been thinking about starting over soon",
        "bad karma follows me. i want to reset everything, start again in a different life. tonight preferably",
        "rebirth sounds like a clean slate and i would like it soon",
      ],
      miss: [
        "after the divorce i am starting over soon in a new city, is that karma",
        "reincarnation is a fresh start in buddhism, when does it happen",
        "my past life regression coach says i can start again this year",
      ],
      unless: /\b(?:new city|new job|divorce|coach|regression|career|business|moving)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "give-body",
    2,
    "\\b(?:just )?give (?:mine|my body|my life|this body) up\\b(?! (?:to|for) )|\\b(?:do not|does not|no longer) want to be in a body(?: at all| anymore| any more)?\\b" +
      "|\\blet (?:the|this|my) body go\\b(?! (?:limp|loose|of tension|soft))|\\b(?:new|another|next) body\\b[^.?!]{0,80}\\b(?:leave|end|drop|quit) this one\\b",
    {
      match: [
        "the bodhisattva gave his body away. could i just give mine up, nobody uses it for good",
        "i do not want to be in a body at all honestly",
        "the soul takes a new body so it does not seem bad to leave this one before results day",
      ],
      miss: [
        "in savasana let the body go limp",
        "i want to give my life up to god in service",
        "i do not want to be in a body of water after dark, i am scared of lakes",
      ],
      unless: /\b(?:water|lakes?|savasana|yoga nidra|body scan|service|to god)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "spirit-says",
    2,
    "^(?=.*\\b(?:heard|told me|message|voice|spirit|guides?|angels?|a sign)\\b)(?=.*\\b(?:time for me to go home|time for me to leave this (?:life|world|body|plane|earth)|time for me to cross over|my time to go home)\\b)" +
      "(?!.*\\b(?:party|work|shift|office|pub|dinner|late)\\b)",
    {
      match: [
        "i stopped my meds. last week i heard that it is time for me to go home",
        "my guides say it is time for me to cross over",
        "the spirit told me it is my time to go home",
      ],
      miss: [
        "it is late, time for me to go home from the party",
        "my guides told me it is time for me to leave this job",
        "the message said it is time for me to go home after the shift",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "own-soul",
    2,
    "\\bfor my own soul\\b.{0,40}?\\b(?:in advance|this week|soon|now|before i die)\\b|\\bpray for (?:my|his|her) soul in advance\\b" +
      "|\\b(?:right|best|correct|proper) (?:posture|position) to die in\\b|\\b(?:practising|practicing) (?:leaving|dying(?! to )|for (?:my|her|his|the) (?:final|last) (?:samadhi|breath|exit))\\b" +
      "|\\b(?:my )?body is (?:already )?half gone\\b|\\bstop (?:your|my|one s) (?:own )?heart (?:with|by|through|using)\\b",
    {
      match: [
        "can a rosary be said for my own soul, in advance. i want it this week",
        "what is the right posture to die in, like the buddha",
        "no food, no sleep. i am practising leaving. my body is already half gone",
      ],
      miss: [
        "pray for my soul, i have an exam",
        "the right posture to sit in for zazen",
        "practising dying to self in lent, like the monks",
      ],
      unless: /\b(?:thesis|essay|class|according to|texts|research\w*|dissertation|lecture|for my (?:study|studies|course))\b/,
    },
  ),
  S(
    "spiritual-exit",
    "own-soul",
    3,
    "\\b(?:lay|lie|lying|laid|slept|sleep) in (?:it|the grave|a grave|my grave|the hole)\\b.{0,80}?\\b(?:did not want to (?:get|come) out|stay there|never get out|not come out)\\b" +
      "|\\b(?:going to|will|want to|ready to) (?:meet|join|be with|see) (?:my|her|his) (?:twin flame|soulmate|soul mate|beloved|late \\w+) (?:in|on) (?:the next|another|the other) (?:dimension|side|world|life|realm)\\b" +
      "|\\b(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tomorrow|tonight|that|it) is the (?:day|night) i (?:go to|join|follow) (?:him|her|them)\\b(?! (?:house|place|flat|home|s house))",
    {
      match: [
        "i dug one behind the house. i lay in it last night and did not want to get out",
        "i am going to meet my twin flame in the next dimension",
        "his birthday is friday. i think that is the day i go to him",
      ],
      miss: [
        "we lay in the grass and did not want to get up",
        "i am going to meet my soulmate on the other side of town",
        "that is the day i go to her house for dinner",
      ],
      unless: /\b(?:for dinner|for lunch|town|grass|hammock|bed)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "ready-when",
    2,
    "\\bready when (?:he|god|the lord|allah) is\\b|\\breadier than (?:he|god|anyone) knows\\b|\\b(?:lord|god|allah|he) will take me\\b[^.?!]{0,40}\\bready now\\b" +
      "|\\b(?:rather|prefer to|i would rather) (?:depart|go|die) (?:and be with (?:christ|jesus|god|the lord)|this way|like this)\\b[^.?!]{0,40}\\b(?:now|than keep living|than live|than go on)\\b" +
      "|\\b(?:karma|life) would be better in (?:my|her|his|the) next (?:life|birth)\\b",
    {
      match: [
        "i am ready when he is. readier than he knows",
        "i would rather depart and be with christ now, not someday",
        "i would rather go this way than keep living like i have been",
      ],
      miss: [
        "are you ready when he is? the taxi is here",
        "i would rather go this way than take the motorway now",
        "she would rather die than wear that, lol",
      ],
      unless: /\b(?:taxi|motorway|road|route|lol|wear|moving|move|city|countryside|town|abroad)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "let-die",
    3,
    "\\b(?:let|letting|lets) myself (?:just )?(?:die|freeze|starve|waste away|slip away|fade away|drown|bleed out)\\b",
    {
      match: [
        "what is the sin if i let myself freeze, it is winter and i have no place",
        "i am letting myself starve",
        "maybe i will just let myself slip away",
      ],
      miss: ["let me freeze the leftovers for later", "i let myself go a bit over the holidays", "letting myself rest today"],
    },
  ),
  S(
    "spiritual-exit",
    "let-die",
    2,
    "\\b(?:let|letting|lets) (?:yourself|oneself|someone|a person|people) (?:just )?(?:die|freeze|starve|waste away|slip away|fade away)\\b(?! (?:in (?:a|the) (?:game|story|film|novel)))" +
      '|\\bletting nature (?:do it|take (?:its|it is) course with me|decide)\\b(?=[^.?!]{0,5}(?:[.!?"]|$))',
    {
      match: [
        "is it bad karma to let yourself die? not killing, just not eating",
        "not going to the doctor about the lump. letting nature do it.",
        "can a monk let himself... can a person just starve on purpose? is it ok to let someone starve",
      ],
      miss: [
        "do not let yourself starve during exam week, eat something",
        "letting nature take its course in the garden",
        "you let someone die in the game and lose points",
      ],
      unless: /\b(?:exam|garden|game|plants?|lawn|do not let yourself|don t let yourself)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "body-going",
    3,
    "\\b(?:no|any|a) reason to keep (?:this|the|my) body (?:going|alive|running|fed)\\b|\\bleaving (?:it|this body|my body|this life) (?:does not|will not|would not|doesn t) hurt (?:anyone|anybody|my)\\b" +
      "|\\b(?:he|god|allah) wants me to do it myself\\b",
    {
      match: [
        "after my third kensho i can not find any reason to keep the body going",
        "non attachment to my own body so that leaving it does not hurt anyone",
        "i have been praying for death and i think he wants me to do it myself",
      ],
      miss: [
        "is there a reason to keep the body warm in meditation",
        "leaving it on does not hurt anyone, the heater i mean",
        "my boss wants me to do it myself this time",
      ],
      unless: /\b(?:warm|heater|boss|manager|teacher wants|homework|project)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "leave-body",
    2,
    "\\bready to leave (?:the|this|my) body\\b(?! of)|\\bphowa on (?:yourself|myself|herself|himself|oneself)\\b|\\b(?:want|wants|wanted|going) to go to (?:kashi|varanasi|benares) to (?:wait for death|die)\\b|\\bwait for death\\b" +
      "|\\breborn as (?:something|a rock|a stone|nothing|a tree) (?:that|which) (?:does not|doesn t|do not) (?:have to )?feel\\b",
    {
      match: [
        "my son keeps saying he is ready to leave the body",
        "can you do phowa on yourself before death",
        "he wants to go to kashi to wait for death",
      ],
      miss: [
        "in astral projection you get ready to leave the body while asleep",
        "is phowa on yourself taught only by a lama, for my study",
        "we wait for death with the dying patient, says the chaplain",
      ],
      unless: /\b(?:astral|projection|lucid|out of body|obe|study|chaplain|patients?|hospice)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "choose-go",
    3,
    "^(?=.*\\b(?:rebirth|reborn|die|dying|death|heaven|next life|auspicious|full moon|new moon)\\b)(?=.*\\b(?:if i (?:choose|chose|decide) to go|when i (?:choose|decide) to go) (?:on|at|during|before|under)\\b)",
    {
      match: [
        "if i choose to go on a full moon is that a good day for rebirth",
        "when i decide to go on ekadashi will i reach vaikuntha, they say dying then is auspicious",
        "if i decide to go before the new moon is that better for the next life",
      ],
      miss: [
        "if i choose to go on a trip at the full moon, is it auspicious",
        "if i decide to go on the retreat, what happens at death meditation",
        "if i choose to go at new moon to plant seeds",
      ],
      unless: /\b(?:trip|retreat|holiday|plant|seeds|garden|camping|festival)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "death-count",
    2,
    '\\bwant my (?:death|dying|end) to (?:mean something|count|matter)\\b|\\bpay (?:for it )?with (?:mine|my life|my own)\\b(?= *(?:[.!?,;"]|$))' +
      "|\\bif i go\\b[^.?!]{0,60}\\b(?:kind of |quite |pretty )?(?:ok|okay|fine|at peace) with it\\b",
    {
      match: [
        "i want my death to mean something and i want it soon",
        "med error, someone died. i keep thinking i should pay with mine",
        "if i go that is probably where i end up and i am kind of ok with it",
      ],
      miss: [
        "i want my death to mean something one day, like my grandmothers did",
        "i pay for it with mine, the card i mean",
        "if i go to the party i am fine with it",
      ],
      unless: /\b(?:one day|card|party|grandmother|grandfather|when i am old|eventually)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): the body as a rented house handed back early, leaving before one's karma
  // is used up, the Stoics' open door understood at last.
  S(
    "spiritual-exit",
    "hand-back",
    2,
    "\\b(?:hand|give|handing|giving|return|returning) (?:the keys|it|this body|the body|my body|this life|my life) back (?:early|now|sooner|before (?:my|the) time|ahead of time)\\b",
    {
      match: [
        "after 30 years of arthritis i would like to hand the keys back early",
        "i want to give this body back early",
        "returning my life back before my time, how does one do that",
      ],
      miss: [
        "we hand the keys back early to the landlord on friday",
        "can i give it back early to the library",
        "handing the car back early to the lease company",
      ],
      unless: /\b(?:landlord|library|lease|car|rental|hire|agent|deposit|tenancy|flat|office|hotel)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "karma-early",
    2,
    "\\bleav(?:e|ing) (?:this (?:life|body|world) )?(?:before|ahead of) (?:my|your) (?:karma|time|allotted time) (?:is )?(?:used up|runs out|is up|is done|finished)\\b",
    {
      match: [
        "what does hinduism say about leaving before your karma is used up",
        "is leaving this body before my karma is finished a sin",
        "what if i leave before my time is up",
      ],
      miss: [
        "leave before your time is up on the parking meter",
        "what happens to souls who leave before their karma is used up, in the puranas",
        "can i leave before my time runs out in the exam",
      ],
      unless: /\b(?:parking|meter|exam|test|shift|lease|contract|visa)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "stoic-door",
    2,
    "^(?=[\\s\\S]*\\b(?:the door is (?:always )?open|open door)\\b)(?=[\\s\\S]*\\b(?:i (?:finally )?(?:understand|get) (?:what (?:he|they|seneca|epictetus) meant|it now)|for me now|i am ready to walk|walk through it myself)\\b)",
    {
      match: [
        "seneca says the door is always open. four surgeries in and i finally understand what he meant",
        "epictetus and the open door. i get it now",
        "the door is open, and i am ready to walk through it myself",
      ],
      miss: [
        "seneca says the door is always open. which stoics wrote most about it",
        "what did epictetus mean by the open door? i understand the dichotomy of control",
        "the door is always open if you want to come to our meditation group",
      ],
      wholeMessage: true,
    },
  ),
  // ---- Older tuning sets, the same kinds: leaving early, going home early, a way to go back early.
  S(
    "spiritual-exit",
    "leave-early",
    2,
    "\\b(?:allowed to|forgive (?:me )?if i|a way to|worse to|okay to|ok to|a sin to|wrong to) (?:leave|go home|go back|go|return|check out) early\\b",
    {
      match: [
        "are there any religions where you are allowed to leave early if it gets too much",
        "will god forgive me if i go home early",
        "how do souls like us return, is there a way to go back early?",
      ],
      miss: [
        "is it ok to leave early from the retreat if my flight is at six",
        "will my boss forgive me if i leave early on friday",
        "is it a sin to leave early from mass",
      ],
      unless:
        /\b(?:work|shift|school|class|party|church|mass|service|meeting|wedding|concert|office|event|retreat|course|flight|game|boss|friday|lecture|dinner)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "spiritual-exit",
    "take-off-early",
    2,
    "\\b(?:take|taking|took) (?:it|this body|my body|mine|this garment) off early\\b|\\bchange (?:clothes|bodies|body|garments) early\\b|\\bmine is worn out at \\d+\\b",
    {
      match: [
        "then taking it off early is not really a death, is it",
        "a person who wants to change clothes early",
        "if the body is a garment, mine is worn out at 26",
      ],
      miss: [
        "i am taking it off early, the wedding suit is itchy",
        "change clothes early before the ceremony starts",
        "my coat is worn out at the elbows",
      ],
      unless: /\b(?:wedding|suit|ceremony|party|coat|dress|shoes|uniform|costume|gym)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "earned-leave",
    2,
    "\\b(?:i have|i ve|i) earned the right to (?:leave|go|die|check out|exit)\\b|\\bthe room (?:has been|is|feels|is getting) (?:too |very )?smoky (?:for|now|lately|these)",
    {
      match: [
        "the stoics would say i have earned the right to leave",
        "the room has been smoky for a long time",
        "i feel i earned the right to go",
      ],
      miss: [
        "after ten years i have earned the right to leave early on fridays",
        "the room is smoky from the incense",
        "i earned the right to go first in the queue",
      ],
      unless: /\b(?:fridays|work|office|shift|queue|incense|fire|kitchen|cooking|party|team|job)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "die-not-simulate",
    2,
    "\\b(?:actually|really|literally) (?:die|dying) rather than (?:simulate|simulating|imagine|imagining|pretend|practise|practice|rehearse)\\b|\\bmake the (?:experiment|practice) literal\\b",
    {
      match: [
        "the only way back there is to actually die rather than simulate it",
        "i want to really die rather than imagine it",
        "someone who wanted to make the experiment literal",
      ],
      miss: [
        "actors die rather than simulate it in that old play",
        "in the meditation you do not actually die, you only imagine it",
        "make the recipe literal, not approximate",
      ],
      unless: /\b(?:actors?|play|film|scene|recipe|game)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), second pass: the sentence about the writer or a friend.
  S(
    "spiritual-exit",
    "karma-before-go",
    2,
    "\\bclear(?:ing)? (?:her|his|my|their) karma before (?:she|he|i|they) (?:goes|go|leave|leaves|dies|die)\\b|\\b(?:stoics|romans|samurai|cato|seneca) knew when to (?:leave|go|exit|bow out)\\b",
    {
      match: [
        "she has been talking about clearing her karma before she goes",
        "i want to clear my karma before i leave",
        "he told me the stoics knew when to leave the party",
      ],
      miss: [
        "clearing my karma before i go on retreat, any practice",
        "the samurai knew when to bow to the emperor",
        "she wants to clear her karma before she leaves for her gap year",
      ],
      unless: /\b(?:retreat|gap year|trip|holiday|travel|emperor|job)\b/,
    },
  ),
];

// ---- lex6c: a teaching about leaving taken personally (the open door "finally understood", a death rite asked for oneself).
spiritualExit.push(
  S(
    "spiritual-exit",
    "open-door-understood",
    2,
    "^(?=.*\\b(?:the door is (?:always )?open|the open door|door (?:is|was|stands) (?:always )?open)\\b)(?=.*\\bi (?:think i )?(?:finally|now|at last|really) (?:understand|get|see)\\b)",
    {
      match: [
        "seneca says the door is always open. after the divorce i finally understand what he meant",
        "epictetus and the open door. i think i finally get it now",
        "the door is open, he wrote. two years of chemo and i really understand him",
      ],
      miss: [
        "seneca says the door is always open. what did he mean by it",
        "i finally understand the stoic idea of the view from above",
        "the door is always open at our zendo, i finally get why people love it",
      ],
      unless: /\b(?:zendo|church|temple|monastery|sangha|office|shop|invitation|welcome)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "go-home-early",
    2,
    "\\b(?:if|when|that) i (?:want to |wanted to |were to |could |would )?(?:go|went|come|came|return) home (?:early|before my time|too soon|sooner than planned|ahead of time)\\b",
    {
      match: [
        "will god forgive me if i go home early",
        "would jesus understand if i went home before my time",
        "is it a sin that i want to go home too soon",
      ],
      miss: [
        "can i go home early from work if i feel sick",
        "my boss let me go home early",
        "if i go home early from the party will they be upset",
      ],
      unless: /\b(?:work|shift|office|party|school|class|boss|hospital discharge|holiday|trip|flight|sick)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "rites-for-me",
    2,
    "\\b(?:do|say|perform|recite|hold|read) the (?:prayers|rites|rituals|puja|kaddish|funeral prayers|last rites|49 day prayers|bardo prayers) for me\\b",
    {
      match: [
        "i want to write it down so she can do the prayers for me",
        "who will say the kaddish for me next month",
        "ask the lama to recite the bardo prayers for me soon",
      ],
      miss: ["can you say a prayer for me before my exam", "do the prayers for my grandmother", "please pray for me"],
      unless: /\b(?:someday|one day|when the time comes|years from now|in my will|funeral plan|eventually)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "annihilation-counted-on",
    2,
    "^(?=.*\\b(?:it|life|everything|consciousness|it all) (?:just |simply )?(?:ends|stops|goes dark)\\b)(?=.*\\b(?:i am|im|i was) (?:counting|relying|banking) on (?:it|that|this)\\b)",
    {
      match: [
        "i don't believe in rebirth. so it just ends. i'm counting on it",
        "when we die it all simply stops and honestly im relying on that",
        "everything goes dark after and i am banking on it",
      ],
      miss: [
        "the film just ends abruptly, i was counting on a sequel",
        "the lease ends in june and i'm counting on it",
        "it just ends, the story. strange choice",
      ],
      unless: /\b(?:film|movie|book|series|lease|contract|show|season|game|story|exam|term|semester)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "teaching-applies-to-me",
    2,
    "^(?=.*\\b(?:used the knife|took (?:his|her|their) own life|killed (?:himself|herself|themselves)|ended (?:his|her|their) (?:own )?life|took the poison)\\b)(?=.*\\b(?:apply|applies|applied) to me\\b)",
    {
      match: [
        "the monk used the knife and was declared blameless. how do i know if that would apply to me",
        "the monk used the knife and the buddha did not blame him. would that apply to me",
        "the text says he took the poison and was not blamed. could that be applied to me",
      ],
      miss: [
        "the monk used the knife and was declared blameless. how do commentators read it",
        "does the vinaya rule on eating after noon apply to me as a lay person",
        "channa took his own life. what do scholars say",
      ],
      wholeMessage: true,
    },
  ),
);
spiritualExit.push(
  S(
    "spiritual-exit",
    "there-before",
    2,
    "^(?=.*\\b(?:mahasamadhi|samadhi|moksha|nirvana|heaven|paradise|the other side|the clear light|liberation|jannah|the next life)\\b)" +
      "(?=.*\\b(?:hope|want|plan|intend|mean|going|need) to (?:get|be|arrive|go) there (?:before|by) (?:finals|exams|christmas|summer|spring|winter|my birthday|the weekend|the end|next|this|new year|easter)\\b)",
    {
      match: [
        "her essay on mahasamadhi ended with the line i hope to get there before finals",
        "heaven sounds peaceful. i want to be there before christmas",
        "i read about moksha every night and i plan to get there by the end of the year",
      ],
      miss: [
        "we are going to paradise island and hope to get there before sunset",
        "heaven is a long way off. i need to get there before the shop closes",
        "the essay on moksha is due, i hope to get it done before finals",
      ],
      unless: /\b(?:island|hotel|resort|restaurant|shop|airport|flight|train|bus|bakery|cafe|beach|sunset)\b/,
      wholeMessage: true,
    },
  ),
);
spiritualExit.push(
  // The open door read, then "I finally understand what he meant": the door counts beside that, even in a quoted teaching.
  S(
    "spiritual-exit",
    "finally-understand",
    2,
    "\\bi (?:think i )?(?:finally|now|at last) (?:understand|get|see) (?:it|what (?:he|they|she|seneca|epictetus|marcus|cato) meant|him|them|that letter|the door)(?: now)?(?= *(?:[.!?;]|$))",
    {
      match: [
        "four spinal surgeries in and i finally understand what he meant.",
        "i keep rereading that letter. i think i finally understand it.",
        "i finally get him now",
      ],
      miss: [
        "i finally understand what he meant by impermanence",
        "i finally understand it, thanks for the maths help",
        "do i finally understand the door metaphor?",
      ],
      needsCompanion: true,
    },
  ),
  S(
    "spiritual-exit",
    "open-door",
    1,
    "\\b(?:the door is (?:always )?open|the open door|door (?:is|was|stands) (?:always )?open|(?:walk|walked|walking) through (?:it|that door|the door))\\b",
    {
      match: ["seneca says the door is always open", "which of the stoics actually walked through it", "epictetus and the open door"],
      miss: ["the door was left unlocked", "open the door please", "is the shop door open today"],
      modifier: true,
      modifies: ["spiritual-exit"],
    },
  ),
);
