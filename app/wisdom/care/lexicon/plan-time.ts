import { S, type Signal, HABIT, OUTING } from "./parts";

/** A plan, a decision or a time chosen. */
export const planTime: Signal[] = [
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:tonight|tomorrow|today|this weekend|saturday|sunday|monday|tuesday|wednesday|thursday" +
      "|friday|the weekend|new year|christmas|my birthday) (?:is|will be) (?:when|the time|it)\\b",
    { match: ["i have forty of my mothers pills in a box and i think tonight is when"] },
  ),

  // ---- plan and time.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i am|i will|i am going to|going to|planning to|plan to|ready to|gonna) (?:just )?(?:do" +
      " it|go through with it|finish it|finally do it|jump)\\b",
    { match: ["I'm going to do it tonight."] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    // "I have planned my whole week", "I have arranged a meeting": an ordinary thing planned.
    "\\b(?:have|got|made|worked|figured|it is|i have) (?:it |this |everything |a plan )?(?:all" +
      " )?(?:planned|worked out|figured out|arranged)(?: out)?\\b(?! (?:my|our|the|a|an|his|her|their|this|next|every|for|what|how|when|lunch|dinner|meals?)\\b)",
    {
      match: [
        "I've got it all planned out. The date, the place, how. I just need to get through my daughter's birthday first so I don't ruin it for her.",
        "i have everything planned. nobody will find out until it's done",
        "dont worry about me, i have it all worked out",
      ],
      miss: [
        "my legs are jumping, i have planned my whole week, remembered an appointment",
        "I have arranged a meeting with my teacher about the retreat",
        "we have worked out how to share the childcare",
      ],
    },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i have|i have got|i made|i have made|there is) (?:a |my )plan\\b(?! to (?!die|end|kill" +
      "|do it| go)| for)|\\bthe plan is (?:ready|set|done)(?= *(?:[,:]|$))",
    { match: ["I have a plan and I'm not scared anymore"], miss: ["I have a plan for the weekend retreat, what should I pack?"] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:picked|chosen|set|chose|decided on) (?:a|the) (?:date|day|time|place|spot)\\b|\\bthe" + " date,? the place\\b|\\bend date\\b",
    { match: ["strangely happy. it's nice to know there's an end date"] },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:i|i have|have|i am|finally|i finally) (?:finally |now )?(?:decided|made (?:up )?my" +
      " (?:mind|decision|choice)|made the decision|made my peace|made peace with it(?! (?:mostly|long ago|years ago|over the years))|chosen)\\b(?! it (?:\\w+ ){0,4}times\\b)(?!" +
      " (?:to|on|what|which|where|whether|how|if|about|against|between|for|not|that (?:i|we|he|she" +
      "|they|my|it (?!is when))) (?!die|end it(?! with (?:alcohol|drink\\w*|booze|the bottle|him|her|them|my (?:boyfriend|girlfriend|partner|ex))\\b)|end my|go through|leave (?:this|the) (?:world|life" +
      "|earth)|kill))",
    {
      match: ["I've decided to end my life on Saturday.", "i have decided to end it tonight", "i finally made my peace and i know when"],
      miss: [
        "I've decided to end it with alcohol. Four weeks sober now.",
        "Chronic pain 15 years. I've made peace with it mostly. Which teachings helped others?",
        "i have decided to end it with my boyfriend",
        "i have read forgiveness is a decision but i have decided it like a hundred times. is that normal",
      ],
    },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:my mind is made up|not changing my mind|no changing my mind|decision is made|peace" +
      " with (?:a|the|my) decision|made the decision|once i (?:made|decided))\\b",
    { match: ["how do you make peace with a decision"] },
  ),
  S("plan-time", "decided", 2, "\\bya lo (?:tengo )?decidid[oa]\\b|\\bya (?:lo )?decidi\\b", {
    match: ["si me mato el viernes, ¿renaceré en un lugar mejor? ya lo tengo decidido"],
  }),
  S("plan-time", "when", 1, "\\bthat is when\\b|\\bit is (?:happening|going to happen)\\b", {
    match: ["its happening at midnight. i just want to feel okay about it"],
  }),
  S(
    "plan-time",
    "over-soon",
    3,
    "\\b(?:it|this|everything|all of this|it all) (?:will|is going to|would) (?:all )?be over" + " (?:soon|tonight|tomorrow|by)",
    { match: ["dont worry about me anymore, i've made my peace with it. it'll all be over soon"] },
  ),
  S(
    "plan-time",
    "finality",
    2,
    // "Too late to matter", "too late to fix things": a deadline for something, not an end.
    "\\b(?:until|till|before) (?:it is|i am) (?:done|over|finished|too late|gone)\\b(?! to\\b)|\\bbefore" +
      " anyone (?:is up|wakes|can stop|finds)",
    {
      match: [
        "how long can a person stay under water before it's over. not for a story. asking for real",
        "i'll keep going till i am gone, nobody needs to know",
        "before it is too late, i want everyone to know i loved them",
      ],
      miss: [
        "trying to work out what I actually believe before it is too late to matter",
        "I want to learn Italian properly before it is too late to use it",
        "Should I call my brother before it is too late to fix things?",
      ],
    },
  ),
  S(
    "plan-time",
    "postpone",
    1,
    "\\b(?:get|getting|wait|waiting) (?:through|until|till|for) {W4}(?:birthday|wedding|christmas" +
      "|exams|funeral|holidays)(?: first| is over)?\\b",
    { match: ["i just need to get through the wedding and then i can go"] },
  ),
  S(
    "plan-time",
    "last",
    3,
    "\\b(?:this is|today is|tonight is|it is|will be) my (?:last|final) (?:weekend|day|night|week" +
      "|morning|sunset|message|words|post|goodbye|birthday|christmas)\\b(?! at| of| in| before|" +
      " with| on)",
    { match: ["this is my last weekend"] },
  ),
  S("plan-time", "plan", 2, "\\b(?:it|this|everything|all of it|it all) ends (?:tonight|tomorrow|this|on|soon|here|now|today)\\b", {
    match: ["it all ends tonight"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:tomorrow|tonight|saturday|sunday|monday|tuesday|wednesday|thursday|friday|today) is" + " the (?:day|night)\\b",
    { match: ["tomorrow is the day. i've made up my mind"] },
  ),
  S("plan-time", "plan", 3, "\\b(?:go|going|went|get|getting) through with it\\b", {
    match: ["its the only thing left to sort, then i can go through with it"],
  }),
  S("plan-time", "plan", 2, "\\b(?:do|doing|done) it (?:tonight|tomorrow|when|on(?! behalf)|this|after|before|while|once|soon)\\b", {
    match: ["I'm doing it tonight", "i will do it on sunday", "doing it when they are asleep"],
    miss: [
      "Is there a way to do it on behalf of someone at their death?",
      "can a monk do it on behalf of the family",
      "could I do it on behalf of my father",
    ],
  }),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:know|decided|worked out|figured out|planned) (?:exactly )?(?:how and when|when and" +
      " how|where and when|when and where|how and where|how i (?:will|would|am going to) do it)\\b",
    { match: ["I feel so peaceful since I decided. I know when and how now."] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:everything|it all|all|things) (?:is |are )?(?:ready|set|prepared|in place) for (?:tonight" +
      "|tomorrow|the weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|it|the end)\\b",
    { match: ["got everything ready for thursday"] },
  ),
  S("plan-time", "plan", 2, "\\b(?:termina|terminar|acaba|acabar|se acaba) (?:con )?todo\\b", { match: ["esta noche se acaba todo"] }),
  S(
    "plan-time",
    "finality",
    2,
    "\\b(?:that is it for me|(?:nobody|no one) (?:to|will|can|could) stop me|(?:am |and )?not" +
      " coming back\\b|then (?:i am|i can be|i will be|i can finally be) (?:free|gone|at peace|done))",
    { match: ["im going to wait till after christmas so i dont ruin it for my little brother. then im done"] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\bthe (?:day|date|night|time) i (?:picked|chose|set|decided on)\\b|\\b(?:circled|marked) (?:the|a) date\\b(?! for (?:the|our|my|a|his|her) (?:wedding|party|move|trip|holiday|launch|exam|baby|reunion))",
    {
      match: [
        "I've circled the date on the calendar and I feel calm",
        "the day i picked is friday",
        "marked a date in my diary. after that it's over",
      ],
      miss: [
        "we finally circled a date for the wedding. nervous about inviting my dad",
        "we marked the date for our trip to Rome",
        "circled a date for the party at last",
      ],
    },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:decision|choice) to (?:go|leave|end|die|do it|let go|stop)\\b|\\bnow that i know (?:when" + "|how|the date|the day)\\b",
    { match: ["i've made my decision to go and i feel at peace with it"] },
  ),
  S("plan-time", "know-what", 2, "\\bi know what i (?:am going to|need to|have to|will|must) do\\b", {
    match: ["the storm just stopped. im not sad anymore. i know what im going to do"],
  }),
  S("plan-time", "finality", 2, "\\b(?:and )?(?:not|never) (?:come|coming) back\\b(?! (?:to|from|here|there|until|till))", {
    match: ["after my last shift on saturday i'm driving to the coast and i'm not coming back. already worked out where i'll park"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i am|everything is|it is all|all is|things are|i am all|everything|it all is|pills" +
      " are|rope is|note is|letters are) (?:ready|set|prepared|waiting|packed|in place) for (?:tonight" +
      "|tomorrow|the weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|it)\\b",
    { match: ["got everything ready for thursday"] },
  ),
  S("plan-time", "plan", 2, "\\bit is (?:happening|going to happen|going down|on) (?:tonight|tomorrow|on|this|at|soon|after|before)\\b", {
    match: ["its happening at midnight. i just want to feel okay about it"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:leaving|leave|going|gone|go away) (?:\\w+ )?(?:for good|forever|permanently)\\b(?!" + " from (?:work|my job|social))",
    {
      match: ["nobody would even notice if i was gone for good"],
      unless: /\b(?:moving|move|moved|relocat\w*|emigrat\w*|new job|abroad|visa|country|uni|university|college)\b/,
    },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\bcounting down (?:the days|the hours|to)\\b(?! (?:to|until|till) (?:the|my|our|a) (?:weekend|holi" +
      "day|vacation|trip|christmas|break|wedding|birthday|summer))|\\bthen (?:it|everything|this) (?:ends|is over" +
      "|will be over|stops)\\b",
    { match: ["I'm counting down the days now"], miss: ["i'm counting down the days until my holiday in spain"] },
  ),
  S(
    "plan-time",
    "ready",
    2,
    "\\b(?:i am|i feel|feel) (?:\\w+ )?ready to (?:go|leave|die|let go|be done)(?= *(?:[.!?,;]" + "|$| now| soon| tonight))",
    { match: ["I feel ready to go now."], miss: ["I am ready to go to my first silent retreat"] },
  ),
  S("plan-time", "plan", 2, "\\blo (?:hago|hare|voy a hacer) (?:esta noche|manana|el|este|pronto)\\b", {
    match: ["lo hago esta noche, ya está decidido"],
  }),
  S("plan-time", "plan", 2, "\\blo (?:hago|hare|voy a hacer)\\b|\\b(?:tengo|esta|lo tengo) todo (?:planeado|preparado|listo|decidido)\\b", {
    match: ["ya lo tengo todo planeado"],
  }),

  // ---- plans, goodbyes and means: still more ways people say them.
  S(
    "plan-time",
    "plan",
    2,
    "\\bit (?:is going to|is gonna|will) be (?:tonight|tomorrow|on \\w+|this \\w+|sunday|monday" +
      "|tuesday|wednesday|thursday|friday|saturday|after|when|soon)\\b",
    { match: ["Which deity should I pray to at the very end so I reach a good realm? It'll be this weekend."] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:then|and then|and) (?:i will |i am going to |i am gonna |finally )?do it\\b(?! (?:for" +
      "|again|later|together|with|properly|right))",
    { match: ["i'll write to my sister and then i'll do it"], miss: ["I'll warm up first and then do it properly this time"] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:picked|chosen|chose|set) (?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday" +
      "|sunday|day|date|night|time)\\b|\\bthe (?:date|day|time) is (?:set|chosen|picked|decided)\\b" +
      "|\\bit is set for\\b|\\b(?:it is|that is) my plan\\b",
    {
      match: [
        "I've picked the date. It's the anniversary of when Dad left. Feels right somehow, to finish on the same day everything started going wrong.",
      ],
    },
  ),
  S(
    "plan-time",
    "last",
    3,
    "\\bmy (?:last|final) (?:day|night|week|weekend|christmas|birthday|summer|morning) (?:on earth" +
      "|alive|of my life|ever|on this earth|in this world)\\b|\\b(?:last|final) (?:thing|words|message" +
      "|post) i (?:will |am going to )?(?:ever )?(?:write|say|post|send)\\b",
    { match: ["this is my last night on earth and i wanted to say it somewhere"] },
  ),
  S("plan-time", "plan", 2, "\\b(?:it|everything|this|it all) (?:will|is going to|would) (?:all )?be over\\b", {
    match: ["dont worry about me anymore, i've made my peace with it. it'll all be over soon"],
  }),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:stop|end|ending|stopping) (?:the|this|my) (?:pain|suffering|hurting) (?:for good|forever" + "|permanently|once and for all)\\b",
    { match: ["I just want to end the pain for good"] },
  ),
  S("plan-time", "plan", 2, "\\bend (?:my|their|his|her|ones|one s) (?:own )?suffering\\b", {
    match: ["is it wrong to want to end my own suffering"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:going to|gonna|will|plan to|planning to|about to) take (?:the|those|these|all the|all" +
      " of the|all my) (?:\\w+ )?(?:pills|tablets|meds|medication|{DRUG})\\b(?= .*\\b(?:tonight" +
      "|tomorrow|after|when|at|on|once|then)\\b)",
    { match: ["I'm going to take all my pills tonight after everyone's asleep"] },
  ),
  S("plan-time", "finality", 2, "\\bnot (?:planning on|going to be|intending to|planning to) (?:coming|come) (?:home|back)\\b", {
    match: ["I'm driving to the coast on Sunday and I'm not planning on coming back"],
  }),
  S("plan-time", "one-way", 1, "\\bone way ticket\\b", { match: ["I bought a one way ticket to the coast"], modifier: true }),

  // ---- indirect plans, means and goodbyes.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i will|i am going to|i will finally|i can finally) be (?:free|at peace|at rest|gone" +
      "|out of here)\\b|\\b(?:do not|will not) need a return\\b|\\bthen i am done\\b",
    { match: ["im going to wait till after christmas so i dont ruin it for my little brother. then im done"] },
  ),

  // ---- euphemisms and more indirect forms.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:do|doing|done) (?:something|anything) (?:stupid|drastic|permanent|final|i cannot undo" + "|i can not undo)\\b",
    { match: ["i'm scared i'm going to do something stupid tonight"] },
  ),
  S("plan-time", "plan", 2, "\\b(?:the \\d{1,2}(?:st|nd|rd|th)?|it|that) (?:is|will be) the (?:day|night|date)(?= *(?:[.!?,;]|$))", {
    match: ["sunday. thats the day. i just wanted someone to know even if it's only a computer"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\bi am (?:leaving|going) (?:soon|tonight|tomorrow|this week)(?= *(?:[.!?,;]|$))|\\bwhat" + " i am (?:about to|going to) do\\b",
    { match: ["the storm just stopped. im not sad anymore. i know what im going to do"] },
  ),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:forgive|understand) me for what i (?:am about to|am going to|will|plan to|have to)" +
      " do\\b|\\bgo home to (?:god|jesus|heaven|the lord)\\b",
    { match: ["please forgive me for what I'm about to do"] },
  ),
  S("plan-time", "how", 3, "\\b(?:thinking|thought|think) (?:about|of) how i (?:would|will|could|am going to|might) do it\\b", {
    match: ["I keep thinking about how I would do it"],
  }),
  S("plan-time", "finality", 3, "\\b(?:this|that) is it for me(?= *$)|\\bi am checking out(?= *(?:[.!?,;]|$| for good| early| of life))", {
    match: ["I'm checking out for good"],
  }),
  S("plan-time", "plan", 3, "\\b(?:that is|that will be|it is|this is) my (?:chance|window|opportunity|moment)\\b", {
    match: ["my parents are away next week, that's my chance"],
  }),
  S(
    "plan-time",
    "plan",
    2,
    "\\bwaiting for (?:the house|everyone|them|my \\w+) to (?:be empty|leave|go out|go away|be" +
      " asleep|fall asleep)\\b|\\bonly (?:need|have) to get through (?:one more|another|this last)\\b",
    { match: ["I'm just waiting for everyone to fall asleep"] },
  ),
  S(
    "plan-time",
    "go-to",
    2,
    "\\b(?:go|going|head|heading|drive|driving|walk|walking) (?:\\w+ ){0,2}to the (?:bridge|cliff" +
      "|cliffs|tracks|railway|roof|quarry|viaduct)\\b",
    { match: ["i'll drive out to the cliffs tomorrow morning before anyone's up. nobody will find out till it's done"], unless: OUTING },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\bit is decided\\b|\\bmy (?:choice|decision|mind) is made\\b|\\bafter that (?:it|nothing)" +
      " (?:does not|will not|would not) matter\\b",
    {
      match: [
        "my decision is made so please dont argue with me. in hindu belief do you carry the karma from taking your own life into the next birth",
      ],
    },
  ),

  // ---- finality, readiness and reunion.
  S(
    "plan-time",
    "finality-verb",
    2,
    "\\b(?:stop|end|quiet|silence|escape|rest|disappear|go away|shut (?:it|off|down)|be over)\\b" +
      "(?:[a-z ]){0,30}\\b(?:for good|forever|permanently|once and for all)\\b",
    { match: ["How do I stop being a burden on everyone for good"], unless: HABIT },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:it will|it would|it should|it is going to) be (?:quick|painless|over quickly|fast|easy" +
      "|peaceful)\\b|\\bthought it (?:all )?through\\b|\\b(?:everything|it all|all) is (?:ready" +
      "|set|prepared|in place|arranged|sorted)(?= *(?:[.!?,;]|$))",
    { match: ["I feel calm now that I've made my decision. Everything is arranged."] },
  ),
  S("plan-time", "plan", 2, "\\bit is (?:going to|gonna) happen (?:when|while|once|after|before)\\b", {
    match: ["it's going to happen when they're away at my aunt's"],
  }),
  S(
    "plan-time",
    "finality",
    2,
    "\\bafter that (?:it|nothing) (?:is not|does not|will not|is no longer) (?:my problem|matter" + "|my concern)\\b",
    { match: ["after that it's not my problem anymore"] },
  ),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:picked|chosen|chose|found|decided on) (?:the|a) (?:bridge|spot|method|building|cliff" + "|tree|tracks|car park|drop)\\b",
    { match: ["I've picked the bridge"] },
  ),
  S("plan-time", "plan", 2, "\\b(?:a|the) date in my (?:head|mind)\\b|\\bwhat i am (?:planning|plotting)\\b", {
    match: ["I have a date in my head now"],
  }),
  S(
    "plan-time",
    "postpone",
    1,
    "\\b(?:wait|waiting|get|getting) (?:until|till|through|past) (?:\\w+ ){0,4}(?:graduation|anniversary" +
      "|party|trip|results|holiday|wedding|birthday)\\b",
    { match: ["i just need to get through the wedding and then i can go"], modifier: true },
  ),

  // Plans said as a time alone, a deadline given to oneself, a point after which one is free.
  S("plan-time", "fragment", 2, "^(?:{TIME})(?: (?:after|when|once) [a-z ]{1,30})?(?= \\.|$)", {
    match: ["tonight when everyone is asleep"],
  }),
  S("plan-time", "when", 2, "\\b(?:that is|that will be|it will be) (?:when|the time|the night|the day|it)(?= *(?:[.!?,;]|$))", {
    match: ["midnight. thats when. i just want to talk to something until then"],
  }),
  S(
    "plan-time",
    "deadline",
    3,
    "\\bgiven myself (?:until|till|to|one more|a|another|\\d+)\\b|\\bif nothing (?:changes|gets better)" + " (?:by|before|after)\\b",
    { match: ["ive given myself till the end of the month. if nothing changes by then thats it, im out"] },
  ),
  S(
    "plan-time",
    "finality2",
    2,
    "\\b(?:then |and then )?that is it(?:,? i am out| for me)?(?= *(?:[.!?,;]|$))|\\bi am out(?= *(" +
      "?:[.!?]|$))" +
      "|\\bnot (?:a|just a) (?:break|pause|holiday)\\b|\\bit is (?:almost|nearly) over\\b|\\bfree to (?:go|leave)(?= *(?:[.!?,;]|$))",
    { match: ["the day after my birthday. i'll get through the birthday for my mum and then thats it"] },
  ),
  S(
    "plan-time",
    "matter",
    3,
    "\\b(?:{TIME}|by then|after (?:that|tonight)) (?:\\w+ ){0,2}(?:none of (?:it|this)|nothing) (?:wil" + "l|is going to)" + " matter\\b",
    { match: ["by the weekend none of it will matter so i dont see the point in finishing the assignment or replying to anyone"] },
  ),
  S("plan-time", "held-on", 2, "\\b(?:held|holding|hanging|hung) on (?:\\w+ ){0,3}(?:this long|so long|for (?:her|him|them|my \\w+))\\b", {
    match: [
      "once my daughter is settled at uni in september i'll be free to go. i've held on this long for her and i can hold on a few more weeks",
    ],
  }),
  S("plan-time", "empty", 2, "\\b(?:house|flat|place|apartment) (?:will|is going to) (?:finally )?be empty\\b", {
    match: ["Thursday the house will finally be empty. I've been waiting for a day like that for a long time and now it's here."],
  }),
  S("plan-time", "crossing-off", 2, "\\bcrossing (?:the )?days off\\b", {
    match: ["one more week. ive been crossing the days off on the calendar"],
  }),
  S("plan-time", "days-left2", 2, "\\b(?:one|two|three|a few) more (?:weeks?|days|nights|sleeps)(?= *(?:[.!?]|$))", {
    match: ["one more week. ive been crossing the days off on the calendar"],
  }),
  S(
    "plan-time",
    "do-it",
    2,
    "\\b(?:i will|i am going to|i am gonna|then i|i can) do it(?= *(?:[.!?,;]|$))|\\b(?:before|after|wh" +
      "en|once|if)" +
      " i do it\\b|\\b(?:thinking|thought) (?:of|about) doing it {TIME}",
    { match: ["thinking of doing it saturday when my wife is at her sisters"], unless: /$^/ },
  ),
  S("plan-time", "one-try", 2, "\\b(?:only )?(?:get|have) one (?:try|shot|go|chance) at (?:this|it)\\b", {
    match: [
      "what state of mind should you be in at the moment you go, according to tibetan teachings? i want to get it right. i only get one try at this",
    ],
  }),
  S(
    "plan-time",
    "go-on",
    2,
    "\\b(?:planning|plan|going|ready|decided|intend) to (?:go|leave) on the (?:night|day|eve|morning) of\\b" +
      "|\\b(?:made up my mind|decided) to go to (?:him|her|them)\\b|\\b(?:need|have) to know before {TIME}",
    { match: ["Will I see my husband again if I go to join him? I have made up my mind to go to him next week."] },
  ),
  S(
    "plan-time",
    "chosen",
    3,
    "\\bi know which (?:bridge|building|one|spot|place|tree|train|floor|cliff|pills)(?= *(?:[.!?,;]|$))" +
      "|\\btalk me out of it\\b|\\b(?:went|go|going) and (?:stood|stand|sat|sit) (?:there|on it|at the edge)\\b",
    { match: ["the plan is friday night. dont try to talk me out of it"] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\bthe plan is (?:{TIME})\\b|\\bthen i can (?:go|leave|rest|be free|stop|be done)(?= *(?:[.!?,;]|$))" +
      "|\\bi have chosen(?= *(?:[.!?,;]|$))",
    { match: ["the plan is friday night. dont try to talk me out of it"], unless: /$^/ },
  ),
  S("plan-time", "plan", 2, "\\bit is happening(?= *(?:[.!?,;]|$))|\\bnow i can (?:go|leave|rest|be free|die)(?= *(?:[.!?,;]|$))", {
    match: ["Everything's sorted. Now I can rest."],
    miss: ["finished the washing up, now i can rest easy"],
  }),
  S(
    "plan-time",
    "spare",
    2,
    "\\b(?:will not|do not want to|would not|can not) (?:ruin|spoil) (?:that|it|the day|her \\w+|his \\" +
      "w+|christmas)" +
      "(?= for (?:her|him|them|everyone)\\b)",
    { match: ["I'll wait till after her birthday, I won't ruin it for her"] },
  ),
  S("plan-time", "last", 3, "\\blast (?:day|night|week) (?:full stop|period|ever|of everything|alive)\\b", {
    match: ["this is my last week alive"],
  }),
  S(
    "plan-time",
    "nobody-home",
    2,
    "\\b(?:got|have) it all (?:sorted|pla" + "nned|arranged" + "|ready) for\\b|\\b(?:my )?plan is (?:set|ready|in place|made) for\\b",
    { match: ["I have it all planned for Friday"] },
  ),
  S("plan-time", "last", 3, "\\bthis is the last (?:week|day|night|weekend)(?= *(?:[.!?,;]|$))", {
    match: ["i've decided. this is the last weekend."],
    miss: ["this is the last week of the retreat and I'll miss it"],
  }),
  S("plan-time", "finality2", 2, "\\bso this is it\\b|^this is it(?= *(?:[.!]|$))", { match: ["so this is it. thank you for listening"] }),

  // Choosing to go, things arranged for a day, amounts that kill.
  S("plan-time", "nobody-home", 1, "\\b(?:nobody|no one) will be (?:home|around|in|here)\\b", {
    match: ["nobody will be home on saturday"],
    modifier: true,
    modifies: ["plan-time"],
  }),
  S(
    "plan-time",
    "chose-go",
    2,
    "\\b(?:chose|chosen|choosing|choose|decided|deciding) to (?:go|leave)" + "(?= *(?:[.!?,;]|$)| before| early| now" + "| soon| tonight)",
    { match: ["I've chosen to go soon"], miss: ["I've decided to go to the retreat in May"] },
  ),
  S(
    "plan-time",
    "arranged",
    2,
    "\\b(?:everything|it all|all|things) (?:is |are )?(?:arranged|sorted|organi[sz]ed|planned)" + " for (?:{TIME})\\b",
    { match: ["everything is arranged for tomorrow"] },
  ),
  S("plan-time", "nobody-home", 1, "\\b(?:everyone|everybody|the house) (?:is|will be) (?:out|away|asleep|empty)\\b", {
    match: ["tonight after everyone's asleep. im weirdly calm about it"],
    modifier: true,
    modifies: ["plan-time", "means"],
  }),

  // A time known at last, an evening planned to its end, certainty asked of a height, water asked about, a future cancelled.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i would|i will|i said i would) know when it (?:was|is|would be) time\\b" +
      "|\\b(?:evening|night|day|weekend)" +
      " (?:is )?(?:all )?planned out\\b",
    { match: ["I always said I'd know when it was time"], unless: /$^/ },
  ),
  S("plan-time", "unwatched", 2, "\\b(?:nobody|no one) (?:checks|will check|would check|is checking) on me\\b", {
    match: ["no one checks on me anyway"],
  }),

  // Leaving on one's own terms, forgiveness asked in advance, a place visited night after night.
  S(
    "plan-time",
    "own-terms",
    3,
    "\\b(?:go|leave|cross over|die|end it|exit|check out|going) (?:\\w+ )?on my own terms\\b|\\bforgive\\w*" +
      " (?:me )?in advance\\b|\\b(?:go|leave|die) on purpose\\b",
    { match: ["I want to die on my own terms"] },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:choosing|picking|setting) (?:a |the )?(?:day|date|night|time)\\b|\\bfind out soon(?: enough)?\\b" +
      "|\\bit is (?:almost|nearly) time(?= *(?:[.!?,;]|$))",
    { match: ["I've been choosing the day, and it feels calm"], unless: /$^/ },
  ),
  // ---- EN-WIDEN
  // ---- Plans and timings in more words (tuning 3 and 4): the end of the month "is where it stops", not coping but
  // planning, a time chosen before an illness takes the choice away, a house empty at the weekend, a way out planned.
  S(
    "plan-time",
    "plan",
    3,
    '\\b(?:that|the end of the (?:month|week|year)|friday|saturday|sunday|monday|the weekend|tonight|tomorrow|then) is (?:where|when) (?:it|everything|this|it all|i) (?:stops|ends|finishes)(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "bought enough whisky to last the month. the end of the month is where it stops.",
        "friday is when it ends",
        "tonight is where it all stops",
      ],
      miss: [
        "the end of the month is when it ends, the contract i mean, then we renew",
        "the bus line, that is where it stops",
        "friday is when the sale ends",
      ],
      unless: /\b(?:contract|bus|train|line|sale|offer|lease|term|semester|show|series|season|road)\b/,
    },
  ),
  S(
    "plan-time",
    "plan",
    3,
    '\\bnot coping\\b[^?!]{0,12}\\b(?:i am )?planning(?= *(?:[.!?,;"]|$))|\\bi have (?:thought|figured|worked out) how(?= *(?:[.!?"]|$))' +
      "|\\b(?:i have|i have got|i ve got|i made|i have made) (?:\\w+ )?(?:way out|exit) planned\\b(?! (?:from|for|out of) )",
    {
      match: [
        "everyone thinks i am coping. i am not coping. i am planning.",
        "nobody would notice. i have thought how.",
        "i am not doing either. i have got another way out planned",
      ],
      miss: [
        "i am not coping with the wedding, so i am planning a small one",
        "i have thought how to tell my boss",
        "i have an exit planned from this job",
      ],
    },
  ),
  S(
    "plan-time",
    "choose-time",
    2,
    '\\b(?:choose|chose|choosing|pick|picking|decide|deciding) (?:the|my|your) (?:own )?(?:timing|moment|hour)(?: of (?:death|my death|dying|going))?(?= *(?:[.!?,;"]|$| of| for it| myself))' +
      "|\\b(?:go|die|leave|do it|end it) while i (?:still )?(?:can|know who i am|am still me|have my mind|can still decide)\\b" +
      "|\\bbefore i (?:lose|forget|can no longer|am no longer able)\\b[^.?!]{0,40}\\b(?:i want to (?:decide|choose|go)|decide for myself)\\b" +
      "|\\b(?:have|got|made) a plan for (?:before|when) (?:it|things|the disease|the illness) (?:gets|get) (?:bad|worse|too bad)\\b",
    {
      match: [
        "is it wrong in buddhism to choose the timing",
        "i want to go while i still know who i am",
        "i have a plan for before it gets bad",
      ],
      miss: [
        "how do i choose the timing of my proposal",
        "i want to travel while i still can",
        "we have a plan for when it gets worse, the hospice nurse helped us",
      ],
      unless: /\b(?:proposal|travel\w*|hospice|palliative|care plan|advance directive|do not resuscitate|dnr|wedding|baby|retire\w*)\b/,
    },
  ),
  S(
    "plan-time",
    "empty",
    2,
    "\\b(?:waiting for|until|till|when) (?:\\w+ ){0,3}(?:when )?the (?:house|flat|place) is (?:empty|quiet)\\b(?=[^.?!]{0,10}(?:[.!?,;]|$))" +
      "|\\b(?:walk|go|went|drive|drove|walked) (?:there|out there|to it) (?:\\w+ ){0,3}(?:and )?(?:stand|stood|sit|sat|wait|waited) (?:close|near|on the edge|at the edge|by it|for ages|for hours)\\b",
    {
      match: [
        "now i am just waiting for the weekend when the house is empty",
        "there is a railway behind the dorm. every night i walk there and stand close",
        "i drove there twice and sat for hours",
      ],
      miss: [
        "waiting till the house is empty to play drums",
        "we walked there and sat for ages eating ice cream",
        "i went there and waited for hours for the bus",
      ],
      unless: /\b(?:drums|party|guitar|clean|ice cream|bus|train home|queue|dentist|doctor|concert|ticket)\b/,
    },
  ),
  S(
    "plan-time",
    "decided",
    2,
    '\\b(?:once|now that|since|after|before) (?:you have|youve|i have|you|i) (?:decided|made up (?:your|my) mind)(?= *(?:[.!?,;"]|$))' +
      '|\\b(?:need|want|have) to know (?:\\w+ ){0,3}before i (?:decide|do (?:it|anything)|go|act|make up my mind)(?: anything)?(?= *(?:[.!?,;"]|$))' +
      "|\\bbefore i do what i (?:have been|am|was|keep) (?:thinking|planning)\\b",
    {
      match: [
        "what do you say to god once you have decided",
        "i need to know before i decide anything",
        "i want to understand it before i do what i have been thinking about",
      ],
      miss: [
        "once you have decided on a school, let me know",
        "i need to know the price before i decide which phone",
        "before i do what my boss asked i need coffee",
      ],
    },
  ),
  S(
    "plan-time",
    "pick-end",
    2,
    "\\b(?:pick|choose|decide|chose|picked|chosen|decided) how (?:it|this|i|my life|things) ends?\\b(?! for (?:the|my) (?:story|book|novel|character|game))" +
      '|\\b(?:thinking|think|want|going|decided) (?:to|of|about) (?:finish|finishing|end|ending) everything(?= *(?:[.!?,;"]|$| before| after| now| tonight| soon))' +
      '|\\bi want to make it (?:finish|end|stop)(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "i would rather pick how it ends than let them",
        "i am thinking to finish everything before the flight",
        "i live but i am dead already. i want to make it finish.",
      ],
      miss: [
        "i get to choose how the story ends for my character",
        "i am thinking about finishing everything on my list before the flight",
        "i want to make it stop raining lol",
      ],
      unless: /\b(?:story|novel|book|character|game|episode|list|homework|chores|rain\w*|noise|barking|baby)\b/,
    },
  ),
  S(
    "plan-time",
    "not-staying",
    2,
    '\\b(?:not|am not|i am not|will not be|not going to be) (?:staying|sticking around|hanging around|going to stay|going to stick around) (?:much longer|for long|long|any longer)(?: either way)?(?= *(?:[.!?,;"]|$| either))',
    {
      match: [
        "tell me there is something after this because i am not staying much longer either way",
        "i am not sticking around for long.",
        "honestly i am not staying much longer",
      ],
      miss: [
        "i am not staying much longer at this job",
        "i am not staying long at the party",
        "we are not staying for long, just a coffee",
      ],
      unless: /\b(?:job|party|coffee|hotel|town|city|country|visit|trip|house|flat|lease|company|school|uni)\b/,
    },
  ),
  S(
    "plan-time",
    "find-out",
    2,
    '\\b(?:might be|will be|may be|going to be|soon be) finding out (?:soon|shortly|sooner than|before long)\\b|\\b(?:i am )?ready to find out(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "is there a hell for that? might be finding out soon",
        "i have been practising. i think i am ready to find out",
        "guess i will be finding out before long",
      ],
      miss: [
        "i am ready to find out my exam results",
        "we will be finding out soon if it is a boy or a girl",
        "ready to find out who won?",
      ],
      unless: /\b(?:results?|boy or a girl|gender|baby|scan|won|winner|score|grade|offer|job)\b/,
    },
  ),
  S(
    "plan-time",
    "ready-rest",
    3,
    '^(?=.*\\b(?:cleared|paid|sold|settled|owing nothing|gave|given away|sorted)\\b)(?=.*\\b(?:now )?(?:i am |i feel )?ready to (?:rest|go|sleep for good|leave)(?= *(?:[.!?,;"]|$| now| for good)))' +
      "(?!.*\\b(?:holiday|trip|retire\\w*|moving|move|travel\\w*|flight|journey abroad|new job)\\b)",
    {
      match: [
        "i have cleared every debt and sold the land. now i am ready to rest",
        "paid everyone back, gave away the car, i feel ready to go",
        "sold the house, settled the accounts, ready to leave for good",
      ],
      miss: [
        "sold the house, packed the car, ready to go on our trip",
        "paid the bills, i am ready to rest on my holiday",
        "cleared my inbox, ready to leave for the new job",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "plan-time",
    "wait-for-life",
    3,
    "\\b(?:not sure i want to|do not want to|why (?:should|would) i|can not|cannot|not going to|no longer want to) wait (?:around )?for (?:this life|my life|mine|my time|my body|death|the end|it|this body) to " +
      "(?:finish|end|pass|come|run out|be over|give out|give up|stop)\\b",
    {
      match: [
        "i am not sure i want to wait for this life to finish on its own",
        "why should i wait around for mine to pass on its own schedule",
        "i can not wait for my body to give out, it takes too long",
      ],
      miss: [
        "i can not wait for the holidays to come",
        "why should i wait for my life to start",
        "i do not want to wait for the lesson to finish",
      ],
    },
  ),
  S(
    "plan-time",
    "why-wait",
    2,
    '^(?=.*\\b(?:death|die|dying|impermanence|conditioned things|pass away|mortal\\w*)\\b)(?=.*\\bwhy wait(?= *(?:[.!?,;"]|$)))' +
      "(?!.*\\b(?:sale|offer|book now|buy|sign up|ticket|discount|will|insurance)\\b)",
    {
      match: [
        "meditating on impermanence is meant to make us cherish life. for me it just made me think, why wait",
        "we all die anyway, so why wait?",
        "death is certain. why wait.",
      ],
      miss: [
        "death comes for us all, so make your will now, why wait",
        "life is short, book now, why wait",
        "the sale ends soon, why wait",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "plan-time",
    "one-way",
    3,
    '\\bnot (?:planning|intending|planning on) (?:a |to |on a )?(?:return|come back|coming back)\\b|\\b(?:comfortable|peaceful|warm) at the end(?= *(?:[.!?,;"]|$))' +
      "|\\b(?:kept|keep|keeps|kept on) (?:walking|swimming|driving|going) (?:out|on|in)\\b[^.?!]{0,30}\\b(?:did not|does not|never|not) (?:turn|come|swim|walk) back\\b",
    {
      match: [
        "one way trip into the hills, not planning a return and nobody knows the route",
        "what should i bring to be comfortable at the end",
        "what if someone just kept walking out and did not turn back",
      ],
      miss: [
        "not planning a return trip, we will take the train home",
        "she kept walking on and did not turn back to wave",
        "i want him comfortable at the end, he is in hospice",
      ],
      unless:
        /\b(?:train home|return trip|flight back|bus back|hospice|palliative|wave|emigrat\w*|moving|relocat\w*|abroad|visa|new life|job offer|australia|canada|new zealand|america|europe)\b/,
    },
  ),
  S(
    "plan-time",
    "when-it-happens",
    3,
    "\\b(?:anyone|anybody|nobody|no one|people|them) (?:around|here|there|home) when it happens\\b|\\b(?:fix|fixing|correct|correcting) (?:his|god s|gods|the lord s) mistake\\b",
    {
      match: [
        "i just do not want anyone around when it happens",
        "i was supposed to go first. i am going to fix his mistake",
        "i do not want people here when it happens",
      ],
      miss: [
        "i want people around when it happens, the birth i mean",
        "fix his mistake in the spreadsheet",
        "nobody home when it happens is the worst for a burglary",
      ],
      unless: /\b(?:birth|labour|labor|baby|spreadsheet|code|essay|burglar\w*|surgery|operation|wedding|proposal)\b/,
    },
  ),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:a|my) plan (?:for \\w+(?: \\w+)? )?that i (?:will not|can not|cannot|do not want to) (?:go into|say|share|explain|talk about)\\b" +
      "|\\b(?:do not|don t) plan on being (?:here|around|alive)\\b|\\bplan is (?:not to|to not) come back\\b" +
      "|\\bplan(?:ning|ned)? how to do it\\b|\\bpromised (?:\\w+ ){0,3}i would not do anything\\b" +
      "|\\bso (?:they|my \\w+|she|he) (?:will not|would not|do not|does not) (?:be the ones? to |have to )?find me\\b",
    {
      match: [
        "i have a plan for boxing day that i will not go into",
        "the real reason is i do not plan on being here next year",
        "every night i plan how to do it so they will not be the ones to find me",
      ],
      miss: [
        "i have a plan for the party that i will not share yet, it is a surprise",
        "my plan is not to come back until the project ends",
        "i promised my mum i would not do anything silly on the trip",
      ],
      unless: /\b(?:surprise|party|project|trip|until|silly|prank|gift|renovat\w*|kitchen|diy|garden|recipe|i mean the|homework)\b/,
    },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:already )?decided something like that\\b|\\bi have been planning something\\b(?![^.?!]{0,60}\\b(?:party|surprise|trip|birthday|wedding|holiday|proposal)\\b)" +
      "|\\b(?:do not|don t) know what (?:will|would) stop me\\b|\\bwithout it (?:turning into|becoming) (?:planning|a plan)\\b" +
      "|\\bmakes? what i (?:have been|am|was) (?:thinking|planning) (?:about )?(?:feel )?easier\\b|\\bit is all ending (?:soon|tonight|tomorrow|this week)\\b",
    {
      match: [
        "is it wrong to take communion if you have already decided something like that",
        "after that the promise is done and i do not know what will stop me",
        "how do i meditate on death without it turning into planning",
      ],
      miss: [
        "i have been planning something for her birthday",
        "i do not know what will stop me eating cake lol",
        "the series is all ending soon, so sad",
      ],
      unless: /\b(?:cake|eating|series|show|season|birthday|surprise|lol)\b/,
    },
  ),
  S(
    "plan-time",
    "choose-time",
    2,
    '\\bchoos\\w* (?:your|my|one s|ones|his|her) (?:own )?(?:time|moment)(?= *(?:[.!?,;"]|$))|\\blet (?:you|me|us) pick the (?:day|time|hour|date)\\b(?=[^.?!]{0,5}(?:[.!?]|$))',
    {
      match: [
        "is there a chapter that talks about choosing your time?",
        "he said i will choose my moment",
        "when the lord calls you home does he ever let you pick the day",
      ],
      miss: [
        "choose your time slot for the exam",
        "the teacher will let you pick the day for your presentation",
        "choosing my moment to ask for a raise",
      ],
      unless: /\b(?:slot|exam|presentation|raise|interview|booking|appointment)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): an exit kept ready, a waiting list that will not be waited out, no need
  // for the next appointment, counting down.
  S(
    "plan-time",
    "exit-ready",
    2,
    "\\b(?:an?|my|the) (?:exit|way out|escape hatch) (?:ready|in place|stashed|saved|put by|in a drawer)\\b",
    {
      match: [
        "is it wrong to want an exit ready",
        "i like knowing i have my way out stashed in the drawer",
        "kept the old boxes so there is a way out ready",
      ],
      miss: [
        "we need an exit ready for the fire inspection",
        "have your exit ready before you start the business",
        "make sure the way out is clear for the wheelchair",
      ],
      unless:
        /\b(?:fire|inspection|business|company|startup|venue|building|shop|lease|investors?|wheelchair|evacuat\w*|trade|stock|shares)\b/,
    },
  ),
  S(
    "plan-time",
    "not-waiting",
    2,
    "\\b(?:i am )?not waiting (?:much |any |a lot )?longer either way\\b|\\beither way i am not waiting (?:much |any )?longer\\b",
    {
      match: [
        "i am not waiting much longer either way",
        "either way i am not waiting any longer",
        "the list is two years. not waiting longer either way",
      ],
      miss: [
        "i am not waiting much longer for the bus either",
        "either way i am waiting for the results",
        "not waiting any longer to book the holiday",
      ],
      unless: /\b(?:bus|train|results|holiday|flight|delivery|parcel|refund|council|landlord|plumber)\b/,
    },
  ),
  S(
    "plan-time",
    "not-waiting",
    3,
    "^(?=[\\s\\S]*\\b(?:assisted (?:dying|suicide)|euthanasia|dignitas|maid|voluntary assisted)\\b)(?=[\\s\\S]*\\b(?:not waiting (?:much |any )?longer|will not wait (?:that|so) long|either way)\\b)",
    {
      match: [
        "how long is the waiting list for assisted dying? i am not waiting much longer either way",
        "if euthanasia takes two years i will not wait that long",
        "is there a dignitas route? either way this ends soon",
      ],
      miss: [
        "how long is the waiting list for assisted dying in canada? it is for my ethics essay",
        "my dad applied for maid and is not waiting long for the assessment, how do we prepare",
        "what is the debate on assisted dying in the uk",
      ],
      unless: /\b(?:essay|debate|ethics class|my dad|my mum|my mother|my father|assessment|prepare)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "plan-time",
    "no-next",
    2,
    "\\b(?:there will not|there would not|there is not going to|will not) be (?:any )?need for (?:it|them|that|another (?:one|appointment)|a follow up|the follow up|more appointments)\\b",
    {
      match: [
        "i did not book the follow up, there will not be any need for it",
        "cancelled the scan. there is not going to be any need for another appointment",
        "do not renew my prescription, there will not be any need for it",
      ],
      miss: [
        "the scan was all clear so there will not be any need for a follow up",
        "the course fixed it, there will not be any need for more appointments",
        "we bought a new kettle so there will not be any need for the old one",
      ],
      unless: /\b(?:all clear|clear|cured|healed|remission|recovered|better now|fixed|resolved|discharged|new|bought|replaced)\b/,
    },
  ),
  S("plan-time", "counting-down", 2, "\\bi am (?:just )?counting down(?= *(?:[.!?,;]|$))", {
    match: ["i am not inspiring, i am counting down.", "honestly i am just counting down", "i am counting down, that is all"],
    miss: ["i am counting down the days until my holiday", "i am counting down to christmas", "i am counting down from ten to calm down"],
  }),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "plan-time",
    "details-quietly",
    2,
    "\\b(?:working out|worked out|sorting out|planning) the details (?:quietly|in secret|alone|on my own|without telling)\\b|\\bturned (?:a|the|my) (?:practice|meditation|contemplation|study|journal) into a plan\\b",
    {
      match: [
        "i have been working out the details quietly",
        "have i turned a practice into a plan?",
        "i am planning the details on my own, nobody knows",
      ],
      miss: [
        "we are working out the details quietly for the surprise party",
        "planning the details alone for the proposal",
        "i turned my notes into a plan for the essay",
      ],
      unless: /\b(?:surprise|party|proposal|wedding|trip|holiday|birthday|essay|business|launch|gift)\b/,
    },
  ),
  S(
    "plan-time",
    "no-return",
    2,
    "\\bi (?:do not|am not) (?:really )?(?:plan(?:ning)? on|planning to|intend(?:ing)? to|intend to|going to be|expecting to be) (?:be )?(?:coming back|come down|coming down|come back|coming home)\\b",
    {
      match: [
        "i have booked the room and i do not plan on coming back",
        "i am not planning on coming back from the hills",
        "told work i am going away. i do not intend to be coming back",
        "i am going up the mountain and i do not really intend to come down",
      ],
      miss: [
        "moving to spain and i do not plan on coming back",
        "i am not planning on coming back to this restaurant",
        "new job abroad, i am not expecting to be coming back soon",
      ],
      unless: /\b(?:moving|move|emigrat\w*|relocat\w*|new job|abroad|visa|restaurant|shop|hotel|cafe|gym|university|uni|course)\b/,
    },
  ),
  S(
    "plan-time",
    "looked-up-need",
    2,
    "\\bi have already (?:looked up|researched|worked out|found out|figured out) what i (?:would|will|d) need\\b|\\bhas to live,? or not,? with\\b",
    {
      match: [
        "i have already looked up what i would need",
        "i am the one who has to live, or not, with the answer",
        "i have already worked out what i will need",
      ],
      miss: [
        "i have already looked up what i would need for the camping trip",
        "i have already worked out what i will need for the visa",
        "you have to live with the answer, or not ask at all",
      ],
      unless: /\b(?:camping|trip|visa|recipe|course|application|move|paperwork|documents|kit|holiday|wedding|exam|baby)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), second pass: the sentence about the writer or a friend.
  S(
    "plan-time",
    "quiet-place",
    2,
    "\\bsomewhere (?:no one|nobody|noone) will (?:come looking|find me|look for me|think to look)\\b|\\bfound a quiet place for (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|the end)\\b",
    {
      match: [
        "i have found a quiet place for saturday, somewhere no one will come looking",
        "i will go somewhere nobody will find me",
        "found a quiet place for the end",
      ],
      miss: [
        "found a quiet place for saturday to study before the exam",
        "we hid the presents somewhere no one will come looking",
        "the kids are playing hide and seek somewhere nobody will find me",
      ],
      unless: /\b(?:study|revise|read|nap|camp|picnic|hide and seek|presents|gifts|kids|surprise|proposal|birthday)\b/,
    },
  ),
  S(
    "plan-time",
    "act-on-it",
    2,
    "\\b(?:reasoning|thinking|logic) (?:is )?wrong before i act on (?:it|this|that)\\b|\\bknow the day (?:i|you) will (?:die|go|leave)\\b|\\bif you already know the (?:day|date)\\b",
    {
      match: [
        "i would like to know if i am reasoning wrong before i act on it",
        "how to prepare for the bardo if you already know the day",
        "i know the day i will go",
      ],
      miss: [
        "tell me if my reasoning is wrong before i act on it and buy the house",
        "if you already know the date of the exam, plan backwards",
        "i know the day i will leave for uni",
      ],
      unless: /\b(?:house|flat|buy|invest\w*|shares|exam|uni|job|business|wedding|move)\b/,
    },
  ),
  S(
    "plan-time",
    "staying-args",
    2,
    "\\brunning out of (?:arguments|reasons) (?:for|to keep) (?:staying|living|going on|being here|staying alive)\\b|\\bout of reasons to stay alive\\b",
    {
      match: [
        "i am running out of arguments for staying",
        "i am running out of reasons for being here",
        "she said she is out of reasons to stay alive",
      ],
      miss: [
        "i am running out of arguments for staying in this job",
        "running out of reasons for staying in london",
        "running out of arguments for staying with him",
      ],
      unless: /\b(?:job|london|city|country|him|her|marriage|relationship|uni|course|team|flat)\b/,
    },
  ),
];

// ---- lex6c: acting before the mind goes; treasured things handed over on request; the children taken "maybe longer".
planTime.push(
  S(
    "plan-time",
    "act-while-can",
    2,
    "\\b(?:better|best|time|need|have) to (?:act|go|do it|end it|leave|make my exit) (?:while|before) i (?:still )?(?:know what im doing|know what i am doing|can|am able|lose (?:my mind|myself|it)|forget|still can)\\b",
    {
      match: [
        "better to act while i still know what im doing",
        "best to do it before i lose my mind completely",
        "i need to make my exit while i still can",
      ],
      miss: ["better to travel while i still can", "best to act before the deadline", "time to go while i can still catch the bus"],
      unless: /\b(?:travel|trip|holiday|bus|train|deadline|sale|market|price|visit|climb|hike)\b/,
    },
  ),
  S(
    "goodbye",
    "asked-to-take",
    2,
    "\\b(?:asked|wants|told|begged) (?:me|us|her|him|my \\w+) to (?:take|have|keep) (?:his|her|their|my) (?:[a-z]+ )?(?:medals|watch|rings?|guitar|records|tools|jewellery|jewelry|rifle|guns?|dog|cat|ashes urn|photo albums)\\b",
    {
      match: [
        "grandpa asked me to take his medals and his watch",
        "my dad wants me to have his guitar now, not later",
        "she told us to keep her rings and her dog",
      ],
      miss: [
        "can you take my watch to be repaired",
        "she asked me to keep her cat for the weekend",
        "grandpa asked me to take his medals to the museum",
      ],
      unless: /\b(?:repair\w*|weekend|holiday|museum|downsiz\w*|care home|moving|fortnight|valued|valuation)\b/,
    },
  ),
  S(
    "plan-time",
    "kids-maybe-longer",
    2,
    '\\b(?:take|have|mind|keep) (?:the kids|the children|my kids|the baby|the boys|the girls|them)\\b(?:[a-z ,"]*?)\\b(?:maybe|possibly|perhaps|or) (?:longer|for good|forever|for a while longer)\\b',
    {
      match: [
        'asking if id take the kids for the weekend "and maybe longer"',
        "could you have the children for a bit, maybe for good",
        "will you keep the boys this week, or longer",
      ],
      miss: ["can you take the kids for the weekend", "have the kids for a night, maybe two", "mind the baby while i shower"],
    },
  ),
  S(
    "for-a-friend",
    "asked-repeatedly",
    2,
    "^(?=.*\\b(?:(?:takes?|took|taking) (?:their|his|her) own life|kill(?:s|ed)? (?:himself|herself|themselves)|suicide)\\b)(?=.*\\b(?:asked|asks|asking) (?:me )?(?:[a-z]+ ){0,2}?(?:twice|three times|again and again|more than once|over and over)\\b)",
    {
      match: [
        "a student asked whether god forgives someone who takes their own life. he asked twice",
        "my son keeps asking about suicide, he asked me it three times this week",
        "she asked again and again if people who kill themselves go to hell",
      ],
      miss: [
        "a student asked about suicide in the novel",
        "he asked twice where the toilets were",
        "asked me twice to explain the stoic view of death",
      ],
      wholeMessage: true,
    },
  ),
);
