import { S, type Signal } from "./parts";

/** Being a burden: others would be better off without the writer. */
export const burden: Signal[] = [
  // ---- burden: others better off without me.
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel|i have become|i will be|i would be|being|i feel like) {W2}(?:a |such a" +
      " |the |an )?(?:burden|weight on|drain on)",
    { match: ["How do I stop being a burden on everyone for good"] },
  ),
  S("burden", "burden", 3, "\\b(?:he|she|they|{KIN}) {W2}(?:is|are|feels?|feel like|says?|said|thinks?) {W2}(?:a |such a )?burden", {
    match: ["my mum said i'm such a burden to the family"],
  }),
  S("burden", "burden", 3, "\\bbetter off without {OBJ}\\b", { match: ["Everyone would be better off without me"] }),
  S(
    "burden",
    "burden",
    3,
    // "Is it ok if I can't bring myself to do it": a "not" that belongs to "can", not "if I was not here".
    "\\b(?:better off|happier|easier|relieved|fine|okay|ok|manage|free|lighter|better) {W4}(?:without" +
      " (?:me|him|her|them)|if (?:i|he|she|they) {W2}(?:was|were|did|died|gone|(?<!\\b(?:can|could|do|does|did|will|would|should|may|might) )not|disappeared|left))",
    {
      match: [
        "Everyone would be better off without me",
        "they would be happier if i was not around",
        "it would be easier for mum if i just disappeared",
      ],
      miss: [
        "is it ok if I can't bring myself to do it?",
        "would it be better if i do not go to the funeral?",
        "is it fine if she does not want to meditate with me?",
      ],
    },
  ),
  S("burden", "burden", 3, "\\b(?:remove|take|erase) {REFL} (?:from|out of) {W2}(?:life|lives|world|picture|equation|way)", {
    match: [
      "Since the accident my husband has to do everything for me. Wash me, feed me. I'm only a burden now and I've started to think the kindest thing would be to remove myself from his life permanently.",
    ],
  }),
  S(
    "burden",
    "no-miss",
    2,
    "\\b(?:nobody|no one|the world|anyone|they|people|noone) (?:would|will|could) (?:even )?(?:miss" + "|notice|care|mourn)",
    { match: ["nobody would care if i died"] },
  ),
  S("burden", "no-miss", 2, "\\b(?:will not|would not|never) (?:even )?(?:miss|notice|mourn) me\\b", {
    match: ["the world wont miss me. nobody would even notice im gone for weeks"],
  }),
  S("burden", "better-x", 2, "\\bdeserve(?:s|d)? (?:a )?better (?:\\w+ )?than me\\b", {
    match: ["my kids deserve a better mum than me and they'd get one if I was out of the picture. their dad would remarry. they'd be fine"],
  }),
  S(
    "burden",
    "ruin",
    1,
    "\\b(?:only|just|always) (?:ever )?(?:make|makes|making|ruin|ruins|ruining) (?:things|everything" + "|it) (?:worse|harder)?",
    { match: ["i only ever make things worse for the people around me. they'd be happier if i didn't exist"] },
  ),
  S("burden", "burden", 3, "\\b(?:soy|ser|seria) una carga\\b|\\bmejor sin mi\\b", {
    match: ["ya no aguanto más, mi familia estaría mejor sin mí"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel like|i feel|being|just) (?:\\w+ ){0,2}(?:dead weight|a waste of (?:space" + "|air|oxygen|life)|a waste)\\b",
    { match: ["I feel like a waste of space most days"], miss: ["I feel like this course is a waste of money"] },
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:everyone|they|my family|people|the world|my kids|my children|my parents|my friends" +
      "|he|she) (?:\\w+ )?would be better off(?= *(?:[.!?,;]|$))",
    { match: ["My kids would get the insurance money and a fresh start. They'd be better off, honestly."] },
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone|dead) (?:here|around|alive" +
      "|anymore)?)(?=.*\\b(?:better|easier|happier|relieved|fine|free|save|less stress|would not" +
      " have to|not have to worry|lighter)\\b)",
    {
      match: [
        "I cost my parents money, time and sleep. They'd honestly have an easier life if I wasn't around anymore, and I think about making that happen.",
      ],
    },
  ),
  S(
    "burden",
    "burden",
    2,
    "\\b(?:holding|drag|dragging|bring|bringing) (?:everyone|everybody|them|my family|people)" +
      " (?:back|down)\\b|\\bruin (?:everyone|everybody|their|my family)",
    { match: ["I'm just dragging my family down with me"] },
  ),
  S("burden", "unneeded", 2, "\\b(?:nobody|no one|noone) (?:needs|wants|loves|cares about|would care about) me\\b", {
    match: ["nobody needs me anymore, the kids have their own lives"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\bsoy un (?:estorbo|lastre|problema para todos)\\b|\\bmejor (?:si|que) (?:yo )?no (?:estuviera|existiera)\\b",
    { match: ["soy un estorbo para mi familia"] },
  ),
  S("burden", "no-miss", 2, "\\bnadie (?:me )?(?:echaria de menos|extranaria|notaria|se daria cuenta)\\b", {
    match: ["nadie me echaría de menos si desapareciera"],
  }),
  S("burden", "burden", 3, "\\b(?:me siento|siento que soy) (?:como )?(?:una carga|un estorbo)\\b", {
    match: ["me siento una carga para todos"],
  }),
  S("burden", "burden", 3, "\\bstop being (?:a |such a )?(?:problem|burden|bother|nuisance|weight)\\b", {
    match: ["How do I stop being a burden on everyone for good"],
  }),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:remove|erase|delete) myself(?= *(?:[.!?,;]|$| for good| permanently))|\\bkindest thing (?:i could" +
      " do|for everyone)\\b(?:[a-z ]){0,30}\\b(?:remove|disappear|go|leave|not be)",
    { match: ["everyones life gets worse when im in it. the kindest thing i could do is remove myself"] },
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone) (?:here|around|alive)?)(?=.*\\b(?:start" +
      " (?:again|over|fresh)|move on|find someone|be free|be happy)\\b)",
    { match: ["My wife deserves someone who isn't broken. If I wasn't here anymore she could start again."], wholeMessage: true },
  ),
  // ---- EN-WIDEN
  // ---- Being a burden in more words (tuning 3 and 4): money, stress or time the family would have without me, a
  // cost and a worry, just in the way, a problem that will not last much longer, their lives made worse.
  S(
    "burden",
    "burden",
    3,
    "\\b(?:more money|less stress|more time|more space|less work|less to worry about|less worry|easier lives|an easier life|save (?:so much )?(?:money|time)" +
      "|more light|more peace|more free|sleep better|breathe easier)\\b[^.?!]{0,40}?\\bwithout me\\b(?! (?:at|in|on|there|home|for)\\b)",
    {
      match: [
        "my parents would have more money and less stress without me",
        "everyone would save so much time without me around",
        "my wife would sleep better without me, honestly",
      ],
      miss: [
        "they had more money before the recession",
        "the team will have less work without me on leave, it is fine",
        "i sleep better without my phone in the room",
      ],
      unless:
        /\b(?:on leave|holiday|vacation|trip|away for|weekend away|out of office|retire\w*|uni|college|tuition|fees|dropping out|rent|move out|moving out)\b/,
    },
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:will not|would not|wont|not going to|no longer) (?:have to )?(?:deal with|put up with|look after|worry about|carry|pay for|be bothered by) me (?:for )?(?:much |any )?(?:longer|more)\\b" +
      "|\\b(?:will not|would not|not going to) be (?:a|their|your|his|her) (?:problem|bother|burden|worry|nuisance|trouble)(?: (?:to|for) \\w+(?: \\w+)?)?(?: for)? (?:much|any) (?:longer|more)\\b",
    {
      match: [
        "i am the failure of the family. they will not have to deal with me much longer",
        "she wrote that she will not be a problem much longer",
        "i will not be a bother to anyone for much longer",
      ],
      miss: [
        "you will not have to deal with me much longer, my shift ends at five",
        "i will not be a problem tonight, i promise to behave",
        "they will not have to look after me once the cast is off",
      ],
      unless: /\b(?:shift|cast|flight|train|meeting|lesson|contract|holiday)\b/,
    },
  ),
  S(
    "burden",
    "cost",
    2,
    "\\b(?:i am|i have become|become|becoming|i m|only|just) (?:\\w+ ){0,2}(?:a cost|an expense|a worry|a nuisance|a drain|a liability|a full time job|dead weight)" +
      "(?: and (?:a |an )?\\w+)? (?:to|for|on) (?:them|him|her|everyone|everybody|my \\w+|the family|his family|her family|their family|my family)\\b" +
      '|\\b(?:i am|i m) (?:just |only )?in (?:the|their|everyone s|everybody s|his|her) way(?= *(?:[.!?,;"]|$| now| here| at home))',
    {
      match: [
        "i am 82 and only a cost and a worry to them now",
        "i do not want to become a full time job for my daughter",
        "the kids are grown and i am just in the way now",
      ],
      miss: [
        "i am a cost centre for my company, says my manager",
        "i am in the way of the traffic, sorry",
        "becoming a cost to the council is a worry for our library",
      ],
      unless: /\b(?:centre|center|council|library|budget|company|business|traffic)\b/,
    },
  ),
  S(
    "burden",
    "cost",
    2,
    "\\b(?:i|i only|i just|i always) (?:make|makes|making) (?:their|his|her|everyone s|everybody s|my \\w+ s|my family s) li(?:fe|ves) (?:worse|harder|hell|miserable|a misery)\\b" +
      "|\\b(?:everyone|everybody|they|people|my family|my \\w+) (?:has|have|had|is|are|s) (?:had )?enough of me\\b" +
      "|\\b(?:my care|looking after me|caring for me) (?:costs?|is costing|took|takes) (?:them|her|him|my \\w+) (?:\\w+ ){0,2}(?:life|lives|everything|youth)\\b",
    {
      match: [
        "every day i exist i make their lives worse",
        "everyone has had enough of me and i get it",
        "my care costs my son his whole life",
      ],
      miss: [
        "my boss has had enough of me being late, lol",
        "i make their lives easier by cooking",
        "my care home costs a lot but it is worth it",
      ],
      unless: /\b(?:being late|lol|jk|haha|boss|teacher|coach)\b/,
    },
  ),
  S(
    "burden",
    "free-them",
    3,
    "\\bfree (?:them|him|her|my family|everyone|everybody|my (?:\\w+ )?(?:kids|children|wife|husband|parents|daughter|son|family)) (?:\\w+ ){0,3}by " +
      "(?:leaving|going|dying|disappearing|being gone|not being here|removing myself|ending it)\\b",
    {
      match: [
        "my karma is to free them by leaving",
        "i could free my wife of all this by dying",
        "maybe i should free everyone by disappearing for good",
      ],
      miss: [
        "free them by paying the bail",
        "i could free my wife by taking the kids for the weekend",
        "free everyone by ending the meeting early",
      ],
    },
  ),
  S(
    "burden",
    "kindest",
    2,
    "\\b(?:least selfish|kindest|most loving|most generous|most responsible|only honest|best) thing (?:i (?:can|could) (?:do|give)|left (?:i can give|to give)|i have left)\\b" +
      '(?: (?:her|him|them|you))?(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "i have stopped my heart pills. it is the least selfish thing i can do",
        "she could meet someone who is not broken. that is the kindest thing i could give her",
        "the insurance is the only honest thing i have left",
      ],
      miss: [
        "the kindest thing i can do is tell her the truth",
        "the best thing i can do for my kids is listen",
        "the most loving thing i could do is forgive him",
      ],
    },
  ),
  S(
    "burden",
    "better-with",
    2,
    '\\b(?:would|will|are|is|they re|be) (?:be )?(?:so much |much |honestly )?better off (?:living )?with (?:you(?= *(?:[.!?,;"]|$))|(?:my|her|his|their|someone|anyone|a) (?:\\w+ )?' +
      "(?:sister|brother|mum|mom|dad|mother|father|family|aunt|grandma|grandparents|parents|else|other|dad|instead|new mum|new dad|stepmum|stepdad)\\b)" +
      "(?! (?:for the weekend|for a week|while|during|this|until))" +
      "|\\b(?:better|more) (?:\\w+ ){0,3}on (?:the|my) (?:policy|insurance|payout) than (?:on |with )?me\\b",
    {
      match: [
        "the baby would be better off with my sister, she is calm",
        "look after them, they are better off with you",
        "they would manage better on the policy than on me",
      ],
      miss: [
        "the kids will be better off with my mum for the weekend",
        "my son is better off with his dad for football, he knows the rules",
        "we are better off with a new car",
      ],
      unless: /\b(?:football|school run|car|training|homework|lessons|practice)\b/,
    },
  ),
  S(
    "burden",
    "simpler",
    2,
    '\\b(?:how to|thinking about how to|want to|decided to|need to) make (?:it|things|everything|life) (?:simpler|easier|lighter) for (?:all of )?(?:them|everyone|everybody|my family|my kids|my children|all of them)(?= *(?:[.!?,;"]|$| by| now| for good))',
    {
      match: [
        "i am only a worry to my children and i have been thinking about how to make it simpler for all of them",
        "i decided to make things easier for everyone.",
        "i want to make it easier for them for good",
      ],
      miss: [
        "how to make it easier for everyone to join the zoom",
        "i want to make things easier for my kids when we move",
        "i need to make it simpler for them to find the venue",
      ],
      unless: /\b(?:move|moving|zoom|venue|booking|recipe|schedule|rota|school run)\b/,
    },
  ),
  S(
    "burden",
    "maths",
    1,
    '\\b(?:doing|do|did|done|keep doing|understand\\w*|starting to understand) the (?:maths|math)\\b(?! homework| test| exam| class)|\\bit is (?:just|only|simple) (?:maths|math)(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "i keep doing the maths on it and it always comes out the same",
        "22 a day they say. starting to understand the math",
        "my sister could have my room. it is just maths",
      ],
      miss: ["i keep doing the maths homework late", "did the math test go ok", "it is just maths class, relax"],
      modifier: true,
    },
  ),
  S(
    "burden",
    "no-miss",
    2,
    "\\bif i (?:disappear|disappeared|died|die|vanish|vanished|was gone|were gone|stopped showing up|stopped turning up)\\b[^.?!]{0,25}?\\b(?:nobody|no one|no body|noone) (?:would |will |even )?(?:notice|care|miss|ask)\\b" +
      "|\\b(?:would|will) (?:anyone|anybody|someone) (?:\\w+ ){0,3}(?:even )?(?:notice|care|miss me) if i (?:just )?(?:stopped (?:showing|turning) up|disappeared|vanished|died|was gone) (?:for good|forever|permanently)\\b",
    {
      match: [
        "if i disappear, nobody notice. i think that is maybe good",
        "would anyone at work even notice if i just stopped showing up for good",
        "if i died tomorrow no one would care",
      ],
      miss: [
        "if i disappear for a weekend nobody notices at work, it is great",
        "would anyone notice if i stopped showing up to choir for a month",
        "if i vanished from the group chat nobody would miss my memes lol",
      ],
      unless: /\b(?:weekend|for a month|group chat|memes?|lol|choir)\b/,
    },
  ),
  S(
    "burden",
    "burden",
    2,
    "\\bbetter off without (?:my|me and my) (?:medical bills|hospital bills|care costs|care|illness|treatment costs)\\b|\\bkindest (?:practice|option|choice|thing) left (?:for me|to me)\\b",
    {
      match: [
        "my family would honestly be better off without my medical bills",
        "the kindest practice left for me is to go",
        "they would be better off without my care costs",
      ],
      miss: [
        "we are better off without my old car",
        "the kindest thing left to do with the old sofa is recycle it",
        "better off without my medical bills being lost in the post",
      ],
      unless: /\b(?:car|sofa|recycl\w*|post|lost in|insurance claim)\b/,
    },
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\b(?:rather (?:have|had) a dead (?:son|daughter|child|kid)|wish(?:es|ed)? (?:she|he|they) (?:never had|had never had) me|(?:i am|i m) dead to (?:them|him|her)|rather i (?:was|were) dead)\\b)" +
      "(?=.*\\b(?:give (?:her|him|them) what (?:she|he|they) wants?|grant\\w* (?:her|his|their) wish|make it true|(?:they|she|he) (?:is|are) right|maybe (?:they|she|he) (?:is|are) right)\\b)",
    {
      match: [
        "mum said she would rather have a dead daughter than a gay one. maybe i can give her what she wants",
        "mum keeps saying she wishes she never had me. been thinking about granting her wish",
        "they said i am dead to them. maybe they are right and i should make it true",
      ],
      miss: [
        "mum wishes she never had me help with the garden, lol, give her what she wants i said",
        "my dad said he would rather have a dead plant than fake flowers. give him what he wants",
        "she is right, we should make it true that the party is on friday",
      ],
      unless: /\b(?:garden|plant|flowers|party|lol)\b/,
      wholeMessage: true,
    },
  ),
  S(
    "burden",
    "better-x",
    2,
    "\\bdeserves? someone (?:who is not|who isn t|better than|other than|else than) me\\b|\\bnot cut out for this\\b[^.?!]{0,40}\\bdeserve\\b",
    {
      match: [
        "i am not cut out for this, they deserve someone who is not me",
        "my kids deserve someone better than me",
        "she deserves someone other than me",
      ],
      miss: [
        "you deserve someone better than him",
        "the team deserves someone who is not burned out, so i am resigning from the committee",
        "i am not cut out for this job, it is too techy",
      ],
      unless: /\b(?:committee|resign\w*|job|role|team captain|techy)\b/,
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "burden",
    "remove-self",
    2,
    "\\b(?:removing|remove|taking) myself (?:away )?(?:would|will|could|might) (?:actually |really |finally )?(?:be (?:the )?(?:compassionate|kind|kindest|right|loving|best)|free (?:them|him|her|everyone)|spare (?:them|him|her|everyone))\\b",
    {
      match: [
        "removing myself would actually be the compassionate thing",
        "i think taking myself away would free them",
        "removing myself might spare them",
      ],
      miss: [
        "removing myself from the group chat would be the kind thing",
        "removing myself from the committee would free them to vote",
        "taking myself off the rota would be the right call",
      ],
      unless: /\b(?:group chat|chat|committee|rota|board|team|project|thread|list|meeting|conversation|argument|situation at work)\b/,
    },
  ),
  S(
    "burden",
    "alive-debt",
    2,
    "\\bmy (?:staying|being|still being|remaining) alive (?:is|feels like) (?:just )?(?:me )?(?:dodging|cheating|avoiding|escaping|skipping) (?:the |a |my )?(?:debt|payment|punishment|justice)\\b|\\ba life for (?:a life|what i took|what i did|hers|his|theirs)\\b",
    {
      match: [
        "my staying alive is just me dodging the debt",
        "maybe i should pay it back, a life for what i took from her",
        "my being alive feels like cheating justice",
      ],
      miss: [
        "a life for a life was the old law, what did the prophets say instead",
        "the film is about a life for a life in the old west",
        "my staying alive is down to the surgeons",
      ],
      unless: /\b(?:old law|prophets|film|movie|novel|hammurabi|torah says|exodus|the law of)\b/,
    },
  ),
];

// ---- lex6c: a carer or parent imagining someone else stepping in.
burden.push(
  S(
    "burden",
    "replaced",
    2,
    "\\b(?:theyd|they would|everyone would|hed|shed|he would|she would|the kids would|the baby would) (?:all )?be (?:fine|ok|okay|alright|better off)\\b(?:[a-z ,]*?)\\b(?:would|could|will|can) (?:step in|take over|raise (?:him|her|them)|take (?:him|her|them) in)\\b",
    {
      match: [
        "the baby cries and all i think is theyd all be fine, my mother in law would step in",
        "he would be fine, his sister could take over his care",
        "the kids would be okay, my brother would raise them",
      ],
      miss: [
        "theyd be fine if i took a weekend off, my sister could step in",
        "she would be fine on her own, she can cope",
        "the team would be okay, someone can take over the project",
      ],
      unless: /\b(?:weekend|holiday|break|shift|project|team|night out|respite|a few days|a week|work trip)\b/,
    },
  ),
);
