import { S, type Signal } from "./parts";

/** A recent loss (a modifier: it adds to a question about means or to despair). */
export const loss: Signal[] = [
  S(
    "loss",
    "loss",
    1,
    "\\b(?:she|he|they) left\\b|\\bcheated on me\\b|\\blost (?:custody|the baby|the house|my home" +
      "|my kids)\\b|\\bwidowed\\b|\\b(?:breakup|break up|rejected)\\b|\\bmy (?:\\w+ )?(?:is gone" +
      "|passed)\\b",
    { match: ["im not going to kill myself over a breakup lol but it hurts"], modifier: true, withMeans: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:made redundant|redundancy|miscarriage|the accident|burned down|walked out|moved out|an affair|foreclos\\w*|evicted|" +
      "prison|jail|raped|assaulted|abused|custody|is gone|s death|lost (?:her|him|them)|went bankrupt|the business failed|terminal|" +
      "cancer|widow\\w*)\\b",
    { match: ["who looks after a dog if the owner is gone"], modifier: true, withMeans: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:let me go|(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee) (?:has )?(?:left|walked out)" +
      "|took the kids|lost everything|(?:says|said) (?:he|she) is (?:done|leaving)|hospice|redundancy|bank (?:takes|is taking|took)" +
      "|me dejo|perdi (?:el|mi) trabajo|se murio)\\b",
    { match: ["my wife left and took the kids"], modifier: true, withMeans: true },
  ),

  // Loss, in more words (counts only beside a question about a lethal place or means).
  S(
    "loss",
    "loss",
    1,
    "\\b(?:ended (?:it|things) with me|(?:since|after) (?:\\w+ ){0,3}(?:died|passed|left me|the funeral|the divorce" +
      "|the diagnosis|the breakup)|(?:is|are) gone now|only (?:thing|one|person) (?:i had|who (?:ever )?(?:got|understood|loved) me)" +
      "|(?:results|scan|biopsy|tests?) (?:came back|was|were) (?:positive|negative|bad|the worst)|stillborn|miscarr\\w*|lost my \\w+" +
      "|sacked|laid off|disowned|homeless|kicked me out|(?:fiance|fiancee|wife|husband|partner|girlfriend|boyfriend) (?:ended|left)" +
      "|the divorce|divorced)\\b",
    { match: ["I lost my job today"], modifier: true, withMeans: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:ex|wife|husband|partner) got (?:the )?(?:house|kids|children|custody)\\b|\\b(?:divorce|eviction)" + " papers\\b",
    { match: ["my ex got the house and the kids"], modifier: true, withMeans: true },
  ),
  S("loss", "loss", 1, "\\beviction\\b|\\bput (?:my|our) (?:dog|cat) down\\b|\\b(?:he|she) was all i had\\b", {
    match: ["we got an eviction notice today"],
    modifier: true,
    withMeans: true,
  }),

  // ---- modifiers.
  S(
    "loss",
    "loss",
    1,
    "\\b(?:died|passed away|passed|lost (?:my|her|his|our|the) (?:job|wife|husband|son|daughter" +
      "|child|baby|mum|mom|dad|mother|father|home|house|business|everything)|death of|funeral|divorce" +
      "|left me|broke up|dumped|fired|laid off|kicked out|expelled|failed (?:my|the|our) (?:\\w+" +
      " )?(?:year|exam|exams|course|degree)|bankrupt|went under|evicted|repossessed|diagnosis|diagnosed" +
      "|terminal|stage (?:four|4|iv)|lost my job|owe everyone|perdi el trabajo|murio)\\b",
    { match: ["I lost my job today"], modifier: true, withMeans: true },
  ),
];
