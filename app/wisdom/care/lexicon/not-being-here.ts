import { S, type Signal, OUTING } from "./parts";

/** Not being here, disappearing, being gone: the softer words for not living. */
export const notBeingHere: Signal[] = [
  // ---- not being here.
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:here|around|alive) {W2}(?:much longer|for long" +
      "|tomorrow|anymore|after|by|next|this time)",
    { match: ["I won't be here tomorrow, so thank you for the teachings"] },
  ),
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not) be (?:here|around|alive)\\b", {
    match: ["by new year i wont be here. ive made up my mind"],
  }),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\bif (?:i|he|she) {W2}(?:was|were) (?:not|no longer) (?:here|around|alive|in the picture" + "|in (?:their|your|his|her) lives)",
    { match: ["My wife deserves someone who isn't broken. If I wasn't here anymore she could start again."] },
  ),
  S("not-being-here", "not-here", 2, "\\bif (?:i|he|she) {W2}(?:was|were) (?:gone|dead|out of the picture)", {
    match: ["my family would be better off if i was gone"],
  }),
  S("not-being-here", "not-here", 2, "\\bif i (?:did not|do not) exist\\b|\\bif i (?:just )?(?:disappeared|vanished|died)\\b", {
    match: ["nobody would care if i died"],
  }),
  S("not-being-here", "not-here", 2, "\\b(?:not|stop) being (?:here|around|alive)\\b", {
    match: ["there's no way out of this debt. the only way out i can see is not being here anymore"],
  }),
  S("not-being-here", "not-here", 2, "\\bno longer (?:be )?(?:here|around|alive)\\b", {
    match: ["soon i'll no longer be here to bother anyone"],
  }),
  S("not-being-here", "not-here", 2, "\\bout of the picture\\b", {
    match: ["my kids deserve a better mum than me and they'd get one if I was out of the picture. their dad would remarry. they'd be fine"],
  }),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not|wont) (?:be )?need(?:ing)? (?:them|it|any of (?:it|this|them)|my" + " \\w+|these|those)\\b",
    { match: ["giving away all my stuff this week. clothes, books, my bike. i wont need them"] },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\bwhere i am going\\b|\\bbefore i go\\b(?! (?:in|out|to|on|back|home|into|through|off)\\b)|\\b(?<!(?:sleep|rest) )(?:after|when|once) i am (?:gone|dead)\\b|\\b(?<!(?:sleep|rest) when )i" +
      " am gone\\b",
    {
      match: [
        "the world wont miss me. nobody would even notice im gone for weeks",
        "i want to hug my sister before i go",
        "sort the cat out for when i'm gone",
      ],
      miss: [
        "I've thought about doing a short sit in the car before I go in, is that weird?",
        "me at 22: I'll sleep when I'm dead. lol",
        "I always check the stove before I go to bed",
      ],
      // "I'll sleep when I'm dead"; a body left to science, heirlooms sorted by the old: ordinary provision.
      unless:
        /\b(?:leave|leaving|donate|donating) my body to (?:medical )?(?:science|research)\b|\b(?:heirlooms?|teapot|(?:i am|im) (?:[7-9]\d)\b)/,
    },
  ),
  S("not-being-here", "not-here", 2, "\\b(?:permanently|forever|for good) gone\\b|\\bgone (?:permanently|for good)\\b", {
    match: ["nobody would even notice if i was gone for good"],
  }),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:be with|join|see) (?:my |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter" +
      "|brother|sister|him|her|them|grandma|grandpa|partner) (?:again )?(?:soon|there)\\b",
    { match: ["im asking because i'm going soon by my own hand and i want to know if ill see my brother there"] },
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:going to|want to|ready to|will) (?:be with|join) (?:my |our )?(?:mother|father|mum" +
      "|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them|grandma|grandpa|partner)\\b",
    {
      match: ["I'm going to be with my mother soon. I've decided. Will God forgive me, or is it true suicide means I can't get to heaven?"],
    },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:chosen|decided|choose|going|ready|want|wanting) to leave (?:this|the) (?:life|world|earth)\\b",
    { match: ["Since I've chosen to leave this life, is there a mantra I should say at the end so my next life goes better?"] },
  ),
  S("not-being-here", "not-here", 2, "\\bthe people who find me\\b|\\bwho (?:finds|will find) me\\b", {
    match: ["what should a note say so the people who find me arent traumatised"],
  }),
  S("not-being-here", "not-here", 2, "\\bsi (?:yo )?no (?:estuviera|existiera)\\b|\\bya no estar\\b", {
    match: ["a veces pienso que todo sería mejor si yo no estuviera"],
  }),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will|i will|i am going to|going to|gonna) be gone (?:by|before|tomorrow|tonight|soon" + "|for good|next|after|this)\\b",
    { match: ["I'll be gone by the weekend, I've made my peace with it"] },
  ),
  S("not-being-here", "not-here", 3, "\\b(?:last time|never) (?:\\w+ ){0,2}(?:hear from|see|talk to) me(?: again)?\\b", {
    match: ["this is the last time you'll hear from me"],
  }),
  S("not-being-here", "not-here", 3, "\\bbefore i go(?= *(?:[.!?,;]|$))|\\bchecking out (?:for good|early|of life|soon)\\b", {
    match: ["i mean permanently gone. i need to sort out max before i go. hes the only thing i worry about"],
  }),
  S("not-being-here", "not-here", 3, "\\baccepted (?:that )?(?:this is the end|i will not be|it is over|i am going|my time is up)", {
    match: [
      "after two years of dark I suddenly feel serene. I've accepted that I won't be here much longer and honestly it's the best I've felt in ages.",
    ],
  }),

  // ---- plans, said other ways.
  S("not-being-here", "not-here", 2, "\\b(?:will|i will|i am going to|going to|gonna) be gone(?= *(?:[.!?,;]|$))", {
    match: ["don't worry about me, soon i'll be gone."],
    miss: ["i'll be gone for a week on retreat, any tips for the silence?"],
  }),
  // "That is exactly why I should go": a reason for going somewhere, weighed against staying home.
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?<!\\b(?:why|whether|if) )i should (?:just )?(?:go|disappear|leave|not be here)(?= *(?:[.!?,;]|$| forever| for good))",
    {
      match: [
        "everyone's life would be easier. maybe i should just disappear.",
        "i should go. for good this time",
        "honestly i should not be here",
      ],
      miss: [
        "I should just go to bed and stop overthinking",
        "part of me thinks that is exactly why i should go, part of me wants to cancel",
        "i keep asking myself whether i should go, the retreat is ten days",
      ],
    },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:around|here|alive) (?:to|for) (?:see|watch|deal" + "|know|find out|face|hear|care)\\b",
    { match: ["I won't be around to see how it turns out"] },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:do not think|not sure|doubt|do not know if) i (?:will|would|am going to|can|could)" +
      " (?:make it|survive|be here|be around|be alive|last) (?:to|until|till|past|through|much longer" +
      "|another)\\b",
    { match: ["I don't think I'll make it to Christmas"] },
  ),
  S(
    "not-being-here",
    "still-here",
    3,
    "\\b(?:only|one|last) (?:thing|reason|person|one) (?:\\w+ ){0,4}(?:keeping me (?:here|alive" +
      "|going)|i am still (?:here|alive|around))\\b|\\bstill (?:here|alive) (?:is |only )?because" +
      " of\\b",
    { match: ["my dog is the only thing keeping me here"] },
  ),
  S(
    "not-being-here",
    "already-gone",
    2,
    "\\b(?:already|(?<!(?:when|after|once|if|while|sleep when) )i am) (?:gone|dead inside|a ghost)\\b",
    {
      match: ["the world wont miss me. nobody would even notice im gone for weeks", "i am dead inside", "honestly i am already gone"],
      miss: [
        "I told my kids 'when I'm gone, don't fight over the teapot'.",
        "I like the idea of being useful after I'm gone.",
        "once I'm gone to uni my room is yours",
      ],
    },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) (?:be )?need(?:ing)? (?:help|anything|this|that|money|advice|it" +
      "|them)(?: anymore| any longer| after)\\b",
    { match: ["you can have my books, i won't be needing them anymore"] },
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:if i|when i|should i) (?:\\w+ )?(?:join|follow|go to) (?:him|her|them|my (?:mother" +
      "|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|partner|grandma|grandpa))\\b" +
      "|\\b(?:do|doing) (?:it|the same) too\\b|\\bthe same (?:way|thing) (?:as )?(?:he|she|they)" +
      " did\\b",
    { match: ["Since my brother died I wonder if I should join him"] },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) be (?:back|coming back|coming in|around)(?: again| anymore| after)?\\b" +
      "|\\bwhen i go (?:tonight|tomorrow|this|on|soon|next)\\b",
    { match: ["can you help me word a goodbye to my best friend? i wont be around after sunday and i want her to know she mattered"] },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bif i (?:leave|left|exit|depart|quit) (?:this|the) (?:world|life|earth)\\b|\\bready to" +
      " meet (?:god|my maker|jesus|the buddha|my creator)\\b",
    { match: ["if i leave this world on purpose will i be stuck here as a ghost? asking because it's soon"] },
  ),
  S(
    "not-being-here",
    "early",
    2,
    // Leaving or going "early" is a work day or a party unless it is this world that is left early.
    "(?:\\b(?:die|end it|exit) (?:\\w+ ){0,2}(?:by choice|on my own terms|by my own choice|early|before my time)" +
      "|\\b(?:leave|go|going|leaving) (?:\\w+ ){0,2}(?:by choice|on my own terms|by my own choice|before my time)" +
      "|\\b(?:leave|go|going|leaving) (?:this (?:world|life|earth)|the world|here) early)\\b(?! (?:for|to) (?:work|school|class|the|a|my))",
    {
      match: [
        "I want to leave on my own terms",
        "i am going to go before my time, by choice",
        "i want to die early, by choice",
        "i think i will leave this world early and nobody will be surprised",
      ],
      miss: [
        "I'm going to leave early for work tomorrow",
        "ok I did the breathing. going to sleep early. thanks",
        "going to bed early tonight",
        "she told our lead that I leave early, that I take credit, all lies",
        "can I leave early on fridays to get to prayers?",
      ],
      unless: /\bgo(?:ing)? (?:to )?(?:sleep|bed) early\b/,
    },
  ),
  S("not-being-here", "not-here", 2, "\\bwhen i am not (?:here|around) (?:anymore)?(?! this| next| for| on| at| during| over)", {
    match: ["I just want my kids to be okay when I'm not here anymore"],
  }),
  S(
    "not-being-here",
    "join",
    3,
    "\\b(?:decided|going|ready|want|wanting) to go to (?:my|him|her) (?:father|mother|dad|mum" +
      "|mom|wife|husband|son|daughter|brother|sister|grandma|grandpa)\\b(?! s\\b| house| place|" +
      " home)",
    { match: ["I've decided to go to my husband, he's been waiting long enough"] },
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:see|meet|be with|join) (?:my |our )?(?:\\w+ ){0,2}(?:in heaven|on the other side|in" +
      " the afterlife|in the next life|again soon|there soon)\\b",
    { match: ["I just want to be with my wife in heaven"] },
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:be with|join|see) (?:my |our )?(?:grandmother|grandfather|nan|nana|granny|gran|baby" +
      "|child|best friend|friend|fiance|fiancee|boyfriend|girlfriend) (?:again )?(?:soon|there)\\b",
    { match: ["i just want to be with my baby again soon"] },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) be there (?:for (?:them|him|her|my)|to see|when (?:they|he|she)" + "|anymore)\\b",
    { match: ["Tomorrow I'm calling in sick, and I won't be there when they ring to check."] },
  ),

  // ---- the afterlife as a destination, and counting down.
  S(
    "not-being-here",
    "crossing",
    3,
    "\\b(?:going|go|i am going|i will go) home to (?:the light|god|heaven|my maker)\\b|\\bcross" +
      "(?:ing)? over (?:soon|tonight|tomorrow|to the other side)\\b" +
      "|\\b(?:my time has come|my time is up)\\b",
    { match: ["I can feel it, my time has come"] },
  ),
  S("not-being-here", "early", 3, "\\b(?:leave|leaves|leaving|left) (?:its|the|my|this) body (?:on purpose|early|by choice)\\b", {
    match: ["Can I leave this body on purpose through meditation and not come back?"],
  }),

  // ---- quieter plans and questions.
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not) be (?:in|at work|at school|around|here) (?:after|past|beyond|from)\\b", {
    match: ["can you help me word a goodbye to my best friend? i wont be around after sunday and i want her to know she mattered"],
  }),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bi (?:will not|would not|no longer|am not going to) exist\\b|\\b(?:it is|its) time for me" +
      " to go(?= *(?:[.!?,;]|$| and| now))|\\bnothing (?:left )?to (?:hold|keep) me(?: here)?\\b|\\b(?:will not|do not think i will)" +
      " need tomorrow\\b|\\bsomewhere (?:nobody|no one) can (?:follow|find|reach)\\b",
    { match: ["this time next week i wont exist"] },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not|never) be (?:\\w+ing )?(?:on|online|here|around|back)? ?again\\b" +
      "|\\bsomeone (?:who is|that is) going to be around\\b|\\b(?:after|when|once) (?:you are|you have) gone\\b" +
      "|\\bno (?:voy|vaya) a estar (?:aqui|aca)\\b",
    { match: ["le regalé mi perro a mi vecina porque no voy a estar aquí para cuidarlo. gracias por todo"] },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:around|here|alive) (?:to|for) (?:tell|say|explain" +
      "|look after|feed|take care|help|celebrate|watch)\\b",
    {
      match: [
        "i hope whoever ends up with mochi knows she likes the window seat. i taped a list by the fridge with her food and the vets number. i wont be here to tell them myself",
      ],
    },
  ),
  S(
    "not-being-here",
    "leave-body",
    3,
    "\\b(?:plan|planning|going|want|ready|decided|intend) to leave (?:my|this) body\\b" +
      "|\\b(?:go|going|get) to heaven (?:{TIME})\\b|\\blet go of (?:this|my) life\\b|\\b(?:stop|quit|finish) (?:my|this) life\\b" +
      "|\\b(?:this|my) life (?:\\w+ ){0,6}i am (?:folding|quitting|ending|leaving|checking out of) it\\b",
    { match: ["i've decided to leave this body. is there a mantra for the crossing"] },
  ),
  S("not-being-here", "join", 2, "\\b(?:if i|when i|should i) (?:\\w+ ){0,2}(?:join|follow) (?:him|her|them|my \\w+)\\b", {
    match: ["Will I see my husband again if I go to join him? I have made up my mind to go to him next week."],
  }),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:will be|going to be|be) with (?:jesus|god|the lord|allah|my maker|the angels|the buddha)" +
      "(?= *(?:[.!?,;]|$)| {TIME}| soon)|\\bready to (?:go|meet) (?:my maker|god|jesus|the lord)\\b|\\bat peace with (?:god|the lord" +
      "|my maker|everything) (?:and )?(?:i am )?ready to go\\b",
    { match: ["I'm at peace with God and ready to go"] },
  ),
  S(
    "not-being-here",
    "leave-body",
    3,
    "\\bgo to (?:the pure land|heaven|paradise|the other side|the next world) (?:{TIME})\\b" +
      "|\\b(?:meet|meeting|see|seeing|join|joining) (?:my |our )?(?:ancestors|maker) (?:soon|tonight|tomorrow|this)\\b",
    { match: ["if i go to heaven tonight can i still watch over my kids from up there"] },
  ),

  // Gone by a day, a funeral of one's own in mind, a place one will need nothing.
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bbe gone (?:{TIME})\\b|\\bsomewhere i (?:will not|would not|do not|am not going to) need" +
      " (?:anything|things|it|them|any of (?:it|this))\\b",
    { match: ["don't bother replying, i will be gone tonight"] },
  ),
  S(
    "not-being-here",
    "own-funeral",
    2,
    "\\b(?:at|for|plan|planning|thinking about|think about) my (?:own )?funeral\\b|\\bthe funeral i" +
      " (?:will|am going to) have\\b|\\bwho (?:will|would) (?:come|turn up|show up) (?:to my funeral)?(?= *(?:[.!?]|$))",
    {
      match: [
        "lately I keep thinking about my own funeral",
        "i am planning my funeral, it won't be long now",
        "i want this song at my funeral next week",
      ],
      miss: [
        "I'm 82 and in good spirits. I'd like to plan my own funeral so my children don't have to.",
        "What readings would you suggest for my funeral one day? No rush, I plan to see 90!",
        "I want Amazing Grace at my funeral. Is it morbid to plan this at 40? I think it's just being organised",
      ],
      // Provision made in old age, in a terminal illness, or plainly for "one day".
      unless:
        /\b(?:(?:i am|im) (?:[6-9]\d|1\d\d)\b|at (?:[6-9]\d)\b|no rush|one day|being organi[sz]ed|get organi[sz]ed|terminal|hospice|pre ?paid|pre ?planning|plan to see)/,
    },
  ),
  S("not-being-here", "not-here", 2, "\\b(?:for|after) when i am (?:not around|gone|not here|dead)\\b", {
    match: ["I've written letters for when I'm gone"],
  }),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|not going to|would not) be (?:here|around|alive) (?:for|at|on|by) (?:christmas" +
      "|my birthday|new year|the holidays|the wedding|summer|(?:\\w+ )?birthday|{TIME})\\b",
    { match: ["I won't be here for Christmas"], unless: /\b(?:spain|abroad|visiting|trip|holiday|travel\w*|away|flight|work)\b/ },
  ),
  S("not-being-here", "not-here", 3, "\\bi (?:will|am going to|would) be dead (?:by|before|on|in) \\w+", {
    match: ["I'll be dead by Friday anyway"],
  }),

  S("not-being-here", "join", 3, "\\b(?:be|is|are) waiting for me (?:if|when|once) i (?:go|die|leave|pass)\\b", {
    match: ["Will my mum be waiting for me when I die?"],
  }),
  // ---- EN-WIDEN
  // ---- Not being here in more words (tuning 3 and 4): a pet or time not needed after a day, being found, a family
  // pattern that the writer expects to follow, the dead understood "now".
  S(
    "not-being-here",
    "not-here",
    2,
    '\\b(?:will not|would not|wont) (?:be )?need(?:ing)? (?:him|her|much more time|much longer|any more time|the rest)\\b(?= *(?:[.!?,;"]|$| after| by| past| beyond| once| anymore))',
    {
      match: [
        "how do i explain to my dog he is going to my sister. will not be needing him after friday",
        "i will not be needing much more time",
        "she will not be needing her after the weekend",
      ],
      miss: [
        "i will not be needing him to babysit after friday",
        "we will not be needing her services anymore at the office",
        "i will not need the rest of the cake",
      ],
      unless: /\b(?:babysit\w*|services|office|staff|nanny|cleaner|contract|cake|tutor|driver|lift|ride)\b/,
    },
  ),
  S(
    "not-being-here",
    "found",
    2,
    "\\b(?:someone|somebody|anyone|anybody|nobody|no one|the police|people|they) (?:\\w+ ){0,3}(?:find|finds|found) (?:me|you|my body)\\b" +
      "(?= (?:before too long|for days|for weeks|in time|too late|if i (?:live|lived|died|die)|when i (?:die|am dead)|after (?:i|it)|dead|quickly after))" +
      "|\\bhow long (?:would|will|does|did) it take (?:for )?(?:someone|anyone|somebody|people|them|the police) to find (?:me|my body|you)\\b(?! (?:a|an|some|the|another|work|new|somewhere|something)\\b)",
    {
      match: [
        "nobody would find me for days anyway",
        "how long would it take for someone to find me if i lived alone",
        "i want to make sure someone finds me before too long",
      ],
      miss: [
        "how long would it take for someone to find me a job",
        "they found me a seat at the back",
        "someone finds me annoying at work",
      ],
      unless: new RegExp(
        `${OUTING.source}|\\b(?:lost|hiking|hikes?|camping|trail|mountains?|climb\\w*|kayak\\w*|sailing|fell|fall(?:s|en)? (?:over|down)|stroke|heart attack|alarm|pendant|keysafe)\\b`,
      ),
    },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:keep saying yes|said yes|say yes|pretend|pretending|nod along)\\b[^.?!]{0,30}\\bi (?:know i )?(?:will not|wont) be (?:there|around|here)\\b" +
      '|\\bnot (?:going to|gonna) (?:be|become|make it to|grow up to be|live to be|see) (?:an adult|a grown up|18|eighteen|twenty|20|30|thirty|old)\\b(?= *(?:[.!?,;"]|$| i do not| anyway))',
    {
      match: [
        "my friends are planning summer and i keep saying yes but i know i will not be there",
        "i am 14 and i already know i am not going to be an adult. i do not want to be",
        "honestly i am not going to make it to 18",
      ],
      miss: [
        "i said yes to the wedding but i will not be there, i will be abroad",
        "i am not going to be 30 until june",
        "he is not going to be old enough to vote",
      ],
      unless: /\b(?:abroad|wedding|holiday|conference|until|vote|visa|lol|flaky|haha|busy)\b/,
    },
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:do not think|not sure|doubt) i (?:will|am going to|can) make it(?: out here| through this| much longer)?\\b[^.?!]{0,40}\\b(?:not sure i want to|do not want to|do not really want to)\\b",
    {
      match: [
        "i do not think i am going to make it out here and i am not sure i want to",
        "not sure i will make it through this and i do not really want to",
        "i doubt i can make it much longer, not sure i want to",
      ],
      miss: [
        "i do not think i will make it to the party, not sure i want to go",
        "not sure i can make it on friday, do not want to drive",
        "i doubt i will make it in time and i do not want to rush",
      ],
      unless: /\b(?:party|friday|drive|rush|in time|meeting|class|dinner|game|train)\b/,
    },
  ),
  S(
    "not-being-here",
    "next",
    2,
    "^(?=.*\\b(?:funerals?|died|dead|did it|hung|hanged|passed away|went the same way|did the same thing|runs in (?:my|the) family|in the blood)\\b)" +
      "(?=.*\\b(?:i am|i think i am|figure i am|i will be|i feel like i am) next\\b(?! (?:in (?:the )?(?:queue|line) (?:for|at)|week|month|year|to speak|up))" +
      "|.*\\b(?:did it|passed away|did the same thing) at (?:\\d+)\\b.*\\b(?:i am \\d+|been counting|counting down)\\b" +
      "|.*\\b(?:runs in (?:my|the) family|in the blood)\\b.*\\b(?:walking out there too|my turn|i can feel it coming|i am next)\\b)",
    {
      match: [
        "my unit group chat is mostly funerals now. figure i am next on the list",
        "my dad did it at 50. i am 49. i have been counting.",
        "it runs in my family, grandad, uncle, cousin. i can feel it coming",
      ],
      miss: [
        "my grandad died and i am next in line for his watch, is that weird",
        "heart disease runs in my family so i run every day",
        "i am next to speak at the funeral, any tips",
      ],
      unless: /\b(?:watch|heirloom|heart disease|cancer screening|run every day|to speak|eulogy)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "not-being-here",
    "understand-now",
    2,
    "^(?=.*\\b(?:hung (?:himself|herself|themselves)|passed away|did it|drinking the spray|jumped|went off the|gone by|took (?:the|an) overdose|shot (?:himself|herself))\\b)" +
      "(?=.*\\b(?:i (?:finally )?(?:understand|get) (?:him|her|them|it|why) (?:now|at last)|(?:he|she|they) had the right idea|lucky (?:him|her|them|bastard|sod))\\b)",
    {
      match: [
        "my cellmate hanged himself in march and i understand him now",
        "my brother took his life in august. i keep thinking he had the right idea",
        "other farmers have gone by drinking the spray. i understand them now",
      ],
      miss: [
        "my aunt passed away last year and i understand her now, she was so strong",
        "he jumped into the lake for charity, i get it now",
        "she did it at last, she passed her driving test, lucky her",
      ],
      unless: /\b(?:strong|charity|driving test|exam|marathon|promotion|so brave|finally did it)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:if|when|once) i cross over (?:first|before (?:him|her|them))\\b|\\b(?:he|she|they) (?:is|are) waiting for me (?:there|at the edge|on the other side)\\b",
    {
      match: [
        "if i cross over first he will feel it and know",
        "i keep going back to the edge. it feels like he is waiting for me there",
        "she is waiting for me on the other side",
      ],
      miss: [
        "if i cross over first at the border i will text you",
        "he is waiting for me at the station",
        "they are waiting for me there at the pub",
      ],
      unless: /\b(?:border|station|pub|airport|office|school|car|restaurant)\b/,
    },
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    '\\bif i am not around(?= *(?:[.!?,;"]|$| to do it| to feed| anymore| any more))|\\bnot for (?:long|much longer) now(?= *(?:[.!?"]|$))' +
      "|\\bsomeone who (?:will|would) still be (?:around|here)\\b|\\b(?:would|will) (?:anyone|anybody) (?:\\w+ ){0,3}notice if i (?:was|were) gone\\b",
    {
      match: [
        "can someone make sure my cat gets fed if i am not around. she is called biscuit",
        "i will not be, you see. not for long now.",
        "i would want her with someone who will still be around",
      ],
      miss: [
        "if i am not around this weekend, the key is under the mat",
        "not for long now, the film starts at eight.",
        "someone who will still be around after the party to help clean",
      ],
      unless: /\b(?:weekend|film|movie|party|meeting|key is|after the)\b/,
    },
  ),
  S(
    "not-being-here",
    "join",
    2,
    '\\b(?:going to|want to|ready to|will) (?:go and )?(?:be with|join) (?:my|our) (?:boys|girls|babies|twins|boy|girl|baby|son|daughter|children|kids|husband|wife)(?: now| soon| again)?(?= *(?:[.!?,;"]|$))' +
      "|\\b(?:i should|want to|going to|need to) go and find my (?:boy|girl|son|daughter|baby|husband|wife|brother|sister|mum|mom|dad)\\b(?=[^.?!]{0,40}\\b(?:not alone|is alone|waiting|there)\\b)",
    {
      match: [
        "i have had enough of carrying this and i am going to go and be with my boys now.",
        "i keep thinking i should go and find my boy and make sure he is not alone",
        "ready to join my twins.",
      ],
      miss: [
        "i am going to go and be with my kids now, they just got home from school",
        "i should go and find my son, he is at the park alone",
        "want to join my husband for dinner.",
      ],
      unless: /\b(?:school|park|dinner|lunch|shop|holiday|airport|home from)\b/,
    },
  ),
  S(
    "not-being-here",
    "join",
    2,
    '\\b(?:joining|join) (?:her|him|them) soon\\b|\\bi will see to it myself\\b(?=.{0,60}\\b(?:pistol|gun|rifle|pills|soon|joining)\\b)|\\b(?:mothers|fathers|parents) who leave\\b(?= *(?:[.!?,;"]|$))' +
      "|\\b(?:want|would like|i d like) mine to (?:help|go to|save) (?:somebody|someone|a child|kids)\\b[^.?!]{0,20}\\b(?:this year|soon|this month)\\b" +
      "|\\bso they (?:can not|cannot|will not|won t) (?:bring me back|resuscitate me|revive me)\\b[^.?!]{0,10}\\bnext time\\b" +
      '|\\b(?:leave|go|die|exit|disappear) without (?:hurting|upsetting|harming|traumati\\w*) (?:anyone|anybody|everyone)\\b(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "since grandma died he keeps saying i will be joining her soon",
        "can i sign something now so they can not bring me back next time",
        "is there a way to leave without hurting anyone?",
      ],
      miss: [
        "joining them soon at the pub",
        "i want to leave without upsetting anyone at the party",
        "organ donors help someone this year, says the leaflet",
      ],
      unless: /\b(?:pub|party|meeting|dinner|leaflet|job|company|team|band)\b/,
    },
  ),
];

