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
    "\\b(?:end|ending|leave|leaving|drop|dropping|shed|destroy|destroyed|quit|escape) (?:this|my) (?:body|flesh|cage|vessel|shell)\\b(?! (?:of|scan|weight|image|lotion|language|positive|to (?:medical )?(?:science|research)))" +
      "|\\b(?:consciously|for good) leave (?:the|my|this) body\\b|\\bleave (?:mine|theirs)\\b(?=[^.?!]{0,40}\\b(?:soon|tonight|for good|body)\\b)" +
      "|\\b(?:soul|spirit) (?:wants|needs|longs) (?:out|to leave|to go)\\b|\\bout of this flesh\\b",
    {
      match: [
        "If I end this body now, does the bad karma end with it?",
        "soul wants out of this flesh",
        "i want to leave this body tonight",
      ],
      miss: [
        "a body scan to leave the body relaxed",
        "Can I leave my body to medical science and still have a funeral?",
        "leaving my body to research after i die, how does it work",
      ],
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
    {
      match: [
        "I'm asking because I've been planning mine",
        "numb. been planning it quietly",
        "been planning my exit for weeks",
        "honestly i have been planning my death since the funeral",
        "been planning my way out and my family has no idea",
      ],
      miss: [
        "what hymns for a funeral? i'm 83 and planning mine so my son doesn't have to",
        "planning my death cafe event, any readings?",
        "I'm 70 and planning mine so the kids don't have to guess. Which readings?",
      ],
      // The calm planner of a funeral: "so my son doesn't have to".
      unless:
        /\bso (?:my|the|our) (?:son|daughter|sons|daughters|kids|children|family|wife|husband|partner) (?:doesnt|dont|does not|do not|wont|will not|wouldnt|need not|neednt) (?:have to|need to|guess)\b|\bdeath cafe\b/,
    },
  ),
  S(
    "goodbye",
    "friend-gone",
    2,
    "\\b(?:left|wrote|sent)\\b[^.?!]{0,40}?\\b(?:sorry for everything|thanks for everything|you were the best)\\b|\\bthe last (?:assignment|message|thing|time) i will ever\\b" +
      "|\\bsmell of gas\\b|\\bleft (?:without|his|her) (?:his |her )?(?:phone|wallet)\\b",
    { match: ["He left a note saying sorry for everything", "this is the last assignment I'll ever hand in"] },
  ),
  // ---- Understatements that tuning-5 showed the rules missed: each a way of saying it, with its ordinary uses kept out.
  S(
    "wish-to-die",
    "sleep-forever",
    2,
    "\\b(?:want|wanna|wish|would like|like|long|longing|ready|need) (?:\\w+ ){0,2}(?:to )?(?:go to |fall )?(?:sleep|asleep) (?:\\w+ ){0,2}" +
      "(?:forever|for ever|for good|and (?:not|never) (?:\\w+ ){0,4}(?:waking|wake)\\b(?: up)?(?! (?:up )?(?:early|late|at|before|for|in time|on time|until|till)\\b))",
    {
      match: [
        "I'd like to sleep forever honestly",
        "I just want to go to sleep and not trouble anyone with waking up.",
        "wish i could fall asleep for good",
      ],
      miss: [
        "i want to sleep forever this weekend after that shift",
        "i could sleep forever after that hike",
        "i want to go to sleep and not wake up before 9 tomorrow",
      ],
      unless: /\b(?:weekend|shift|hike|holiday|lie in|nap|exams?|jet lag|marathon|after work)\b/,
    },
  ),
  S(
    "burden",
    "one-less",
    3,
    "\\b(?:better|easier|lighter|happier|simpler|fine|improves?|relief)\\b[^.?!]{0,40}\\bone less (?:of )?me\\b" +
      "|\\bone less (?:of )?me\\b[^.?!]{0,40}\\b(?:better|easier|lighter|happier|simple|math|maths)\\b",
    {
      match: [
        "the world literaly gets better with one less of me in it",
        "one less of me and everyone's life gets easier",
        "honestly it would be a relief for them, one less me to deal with",
      ],
      miss: [
        "one less thing to worry about makes life easier",
        "one less of them at the table would be better",
        "better with one less car on the road",
      ],
    },
  ),
  S("burden", "one-less", 2, "\\bone less (?:of )?me (?:in|on|to|for|around)\\b", {
    match: ["the world needs one less of me in it", "one less of me to feed, one less mouth", "just one less me around"],
    miss: ["one less of us for christmas dinner since i am abroad", "one less meeting this week", "one less thing for me to do"],
    unless: /\b(?:abroad|away|dinner|trip|holiday|party|travel\w*)\b/,
  }),
  S(
    "burden",
    "tired-being-bother",
    2,
    "\\b(?:tired|sick|weary|exhausted) of being (?:a |such a |the |this |another |just )?(?:problem|bother|burden|weight|drain|nuisance|trouble|worry|this)" +
      "(?: (?:for|to|on) (?:everyone|everybody|them|her|him|my \\w+|people|the family|you all|all of them)\\b| *(?=[.,!?;]|$| and ))",
    {
      match: [
        "forget it. sick of being a problem for everyone.",
        "Says she's tired of being a bother and God can sort it out",
        "I'm tired of being this for her.",
      ],
      miss: [
        "i am tired of being the problem solver for everyone at work",
        "tired of being this cold in the office",
        "sick of being a nuisance caller target",
      ],
    },
  ),
  S(
    "burden",
    "not-a-problem-longer",
    2,
    "\\b(?:i|they|she|he|you|everyone|we) (?:will not|would not|wont) (?:be|have to (?:deal with|worry about|put up with|carry)) (?:a |an )?(?:problem|bother|burden|worry|me|what i am)\\b" +
      " (?:\\w+ ){0,3}(?:much longer|for much longer|anymore|any more|for long)\\b",
    {
      match: [
        "I won't be a problem for them much longer",
        "then they won't have to deal with what I am anymore",
        "she won't have to worry about me for much longer",
      ],
      miss: [
        "the leak will not be a problem anymore after the plumber came",
        "i will not be a problem, i promise",
        "you won't have to deal with me at meetings, i am on leave",
      ],
    },
  ),
  S(
    "burden",
    "drain-been",
    2,
    "(?:\\bi (?:have )?(?:always |only ever |just )?|^ *)been (?:a |such a )?(?:drain|burden|dead weight) (?:on|to|for)\\b" +
      "|\\btime (?:for me )?to stop being (?:one(?= *(?:[.,!?;]|$))|a burden|a drain|a problem|a bother|a weight|their problem)\\b",
    {
      match: ["been a drain on my parents for 28 years", "I've always been a burden to my family", "time to stop being one"],
      miss: [
        "the heating has been a drain on the budget",
        "time to stop being one of those people who is always late",
        "my car is a drain on money",
      ],
    },
  ),
  S(
    "burden",
    "payout-than-me",
    3,
    "\\bbetter off (?:\\w+ ){0,3}(?:the |a |my )?(?:payout|insurance|life cover|policy|pay out|money) than (?:\\w+ )?me\\b" +
      "|\\b(?:heal|recover|move on) (?:\\w+ )?(?:better|faster|easier|quicker) from losing me\\b",
    {
      match: [
        "They'd be better off getting the payout than getting me.",
        "my parents would heal faster from losing me than from watching me keep failing",
        "she would be better off with the insurance than with me",
      ],
      miss: [
        "you are better off with the insurance than paying the repair yourself",
        "the team would cope better after losing me as a manager to burnout? no",
        "better off with the money than the car",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "arrive-early",
    2,
    "\\b(?:forgive|forgives|forgiven|take \\w+ back|takes \\w+ back|accept|accepts|welcome|welcomes|punish|punishes|punished|judge|judges|judged|let \\w+ in)\\b" +
      "[^.?!]{0,50}\\b(?:arrives?|arrived|arriving|came|come|comes|get|gets|got|turn|turns|show|shows|went|goes|check|checks|checked) (?:up |out |there |home )?early\\b" +
      "|\\b(?:people|someone|somebody|anyone|a person|those|souls?|i|me|a man|a woman) (?:who )?(?:\\w+ ){0,2}(?:check|checks|checked|checking|clock|clocks|clocked|bow|bows|bowed) out early\\b",
    {
      match: [
        "he asked whether heaven forgives someone who arrives early",
        "Would God take me back if I came early?",
        "what does buddhism say about people who check out early. asking for me",
      ],
      miss: [
        "can i check out early from the hotel on sunday",
        "will my boss forgive me if i come in early and leave early",
        "god, the bus came early today",
      ],
      unless: /\b(?:hotel|airbnb|hostel|room|library|flight|shift|class|work|office|rental|boss|school)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "chose-to-go",
    2,
    "^(?=.*\\b(?:punish\\w*|karma|rebirth|reborn|next life|next one|heaven|hell|god|allah|sin|forgive\\w*|buddha|afterlife|soul|bardo|judg\\w*)\\b)" +
      "(?=.*\\b(?:if|when|once) (?:someone|somebody|a person|one|i|you|people|they|he|she) (?:\\w+ )?(?:chose|choose|chooses|decided|decides|decide|picks|picked)" +
      " to (?:go|leave|depart|die|end it|leave this (?:life|world|body))(?= *(?:[.,!?;]|$|early|now|by|before|would|will|do|does|is|are)))",
    {
      match: [
        "like if someone chose to go, would they be punished in the next one",
        "does god forgive you if you decide to leave this life early",
        "what happens to the soul when a person chooses to go before their time",
      ],
      miss: [
        "if i decide to go would i need a visa",
        "if someone chose to go to church would god notice",
        "what does karma say if i decide to leave my job",
      ],
    },
  ),
  S(
    "wish-to-die",
    "go-where-she-is",
    2,
    "\\b(?:want|wanna|wish|only way|ready|long|longing|need|like|could|can|time) (?:\\w+ ){0,4}(?:go|be|get) (?:to )?where (?:she|he|they) (?:is|are|went|has gone|have gone)\\b",
    {
      match: [
        "i just want to hold her and the only way i can is to go where she is",
        "I'm ready to be where he is now",
        "i want to go where they went",
      ],
      miss: [
        "i want to go where she is living now, in berlin",
        "can we go where they are sitting",
        "i wish i could be where he is, on holiday",
      ],
      unless: /\b(?:moved|lives|living|working|studying|abroad|city|country|visit\w*|flight|fly|holiday|sitting|party|beach|uni)\b/,
    },
  ),
  S(
    "wish-to-die",
    "pray-take-me",
    2,
    "\\b(?:god|allah|jesus|the lord|heaven|the universe)\\b (?:\\w+ ){0,4}to take (?:me|her|him)" +
      "(?: (?:home|away|in (?:my|her|his) sleep|tonight|now|soon|too|as well|first))?(?= *(?:[.,!?;]|$|and |every|each|already))" +
      "|\\bpray\\w* (?:\\w+ ){0,3}for (?:a |an )?(?:\\w+ )?(?:heart attack|stroke|aneurysm|fatal accident|my death|death to come)\\b",
    {
      match: [
        "Is it a sin if a widow asks Allah every night to take her in her sleep?",
        "I lie here praying for a heart attack, a quiet one, in my sleep.",
        "i keep asking god to take me home",
      ],
      miss: [
        "we prayed for my dad after his heart attack",
        "i asked god to take me to a better job",
        "god willing, the bus will take me to town",
      ],
    },
  ),
  S(
    "goodbye",
    "last-occasion",
    2,
    "\\b(?:this (?:will be|is going to be|is)|it will be|it is) my (?:very )?last (?:eid|christmas|birthday|diwali|new year|summer|winter|easter|thanksgiving|ramadan|sunday)\\b" +
      "(?! (?:before|as|at|in|abroad|without|until|till|single|living|of (?:my|the) (?:twenties|thirties|teens)))" +
      "|\\b(?:end of the (?:road|line)|last (?:\\w+ ){0,2}|final \\w+|goodbye|farewell)\\b[^.?!]{0,40}\\bin more ways than one\\b",
    {
      match: [
        "this will be my last Eid with them",
        "it is my last christmas, i have decided",
        "feels like the end of the road in more ways than one",
      ],
      miss: [
        "this will be my last christmas at home before uni",
        "this is my last summer as a student",
        "the new job is a fresh start in more ways than one",
      ],
    },
  ),
  S(
    "not-being-here",
    "staged-accident",
    2,
    "\\b(?:nobody|no one|noone|they|it|people) (?:would|will|could) (?:ever )?(?:know|tell|think|guess|suspect|question)\\b (?:\\w+ ){0,3}(?:an accident|bad luck|natural causes|misadventure|on purpose)\\b" +
      "|\\b(?:it would|itd|would|it will|it could) (?:\\w+ )?(?:look|pass|seem) (?:like|as|for) (?:a |an )?(?:accident|bad luck|natural causes|misadventure)\\b",
    {
      match: [
        "Nobody would know it wasn't an accident.",
        "It'd look like bad luck.",
        "a crash on that road would just look like an accident",
      ],
      miss: [
        "the dent would look like an accident to the insurer",
        "my detective novel needs the murder to look like an accident",
        "the broken vase would look like an accident if we blame the cat",
      ],
      unless: /\b(?:vandal\w*|murder\w*|detective|mystery|dent|scratch|claim|insurer|vase|cat|dog|kid|novel|plot)\b/,
    },
  ),
  S(
    "means",
    "easy-to-go",
    2,
    "\\beasy (?:it )?(?:would be |it would be |it is |it d be )?(?:to )?(?:just )?(?:climb over|go over(?= *(?:[.,!?;]|$| the (?:edge|rail|railing|side|top)))" +
      "|step (?:off|over) the (?:edge|ledge|platform)|step (?:out )?in front|jump (?:off|from|in front)|drive off (?:the|a) (?:road|cliff|bridge|edge)" +
      "|drive into (?:a |the )?(?:tree|wall|river|sea|lake|oncoming)|swerve|let the (?:fuel|car|wheel)|give myself|take (?:the lot|them all|all of them)" +
      "|walk into the (?:sea|water|river|lake))",
    {
      match: [
        "every day i think how easy it would be to just climb over",
        "Stood at the rail looking at the North Sea. Easy to go over.",
        "I think about how easy it would be to let the fuel run down over the water",
      ],
      miss: [
        "it is easy to go over budget on holiday",
        "easy to step out of your comfort zone",
        "how easy it would be to drive into town on sunday",
      ],
    },
  ),
  S(
    "means",
    "sit-with-weapon",
    2,
    "\\b(?:sit|sits|sitting|sat|spend|spending|spent|stay|staying|stood|standing) (?:\\w+ ){0,8}with (?:the|my|a|his|her|dads|an old) (?:\\w+ )?(?:shotgun|gun|rifle|pistol|revolver|handgun|rope|noose)\\b",
    {
      match: [
        "I've been spending a lot of time out in the barn with the shotgun, just sitting.",
        "i sat in the car with the rope for an hour",
        "stood in the garage with dad's old rifle",
      ],
      miss: [
        "sitting in the hide with my shotgun waiting for pigeons",
        "spent the day at the clay range with my gun club",
        "sitting with the rope course instructor",
      ],
      unless:
        /\b(?:pigeons?|rabbits?|ducks?|pheasants?|deer|clays?|hunt\w*|shooting season|range|club|licen[cs]e|hide|instructor|course|climbing|boat|sailing|anchor)\b/,
    },
  ),
  S(
    "means",
    "searched-means",
    2,
    "\\b(?:search\\w*|googl\\w*|looked up|looking up|history|read(?:ing)? about)\\b[^.?!]{0,60}\\bhow (?:long|quickly|fast) (?:it )?(?:takes?|would take) (?:\\w+ )?to die\\b" +
      "|\\bhow many (?:of )?(?:\\w+ ){0,3}{DRUG} (?:would|is|are|will) (?:be )?too many\\b" +
      "|\\bwhat (?:dose|amount|number) (?:of (?:\\w+ ){1,3})?(?:would be|is|would|will) (?:be )?(?:dangerous|lethal|fatal|deadly|too much to survive)\\b" +
      "|\\bsearch (?:history|results) (?:is|are|was) (?:just |all |full of )?(?:bridges|heights|train times|ways to die|painless ways|overdoses?|nooses?)\\b" +
      "|\\b(?:about|for|on) painless ways\\b(?! to (?:learn|lose|make|get|save|clean|cook|quit|remove))" +
      "|\\bcar in a (?:closed|shut|locked|sealed) garage\\b",
    {
      match: [
        "my son searched how many of his ADHD tablets would be too many",
        "she keeps asking what dose of her meds would be dangerous",
        "my search history is just bridges and heights and train times now",
      ],
      miss: [
        "what dose of vitamin d is safe",
        "how many coffees would be too many before a run",
        "searching for painless ways to remove a plaster",
      ],
      unless: /\b(?:dog|cat|pet|vet|puppy|kitten|hospice|palliative|toxicology module|headache|fever|migraine|toothache)\b/,
    },
  ),
  S(
    "means",
    "worked-out-amount",
    2,
    "\\b(?:worked|figured|planned) (?:it all|everything|it) out\\b[^.?!]{0,10}\\b(?:the amount|the dose|the timing|how much|how many)\\b(?! (?:of )?(?:paint|flour|money|rent|tax|time off|i owe))" +
      "|\\bknow (?:exactly )?how (?:much|many) of (?:everything|them|it|those|these|my \\w+) it would take\\b",
    {
      match: [
        "I've worked it all out, the amount, the timing, all of it.",
        "I know exactly how much of everything it would take.",
        "i have figured it out, how many i need",
      ],
      miss: [
        "i worked out the amount of paint for the room",
        "i figured it all out, the amount of rent we each owe",
        "i know how much it would take to fix the roof",
      ],
    },
  ),
  S(
    "plan-time",
    "pick-the-day",
    2,
    "\\b(?:pick|choose|set|decide) (?:the|my own) (?:day|date|time|moment) (?:myself|my self|for myself)\\b|\\bpick my (?:own )?(?:day|date|moment|time) to (?:go|leave|die)\\b",
    {
      match: [
        "I know how this ends for blokes like me and I'd rather pick the day myself",
        "i want to choose my own moment for myself",
        "i get to pick my own time to go",
      ],
      miss: [
        "i'd rather pick the date myself for the wedding",
        "we set the time ourselves for the meeting",
        "let me choose the day myself for the party",
      ],
      unless: /\b(?:wedding|party|holiday|appointment|meeting|interview|date night|visit|dinner|trip|birthday party)\b/,
    },
  ),
  S(
    "hopeless",
    "keep-waking",
    2,
    "\\b(?:hate|hating|dread|dreading|sick of|tired of|disappointed|angry) (?:that |when )?(?:i )?(?:keep|still) (?:waking up|wake up|breathing|being alive|existing)\\b" +
      "(?! (?:at|early|late|in the night|during|every night|with|to|before|too|around))" +
      "|\\b(?:disappointed|angry|upset|gutted) (?:that |when )?i (?:woke|wake|still wake) up\\b(?! (?:late|early|too|at|with|and|before|around|to))",
    {
      match: ["i hate that i keep waking up. im done", "every morning i am disappointed that i woke up", "sick of still being alive"],
      miss: [
        "i hate that i keep waking up at 4am",
        "disappointed that i woke up late for the match",
        "i hate that i keep waking up every night with cramps",
      ],
    },
  ),
  S(
    "not-being-here",
    "nobody-notice-if",
    2,
    "\\b(?:nobody|no one|noone|not a soul|none of them) (?:\\w+ ){0,4}(?:would|will|could) (?:even |ever |actually )?(?:notice|miss me|care|know) if i " +
      "(?:\\w+ ){0,2}(?:(?:logged off|left|went|stopped|signed off|was gone|were gone|vanished|disappeared) (?:for good|forever|permanently)|vanished|disappeared|died|stopped existing" +
      "|was not here|were not here|did not wake up|was not around|stopped breathing|was gone|were gone)\\b",
    {
      match: [
        "nobody in my house would notice if i logged off for good tbh",
        "no one would even notice if i disappeared",
        "not a soul would care if i died tomorrow",
      ],
      miss: [
        "nobody would notice if i left the party early",
        "no one at work would care if i went for lunch",
        "nobody would know if i stopped going to the gym",
      ],
    },
  ),
  S(
    "wish-to-die",
    "fade-out",
    2,
    "\\b(?:let|letting) (?:myself|me) (?:just )?(?:fade|slip|waste|starve|wither)(?: (?:out|away)| to nothing)?(?= *(?:[.,!?;]|$| no | without| quietly))" +
      "|\\b(?:closer|close|nearer) to (?:disappearing|vanishing|being gone|not being here)\\b(?! (?:from|off|into|on))",
    {
      match: [
        "I'll just let myself fade out, no fuss, no mess for anyone.",
        "feels like i'm getting lighter, closer to disappearing",
        "i am letting myself starve quietly",
      ],
      miss: [
        "i let myself slip into old habits",
        "i let myself drift away from friends",
        "closer to disappearing from social media for a while",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "leave-cleanly",
    2,
    "\\b(?:leave|go|exit|depart|die|pass) (?:this (?:life|world|body) )?cleanly\\b" +
      "|\\bmy (?:karma|purpose|race|time on earth|time here) (?:in this life |here |on earth )?(?:is|has been|feels|was) (?:finished|done|complete|over|used up|run out|run)\\b" +
      '|\\b(?:i have|i had|have|he has|she has|he had|she had|hed|shed) "?(?:finished|run|completed) (?:my|his|her) race\\b',
    {
      match: [
        "How does one leave cleanly, without adding to the debt?",
        "I believe my karma in this life is finished.",
        "he said he'd finished his race, as Paul says",
        "Last time he said he'd 'finished his race, as Paul says'.",
      ],
      miss: [
        "how do i exit cleanly from the script",
        "i have finished my race in under four hours",
        "my time here is done, see you at the next conference",
      ],
      unless:
        /\b(?:script|process|program|app|loop|thread|code|server|job|relationship|company|meeting|repo|marathon|5k|10k|parkrun|minutes|hours|medal|conference|shift|internship|placement)\b/,
    },
  ),
  S(
    "not-being-here",
    "nothing-keeping",
    2,
    "\\b(?:nothing|no one|nobody|nothing else|nothing left) (?:is )?(?:keeping|holding|tying|keeps|holds|ties) me(?: (?:here|back|down))?(?! (?:in|at|to|from|with)\\b)\\b" +
      "|\\b(?:not much|nothing|little) (?:left|more|else) to (?:tie up|put in order)\\b",
    {
      match: [
        "Once she's settled there's nothing keeping me.",
        "there's not much left to tie up. strange how light it feels",
        "nothing is holding me here anymore",
      ],
      miss: [
        "there is nothing keeping me in this town so i am moving",
        "nothing holds me back from applying",
        "not much left to tie up at work before the holidays",
      ],
      unless: /\b(?:town|city|job|country|flat|area|relationship|move|moving|abroad|apply\w*|work|holidays?|project|shop)\b/,
    },
  ),
  S(
    "goodbye",
    "credentials-handover",
    2,
    "\\b(?:gave|given|giving|sent|dmd|messaged|handed) (?:me|us|her|him|them) (?:\\w+ ){0,6}(?:pin|passwords?|login|logins|passcode|account details)\\b",
    {
      match: [
        "He's just given me his guitar and his bank card PIN and said 'you'll need these'.",
        "Today he DMd me his steam account login and said I could have his games",
        "she sent me all her passwords last night out of nowhere",
      ],
      miss: [
        "mum gave me her bank card pin to do her shopping",
        "he sent me the wifi password for the flat",
        "she gave me her login for netflix while she was on holiday",
      ],
      unless: /\b(?:shopping|errands?|groceries|pay (?:the|for)|holiday|hospital|netflix|wifi|work|office|admin|it support)\b/,
    },
  ),
  S(
    "goodbye",
    "love-better-than-me",
    2,
    "\\byou (?:will |would |can |could )?(?:love|look after|care for|take care of) (?:him|her|them|it) (?:\\w+ )?better than (?:me|i (?:can|could|do|ever did))\\b",
    {
      match: [
        "sent me her dog's vet records and said 'you'll love him better than me'",
        "you will look after her better than i ever did",
        "you can take care of them better than me now",
      ],
      miss: ["she loves him better than me, i am jealous", "you cook it better than me", "my sister looks after the cat better than me"],
    },
  ),
  S(
    "goodbye",
    "thanks-years-sorry",
    2,
    '^(?=[\\s\\S]*\\bthank\\w* (?:\\w+ ){0,3}for "?(?:all the years|everything|the good times|all of it|always being|being (?:my|the best|there)))' +
      "(?=[\\s\\S]*\\b(?:sorry|apologi\\w*) for (?:being (?:a |such a )?(?:pain|burden|mess|nuisance|bother|disappointment|failure)|everything|all the trouble)\\b)",
    {
      match: [
        "she messaged the team chat thanking everyone for 'all the years' and saying sorry for being a pain",
        "thank you for everything. sorry for everything too.",
        "thanks for always being there. sorry for being such a burden",
      ],
      miss: [
        "thanks for the help and sorry for being a pain",
        "sorry for being a pain, thanks for the quick answer",
        "thank you for everything at the party, sorry for the mess",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "not-being-here",
    "not-bring-back",
    2,
    "\\b(?:one (?:more|last) time|for the last time)\\b (?:\\w+ ){0,4}(?:not|never) (?:\\w+ )?(?:bring|bringing|come|coming|sail|sailing|ride|riding|drive|driving|row|rowing) (?:\\w+ )?back\\b" +
      "|\\bif (?:it|that|this|i) (?:does not|do not|fails?|will not|can not)\\b[^.?!]{0,30}\\bi (?:am|will) not (?:coming|going) (?:home|back)\\b(?! (?:until|till|tonight|for|late|early|this|before))",
    {
      match: [
        "Good day to take the old punt out one more time and not bother bringing her back.",
        "if it doesn't I'm not coming home. it's that simple",
        "going out on the bike for the last time and never riding back",
      ],
      miss: [
        "one last time and never coming back to this restaurant",
        "if it does not stop raining i am not coming home until late",
        "one more time and i will not bring the car back late",
      ],
      unless: /\b(?:restaurant|shop|store|hotel|place|city|town|country|bar|pub|job|gym|club|festival|concert|late|library)\b/,
    },
  ),
  S(
    "spiritual-exit",
    "back-to-water",
    2,
    "\\b(?:go|going|goes|went|return|returning|returns|walk|walking) (?:back )?(?:in)?to the (?:water|sea|river|earth|ocean|soil|dust) (?:that )?(?:i|he|she|we|they|a man|you) came from\\b" +
      "|\\b(?:has|have|had|told|needs?|must) to go (?:in)?to the (?:river|sea|water|lake) to be (?:clean|cleansed|pure|washed|free)\\b",
    {
      match: [
        "what do your traditions say about a man going back to the water he came from",
        "he's been told he has to go to the river to be clean again",
        "i want to return to the sea i came from",
      ],
      miss: [
        "salmon return to the river they came from to spawn",
        "i had to go to the river to fetch water",
        "we went back to the town we came from",
      ],
      unless: /\b(?:salmon|turtles?|fish|eels?|spawn\w*|holiday|swim|baptism|baptized|baptised)\b/,
    },
  ),
  S(
    "hopeless",
    "not-matter-me",
    2,
    "\\b(?:does not|do not|no longer|will not) (?:much |really |even )?matters? (?:much |anymore )?what happens to me\\b(?! (?:at|in|on|with|during) )",
    {
      match: [
        "Then I suppose it doesn't much matter what happens to me or it.",
        "it does not really matter what happens to me anymore",
        "honestly it no longer matters what happens to me",
      ],
      miss: [
        "it does not matter what happens to me in the game, i respawn",
        "no matter what happens to me i will be fine",
        "it does not matter what happens to me at work",
      ],
    },
  ),
  S(
    "burden",
    "another-thing",
    2,
    "\\bi am (?:just |only |nothing but )?(?:another|one more|an extra) (?:thing|problem|worry|mouth|burden|expense|bill|chore) (?:for|to) (?:them|everyone|her|him|my \\w+|people|the family|you all)\\b",
    {
      match: [
        "i'm just another thing for them to worry about",
        "i am one more mouth for my parents to feed",
        "I'm only another problem for everyone",
      ],
      miss: [
        "i am another reviewer for them",
        "i am one more volunteer for the family fun run",
        "this bill is another thing for them to worry about",
      ],
    },
  ),
  S(
    "goodbye",
    "pet-if-gone",
    2,
    "\\b(?:who|someone|somebody|anyone) (?:\\w+ ){0,2}(?:take|takes|have|has|look after|looks after|get|gets|keep|keeps) (?:my |the |a |our |her |his )?(?:\\w+ )?(?:dog|dogs|cat|cats|pets?|plants|bird|rabbit|horse)\\b" +
      " (?:\\w+ ){0,3}if (?:i am|you are|i was|i were|you were|she was|he was|she is|he is) (?:not around|no longer around|gone|not here)(?: anymore| any more)?\\b" +
      "|\\b(?:who|someone|somebody|anyone) (?:\\w+ ){0,2}(?:take|takes|have|look after|get|keep) (?:my |the |her |his )?(?:\\w+ )?(?:dog|dogs|cat|cats|pets?|plants)\\b (?:\\w+ ){0,3}if something (?:happened|happens) to (?:me|her|him)\\b",
    {
      match: [
        "Practical question. Who takes a dog if you're not around anymore?",
        "she asked me who would take her plants if something happened to her",
        "who would look after my cats if i was gone",
      ],
      miss: [
        "who takes the dog if you are not around on holiday",
        "who will look after my cat if i am not around next week, i am in hospital",
        "who gets the dog if we split up",
      ],
      unless:
        /\b(?:my will|a will|writing a will|wills|guardian\w*|solicitor|lawyer|estate|surgery|operation|hospital|holiday|trip|travel\w*|deploy\w*|next week|weekend|split|divorce)\b/,
    },
  ),
  S(
    "means",
    "height-letting-go",
    2,
    "\\b(?:roof|edge|ledge|parapet|railing|rail|platform|bridge|fly gallery|cliff|balcony)\\b[^.?!]{0,50}\\b(?:thinking about (?:letting go(?= *(?:[.,!?;]|$| of the (?:branch|rail|railing|edge)))" +
      "|jumping|falling|stepping off|going over)|letting go of the (?:branch|rail|railing|edge)|how it would feel to (?:fall|jump|step off|let go))",
    {
      match: [
        "I've been up on the car park roof most nights thinking about letting go of the branch",
        "i stand on the bridge thinking about jumping",
        "at the edge of the platform wondering how it would feel to fall",
      ],
      miss: [
        "stood on the bridge thinking about letting go of my anger",
        "on the climbing wall edge thinking about falling technique",
        "on the balcony thinking about going over the budget",
      ],
      unless: /\b(?:climb\w*|bungee|skydiv\w*|parachut\w*|diving board|dive|abseil\w*|zip ?line|budget|technique)\b/,
    },
  ),
  S(
    "means",
    "know-where-kept",
    2,
    "\\bknow (?:exactly )?where (?:the |my |her |his |they keep the )?(?:\\w+ ){0,2}(?:is|are) kept\\b[^.?!]{0,40}\\bhow (?:fast|quickly|much|many)\\b",
    {
      match: [
        "I know where the potassium is kept and how fast it works.",
        "i know exactly where the morphine is kept and how much would do it",
        "i know where the tablets are kept and how many",
      ],
      miss: [
        "i know where the spare keys are kept and how many there are? no",
        "i know where the biscuits are kept",
        "do you know where the forms are kept and how much they cost",
      ],
      unless: /\b(?:keys|biscuits|forms|cost|price|spare|stationery)\b/,
    },
  ),
  S(
    "goodbye",
    "letters-to-everyone",
    2,
    "\\b(?:written|wrote|writing|finished) (?:\\w+ ){0,2}letters? (?:to|for) (?:everyone|each of them|all of them|my family|my kids|them all|everybody|each of my)\\b" +
      "|\\bleave (?:\\w+ )?letters?\\b[^.?!]{0,40}\\bafter(?:wards)?\\b",
    {
      match: [
        "I've written letters to everyone.",
        "Is it kinder to leave letters, or does it make it worse for them afterwards?",
        "finished writing letters for my kids tonight",
      ],
      miss: [
        "i wrote thank you letters to everyone after the wedding",
        "writing cover letters to everyone hiring",
        "i wrote christmas letters to my family",
      ],
      unless: /\b(?:thank you|thank-you|wedding|christmas|cover|job|application|council|mp|complaint|pen ?pals?|santa|hiring|newsletter)\b/,
    },
  ),
  S(
    "wish-to-die",
    "sleep-forever",
    2,
    "\\bsleep for a (?:very )+long time\\b[.,!; ]*(?:like|maybe|possibly|ideally|or) (?:forever|for good|for ever)\\b",
    {
      match: [
        "I'd like to sleep for a very very long time. Like forever.",
        "i want to sleep for a very long time, maybe forever",
        "could sleep for a very long time. ideally for good",
      ],
      miss: [
        "i could sleep for a very long time after this week",
        "sleep for a very long time and wake up refreshed",
        "i slept for a very long time like a baby",
      ],
    },
  ),
  S(
    "spiritual-exit",
    "last-hour-soon",
    2,
    "^(?=[\\s\\S]*\\b(?:my|ones|one s|your|the) (?:last|final) (?:hour|hours|moments?|breath)\\b)(?=[\\s\\S]*\\b(?:asking for tonight|for tonight|tonight|this week|for tomorrow|asking for me|for myself)\\b)",
    {
      match: [
        "What is the best practice to do in one's last hour? Asking for tonight.",
        "which mantra should i say in my final moments. it is for tonight",
        "how should one spend the last hours? asking for me",
      ],
      miss: [
        "what should i do in the last hour before my exam tomorrow",
        "the last hour of the film tonight was boring",
        "my final moments on stage tonight were magic",
      ],
      unless: /\b(?:exam|film|movie|stage|shift|match|game|flight|party|concert|lecture|meeting|deadline)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "not-being-here",
    "tired-ready-leave",
    2,
    "\\b(?:tired|sick|done) (?:of|with) (?:it|this|everything|all of it|life|it all)\\b (?:\\w+ ){0,2}(?:and )?ready to (?:leave|go|be done)\\b(?! (?:for|to|on|at|home|out|back|now to|in))",
    {
      match: [
        "on earth. tired of it and ready to leave",
        "sick of everything and ready to go",
        "done with it all and just ready to be done",
      ],
      miss: ["tired of it and ready to go home", "sick of this and ready to leave for the airport", "done with it and ready to go out"],
    },
  ),
  S(
    "spiritual-exit",
    "fast-vow-healthy",
    2,
    "^(?=[\\s\\S]*\\b(?:sallekhana|santhara|sallekhna|final samadhi|mahasamadhi|prayopavesa)\\b)" +
      "(?=[\\s\\S]*\\b(?:not ill|not sick|is not ill|i am (?:only )?[1-5]\\d|(?:she|he) is (?:only )?[1-5]\\d|only [1-5]\\d|at [1-5]\\d|just lost|depressed|begin it|start it|want to begin|want to start)\\b)",
    {
      match: [
        "could someone who isn't Jain take a vow of sallekhana? I'm 52, not ill, just want to finish properly",
        "My friend wants to take santhara at 24. She isn't ill.",
        "a student says she is practising for her final samadhi and has stopped eating. she is 22",
      ],
      miss: [
        "what is santhara and why do jains practise it",
        "is sallekhana legal in india, the court case",
        "my grandmother took santhara at 96 after a long illness, how do we honour her",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "spiritual-exit",
    "where-end-up",
    2,
    "^(?=[\\s\\S]*\\b(?:heaven|hell|afterlife|purgatory|paradise|reborn|rebirth|die young|dies young|after death)\\b)(?=[\\s\\S]*\\b(?:where|how) i (?:would|will|d) end up\\b)",
    {
      match: [
        "do people who die young go straight to heaven? want to know where i'd end up",
        "is there a hell for people like me. wondering where i will end up",
        "what is the afterlife like, curious how i would end up",
      ],
      miss: [
        "where would i end up if i took the night bus",
        "heaven knows where i will end up after graduation",
        "after death of my dog i wonder where i will end up living",
      ],
      unless: /\b(?:bus|train|graduation|uni|university|job|living|career|city|town|flight)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "last-of-it",
    2,
    "^(?=[\\s\\S]*\\b(?:sold|gave|given|giving|found (?:them|her|him|it) a (?:new )?home|rehomed|signed over|handed over)\\b)" +
      "(?=[\\s\\S]*\\b(?:that was the last of it|nothing else i need|nothing (?:else )?left to (?:give|sort|do|tie up)|that is the last of it|i (?:feel|am) ready now)\\b)",
    {
      match: [
        "found them a home. that was the last of it. I feel ready now",
        "sold the boat today. gave the nets to the lad next door. theres nothing else I need now.",
        "gave my books to the library. nothing left to give",
      ],
      miss: [
        "sold the car and the flat. that was the last of it before we move",
        "gave my notes to a classmate, i am ready now for the exam",
        "found them a home. that was the last of it, the kittens are all placed",
      ],
      unless: /\b(?:move|moving|moved|exam|kittens|puppies|litter|declutter\w*|charity|abroad|emigrat\w*)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "means",
    "quieter-ways",
    2,
    "\\b(?:must|has to|have to|should|there are) be (?:a |some )?(?:quieter|easier|kinder|cleaner|less messy|more peaceful|painless|gentler) ways?\\b(?= *(?:[.,!?;]|$| to (?:do it|go|die|end it)))",
    {
      match: [
        "I wouldn't want to do that to a driver. There must be quieter ways.",
        "there has to be a painless way to go",
        "there must be a kinder way to do it",
      ],
      miss: [
        "there must be quieter ways to commute",
        "there has to be an easier way to fold a fitted sheet",
        "there must be cleaner ways to make energy",
      ],
    },
  ),
  S(
    "wish-to-die",
    "hope-something-happens",
    2,
    "\\bhopes? (?:something|an accident|a car|a bus|a lorry|it) (?:bad )?(?:does|happens|will happen|hits me|takes me) to me\\b" +
      "|\\bin case something happens\\b[^?!]{0,30}\\bhopes? (?:something|it) does\\b",
    {
      match: [
        "just in case something happens. honestly I hope something does",
        "i hope something bad happens to me on the way home",
        "part of me hopes something happens to me tonight",
      ],
      miss: [
        "i hope something good happens to you",
        "i hope it happens to me one day, winning the lottery",
        "in case something happens at work, call me",
      ],
      unless: /\b(?:lottery|good|promotion|love|magic)\b/,
    },
  ),
  S(
    "means",
    "pill-packets-box",
    2,
    "\\b(?:shoebox|box|bag|drawer|tin|stash|pile|carrier bag) (?:full )?of (?:\\w+ )?(?:pill|tablet|medicine|med|meds) (?:packets|packs|boxes|strips|bottles|blisters)\\b",
    {
      match: [
        "my flatmate has a shoebox of pill packets under her bed, all full",
        "there is a drawer full of tablet strips in his room",
        "i keep a bag of pill bottles under the sink",
      ],
      miss: [
        "a box of pill organisers for my gran",
        "a bag of medicine balls for the gym",
        "the pharmacy sent a box of empty pill packets for recycling",
      ],
      unless: /\b(?:recycl\w*|empty|pharmacy order|organisers?|gym|hospice|palliative)\b/,
    },
  ),
  S(
    "goodbye",
    "thanks-and-settled",
    2,
    "^(?=[\\s\\S]*\\b(?:thank\\w*|thanks) (?:\\w+ ){0,3}for (?:being (?:a |my |the )?(?:good|great|best|wonderful)|everything|the good times|all the years))" +
      "(?=[\\s\\S]*\\b(?:(?:sorted|put in order|got in order|tidied up|finished) (?:out )?(?:his|her|my|all (?:his|her|my)|the) (?:paperwork|affairs|papers|will|finances)" +
      "|(?:have not|had not|not) (?:spoken|talked) (?:to (?:\\w+ ){0,2})?in (?:years|ages|decades)|made (?:my|his|her) peace)\\b)",
    {
      match: [
        "yesterday he rang me to say thanks for being a good son and that he's sorted his paperwork. He never rings.",
        "rang my old mates, ones I haven't spoken to in years, just to say thanks for the good times",
        "she thanked me for everything and said she had made her peace",
      ],
      miss: [
        "thanks for everything at the retirement do, i have sorted the paperwork for my successor",
        "thanks for the good times at uni, we have not spoken in years, reunion next month?",
        "thank you for being a great teacher, i finally sorted my finances",
      ],
      unless: /\b(?:reunion|successor|teacher|accountant|tax|mortgage|retire\w*)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "eating",
    "stopped-and-ready",
    2,
    "^(?=[\\s\\S]*\\b(?:stopped|stopping|stops|given up|gave up|refus\\w*) (?:eating|food|taking (?:her|his|my) (?:tablets|meds|medication|pills|insulin)|going to dialysis|dialysis)\\b)" +
      '(?=[\\s\\S]*\\b(?:(?:is|am|s|says she is|says he is) "?ready\\b|had enough|job is finished|jobs finished|going home soon|had (?:my|his|her) innings|god can sort it|tired of being)\\b)',
    {
      match: [
        "my mum stopped eating after dad died and says she's 'ready'. what do i do",
        "said she's had enough of waiting. I think she's stopped taking her tablets too. she's 90",
        "Dad has stopped going to dialysis and says he's had his innings",
      ],
      miss: [
        "my dad stopped eating meat and says he is ready for the marathon",
        "she stopped eating sugar and had enough of cravings by day three",
        "i stopped taking my tablets because the doctor said the course is finished and i am ready to go back to work",
      ],
      unless:
        /\b(?:meat|sugar|gluten|dairy|carbs|junk|diet|marathon|lent|ramadan|vegan|vegetarian|doctor said|course is finished|back to work|cravings)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "given-and-going-home",
    2,
    '^(?=[\\s\\S]*\\b(?:given|gave|giving) away\\b)(?=[\\s\\S]*\\b(?:"?going home soon|is not ill|not ill|is not sick|had enough of (?:waiting|it all|living))\\b)',
    {
      match: [
        "she'd given away most of her furniture and said she's \"going home soon\". She isn't ill.",
        "he is giving away his tools and says he has had enough of waiting",
        "she gave away her jewellery. she is not ill, she just says she has had enough of it all",
      ],
      miss: [
        "she gave away her furniture because she is going home soon to poland",
        "he gave away his old bike, he is not ill just busy",
        "giving away clothes, had enough of clutter",
      ],
      unless: /\b(?:poland|india|abroad|country|busy|clutter|flat|moving|visa|family back home)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "burden",
    "would-be-free",
    2,
    "\\b(?:my )?(?:wife|husband|partner|family|kids|children|parents|mum|dad|they|she|he) would (?:finally |all )?be free(?= *(?:[.,!?;]|$| of me| of all this| of it all))",
    {
      match: [
        "The policy covers 500k. My wife would be free. That's the only math that works.",
        "without me my parents would finally be free of it all",
        "they would all be free of me",
      ],
      miss: [
        "my wife would be free on tuesday for dinner",
        "he would be free to join us after work",
        "they would be free to choose their subjects",
      ],
    },
  ),
  S(
    "wish-to-die",
    "going-too",
    2,
    "\\bwhen (?:she|he|they|my \\w+) (?:goes|go|dies|die|passes|pass|is gone|are gone)\\b[^.?!]{0,15}\\b(?:i am|i will|im|ill|he is|she is|he will|she will|i|he|she) (?:going|go) (?:too|with (?:her|him|them)|as well)\\b",
    {
      match: [
        "he told me that when she goes he's going too and he has her morphine at home",
        "when my wife dies i go with her, simple as that",
        "when he is gone i will go too",
      ],
      miss: [
        "when she goes to the shop i am going too",
        "when they go on holiday i will go with them",
        "when my sister goes to uni i am going too, same city",
      ],
      unless: /\b(?:shop|shops|holiday|uni|university|party|trip|concert|gym|school|city|town|cinema)\b/,
    },
  ),
];
