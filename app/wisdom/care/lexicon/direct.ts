import { S, type Signal } from "./parts";

/** A story, a script or a scholar's reading: a character's or a monk's death, not the writer's. */
const STORY =
  /\b(?:my|the|a|his|her|our) (?:antagonist|protagonist|character|villain|heroine|hero|detective|paladin|novel|screenplay|script|short story)\b|\b(?:screenwriter|pali canon|suttas?|scholars?)\b/;
/**
 * An attempt told as long past, in a life now well: set aside unless the message turns back to now (again, a relapse,
 * urges, these days).
 */
const RECOVERED = new RegExp(
  "^(?![\\s\\S]*\\b(?:again|relaps\\w*|lately|these days|tonight|urges?|still want\\w*|thinking about it)\\b)" +
    "[\\s\\S]*\\b(?:(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty) years (?:ago|since|later|on|before the story)" +
    "|(?:i am|im) \\d\\d now|doing (?:great|well|fine) now|now (?:i am|im) doing (?:great|well)|peer support|(?:years|months) (?:clean|free|sober|well))\\b",
);

/** Plain words for suicide and for killing or ending oneself, in text-speak and misspellings too. */
export const direct: Signal[] = [
  // ---- direct: plain words, including typos (already mapped) and text-speak.
  S(
    "direct",
    "direct",
    3,
    "\\b(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|off|offing|suffocate|gas|stab" +
      "|unalive|unaliving|poison|poisoning|end|ending) {REFL}",
    {
      match: ["kms fr", "im going to kms tonight", "i want to kill myself, this week was too much"],
      miss: [
        "kms this chem revision is so boring any tips",
        "kms these lectures are so long",
        "kms this essay is literally so annoying lol",
      ],
      // Teen hyperbole about a dull task: "kms this revision is so boring".
      unless:
        /\bkill myself (?:this|these|that|the) (?:\w+ ){0,3}(?:is|are) (?:(?:so|literally|actually|really) ){0,2}(?:boring|annoying|cringe|long|dull|tedious)\b/,
    },
  ),
  S("direct", "direct", 3, "\\b(?:end|ending|take|taking|takes|ends) {POSS} (?:own )?li(?:fe|ves)\\b", {
    match: [
      "I've decided to end my life on Saturday.",
      "fifteen years ago i tried to end my life and lately i am thinking about it again",
      "my brother keeps saying he will take his own life",
    ],
    miss: [
      "Fifteen years ago I tried to end my life. I'm 41 now, married, and I've been well for a long time.",
      "Screenwriter. My antagonist takes his own life at the end of act 3. Are there guidelines?",
      "In the Pali canon monks like Channa take their own lives. How do scholars read those suttas?",
    ],
    unless: new RegExp(`${STORY.source}|${RECOVERED.source}`),
  }),
  S("direct", "direct", 3, "\\b(?:tried|try|trying|attempt|attempted|attempting) to (?:kill|end|take) ", {
    match: ["i tried to kill myself last year and i still think about it most days"],
  }),
  S("direct", "direct", 3, "\\bby {POSS} own hands?\\b", {
    match: ["im asking because i'm going soon by my own hand and i want to know if ill see my brother there"],
  }),
  S("direct", "direct", 3, "\\bsuicidal\\b", {
    match: ["suicidal again. third time this year", "i am a nurse and i have been suicidal for weeks", "feeling suicidal tonight"],
    miss: [
      "I'm a GP. how do I ask patients about suicidal thoughts without them feeling judged?",
      "how should teachers ask students about suicidal feelings",
      "what is the best way to screen clients for suicidal ideation",
    ],
    // A professional's question about asking others.
    unless:
      /\b(?:ask|asking|screen|screening|assess|assessing) (?:my |our )?(?:patients|clients|students|pupils|people|someone|service users) (?:about|for) suicidal\b/,
  }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:think|thinking|thought|thoughts|considering|consider|contemplating|planning|plan|attempt" +
      "|attempted|attempting|attempts|commit|committing|tried|try) {W2}(?:about |of |on )?suicide\\b",
    { match: ["thinking of comitting sucide"] },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\bsuicide {ADV}(?:is|feels|seems|looks|would be|sounds) {ADV}(?:only|best|sensible|answer" + "|option|solution|relief|right|way out)",
    { match: ["Honestly, suicide feels like the only sensible option left for me."] },
  ),
  S("direct", "direct", 3, "\\bsuicide (?:note|letter|plan|attempt)", {
    match: ["one of my students handed in a poem that reads like a suicide note. do i go to the head first or talk to him"],
  }),
  S("direct", "topic", 1, "\\bsuicide\\b", { match: ["thinking of comitting sucide"] }),
  S("direct", "direct", 3, "\\b(?:i|to|should|just|going to|want to|might|will|gonna) (?:just )?kys\\b", {
    match: ["honestly some nights i think i might just kys"],
  }),
  S("direct", "direct", 3, "\\bunaliv(?:e|ing)\\b", {
    match: ["thinkin bout unaliving myself", "i want to unalive", "gonna unalive tonight"],
    miss: [
      "i keep seeing 'unalive' on tiktok. why do people say that instead of the real word?",
      "what does the word unalive mean",
      "why is the term unalive used by creators",
    ],
    // The word itself asked about.
    unless: /\b(?:seeing|saw|see|the word|term|say|saying|says|means?) "?unaliv(?:e|ing)\b(?!"? (?:myself|me|tonight)\b)/,
  }),
  S("direct", "direct", 3, "\\b(?:end|ending) (?:it all|it for good|everything for good)\\b", {
    match: ["Is it selfish that I want to end it all? Not the job, not the relationship. Me. My life."],
  }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:think|thinking|thought|considering|contemplating|planning|plan|going|want|wanting|wanted" +
      "|ready|decided|will|would|gonna|should|need|maybe|about) (?:to )?(?:just )?(?:end|ending)" +
      " (?:it|things|everything)\\b(?! with| between| off| for (?!good|ever))",
    { match: ["on friday my flatmates are away for the weekend. that's when i'll end it"] },
  ),
  S("direct", "end-it", 2, "\\b(?:end|ending) (?:it|things|everything)\\b(?! with| between| off)", {
    match: ["if I end it tonight, will I be reborn somewhere better?"],
  }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:painless|quick|quickest|easy|easiest|best|surest|fastest|least painful|peaceful|sure" +
      "|certain|reliable) {W2}(?:way|ways|method|methods|option) (?:to|of) (?:die|dying|end|kill" +
      "|go|do it|not wake)",
    { match: ["What is the most painless way to die?"] },
  ),
  S(
    "direct",
    "how-die",
    2,
    "\\bhow (?:to|do i|can i|could i|would i|should i|do you|does one|can someone|would someone" +
      "|do people|does someone) (?:just )?(?:die|end it)\\b",
    { match: ["how do i just die without it hurting my family"] },
  ),
  S("direct", "how-die", 2, "\\bhow long (?:does it|would it|it) takes? to die\\b", {
    match: ["a mate asked me how long it takes to die from carbon monoxide in a garage. i said id look it up"],
  }),
  S("direct", "direct", 3, "\\b(?:wanted|wants|want|wanting|trying|tried|going|planning|plan) to (?:kill|hang|shoot|drown) {REFL}", {
    match: ["i wanna kms"],
  }),
  S("direct", "topic", 1, "\\bsuicidio\\b", { match: ["pienso en el suicidio casi todas las noches"] }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:suicid(?:arme|arse|arte|a)|quitar(?:me|se|te) la vida|me quiero matar|quiero matarme" +
      "|voy a matarme|me voy a matar|matarme)\\b",
    { match: ["me quiero matar"] },
  ),
  S("direct", "direct", 3, "\\b(?:acabar|terminar) con (?:mi vida|todo)\\b", { match: ["ya no aguanto más, quiero acabar con mi vida"] }),
  S("direct", "me-mato", 2, "\\bme mato\\b", { match: ["si me mato el viernes, ¿renaceré en un lugar mejor? ya lo tengo decidido"] }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:suicide|dying|death|killing myself|ending it|ending my life|not being here|my death)" +
      " (?:is|has been) (?:all|the only thing|everything) (?:that )?i (?:can )?(?:think|thinking)" +
      " about\\b",
    { match: ["sewer slide is all i think about"] },
  ),
  S("direct", "direct", 3, "\\b(?:me )?(?:quiero|voy a|pienso|pensando en|quisiera) quitar(?:me)? la vida\\b", {
    match: ["me quiero quitar la vida"],
  }),

  // ---- more ways of saying the same signs.
  S("direct", "direct", 3, "\\b(?:want|wanting|going|gonna|about|ready|plan|planning) to (?:commit )?suicide\\b", {
    match: ["I think I'm going to commit suicide. I don't know who else to tell."],
  }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:talking|talks|talked|talk|joking|jokes|joked|posting|posts|posted|writing|writes|wrote" +
      "|searching|searched|googling|googled|obsessed|obsessing) (?:\\w+ ){0,2}(?:about|with) (?:suicide" +
      "|killing (?:himself|herself|themselves|myself)|wanting to die|ending (?:it|his life|her life" +
      "|their life|my life)|not being (?:here|alive)|how to die|dying)\\b",
    {
      match: [
        "i keep searching online about how to die when i can't sleep",
        "she keeps talking about dying and giving her stuff away",
        "i keep joking about wanting to die but lately it's not a joke",
        "my brother keeps talking about dying and he gave his dog away",
        "she posted about ending her life last night",
        "he has been writing about not being alive in his journal",
      ],
      miss: [
        "why do so many songs i love talk about dying. is it weird that sad music helps",
        "i keep joking about wanting to die when exams are bad but i don't actually mean it, i'm fine",
        "the poems we read in class talk about dying a lot",
        "Rumi talks about dying before you die. Is that what fana means?",
        "the sufis talk about dying before we die, the death of the ego",
        "my teacher keeps talking about dying before you die, how do I practise that",
      ],
      // The Sufi saying "die before you die" is the ego's death, not a person's.
      unless:
        /\b(?:dying|die) before (?:you|we|one|i) die\b|\b(?:songs?|lyrics|music|poems?|poets?|books?|films?|movies?|albums?|hymns?) (?:\w+ ){0,4}(?:talk|talks|talking) about dying\b|\bjok(?:e|es|ed|ing) about wanting to die\b[^.?!]{0,60}\b(?:do not|dont) (?:actually |really )?mean it\b/,
    },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:tried|attempted) (?!(?:going|quitting|giving|dieting|studying|applying|learning|meditating|fasting|being|to (?:quit|stop|learn|pass|get|go|be|lose|study|eat|give))\\b)" +
      "(?:\\w+ ){0,3}(?:and it did not work|and failed|and woke up|but woke" +
      " up|but it did not work)\\b",
    {
      match: [
        "I tried once before and it didn't work, and I'm scared I'll try again",
        "tried pills twice and failed",
        "i attempted last year and woke up in a ward",
      ],
      miss: [
        "I've tried going vegetarian twice and failed.",
        "tried quitting smoking three times and failed",
        "i tried to quit sugar and failed again",
      ],
    },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:tirarme|me voy a tirar|lanzarme|me tiro|ahorcarme|colgarme|envenenarme) (?:del|de un" + "|de una|por la|desde el|al)?\\b",
    { match: ["a veces pienso en tirarme del puente de camino al trabajo"] },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:quiere|habla de|hablando de|piensa en|pensando en|quiero|pienso en) (?:matarse|suicidarse" +
      "|morirse|quitarse la vida|matarme|morirme)\\b",
    { match: ["quiero morirme"] },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:might|may|could|should) (?:just )?(?:end|ending) (?:it|it all|things|everything)\\b" + "(?! with| between| off)",
    { match: ["some days i think i might just end it all"], miss: ["i think i might end things with my boyfriend this week"] },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:chose|choose|choosing|chosen) (?:my|their|his|her) (?:own )?death\\b|\\b(?:as|when)" +
      " i die (?:tonight|tomorrow|soon|this week|on)\\b",
    { match: ["I've chosen my own death, and I feel strangely calm about it"] },
  ),
  S("direct", "direct", 3, "\\bdrink(?:ing)? myself to death\\b|\\bdrink until i (?:die|stop breathing)\\b", {
    match: ["most nights i just want to drink myself to death"],
  }),
  S(
    "direct",
    "attempt",
    3,
    "\\blast time i tried\\b|\\btried (?:it )?before and\\b|\\bmy (?:last|previous|first|second) attempt\\b" +
      "|\\b(?:since|after|survived) (?:my|an|the) attempt\\b|\\bwoke up in (?:the )?hospital after (?:i|taking|swallowing)\\b",
    {
      match: [
        "since my attempt in march everyone watches me like a hawk",
        "i survived an attempt two years ago and lately the urges are back",
        "after my attempt nobody talks to me",
      ],
      miss: [
        "My YA heroine survived an attempt two years before the story starts. I'm only writing her recovery.",
        "Hospitalised at 19 after an attempt, I'm 41 now and doing great. Which traditions speak about second chances?",
        "I survived an attempt 12 years ago. Now I work as a peer support worker.",
      ],
      unless: new RegExp(`${STORY.source}|${RECOVERED.source}`),
    },
  ),
  S("direct", "direct", 3, "\\b(?:least painful|painless|surest) way(?= *(?:[.!?,;]|$))|\\bby my own doing\\b", {
    match: ["hypothetically if someone wanted to die without pain what would be the least painful way? not for me lol"],
  }),
  S("direct", "direct", 3, "\\b(?:when|if|once|after|before) i (?:end|finish) (?:it|things|everything)\\b(?! with| between| off)", {
    match: ["if I end it tonight, will I be reborn somewhere better?"],
  }),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:quickest|fastest|easiest|surest|least painful|best) (?:\\w+ ){0,2}way to (?:bleed out|drown|ha" +
      "ng|overdose" +
      "|jump|od|stop breathing|not wake up)\\b",
    { match: ["what's the quickest way to overdose on what i have at home"] },
  ),
  S(
    "direct",
    "together",
    3,
    "^(?=.*\\bso (?:we|we can|we could) (?:go|die|leave|end it) together(?= *(?:[.!?,;]|$)))" +
      "(?=.*\\b(?:{DRUG}|pills|die|dying|cancer|chemo|bridge|jump)\\b)",
    { match: ["My husband has terminal cancer and I've been saving his pills so we can go together."], wholeMessage: true },
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:want to|going to|gonna|should|might|will|about to|ready to) (?:just )?rope\\b|\\bctb\\b" +
      "|\\bthrow myself (?:off|in front|under|into)\\b",
    { match: ["i keep thinking i should just throw myself off the bridge on my way home"] },
  ),
  // ---- EN-WIDEN
  // ---- Plain intent in more words (tuning 3 and 4): reading how people "do it", deciding to "end mine", one last
  // proper go, the vet asked to do the writer next, a story's character who is "exactly like me".
  S(
    "direct",
    "research-how",
    2,
    "\\b(?:reading|read|researching|looking up|looked up|googling) (?:about )?how (?:people|others|someone) (?:\\w+ ){0,4}do it\\b(?! (?:cheaply|on a budget|with kids|at home|so well))",
    {
      match: [
        "i have started reading about how people in my situation do it",
        "been googling how others like me do it",
        "looked up how people do it. not asking you how",
      ],
      miss: [
        "reading about how people in my situation do it on a budget",
        "googling how others renovate and do it cheaply",
        "reading how people do it with kids, the camping i mean",
      ],
      unless: /\b(?:budget|renovat\w*|camping|cheaply|kids|diy|garden|wedding)\b/,
    },
  ),
  S(
    "direct",
    "direct",
    3,
    '\\b(?:decided|going|want|ready|planning|need) to end mine\\b|\\bend (?:mine|my own)(?= *(?:[.!?,;"]|$| and| too| tonight| soon| now))' +
      "|\\b(?:vet|doctor)\\b[^.?!]{0,40}\\b(?:do me next|put me down too|do me too|put me to sleep too)\\b" +
      "|\\bone last (?:big )?(?:go|hit|use|binge|shot)\\b[^?!]{0,60}\\b(?:get out|goodbye|for good|proper one|finally)\\b" +
      "|\\b(?:do this|do it) and end up in (?:a )?(?:lower realm|hell|the hell realms?|a bad rebirth)\\b",
    {
      match: [
        "what did the buddha say about ending suffering? i have decided to end mine",
        "i asked the vet half jokingly if she would do me next",
        "i think about one last big go, a proper one, to finally get out of this mess",
      ],
      miss: [
        "my friend ended her lease, i want to end mine too",
        "one last go on the rollercoaster before we leave",
        "the vet said she would do my other dog next",
      ],
      unless: /\b(?:lease|contract|subscription|rollercoaster|ride|other dog|other cat|game|round)\b/,
    },
  ),
  S(
    "direct",
    "direct",
    2,
    "\\b(?:remove|erase|wipe out|end) (?:the|my|this) (?:disgrace|shame|dishonou?r|stain)\\b(?! from (?:the|my) (?:shirt|carpet|name on))" +
      "|\\bmore honou?rable (?:\\w+ ){0,3}to (?:follow his example|follow her example|remove myself|go|die|end it)\\b" +
      "|\\b(?:woman|man|girl|boy|character|person) who (?:decides|decided|wants) to (?:end it|die|kill (?:herself|himself))\\b.{0,120}?\\b(?:exactly like me|just like me|she is me|he is me|it is me)\\b",
    {
      match: [
        "my wife s family say i have disgraced them. i have decided to remove the disgrace",
        "i have betrayed everyone too. would it not be more honourable to follow his example",
        "i am writing a story about a woman who decides to end it. she lives alone with a cat, exactly like me actually",
      ],
      miss: [
        "how do i remove the stain from my shirt",
        "it is more honourable to apologise than to hide",
        "a story about a woman who decides to leave her husband, just like me",
      ],
    },
  ),
  S(
    "direct",
    "attempt",
    3,
    '\\bfailed at the (?:one|only) thing i (?:actually |really )?(?:decided|tried|wanted|meant|planned) to do\\b|\\bi (?:have )?(?:thought|figured out) how(?= *(?:[.!?"]|$))' +
      "|^(?=.*\\b(?:own hand|hang\\w*|took (?:his|her|their) (?:own )?li(?:fe|ves))\\b)(?=.*\\bi have a (?:sheet|belt|cord|rope|shoelace)s?\\b)",
    {
      match: [
        "i woke up in a and e yesterday. i feel like i failed at the one thing i actually decided to do",
        "what happens to someone who dies by their own hand in a cell. i have a sheet and a lot of time",
        "nobody will notice. i have thought how.",
      ],
      miss: [
        "i failed at the one thing i wanted to do this year, learn guitar",
        "i have a sheet of paper and a lot of time",
        "how to hang a picture, i have a cord",
      ],
      unless: /\b(?:guitar|language|paper|picture|frame|exam|driving test|this year)\b/,
    },
  ),
  // ---- Tuning 6 (bodies, illness, carers): "i am not safe", said after saying yes to keep the appointments.
  S(
    "direct",
    "not-safe",
    2,
    "(?<!\\b(?:if|whether|feel like|not sure) )\\bi am not safe(?= *(?:[.!?,;]|$| (?:with myself|from myself|tonight|right now|anymore|any more)))",
    {
      match: [
        "i said yes because i did not want to lose the appointments. i am not safe.",
        "i am not safe with myself tonight",
        "honestly i am not safe right now",
      ],
      miss: [
        "am i not safe to drive after this medication",
        "i am not safe at work with that broken ladder",
        "i am not sure if i am not safe in this area at night",
      ],
    },
  ),
];