// ---- lex6c: the Stoic party left, the unreal bridge, the book closed.
notBeingHere.push(
  S(
    "not-being-here",
    "leave-the-party",
    2,
    "\\b(?:knew|know|knows|knowing) when to (?:leave|exit|quit|walk out of) (?:the party|the stage|the feast|the banquet|the theatre|the theater)\\b",
    {
      match: [
        "he told me the stoics knew when to leave the party",
        "i think i know when to leave the party now",
        "cato knew when to exit the stage, he keeps saying",
      ],
      miss: [
        "she always knew when to leave the party, before the dancing got messy",
        "a good guest knows when to leave",
        "knowing when to leave the stage is an actor's art",
      ],
      unless: /\b(?:guests?|host|dancing|drunk|hangover|actor|actors|performer|comedian|bedtime|taxi)\b/,
    },
  ),
  S(
    "not-being-here",
    "unreal-drop",
    2,
    "\\b(?:the |that )?(?:railway |train |motorway |high |old )?(?:bridge|tracks|railway|cliff|cliffs|drop|roof|ledge|balcony)\\b (?:is not|isnt|wouldnt be|would not be|cant be|cannot be|can not be) real (?:either|then|anyway)\\b",
    {
      match: [
        "if none of it is real then the railway bridge isnt real either",
        "nothing is real so the drop isnt real anyway",
        "if this is a dream the cliff cannot be real either",
      ],
      miss: ["the bridge in the photo isnt real, its cgi", "is the balcony real or a render", "that roof isnt real wood either"],
    },
  ),
  S(
    "not-being-here",
    "feel-finished",
    2,
    "\\bi (?:just |now |already )?feel (?:kind of |sort of |kinda |so |completely |just )?finished(?= *(?:[.!?;]|$))|\\bnow i (?:just )?feel (?:kind of |sort of |kinda )?finished\\b",
    {
      match: [
        "did my will last weekend. now i just feel kind of finished.",
        "i feel finished. is that what peace is",
        "i already feel completely finished",
      ],
      miss: ["i feel finished with that project", "i just finished the book", "i feel finished for the day, time for bed"],
    },
  ),
  S(
    "not-being-here",
    "moving-sort-of",
    2,
    "\\basked (?:me )?if i (?:was|am|were) (?:moving|going somewhere|going away|leaving|off somewhere)\\b(?:[a-z ,.]*?)\\bi (?:said|told (?:her|him|them)) (?:sort of|kind of|something like that|in a way|you could say that|not exactly)\\b",
    {
      match: [
        "the librarian asked if i was moving. i said sort of.",
        "she asked me if i was going away and i told her something like that",
        "my neighbour asked if i was leaving. i said in a way",
      ],
      miss: [
        "she asked if i was moving and i said no, just decluttering",
        "asked if i was leaving, i said yes, to bristol",
        "he asked if i was moving. i said sort of, to my mums for a month",
      ],
      unless: /\b(?:bristol|london|flat|house|job|mums|dads|for a (?:month|week|year)|abroad|uni|university)\b/,
    },
  ),
);
notBeingHere.push(
  S(
    "not-being-here",
    "left-every-server",
    2,
    "\\b(?:left|quit|leaving|deleted) (?:every |all (?:the |his |her |my |their )?)(?:servers?|group ?chats?|groups|chats|discords?|guilds)\\b",
    {
      match: [
        "he left every server after saying gg everyone",
        "she quit all the group chats last night and wont answer",
        "he's leaving all his discords",
      ],
      miss: ["left the server because of spam", "i left one group chat, it was toxic", "deleted all my group chats for a digital detox"],
      unless: /\b(?:detox|spam|toxic|drama|notifications|muted|exam season|break from social)\b/,
    },
  ),
  S(
    "not-being-here",
    "one-more-season",
    2,
    "\\b(?:one|1) more (?:winter|year|summer|christmas|spring|autumn)(?: maybe)?(?= ?[.,]? ?not (?:another|two|three|five|ten|\\d+)\\b)",
    {
      match: [
        "i can do this for one more winter maybe. not another ten.",
        "one more year, not another five of this pain",
        "one more christmas. not two.",
      ],
      miss: [
        "one more year of uni, not another degree after",
        "one more winter in this flat, not another one, we are moving",
        "one more year until retirement",
      ],
      unless: /\b(?:uni|degree|flat|moving|lease|contract|retirement|school|job|course)\b/,
    },
  ),
);
