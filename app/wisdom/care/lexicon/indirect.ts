import { S, type Signal } from "./parts";

/**
 * The indirect ways people say it, as concepts rather than phrasings: being tired of existing rather than of a task,
 * no future in which the writer is there, an exit chosen, the world finished with, a practice wanted for one's last
 * hour, a method in passing (an edge stood at, a beam checked, no brakes), a calm that follows a decision, voices
 * that demand a sacrifice. Each alone is a check-in; a time, a means or a second sign beside it makes it urgent.
 */
export const indirect: Signal[] = [
  S(
    "hopeless",
    "tired-existing",
    2,
    "\\b(?:tired|exhausted|weary|sick) (?:of|from|by) (?:being (?:here|alive|a person|me|myself)|existing|existence|existence itself|living|life itself|breathing|waking up|having to wake up|this life|being born)\\b",
    {
      match: ["tired of being here at all, of waking up every morning"],
      miss: ["i am tired of waking up so early for work"],
      unless: /\b(?:early|at \d|alarm|for work|for school|so early)\b/,
    },
  ),
  S(
    "hopeless",
    "not-keep-going",
    2,
    "\\b(?:do not|dont|no longer|not) (?:intend|plan|mean|want|expect) to (?:keep going|go on|carry on|be around|stay|stick around|last)(?: (?:much|any) longer)?\\b" +
      "|\\b(?:ready|going) to (?:stop (?:doing it|existing|living|being)|check out|clock out of life|leave (?:for good|this world|it all|everything behind for good))\\b" +
      "|\\bi am checking out\\b|\\bi think i will just go\\b",
    {
      match: ["i dont intend to keep going much longer", "I'm checking out and nobody is going to stop me"],
      miss: ["i am ready to stop smoking"],
    },
  ),
  S(
    "not-being-here",
    "no-future-me",
    2,
    "\\b(?:no version of|can not (?:picture|imagine|see) (?:myself|me)|there is no (?:future|tomorrow|next year) (?:for|with) me)\\b[^.?!]{0,60}?\\b(?:still around|there|alive|in it|from now|a year|next year|old)\\b" +
      "|\\b(?:will not|wont) (?:need (?:one|it|a plan|a future|a pension)|be around (?:for|to see)|see (?:my|the) (?:next )?(?:birthday|christmas|summer|spring|new year))\\b" +
      "|\\bthere (?:will not|wont) be (?:anything|a next time|a fourth|another one) after (?:this|that)\\b",
    {
      match: ["there is no version of next year where i am still around", "I know I won't need one", "I won't see my birthday"],
      miss: ["i will not need a coat today"],
    },
  ),
  S(
    "wish-to-die",
    "exit-chosen",
    2,
    "\\b(?:an? |the |my )?(?:honou?rable|reasonable|clean|quiet|peaceful|dignified|easy|final|early|proper) (?:exit|way out|way to go|departure|end)\\b(?! (?:from|of|to) (?:a|an|the|my|this|our|that)\\b)" +
      "|\\b(?:end|ending|finish|leave|leaving) (?:the class|the game|the story|this chapter|the show) early\\b" +
      "|\\bdisappear (?:properly|for good|permanently|forever)\\b|\\bone way out\\b|\\bonly way out\\b",
    {
      match: ["the Jain way seems the most honourable exit", "the last thing i can do right is disappear properly"],
      miss: ["what is an honourable exit from a failing business"],
    },
  ),
  S(
    "spiritual-exit",
    "body-leave",
    2,
    "\\b(?:end|ending|leave|leaving|drop|dropping|shed|destroy|destroyed|quit|escape) (?:this|my) (?:body|flesh|cage|vessel|shell)\\b(?! (?:of|scan|weight|image|lotion|language|positive))" +
      "|\\b(?:consciously|for good) leave (?:the|my|this) body\\b|\\bleave (?:mine|theirs)\\b(?=[^.?!]{0,40}\\b(?:soon|tonight|for good|body)\\b)" +
      "|\\b(?:soul|spirit) (?:wants|needs|longs) (?:out|to leave|to go)\\b|\\bout of this flesh\\b",
    {
      match: ["If I end this body now, does the bad karma end with it?", "soul wants out of this flesh"],
      miss: ["a body scan to leave the body relaxed"],
    },
  ),
  S(
    "spiritual-exit",
    "called-home",
    2,
    "\\b(?:calling|call|called|take|taking|bring) me home\\b|\\b(?:jesus|lord|god|allah)\\b[^.?!]{0,20}\\b(?:i )?(?:want|am ready|long) to (?:come|go) home\\b|\\b(?:want|ready|long) to (?:come|go) home\\b[^.?!]{0,40}?\\b(?:god|jesus|lord|allah|father|heaven)\\b" +
      "|\\b(?:god|jesus|lord|allah|krishna|brahman) (?:\\w+ ){0,3}(?:calling|wants|waiting for) me\\b|\\bbe with (?:god|jesus|the lord|allah) now\\b",
    {
      match: ["I feel He is calling me home early", "Jesus I want to come home"],
      miss: ["my mum keeps calling me home for dinner"],
      unless: /\b(?:dinner|lunch|tea|for the holidays|christmas|from work|from school)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "go-now-next",
    2,
    "\\bif i (?:go|went|leave|left|die|died|end it) (?:now|today|tonight|early|sooner|young)\\b" +
      "|\\b(?:use|take) it sooner than\\b|\\b(?:makes|make|made) (?:leaving|going|dying|it) easier\\b" +
      "|\\b(?:start|begin) (?:over|again) with a clean slate\\b[^.?!]{0,40}\\b(?:rebirth|next life|reborn|reincarnat\\w*)\\b" +
      "|\\b(?:rebirth|next life|reborn|reincarnat\\w*|next birth)\\b[^.?!]{0,60}\\b(?:sooner than|leaving easier|if i go|by choice|on purpose)\\b",
    {
      match: ["if i go now will my next life be better", "reading about rebirth makes leaving easier"],
      miss: ["if i go now to the shop will it be open"],
      unless: /\b(?:shop|store|bus|train|class|meeting|party|gym|doctor|office)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "last-hour",
    2,
    "\\b(?:practice|mantra|prayer|chant|sutra|verse|meditation)s? (?:\\w+ ){0,4}(?:in|at|for) (?:my|ones|one s|the) (?:last|final) (?:hour|moments?|breath|day|night)\\b[^.!]{0,40}?\\b(?:tonight|today|for me|ready|soon|asking)\\b" +
      "|\\b(?:at the moment of death|at the hour of (?:my|our) death)\\b[^.?!]{0,80}?\\b(?:ready|for when i|today|tonight|step off|hoping)\\b" +
      "|\\b(?:step|stepping) off\\b(?! the (?:bus|train|plane|stage|scale|curb|kerb|mat))",
    {
      match: ["What is the best practice in one's last hour? Asking for tonight", "i want to have it ready for when i step off"],
      miss: ["i step off the bus at the temple"],
    },
  ),
  S(
    "wish-to-die",
    "pray-end",
    2,
    "\\b(?:let|make) (?:this|today|tonight) (?:be )?my (?:last|final) (?:day|night|breath)\\b|\\b(?:pray|praying|prayed|ask|asking|beg|begging) (?:to )?(?:\\w+ )?(?:to )?take my (?:soul|life|breath)\\b" +
      "|\\bhoping (?:the|that) (?:hour|day|end) is (?:today|tonight|near|soon)\\b",
    { match: ["Dear Lord, please let this be my last day", "i pray to Allah to take my soul"], miss: ["i pray to god to take my worries"] },
  ),
  S(
    "wish-to-die",
    "death-count",
    2,
    "\\b(?:make|making) my (?:death|dying|end) (?:count|mean something|matter|worth)\\b|\\b(?:give|gave|giving) my life for (?:a|any|some) cause\\b|\\ba way to go that\\b",
    { match: ["how to make my death count like theirs", "a way to go that at least means something"] },
  ),
  S(
    "goodbye",
    "nothing-left-running",
    2,
    "\\b(?:nothing|no one|nobody) (?:left|will be left) (?:running|to sort|to pay|to clean up|behind)\\b|\\bwhen i am not (?:around|here)(?: any ?more)?\\b" +
      "|\\b(?:that was|it was|this was|its) the last thing on (?:the|my) list\\b|\\b(?:will|would) understand later\\b|\\bwhoever finds me\\b" +
      "|\\b(?:cannot|can not|nobody can|no one can) say i left a mess\\b|\\bfinished the letters\\b|\\bi am not (?:really )?moving\\b",
    {
      match: ["she will need them when i am not around", "Told her I'm moving. I'm not moving.", "one for whoever finds me"],
      miss: ["when i am not around at weekends my sister walks the dog"],
      unless: /\b(?:at weekends|on weekends|on holiday|at work|away on)\b/,
    },
  ),
  S(
    "plan-time",
    "date-picked",
    2,
    "\\b(?:picked|chosen|chose|set|decided on|settled on) (?:the|a|my) (?:\\d{1,2}(?:st|nd|rd|th)?|date|day|night)\\b[^.?!]{0,60}?\\b(?:feels right|close the circle|it will be|for it|the end)\\b|\\bclose the circle\\b",
    {
      match: ["I've picked the 14th. Feels right to close the circle"],
      miss: ["we picked the 14th for the wedding, it feels right"],
      unless: /\b(?:wedding|party|meeting|appointment|move|launch|trip|holiday|birthday party)\b/,
    },
  ),
  S(
    "means",
    "edge",
    2,
    "\\b(?:climb|climbing) over (?:the )?(?:railing|rail|edge|barrier|side|fence)\\b|\\bstanding (?:at|on) the edge\\b|\\blean(?:ing)? over (?:a little )?(?:further|more|the edge)\\b" +
      "|\\b(?:beam|hook|branch|rafter)\\b[^.?!]{0,40}?\\bstrong enough\\b|\\bno brakes\\b|\\bjust keep (?:going )?straight\\b[^.?!]{0,30}\\b(?:bend|tree|wall|brakes)\\b" +
      "|\\b(?:not|no) (?:plan|planning|intend|intention) to (?:swim|come|walk|drive) back\\b|\\bwould think it was an accident\\b|\\blook like an accident\\b",
    {
      match: [
        "every day i think how easy it would be to just climb over the railing",
        "I keep walking there and standing at the edge",
        "don't plan to swim back",
      ],
      miss: ["standing on the edge of a new career"],
      unless: /\b(?:career|chapter|decision|adventure|breakthrough|seat)\b/,
    },
  ),
  S(
    "means",
    "keep-thinking-means",
    2,
    "\\b(?:morphine|pills|tablets|gun|rifle|pistol|rope)\\b[^?!]{0,80}?\\b(?:keep thinking about (?:it|them)|at night i think about)\\b",
    {
      match: ["my mothers old morphine is still in the cupboard. i keep thinking about it at night"],
    },
  ),
  S(
    "eating",
    "fade-away",
    2,
    "\\b(?:fade away|waste away|disappear) (?:than|rather than|instead of) eat\\w*\\b|\\brather (?:fade|waste|starve) (?:away )?than eat\\b|\\b(?:every bite|each bite|food) (?:is|feels like) (?:a sin|poison|filth|dirty)\\b" +
      "|\\bfasted until the end\\b|\\b(?:starving|starvation|not eating) (?:feels like|is) (?:the only|a) (?:clean|pure) way out\\b|\\b(?:lived|living) on (?:black coffee|water|air) for\\b",
    { match: ["I'd rather fade away than eat", "every bite is a sin", "ive lived on black coffee for 3 weeks"] },
  ),
  S(
    "self-harm",
    "cut-again",
    2,
    "\\b(?:cut|burned|burnt|hit) (?:myself )?again (?:tonight|today|last night|this morning)\\b|\\bdeeper than (?:usual|before|last time)\\b" +
      "|\\b(?:pressed|held|put) (?:the |a )?(?:hot )?(?:iron|lighter|cigarette|blade) (?:on|to|against) my\\b",
    { match: ["cut again tonight. deeper than usual", "pressed the hot iron on my wrist today"] },
  ),
  S(
    "calm-after-despair",
    "decided-peace",
    2,
    "\\b(?:all the )?decisions are (?:all )?made\\b|\\bi (?:have )?found the (?:solution|answer|way out)\\b[^.?!]{0,40}\\b(?:thank you|fine now|better|at peace)\\b" +
      "|\\bthey do not know why\\. i do\\b|\\b(?:made|at) (?:my )?peace with (?:it|that|leaving|going|not being here|the end)\\b[^.?!]{0,40}?\\b(?:decided|ready|soon|planned)\\b",
    { match: ["weirdly at peace today. all the decisions are made", "They don't know why. I do."] },
  ),
  S(
    "spiritual-exit",
    "follow-loved",
    2,
    "\\b(?:think|thinking|dream|dreaming) (?:\\w+ ){0,3}about joining (?:him|her|them|my \\w+)\\b|\\bwhy should i make (?:her|him|them) wait\\b",
    {
      match: ["every day i think about joining him", "Why should I make her wait any longer?"],
    },
  ),
  S(
    "hopeless",
    "end-if-i-end",
    2,
    "\\bonly way (?:it|the pain|this) ends is (?:if|when) i (?:end|go|die|am gone)\\b|\\bthe (?:pain|suffering) (?:will )?ends? (?:when|if) i (?:do|end it|am gone)\\b",
    {
      match: ["the only way it ends is if i end"],
    },
  ),
  S(
    "debt",
    "insurance-only",
    2,
    "\\b(?:life insurance|the policy|insurance)\\b[^.?!]{0,80}?\\b(?:only (?:asset|way|thing)|free|pays? out if|look(?:s)? like an accident|the only math)\\b",
    {
      match: [
        "My life insurance is the only asset left that would actually help my family",
        "Does life insurance pay out if it looks like an accident?",
      ],
    },
  ),
  S(
    "direct",
    "voices-sacrifice",
    3,
    "\\b(?:voices?|demons?|they|the signs?) (?:\\w+ ){0,3}(?:say|says|tell|telling|told) (?:me )?(?:i (?:have|need|must) to|to) (?:sacrifice|destroy|kill|hurt|cut|leave) (?:myself|this body|my body)\\b" +
      "|\\b(?:sacrifice|destroy) (?:myself|this body|my body)\\b|\\blet the blood out\\b|\\bthis body (?:has|needs|must) (?:to )?be destroyed\\b|\\btime (?:for me )?to go\\b[^.?!]{0,30}\\b(?:voices?|they say)\\b",
    {
      match: ["The voices say I have to sacrifice myself to cleanse the world", "this body has to be destroyed"],
      miss: ["i sacrifice my weekends for my kids"],
    },
  ),
  S(
    "direct",
    "planning-mine",
    3,
    "\\b(?:been )?planning (?:mine|it quietly|my exit|my way out|my end|my death)\\b|\\bgot the stuff sorted\\b|\\bmaking a reasonable exit\\b|\\binclined to act\\b",
    { match: ["I'm asking because I've been planning mine", "numb. been planning it quietly"] },
  ),
  S(
    "goodbye",
    "friend-gone",
    2,
    "\\b(?:left|wrote|sent)\\b[^.?!]{0,40}?\\b(?:sorry for everything|thanks for everything|you were the best)\\b|\\bthe last (?:assignment|message|thing|time) i will ever\\b" +
      "|\\bsmell of gas\\b|\\bleft (?:without|his|her) (?:his |her )?(?:phone|wallet)\\b",
    { match: ["He left a note saying sorry for everything", "this is the last assignment I'll ever hand in"] },
  ),
];
