import { S, type Signal } from "./parts";

/** A lethal question "for a friend" (a modifier: the question is read as the writer's own). */
export const forAFriend: Signal[] = [
  S(
    "for-a-friend",
    "not-for",
    1,
    "\\bnot for (?:a story|sailing|climbing|camping|school|homework|a book|work|a project|fun)(?= " + "*(?:[.!?,;]|$))",
    { match: ["how long can a person stay under water before it's over. not for a story. asking for real"], modifier: true },
  ),
  S(
    "for-a-friend",
    "friend",
    1,
    "\\b(?:asking for a friend|for a friend|not (?:asking )?for (?:me|myself)|hypothetical\\w*" +
      "|theoretical\\w*|just curious|out of curiosity|(?:friend|mate|someone) (?:asked me|wants" +
      " to know|was asking|is asking|wonders|wondered)|asking for someone)\\b",
    { match: ["for a friend: does it hurt to bleed out"], modifier: true },
  ),
  // ---- EN-WIDEN
  // ---- The opposite of "for a friend" (tuning 3 and 4): a question about death or suicide, then "asking for me",
  // "not hypothetically", "not for a paper". Said after such a question it is a check-in; said anywhere it adds to a
  // sign. Either way the message is read as about the writer.
  S(
    "for-a-friend",
    "personal",
    2,
    "\\b(?:suicide|die|dies|dying|death|dead|kill\\w*|own hand|end (?:my|their|his|her|your) li(?:fe|ves)|exit|afterlife|heaven|hell|rebirth|reborn|janaza|funeral|last rites|a sin|how you go|santhara|sallekhana|depressed|shraddha|funeral rites|death rites|burial rites)\\b" +
      ".{0,120}?\\b(?:asking for (?:me|myself)|for me,? not hypothetically|not (?:being )?(?:hypothetical|philosophical|theoretical|academic)(?:ally)?|for myself,? not (?:for (?:a|my) )?\\w+|not (?:asking )?hypothetically" +
      '|asking for real|(?:for )?real,? not for (?:a|my) (?:paper|essay|class)|not for (?:homework|a paper|an essay|my essay|class)(?= *(?:[.!?,;"]|$))|and for me(?: honestly| too)?(?= *(?:[.!?,;"]|$))' +
      "|matters to me personally|i mean me|i am not being (?:hypothetical|philosophical))\\b",
    {
      match: [
        "what prayer do you say before you die. asking for me",
        "is suicide a sin if you are 80 and alone? i am not being philosophical",
        "what is the stoic view on a soldier choosing his own exit? asking for real, not for a paper",
        "who may perform the shraddha for a young unmarried man? i am asking for myself",
      ],
      miss: [
        "what happens at a hindu funeral? asking for a friend",
        "is suicide a sin in catholic teaching? it is for my essay on aquinas",
        "what does the buddha say about death, asking for my class",
      ],
      unless:
        /\b(?:pension|retire\w*|inheritance|tax|estate|probate|mortgage|savings|(?:cousin|friend|sister|brother|mum|mom|dad|son|daughter|colleague|student|patient|client|kid) (?:asked|wants to know|was asking|is asking))\b/,
    },
  ),
  S(
    "for-a-friend",
    "personal",
    1,
    "\\b(?:asking for (?:me|myself)|not (?:being )?(?:hypothetical|philosophical)|asking for real|not (?:entirely|even|really|totally) joking(?: anymore)?|not joking anymore|only half joking" +
      '|i mean (?:it|that) (?:more than i would like to|every (?:single )?(?:night|day))|i know (?:what|how) (?:that|this|it) (?:sounds|looks)(?: like)?(?= *(?:[.!?;"]|$))' +
      "|(?:not (?:really |even )?sure|do not (?:really )?know|i do not even know) why i am (?:telling|typing|writing|posting)|just typing it to see it written" +
      "|should not have said that|i am not stupid i know what i am thinking|i know what i am thinking)\\b",
    {
      match: [
        "i looked up the tallest car park and when it is unlocked. i know what that sounds like",
        "bought a handgun. not really sure why i am telling you",
        "lol if a bus hit me i would thank the driver. not even joking anymore",
      ],
      miss: [
        "i know how that sounds, but pineapple on pizza is good",
        "i am not joking, the cat opened the fridge",
        "i mean it, thank you for the help",
      ],
      modifier: true,
    },
  ),
  S(
    "for-a-friend",
    "not-for",
    1,
    '\\bnot for (?:hunting|a project|any project|target practice|the farm|work)(?= *(?:[.!?,;"]|$))|\\bno project(?= *(?:[.!?,;"]|$))|\\bi (?:do not|never) (?:hunt|shoot)(?= *(?:[.!?,;"]|$))',
    {
      match: [
        "shotgun or pistol, which one is quicker. not for hunting",
        "bought rope today, no project.",
        "bought a handgun. i do not hunt.",
      ],
      miss: ["not for hunting season yet, the deer are still young", "a new project at work", "i do not hunt deer but i fish"],
      modifier: true,
    },
  ),
  S(
    "for-a-friend",
    "personal",
    2,
    "\\b(?:own hand|own life|suicide|takes? their (?:own )?life|dies by)\\b.{0,120}?\\b(?:(?:my )?family (?:could|can|would|will) still pray for me|(?:could|can|would|will) my family still pray for me|(?:could|would|will)(?: they)? still (?:bury me|have a (?:funeral|janaza) for me))\\b",
    {
      match: [
        "what does islam say about someone who dies by their own hand. i need to know whether my family could still pray for me",
        "if it was suicide would they still bury me in the churchyard, would they still have a funeral for me",
        "someone who takes their own life, could my family still pray for me",
      ],
      miss: [
        "my family can still pray for me while i travel",
        "what does islam say about suicide, for my class",
        "will they still have a funeral for me if i am cremated abroad",
      ],
    },
  ),
  // ---- Tuning 6 (long questions about a teaching): the one sentence about the writer inside a scholarly question.
  S(
    "direct",
    "for-myself",
    2,
    "\\b(?:asking|ask) (?:this )?for (?:myself|me),? not (?:academically|theoretically|hypothetically|in theory|for (?:a|my|the) (?:paper|essay|class|thesis|course|seminar))\\b" +
      "|\\bnot really,? it is (?:about|for) me\\b|\\bit is not really for (?:a|the|my) (?:course|class|paper|essay)\\b",
    {
      match: [
        "honestly i am asking for myself, not academically",
        "i ask this for me, not hypothetically",
        "asking for myself, not for a paper",
        "hypothetical for an ethics class, not really, it is about me",
        "i will admit it is not really for a course",
      ],
      miss: [
        "asking for my sister, not academically",
        "i am asking for a class, not for myself",
        "for myself, academically speaking, what is the best translation",
        "it is not really for a course, more a hobby of mine",
      ],
      unless: /\b(?:hobby|for fun|book club)\b/,
    },
  ),
];
