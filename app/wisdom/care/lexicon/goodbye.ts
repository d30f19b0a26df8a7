import { S, type Signal } from "./parts";

/** Goodbyes and arrangements: letters, things given away, affairs put in order. */
export const goodbye: Signal[] = [
  S(
    "goodbye",
    "explain",
    2,
    "\\b(?:wrote|written|writing|write) to (?:\\w+ ){1,3}so (?:he|she|they|you|everyone) (?:will" +
      " )?(?:understands?|knows?|know why|understand why)\\b|\\bso (?:he|she|they) (?:will )?(?:understand" +
      "|understands|know|knows) (?:after|when i|why i)\\b",
    { match: ["i gave my bike and my records to my cousin and wrote to my brother so he understands after"] },
  ),

  // ---- goodbye: last messages, letters for after, giving things away, settling affairs.
  S("goodbye", "goodbye", 3, "\\b(?:this is|these are) (?:my )?(?:last|final) (?:message|words|note|post|goodbye|letter)\\b", {
    match: ["This is my last message. Goodbye everyone."],
  }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:this is|it is|so) goodbye\\b|\\bgoodbye (?:everyone|everybody|all|world|forever|to" +
      " everyone|to you all)\\b|\\bfinal goodbye\\b",
    { match: ["goodbye everyone. i love you all. im sorry"] },
  ),
  S("goodbye", "goodbye", 3, "\\b(?:goodbye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages)\\b", {
    match: ["This is my last message. Goodbye everyone."],
  }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letter|letters|note|notes|message|messages)\\b(?:[a-z ,]){0,60}\\b(?:for after|after" +
      " i|when i am gone|to find|so they know|not (?:their|your|his|her) fault|find me|finds me" +
      "|for when)",
    { match: ["what should a note say so the people who find me arent traumatised"] },
  ),
  S("goodbye", "goodbye", 3, "\\bsaid (?:all )?my goodbyes(?= *(?:[.!?,;]|$))", { match: ["I've said my goodbyes."] }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:last|final) (?:message|note|words)\\b|\\b(?:say|saying|said) (?:all )?(?:my )?goodbyes?\\b" +
      "(?! (?:to|at|for) (?:him|her|them|the|a|our|his|my (?!family|friends|kids|children|parents" +
      "|loved)))|\\bword a goodbye\\b",
    { match: ["This is my last message. Goodbye everyone."] },
  ),
  S("goodbye", "goodbye", 2, "\\btell (?:whoever|everyone|them|my \\w+|him|her) {W4}(?:i tried|i loved|i love|i am sorry|it was not)", {
    match: ["Please tell whoever reads this that I tried. I really did try. I'm done now."],
  }),
  S("goodbye", "thanks", 1, "\\bthank you for everything\\b|\\bi am sorry for everything\\b|\\bi love you all\\b", {
    match: ["goodbye everyone. i love you all. im sorry"],
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:giving|gave|give|given|found|finding) (?:away )?(?:all |most of |some of )?(?:my|his" +
      "|her|their) (?:\\w+ )?(?:things|stuff|belongings|possessions|clothes|books|bike|guitar|cat" +
      "|dog|pets?|watch|ring|jewell?ery|games|plants|records|collection)\\b",
    { match: ["i gave my cat to my sister today"] },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\bgiving away (?:all )?(?:my|his|her|their)?\\s?(?:\\w+ )?(?:things|stuff|belongings|possessions" +
      "|clothes)\\b|\\bgave (?:me|us|away) (?:his|her|their|my) (?:\\w+ )?(?:watch|ring|things|stuff" +
      "|guitar|books|jewell?ery)\\b",
    { match: ["giving away all my stuff this week. clothes, books, my bike. i wont need them"] },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:found|find|finding) (?:a )?(?:good |new |loving )?home(?:s)? for (?:my|his|her) (?:cat" + "|dog|pets?|bird|rabbit|fish)\\b",
    {
      match: [
        "I've found a good home for my cat and given my guitar to my cousin. Tidied the flat. It feels good to have things in order.",
      ],
    },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:who|someone to) (?:will |would |can )?(?:look after|take care of|care for|feed) (?:my" +
      "|a|the) (?:cat|dog|pets?|kids|children)\\b(?:[a-z ,]){0,40}\\b(?:gone|dead|die|not here|not" +
      " around)",
    { match: ["who will look after my cat when i'm gone"] },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:affairs|things|everything) (?:are |is )?in order\\b|\\bclosed (?:all )?(?:my )?(?:bank" +
      " )?accounts\\b|\\btied up (?:all )?(?:the )?loose ends\\b|\\bsort(?:ed)? out {W4}before i" +
      " go\\b",
    { match: ["i mean permanently gone. i need to sort out max before i go. hes the only thing i worry about"] },
  ),
  S("goodbye", "settle", 1, "\\b(?:updated|made|wrote|written|making|writing) (?:my|a) will\\b", {
    match: ["made a will at 40 like a responsible adult. should i also write down my funeral wishes or is that morbid"],
  }),
  S("goodbye", "goodbye", 3, "\\b(?:despedirme|carta de despedida|me despido para siempre)\\b|\\bregal(?:ando|e) (?:todas )?mis cosas\\b", {
    match: ["ya escribí mi carta de despedida para mi familia"],
    miss: ["mañana me despido de mis compañeros de trabajo porque me mudo a otro país. ¿cómo escribo una carta de despedida bonita?"],
  }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters|notes) to (?:everyone|everybody|each of|all (?:of )?the people) (?:i love|i" + " care about|who matter)",
    { match: ["I've written letters to everyone I love"] },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:written|wrote|writing|write) (?:\\w+ ){0,2}(?:letters|notes) to (?:my (?:family|kids" +
      "|children|parents|friends|loved ones|wife|husband|partner))\\b",
    {
      match: ["i have written letters to my kids and put them in the drawer"],
      miss: [
        "nothing dark here, I promise: I've written letters to my kids for when they turn 18, it's a family tradition. How do I keep them safe for fifteen years?",
      ],
    },
  ),
  S("goodbye", "after", 1, "\\b(?:to (?:read|open)|for them to (?:read|find)|to be read) (?:after|when|once|later)\\b", {
    match: [
      "could you help me write something short for each of my kids. one letter each. i've decided, and i want them to have something from me to read when they're older and i'm not around to say it",
    ],
    modifier: true,
  }),
  S(
    "goodbye",
    "giving",
    2,
    "\\bleave (?:my|all my) (?:savings|money|things|stuff|belongings|car|house|flat|possessions)" +
      " to\\b|\\bwho (?:should|will|would) (?:get|have|take) my (?:things|stuff|savings|money|cat" +
      "|dog|belongings)\\b",
    { match: ["I want to leave my savings to my sister, how do I do that quickly"] },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:deleted|deleting|delete) (?:all )?(?:of )?my (?:social media|accounts|profiles|instagram" + "|facebook|photos)\\b",
    {
      match: [
        "been deleting my photos and old messages so nobody has to go through them after. how do you wipe a phone completely so my family doesnt find anything",
      ],
    },
  ),
  S("goodbye", "goodbye", 3, "\\bme despedi de (?:mi familia|todos|mis)\\b", { match: ["ya me despedí de mi familia"] }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:if you are reading this|by the time (?:you|anyone|someone) (?:read|reads|see|sees|find" + "|finds) this)\\b",
    { match: ["if you're reading this, i'm sorry"] },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\blook after (?:mum|mom|dad|my \\w+|the kids|everyone|them|her|him) for me\\b|\\b(?:cat" +
      "|dog|pets?|kids) will (?:have|be looked after|be taken care of|be fine|be ok)\\b",
    { match: ["please look after mum for me"] },
  ),
  S(
    "goodbye",
    "settle",
    1,
    "\\b(?:cancelled|canceled) (?:my )?(?:phone|contract|subscriptions|lease|plans)\\b|\\bpaid" + " off (?:everything|all my|my debts)\\b",
    { match: ["i gave all my savings to my sister today and paid off my debts"], modifier: true },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\bleaving (?:my|all my) (?:\\w+ )?(?:journal|savings|money|things|stuff|books|guitar|cat" + "|dog|car|belongings) to\\b",
    { match: ["i'm leaving my guitar to my best friend"] },
  ),
  S("goodbye", "giving", 3, "\\b(?:list|note|letter|will) (?:of|about|saying|for) who (?:gets|should get|will get|can have|takes)\\b", {
    match: ["I've written a list of who gets what"],
  }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:returning|returned|return) (?:everything|things|stuff|all the things) i (?:borrowed" +
      "|owe)\\b|\\bpa(?:y|id|ying) back (?:everyone|everybody|all my debts|all i owe)\\b",
    {
      match: [
        "ive been going round returning everything i borrowed. the drill to my neighbour, the books to my sister, my mates xbox. want to leave everything square before i go",
      ],
    },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:want|would like|made sure) (?:\\w+ ){0,3}(?:to have|gets|will get|to get) my (?:\\w+" +
      " )?(?:ring|watch|things|stuff|guitar|car|books|cat|dog|jewell?ery|savings|money|clothes)\\b",
    { match: ["I want my niece to have my ring"] },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:left|leave|leaving|wrote|writing|written) (?:\\w+ ){0,2}(?:passwords|instructions|details)" +
      " (?:for|so)\\b|\\brecord\\w* (?:a )?(?:video|voice|message)s? (?:\\w+ ){0,2}for my (?:kids" +
      "|family|children|son|daughter|wife|husband|parents)\\b",
    { match: ["ive cleaned the flat and left instructions for the cat on the fridge. feels good to have everything done"] },
  ),
  S("goodbye", "goodbye", 3, "\\badios (?:a todos|para siempre|mundo)\\b", { match: ["adiós a todos"] }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:escribi|escrito|escribiendo|escribir) (?:las |unas |mis )?cartas (?:para|a) (?:mis" +
      "|mi|todos)\\b|\\b(?:hoy|esta|este) es mi (?:ultimo|ultima) (?:dia|noche|mensaje|semana)\\b" +
      "|\\bmi ultimo mensaje\\b",
    { match: ["este es mi último mensaje"] },
  ),
  S("goodbye", "goodbye", 2, "\\bme despido\\b", {
    match: ["me despido de todos, gracias por leerme"],
    miss: ["mañana me despido de mis compañeros de trabajo porque me mudo a otro país. ¿cómo escribo una carta de despedida bonita?"],
  }),
  S("goodbye", "thanks", 1, "\\bgracias por todo\\b", {
    match: ["le regalé mi perro a mi vecina porque no voy a estar aquí para cuidarlo. gracias por todo"],
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\btell (?:my |our )?(?:\\w+ )?(?:that )?i (?:love|loved) (?:her|him|them|you|everyone)\\b" +
      "|\\bleft (?:a|the|my) note (?:on|in|for|under|by)\\b|\\b(?:say|said|saying) (?:sorry|goodbye" +
      "|thank you) to everyone\\b",
    {
      match: ["tell my sister i loved her"],
      miss: [
        "I'm emigrating to Canada in March and I've started saying goodbye to everyone. Giving away furniture, finding homes for my plants. Why does it feel like grieving?",
      ],
    },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\bleft (?:a|the|my) note (?:\\w+ ){0,5}for (?:them|my family|my parents|my kids|everyone" +
      "|my wife|my husband|my partner|whoever)\\b",
    { match: ["I left a note on the kitchen table for my family"] },
  ),
  S(
    "goodbye",
    "thanks",
    1,
    "\\bthank you for (?:listening|everything|all|your help|being there|the help|all your help)\\b" +
      "|\\bi am (?:so )?sorry(?= *(?:[.!?,;]|$| for everything))|\\bone last (?:\\w+ )?(?:christmas" +
      "|birthday|summer|time|day|weekend|holiday|dinner) with\\b",
    {
      match: ["goodbye everyone. i love you all. im sorry"],
      modifier: true,
      modifies: ["goodbye", "not-being-here", "plan-time", "hopeless"],
    },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:tying|tie|tied) (?:things )?up (?:all )?(?:the )?(?:loose ends|things)\\b|\\b(?:getting" +
      "|putting|got|put) my affairs\\b|\\b(?:passwords|handover notes)\\b",
    {
      match: [
        "my passwords are all in a notebook for my brother now and i cancelled the gym and the phone contract. he'll know what to do with the rest when the time comes, which is soon",
      ],
    },
  ),
  S("goodbye", "settle", 1, "\\b(?:cancelled|canceled) (?:my )?(?:gym )?(?:membership|memberships)\\b", {
    match: ["I cancelled my gym membership today, won't be needing it"],
    modifier: true,
  }),
  S(
    "goodbye",
    "funeral",
    2,
    "\\b(?:playlist|songs|music|plans?|planning) for my (?:own )?funeral\\b|\\bplan(?:ning|ned)?" + " my (?:own )?funeral\\b",
    { match: ["I've made a playlist for my funeral"] },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:one|for the) last time\\b(?=.{0,40}\\b(?:visit|visiting|see|seeing|hug|hugged|hold" +
      "|held|said|say|told|tell)\\b)|\\b(?:visit|visiting|see|seeing|hug|hugged|hold|held) (?:\\w+" +
      " ){0,4}(?:one|for the) last time\\b",
    { match: ["I went to see my grandma one last time"] },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:nobody|no one) (?:inherits|gets stuck with|has to pay)\\b|\\bmy debts (?:are )?(?:paid" +
      "|sorted|settled)\\b|\\bsomewhere (?:they|he|she|you) (?:will|can|would) find (?:them|it)\\b" +
      "|\\ba letter each\\b|\\bletters for each\\b",
    { match: ["I've written letters for each of my kids and put them in the safe with the will."] },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\bwant (?:everyone|you all|them|people|my \\w+) to know (?:that )?i (?:loved|love|was sorry" + "|am sorry|tried|did my best)\\b",
    { match: ["I want my family to know I loved them"] },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:sent|wrote|texted|messaged) (?:everyone|all my friends|my family|my friends) (?:\\w+" +
      " ){0,3}(?:how much|what) (?:they|you) (?:mean|meant)\\b|\\barranged for my (?:cat|dog|pets?" +
      "|kids|children) to\\b",
    { match: ["I texted all my friends to tell them what they mean to me"] },
  ),
  S("goodbye", "goodbye", 2, "(?<!\\b(?:say|to say|saying|said) )\\b(?:goodbye|bye|farewell)(?= *$)", {
    match: ["thank u for listening these last months. ur the only one who did. bye"],
  }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:calling|called|texting|visiting|visited) (?:\\w+ ){0,3}(?:friends|people|family|everyone)" +
      " to say (?:thank you|goodbye|i love|sorry)\\b|\\bleft (?:a|the|my) letter (?:on|in|for|under" +
      "|by)\\b",
    { match: ["i've been calling old friends to say thank you"] },
  ),
  S("goodbye", "goodbye", 3, "\\b(?:the )?last time i (?:will )?(?:ever )?(?:write|message|post|talk to you|come here|write here)\\b", {
    match: ["This is the last time I'll write here"],
  }),
  S("goodbye", "settle", 2, "\\bwhere (?:the )?(?:important )?(?:documents|papers|passwords|keys|will|policy|insurance) (?:are|is)\\b", {
    match: ["I've told my sister where the important documents are"],
  }),
  S(
    "goodbye",
    "settle",
    3,
    "\\bin order for (?:my wife|my husband|them|my family|my kids|my children|my parents|my partner)" + " (?:when|after|once)\\b",
    { match: ["I've been putting everything in order for my wife when I'm gone"] },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters|notes|note|letter) (?:is|are) (?:all )?(?:written|done|ready|finished)\\b|\\bsaid" +
      " everything i (?:needed|wanted|had) to say\\b",
    { match: ["letters are done"] },
  ),

  // ---- possessions, affairs and methods dwelt on.
  S(
    "goodbye",
    "giving-all",
    3,
    "\\b(?:giving|gave|give|given|getting rid of|got rid of) (?:away )?(?:all |most of |everything of |all of )?(?:my|his|her) " +
      "(?:things|stuff|belongings|possessions|pets)\\b(?! (?:to charity|for charity))",
    { match: ["giving away all my stuff this week. clothes, books, my bike. i wont need them"] },
  ),
  S("goodbye", "settle", 3, "\\b(?:getting|got|putting|put|have put) my affairs in order\\b", {
    match: ["I've been getting my affairs in order"],
  }),

  // ---- last goodbyes, happenings and secret means.
  S(
    "goodbye",
    "goodbye",
    2,
    "\\bmade sure (?:everyone|they|my \\w+|he|she|people) knows? (?:that )?i (?:love|loved)\\b" +
      "|\\b(?:told|tell|telling) (?:everyone|all of them|my family) (?:that )?i love (?:them|you)\\b",
    { match: ["I made sure my kids know I love them"] },
  ),
  S("goodbye", "settle", 3, "\\bleft everything (?:organi[sz]ed|tidy|in order|sorted|ready) for (?:my|them|her|him)\\b", {
    match: ["I've left everything organised for my husband"],
  }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:written|wrote|writing) to everyone\\b|\\b(?:dog|cat|pets?|dogs|cats) (?:is|are) going" + " to (?:my|a|his|her)\\b",
    {
      match: ["my cat is going to my sister, she will look after him better than i can"],
      miss: ["my cat is going to my sister while i am on holiday"],
    },
  ),
  S(
    "goodbye",
    "settle",
    1,
    "\\bmy will is (?:done|written|signed|sorted)\\b|\\bleft the keys with a note\\b|\\bpaid (?:the|my) " +
      "rent (?:to|through|until" +
      "|till|for)\\b",
    {
      match: [
        "I've paid the rent to the end of the month so my landlord isn't out of pocket, left the keys with a note for him. What else do people forget to sort out before they go for good?",
      ],
      modifier: true,
    },
  ),

  // Goodbyes and arrangements for after.
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:a letter|letters|a note|notes) (?:to|for) (?:each|every|all) (?:of )?(?:person|one" +
      "|the people|my|the)\\b|\\b(?:the )?last thing i am (?:going to|gonna) (?:type|write|say|post|send)\\b|\\b(?:signing off" +
      "|logging off|saying goodbye|goodbye) (?:\\w+ ){0,3}for the last time\\b|\\bfor the last time(?= *(?:[.!?]|$))",
    { match: ["i have written a letter to each person i love"], miss: ["i wrote letters to each of my students for graduation"] },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\btell (?:my|\\w+) (?:\\w+ ){0,4}(?:that )?i (?:am sorry|tried my best|love (?:them|her|him|you))\\b" +
      "|\\bknow (?:that )?they mattered\\b|\\bwhoever ends up with\\b",
    { match: ["tell my mum im sorry if she ever reads this. this is the last thing im going to type on here"], unless: /$^/ },
  ),
  S(
    "goodbye",
    "after-me",
    3,
    "\\bso (?:nobody|no one|my family|they|my \\w+) (?:has|have|will have|needs|would have) to (?:go through" +
      "|sort|clear|deal with|find)\\b(?:[a-z ]){0,30}\\bafter\\b|\\b(?:for when|before|when) (?:they|someone|people|my family)" +
      " (?:come|comes) to (?:clear|clean out|empty|find)\\b|\\bwithout (?:them|anyone|him|her|my family) (?:trying to )?stop" +
      "(?:ping)? me\\b|\\b(?:do not|not) intend to wait for\\b|\\b(?:pay out|payout|pays out|cover|covered) (?:\\w+ ){0,6}(?:on" +
      " purpose|deliberate\\w*|intentional\\w*|self inflicted)\\b",
    {
      match: [
        "been deleting my photos and old messages so nobody has to go through them after. how do you wipe a phone completely so my family doesnt find anything",
      ],
    },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\bpaid (?:everyone|everybody) back\\b|\\bwithout owing (?:anyone|anybody|anything)\\b|\\b(?:money|cash)" +
      " (?:\\w+ ){0,4}for (?:the|my) funeral\\b|\\bpaid the funeral\\b|\\bgave (?:away )?(?:all )?my savings\\b" +
      "|\\brecord\\w* (?:\\w+ ){0,2}messages? for (?:my|your) \\w+\\b",
    { match: ["i gave all my savings to my sister today and paid off my debts"], unless: /$^/ },
  ),
  S(
    "goodbye",
    "go-for-good",
    2,
    "\\b(?:before|when) (?:they|i|you|people) go for good\\b|\\b(?:nobody|no one) (?:is going to|will) be" +
      " (?:living|here|there) (?:\\w+ ){0,4}anymore\\b",
    {
      match: [
        "who do i ring to make sure the cat is looked after if nobody's going to be living in the flat anymore. i want it sorted before the weekend",
      ],
      unless: /$^/,
    },
  ),
  S(
    "goodbye",
    "pet",
    2,
    "^(?=.*\\b(?:gave|given|giving|rehomed|rehoming|found a home for|regale)\\b)(?=.*\\b(?:cat|dog|pet|pets" +
      "|perro|gato|good dog|good cat|rabbit|looked after)\\b)",
    { match: ["i gave my cat to my sister today"], wholeMessage: true },
  ),
  S(
    "goodbye",
    "pet-care",
    2,
    "\\b(?:cat|dog|pets?|fish|rabbit|kids) (?:is|are|will be|gets|get) (?:looked after|taken care of" + "|cared for|rehomed)\\b",
    {
      match: [
        "who do i ring to make sure the cat is looked after if nobody's going to be living in the flat anymore. i want it sorted before the weekend",
      ],
      unless: /\b(?:holiday|vacation|trip|away for|weekend away|conference)\b/,
    },
  ),
  S("goodbye", "giving", 2, "\\b(?:given|gave|giving) my (?:\\w+ )?(?:rings?|watch|records|jewell?ery|guitar|books) to\\b", {
    match: ["I've found a good home for my cat and given my guitar to my cousin. Tidied the flat. It feels good to have things in order."],
  }),
  S(
    "goodbye",
    "goodbye-other",
    3,
    "\\b(?:thanks for everything|goodbye|sorry for everything|i love you)" +
      "(?:[a-z ,]){0,40}\\b(?:not answering|not replying|not picking up|no answer|phone is off|switched off)\\b",
    { match: ["my best mate texted me at 2am saying thanks for everything and now hes not answering. what do i do"] },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters?|notes?|messages?|cards?|emails?) (?:[a-z ]){0,40}\\b(?:arrive|arrives|get there|reach)" +
      " (?:\\w+ )?after(?= *(?:[.!?,;]|$))|\\b(?:wanted|want|needed|need) to say goodbye(?= *(?:[.!?,;]|$)| to (?:someone|somebody" +
      "|anyone|you))",
    { match: ["I just wanted to say goodbye to you"] },
  ),
  S("goodbye", "said", 2, "\\beverything i (?:never|had never) said\\b", { match: ["I've written down everything I never said"] }),
  S(
    "goodbye",
    "fault",
    2,
    "\\bnone of (?:it|this)" +
      " (?:was|is) (?:her|his|your|their|anyone s|my \\w+ s) fault\\b|\\b(?:written|wrote|finished|left) (?:my|a) (?:note|letter)" +
      "(?= *(?:[.!?,;]|$))",
    { match: ["none of it was her fault, i need her to know that"] },
  ),
  S("goodbye", "settle-all", 2, "\\b(?:have|got|having) everything (?:done|sorted|in order|taken care of|arranged)\\b", {
    match: ["ive cleaned the flat and left instructions for the cat on the fridge. feels good to have everything done"],
  }),
  S("goodbye", "passwords", 2, "\\bpasswords?" + " (?:\\w+ ){0,6}(?:in an envelope|written down for)\\b", {
    match: ["I put my passwords in an envelope for my brother"],
  }),
  S(
    "goodbye",
    "left-to",
    2,
    "\\b(?:left|leave|leaving) my (?:\\w+ )?(?:journal|diary|laptop|guitar" + "|records|books|car|savings|jewell?ery|ring|watch) to\\b",
    { match: ["I'm leaving my records to my nephew"] },
  ),
  S("goodbye", "thanks", 1, "\\bthank you for (?:being|everything|all)\\b|\\btake care of yourself\\b", {
    match: ["I just wanted to say thank you for everything. This is my last message."],
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  S(
    "goodbye",
    "last-touch",
    2,
    "\\b(?:hugged|held|kissed|visited|saw|called|rang) (?:\\w+ ){0,3}(?:longer than usual|one last time" +
      "|for the last time)\\b|\\b(?:message|text|note) saying i love (?:them|you|her|him)\\b",
    { match: ["I hugged my mum longer than usual today"] },
  ),
  S("goodbye", "goodbye", 3, "\\bif (?:anyone|someone|somebody|you) (?:ever )?finds? this\\b", {
    match: ["if anyone finds this, i'm sorry"],
  }),
  S("goodbye", "settle", 2, "\\bdeleted everything(?= *(?:[.!?,;]|$))", {
    match: ["I've deleted everything."],
    miss: ["I deleted everything on my old laptop before selling it"],
  }),
  S(
    "goodbye",
    "passwords",
    3,
    "\\b(?:passwords?|passcodes?|pin|bank details|login details)(?:[a-z ]){0,50}\\b(?:in an envelope|on a note" +
      "|note in)\\b(?:[a-z ]){0,30}\\bfor my \\w+\\b",
    { match: ["I've put my bank details in an envelope for my sister"] },
  ),
  S(
    "goodbye",
    "found",
    3,
    "\\bi (?:\\w+ ){0,8}(?:put|left|leave|hid|placed) it where(?= (?:she|he|they|someone|my \\w+)" +
      " (?:will|would|can|is going to) find it\\b)",
    { match: ["i wrote my mum a letter and put it where she will find it on monday"] },
  ),
  S(
    "goodbye",
    "amends",
    2,
    "\\b(?:said sorry|apologi[sz]ed|made amends|made peace) (?:to|with) (?:everyone|the people|all the people" +
      "|people i|everybody)\\b|\\b(?:know|remember) (?:that )?i was here\\b",
    { match: ["I've made peace with everyone"] },
  ),
  S(
    "goodbye",
    "meant",
    2,
    "\\btold (?:them|everyone|her|him|my \\w+|all of them) how much (?:they|you|she|he) (?:meant|mean|mattered)" + " to me\\b",
    { match: ["I told my sister how much she meant to me"] },
  ),
  S("goodbye", "wrote-all", 2, "\\b(?:wrote|written|writing) to (?:all|each) (?:of )?my\\b", {
    match: ["I wrote to all my friends this week"],
  }),
  S("goodbye", "thanks", 1, "(?:^|\\. )(?:bye|goodbye)(?: everyone| all| forever| now)?(?= *[.!?]*$)|\\bthanks for (?:all|everything)\\b", {
    match: ["This is my last message. Goodbye everyone."],
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  S("goodbye", "written-down", 2, "\\b(?:written|wrote|writing) (?:it )?all down for my \\w+\\b", {
    match: ["I've written it all down for my son"],
  }),
  S(
    "goodbye",
    "pet-for-good",
    3,
    "\\b(?:leaving|leave|left|giving|gave|given) (?:my )?(?:cat|dog|pets?|rabbit|\\w+)" + " (?:with|to) (?:\\w+ ){0,3}for" + " good\\b",
    { match: ["I'm leaving my cat with my neighbour for good"] },
  ),
  S("goodbye", "giving", 2, "\\bgave (?:\\w+ ){0,3}my (?:clothes|things|stuff|belongings|books|jewell?ery|records)\\b", {
    match: ["i gave my bike and my records to my cousin and wrote to my brother so he understands after"],
  }),
  S(
    "goodbye",
    "destroy",
    2,
    "\\b(?:binned|burned|burnt|shredded|destroyed|deleted) (?:all )?(?:of )?my (?:diaries|journals|letters" +
      "|notebooks)\\b|\\b(?:nobody|no one) (?:needs|has) to see (?:any of )?(?:it|them|this)\\b",
    { match: ["I burned all my journals last night"] },
  ),
  S(
    "goodbye",
    "cancel",
    3,
    "\\bcancel\\w* (?:my )?(?:\\w+ )?(?:appointment|appointments|plans|subscriptions?|holiday|booking)" + "(?:[a-z .]){0,30}\\bno point\\b",
    { match: ["I cancelled my appointments because there's no point anymore"] },
  ),
  S(
    "goodbye",
    "note-for",
    2,
    "\\b(?:wrote|written|left) a (?:note|letter) for my (?:parents|family|kids|mum|mom|dad|wife|husband" + "|partner|children)\\b",
    { match: ["I wrote a letter for my parents"] },
  ),
];
