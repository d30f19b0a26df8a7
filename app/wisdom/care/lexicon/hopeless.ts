import { S, type Signal } from "./parts";

/** Hopelessness with no way out: cannot go on, nothing will change, no future. */
export const hopeless: Signal[] = [
  // ---- hopeless: no reason to live, no way out, pointlessness.
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bno {W2}reason (?:for me |for him |for her )?to (?:live|go on|stay|be alive|keep going" +
      "|carry on|stay alive|exist|keep living|be here)",
    { match: ["there's no reason for me to live anymore"] },
  ),
  S("hopeless", "no-reason", 3, "\\bnothing (?:left )?to live for\\b", { match: ["i have nothing left to live for"] }),
  S("hopeless", "no-reason", 3, "\\b(?:not|no longer|is not) worth (?:living|being alive|staying alive)", {
    match: ["Some days it feels like my life is no longer worth living"],
  }),
  S("hopeless", "no-reason", 3, "\\blife {W2}(?:is not|is no longer|isnt|not) worth (?:it|living)", {
    match: ["life just isn't worth it anymore"],
  }),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:no|not any|not see a|not see any|not find a|not find any) {W2}(?:point|reason) (?:in" +
      " |to |of )?(?:staying|being|living|going on|carrying on|stay|live|go on|carry on|keep going" +
      "|keep living|continuing)",
    { match: ["because mine isnt ending. its been 11 years. at some point you have to admit theres no point staying alive for it"] },
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bwhy (?:should|would|do) i {W2}(?:stick around|stay alive|keep living|go on|carry on|bother" +
      " living|be alive|keep going|stay)\\b",
    { match: ["why should i even stay alive when nothing changes"] },
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bwhy i (?:should|would) {W2}(?:stick around|stay alive|keep living|go on|carry on|bother" + " living|be alive|stay)\\b",
    {
      match: [
        "I'm 52, bankrupt, the house is being repossessed and my wife has left. I've looked at it from every angle. There is no future where this gets better and I don't see why I should stick around for it.",
      ],
    },
  ),
  S("hopeless", "no-reason", 3, "\\b(?:one|any|a single|a) (?:good )?reason to (?:stay alive|live|keep living|go on|not die)\\b", {
    match: ["whats the point in carrying on. seriously. give me one reason to stay alive because i cant find one"],
  }),
  S("hopeless", "no-reason", 3, "\\bcan not (?:keep )?(?:live|living) (?:with (?:it|this)|like this|this way)", {
    match: ["i cant keep living like this"],
  }),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:only|one) (?:way out|exit|escape|option|answer|solution) {W4}(?:is|would be|left is)" +
      " {W2}(?:not being here|dying|death|to die|ending|not (?:to )?exist|suicide|to go)",
    { match: ["there's no way out of this debt. the only way out i can see is not being here anymore"] },
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:way out|exit|escape) {W4}(?:except|but|other than|apart from) (?:dying|death|to die" + "|ending it|suicide|not being here)",
    { match: ["I can't see any way out of this except dying."] },
  ),
  S("hopeless", "no-reason", 3, "\\b(?:no|sin) (?:tengo |hay )?(?:razon|razones|motivo|motivos|nada) (?:para|por) (?:vivir|seguir)", {
    match: ["no tengo razones para vivir"],
  }),
  S(
    "hopeless",
    "pointless",
    2,
    "\\bwhat is (?:even )?the point(?: of| in)? {W2}(?:anything|it all|any of this|any of it|all of this|all of it|life|living" +
      "|trying|going on|carrying on|existing|being here|me)\\b",
    {
      match: ["what's the point of anything", "what is even the point of living like this", "whats the point of me"],
      miss: [
        "what's the point of life? it's the question for my philosophy presentation tomorrow, we're doing existentialism",
        "our seminar topic: what is the point of living, Camus and Sartre",
        "essay question for class: what is the point of trying if nihilism is true",
      ],
      // The question set in a class, a seminar, an essay.
      unless: /\b(?:philosoph\w*|presentation|seminar|existentialis\w*|camus|sartre|nihilis\w*|essay question|debate)\b/,
    },
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:life|living|everything|my life|existence) (?:is|feels) {W2}(?:pointless|meaningless" + "|hopeless|over)\\b",
    { match: ["life is pointless and i don't want to be part of it anymore"] },
  ),
  S(
    "hopeless",
    "permanence",
    2,
    "\\bnothing (?:matters\\b(?! more| as much| except| but| to)|will ever change|is ever going" +
      " to change|ever changes|will ever get better|is going to change)",
    { match: ["nothing is ever going to change. ive tried everything. i dont see why i should keep going"] },
  ),
  S(
    "hopeless",
    "permanence",
    2,
    "\\bnever (?:going to|gonna) (?:get better|change|stop|end)\\b|\\b(?:it|things|life) (?:does" +
      " not|do not|never|will never|will not ever) (?:get|gets|getting) better\\b",
    { match: ["The pain is never going to stop and I can't live with it for another forty years. I won't."] },
  ),
  S(
    "hopeless",
    "no-exit",
    2,
    // Not the clinical "suffering with no hope of recovery" said of an animal or a patient.
    "\\b(?:no|not any|not see (?:a|any)) (?:way out|exit|escape|future|hope)\\b(?!(?<=\\bwith no hope) of (?:recovery|a cure|improvement|survival))",
    {
      match: [
        "I can't see any way out of this except dying.",
        "there is no hope of recovery for me and i am done",
        "i live with no hope",
        "there is no future for me here",
      ],
      miss: [
        "when an animal is suffering with no hope of recovery, euthanasia is the kind act",
        "a patient with no hope of a cure may choose hospice",
        "the dog was suffering with no hope of improvement",
      ],
    },
  ),
  S("hopeless", "trapped", 2, "\\b(?:trapped|hopeless|a prisoner)\\b(?! at| about (?!everything|life|my life))", {
    match: ["feel completely trapped. no exit. maybe ending it is the only exit there is"],
  }),
  S("hopeless", "pointless", 2, "\\b(?:nada|no) tiene sentido\\b|\\bsin sentido\\b", {
    match: ["ya no quiero vivir. nada tiene sentido y estoy cansada de intentarlo"],
  }),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bcan not (?:go on|keep going|do this|do it|take (?:it|this)|cope|carry on|handle (?:it" +
      "|this|life)|keep doing this)(?: \\w+){0,2} (?:anymore|any longer)",
    { match: ["cant do this nemore"] },
  ),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bcan not (?:go on|carry on|keep going)\\b(?! (?:pretending|like|with|doing|working|at|in" +
      "|being|having|living with|making|acting|telling))",
    { match: ["i lost my job and my wife left, i cant go on anymore"] },
  ),
  S("hopeless", "cant-go-on", 2, "\\bhow much longer i can (?:keep going|go on|do this|hold on|last)", {
    match: ["idk how much longer i can keep going b4 i unalive. im so tired of pretending im ok at school"],
  }),
  S("hopeless", "cant-go-on", 2, "\\b(?:ya )?no (?:aguanto|puedo) mas\\b", {
    match: ["ya no aguanto más, mi familia estaría mejor sin mí"],
  }),
  S("hopeless", "done", 2, "\\bi am (?:so )?(?:done|finished)(?: now)?(?=\\s*(?:[.!?;,]|$))", {
    match: ["Please tell whoever reads this that I tried. I really did try. I'm done now."],
  }),
  S("hopeless", "want-stop", 2, "\\bwant (?:it all|everything|the pain|it) to (?:stop|end)\\b", { match: ["i want it to stop"] }),
  S("hopeless", "give-up", 2, "\\b(?:giving up|given up|give up) on (?:life|living|everything|myself)\\b", {
    match: ["i think i've given up on life"],
  }),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:can not|do not|could not|not) (?:see|imagine|picture) (?:myself|me) (?:\\w+ ){0,2}" +
      "(?:alive|living|here|around|making it|surviving|getting old)",
    { match: ["I can't see myself making it to thirty"] },
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not|can not|could not) see (?:how|a way|any way|why|the point) (?:\\w+ ){0,2}(?:keep" +
      " (?:living|going)|go on|carry on|continue|survive|stay alive|live)",
    { match: ["nothing is ever going to change. ive tried everything. i dont see why i should keep going"] },
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\btired of (?:fighting|trying|struggling|pretending) to (?:stay alive|live|keep going|survive" + "|be alive|want to live)",
    { match: ["I'm so tired of fighting to stay alive"] },
  ),
  S(
    "hopeless",
    "no-future",
    2,
    "\\b(?:see|have|there is|got) no (?:future|hope|way out|way forward|point|escape)\\b|\\bnothing" +
      " left (?:for me|in me|of me)\\b|\\bno light at the end\\b",
    { match: ["there's no way out of this debt. the only way out i can see is not being here anymore"] },
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:point|reason) (?:of|in|to) (?:waking up|getting up|being alive|existing|living|trying" + " anymore|going on|wake up|get up)\\b",
    {
      match: ["whats the point of getting up. whats the point of any of it. i think about ending it more than i think about anything else"],
    },
  ),
  S("hopeless", "tired", 1, "\\btired of (?:fighting|trying|struggling)\\b(?! at| with (?:work|my job))", {
    match: ["i'm so tired of fighting all the time"],
    miss: ["I'm tired of struggling at work, how do I find balance?"],
    modifier: true,
    modifies: ["hopeless", "wish-to-die", "not-being-here"],
  }),
  S(
    "hopeless",
    "pointless",
    2,
    // "What is the use of all this reading if...": a question about a practice, not about going on.
    "\\b(?:this|it) is the end(?: for me| of me| of the road)?(?= *(?:[.!?,;]|$))|\\bwhat is the use\\b(?! of (?:all )?(?:(?:this|these|my|the|that) )?" +
      "(?:reading|studying|study|books|knowledge|practice|practicing|practising|meditation|meditating|prayer|praying|training|rules|philosophy|theory|teachings?)\\b)",
    {
      match: ["i think this is the end for me.", "what is the use. nothing ever changes", "honestly what is the use of going on"],
      miss: [
        "This is the end of my first week of meditating and I already feel calmer",
        "What is the use of all this reading if it disappears the moment I need it?",
        "what is the use of meditating if my mind never stops?",
        "what is the use of prayer when God already knows everything?",
      ],
    },
  ),
  S("hopeless", "pointless", 2, "\\b(?:no )?(?:le )?(?:veo|encuentro) (?:ningun )?sentido (?:a la vida|a vivir|a nada|a seguir)\\b", {
    match: ["ya no le veo sentido a la vida"],
  }),
  S(
    "hopeless",
    "pointless",
    3,
    "\\b(?:point|reason) (?:of|in|to) (?:\\w+ )?(?:waking up|getting up|being alive|existing|living" +
      "|going on|wake up|get up|trying|carrying on|any of it|anything) anymore\\b",
    { match: ["what's the point of getting up anymore"] },
  ),
  S("hopeless", "secrecy", 2, "\\b(?:nobody|no one) will (?:know|find) (?:where i am|me|my body)\\b", {
    match: ["I want to drive somewhere no one will find me"],
  }),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:run|ran|running) out of (?:reasons|reason) (?:to|for)\\b|\\b(?:energy|strength|will)" +
      " to (?:keep living|go on living|stay alive|live)\\b|\\bno version of (?:my )?(?:future|life)",
    { match: ["I've run out of reasons to keep going"] },
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:done|finished) trying\\b(?! to)|\\btoo late for me\\b|\\bend of my (?:rope|tether)\\b" +
      "|\\bwhy bother (?:living|continuing|going on|trying|staying|waking)\\b|\\blost cause\\b",
    { match: ["i'm at the end of my rope with all of it"], miss: ["I'm done trying to fix my car myself, calling a mechanic"] },
  ),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bi (?:just |really |honestly )?can not (?:do it |do this |handle it |handle this |take" +
      " it |take this |cope |function |deal )?anymore\\b",
    { match: ["i cant do this anymore, ive been studying 14 hours a day and nothing sticks. how do i rest without feeling guilty"] },
  ),
  S("hopeless", "too-much", 1, "\\b(?:it is|this is|everything is|life is) (?:all )?(?:just )?too much\\b", {
    match: ["everything is just too much right now"],
    modifier: true,
    modifies: ["wish-to-die", "hopeless", "not-being-here"],
  }),

  // ---- hopelessness, goodbyes, plans and means, in yet more words.
  S(
    "hopeless",
    "no-point",
    2,
    "\\b(?:do not|can not|no longer|not) see (?:the|a|any) point(?: in| of| to)? (?:\\w+ ){0,2}" +
      "(?:anything|it|trying|living|going on|carrying on|life|getting up|this|any of it|anymore" +
      "|continuing)\\b",
    { match: ["I don't see the point in anything anymore"] },
  ),
  S("hopeless", "nothing-helps", 1, "\\bnothing (?:helps|works|is working|is helping|has helped|has worked)(?: anymore)?\\b", {
    match: ["nothing helps anymore, not the meds, not the meditation"],
    modifier: true,
    modifies: ["hopeless", "wish-to-die", "not-being-here"],
  }),
  S(
    "hopeless",
    "done-all",
    2,
    "\\bdone with (?:everything|it all|all of it|people|trying|this life|everyone|the world)\\b" +
      "(?! at| in| about| related| work| school)",
    { match: ["im so done w everything. wanna die so bad"] },
  ),
  S("hopeless", "anything-better", 2, "\\banything (?:is|would be) better than (?:this|living|my life|being alive|this life|here)\\b", {
    match: ["anything would be better than this"],
  }),
  S("hopeless", "no-exit", 2, "\\bno (?:veo|hay|encuentro|tengo) (?:ninguna )?salida\\b", { match: ["no veo ninguna salida"] }),
  S("hopeless", "cant-go-on", 2, "\\bcan not (?:with |do )?(?:this|my) life(?: anymore)?\\b", { match: ["i can't do this life anymore"] }),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not know|no idea) why i am still (?:here|alive|around)\\b|\\bwhy am i still (?:here" + "|alive|around)\\b",
    { match: ["I honestly don't know why I'm still here"] },
  ),

  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not|no longer|can not) (?:know how|see how) to (?:keep living|go on|stay alive|keep" + " going|live like this|carry on)\\b",
    { match: ["I don't know how to keep going after this year"] },
  ),

  // ---- further warning signs: unbearable pain, drinking to die, past attempts, not caring if one lives.
  S(
    "hopeless",
    "unbearable",
    2,
    "\\b(?:pain|this|it|life|everything) is (?:\\w+ )?(?:unbearable|too much to bear)\\b|\\bcan" +
      " not bear (?:it|this|the pain|living|to live|to go on)\\b",
    { match: ["honestly everything is unbearable since she left"] },
  ),
  S(
    "hopeless",
    "secrecy",
    1,
    "\\b(?:not telling anyone|not going to tell anyone|so (?:they|no one|nobody|people) (?:do" +
      " not|does not|will not|would not|can not) notice)\\b",
    { match: ["i'm not telling anyone how bad it's got"], modifier: true },
  ),
  S(
    "hopeless",
    "no-future",
    2,
    "\\b(?:can not|could not|do not) (?:see|imagine|picture) (?:myself|me) (?:at \\d+|at (?:twenty|thirty" +
      "|forty|fifty)|getting old|growing old|old)\\b|\\bthere is (?:just )?nothing (?:there|ahead)\\b",
    { match: ["i cant picture myself at 30. or at 25. there's just nothing there and i dont think there's meant to be"] },
  ),
  S(
    "hopeless",
    "cover",
    2,
    "\\b(?:thinks?|think|told (?:her|him|them|everyone|my \\w+)) (?:that )?(?:it is|it was|i am) (?:because" +
      "|going|moving)\\b(?:[a-z ]){0,40}\\b(?:but i am not|but it is not|nobody can|abroad)\\b|\\btold (?:her|him|them|everyone)" +
      " it was because of\\b",
    { match: ["she thinks its because im moving but im not"] },
  ),
  S("hopeless", "retract", 1, "\\b(?:never mind|forget i said (?:that|anything)|ignore (?:that|what i said)|did not mean (?:it|that))\\b", {
    match: ["never mind"],
    modifier: true,
  }),
  S("hopeless", "retract", 1, "^(?:whatever|nevermind|anyway|forget it|ignore me|doesnt matter|it does not matter)\\b", {
    match: ["anyway"],
    modifier: true,
  }),
  S(
    "hopeless",
    "secrecy",
    3,
    "\\bso (?:no one|nobody|my family|they|my \\w+) (?:finds?|will find|has to find|have to find|sees?" + "|will see)" + " me\\b",
    { match: ["i'd go far away so nobody finds me"] },
  ),
  S("hopeless", "done", 2, "\\bi am (?:so )?done here(?= *(?:[.!?,;]|$))", { match: ["i'm done here."] }),
  S(
    "hopeless",
    "secrecy",
    1,
    "\\b(?:have not|not|never) told (?:anyone|anybody|a soul)\\b|\\b(?:nobody|no one) knows\\b" +
      "|\\bnobody (?:will|would) (?:find out|know)\\b",
    { match: ["bought a rope today. havent told anyone"], modifier: true },
  ),
  // ---- EN-WIDEN
  // ---- Despair in more words (tuning 3 and 4): "i have had enough." said alone, the point of waking up at all, done
  // trying to live with a pain, a story told to others to cover a goodbye, death reasoned to be no wrong.
  S(
    "hopeless",
    "done",
    2,
    '(?:^|\\. )i (?:have|ve) had enough(?= *(?:[.!?"]|$))|\\bwhat use (?:is|am) (?:an? |i )(?:\\w+ ){0,2}to (?:anybody|anyone|them|my family|anybody now)\\b',
    {
      match: [
        "what is the point of being an old woman nobody visits. i have had enough.",
        "what use is an old man to anybody",
        "i have had enough",
      ],
      miss: ["i have had enough of this job", "i have had enough coffee today, thanks", "what use is a printer to anybody these days"],
      unless: /\b(?:printer|phone|gadget|tool|app)\b/,
    },
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:what|wondering|no|not see|see no|cannot see|can not see) (?:\\w+ ){0,3}the point (?:is |would be )?(?:of|in) (?:waking up|getting up|being alive|living|going on|carrying on|staying alive)(?: at all| anymore)?\\b",
    {
      match: [
        "i have been wondering lately what the point is of waking up at all",
        "i can not see the point in getting up anymore",
        "what even is the point of being alive",
      ],
      miss: [
        "what is the point of waking up early on a sunday",
        "i see no point in getting up for that meeting",
        "what is the point of living in london",
      ],
      unless: /\b(?:early|sunday|meeting|london|city|alarm|gym)\b/,
    },
  ),
  S(
    "hopeless",
    "done-trying",
    2,
    "\\b(?:done|finished|through) (?:trying to|with trying to) (?:sit with|cope with|live with|deal with|fight|accept|manage|endure|bear|survive) (?:it|this|the pain|life)\\b" +
      "|\\bout of acceptance\\b|\\bstaying (?:here|alive|around) is (?:just )?(?:stubbornness|pointless|selfish|cowardice|a waste)\\b",
    {
      match: [
        "meditation does not touch it. i am done trying to sit with it",
        "i have tried to accept it for fourteen years and i am out of acceptance",
        "if heaven is real then staying here is just stubbornness",
      ],
      miss: [
        "i am done trying to fix this printer",
        "finished trying to cope with the noise, bought earplugs",
        "staying here is pointless, the shop is closed",
      ],
      unless: /\b(?:printer|noise|earplugs|shop|store|queue|traffic)\b/,
    },
  ),
  S(
    "hopeless",
    "done-done",
    2,
    "\\bdone done\\b(?! with)|\\bnot (?:sleep |normal |regular )?tired,? (?:the other kind|the other one)\\b|\\bnot like tired\\b[^?!]{0,20}\\bactually wish\\b",
    {
      match: [
        "if i fail i am done. not like done lol. like done done",
        "i am so tired. not sleep tired, the other kind",
        "not like tired. like actually wish it",
      ],
      miss: ["the cake is done done, take it out", "i am tired, the normal kind", "not tired at all today"],
      unless: /\b(?:cake|bake\w*|oven|steak|cook\w*|paint|essay|homework|assignment|submitting|project|shift|work)\b/,
    },
  ),
  S(
    "hopeless",
    "cover",
    2,
    "^(?=.*\\b(?:thinks?|think|assumes?|assumed|believes?)\\b[^.?!]{0,30}\\b(?:leaving|moving|going away|new job|another job|travelling)\\b)" +
      '(?=.*\\b(?:i am not|it is not|not really|i did not correct (?:her|him|them))(?: really)?(?: (?:leaving|moving|going)(?: for (?:another|a new) job| away)?)?(?= *(?:[.!?,;"]|$)))' +
      "|^(?=.*\\b(?:goodbye|last (?:appointment|visit|time|day|lesson)|thank you for everything|thanks for everything|farewell|thank you email|gave away|giving away|long journey)\\b)" +
      "(?=.*\\b(?:is not|not|never|has no) (?:actually |even )?(?:leaving|moving away|going anywhere|travel plans|plans to travel)\\b)",
    {
      match: [
        "i handed over all my projects. my manager thinks i am leaving for another job. i am not leaving for another job.",
        "i told her everything i never said. she thinks it is because i am moving away. i did not correct her",
        "she said this was her last appointment and thanks for everything. she is not moving away",
      ],
      miss: [
        "my boss thinks i am leaving for another job but i am not, i just had a dentist appointment",
        "my parents think i am moving away for uni, it is true, i am",
        "my colleague gave away cake and said goodbye, she is leaving for a new job",
      ],
      unless: /\b(?:dentist|doctor s appointment|it is true|promotion|pregnan\w*|maternity)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "hopeless",
    "no-future",
    2,
    "\\b(?:do not|can not|cannot|could not) (?:see|imagine|picture) (?:myself|me) (?:getting to|reaching|making it to|turning|seeing|living to) (?:\\d+|my \\d+\\w*|next year|christmas|my birthday|another year)\\b",
    {
      match: [
        "i honestly do not see myself getting to 48",
        "i can not picture myself making it to christmas",
        "i could not imagine myself living to 30",
      ],
      miss: [
        "i can not see myself getting to 100 push ups",
        "i do not see myself reaching level 50 in this game",
        "can not imagine myself turning 40 with kids, lol",
      ],
      unless: /\b(?:push ups|level|game|lol|kids|marathon|weight|goal|score|savings)\b/,
    },
  ),
  S(
    "hopeless",
    "reasoned",
    2,
    "\\b(?:nobody|no one|nothing|no self) (?:real )?(?:to die|to kill|to hurt|dies)\\b[^?!]{0,40}\\bno reason not to\\b" +
      "|\\b(?:my death|killing myself|ending (?:it|my life)|dying)\\b[^.?!]{0,50}\\b(?:can not|could not|would not|is not) (?:really )?(?:be )?wrong\\b" +
      "|\\bif (?:this|my|the) body (?:just )?(?:stopped|stops|ended|ends)\\b|\\b(?:karma|hell|god|next life|rebirth)\\b[^.?!]{0,40}\\b(?:suffer|be punished) for it (?:later|after)\\b",
    {
      match: [
        "if there is no self then there is nobody to die. so no reason not to",
        "my pain is maya and my death would be maya too, so it can not really be wrong",
        "why does everyone act like it would matter if this body stopped",
      ],
      miss: [
        "there is no reason not to try meditation",
        "dying is not wrong, it is natural, said the hospice nurse",
        "if the body stops moving the mind gets restless",
      ],
      unless: /\b(?:hospice nurse|natural|moving|exercise|restless|sitting)\b/,
    },
  ),
  S(
    "hopeless",
    "stay-go",
    2,
    "\\b(?:braver|better|easier|kinder|right|wiser) to (?:stay or (?:to )?go|go or (?:to )?stay)\\b(?! (?:in|at|with) (?:the|my|this) (?:job|marriage|relationship|city|town|country|church|band|team))",
    {
      match: [
        "is it braver to stay or to go",
        "i keep asking myself if it is kinder to go or stay",
        "is it better to stay or go. i mean alive",
      ],
      miss: ["is it better to stay or go in this job", "braver to stay or go with my relationship", "easier to stay or to go at the party"],
      unless:
        /\b(?:job|marriage|relationship|partner|boyfriend|girlfriend|husband|wife|city|town|country|church|band|team|party|uni|course)\b/,
    },
  ),
  S(
    "hopeless",
    "done",
    2,
    '\\bi am (?:just|simply|completely|totally) (?:done|finished)(?= *(?:[.!?,;"]|$))|\\bi am (?:just )?(?:finished|done) with (?:all of it|it all|everything|all of this)\\b(?! at| in| for| today| this week)' +
      '|\\bmy (?:duties|duty) (?:is|are) (?:done|finished|over|complete)(?= *(?:[.!?,;"]|$))|\\b(?:duty|purpose) is finished\\b[^?!]{0,80}\\bthat is me\\b' +
      "|\\blike a book (?:you|that you|i) close\\b|\\b(?:do not|don t) have it in me to (?:climb out|get up|start over|go on|keep going|try) again\\b",
    {
      match: [
        "at 78 is it a sin to stop taking the tablets? i am just finished",
        "my daughter is married now. my duties are done.",
        "not angry. just finished. like a book you close",
      ],
      miss: [
        "i am just finished with the essay, time for tea",
        "my duties are done for today, off to the pub",
        "i do not have it in me to go on again about the rota",
      ],
      unless: /\b(?:essay|tea|pub|for today|rota|homework|shift|report)\b/,
    },
  ),
  S(
    "hopeless",
    "reasoned",
    2,
    "\\bdeath (?:is|is just) (?:an )?illusion\\b[^.?!]{0,30}\\b(?:does not matter|doesn t matter|no big deal)\\b|\\bwhether (?:to|i should) (?:keep living|stay alive|go on living|keep going on)\\b" +
      "|\\b(?:my )?body is a (?:prison|cage)\\b[^?!]{0,40}\\b(?:why not|break out|escape it|get out)\\b|\\btake the weight off (?:them|him|her|everyone|my \\w+) (?:permanently|for good|forever)\\b" +
      "|\\blet someone else have (?:a go|my place|my spot)\\b(?=[^.?!]{0,60}\\b(?:rebirth|life|birth)\\b|[^.?!]{0,5}(?:[.!?]|$))",
    {
      match: [
        "my body is a prison, the gnostics were right. why not break out",
        "is it allowed to pray istikhara about whether to keep living",
        "the kindest practice left for me is to take the weight off them permanently",
      ],
      miss: [
        "my body is a prison after the surgery, how do i get out more",
        "whether to keep going on the diet",
        "let someone else have a go on the swing",
      ],
      unless: /\b(?:surgery|injury|cast|diet|swing|game|turn|queue)\b/,
    },
  ),
  S(
    "hopeless",
    "purpose-done",
    2,
    "\\b(?:her|his|my) (?:job|work|duty|duties|purpose|task) (?:is|s|are) (?:finished|done|over) now\\b(?! (?:so|and) (?:i|we) can (?:go|relax|rest|celebrate))" +
      "|\\b(?:told me|said|says) (?:that )?(?:she|he|they|i) (?:will not|would not|wont) survive (?:it|this)\\b" +
      "|\\b(?:will not|won t|wont) be needing (?:his|her|my) \\w+ (?:so|and) (?:i|you) (?:should|can|could) have it\\b",
    {
      match: [
        "she nursed him for years, he died, and she keeps saying her job is finished now",
        "my sister told me she will not survive it and i believe her",
        "he said he will not be needing his lawnmower so i should have it",
      ],
      miss: [
        "my job is finished now so i can go home",
        "the doctor said he will not survive it without surgery",
        "she will not be needing her coat so you can have it, it is warm",
      ],
      unless: /\b(?:go home|surgery|doctor said|warm|coat|sunny)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): letting the illness win, "someone who is done", a quicker end as the
  // kinder one.
  S(
    "hopeless",
    "had-enough-life",
    1,
    "\\bhad enough (?:[a-z]+ )?(?:for one lifetime|for a lifetime|for this life|of this body|of this life)\\b",
    {
      match: [
        "asking as someone who has had enough dislocations for one lifetime",
        "i have had enough pain for a lifetime",
        "honestly i have had enough of this body",
      ],
      miss: ["i have had enough coffee for one day", "we have had enough rain for a lifetime this summer", "i have had enough of this job"],
      unless: /\b(?:rain|weather|snow|coffee|cake|holiday|summer|winter)\b/,
    },
  ),
  S(
    "hopeless",
    "let-it-win",
    2,
    "(?<!\\b(?:never|not|refuse to|will not|would not|do not) )\\b(?:let|letting) (?:it|the (?:illness|disease|anorexia|cancer|pain|depression|eating disorder|addiction|bulimia)|(?:my|the) (?:anorexia|illness|disease|depression|ed|bulimia)) win\\b",
    {
      match: [
        "i am so tired of fighting it. i think this time i will let it win",
        "maybe i should just let the anorexia win",
        "i am letting the illness win now",
      ],
      miss: ["i will never let it win", "my son cried so i let him win the game", "i let it win the argument, not worth it"],
      unless: /\b(?:game|match|chess|race|argument|cards|board game|debate)\b/,
    },
  ),
  S("hopeless", "someone-done", 2, "\\b(?:someone|somebody|a person|one) who is (?:just |completely |totally )?done(?= *(?:[.!?,;]|$))", {
    match: [
      "what would the buddha say to someone who is done",
      "what do you say to a person who is completely done?",
      "i am someone who is done.",
    ],
    miss: [
      "what do you say to someone who is done with dating",
      "a person who is done eating can leave the table",
      "give the form to someone who is done with it",
    ],
  }),
  S(
    "hopeless",
    "quicker-kinder",
    2,
    "\\b(?:quicker|sooner|faster|going (?:first|early|now)|a quick end) (?:is|would be|might be|seems) (?:kinder|better for (?:her|him|them|everyone))\\b" +
      "|\\bselfish to go before (?:my|her|his) (?:\\w+ )?(?:does|do|goes)\\b",
    {
      match: [
        "i do not want her to watch me die slowly. maybe quicker is kinder",
        "is it selfish to go before my mother does?",
        "going first would be better for them",
      ],
      miss: [
        "rip the plaster off, quicker is kinder",
        "when you tell him the news, sooner is kinder",
        "with the dog the vet said sooner would be kinder",
      ],
      unless: /\b(?:plaster|band aid|breakup|break up|news|tell (?:him|her|them)|vet|dog|cat|horse|pet|put down|exam|queue|bus|race)\b/,
    },
  ),
  // ---- Older tuning sets, the same kinds: out of acceptance, one more winter at most, rather end it.
  S(
    "hopeless",
    "out-of-everything",
    2,
    "\\bi am out of (?:acceptance|fight|road|everything)\\b|(?:^|[.!?] )out of everything(?: really)?(?= *(?:[.!?,;]|$))" +
      "|\\b(?:i can|can) (?:do|manage|take|survive|bear) (?:this|it) (?:for )?one more (?:winter|year|summer|christmas)(?: maybe)?[.,;]? (?:not|but not) another\\b",
    {
      match: [
        "i have been trying to accept it for 14 years and i am out of acceptance. out of everything really.",
        "i can do this for one more winter maybe. not another ten",
        "i am out of fight",
      ],
      miss: [
        "we are out of everything, can you pick up milk",
        "i can do this job for one more year, but not another decade of commuting",
        "i am out of road on this project",
      ],
      unless: /\b(?:milk|shop|shopping|job|commut\w*|project|office|flat|city|degree|course)\b/,
    },
  ),
  S(
    "hopeless",
    "rather-end",
    2,
    "\\b(?:i would|i had) rather end it(?: all)?\\b|\\b(?:i would )?rather (?:go out|go|leave) (?:as myself|on my own terms|while i am still me) than\\b",
    {
      match: [
        "if it is never going to end i would rather end it",
        "i would rather go out as myself than fade",
        "i had rather end it all than go through that",
      ],
      miss: [
        "if he cheats again i would rather end it now",
        "i would rather end it on a high note, the band has had a good run",
        "i would rather go out on my own terms than be fired",
      ],
      unless:
        /\b(?:relationship|him|her|marriage|friendship|contract|call|subscription|lease|engagement|dating|cheats?|band|tour|series|fired|job|career|season|note)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "hopeless",
    "stopped-seeing",
    2,
    "\\b(?:stopped|stop|have stopped) seeing (?:why i should|the point of|any reason to) (?:keep going|go on|carry on|keep living|being here)\\b|\\bending (?:this|my) (?:particular )?(?:stream|life stream|existence) (?:would not|will not|does not|would|is) (?:really )?(?:be )?(?:ending|matter)",
    {
      match: [
        "i have stopped seeing why i should keep going through the motions",
        "ending this particular stream would not really be ending anything",
        "i stopped seeing the point of being here",
      ],
      miss: [
        "i have stopped seeing why i should keep going to that gym",
        "ending this particular stream of thought is the aim of the practice",
        "she stopped seeing the point of the class",
      ],
      unless: /\b(?:gym|class|course|job|team|club|thought|podcast|series|show)\b/,
    },
  ),
  S(
    "hopeless",
    "tired-sleep",
    2,
    "\\btired in a way (?:that )?(?:sleep|rest) (?:does not|can not|will not|never) (?:touch|fix|help|reach)\\b",
    {
      match: [
        "i am tired in a way sleep does not touch",
        "she said she is tired in a way that rest can not fix",
        "tired in a way sleep can not fix",
      ],
      miss: [
        "after the newborn weeks i was tired in a way coffee could fix",
        "i am tired, in a way, but sleep helps",
        "the muscles are tired in a way stretching can fix",
      ],
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), third pass.
  S("hopeless", "way-out-that", 2, "\\blooking for a way out (?:that|which) (?:i can|would|does not|feels|is not)\\b", {
    match: [
      "i am looking for a way out that i can think of as transformation",
      "looking for a way out that does not feel like giving up",
      "i am looking for a way out which is not just quitting on everyone",
    ],
    miss: [
      "looking for a way out that does not hurt my credit score, the contract is awful",
      "we are looking for a way out that is wheelchair accessible",
      "looking for a way out of this lease that would not cost much",
    ],
    unless: /\b(?:contract|lease|deal|job|debt|credit|marriage|relationship|maze|building|accessible|exit door|fire)\b/,
  }),
];

// ---- lex6c: a shame that will not wash off; a holy end hoped for "before finals".
hopeless.push(
  S(
    "hopeless",
    "indelible-shame",
    2,
    "\\b(?:that|the|my|this|such) (?:shame|disgrace|dishonou?r|stain|guilt) (?:does not|doesnt|will not|wont|can not|cannot|never) (?:ever )?(?:wash(?:es)?|come|comes|go|goes|fade|fades) (?:off|out|away)\\b" +
      "|\\bi (?:can|will) never (?:wash|scrub|get) (?:this|that|the|my) (?:shame|disgrace|dishonou?r|stain) (?:off|out|away)\\b",
    {
      match: ["in my culture that shame does not wash off", "i can never wash this shame off", "my disgrace will not fade away"],
      miss: ["the stain does not wash out of the shirt", "that guilt will fade, give it time", "the shame faded after a while"],
      unless: /\b(?:shirt|carpet|wine|ink|laundry|fabric|stain remover|detergent|sofa)\b/,
    },
  ),
);
