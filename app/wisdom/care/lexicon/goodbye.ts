import { S, type Signal } from "./parts";

/** Goodbyes of a move, a retirement, a last day at school, a relative or patient who is dying: ordinary farewells. */
const ORDINARY_GOODBYE =
  /\b(?:retir\w*|moving(?! on\b)|relocat\w*|abroad|for a job|new job|across the country|last day of (?:school|term|work|uni)|hospice|palliative|is dying|a patient|my patient|exchange|(?:goodbye|farewell|parting) letters? to (?:my|our|the|your) (?:eating disorder|ed|anorexia|bulimia|addiction|anxiety|depression|old self|younger self|illness|disorder|inner critic|drinking))\b/;

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
    {
      match: [
        "goodbye everyone. i love you all. im sorry",
        "so this is goodbye. thank you for everything",
        "final goodbye to the only people who cared",
      ],
      miss: [
        "last day of school ever tomorrow. feels weird saying goodbye to everyone after 7 years",
        "Moving across the country next month and saying goodbye to everyone. Why do goodbyes feel like a little death?",
        "my grandmother is dying, she's in hospice now. she's said goodbye to everyone",
      ],
      unless: ORDINARY_GOODBYE,
    },
  ),
  S("goodbye", "goodbye", 3, "\\b(?:goodbye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages)\\b", {
    match: [
      "This is my last message. Goodbye everyone.",
      "i have written my goodbye letters and put them in the drawer",
      "writing farewell notes to my family tonight",
      "finished my last letters, one for each of them, they are in the drawer",
      "i have drafted a suicide note and keep rereading it",
      "sent my goodbye message to the group chat",
    ],
    miss: [
      "Goodbye letters to my students: I'm retiring from teaching after 35 years.",
      "moving to Singapore for a job, saying goodbye to everyone this month. I keep writing goodbye letters to friends",
      "I'm a hospice volunteer. a patient asked me to help him write goodbye letters to his grandchildren",
      "in group we each wrote a farewell letter to our addiction and read it aloud",
      "my counsellor suggested a goodbye letter to my anxiety, any tips on tone",
      "writing a parting letter to my younger self for my recovery journal",
    ],
    unless: ORDINARY_GOODBYE,
  }),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letter|letters|note|notes|message|messages)\\b(?:[a-z ,]){0,60}\\b(?:for after|after" +
      " i|when i am gone|to find|so they know|not (?:their|your|his|her) fault|find me|finds me" +
      "|for when)",
    {
      match: [
        "what should a note say so the people who find me arent traumatised",
        "i left letters for my kids for when i am gone",
        "notes for after, so they know it was not their fault",
      ],
      miss: [
        "also want to leave a letter for them with some Buddhist teachings that helped me, for when they're older",
        "a letter for my daughter with my values, for when she is older",
        "notes for when the kids are older, about my faith",
      ],
      // A letter of teachings or faith for a child's later years, not one for after a death.
      unless:
        /^(?=[\s\S]*\b(?:teachings?|faith|wisdom|values)\b)[\s\S]*\bfor when (?:they|he|she|the kids|the children) (?:are|is) older\b/,
    },
  ),
  S("goodbye", "goodbye", 3, "\\bsaid (?:all )?my goodbyes(?= *(?:[.!?,;]|$))", { match: ["I've said my goodbyes."] }),
  S(
    "goodbye",
    "goodbye",
    2,
    // Not a teacher's or a figure's last words in a lesson ("the Prophet's last words", "Jesus' last words").
    '(?<!\\b(?:his|her|their|prophets|the prophets|jesus"?|christs|buddhas|the buddhas|socrates|the masters|saints|the saints|gurus) )' +
      "\\b(?:last|final) (?:message|note|words)\\b|\\b(?:say|saying|said) (?:all )?(?:my )?goodbyes?\\b" +
      "(?! (?:to|at|for) (?:him|her|them|the|a|our|his|my (?!family|friends|kids|children|parents" +
      "|loved)))|\\bword a goodbye\\b",
    {
      match: [
        "This is my last message. Goodbye everyone.",
        "these are my final words to you all",
        "read my last note when you get home",
        "i am writing my last words tonight",
      ],
      miss: [
        "how does this relate to the Prophet's last words about the highest companion?",
        "what did the Buddha's final words mean, strive on with diligence",
        "Jesus' last words on the cross in Luke",
      ],
    },
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
      "|dog|pets?|watch|ring|jewell?ery|games|plants|records|collection)\\b" +
      // Given for an allergy, a flat that bars pets, a wedding, a library, a team left for a new job.
      "(?![^.?!]{0,80}\\b(?:allerg\\w*|(?:do not|does not) allow (?:pets|dogs|cats)|no pets|landlord|konmari|to the library|to the team|wedding day|on (?:her|his|their) wedding)\\b)",
    {
      match: [
        "i gave my cat to my sister today",
        "giving away all my books, won't need them",
        "gave my watch to my brother yesterday, he should have it now",
      ],
      miss: [
        "gave my cat to my sister because I'm allergic, the doctor said so",
        "doing konmari and giving most of my books to the library",
        "Giving my grandmother's ring to my daughter on her wedding day",
      ],
    },
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
    "\\b(?:deleted|deleting|delete) (?:all )?(?:of )?my (?:social media|accounts|profiles|instagram" +
      "|facebook|photos)\\b" +
      "(?! (?:apps? )?for (?:a|one|the|two|three|six|\\d+) (?:year|month|week|while|lent)s?\\b)",
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
    "\\b(?:tying|tie|tied) (?:things )?up (?:all )?(?:the )?(?:loose ends|things)\\b(?! (?:before|for) (?:my |the |going on )?(?:maternity|paternity|parental|annual|study) leave)|\\b(?:getting" +
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
    {
      match: [
        "i have written a letter to each person i love",
        "i wrote a note for each of my kids tonight",
        "a letter to every one of my friends, sealed",
      ],
      miss: [
        "i wrote letters to each of my students for graduation",
        "Turning 60 next month. Time to write a will and maybe a letter to each of my kids, while I'm healthy.",
        "I'm retiring and writing a note to each of my colleagues",
      ],
      unless: /\bturning [5-9]0\b|\bwhile (?:i am|you are|we are|im|youre) (?:still )?healthy\b|\bretir\w*/,
    },
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
    // Not a pet given up for an allergy or a home that bars pets.
    "^(?!.*\\b(?:allerg\\w*|(?:do not|does not|dont|doesnt) allow (?:pets|dogs|cats)|no pets|landlord)\\b)" +
      "(?=.*\\b(?:gave|given|giving|rehomed|rehoming|found a home for|regale)\\b)(?=.*\\b(?:cat|dog|pet|pets" +
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
  // ---- EN-WIDEN
  // ---- Farewells and preparations in more words (tuning 3 and 4): logging off for good, letters "for after", a
  // note left in a drawer, things labelled with who they go to, accounts and keys handed over so that someone
  // finds the writer, a last apology to everyone. The engine sets moves, retirements and trips aside (index.ts).
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:logging|log|logged|signing|sign|signed|checking|clocking) (?:off|out)\\b (?:\\w+ ){0,2}(?:for good|forever|permanently|for the last time)\\b",
    {
      match: [
        "thank you to the few who talked to me. logging off for good tonight",
        "i am signing off forever, take care all",
        "checking out permanently, love you guys",
      ],
      miss: ["logging off for the night, see you tomorrow", "signing off for the weekend", "logging off twitter for good, it is a cesspit"],
      unless:
        /\b(?:twitter|instagram|facebook|tiktok|reddit|snapchat|social media|this app|detox|screen time|the internet|news|forum rules|moderat\w*)\b/,
    },
  ),
  S(
    "goodbye",
    "for-after",
    3,
    '\\b(?:letters?|notes?|videos?|messages?|recordings?|cards?|ones?) for (?:after|afterwards)(?= *(?:[.!?,;"]|$| when| so))',
    {
      match: [
        "spent the evening writing letters to my kids. ones for after.",
        "i recorded some videos for after, so they have my voice",
        "notes for afterwards, when they need them",
      ],
      miss: ["some snacks for after the match", "one for after dinner", "i saved a treat for after"],
    },
  ),
  S(
    "goodbye",
    "for-after",
    2,
    '^(?=.*\\b(?:letter|letters|note|notes|message|video)\\b)(?=.*\\b(?:only )?(?:gets?|reads?|opens?|receives?|finds?|sees?)(?: it| them)? (?:only )?after(?= *(?:[.!?,;"]|$)))',
    {
      match: [
        "can i leave a letter for my daughter that she only gets after",
        "i want a note my son opens only after, not before",
        "how do i make sure my husband finds the letter, but he reads it after",
      ],
      miss: [
        "the letter arrives on monday and she reads it after breakfast",
        "i wrote a note to my mum, she read it before dinner",
        "he sent a video, i will watch it later",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "blame",
    3,
    "\\bso (?:she|he|they|my \\w+|nobody|no one|none of them) (?:does not|do not|will not|would not|never|can not) (?:ever )?blame (?:herself|himself|themselves|themself|anyone)\\b" +
      "|\\bsorry for (?:going|leaving|doing (?:it|this)) (?:this way|like this|so early|early)\\b" +
      "|\\btell (?:the |my |our )?\\w+ (?:that )?it (?:was not|is not|was never) (?:the drink|drink|drugs|(?:their|your|his|her|anyone s|anybody s|my \\w+ s) fault)\\b",
    {
      match: [
        "i want to write to my son so he does not blame himself",
        "i want a line in it saying sorry for going this way",
        "if i do not turn up tomorrow tell the lads it was not the drink",
      ],
      miss: [
        "so she does not blame herself for the breakup, i will talk to her",
        "sorry for leaving the party like this, i had a migraine",
        "tell my mum it was not her fault i missed the bus",
      ],
      unless: /\b(?:breakup|break up|divorce|party|migraine|bus|train|exam|game|match|the dog ate)\b/,
    },
  ),
  S(
    "goodbye",
    "labels",
    2,
    "\\b(?:labelled|labeled|labelling|labeling|marked|tagged) (?:\\w+ ){0,4}(?:with )?who (?:it|each|they|everything|each thing|each one) (?:goes|go|should go|is going) to\\b" +
      "|\\bwho gets (?:my|what|which of my)\\b(?! (?:turn|go|round|seat|lift|ride|part))",
    {
      match: [
        "labelled everything in my room with who it goes to",
        "i just want people to know who gets my stuff, soon",
        "i have made a list of who gets what",
      ],
      miss: ["who gets the front seat on the trip", "whose turn is it, who gets a go", "we labelled the boxes with which room they go to"],
      unless:
        /\b(?:bought|mortgage|married|wedding|baby|solicitor|lawyer|estate|probate|executor|heirlooms?|fair(?:ly)?|divide|moving|move|boxes|trip|travel\w*|gap year|abroad|downsiz\w*|declutter\w*)\b/,
    },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:gave|given|giving|sold|handed) (?:away )?(?:all )?(?:my|his|her) (?:\\w+ )?(?:tools|medals|truck|ute|car keys|saris|sarees|knitting|patterns|wedding ring|hoodie|coat|skins|card collection|records|desk plant|fishing gear|camera|bike)\\b" +
      "(?! (?:in for|to the shop|for repair|for a service|at the garage|to a mechanic))",
    {
      match: [
        "gave my tools to my nephew and the fishing gear to the lad next door",
        "she has been giving her saris to all the relatives",
        "gave my medals to my nephew last week",
      ],
      miss: ["gave my car keys to the valet", "gave my bike in for repair", "he sold his truck to buy a bigger one for the farm"],
      unless:
        /\b(?:valet|bigger one|upgrade\w*|new one|moving|move house|downsiz\w*|declutter\w*|retir\w*|emigrat\w*|charity shop|monastery|ordain\w*)\b/,
    },
  ),
  S(
    "goodbye",
    "giving-peace",
    2,
    "^(?=.*\\b(?:(?:gave|given|giving|sold|transferred|signed over) (?:away )?(?:the|my|all|most|his|her|everything|the rest)|sorted (?:out )?(?:all )?my (?:stuff|things|affairs)|wrote to my \\w+)\\b)(?=.*\\b(?:at peace|feel lighter|feel light|feel so light|strangely light|weirdly light|nothing (?:much )?left to do" +
      "|the last of it|that was the last thing|travelling light from now on|i feel ready)\\b)",
    {
      match: [
        "gave the car to my grandson and my ring to my sister. i feel at peace now",
        "sold the boat, gave away the tools. nothing much left to do really",
        "found the cats a home, gave the rest away. that was the last of it",
      ],
      miss: [
        "sold my old car and feel lighter, moving house next week",
        "gave a talk at work today, feel at peace with it",
        "gave away half my books while decluttering and i feel lighter",
      ],
      unless:
        /\b(?:more time|grandkids|grandchildren|retire\w*|holiday|travel\w*|upgrade\w*|new (?:one|car|boat|house)|downsiz\w*|moving|moved|declutter\w*|minimalis\w*|charity)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:deleted|deleting|delete|deactivat\\w*|closing|closed|wiping|wiped) (?:all )?(?:of )?my (?:socials|social accounts|online accounts|profiles|snap|snapchat|tiktok|twitter|discord|accounts)\\b" +
      "(?=[^.?!]{0,80}\\b(?:one by one|only one left|before (?:i|it|that)|last one|goodbye|nobody|no one|for good)\\b)",
    {
      match: [
        "deleting all my socials one by one. only one left",
        "closed all my accounts before i go",
        "wiped my discord for good, nobody will notice",
      ],
      miss: [
        "deleting all my socials for a digital detox",
        "closed all my accounts at the old bank",
        "deleted my tiktok, it was eating my time",
      ],
      unless: /\b(?:detox|digital|focus|exams?|productivity|privacy|old bank|new bank|moving|renunciation)\b/,
    },
  ),
  S(
    "goodbye",
    "settle",
    2,
    '\\bloose ends (?:\\w+ )?(?:tied up|tied|sorted|dealt with|taken care of)\\b|\\b(?:i have|i ve|i) (?:done|did) (?:all |what )?(?:i can|i could) for (?:everyone|everybody|them all|all of them)(?: now)?(?= *(?:[.!?"]|$))' +
      "|\\bwhere (?:the |my |all the )?(?:deeds|documents|papers|passwords|keys|will|policy|insurance papers|bank details)(?: \\w+)? (?:are|is) (?:kept|stored|hidden)\\b",
    {
      match: [
        "it feels good to have the loose ends tied up, very clean",
        "wrote my wife a letter about where the deeds are kept. i think i have done what i can for everyone now",
        "a letter explaining where the papers are kept",
      ],
      miss: [
        "i have done what i can for my mother, now it is up to the doctors",
        "i like to keep the loose ends of the yarn tied",
        "where are the keys kept in this office",
      ],
      unless: /\b(?:maternity|paternity|sabbatical|handover|retir\w*|yarn|knit\w*|office|probate|executor)\b/,
    },
  ),
  S(
    "goodbye",
    "settle",
    1,
    '\\beverything (?:is )?(?:squared away|sorted|in order|taken care of|tied up|settled|done)(?: now)?(?= *(?:[.!?,;"]|$))|\\bi am (?:just )?finishing (?:up|things up|off)(?= *(?:[.!?"]|$))' +
      "|\\bscheduled (?:\\w+ ){0,3}(?:emails?|messages?|posts?|texts?)\\b|\\b(?:emails?|messages?|posts?|texts?) (?:\\w+ ){0,3}scheduled (?:for|to)\\b",
    {
      match: [
        "wrote a few others that i have scheduled for sunday morning. everything is squared away now",
        "i am just finishing up.",
        "scheduled two emails to go out on friday",
      ],
      miss: ["finishing up my homework", "everything is sorted for the party?", "the meeting is scheduled for friday"],
      modifier: true,
      unless:
        /\b(?:newsletter|campaign|clients?|marketing|launch|team|office|shop|business|event|rota|customers?|moving|move|holiday|trip)\b/,
    },
  ),
  S(
    "goodbye",
    "note-hidden",
    2,
    "^(?=.*\\b(?:wrote|written|writing|left|put|have|keep) (?:a|the|my) (?:short |little )?(?:note|letter)\\b)" +
      "(?=.*\\b(?:not decided yet|have not decided|in my (?:handbag|desk drawer|drawer|bag|wallet|pocket|drafts)|nobody will (?:look|find it)|until monday|in my desk|addressed to)\\b)",
    {
      match: [
        "last night i wrote a note and put it in my handbag. i have not decided yet",
        "i have written a short note and left it in my desk drawer at work. nobody will look there until monday",
        "i wrote a letter addressed to my mum and keep it in my drafts",
      ],
      miss: [
        "i wrote a note for the milkman and left it in my bag by mistake",
        "left a note in the drawer for the cleaner",
        "i wrote a letter to the council and have not decided yet whether to send it",
      ],
      unless:
        /\b(?:milkman|cleaner|council|landlord|teacher|plumber|neighbour about|shopping|grocery|complaint|cover letter|application)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:one|a short one|one long letter|a letter|a note|a card) for each (?:person|of them|one|of my \\w+)\\b(?=.{0,60}?\\b(?:get it right|this time|after|before i)\\b)" +
      "|\\b(?:note|letter) (?:\\w+ ){0,3}addressed to (?:my|mum|mom|dad)\\b.{0,60}?\\b(?:sorry|i am sorry|forgive|wish i)\\b",
    {
      match: [
        "is it better to leave one long letter or a short one for each person? i want to get it right this time",
        "i have a note in my drafts addressed to my mum that starts i am sorry",
        "a letter for each of them, before i go",
      ],
      miss: [
        "a card for each person at the party, before i forget",
        "one for each of my students, after the exam",
        "a letter addressed to my mum about her birthday",
      ],
      unless: /\b(?:party|students|exam|wedding|birthday|christmas|class|retire\w*|leaving do)\b/,
    },
  ),
  S(
    "goodbye",
    "after-me",
    2,
    "\\bwhen i (?:can not|cannot|will not be able to|am not able to|am not around to|am not here to) (?:post|send|write|do) (?:it|them|this)(?: myself)?\\b" +
      "|\\b(?:go|goes|be sent|arrive|post|posted|published) out after,? when i\\b",
    {
      match: [
        "how do i schedule a post to go out after, when i can not post it myself",
        "set it to be sent when i am not around to send it",
        "a message that goes out after, when i am gone",
      ],
      miss: [
        "schedule posts for when i am on holiday and can not post them myself",
        "post it when i am able to",
        "the newsletter goes out after lunch",
      ],
    },
  ),
  S(
    "goodbye",
    "keys",
    3,
    "^(?=.*\\b(?:key|keys)\\b)(?=.*\\b(?:note|letter)\\b)(?=.*\\b(?:police|break (?:in|anything|down|the door)|finds? me|find my body|mess for (?:my|the) (?:landlord|family)|before too long)\\b)",
    {
      match: [
        "if i leave the key under the pot and a note on the fridge will the police still need to break anything",
        "a note on the table and the keys by the door so whoever finds me does not have to break in",
        "spare keys with a letter so nobody has to break down the door",
      ],
      miss: [
        "left a note and the keys for the cat sitter",
        "the police found my stolen keys and left a note",
        "lost my keys, wrote a note for my landlord",
      ],
      unless:
        /\b(?:cat sitter|dog sitter|airbnb|guest|stolen|lost my keys|locked out|burglar\w*|plumber|boiler|repair\w*|electrician|builder|cleaner|engineer|tradesm[ae]n|inspection|meter)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "keys",
    2,
    "^(?=.*\\b(?:spare )?keys?\\b)(?=.*\\b(?:live alone|living alone|on my own)\\b)(?=.*\\b(?:someone|somebody|they|people) (?:\\w+ ){0,2}finds? (?:me|you)\\b(?=[^.?!]{0,30}\\b(?:before|quickly|soon|in time|too long|after)\\b))",
    {
      match: [
        "who do you give the spare keys to when you live alone and want to make sure someone finds you before too long",
        "i live alone. who should have a key so somebody finds me quickly after",
        "keys for a neighbour, since i am on my own and want someone to find me in time",
      ],
      miss: [
        "i live alone and want a spare key with a neighbour in case i lose mine",
        "keys to the flat, i live alone, my friend finds me annoying lol",
        "i live alone and lock myself out often, where to hide keys",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:transferred|transfer|signed over|sign over|moved) (?:all )?(?:of )?my (?:savings|money|bank account|car|house|flat|pension) (?:to|over to|into) (?:my|his|her)\\b(?=.{0,80}?\\b(?:soon|more than me|need it|after|at the end|before)\\b)",
    {
      match: [
        "transferred my savings to my little brother. he will need it more than me soon",
        "i signed over my car to my sister, she will need it after",
        "moved all my money to my daughter before the end",
      ],
      miss: [
        "transferred my savings to my new account",
        "signed over my car to my son because i got a new one",
        "moved my pension to my new employer soon",
      ],
      unless: /\b(?:new account|new one|employer|isa|mortgage|deposit|university|tuition|wedding)\b/,
    },
  ),
  S(
    "goodbye",
    "anything-happens",
    2,
    "^(?=.*\\bif (?:anything|something) (?:happens|were to happen|should happen) to me\\b)(?=.*\\b(?:sold|paid off|gave|given away|giving away|cleared (?:my|the)|sorted the)\\b)" +
      "(?!.*\\b(?:will|solicitor|lawyer|estate|executor|guardian|godparent|trip|flight|surgery|operation|travel\\w*|deploy\\w*|abroad)\\b)",
    {
      match: [
        "sold the quad bike and paid off the feed store. told the neighbour he can have the dogs if anything happens to me",
        "i gave my sister the car and told her to keep it if something happens to me",
        "cleared my debts and sorted the passwords, if anything happens to me it is all there",
      ],
      miss: [
        "paid off my mortgage and wrote my will, my wife gets the house if anything happens to me",
        "sold my flat before the trip, if anything happens to me my sister has the keys",
        "if anything happens to me during the surgery, tell my mum i love her",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "amends",
    2,
    "\\b(?:apologi[sz]\\w*|saying sorry|said sorry|make amends|making amends|settle accounts|settling accounts|settle up)\\b[^.?!]{0,50}?\\b(?:years ago|decades ago|ages ago|from (?:school|years|decades)|everyone i (?:ever )?(?:hurt|wronged))\\b",
    {
      match: [
        "been messaging old friends to apologise for stuff from years ago",
        "he has been calling everyone to settle accounts, apologising for things from decades ago",
        "saying sorry to everyone i ever hurt before the weekend",
      ],
      miss: [
        "i apologised to my brother for the fight yesterday",
        "settle up for the pizza from last night",
        "said sorry to my boss for missing the meeting",
      ],
      unless: /\b(?:step (?:8|9|eight|nine)|aa|na|sponsor|twelve steps?|12 steps?|recovery|yom kippur|teshuvah|confession|therap\w*)\b/,
    },
  ),
  S(
    "goodbye",
    "pet-with",
    2,
    "\\b(?:cat|dog|pets?|cats|dogs|rabbit|bird|parrot|canary)s? (?:is|are) (?:now )?with (?:my|a|the|her|his|our) (?:\\w+ )?(?:neighbour|neighbor|sister|brother|friend|mum|mom|parents|cousin|aunt|new family|new owner)s?(?: now)?" +
      "(?=[^.?!]{0,60}(?:[.!?,;]|$))(?![^.?!]{0,40}\\b(?:while|until|for the (?:week|weekend|holiday)|when i get back)\\b)" +
      "|\\bmaking sure (?:mine|my (?:cat|dog|pets?)|she|he|they) (?:goes|go|is|are) (?:somewhere|to someone) (?:good|safe|kind)(?: \\w+){0,2} first\\b" +
      "|\\b(?:will not|would not|not) be able to (?:look after|care for|take care of|feed|walk) (?:her|him|them|my \\w+) (?:after (?:that|this|friday|the \\w+)|much longer|for long|anymore)\\b(?=[^.?!]{0,60}\\b(?:home|rehome|take her|take him|new owner)\\b|[^.?!]{0,5}$)",
    {
      match: [
        "the dog is with my neighbour now and the flat is clean. thank you for listening",
        "can cats tell when you will leave them? i am making sure mine goes somewhere good first",
        "she needs a new home by the end of the month because i will not be able to look after her after that",
      ],
      miss: [
        "the dog is with my sister while i am at the hospital",
        "my cat is with my mum for the week",
        "i will not be able to look after her after that because of the new job",
      ],
      unless: /\b(?:hospital|new job|allerg\w*|landlord|no pets|moving|moved|abroad|emigrat\w*|holiday|trip|surgery|pregnan\w*|baby)\b/,
    },
  ),
  S(
    "goodbye",
    "thanks",
    1,
    "\\byou (?:helped|have helped|meant) (?:me )?more than you (?:know|will ever know|realise|realize)\\b|\\bthis is the last (?:thing|question) i (?:will|am going to) (?:ever )?ask\\b",
    {
      match: [
        "thank you for listening all these weeks. you helped more than you know",
        "this is the last thing i will ask",
        "you meant more than you will ever know",
      ],
      miss: ["you helped me understand the sutra", "is this the last question on the form", "you know more than you think"],
      modifier: true,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:texted|messaged|rang|called|emailed|wrote to|phoned) (?:\\w+ ){0,3}(?:everyone|everybody|all my friends|my (?:whole )?family|(?:the )?people i love|old friends) " +
      "(?:\\w+ ){0,4}(?:to )?(?:say|saying) (?:thanks|thank you|goodbye|sorry|i love)\\b",
    {
      match: [
        "texted everyone i love today just to say thanks for everything",
        "called all my friends tonight to say sorry",
        "messaged my whole family saying i love them",
      ],
      miss: [
        "texted everyone to say thanks for coming to the party",
        "called my family to say happy new year",
        "messaged all my friends saying thanks for the birthday wishes",
      ],
      unless: /\b(?:party|coming|birthday|wedding|new year|christmas|eid|diwali|graduat\w*|baby|for the (?:gift|card|flowers)|came)\b/,
    },
  ),
  S(
    "goodbye",
    "young-will",
    2,
    "^(?=.*\\b(?:i am|i m) (?:1[3-9]|2\\d|3[0-4])\\b)(?=.*\\b(?:my will|a will|wrote a will|who gets what|bank details|songs for (?:the|my) funeral)\\b)" +
      "(?=.*\\b(?:before long|soon|by friday|this week|before the weekend|asking questions|where (?:they|she|he) will find it|on the (?:table|desk) where|weirdly calm|strangely calm)\\b)" +
      "(?!.*\\b(?:mortgage|bought a house|house purchase|baby|pregnan\\w*|married|wedding|deploy\\w*|trip|travel\\w*|surgery|diagnos\\w*|terminal)\\b)",
    {
      // Its own unless keeps the engine's moving-house list (which names a funeral) from being added.
      unless: /\b(?:solicitor (?:said|says|advised)|lawyer (?:said|says|advised)|emigrat\w*)\b/,
      match: [
        "i am 23 and just wrote a will. no reason, i just want people to know soon. how do i make it legal without a lawyer asking questions",
        "i am 27, made a folder with bank details and who gets what. she will need it before long",
        "i am 19 do i need a lawyer for a will or can i leave it on the table where they will find it",
      ],
      miss: [
        "i am 29 and just bought a house, should i make a will soon",
        "i am 31 and getting married this week, do we need a will",
        "i am 45, wrote a will this week, feels responsible",
      ],
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters|notes) to (?:the )?(?:\\w+ )?(?:people|ones) who (?:matter|mattered|matter most)\\b" +
      "|\\bsay goodbye (?:properly )?to the world\\b|\\b(?:his|her|my) last gift to (?:himself|herself|myself)\\b" +
      "|\\b(?:goodnight|good night|goodbye|bye)\\b[^.?!]{0,30}\\bthis time for good\\b|\\bwhoever (?:comes across|discovers) me\\b" +
      "|\\b(?:nice|tidy|clean|ready) for whoever (?:comes|finds (?:me|it)|arrives)\\b",
    {
      match: [
        "i have written letters to the three people who matter. they will get them friday",
        "he said he came to say goodbye properly to the world",
        "i keep the house tidy because i want it nice for whoever comes",
      ],
      miss: [
        "letters to the people who matter in local government",
        "we said goodbye to the world of dial up internet",
        "the flat is tidy for whoever comes to view it",
      ],
      unless: /\b(?:government|council|dial up|internet|to view|viewing|estate agent|airbnb|guests?|inspection)\b/,
    },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:i have|i ve|he has|she has|he s|i) made (?:(?:my|his|her|all the|the) )?arrangements\\b(?! for (?:the|a) (?:party|wedding|trip|holiday|visit|move|meeting))" +
      "|\\bso (?:nobody|no one) (?:gets|is) (?:billed|charged|left paying)\\b|\\b(?:will|would) outlive me\\b[^.?!]{0,20}\\b(?:and soon|soon)\\b" +
      "|\\b(?:a |the )?(?:list|page) (?:of|titled|called) (?:reasons to stay|who gets)\\b|\\bwhich (?:friend|person|one of us) (?:should )?gets? (?:each|which|what)\\b",
    {
      match: [
        "i have made arrangements for my stuff",
        "cancel the phone and gas the same day so nobody gets billed after",
        "he is 40 and will outlive me, and soon",
      ],
      miss: [
        "i made the arrangements for the party",
        "my parrot will outlive me, they live 80 years",
        "so nobody is charged twice, cancel by friday",
      ],
      unless: /\b(?:party|wedding|trip|holiday|twice|double|80 years|60 years|refund)\b/,
    },
  ),
  S(
    "goodbye",
    "thanks",
    2,
    "^(?=.*\\b(?:thanks|thank you) for (?:all|everything|all your answers|your answers)\\b)(?=.*\\bthe last (?:thing|question) i (?:will|am going to) (?:ever )?(?:ask|post|write)\\b)" +
      "|^(?=.*\\bthat is (?:all |what |everything )?i (?:needed|wanted) to know\\b)(?=.*\\bthank you for everything\\b)",
    {
      match: [
        "just wanted to say thanks for all your answers. this is the last thing i will ask",
        "good. that is what i needed to know. thank you for everything",
        "thank you for everything. that is all i needed to know",
      ],
      miss: [
        "thanks for all the help, this is the last question i will ask today, promise",
        "that is what i needed to know, thanks",
        "thank you for everything you do, that is all i needed to know about the course",
      ],
      unless: /\b(?:today|promise|for now|this week|course|class|form)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "cancel",
    2,
    "\\bcancel\\w* (?:[a-z ,.]){0,60}\\bno point (?:really|(?:in )?(?:going|keeping (?:it|them))|having (?:it|any of it|them))\\b",
    {
      match: [
        "cancelled my dentist for next month. and the eye test. no point really.",
        "cancelled the gym, the phone contract. no point having any of it after this month",
        "cancelling my subscriptions, no point keeping them",
      ],
      miss: [
        "cancelled the picnic, no point really in the rain",
        "cancelled my netflix, no point having it when i never watch",
        "cancelling the meeting, no point in going without the client",
      ],
      unless: /\b(?:rain|weather|never watch|client|meeting|picnic)\b/,
    },
  ),
  S(
    "goodbye",
    "scheduled",
    2,
    "^(?=.*\\bscheduled\\b)(?=.*\\b(?:emails?|messages?|posts?|texts?|others)\\b)(?=.*\\b(?:squared away|everything is sorted|all sorted|taken care of|in order now)\\b)",
    {
      match: [
        "sent the goodbye email, and scheduled a few others for sunday. everything is squared away now",
        "scheduled messages to my friends, it is all taken care of",
        "posts are scheduled and everything is sorted",
      ],
      miss: [
        "scheduled the emails for the newsletter, all sorted for the launch",
        "the posts are scheduled for the campaign, all taken care of",
        "scheduled texts for the team rota, everything is sorted",
      ],
      unless: /\b(?:newsletter|launch|campaign|rota|marketing|client|clients|business|shop|event)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:everyone|everybody|the people|those|people) i am (?:leaving|going to leave) behind\\b|\\b(?:finished|run|ran|finish) (?:my|his|her) race\\b(?! (?:in|at|on|today|yesterday|this|last|under|with))" +
      "|^(?=.*\\bfuneral\\b)(?=.*\\b(?:like|want|would like) it to be soon\\b)",
    {
      match: [
        "sending the good i have left to everyone i am leaving behind this week",
        "he said he had finished his race, as paul says",
        "he asked me to take his funeral and said he would like it to be soon",
      ],
      miss: [
        "i finished my race in under two hours",
        "the people i am leaving behind at the old job will be fine",
        "the funeral of my aunt, we would like it to be soon so the family can travel",
      ],
      unless: /\b(?:old job|marathon|10k|5k|parkrun|travel|aunt|uncle|grandma|grandad|grandmother|grandfather|mother s|father s)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): the last entry written and sent, letters marked "after", a goodbye
  // text, a task finished with nothing after it.
  S(
    "goodbye",
    "last-entry",
    2,
    "\\b(?:wrote|written|writing|made|posted) (?:the|my) (?:last|final) (?:entry|page|post|diary entry|journal entry)\\b",
    {
      match: [
        "today i wrote the last entry and put the notebooks in an envelope for my sister",
        "i have written my final journal entry",
        "posted my last post, thanks for reading everyone",
      ],
      miss: [
        "i wrote the final entry of my travel blog from lisbon",
        "made the last entry in the parish register for this year",
        "i posted my last post of the course, see you next term",
      ],
      unless:
        /\b(?:travel|trip|blog of|of the (?:year|trip|course|season|term)|this year|register|ledger|next (?:term|year|week|season)|course|challenge|project|holiday|for today)\b/,
    },
  ),
  S(
    "goodbye",
    "letters-after",
    2,
    '\\b(?:lid|envelope|box|shoebox|folder|front|label|top) (?:says|said|is marked|marked|labelled|labeled|reads) "?(?:after|for after|open after|when i am gone|when i am not here)"?(?= *(?:[.!?,;"]|$))',
    {
      match: [
        'i found a shoebox with letters to all of us and the lid says "after".',
        "the envelope is marked for after",
        "there is a folder in her desk and the label reads when i am gone",
      ],
      miss: [
        "the box says after dinner only",
        "the envelope is marked after the 5th, it is a birthday card",
        "the lid says after opening keep refrigerated",
      ],
    },
  ),
  S(
    "goodbye",
    "goodbye-text",
    2,
    "\\b(?:texted|messaged|wrote|sent|said|posted|text)\\b[^.?!]{0,60}?\\b(?:remember (?:me for )?the good (?:bits|times|things|parts|days|stuff)|you were (?:always )?(?:my favou?rite|the best part))\\b",
    {
      match: [
        'she just texted "you were always my favourite, remember the good bits"',
        "he messaged me out of nowhere, remember the good times ok",
        "my friend wrote remember me for the good stuff and logged off",
        'last night he sent "thanks for everything, you were the best part" and went quiet',
      ],
      miss: [
        "at the funeral the vicar said remember the good times with him",
        "grandma texted you were always my favourite grandchild lol",
        "i wrote a eulogy asking people to remember the good days",
      ],
      unless: /\b(?:funeral|eulogy|vicar|memorial|passed away|grandchild|lol|haha|birthday|reunion|graduat\w*)\b/,
    },
  ),
  S(
    "goodbye",
    "job-done",
    2,
    "\\bi think my (?:job|work|part|duty) (?:here )?is (?:done|finished|over)(?= *(?:[.!?,;]|$))|\\bthe rest (?:is not|is no longer) for me(?= *(?:[.!?,;]|$))",
    {
      match: [
        "i have labelled all her things. i think my job is done. the rest is not for me",
        "the kids are settled and i think my part is over.",
        "i got her into the home. the rest is no longer for me",
      ],
      miss: [
        "i think my job is done on this report, can you check it",
        "i will take a slice, the rest is not for me, i am on a diet",
        "i think my work is done here lol",
      ],
      unless: /\b(?:report|project|shift|contract|lol|haha|diet|slice|cake|retire\w*|graduat\w*)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "goodbye",
    "arranged-pet",
    2,
    "\\b(?:cancell?ed|cancelling) (?:all )?(?:my|the) (?:subscriptions|direct debits|contracts?|phone)\\b[^.?!]{0,60}?\\b(?:left|gave|given|leaving) (?:the|my) (?:cat|dog|pets?|rabbit)\\b|\\b(?:left|gave|given|leaving) (?:the|my) (?:cat|dog|pets?|rabbit)\\b[^.?!]{0,60}?\\b(?:cancell?ed|cancelling) (?:all )?(?:my|the) (?:subscriptions|direct debits|contracts?)\\b",
    {
      match: [
        "cancelled my subscriptions and left the cat with my neighbour for a while",
        "left the dog with my brother and cancelled all my direct debits",
        "i cancelled the phone and gave my rabbit to a friend",
      ],
      miss: [
        "cancelled my subscriptions to save money, gave the dog a bath",
        "left the cat with the sitter and cancelled the contracts for the old flat",
        "cancelled the phone plan, left my cat at the vet for a checkup",
      ],
      unless: /\b(?:save money|bath|sitter|old flat|vet|checkup|holiday|trip)\b/,
    },
  ),
  S(
    "goodbye",
    "me-in-story",
    2,
    "\\b(?:the )?(?:protagonist|character|narrator|main character) is (?:mostly |really |basically |actually )?me\\b[^.?!]{0,80}?\\b(?:envelope|addressed to|letter|note|death poem)\\b|\\bevery (?:entry|page|post|poem) is about (?:leaving|dying|death|ending it|going)\\b",
    {
      match: [
        "honestly the protagonist is mostly me, and the poem is in an envelope addressed to my sister",
        "the narrator is me and the letter at the end is real",
        "lately every entry is about leaving",
      ],
      miss: [
        "the protagonist is basically me as a teen, she writes a letter to her crush",
        "every poem is about leaving home in this anthology",
        "the narrator is me, the note at the start explains why",
      ],
      unless: /\b(?:crush|anthology|home|explains why|funny|comedy)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching), second pass: the sentence about the writer or a friend.
  S(
    "goodbye",
    "quiet-goodbye",
    2,
    "\\b(?:say|saying) goodbye to (?:the group|everyone|them|my (?:friends|family|group|class)|people) without (?:alarming|worrying|scaring|upsetting) (?:them|anyone)\\b",
    {
      match: [
        "i have been thinking about how to say goodbye to the group without alarming them",
        "how do i say goodbye to my family without worrying them",
        "saying goodbye to everyone without scaring anyone",
      ],
      miss: [
        "how do i say goodbye to my class without upsetting them when i change schools",
        "saying goodbye to the group without alarming them, i am moving to leeds",
        "say goodbye to my friends without upsetting them before my gap year",
      ],
      unless: /\b(?:change schools|moving|gap year|new job|emigrat\w*|retir\w*|graduat\w*)\b/,
    },
  ),
];
