/**
 * Care before any provider: a detector of the published warning signs of suicide and self-harm, built on signals
 * rather than on whole phrases. Each signal belongs to a family (wish to die, burden, hopelessness, means, a plan or a
 * time, goodbyes...) and carries a weight. A strong sign (weight 3) suffices alone; weaker signs add up, one per
 * kind, so that a loss with a question about a lethal place, or hopelessness with a time, or pointlessness with a
 * thought of not being here, reach the bar together. Modifiers (a time, a loss, "asking for a friend", a sudden calm)
 * never fire alone: they only add to a sign that is already there.
 *
 * The detector leans towards caring: a false alarm costs a reader a moment, a miss could cost far more. Distance
 * (fiction, history, a school essay), idioms ("this meeting is killing me") and plain denials ("I would never hurt
 * myself") are set aside, each over the words it covers only, so that a denial never hides a sign elsewhere.
 *
 * Dependency-free and synchronous: importable on the server, in the browser, in scripts.
 */

import { learnedSaysCrisis } from "./learned";

export type CareKind = "self" | "other";

export interface CareVerdict {
  kind: CareKind | null;
  /** The signal families that fired, e.g. ["wish-to-die", "plan-time"]. */
  signals: string[];
}

/** How far back a conversation is read. */
export const CARE_TURNS = 12;

const THRESHOLD = 3;

// ---------------------------------------------------------------------------------------------------------------
// Normalisation: lower case, straight quotes, no diacritics, contractions spelled out, text-speak and common
// misspellings mapped to plain words, so that the patterns below are written once.

const WORDS: Record<string, string> = {
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  cant: "can not",
  cannot: "can not",
  wont: "will not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  hadnt: "had not",
  aint: "is not",
  im: "i am",
  ive: "i have",
  id: "i would",
  ill: "i will",
  shell: "she will",
  youll: "you will",
  youre: "you are",
  hes: "he is",
  shes: "she is",
  theyre: "they are",
  theyd: "they would",
  theyll: "they will",
  itll: "it will",
  its: "it is",
  thats: "that is",
  theres: "there is",
  whats: "what is",
  whos: "who is",
  wanna: "want to",
  wana: "want to",
  gonna: "going to",
  gona: "going to",
  gunna: "going to",
  gotta: "got to",
  tryna: "trying to",
  finna: "going to",
  imma: "i am going to",
  ima: "i am going to",
  lemme: "let me",
  u: "you",
  ur: "your",
  abt: "about",
  bout: "about",
  thinkin: "thinking",
  gettin: "getting",
  nothin: "nothing",
  livin: "living",
  dyin: "dying",
  killin: "killing",
  endin: "ending",
  goin: "going",
  doin: "doing",
  feelin: "feeling",
  tryin: "trying",
  cuttin: "cutting",
  sayin: "saying",
  talkin: "talking",
  b4: "before",
  rn: "right now",
  tmrw: "tomorrow",
  tmr: "tomorrow",
  tmrow: "tomorrow",
  tomoz: "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  tonite: "tonight",
  "2nite": "tonight",
  "2night": "tonight",
  ppl: "people",
  every1: "everyone",
  evry1: "everyone",
  some1: "someone",
  noone: "no one",
  bc: "because",
  cuz: "because",
  coz: "because",
  bcuz: "because",
  becuz: "because",
  pls: "please",
  plz: "please",
  myslef: "myself",
  mysef: "myself",
  myselfe: "myself",
  meself: "myself",
  mysel: "myself",
  kms: "kill myself",
  killng: "killing",
  kilng: "killing",
  kil: "kill",
  comitting: "committing",
  commiting: "committing",
  comit: "commit",
  nemore: "anymore",
  nemor: "anymore",
  anymor: "anymore",
  anymroe: "anymore",
  anymo: "anymore",
  idk: "i do not know",
  dunno: "do not know",
  wud: "would",
  cud: "could",
  shud: "should",
  wen: "when",
  wat: "what",
  wut: "what",
  dis: "this",
  lyf: "life",
  lyfe: "life",
  pils: "pills",
  pillz: "pills",
  od: "overdose",
  sewerslide: "suicide",
  selfharm: "self harm",
  unalivin: "unaliving",
  alive: "alive",
  wanted: "wanted",
  wnt: "want",
  wnat: "want",
  whant: "want",
  wan: "want",
  js: "just",
  jus: "just",
  w: "with",
  h8: "hate",
  h8s: "hates",
  ded: "dead",
  sh: "sh",
  yall: "you all",
  tonights: "tonight is",
  todays: "today is",
  tomorrows: "tomorrow is",
  everythings: "everything is",
  nothings: "nothing is",
  lifes: "life is",
  b: "be",
  "4ever": "forever",
  "4eva": "forever",
  rly: "really",
  rlly: "really",
  realy: "really",
  idc: "i do not care",
  idw: "i do not want",
  idwt: "i do not want to",
  tn: "tonight",
  n: "and",
  wna: "want to",
  istg: "honestly",
  cnt: "can not",
  gna: "going to",
  smth: "something",
  sth: "something",
  no1: "no one",
  any1: "anyone",
  kll: "kill",
  dei: "die",
  suicidle: "suicidal",
  suicidial: "suicidal",
  sudoku: "suicide",
  cant2: "can not",
  dnt: "do not",
  wat2: "what to",
  nvm: "never mind",
  plz2: "please",
  everyones: "everyone is",
  nobodys: "nobody is",
  ppls: "people",
  thru: "through",
};

const PHRASES: Array<[RegExp, string]> = [
  [/\bsewer ?slides?\b/g, "suicide"],
  [/\bself ?delet(e|ing)\b/g, "kill myself"],
  [/\bun ?aliv(e|ing|ed)\b/g, "unaliv$1"],
  [/\bany ?more\b/g, "anymore"],
  [/\bmy self\b/g, "myself"],
  [/\bsu+[iy1]?[cs]+[iy1]?d(e|es)\b/g, "suicide"],
  [/\bsu+[iy1]?[cs]+[iy1]?dal\b/g, "suicidal"],
  [/\bkys myself\b/g, "kill myself"],
  [/\b2 (die|be|live|do|go|end|kill|stop|wake|sleep|b|exist|disappear|see|the)\b/g, "to $1"],
  [/\bn ?e ?more\b/g, "anymore"],
  [/\bwith o(?:ut)?\b|\bw out\b/g, "without"],
  [/\b(commit|committing) (sudoku|seppuku|toaster bath)\b/g, "$1 suicide"],
  [/\btoaster bath\b/g, "suicide"],
  [/\byeet(ing)? myself\b/g, "throw myself"],
  [
    new RegExp(
      "\\b(?:killed|hanged|shot|drowned|poisoned) (?:himself|herself|themselves|themself)\\b" +
        "|\\b(?:took|ended) (?:his|her|their) (?:own )?(?:life|lives)\\b|\\b(?:died|death|deaths" +
        "|lost \\w+) (?:by|to) suicide\\b|\\bcommitted suicide\\b",
      "g",
    ),
    "passed away",
  ],
  [/\bsh (urges?|again|scars?|relapse|wounds?|cuts?)\b/g, "self harm $1"],
  [/\b(relapsed?|relapsing|clean from|urges? to|urge to do|do) sh\b/g, "$1 self harm"],
];

/** Lower case, curly quotes straightened, diacritics folded, text-speak and contractions spelled out. */
export function normalise(raw: string): string {
  let t = raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  t = t.replace(/[\u2018\u2019\u201b\u2032`\u00b4]/g, "'").replace(/[\u201c\u201d\u201e\u2033\u00ab\u00bb]/g, '"');
  t = t.replace(/([a-z0-9])'([a-z])/g, "$1$2").replace(/'/g, '"');
  // Letters hidden by symbols or digits: k!ll, d1e, su*cide, s/h.
  t = t
    .replace(new RegExp("\\bk\\*+ll", "g"), "kill")
    .replace(/\bd\*+e\b/g, "die")
    .replace(/\bd\*+ad\b/g, "dead")
    .replace(/\bs[u*]+[i*]+c[i*]*de\b/g, "suicide");
  t = t.replace(/\bs\/h\b/g, "self harm");
  t = t.replace(/([a-z])[!1|]([a-z])/g, "$1i$2").replace(/([a-z])0([a-z])/g, "$1o$2");
  t = t.replace(/([a-z])3([a-z])/g, "$1e$2").replace(/([a-z])[@4]([a-z])/g, "$1a$2");
  t = t.replace(/([a-z])\1{2,}/g, "$1");
  t = t.replace(/[\r\n]+/g, " . ").replace(/[^a-z0-9.!?;:,"\s]+/g, " ");
  t = t.replace(/[a-z0-9]+/g, (w) => WORDS[w] ?? w);
  for (const [re, to] of PHRASES) t = t.replace(re, to);
  return t.replace(/\s+/g, " ").trim();
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks for the patterns.

const PARTS: Record<string, string> = {
  REFL: "(?:myself|himself|herself|themselves|themself|yourself|oneself)",
  POSS: "(?:my|his|her|their|your|ones)",
  OBJ: "(?:me|him|her|them)",
  // Up to three words, none of them a negation.
  ADV: "(?:(?!not\\b|never\\b|no\\b)[a-z0-9]+ ){0,3}",
  W2: "(?:[a-z0-9]+ ){0,2}",
  // Words between a denial and what it denies: never "I never thought I would want to...".
  NEGGAP: "(?:(?!want|wanted|wanting|thought|think|imagined|expected|believed|knew|feel|felt|guessed|realised|realized)[a-z]+ ){0,4}",
  W4: "(?:[a-z0-9]+ ){0,4}",
  DRUG:
    "(?:pills?|tablets?|meds|medications?|medicines?|sleeping pills|sleepers|painkillers|opioids?|opiates?|paracetamol|acetaminophen|" +
    "tylenol|ibuprofen|aspirin|insulin|antidepressants?|sedatives?|benzos?|xanax|valium|diazepam|oxy\\w*|morphine|fentanyl|codeine|" +
    "tramadol|lithium|amitriptyline|sertraline|[a-z]+(?:pam|pine|line|tyline|done|zepam|olol|pril)|heroin|pastillas|pildoras)",
  KIN:
    "(?:son|daughter|child|kid|teen|teenager|boy|girl|friend|mate|bestie|partner|wife|husband|boyfriend|girlfriend|bf|gf|fiance|" +
    "fiancee|mum|mom|mother|mama|dad|father|papa|parent|brother|sister|sibling|cousin|aunt|uncle|grandma|grandpa|grandmother|" +
    "grandfather|nan|student|pupil|colleague|coworker|roommate|flatmate|housemate|classmate|neighbour|neighbor|client|patient|" +
    "nephew|niece|stepson|stepdaughter|hijo|hija|amigo|amiga|novio|novia|esposo|esposa|madre|padre|mama|hermano|hermana|pareja)s?",
  TIME:
    "(?:tonight|tomorrow|this (?:weekend|evening|morning|afternoon)|next (?:week|weekend)|at midnight|midnight|" +
    "(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by (?:the )?(?:morning|new year|christmas|" +
    "the weekend|the end of the (?:week|month))|soon|later today|in (?:a few|two|three|\\d+) (?:days|hours)|end date|" +
    "the \\d{1,2}(?:st|nd|rd|th)\\b|\\d{1,2} ?(?:am|pm)|at \\d{1,2}(?: ?(?:am|pm|oclock)|:\\d\\d)?\\b" +
    "|in an hour|in a few hours|at (?:dawn|sunrise|sunset)|before (?:dawn|sunrise)|on my birthday" +
    "|" +
    "the \\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:january|february|march|april|may|june|july|august|september|october|november|december)|" +
    "(?:after|before|on|once) (?:christmas|new year|my birthday|the holidays|the wedding|the funeral" +
    "|my exams|the exams|my shift|work|the anniversary|everyone goes to bed|everyone is asleep" +
    "|they (?:go|are) to bed)|anniversary|" +
    "esta noche|manana|este fin de semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))",
};

function re(src: string, flags = "g"): RegExp {
  return new RegExp(
    src.replace(/\{(\w+)\}/g, (_, k: string) => PARTS[k] ?? `{${k}}`),
    flags,
  );
}

type Family =
  | "direct"
  | "wish-to-die"
  | "burden"
  | "hopeless"
  | "not-being-here"
  | "means"
  | "plan-time"
  | "goodbye"
  | "calm-after-despair"
  | "self-harm"
  | "loss"
  | "for-a-friend"
  | "spiritual"
  | "time";

interface Signal {
  family: Family;
  /** Signals with the same key count once (the heaviest). */
  key: string;
  weight: number;
  pattern: RegExp;
  /** A modifier adds only to a sign already present (weight >= 2 of another key). */
  modifier?: boolean;
  /** Counts only when a means signal is present (a loss followed by a question about a lethal place or means). */
  withMeans?: boolean;
  /** Set aside when the whole message matches this (a dose question about a dog is not about the writer). */
  unless?: RegExp;
  /** A modifier that adds only to signs of these families. */
  modifies?: Family[];
  /** Read over the whole message rather than one sentence (a means named in one sentence, its use in the next). */
  wholeMessage?: boolean;
}

/** Ordinary reasons to ask about a dose. */
const MEDICAL = new RegExp(
  "\\b(?:headache|fever|pain relief|jet lag|flight|doctor|prescribed|cold|flu|toothache" +
    "|period|cramps|migraine|dentist|surgery|back pain|injury|allergy|child|baby|kid|toddler" +
    "|dog|cat)\\b",
  "",
);

/** Stopping a habit for good is not a plan to die. */
const HABIT = new RegExp(
  "\\b(?:smoking|drinking|vaping|sugar|social media|habit|job|relationship|overthinking|procrastinat\\w*|biting|gambling|" +
    "porn|alcohol|drugs|caffeine|coffee|meat|dating|him|her|them|this town|this city)\\b",
);

/** An outing, not a plan: a walk, a view, a picnic. */
const OUTING = new RegExp(
  "\\b(?:hike|hiking|walk|walking the dog|picnic|view|photos?|holiday|trip|visit|sunset" +
    "|sunrise|swim|climb|climbing|tour|tourist|sightseeing)\\b",
  "",
);

const CALM_MODIFIES: Family[] = [
  "plan-time",
  "not-being-here",
  "hopeless",
  "calm-after-despair",
  "wish-to-die",
  "direct",
  "goodbye",
  "means",
];

const S = (family: Family, key: string, weight: number, src: string, extra: Partial<Signal> = {}): Signal => ({
  family,
  key,
  weight,
  pattern: re(src),
  ...extra,
});

const SIGNALS: Signal[] = [
  // ---- direct: plain words, including typos (already mapped) and text-speak.
  S(
    "direct",
    "direct",
    3,
    "\\b(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|off|offing|suffocate|gas|stab" +
      "|unalive|unaliving|poison|poisoning|end|ending) {REFL}",
  ),
  S("direct", "direct", 3, "\\b(?:end|ending|take|taking|takes|ends) {POSS} (?:own )?li(?:fe|ves)\\b"),
  S("direct", "direct", 3, "\\b(?:tried|try|trying|attempt|attempted|attempting) to (?:kill|end|take) "),
  S("direct", "direct", 3, "\\bby {POSS} own hands?\\b"),
  S("direct", "direct", 3, "\\bsuicidal\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:think|thinking|thought|thoughts|considering|consider|contemplating|planning|plan|attempt" +
      "|attempted|attempting|attempts|commit|committing|tried|try) {W2}(?:about |of |on )?suicide\\b",
  ),
  S(
    "direct",
    "direct",
    3,
    "\\bsuicide {ADV}(?:is|feels|seems|looks|would be|sounds) {ADV}(?:only|best|sensible|answer" + "|option|solution|relief|right|way out)",
  ),
  S("direct", "direct", 3, "\\bsuicide (?:note|letter|plan|attempt)"),
  S("direct", "topic", 1, "\\bsuicide\\b"),
  S("direct", "direct", 3, "\\b(?:i|to|should|just|going to|want to|might|will|gonna) (?:just )?kys\\b"),
  S("direct", "direct", 3, "\\bunaliv(?:e|ing)\\b"),
  S("direct", "direct", 3, "\\b(?:end|ending) (?:it all|it for good|everything for good)\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:think|thinking|thought|considering|contemplating|planning|plan|going|want|wanting|wanted" +
      "|ready|decided|will|would|gonna|should|need|maybe|about) (?:to )?(?:just )?(?:end|ending)" +
      " (?:it|things|everything)\\b(?! with| between| off| for (?!good|ever))",
  ),
  S("direct", "end-it", 2, "\\b(?:end|ending) (?:it|things|everything)\\b(?! with| between| off)"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:painless|quick|quickest|easy|easiest|best|surest|fastest|least painful|peaceful|sure" +
      "|certain|reliable) {W2}(?:way|ways|method|methods|option) (?:to|of) (?:die|dying|end|kill" +
      "|go|do it|not wake)",
  ),
  S(
    "direct",
    "how-die",
    2,
    "\\bhow (?:to|do i|can i|could i|would i|should i|do you|does one|can someone|would someone" +
      "|do people|does someone) (?:just )?(?:die|end it)\\b",
  ),
  S("direct", "how-die", 2, "\\bhow long (?:does it|would it|it) takes? to die\\b"),
  S("direct", "direct", 3, "\\b(?:wanted|wants|want|wanting|trying|tried|going|planning|plan) to (?:kill|hang|shoot|drown) {REFL}"),
  S("direct", "topic", 1, "\\bsuicidio\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:suicid(?:arme|arse|arte|a)|quitar(?:me|se|te) la vida|me quiero matar|quiero matarme" +
      "|voy a matarme|me voy a matar|matarme)\\b",
  ),
  S("direct", "direct", 3, "\\b(?:acabar|terminar) con (?:mi vida|todo)\\b"),
  S("direct", "me-mato", 2, "\\bme mato\\b"),

  // ---- wish to die: wanting to die, not to wake, not to exist, to disappear for good.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wants|wanted|wanting|wish|wishing|ready|longing|long) (?:to )?(?:just )?(?:die" +
      "|be dead|be gone for good|not be alive|not exist|stop existing|not wake up|never wake up)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bwish(?:es|ed)? (?:i|he|she|they) {W2}(?:was|were|could|would|had) {ADV}(?:dead|die|never" +
      " been born|not wake|never wake|disappear|not exist|not been born)",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do|does|did) not want to (?:live|be alive|exist|wake up|be around|go on|keep living" +
      "|carry on|keep going|be part of (?:it|this|life|the world))\\b",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:do|does) not want to be here (?:anymore|at all|any longer|on this earth)"),
  S("wish-to-die", "not-here-want", 2, "\\b(?:do|does) not want to be (?:here|around|alive)\\b"),
  S("wish-to-die", "wish", 3, "\\bno longer want to (?:live|be alive|exist|be here|be around)"),
  S("wish-to-die", "wish", 3, "\\b(?:done|finished|through) (?:with )?(?:being alive|living|life|existing)\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:tired|exhausted|sick) (?:of|from) (?:being alive|living|existing|being a person|being" +
      " human|life itself|life|surviving|waking up|breathing)\\b(?! [a-z]+ing\\b| at| in| with|" +
      " like| admin| insurance| coach| here| there| as an?| without| on| under)",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:wish|want|hope|pray|praying|hoping|would like|wanted|rather) (?:[a-z]+ ){0,8}(?:not" +
      "|never) (?:to )?wake up\\b(?! late| early| too| in time| on time| before| at| until)",
  ),
  S("wish-to-die", "wish", 3, "\\bsleep and (?:never|not) (?:\\w+ )?wake\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do not|never|not sure|do not know if|do not know whether|no longer) (?:think |sure" +
      " |know if |know whether )?(?:if )?i (?:still |even |really )?want to (?:live|be alive|be" +
      " here|exist|go on|keep going|wake up|keep living|stay alive)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:pray|hope|wish|praying|hoping)(?: that)? (?:i|a car|a bus|a truck|a train|something" +
      "|it|the plane) {W2}(?:will not|would not|does not|do not|never) (?:wake up|stop|see the morning" +
      "|brake)\\b(?! late| early| too| in time| on time| before| at| until)",
  ),
  S(
    "wish-to-die",
    "no-wake",
    2,
    "\\b(?:never|not) (?:to )?wake up(?: again)?\\b(?! late| early| too| in time| on time| before" + "| at| until)",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:welcome|long for|pray for|wish for|ready for|want) death\\b"),
  S("wish-to-die", "wish", 3, "\\bdeath (?:would be|is|will be) (?:a )?(?:relief|welcome|mercy|peace)"),
  S("wish-to-die", "wish", 3, "\\bbetter off dead\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:disappear|vanish|stop existing|cease to exist|not exist|fade away|go away) {W2}(?:for" +
      " good|forever|permanently|completely|and never come back)",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:stop|cease) existing\\b|\\bcease to exist\\b"),
  S("wish-to-die", "wish", 3, "\\brather (?:be dead|not be alive|not exist|not be here|not wake)"),
  S("wish-to-die", "no-wake", 2, "\\b(?:sleep|go to sleep) forever\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera|deseo|ganas de|quiere|prefiero) (?:morir(?:me)?|estar muert[oa]|desaparecer" + " para siempre)\\b",
  ),
  S("wish-to-die", "wish", 3, "\\bme quiero morir\\b"),
  S("wish-to-die", "wish", 3, "\\bno quiero (?:seguir )?(?:vivir|viviendo|existir|despertar|estar aqui)\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:dormir(?:me)? y )?no (?:volver a )?despertar(?: nunca)?(?: mas)?\\b"),
  S("wish-to-die", "wish", 3, "\\bdesaparecer para siempre\\b"),

  // ---- burden: others better off without me.
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel|i have become|i will be|i would be|being|i feel like) {W2}(?:a |such a" +
      " |the |an )?(?:burden|weight on|drain on)",
  ),
  S("burden", "burden", 3, "\\b(?:he|she|they|{KIN}) {W2}(?:is|are|feels?|feel like|says?|said|thinks?) {W2}(?:a |such a )?burden"),
  S("burden", "burden", 3, "\\bbetter off without {OBJ}\\b"),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:better off|happier|easier|relieved|fine|okay|ok|manage|free|lighter|better) {W4}(?:without" +
      " (?:me|him|her|them)|if (?:i|he|she|they) {W2}(?:was|were|did|died|gone|not|disappeared|left))",
  ),
  S("burden", "burden", 3, "\\b(?:remove|take|erase) {REFL} (?:from|out of) {W2}(?:life|lives|world|picture|equation|way)"),
  S(
    "burden",
    "no-miss",
    2,
    "\\b(?:nobody|no one|the world|anyone|they|people|noone) (?:would|will|could) (?:even )?(?:miss" + "|notice|care|mourn)",
  ),
  S("burden", "no-miss", 2, "\\b(?:will not|would not|never) (?:even )?(?:miss|notice|mourn) me\\b"),
  S("burden", "better-x", 2, "\\bdeserve(?:s|d)? (?:a )?better (?:\\w+ )?than me\\b"),
  S(
    "burden",
    "ruin",
    1,
    "\\b(?:only|just|always) (?:ever )?(?:make|makes|making|ruin|ruins|ruining) (?:things|everything" + "|it) (?:worse|harder)?",
  ),
  S("burden", "burden", 3, "\\b(?:soy|ser|seria) una carga\\b|\\bmejor sin mi\\b"),

  // ---- hopeless: no reason to live, no way out, pointlessness.
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bno {W2}reason (?:for me |for him |for her )?to (?:live|go on|stay|be alive|keep going" +
      "|carry on|stay alive|exist|keep living|be here)",
  ),
  S("hopeless", "no-reason", 3, "\\bnothing (?:left )?to live for\\b"),
  S("hopeless", "no-reason", 3, "\\b(?:not|no longer|is not) worth (?:living|being alive|staying alive)"),
  S("hopeless", "no-reason", 3, "\\blife {W2}(?:is not|is no longer|isnt|not) worth (?:it|living)"),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:no|not any|not see a|not see any|not find a|not find any) {W2}(?:point|reason) (?:in" +
      " |to |of )?(?:staying|being|living|going on|carrying on|stay|live|go on|carry on|keep going" +
      "|keep living|continuing)",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bwhy (?:should|would|do) i {W2}(?:stick around|stay alive|keep living|go on|carry on|bother" +
      " living|be alive|keep going|stay)\\b",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\bwhy i (?:should|would) {W2}(?:stick around|stay alive|keep living|go on|carry on|bother" + " living|be alive|stay)\\b",
  ),
  S("hopeless", "no-reason", 3, "\\b(?:one|any|a single|a) (?:good )?reason to (?:stay alive|live|keep living|go on|not die)\\b"),
  S("hopeless", "no-reason", 3, "\\bcan not (?:keep )?(?:live|living) (?:with (?:it|this)|like this|this way)"),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:only|one) (?:way out|exit|escape|option|answer|solution) {W4}(?:is|would be|left is)" +
      " {W2}(?:not being here|dying|death|to die|ending|not (?:to )?exist|suicide|to go)",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:way out|exit|escape) {W4}(?:except|but|other than|apart from) (?:dying|death|to die" + "|ending it|suicide|not being here)",
  ),
  S("hopeless", "no-reason", 3, "\\b(?:no|sin) (?:tengo |hay )?(?:razon|razones|motivo|motivos|nada) (?:para|por) (?:vivir|seguir)"),
  S(
    "hopeless",
    "pointless",
    2,
    "\\bwhat is (?:even )?the point(?: of| in)? {W2}(?:anything|it all|any of this|life|living" +
      "|trying|going on|carrying on|existing|being here|me)\\b",
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:life|living|everything|my life|existence) (?:is|feels) {W2}(?:pointless|meaningless" + "|hopeless|over)\\b",
  ),
  S(
    "hopeless",
    "permanence",
    2,
    "\\bnothing (?:matters\\b(?! more| as much| except| but| to)|will ever change|is ever going" +
      " to change|ever changes|will ever get better|is going to change)",
  ),
  S(
    "hopeless",
    "permanence",
    2,
    "\\bnever (?:going to|gonna) (?:get better|change|stop|end)\\b|\\b(?:it|things|life) (?:does" +
      " not|do not|never|will never|will not ever) (?:get|gets|getting) better\\b",
  ),
  S("hopeless", "no-exit", 2, "\\b(?:no|not any|not see (?:a|any)) (?:way out|exit|escape|future|hope)\\b"),
  S("hopeless", "trapped", 2, "\\b(?:trapped|hopeless|a prisoner)\\b(?! at| about (?!everything|life|my life))"),
  S("hopeless", "pointless", 2, "\\b(?:nada|no) tiene sentido\\b|\\bsin sentido\\b"),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bcan not (?:go on|keep going|do this|do it|take (?:it|this)|cope|carry on|handle (?:it" +
      "|this|life)|keep doing this)(?: \\w+){0,2} (?:anymore|any longer)",
  ),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bcan not (?:go on|carry on|keep going)\\b(?! (?:pretending|like|with|doing|working|at|in" +
      "|being|having|living with|making|acting|telling))",
  ),
  S("hopeless", "cant-go-on", 2, "\\bhow much longer i can (?:keep going|go on|do this|hold on|last)"),
  S("hopeless", "cant-go-on", 2, "\\b(?:ya )?no (?:aguanto|puedo) mas\\b"),
  S("hopeless", "done", 2, "\\bi am (?:so )?(?:done|finished)(?: now)?(?=\\s*(?:[.!?;,]|$))"),
  S("hopeless", "want-stop", 2, "\\bwant (?:it all|everything|the pain|it) to (?:stop|end)\\b"),
  S("hopeless", "give-up", 2, "\\b(?:giving up|given up|give up) on (?:life|living|everything|myself)\\b"),

  // ---- not being here.
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:here|around|alive) {W2}(?:much longer|for long" +
      "|tomorrow|anymore|after|by|next|this time)",
  ),
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not) be (?:here|around|alive)\\b"),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\bif (?:i|he|she) {W2}(?:was|were) (?:not|no longer) (?:here|around|alive|in the picture" + "|in (?:their|your|his|her) lives)",
  ),
  S("not-being-here", "not-here", 2, "\\bif (?:i|he|she) {W2}(?:was|were) (?:gone|dead|out of the picture)"),
  S("not-being-here", "not-here", 2, "\\bif i (?:did not|do not) exist\\b|\\bif i (?:just )?(?:disappeared|vanished|died)\\b"),
  S("not-being-here", "not-here", 2, "\\b(?:not|stop) being (?:here|around|alive)\\b"),
  S("not-being-here", "not-here", 2, "\\bno longer (?:be )?(?:here|around|alive)\\b"),
  S("not-being-here", "not-here", 2, "\\bout of the picture\\b"),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not|wont) (?:be )?need(?:ing)? (?:them|it|any of (?:it|this|them)|my" + " \\w+|these|those)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\bwhere i am going\\b|\\bbefore i go\\b|\\b(?:after|when|once) i am (?:gone|dead)\\b|\\bi" + " am gone\\b",
  ),
  S("not-being-here", "not-here", 2, "\\b(?:permanently|forever|for good) gone\\b|\\bgone (?:permanently|for good)\\b"),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:be with|join|see) (?:my |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter" +
      "|brother|sister|him|her|them|grandma|grandpa|partner) (?:again )?(?:soon|there)\\b",
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:going to|want to|ready to|will) (?:be with|join) (?:my |our )?(?:mother|father|mum" +
      "|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them|grandma|grandpa|partner)\\b",
  ),
  S("not-being-here", "not-here", 3, "\\b(?:chosen|decided|choose|going|ready|want|wanting) to leave (?:this|the) (?:life|world|earth)\\b"),
  S("not-being-here", "not-here", 2, "\\bthe people who find me\\b|\\bwho (?:finds|will find) me\\b"),
  S("not-being-here", "not-here", 2, "\\bsi (?:yo )?no (?:estuviera|existiera)\\b|\\bya no estar\\b"),

  // ---- means: acquired, saved up, researched.
  S(
    "means",
    "stockpile",
    3,
    "\\b(?:saving|saved|stockpil\\w*|hoard\\w*|collect\\w*|gather\\w*|stash\\w*|hiding|hid|squirrel\\w*" +
      "|putting aside|put aside|guardad\\w*|juntando|acumul\\w*|ahorrando) (?:up )?{W4}{DRUG}",
  ),
  S("means", "stockpile", 3, "\\b{DRUG} {W2}(?:saved|stockpiled|stashed|hidden|put aside|saved up|guardad\\w*)"),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:have|got|tengo|there are|counted) (?:about |around |like |over |nearly |almost )?(?:\\d+" +
      "|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundreds|dozens|a few hundred)" +
      " (?:of them|(?:of )?(?:my |his |her |the )?(?:\\w+ )?{DRUG})\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:tonight|tomorrow|today|this weekend|saturday|sunday|monday|tuesday|wednesday|thursday" +
      "|friday|the weekend|new year|christmas|my birthday) (?:is|will be) (?:when|the time|it)\\b",
  ),
  S(
    "goodbye",
    "explain",
    2,
    "\\b(?:wrote|written|writing|write) to (?:\\w+ ){1,3}so (?:he|she|they|you|everyone) (?:will" +
      " )?(?:understands?|knows?|know why|understand why)\\b|\\bso (?:he|she|they) (?:will )?(?:understand" +
      "|understands|know|knows) (?:after|when i|why i)\\b",
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:suicide|dying|death|killing myself|ending it|ending my life|not being here|my death)" +
      " (?:is|has been) (?:all|the only thing|everything) (?:that )?i (?:can )?(?:think|thinking)" +
      " about\\b",
  ),
  S("direct", "direct", 3, "\\b(?:me )?(?:quiero|voy a|pienso|pensando en|quisiera) quitar(?:me)? la vida\\b"),
  S("means", "dose", 3, "\\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|doses)\\b"),
  S(
    "means",
    "dose",
    3,
    "\\b(?:how many|how much) {W4}(?:{DRUG}|of them|of it) {W4}(?:to (?:die|overdose|not wake" +
      "|kill|never wake|od|end)|lethal|fatal|deadly|enough to)",
  ),
  S("means", "dose", 3, "\\b(?:take|takes|taking|need|it take) (?:to )?(?:overdose|die|not wake up|never wake up)\\b"),
  S("means", "dose", 2, "\\b(?:how many|how much) {W4}{DRUG} {W4}(?:too many|too much)"),
  S("means", "dose", 2, "\\b{DRUG} {W4}(?:lethal|fatal|deadly)\\b|\\b(?:lethal|fatal|deadly) {W4}{DRUG}"),
  S("means", "overdose", 2, "\\boverdos\\w*"),
  S("means", "painless", 3, "\\b(?:painless|hurt|painful|quick|peaceful) to (?:overdose|die|bleed out|hang|drown|jump|go)\\b"),
  S("means", "painless", 3, "\\b(?:overdose|dying|drowning|hanging|bleeding out|jumping) {W2}(?:painless|hurt|painful)\\b"),
  S("means", "bleed", 2, "\\bbleed(?:ing)? out\\b"),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:bought|buy|buying|got|ordered|purchased|picked up|getting) (?:a |some |the )?(?:\\w+" +
      " )?(?:rope|noose|gun|rifle|pistol|firearm|shotgun|razor blades|blades|charcoal|helium|poison" +
      "|ammunition|ammo)\\b",
  ),
  S("means", "noose", 3, "\\b(?:noose|tie a noose|hang from)\\b"),
  S(
    "means",
    "weapon",
    3,
    "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)\\b(?:[a-z ,]){0,80}\\b(?:know the" +
      " code|know where|the key|ammunition|ammo|loaded|keep looking|thinking about (?:that|it|using))",
  ),
  S("means", "weapon", 1, "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)s?\\b"),
  S(
    "means",
    "look-at",
    2,
    "\\bkeep (?:looking at|staring at|thinking about|eyeing) (?:the |my |his |her |that )?(?:\\w+" +
      " ){0,2}(?:pills|rope|gun|rifle|bridge|knife|blade|tracks|balcony|ledge|edge)",
  ),
  S(
    "means",
    "height",
    3,
    "\\b(?:how high|how tall|what height|which height|which floor|what floor|how many floors|how" +
      " many storeys|how many stories)\\b(?:[a-z ,]){0,60}\\b(?:fatal|lethal|deadly|die|kill|survive" +
      "|enough|guarantee\\w*)",
  ),
  S(
    "means",
    "height",
    3,
    "\\b(?:high|tall|deep) enough\\b" +
      "(?! (?:for|to) (?:swimming|swim|diving|dive|a boat|boats|kayak\\w*|paddl\\w*|fish\\w*))" +
      "|\\bsurvive (?:a|the|that) (?:jump|fall|drop)\\b|\\bguarantee\\w*" +
      " (?:you |i |that )?(?:do not|will not|would not|never) survive",
  ),
  S(
    "means",
    "height",
    3,
    "\\bfall (?:from|off) (?:\\w+ ){0,4}(?:floor|storey|story|bridge|roof|building|window|balcony" +
      "|cliff)\\b(?:[a-z ,]){0,40}\\b(?:fatal|lethal|deadly|survive|die|kill)",
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:tallest|highest|deepest)\\b (?:\\w+ ){0,2}(?:bridge|building|car park|parking garage" +
      "|parking lot|cliff|tower|roof|rooftop|point|floor|dam|ledge)s?",
  ),
  S("means", "height", 2, "\\b(?:bridge|building|car park|cliff|tower|roof)s? {W4}(?:higher|taller|deeper) than\\b"),
  S(
    "means",
    "height",
    2,
    "\\bhow (?:high|tall|far down) (?:is|are) (?:the |that |this )?(?:\\w+ ){0,2}(?:bridge|building" +
      "|cliff|tower|car park|parking garage|roof|drop|block of flats|multi storey)",
  ),
  S("means", "height", 1, "\\b(?:bridges?|cliffs?|rooftops?|ledges?|railway tracks|train tracks|the tracks)\\b"),
  S("means", "jump", 2, "\\bthinking (?:about|of) jumping\\b|\\bjump (?:off|from|in front of|under)\\b"),
  S(
    "means",
    "train",
    2,
    "\\b(?:train|trains|railway|rail|tracks|metro|subway|tube)\\b(?:[a-z ,]){0,50}\\b(?:express" +
      "|without stopping|how fast|speed|timetable|when does|schedule|pass through|do not stop|fast)",
  ),
  S(
    "means",
    "water",
    2,
    "\\b(?:river|sea|lake|current|water|reservoir|dam)\\b(?:[a-z ,]){0,50}\\b(?:how cold|how fast" + "|how deep|current|drown)",
  ),
  S(
    "means",
    "gas",
    3,
    "\\b(?:chemicals|gas|fumes|carbon monoxide|charcoal|helium|exhaust)\\b(?:[a-z ,]){0,60}\\b" +
      "(?:deadly|lethal|fatal|to die|closed room|enclosed|sealed|garage|in a car)",
  ),
  S("means", "gas", 2, "\\b(?:carbon monoxide|car exhaust|charcoal burning|helium tank)\\b"),
  S(
    "means",
    "methods",
    3,
    "\\b(?:methods?|ways?) {W2}(?:fastest|quickest|painless|surest|least painful|lethal|deadliest" +
      "|most effective|work fastest|to die|to end it|of dying)\\b",
  ),
  S(
    "means",
    "methods",
    2,
    "\\b(?:reading|read|looked|looking|searching|searched|researching|researched|googling|googled)" +
      " (?:up |about |into )?{W2}(?:methods|how to die|lethal|overdoses?|doses|bridges|heights|ways" +
      " to die|suicide)",
  ),
  S("means", "found-one", 2, "\\bi (?:think )?i (?:have )?found (?:one|a way|the way|a method|the method|how)\\b"),
  S(
    "means",
    "take-all",
    3,
    "\\btake (?:everything|all of them|all of it|the lot|the whole (?:bottle|box|pack|packet)" +
      "|all (?:my|the) (?:\\w+ )?{DRUG}) {W4}(?:in|from) (?:the|my) (?:cabinet|cupboard|drawer|bottle" +
      "|box|packet)",
  ),
  S(
    "means",
    "take-all",
    3,
    "\\btake (?:all (?:of )?(?:my|the|them|those|these)|the whole) (?:\\w+ )?(?:{DRUG}|bottle" + "|box|packet|of them)\\b",
  ),
  S("means", "drug", 1, "\\b{DRUG}\\b"),

  // ---- plan and time.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i am|i will|i am going to|going to|planning to|plan to|ready to|gonna) (?:just )?(?:do" +
      " it|go through with it|finish it|finally do it|jump)\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:have|got|made|worked|figured|it is|i have) (?:it |this |everything |a plan )?(?:all" +
      " )?(?:planned|worked out|figured out|arranged)(?: out)?\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i have|i have got|i made|i have made|there is) (?:a |my )plan\\b(?! to (?!die|end|kill" +
      "|do it| go)| for)|\\bthe plan is (?:ready|set|done)(?= *(?:[,:]|$))",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:picked|chosen|set|chose|decided on) (?:a|the) (?:date|day|time|place|spot)\\b|\\bthe" + " date,? the place\\b|\\bend date\\b",
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:i|i have|have|i am|finally|i finally) (?:finally |now )?(?:decided|made (?:up )?my" +
      " (?:mind|decision|choice)|made the decision|made my peace|made peace with it|chosen)\\b(?!" +
      " (?:to|on|what|which|where|whether|how|if|about|against|between|for|not|that (?:i|we|he|she" +
      "|they|my|it (?!is when))) (?!die|end it|end my|go through|leave (?:this|the) (?:world|life" +
      "|earth)|kill))",
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:my mind is made up|not changing my mind|no changing my mind|decision is made|peace" +
      " with (?:a|the|my) decision|made the decision|once i (?:made|decided))\\b",
  ),
  S("plan-time", "decided", 2, "\\bya lo (?:tengo )?decidid[oa]\\b|\\bya (?:lo )?decidi\\b"),
  S("plan-time", "when", 1, "\\bthat is when\\b|\\bit is (?:happening|going to happen)\\b"),
  S(
    "plan-time",
    "over-soon",
    3,
    "\\b(?:it|this|everything|all of this|it all) (?:will|is going to|would) (?:all )?be over" + " (?:soon|tonight|tomorrow|by)",
  ),
  S(
    "plan-time",
    "finality",
    2,
    "\\b(?:until|till|before) (?:it is|i am) (?:done|over|finished|too late|gone)\\b|\\bbefore" + " anyone (?:is up|wakes|can stop|finds)",
  ),
  S(
    "plan-time",
    "postpone",
    1,
    "\\b(?:get|getting|wait|waiting) (?:through|until|till|for) {W4}(?:birthday|wedding|christmas" +
      "|exams|funeral|holidays)(?: first| is over)?\\b",
  ),
  S(
    "plan-time",
    "last",
    3,
    "\\b(?:this is|today is|tonight is|it is|will be) my (?:last|final) (?:weekend|day|night|week" +
      "|morning|sunset|message|words|post|goodbye|birthday|christmas)\\b(?! at| of| in| before|" +
      " with| on)",
  ),
  S("time", "time", 1, "\\b{TIME}\\b", { modifier: true }),

  // ---- goodbye: last messages, letters for after, giving things away, settling affairs.
  S("goodbye", "goodbye", 3, "\\b(?:this is|these are) (?:my )?(?:last|final) (?:message|words|note|post|goodbye|letter)\\b"),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:this is|it is|so) goodbye\\b|\\bgoodbye (?:everyone|everybody|all|world|forever|to" +
      " everyone|to you all)\\b|\\bfinal goodbye\\b",
  ),
  S("goodbye", "goodbye", 3, "\\b(?:goodbye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages)\\b"),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letter|letters|note|notes|message|messages)\\b(?:[a-z ,]){0,60}\\b(?:for after|after" +
      " i|when i am gone|to find|so they know|not (?:their|your|his|her) fault|find me|finds me" +
      "|for when)",
  ),
  S("goodbye", "goodbye", 3, "\\bsaid (?:all )?my goodbyes(?= *(?:[.!?,;]|$))"),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:last|final) (?:message|note|words)\\b|\\b(?:say|saying|said) (?:all )?(?:my )?goodbyes?\\b" +
      "(?! (?:to|at|for) (?:him|her|them|the|a|our|his|my (?!family|friends|kids|children|parents" +
      "|loved)))|\\bword a goodbye\\b",
  ),
  S("goodbye", "goodbye", 2, "\\btell (?:whoever|everyone|them|my \\w+|him|her) {W4}(?:i tried|i loved|i love|i am sorry|it was not)"),
  S("goodbye", "thanks", 1, "\\bthank you for everything\\b|\\bi am sorry for everything\\b|\\bi love you all\\b", {
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
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\bgiving away (?:all )?(?:my|his|her|their)?\\s?(?:\\w+ )?(?:things|stuff|belongings|possessions" +
      "|clothes)\\b|\\bgave (?:me|us|away) (?:his|her|their|my) (?:\\w+ )?(?:watch|ring|things|stuff" +
      "|guitar|books|jewell?ery)\\b",
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:found|find|finding) (?:a )?(?:good |new |loving )?home(?:s)? for (?:my|his|her) (?:cat" + "|dog|pets?|bird|rabbit|fish)\\b",
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:who|someone to) (?:will |would |can )?(?:look after|take care of|care for|feed) (?:my" +
      "|a|the) (?:cat|dog|pets?|kids|children)\\b(?:[a-z ,]){0,40}\\b(?:gone|dead|die|not here|not" +
      " around)",
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:affairs|things|everything) (?:are |is )?in order\\b|\\bclosed (?:all )?(?:my )?(?:bank" +
      " )?accounts\\b|\\btied up (?:all )?(?:the )?loose ends\\b|\\bsort(?:ed)? out {W4}before i" +
      " go\\b",
  ),
  S("goodbye", "settle", 1, "\\b(?:updated|made|wrote|written|making|writing) (?:my|a) will\\b"),
  S("goodbye", "goodbye", 3, "\\b(?:despedirme|carta de despedida|me despido para siempre)\\b|\\bregal(?:ando|e) (?:todas )?mis cosas\\b"),

  // ---- calm after despair.
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\b(?:strangely|weirdly|oddly|suddenly|finally|much|so) (?:\\w+ )?(?:happy|calm|peaceful" +
      "|serene|lighter|better|relieved|at peace|quiet)\\b",
    { modifier: true, modifies: CALM_MODIFIES },
  ),
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\b(?:feel|feeling|felt) (?:so |very |really )?(?:calm|peaceful|serene|lighter|at peace|relieved" +
      "|relief)\\b|\\bthat is a relief\\b|\\bwent quiet\\b|\\bat peace with (?:the|my) (?:choice" +
      "|decision)",
    { modifier: true, modifies: CALM_MODIFIES },
  ),
  S(
    "calm-after-despair",
    "calm",
    2,
    "\\b(?:feel|feels|feeling|felt|am|i am|is|everything is) {W4}(?:calm|peaceful|serene|light" +
      "|lighter|at peace|relieved|better|clear|free) (?:now )?(?:that|since|because|once) i (?:have" +
      " )?(?:decided|know|made|chose|accepted|have a plan)\\b(?! (?:to|on|that|what|which|where" +
      "|whether|how|about|my job|to leave my|to quit) (?!die|end it|go through|kill))",
  ),
  S(
    "calm-after-despair",
    "surrender",
    1,
    "\\b(?:no more|stopped|stop|done) fighting (?:it)?\\b|\\bi know what i (?:am going to|need" + " to|have to|will) do\\b",
    { modifier: true, modifies: CALM_MODIFIES },
  ),
  S("calm-after-despair", "surrender", 1, "\\b(?:do not|dont) worry about me\\b", { modifier: true, modifies: CALM_MODIFIES }),

  // ---- self-harm.
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punch" +
      "|punching|scratch|scratching|starve|starving|punish|punishing) {REFL}",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cutting|cuts|slit|slitting|slice|slicing|burn|burning) (?:my|his|her|their) (?:arms?" +
      "|wrists?|legs?|thighs?|skin|stomach|hips?|body)\\b",
  ),
  S("self-harm", "self-harm", 3, "\\bself ?harm\\w*|\\bself (?:injur\\w*|mutilat\\w*)"),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:started|start|been|began|keep|kept|i am) cutting\\b|\\bcutting again\\b|\\brelaps\\w*" + " (?:on |into )?(?:cutting|self harm)",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cuts|scars|burns|marks) on (?:my|his|her) (?:arms?|wrists?|thighs?|legs?|skin|stomach" +
      "|hips?)\\b|\\bhide (?:my |the )?(?:cuts|scars|burns)\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:burned|burnt|cut|scratched|hit|stabbed) (?:my|his|her) (?:arm|arms|wrist|wrists|thigh" +
      "|thighs|leg|legs|skin|hand|hands|stomach)\\b(?:[a-z ,]){0,40}\\b(?:on purpose|deliberately" +
      "|with a (?:lighter|blade|razor|knife))",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\bscratch\\w* (?:my |his |her )?(?:skin|arms?|legs?)\\b(?:[a-z ,]){0,30}\\b(?:until|till)" + " (?:it )?bleeds?",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:blade|razor|razors|knife)\\b(?:[a-z ,]){0,40}\\b(?:for (?:bad|hard|tough|dark) (?:days" + "|nights|times|moments)|just in case)",
  ),
  S("self-harm", "self-harm", 2, "\\bpunch(?:ing)? (?:walls|the wall)\\b|\\bon purpose\\b(?=.{0,40}\\b(?:bleed|burn|cut|bruise))"),
  S("self-harm", "self-harm", 2, "\\b(?:months?|days?|weeks?|years?) clean (?:and|but)\\b"),
  S("self-harm", "self-harm", 3, "\\b(?:me corto|cortarme|me hago dano|hacerme dano|lastimarme|me lastimo|autolesion\\w*)\\b"),

  // ---- more ways of saying the same signs.
  S("direct", "direct", 3, "\\b(?:want|wanting|going|gonna|about|ready|plan|planning) to (?:commit )?suicide\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:talking|talks|talked|talk|joking|jokes|joked|posting|posts|posted|writing|writes|wrote" +
      "|searching|searched|googling|googled|obsessed|obsessing) (?:\\w+ ){0,2}(?:about|with) (?:suicide" +
      "|killing (?:himself|herself|themselves|myself)|wanting to die|ending (?:it|his life|her life" +
      "|their life|my life)|not being (?:here|alive)|how to die|dying)\\b",
  ),
  S("wish-to-die", "wish", 3, "\\bwant(?:s|ed)? to (?:not|no longer|never) (?:be here|be alive|exist|live|wake up|be around)\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:hope|hoping|wish|wishing|pray|praying) (?:\\w+ ){0,5}(?:an accident|get hit|gets hit" +
      "|hit by|crash|crashes|die in my sleep|not make it|something happens to me|something kills" +
      " me|the plane goes down)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bdeath (?:sounds|seems|looks|feels|would feel) (?:\\w+ )?(?:peaceful|nice|good|appealing" +
      "|like a relief|better|like freedom|like rest|easier)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:fantasi[sz]\\w*|daydream\\w*|dream\\w*|obsess\\w*) (?:about|of) (?:dying|death|not" +
      " existing|my (?:own )?death|my funeral|being dead|not being here)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bthink(?:ing)? (?:about|of) (?:dying|my (?:own )?death|my funeral|being dead) (?:a lot" +
      "|all the time|constantly|every day|every night|more and more)",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:wish|hope|pray|want) (?:\\w+ ){0,3}(?:would|will|could|to) (?:just )?(?:take|kill|end) me\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:would not|do not|would never) mind (?:dying|if i died|not waking up|if i did not wake" + " up|being dead|if it all ended)\\b",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:hate|hating) (?:being alive|living|existing|my existence)\\b"),
  S(
    "wish-to-die",
    "want-out",
    2,
    "\\bi (?:just )?want out\\b(?! of (?:this|my) (?:job|contract|marriage|relationship|lease" + "|deal|class|course))",
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:i am|i feel like|i feel|being|just) (?:\\w+ ){0,2}(?:dead weight|a waste of (?:space" + "|air|oxygen|life)|a waste)\\b",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:can not|do not|could not|not) (?:see|imagine|picture) (?:myself|me) (?:\\w+ ){0,2}" +
      "(?:alive|living|here|around|making it|surviving|getting old)",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not|can not|could not) see (?:how|a way|any way|why|the point) (?:\\w+ ){0,2}(?:keep" +
      " (?:living|going)|go on|carry on|continue|survive|stay alive|live)",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\btired of (?:fighting|trying|struggling|pretending) to (?:stay alive|live|keep going|survive" + "|be alive|want to live)",
  ),
  S(
    "hopeless",
    "no-future",
    2,
    "\\b(?:see|have|there is|got) no (?:future|hope|way out|way forward|point|escape)\\b|\\bnothing" +
      " left (?:for me|in me|of me)\\b|\\bno light at the end\\b",
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:point|reason) (?:of|in|to) (?:waking up|getting up|being alive|existing|living|trying" + " anymore|going on|wake up|get up)\\b",
  ),
  S("hopeless", "tired", 1, "\\btired of (?:fighting|trying|struggling)\\b(?! at| with (?:work|my job))", {
    modifier: true,
    modifies: ["hopeless", "wish-to-die", "not-being-here"],
  }),
  S("hopeless", "pointless", 2, "\\b(?:this|it) is the end(?: for me| of me| of the road)?(?= *(?:[.!?,;]|$))|\\bwhat is the use\\b"),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will|i will|i am going to|going to|gonna) be gone (?:by|before|tomorrow|tonight|soon" + "|for good|next|after|this)\\b",
  ),
  S("not-being-here", "not-here", 3, "\\b(?:last time|never) (?:\\w+ ){0,2}(?:hear from|see|talk to) me(?: again)?\\b"),
  S("not-being-here", "not-here", 3, "\\bbefore i go(?= *(?:[.!?,;]|$))|\\bchecking out (?:for good|early|of life|soon)\\b"),
  S("not-being-here", "not-here", 3, "\\baccepted (?:that )?(?:this is the end|i will not be|it is over|i am going|my time is up)"),
  S("plan-time", "plan", 2, "\\b(?:it|this|everything|all of it|it all) ends (?:tonight|tomorrow|this|on|soon|here|now|today)\\b"),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:tomorrow|tonight|saturday|sunday|monday|tuesday|wednesday|thursday|friday|today) is" + " the (?:day|night)\\b",
  ),
  S("plan-time", "plan", 3, "\\b(?:go|going|went|get|getting) through with it\\b"),
  S("plan-time", "plan", 2, "\\b(?:do|doing|done) it (?:tonight|tomorrow|when|on|this|after|before|while|once|soon)\\b"),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:know|decided|worked out|figured out|planned) (?:exactly )?(?:how and when|when and" +
      " how|where and when|when and where|how and where|how i (?:will|would|am going to) do it)\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:everything|it all|all|things) (?:is |are )?(?:ready|set|prepared|in place) for (?:tonight" +
      "|tomorrow|the weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|it|the end)\\b",
  ),
  S(
    "time",
    "time",
    1,
    "\\bwhen (?:my \\w+|they|everyone|the kids|nobody|no one|he|she) (?:\\w+ )?(?:leave|leaves" +
      "|go|goes|are away|is away|are out|is out|are asleep|is asleep|are at work|is at work|gone)\\b",
    { modifier: true },
  ),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:{DRUG}|hanging|hang|noose|rope|overdose|overdosing|bleed out|bleeding out|wrists?" +
      "|arter(?:y|ies)|veins?|jump|jumping|drown|drowning|guns?|shoot|shotgun|pistol|firearm|carbon" +
      " monoxide|exhaust|charcoal|helium|trains?|tracks|railway|bridges?|cliffs?|rooftop|ledge|balcony" +
      "|poison|bleach|antifreeze|cyanide|knife|blade|razor)\\b)(?=.*\\b(?:to die|die from|die of" +
      "|can you die|could you die|would you die|do you die|would i die|could i die|can i die|does" +
      " one die|until you die|before you die|before i die|enough to (?:die|kill|do it|not wake|end" +
      " it|be fatal|be lethal|stop)|would it take|does it take|it would take|it takes to|to kill" +
      " (?:me|myself|you|yourself|someone|a person)|would (?:it|that|this) kill|kill you|stop (?:a" +
      "|my|the|your) heart|more certain|most certain|surest|sure way|most effective|most reliable" +
      "|painless|least painful|does it hurt|would it hurt|how long until|how long before|not wake" +
      " up|never wake up|survive|how deep)\\b)",
  ),
  S(
    "means",
    "dose",
    2,
    "\\b(?:how much|how many) (?:\\w+ ){0,4}{DRUG} (?:\\w+ ){0,3}(?:would be|is|be|are) enough\\b" +
      "|\\benough {DRUG} (?:to|for) (?:do it|die|end|kill|not wake)",
  ),
  S(
    "means",
    "dose",
    3,
    "\\btake (?:\\d{2,}|a whole|an entire|the whole|the entire|all the|all my|all of my) (?:\\w+" + " )?(?:bottle|box|pack|packet|{DRUG})",
  ),
  S(
    "means",
    "acquire",
    1,
    "\\b(?:without a waiting period|no background check|no questions asked|buy (?:a |one )?(?:\\w+" +
      " )?(?:today|quickly|fast|tonight))\\b",
    { modifier: true },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:standing|stood|stand|sitting|sat|going up|go up|went up|climbing|climbed|walk|walked" +
      "|walking) (?:\\w+ ){0,4}(?:on|to|onto|along|at|over) (?:the |my |a )?(?:\\w+ )?(?:edge|ledge" +
      "|roof|rooftop|railing|bridge|balcony|platform edge|tracks)\\b",
  ),
  S("means", "look-down", 1, "\\b(?:looking|look|looked|stare|staring|stared) (?:down|over the edge|at the drop|at the" + " water)\\b", {
    modifier: true,
  }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:want|wanting|urge|urges|need|tempted|relapsed|relapse|craving|itching) (?:to |and )?" +
      "(?:cut|burn|hurt|harm|self harm)\\b(?! (?:back|down|out|off|up|ties|carbs|sugar|corners|my" +
      " hair|the|a|some|people|him|her|them|others|someone|you))",
  ),
  S("self-harm", "self-harm", 3, "\\bi (?:\\w+ )?(?:cut|burned|burnt) (?:again |last night|yesterday|today|deep|deeper|so deep)\\b"),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:carve|carved|carving|etch|etched) (?:\\w+ ){0,3}(?:into|in|on) (?:my|his|her) (?:skin" +
      "|arm|arms|leg|legs|wrist|wrists|thigh|thighs|body|stomach)\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:until|till) (?:it|i|they) (?:bleeds?|bled|bruises?|burns?)\\b|\\bmake (?:myself|himself" + "|herself) bleed\\b",
  ),
  S("self-harm", "self-harm", 2, "\\b(?:bang|banging|hit|hitting|slam|slamming) my head (?:against|on|into)\\b"),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cut|cuts|wound|wounds|burn|burns) i (?:made|did|gave myself) on my\\b|\\b(?:cut|cuts" +
      "|scars|burns|wounds) (?:\\w+ ){0,6}so (?:no one|nobody) (?:sees|notices|finds out|knows)\\b",
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters|notes) to (?:everyone|everybody|each of|all (?:of )?the people) (?:i love|i" + " care about|who matter)",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:written|wrote|writing|write) (?:\\w+ ){0,2}(?:letters|notes) to (?:my (?:family|kids" +
      "|children|parents|friends|loved ones|wife|husband|partner))\\b",
  ),
  S("goodbye", "after", 1, "\\b(?:to (?:read|open)|for them to (?:read|find)|to be read) (?:after|when|once|later)\\b", { modifier: true }),
  S(
    "goodbye",
    "giving",
    2,
    "\\bleave (?:my|all my) (?:savings|money|things|stuff|belongings|car|house|flat|possessions)" +
      " to\\b|\\bwho (?:should|will|would) (?:get|have|take) my (?:things|stuff|savings|money|cat" +
      "|dog|belongings)\\b",
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:deleted|deleting|delete) (?:all )?(?:of )?my (?:social media|accounts|profiles|instagram" + "|facebook|photos)\\b",
  ),
  S(
    "calm-after-despair",
    "calm",
    1,
    "\\bi am (?:so |finally |very |really |strangely |weirdly )?(?:calm|peaceful|serene|at peace)\\b" +
      "|\\bnot (?:sad|scared|afraid) anymore\\b",
    { modifier: true, modifies: CALM_MODIFIES },
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera) dejar de (?:existir|vivir)\\b|\\bno tengo ganas de vivir\\b|\\bcansad[oa]" + " de (?:vivir|la vida|existir)\\b",
  ),
  S("hopeless", "pointless", 2, "\\b(?:no )?(?:le )?(?:veo|encuentro) (?:ningun )?sentido (?:a la vida|a vivir|a nada|a seguir)\\b"),
  S("means", "take-all", 3, "\\btomar(?:me)? todas (?:las|mis) (?:pastillas|pildoras)\\b"),
  S("plan-time", "plan", 2, "\\b(?:termina|terminar|acaba|acabar|se acaba) (?:con )?todo\\b"),
  S("goodbye", "goodbye", 3, "\\bme despedi de (?:mi familia|todos|mis)\\b"),

  // ---- plans, said other ways.
  S("not-being-here", "not-here", 2, "\\b(?:will|i will|i am going to|going to|gonna) be gone(?= *(?:[.!?,;]|$))"),
  S(
    "hopeless",
    "pointless",
    3,
    "\\b(?:point|reason) (?:of|in|to) (?:\\w+ )?(?:waking up|getting up|being alive|existing|living" +
      "|going on|wake up|get up|trying|carrying on|any of it|anything) anymore\\b",
  ),
  S(
    "means",
    "rope",
    3,
    "\\b(?:got|have|bought|hid|hidden|keep|tied|tie|ready) (?:\\w+ )?(?:the|a|my) (?:rope|noose)\\b" +
      "(?! (?:for|to) (?:climbing|camping|the boat|sailing|the tent))",
  ),
  S(
    "plan-time",
    "finality",
    2,
    "\\b(?:that is it for me|(?:nobody|no one) (?:to|will|can|could) stop me|(?:am |and )?not" +
      " coming back\\b|then (?:i am|i can be|i will be|i can finally be) (?:free|gone|at peace|done))",
  ),
  S("plan-time", "plan", 2, "\\bthe (?:day|date|night|time) i (?:picked|chose|set|decided on)\\b|\\b(?:circled|marked) (?:the|a) date\\b"),
  S("means", "take-all", 3, "\\bswallow (?:all|them|everything|the lot|the pills|every|the whole|a whole)\\b"),
  S("means", "water", 3, "\\bwalk (?:\\w+ )?into (?:the )?(?:sea|ocean|river|lake|traffic|the water|the waves)\\b"),
  S("hopeless", "secrecy", 2, "\\b(?:nobody|no one) will (?:know|find) (?:where i am|me|my body)\\b"),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:after|before|from|about|stop|quit|started|of) cutting(?= *(?:[.!?,;]|$| again| myself" +
      "| helps| makes| is))|\\bthe cutting\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:razor|blade|lighter|knife|scissors|compass|hot spoon|cigarette)s? (?:\\w+ ){0,2}(?:on" +
      "|into|against|to) my (?:arm|arms|leg|legs|wrist|wrists|thigh|thighs|skin|stomach|hip|hips)\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:cuts|scars|burns) (?:are |keep )?(?:getting )?(?:deeper|worse)\\b|\\bcovered in (?:cuts" +
      "|scars|burns)\\b|\\b(?:scratched|scratching|scratch) (?:\\w+ ){0,2}raw\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:burning|burn|burned|burnt) my (?:wrist|wrists|arm|arms|skin|leg|legs|thigh|thighs|hand" + "|hands) with\\b",
  ),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:run|ran|running) out of (?:reasons|reason) (?:to|for)\\b|\\b(?:energy|strength|will)" +
      " to (?:keep living|go on living|stay alive|live)\\b|\\bno version of (?:my )?(?:future|life)",
  ),
  S(
    "hopeless",
    "pointless",
    2,
    "\\b(?:done|finished) trying\\b(?! to)|\\btoo late for me\\b|\\bend of my (?:rope|tether)\\b" +
      "|\\bwhy bother (?:living|continuing|going on|trying|staying|waking)\\b|\\blost cause\\b",
  ),
  S(
    "hopeless",
    "cant-go-on",
    2,
    "\\bi (?:just |really |honestly )?can not (?:do it |do this |handle it |handle this |take" +
      " it |take this |cope |function |deal )?anymore\\b",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:do not|does not|did not) care (?:if|whether) i (?:live|die|wake up|make it|survive)\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:easier|better|preferable|a relief|simpler) (?:to be|being|if i (?:was|were)) dead\\b" +
      "|\\b(?:being dead|dying|death) (?:would be|is|seems|sounds) (?:\\w+ )?(?:better|easier|preferable" +
      "|a relief|a mercy|kinder)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:pray|hope|wish) (?:\\w+ ){0,3}(?:takes|take|took) me (?:in my sleep|tonight|soon|away" + "|home|already|now)\\b",
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:everyone|they|my family|people|the world|my kids|my children|my parents|my friends" +
      "|he|she) (?:\\w+ )?would be better off(?= *(?:[.!?,;]|$))",
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone|dead) (?:here|around|alive" +
      "|anymore)?)(?=.*\\b(?:better|easier|happier|relieved|fine|free|save|less stress|would not" +
      " have to|not have to worry|lighter)\\b)",
  ),
  S(
    "burden",
    "burden",
    2,
    "\\b(?:holding|drag|dragging|bring|bringing) (?:everyone|everybody|them|my family|people)" +
      " (?:back|down)\\b|\\bruin (?:everyone|everybody|their|my family)",
  ),
  S("calm-after-despair", "surrender", 2, "\\b(?:stopped|stop|done|gave up|given up|quit) fighting\\b(?! with| about| over| for)"),
  S("calm-after-despair", "calm", 1, "\\bfound (?:my |some )?peace\\b|\\bfinally (?:free|light|at rest)\\b", {
    modifier: true,
    modifies: CALM_MODIFIES,
  }),
  S(
    "plan-time",
    "decided",
    2,
    "\\b(?:decision|choice) to (?:go|leave|end|die|do it|let go|stop)\\b|\\bnow that i know (?:when" + "|how|the date|the day)\\b",
  ),
  S("plan-time", "know-what", 2, "\\bi know what i (?:am going to|need to|have to|will|must) do\\b"),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:if you are reading this|by the time (?:you|anyone|someone) (?:read|reads|see|sees|find" + "|finds) this)\\b",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\blook after (?:mum|mom|dad|my \\w+|the kids|everyone|them|her|him) for me\\b|\\b(?:cat" +
      "|dog|pets?|kids) will (?:have|be looked after|be taken care of|be fine|be ok)\\b",
  ),
  S(
    "goodbye",
    "settle",
    1,
    "\\b(?:cancelled|canceled) (?:my )?(?:phone|contract|subscriptions|lease|plans)\\b|\\bpaid" + " off (?:everything|all my|my debts)\\b",
    { modifier: true },
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\bleaving (?:my|all my) (?:\\w+ )?(?:journal|savings|money|things|stuff|books|guitar|cat" + "|dog|car|belongings) to\\b",
  ),
  S(
    "means",
    "bridge-gap",
    3,
    "\\b(?:bridge|building|roof|balcony|car park|cliff|tower|platform)s? (?:\\w+ ){0,6}(?:no|without)" +
      " (?:barriers?|fences?|railings?|nets?|cameras|security)\\b",
  ),
  S("means", "railway", 2, "\\b(?:railway|level|rail|train) crossings?\\b|\\bstrongest (?:\\w+ )?{DRUG}"),
  S(
    "means",
    "weapon",
    3,
    "\\b(?:gun|rifle|pistol|firearm|shotgun|revolver|handgun)\\b(?:[a-z ,]){0,60}\\b(?:looking" +
      " at it|holding it|found it|can not stop|loaded it|where the bullets|bullets)",
  ),
  S("means", "stockpile", 2, "\\b(?:a full|the full|a whole|an entire) (?:bottle|box|pack|packet|stash) of\\b"),
  S(
    "means",
    "gas",
    3,
    "\\b(?:charcoal|grill|barbecue|bbq|generator|engine running)\\b(?:[a-z ,]){0,50}\\b(?:small" +
      " room|bathroom|tent|closed car|sealed|closed room|garage)\\b",
  ),
  S(
    "wish-to-die",
    "ruminate",
    1,
    "\\b(?:all the time|constantly|every (?:single )?(?:day|night)|more and more|a lot lately" +
      "|non ?stop|getting louder|getting worse|can not stop thinking)\\b",
    { modifier: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:she|he|they) left\\b|\\bcheated on me\\b|\\blost (?:custody|the baby|the house|my home" +
      "|my kids)\\b|\\bwidowed\\b|\\b(?:breakup|break up|rejected)\\b|\\bmy (?:\\w+ )?(?:is gone" +
      "|passed)\\b",
    { modifier: true, withMeans: true },
  ),

  // ---- wishes, means and plans in more words.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wish|pray|hope|deserve|deserves|ready|waiting|let me|need|would like|would love" +
      "|long) (?:just |simply |finally )?(?:to )?die\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:should not|should never|do not deserve to|does not deserve to|not supposed to|was never" +
      " meant to) (?:have )?(?:be|been|live|exist|be alive|be here|been born)\\b(?! (?:late|there" +
      "|at|in|on|with|so|such|a|an|the|like|mean|rude|angry|sad|upset))",
  ),
  S("wish-to-die", "wish", 3, "\\bwant (?:my life|this life|my existence|living|being alive) (?:to (?:end|stop|be over)|over)\\b"),
  S(
    "wish-to-die",
    "wish",
    2,
    "\\bwant (?:it|this|the pain|it all) (?:all )?(?:to be )?over(?= *(?:[.!?,;]|$| already| now" + "| for good| forever))",
  ),
  S("wish-to-die", "wish", 3, "\\bwaiting for (?:my body|the end|it to end|death|it all to end|my heart) "),
  S("wish-to-die", "wish", 3, "\\b(?:not|no longer|less) (?:scared|afraid|frightened) of (?:dying|death|being dead)\\b"),
  S("wish-to-die", "wish", 2, "\\b(?:scared|afraid|tired|sick) of (?:living|being alive|existing)\\b"),
  S("wish-to-die", "wish", 3, "\\bhad enough of (?:life|living|being alive|existing|this life|it all|everything)\\b"),
  S("wish-to-die", "wish", 3, "\\buntil i (?:do not|never|no longer|can not) (?:wake up|feel anything|breathe)\\b"),
  S(
    "wish-to-die",
    "disappear",
    2,
    "\\b(?:want|wanting|wish|need) to (?:just )?(?:disappear|vanish|not exist)\\b(?! (?:to|into" +
      "|for a|for the|from (?:work|social)|on|off to|under))",
  ),
  S(
    "wish-to-die",
    "join",
    3,
    "\\b(?:want|wanting|ready|can not wait|long|longing|need) to (?:be|go) (?:with|where) (?:my" +
      " |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them" +
      "|grandma|grandpa|partner|she is|he is|they are)\\b",
  ),
  S("self-harm", "self-hate", 1, "\\bi (?:\\w+ )?hate myself\\b|\\bi am (?:so )?(?:useless|worthless|pathetic|a failure|a mistake)\\b", {
    modifier: true,
  }),
  S("burden", "unneeded", 2, "\\b(?:nobody|no one|noone) (?:needs|wants|loves|cares about|would care about) me\\b"),
  S("not-being-here", "not-here", 2, "\\bi should (?:just )?(?:go|disappear|leave|not be here)(?= *(?:[.!?,;]|$| forever| for good))"),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:around|here|alive) (?:to|for) (?:see|watch|deal" + "|know|find out|face|hear|care)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:do not think|not sure|doubt|do not know if) i (?:will|would|am going to|can|could)" +
      " (?:make it|survive|be here|be around|be alive|last) (?:to|until|till|past|through|much longer" +
      "|another)\\b",
  ),
  S(
    "not-being-here",
    "still-here",
    3,
    "\\b(?:only|one|last) (?:thing|reason|person|one) (?:\\w+ ){0,4}(?:keeping me (?:here|alive" +
      "|going)|i am still (?:here|alive|around))\\b|\\bstill (?:here|alive) (?:is |only )?because" +
      " of\\b",
  ),
  S("not-being-here", "already-gone", 2, "\\b(?:already|i am) (?:gone|dead inside|a ghost)\\b"),
  S("plan-time", "finality", 2, "\\b(?:and )?(?:not|never) (?:come|coming) back\\b(?! (?:to|from|here|there|until|till))"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:tried|attempted) (?:\\w+ ){0,3}(?:and it did not work|and failed|and woke up|but woke" + " up|but it did not work)\\b",
  ),
  S(
    "means",
    "took",
    3,
    "\\b(?:took|swallowed|taken|have taken|just took|ate) (?:a bunch of|a lot of|loads of|lots" +
      " of|all (?:my|the|of my|of the)|too many|\\d{2,}|a handful of|a whole|an entire|the whole" +
      "|the rest of) (?:\\w+ )?(?:{DRUG}|bottle|pack|packet|box)",
  ),
  S(
    "means",
    "imagery",
    3,
    "\\b(?:think|thinking|thought|imagine|imagining|imagined|picture|picturing|fantasi\\w+|urge" +
      "|urges|want|wanting|tempted|keep|kept|going|dream|dreaming) (?:\\w+ ){0,4}(?:stepping|step" +
      "|walking|walk|jumping|jump|driving|drive|crashing|crash|turning|turn|swerving|swerve|falling" +
      "|fall|throwing myself|throw myself|letting go|let go) (?:\\w+ ){0,3}(?:in front of|off (?:the" +
      "|a|my)|into (?:a|the|oncoming)|over the edge|the wheel|onto|my car|the car|under)\\b",
  ),
  S(
    "means",
    "imagery",
    3,
    "\\b(?:step|stepping|walk|walking|jump|jumping|throw myself|throwing myself|lie|lying|lay)" +
      " (?:down )?(?:in front of|under|onto|on) (?:a|the) (?:bus|train|car|truck|lorry|traffic|tube" +
      "|tracks|road)\\b",
  ),
  S("means", "imagery", 3, "\\b(?:crash|drive|driving|crashing) (?:my|the) car (?:\\w+ ){0,3}(?:on purpose|into|off)\\b"),
  S("means", "jump", 2, "\\bjump(?:ing)? off (?:my|the|a|this) (?:\\w+ )?(?:balcony|bridge|roof|building|cliff|tower|car park|ledge)\\b"),
  S(
    "means",
    "insurance",
    3,
    "\\b(?:life insurance|insurance) (?:\\w+ ){0,6}(?:suicide|overdose|kill myself|if i die|if" + " i died)\\b|\\blook like an accident\\b",
  ),
  S(
    "means",
    "counting",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:(?:counting|counted|count) (?:them|the pills|my pills|the tablets" +
      "|my tablets|out the)|(?:a lot|lots|loads|plenty|enough) of them)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "do-it",
    3,
    "^(?=.*\\b(?:{DRUG}|vodka|alcohol|rope|noose|gun|rifle|pistol|bridge|roof|knife|blade|razor" +
      "|tracks|train)\\b)(?=.*\\b(?:should|would|will|could|enough to|going to|gonna|ready to|way" +
      " to|how to|need to) do it\\b(?! for| again| later| together| with))",
    { wholeMessage: true },
  ),
  S(
    "means",
    "dwell",
    3,
    "^(?=.*\\b(?:rope|noose|gun|rifle|pistol|pills|tablets|knife|blade|razor|bridge|cliff|ledge" +
      "|tracks|balcony)\\b)(?=.*\\b(?:keep|keeps|can not stop|been|always) (?:thinking about|looking" +
      " at|staring at|holding|touching|going back to) (?:it|them|that)\\b)",
    { wholeMessage: true },
  ),
  S("means", "train-times", 1, "\\b(?:train|trains|tube|metro) (?:times|timetable|schedule)\\b"),
  S(
    "means",
    "train-stop",
    2,
    "\\b(?:fast|express) ones\\b|\\b(?:do not|does not|never) stop at (?:our|my|the|this) (?:station" + "|stop|platform)\\b",
  ),
  S("goodbye", "giving", 3, "\\b(?:list|note|letter|will) (?:of|about|saying|for) who (?:gets|should get|will get|can have|takes)\\b"),
  S("hopeless", "too-much", 1, "\\b(?:it is|this is|everything is|life is) (?:all )?(?:just )?too much\\b", {
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
  ),
  S("hopeless", "nothing-helps", 1, "\\bnothing (?:helps|works|is working|is helping|has helped|has worked)(?: anymore)?\\b", {
    modifier: true,
    modifies: ["hopeless", "wish-to-die", "not-being-here"],
  }),
  S(
    "hopeless",
    "done-all",
    2,
    "\\bdone with (?:everything|it all|all of it|people|trying|this life|everyone|the world)\\b" +
      "(?! at| in| about| related| work| school)",
  ),
  S("hopeless", "anything-better", 2, "\\banything (?:is|would be) better than (?:this|living|my life|being alive|this life|here)\\b"),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i am|everything is|it is all|all is|things are|i am all|everything|it all is|pills" +
      " are|rope is|note is|letters are) (?:ready|set|prepared|waiting|packed|in place) for (?:tonight" +
      "|tomorrow|the weekend|saturday|sunday|monday|tuesday|wednesday|thursday|friday|it)\\b",
  ),
  S("plan-time", "plan", 2, "\\bit is (?:happening|going to happen|going down|on) (?:tonight|tomorrow|on|this|at|soon|after|before)\\b"),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:leaving|leave|going|gone|go away) (?:\\w+ )?(?:for good|forever|permanently)\\b(?!" + " from (?:work|my job|social))",
    { unless: /\b(?:moving|move|moved|relocat\w*|emigrat\w*|new job|abroad|visa|country|uni|university|college)\b/ },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\bcounting down (?:the days|the hours|to)\\b(?! (?:to|until|till) (?:the|my|our|a) (?:weekend|holi" +
      "day|vacation|trip|christmas|break|wedding|birthday|summer))|\\bthen (?:it|everything|this) (?:ends|is over" +
      "|will be over|stops)\\b",
  ),
  S(
    "plan-time",
    "ready",
    2,
    "\\b(?:i am|i feel|feel) (?:\\w+ )?ready to (?:go|leave|die|let go|be done)(?= *(?:[.!?,;]" + "|$| now| soon| tonight))",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:returning|returned|return) (?:everything|things|stuff|all the things) i (?:borrowed" +
      "|owe)\\b|\\bpa(?:y|id|ying) back (?:everyone|everybody|all my debts|all i owe)\\b",
  ),
  S(
    "goodbye",
    "giving",
    2,
    "\\b(?:want|would like|made sure) (?:\\w+ ){0,3}(?:to have|gets|will get|to get) my (?:\\w+" +
      " )?(?:ring|watch|things|stuff|guitar|car|books|cat|dog|jewell?ery|savings|money|clothes)\\b",
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:left|leave|leaving|wrote|writing|written) (?:\\w+ ){0,2}(?:passwords|instructions|details)" +
      " (?:for|so)\\b|\\brecord\\w* (?:a )?(?:video|voice|message)s? (?:\\w+ ){0,2}for my (?:kids" +
      "|family|children|son|daughter|wife|husband|parents)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) (?:be )?need(?:ing)? (?:help|anything|this|that|money|advice|it" +
      "|them)(?: anymore| any longer| after)\\b",
  ),
  S(
    "means",
    "dose-weak",
    2,
    "\\b(?:max|maximum|highest|most) (?:safe )?(?:dose|amount)\\b|\\b{DRUG} (?:and|with|plus)" +
      " (?:alcohol|vodka|wine|booze|drink|whisky|whiskey)\\b",
    { unless: MEDICAL },
  ),
  S(
    "means",
    "water",
    2,
    "\\b(?:how cold|how deep|how fast|how strong) (?:is|are|does|do) (?:the )?(?:\\w+ )?(?:river" +
      "|sea|lake|current|water|reservoir|dam|ocean|tide|currents)\\b",
  ),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:get|find|borrow|buy|obtain|order) (?:a |some )?(?:gun|rifle|pistol|firearm|shotgun" +
      "|rope|noose|helium|charcoal)\\b|\\bi (?:have|own|got|keep) a (?:gun|rifle|pistol|shotgun" +
      "|firearm)\\b",
  ),
  S(
    "means",
    "stockpile",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:every|different|multiple|several|each) (?:shop|shops|pharmacy" +
      "|pharmacies|chemist|chemists|store|stores|supermarket|supermarkets|ones)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "methods",
    3,
    "\\b(?:researched|researching|looked up|looking up|googled|googling|found out|read up on|reading" +
      " up on) (?:\\w+ ){0,3}(?:doses?|lethal|how to die|methods|ways to die|suicide|overdos\\w*" +
      "|how many (?:\\w+ )?{DRUG})",
  ),
  S(
    "means",
    "painless",
    3,
    "\\b(?:is|would|does|will) (?:\\w+ ){0,2}(?:drowning|hanging|overdosing|an overdose|jumping" +
      "|bleeding out|carbon monoxide|it|that) (?:be |feel )?(?:peaceful|painless|quick|instant)\\b",
  ),
  S("means", "now", 1, "\\b(?:right now|as we speak|at the moment|standing here|sitting here)\\b", { modifier: true, modifies: ["means"] }),
  S(
    "means",
    "height",
    2,
    "\\b(?:bridge|building|car park|cliff|tower|roof|rooftop|point|place|spot)s? (?:\\w+ ){0,4}" +
      "(?:the )?(?:highest|tallest|deepest)\\b",
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:if i|when i|should i) (?:\\w+ )?(?:join|follow|go to) (?:him|her|them|my (?:mother" +
      "|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|partner|grandma|grandpa))\\b" +
      "|\\b(?:do|doing) (?:it|the same) too\\b|\\bthe same (?:way|thing) (?:as )?(?:he|she|they)" +
      " did\\b",
  ),

  // ---- Spanish, in more words.
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:quiero|quisiera|deseo) (?:desaparecer|irme de este mundo|dejar este mundo|no despertar" +
      "|dormir para siempre|quitarme del medio)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:hart[oa]|cansad[oa]|agotad[oa]) de (?:vivir|la vida|existir|seguir viviendo)\\b|\\bpara" + " que (?:seguir|vivir)\\b",
  ),
  S("wish-to-die", "wish", 3, "\\bojala (?:no despertara|me muriera|estuviera muert[oa]|no existiera|no hubiera nacido)\\b"),
  S("burden", "burden", 3, "\\bsoy un (?:estorbo|lastre|problema para todos)\\b|\\bmejor (?:si|que) (?:yo )?no (?:estuviera|existiera)\\b"),
  S("burden", "no-miss", 2, "\\bnadie (?:me )?(?:echaria de menos|extranaria|notaria|se daria cuenta)\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:tirarme|me voy a tirar|lanzarme|me tiro|ahorcarme|colgarme|envenenarme) (?:del|de un" + "|de una|por la|desde el|al)?\\b",
  ),
  S("plan-time", "plan", 2, "\\blo (?:hago|hare|voy a hacer) (?:esta noche|manana|el|este|pronto)\\b"),
  S("goodbye", "goodbye", 3, "\\badios (?:a todos|para siempre|mundo)\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:ya )?no quiero seguir(?: viviendo| aqui| asi| en este mundo| existiendo)?(?= *(?:[.!?,;]" + "|$| mas| ya))",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:irme|ir|salir|marcharme) de este mundo\\b|\\bno tengo (?:por que|para que|razon para" +
      "|motivo para|ganas de) (?:vivir|seguir)\\b",
  ),
  S(
    "wish-to-die",
    "wish-es",
    2,
    "\\bquiero que (?:se acabe|todo (?:termine|acabe|se acabe)|esto (?:termine|acabe|se acabe))\\b" + "|\\bdejar de sufrir\\b",
  ),
  S("wish-to-die", "ruminate-es", 2, "\\bpienso en (?:la muerte|morir(?:me)?|mi muerte) (?:todo el tiempo|cada dia|siempre|mucho)\\b"),
  S("burden", "burden", 3, "\\b(?:me siento|siento que soy) (?:como )?(?:una carga|un estorbo)\\b"),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:escribi|escrito|escribiendo|escribir) (?:las |unas |mis )?cartas (?:para|a) (?:mis" +
      "|mi|todos)\\b|\\b(?:hoy|esta|este) es mi (?:ultimo|ultima) (?:dia|noche|mensaje|semana)\\b" +
      "|\\bmi ultimo mensaje\\b",
  ),
  S("goodbye", "goodbye", 2, "\\bme despido\\b"),
  S("goodbye", "thanks", 1, "\\bgracias por todo\\b", { modifier: true, modifies: ["goodbye", "not-being-here", "plan-time"] }),
  S("plan-time", "plan", 2, "\\blo (?:hago|hare|voy a hacer)\\b|\\b(?:tengo|esta|lo tengo) todo (?:planeado|preparado|listo|decidido)\\b"),
  S("means", "acquire", 3, "\\b(?:compre|comprado|tengo|consegui) una (?:cuerda|soga|pistola|arma)\\b"),
  S("hopeless", "no-exit", 2, "\\bno (?:veo|hay|encuentro|tengo) (?:ninguna )?salida\\b"),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\b(?:me hago|hacerme|me hice) (?:cortes|heridas|quemaduras)\\b|\\bcortes en (?:los|mis)" + " (?:brazos|piernas|munecas)\\b",
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:quiere|habla de|hablando de|piensa en|pensando en|quiero|pienso en) (?:matarse|suicidarse" +
      "|morirse|quitarse la vida|matarme|morirme)\\b",
  ),

  // ---- plans, goodbyes and means: still more ways people say them.
  S(
    "plan-time",
    "plan",
    2,
    "\\bit (?:is going to|is gonna|will) be (?:tonight|tomorrow|on \\w+|this \\w+|sunday|monday" +
      "|tuesday|wednesday|thursday|friday|saturday|after|when|soon)\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:then|and then|and) (?:i will |i am going to |i am gonna |finally )?do it\\b(?! (?:for" +
      "|again|later|together|with|properly|right))",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:picked|chosen|chose|set) (?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday" +
      "|sunday|day|date|night|time)\\b|\\bthe (?:date|day|time) is (?:set|chosen|picked|decided)\\b" +
      "|\\bit is set for\\b|\\b(?:it is|that is) my plan\\b",
  ),
  S(
    "plan-time",
    "last",
    3,
    "\\bmy (?:last|final) (?:day|night|week|weekend|christmas|birthday|summer|morning) (?:on earth" +
      "|alive|of my life|ever|on this earth|in this world)\\b|\\b(?:last|final) (?:thing|words|message" +
      "|post) i (?:will |am going to )?(?:ever )?(?:write|say|post|send)\\b",
  ),
  S("plan-time", "plan", 2, "\\b(?:it|everything|this|it all) (?:will|is going to|would) (?:all )?be over\\b"),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:stop|end|ending|stopping) (?:the|this|my) (?:pain|suffering|hurting) (?:for good|forever" + "|permanently|once and for all)\\b",
  ),
  S("plan-time", "plan", 2, "\\bend (?:my|their|his|her|ones|one s) (?:own )?suffering\\b"),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:going to|gonna|will|plan to|planning to|about to) take (?:the|those|these|all the|all" +
      " of the|all my) (?:\\w+ )?(?:pills|tablets|meds|medication|{DRUG})\\b(?= .*\\b(?:tonight" +
      "|tomorrow|after|when|at|on|once|then)\\b)",
  ),
  S("plan-time", "finality", 2, "\\bnot (?:planning on|going to be|intending to|planning to) (?:coming|come) (?:home|back)\\b"),
  S("plan-time", "one-way", 1, "\\bone way ticket\\b", { modifier: true }),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) be (?:back|coming back|coming in|around)(?: again| anymore| after)?\\b" +
      "|\\bwhen i go (?:tonight|tomorrow|this|on|soon|next)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\bi am (?:so |just |really )?over (?:life|living|being alive|existing|it all|everything)" + "(?= *(?:[.!?,;]|$))",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\btell (?:my |our )?(?:\\w+ )?(?:that )?i (?:love|loved) (?:her|him|them|you|everyone)\\b" +
      "|\\bleft (?:a|the|my) note (?:on|in|for|under|by)\\b|\\b(?:say|said|saying) (?:sorry|goodbye" +
      "|thank you) to everyone\\b",
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\bleft (?:a|the|my) note (?:\\w+ ){0,5}for (?:them|my family|my parents|my kids|everyone" +
      "|my wife|my husband|my partner|whoever)\\b",
  ),
  S(
    "goodbye",
    "thanks",
    1,
    "\\bthank you for (?:listening|everything|all|your help|being there|the help|all your help)\\b" +
      "|\\bi am (?:so )?sorry(?= *(?:[.!?,;]|$| for everything))|\\bone last (?:\\w+ )?(?:christmas" +
      "|birthday|summer|time|day|weekend|holiday|dinner) with\\b",
    { modifier: true, modifies: ["goodbye", "not-being-here", "plan-time", "hopeless"] },
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:tying|tie|tied) (?:things )?up (?:all )?(?:the )?(?:loose ends|things)\\b|\\b(?:getting" +
      "|putting|got|put) my affairs\\b|\\b(?:passwords|handover notes)\\b",
  ),
  S("goodbye", "settle", 1, "\\b(?:cancelled|canceled) (?:my )?(?:gym )?(?:membership|memberships)\\b", { modifier: true }),
  S(
    "goodbye",
    "funeral",
    2,
    "\\b(?:playlist|songs|music|plans?|planning) for my (?:own )?funeral\\b|\\bplan(?:ning|ned)?" + " my (?:own )?funeral\\b",
  ),
  S(
    "means",
    "rope",
    3,
    "^(?=.*\\b(?:rope|noose|cord|belt)\\b)(?=.*\\b(?:hook|beam|stool|knot|rafter|bannister|banister" + "|door frame|ceiling)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "poison",
    3,
    "\\bwhat (?:happens|would happen) if (?:you|i|someone|a person) (?:drink|drinks|swallow|swallows" +
      "|take|takes|eat|eats|inject|injects) (?:\\w+ )?(?:antifreeze|bleach|poison|weedkiller|rat" +
      " poison|cyanide|a whole|all|\\d{2,})\\b",
  ),
  S(
    "means",
    "stockpile",
    3,
    "\\b(?:\\d+|several|three|four|five|six|ten) (?:boxes|bottles|packs|packets|strips|blister" + " packs) of (?:\\w+ )?{DRUG}",
  ),
  S(
    "means",
    "height",
    2,
    "\\bhow far (?:is )?(?:the )?(?:drop|fall|down)\\b|\\b(?:viaduct|overpass|flyover|multi storey" + "|motorway bridge)\\b",
  ),
  S(
    "means",
    "place",
    2,
    "\\b(?:where is|where are|nearest|closest|where can i find) (?:the )?(?:\\w+ ){0,2}(?:train" +
      " line|railway|rail line|tracks|bridge|cliff|tall building|car park|level crossing)\\b",
  ),

  // ---- indirect plans, means and goodbyes.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i will|i am going to|i will finally|i can finally) be (?:free|at peace|at rest|gone" +
      "|out of here)\\b|\\b(?:do not|will not) need a return\\b|\\bthen i am done\\b",
  ),
  S("burden", "burden", 3, "\\bstop being (?:a |such a )?(?:problem|burden|bother|nuisance|weight)\\b"),
  S(
    "means",
    "bulk",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:in bulk|large packs?|big packs?|more than (?:two|2|one|1) packs?" +
      "|as many as (?:i|you) (?:can|want)|without (?:a )?prescription)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "dose",
    3,
    "\\b(?:most|more) (?:dangerous|toxic|lethal|deadly|poisonous) (?:\\w+ ){0,3}{DRUG}|\\b{DRUG}" +
      " (?:\\w+ ){0,4}(?:most|more) (?:dangerous|toxic|lethal|deadly)\\b",
  ),
  S("means", "height", 1, "\\b(?:quarry|reservoir|canal|pier|harbour|harbor|dock|gorge|ravine|dam)\\b"),
  S("means", "place-how", 1, "\\bhow (?:deep|high|tall|far down|cold|fast) is (?:it|that|the water|the drop)\\b", {
    modifier: true,
    modifies: ["means", "loss"],
  }),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:one|for the) last time\\b(?=.{0,40}\\b(?:visit|visiting|see|seeing|hug|hugged|hold" +
      "|held|said|say|told|tell)\\b)|\\b(?:visit|visiting|see|seeing|hug|hugged|hold|held) (?:\\w+" +
      " ){0,4}(?:one|for the) last time\\b",
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\b(?:nobody|no one) (?:inherits|gets stuck with|has to pay)\\b|\\bmy debts (?:are )?(?:paid" +
      "|sorted|settled)\\b|\\bsomewhere (?:they|he|she|you) (?:will|can|would) find (?:them|it)\\b" +
      "|\\ba letter each\\b|\\bletters for each\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bif i (?:leave|left|exit|depart|quit) (?:this|the) (?:world|life|earth)\\b|\\bready to" +
      " meet (?:god|my maker|jesus|the buddha|my creator)\\b",
  ),
  S(
    "not-being-here",
    "early",
    2,
    "\\b(?:die|leave|go|going|leaving|end it|exit) (?:\\w+ ){0,2}(?:by choice|on my own terms" +
      "|by my own choice|early|before my time)\\b(?! (?:for|to) (?:work|school|class|the|a|my))",
  ),

  // ---- euphemisms and more indirect forms.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:do|doing|done) (?:something|anything) (?:stupid|drastic|permanent|final|i cannot undo" + "|i can not undo)\\b",
  ),
  S("plan-time", "plan", 2, "\\b(?:the \\d{1,2}(?:st|nd|rd|th)?|it|that) (?:is|will be) the (?:day|night|date)(?= *(?:[.!?,;]|$))"),
  S(
    "plan-time",
    "plan",
    2,
    "\\bi am (?:leaving|going) (?:soon|tonight|tomorrow|this week)(?= *(?:[.!?,;]|$))|\\bwhat" + " i am (?:about to|going to) do\\b",
  ),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:forgive|understand) me for what i (?:am about to|am going to|will|plan to|have to)" +
      " do\\b|\\bgo home to (?:god|jesus|heaven|the lord)\\b",
  ),
  S("wish-to-die", "wish", 3, "\\b(?:want|wanting|wish) to (?:just )?be gone(?= *(?:[.!?,;]|$| forever| for good| from this world))"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:might|may|could|should) (?:just )?(?:end|ending) (?:it|it all|things|everything)\\b" + "(?! with| between| off)",
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\bwant (?:everyone|you all|them|people|my \\w+) to know (?:that )?i (?:loved|love|was sorry" + "|am sorry|tried|did my best)\\b",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:sent|wrote|texted|messaged) (?:everyone|all my friends|my family|my friends) (?:\\w+" +
      " ){0,3}(?:how much|what) (?:they|you) (?:mean|meant)\\b|\\barranged for my (?:cat|dog|pets?" +
      "|kids|children) to\\b",
  ),
  S("not-being-here", "not-here", 2, "\\bwhen i am not (?:here|around) (?:anymore)?(?! this| next| for| on| at| during| over)"),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:fall from|falling from|a fall|the fall|the drop|metres|meters|storeys|stories" +
      "|floors)\\b)(?=.*\\b(?:kill you|kill me|kill a person|fatal|lethal|survive|survivable|to" +
      " die|would die|die from)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "permanent",
    3,
    "^(?=.*\\b(?:{DRUG}|rope|gun|knife|bridge|jump)\\b)(?=.*\\b(?:knock me out|put me to sleep" +
      "|make me sleep|make it stop) (?:permanently|forever|for good)\\b)",
    { wholeMessage: true },
  ),
  S(
    "means",
    "dwell",
    3,
    "\\b(?:knife|rope|pills|bridge|gun|blade|razor|tracks|balcony|window) (?:\\w+ ){0,3}(?:calling" +
      " (?:to )?me|calls (?:to )?me|keeps calling)\\b",
  ),
  S(
    "means",
    "stockpile",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\b(?:just in case|for later|for when i|for one day|when i need them" +
      "|when i am ready|for the right moment|for the right time)\\b)",
    { wholeMessage: true },
  ),

  // ---- where, how and goodbye, said in few words.
  S(
    "means",
    "at-place",
    3,
    "\\bi am (?:standing |sitting |up )?(?:on|at) (?:the|a|my) (?:\\w+ )?(?:bridge|roof|rooftop" +
      "|ledge|edge|cliff|cliffs|tracks|railway|balcony)(?= *(?:[.!?,;]|$| now| right now| again" +
      "| tonight))",
  ),
  S("hopeless", "cant-go-on", 2, "\\bcan not (?:with |do )?(?:this|my) life(?: anymore)?\\b"),
  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not know|no idea) why i am still (?:here|alive|around)\\b|\\bwhy am i still (?:here" + "|alive|around)\\b",
  ),
  S("plan-time", "how", 3, "\\b(?:thinking|thought|think) (?:about|of) how i (?:would|will|could|am going to|might) do it\\b"),
  S("wish-to-die", "wish", 3, "\\bwish i (?:was|were) (?:not|no longer) (?:alive|here|born|around)\\b"),
  S("plan-time", "finality", 3, "\\b(?:this|that) is it for me(?= *$)|\\bi am checking out(?= *(?:[.!?,;]|$| for good| early| of life))"),
  S("goodbye", "goodbye", 2, "(?<!\\b(?:say|to say|saying|said) )\\b(?:goodbye|bye|farewell)(?= *$)"),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:have|kept|still have|got|keep) (?:all )?(?:of )?(?:her|his|their|my \\w+s|my \\w+ s)" +
      " (?:old |leftover |spare )?(?:\\w+ )?{DRUG}",
  ),

  // ---- further means, plans, goodbyes and decisions.
  S(
    "means",
    "stockpile",
    3,
    "\\bmore (?:\\w+ )?{DRUG} than i (?:need|use|should have)\\b|\\bbuying (?:\\w+ )?{DRUG} (?:whenever" +
      "|every time|each time|at every)\\b|\\b{DRUG} (?:\\w+ ){0,3}(?:lined up|laid out|counted out" +
      "|ready on)\\b",
  ),
  S("means", "dose", 3, "\\b(?:dose|amount|quantity) (?:\\w+ ){0,5}(?:is|would be|will be) (?:fatal|lethal|deadly|enough to kill)\\b"),
  S("means", "gas", 3, "\\bhose (?:\\w+ ){0,4}(?:exhaust|car|window)\\b"),
  S(
    "means",
    "freeze",
    3,
    "\\bhow long (?:would|does|will|could) it take to (?:freeze|starve|bleed|drown|die|suffocate)\\b" +
      "|\\b(?:freeze|starve|bleed|drown) to death\\b(?=.*\\b(?:how|quick|quickly|painless|long)\\b)",
  ),
  S(
    "means",
    "cut",
    3,
    "\\bcut(?:ting)? (?:my |your |the )?(?:wrists?|veins?|arteries|artery)\\b|\\bcutting (?:vertically" +
      "|horizontally|down the arm|along the)\\b",
  ),
  S(
    "means",
    "mix",
    2,
    "\\bmix(?:ed|ing)? (?:all )?(?:of )?(?:my|the|his|her) (?:\\w+ )?(?:meds|pills|tablets|medications" + "|medicine) (?:together|with)\\b",
  ),
  S(
    "means",
    "acquire",
    2,
    "\\b(?:gun|rifle|pistol|shotgun|revolver|handgun|rope) (?:\\w+ ){0,3}(?:i can|to) (?:buy|get" +
      "|find)\\b|\\beasiest way to get (?:a |some )?(?:gun|pills|rope|a rope)\\b",
  ),
  S(
    "means",
    "think-of",
    2,
    "\\bthinking (?:a lot )?about (?:\\w+ ){0,3}(?:gun|rifle|shotgun|pistol|revolver|pills|rope" + "|bridge|tablets)\\b",
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:are|is) the (?:\\w+ ){0,3}(?:cliffs?|bridge|building|drop|tower|car park) (?:\\w+ ){0,3}" + "(?:high|tall|steep|deep)\\b",
  ),
  S("means", "train", 2, "\\bhow (?:quickly|fast) (?:does|can|do) (?:a |the )?trains? stop\\b"),
  S("plan-time", "plan", 3, "\\b(?:that is|that will be|it is|this is) my (?:chance|window|opportunity|moment)\\b"),
  S(
    "plan-time",
    "plan",
    2,
    "\\bwaiting for (?:the house|everyone|them|my \\w+) to (?:be empty|leave|go out|go away|be" +
      " asleep|fall asleep)\\b|\\bonly (?:need|have) to get through (?:one more|another|this last)\\b",
  ),
  S(
    "plan-time",
    "go-to",
    2,
    "\\b(?:go|going|head|heading|drive|driving|walk|walking) (?:\\w+ ){0,2}to the (?:bridge|cliff" +
      "|cliffs|tracks|railway|roof|quarry|viaduct)\\b",
    { unless: OUTING },
  ),
  S(
    "plan-time",
    "decided",
    2,
    "\\bit is decided\\b|\\bmy (?:choice|decision|mind) is made\\b|\\bafter that (?:it|nothing)" +
      " (?:does not|will not|would not) matter\\b",
  ),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:chose|choose|choosing|chosen) (?:my|their|his|her) (?:own )?death\\b|\\b(?:as|when)" +
      " i die (?:tonight|tomorrow|soon|this week|on)\\b",
  ),
  S(
    "not-being-here",
    "join",
    3,
    "\\b(?:decided|going|ready|want|wanting) to go to (?:my|him|her) (?:father|mother|dad|mum" +
      "|mom|wife|husband|son|daughter|brother|sister|grandma|grandpa)\\b(?! s\\b| house| place|" +
      " home)",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:calling|called|texting|visiting|visited) (?:\\w+ ){0,3}(?:friends|people|family|everyone)" +
      " to say (?:thank you|goodbye|i love|sorry)\\b|\\bleft (?:a|the|my) letter (?:on|in|for|under" +
      "|by)\\b",
  ),
  S("goodbye", "goodbye", 3, "\\b(?:the )?last time i (?:will )?(?:ever )?(?:write|message|post|talk to you|come here|write here)\\b"),
  S("goodbye", "settle", 2, "\\bwhere (?:the )?(?:important )?(?:documents|papers|passwords|keys|will|policy|insurance) (?:are|is)\\b"),
  S(
    "goodbye",
    "settle",
    3,
    "\\bin order for (?:my wife|my husband|them|my family|my kids|my children|my parents|my partner)" + " (?:when|after|once)\\b",
  ),

  // ---- finality, readiness and reunion.
  S(
    "plan-time",
    "finality-verb",
    2,
    "\\b(?:stop|end|quiet|silence|escape|rest|disappear|go away|shut (?:it|off|down)|be over)\\b" +
      "(?:[a-z ]){0,30}\\b(?:for good|forever|permanently|once and for all)\\b",
    { unless: HABIT },
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:it will|it would|it should|it is going to) be (?:quick|painless|over quickly|fast|easy" +
      "|peaceful)\\b|\\bthought it (?:all )?through\\b|\\b(?:everything|it all|all) is (?:ready" +
      "|set|prepared|in place|arranged|sorted)(?= *(?:[.!?,;]|$))",
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters|notes|note|letter) (?:is|are) (?:all )?(?:written|done|ready|finished)\\b|\\bsaid" +
      " everything i (?:needed|wanted|had) to say\\b",
  ),
  S(
    "calm-after-despair",
    "calm",
    3,
    "\\bat peace with (?:leaving|going|dying|my decision|it all ending|ending it|not being here" + "|death)\\b",
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:see|meet|be with|join) (?:my |our )?(?:\\w+ ){0,2}(?:in heaven|on the other side|in" +
      " the afterlife|in the next life|again soon|there soon)\\b",
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:be with|join|see) (?:my |our )?(?:grandmother|grandfather|nan|nana|granny|gran|baby" +
      "|child|best friend|friend|fiance|fiancee|boyfriend|girlfriend) (?:again )?(?:soon|there)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not) be there (?:for (?:them|him|her|my)|to see|when (?:they|he|she)" + "|anymore)\\b",
  ),
  S("means", "height", 3, "\\b(?:cold|strong|fast) enough to\\b"),
  S("means", "stockpile", 3, "\\b(?:get|buy|find|collect|save|have) enough (?:\\w+ )?{DRUG}\\b"),
  S(
    "means",
    "research",
    3,
    "\\b(?:do|does|would|will) (?:people|you|someone|it|a person|i) (?:feel|hurt|suffer) (?:it" +
      " |anything )?(?:when|if) (?:they|you|i|someone) (?:hang|jump|drown|overdose|bleed|fall)\\b",
  ),

  S(
    "hopeless",
    "no-reason",
    3,
    "\\b(?:do not|no longer|can not) (?:know how|see how) to (?:keep living|go on|stay alive|keep" + " going|live like this|carry on)\\b",
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:self harm\\w*|cutting|cut myself|hurting myself|burning myself)\\b)" +
      "(?=.*\\b(?:started again|relapsed|doing it again|back to it|again last night|again yesterday|again today)\\b)",
    { wholeMessage: true },
  ),

  // ---- further warning signs: unbearable pain, drinking to die, past attempts, not caring if one lives.
  S(
    "hopeless",
    "unbearable",
    2,
    "\\b(?:pain|this|it|life|everything) is (?:\\w+ )?(?:unbearable|too much to bear)\\b|\\bcan" +
      " not bear (?:it|this|the pain|living|to live|to go on)\\b",
  ),
  S("direct", "direct", 3, "\\bdrink(?:ing)? myself to death\\b|\\bdrink until i (?:die|stop breathing)\\b"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:do not|does not|did not) care (?:if|whether) i (?:crash|get hurt|get hit|get killed" + "|get run over|drown)\\b",
  ),
  S(
    "direct",
    "attempt",
    3,
    "\\blast time i tried\\b|\\btried (?:it )?before and\\b|\\bmy (?:last|previous|first|second) attempt\\b" +
      "|\\b(?:since|after|survived) (?:my|an|the) attempt\\b|\\bwoke up in (?:the )?hospital after (?:i|taking|swallowing)\\b",
  ),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wish|need) to (?:sleep|rest|disappear|lie down) and (?:never|not) (?:have to|wake|deal|face|feel|come back)\\b",
  ),
  S(
    "wish-to-die",
    "no-face",
    2,
    "\\bnot (?:have to )?(?:deal with|face|feel) (?:any of )?(?:this|it|anything|life) (?:ever again|anymore|again)\\b",
  ),

  // ---- possessions, affairs and methods dwelt on.
  S(
    "goodbye",
    "giving-all",
    3,
    "\\b(?:giving|gave|give|given|getting rid of|got rid of) (?:away )?(?:all |most of |everything of |all of )?(?:my|his|her) " +
      "(?:things|stuff|belongings|possessions|pets)\\b(?! (?:to charity|for charity))",
  ),
  S("goodbye", "settle", 3, "\\b(?:getting|got|putting|put|have put) my affairs in order\\b"),
  S(
    "means",
    "think-of",
    3,
    "\\b(?:thinking|think|thought|dreaming|fantasi[sz]ing) (?:a lot |constantly |all the time )?(?:about|of) " +
      "(?:an |a )?(?:overdose|overdosing|hanging|hanging myself|jumping|drowning|slitting|taking all)\\b",
  ),

  // ---- other means.
  S(
    "means",
    "other-means",
    3,
    "\\b(?:plastic bag|bag over (?:my|your|his|her) head)\\b|\\b(?:set|setting) (?:myself|me) on fire\\b|\\bburn myself alive\\b" +
      "|\\belectrocut\\w*\\b|\\b(?:toaster|hairdryer|hair dryer) (?:in|into) the bath\\b" +
      "|\\b(?:stab|stabbing) (?:myself|my (?:chest|heart|stomach|neck))\\b|\\bwhere to stab\\b",
  ),
  S(
    "means",
    "research",
    3,
    "^(?=.*\\b(?:alcohol|vodka|whisky|whiskey|drinks|energy drinks|caffeine)\\b)" +
      "(?=.*\\b(?:would kill (?:me|you|a person|someone)|to die|enough to (?:die|kill|stop)|lethal|fatal|not wake up|die from)\\b)",
    { wholeMessage: true },
  ),

  // ---- the afterlife as a destination, and counting down.
  S(
    "not-being-here",
    "crossing",
    3,
    "\\b(?:going|go|i am going|i will go) home to (?:the light|god|heaven|my maker)\\b|\\bcross" +
      "(?:ing)? over (?:soon|tonight|tomorrow|to the other side)\\b" +
      "|\\b(?:my time has come|my time is up)\\b",
  ),
  S(
    "time",
    "days-left",
    1,
    "\\b(?:\\d+|one|two|three|four|five|a few|few) (?:days|hours|weeks|sleeps) (?:left|to go)" + "(?= *(?:[.!?,;]|$))",
    { modifier: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:made redundant|redundancy|miscarriage|the accident|burned down|walked out|moved out|an affair|foreclos\\w*|evicted|" +
      "prison|jail|raped|assaulted|abused|custody|is gone|s death|lost (?:her|him|them)|went bankrupt|the business failed|terminal|" +
      "cancer|widow\\w*)\\b",
    { modifier: true, withMeans: true },
  ),

  // ---- last goodbyes, happenings and secret means.
  S(
    "goodbye",
    "goodbye",
    2,
    "\\bmade sure (?:everyone|they|my \\w+|he|she|people) knows? (?:that )?i (?:love|loved)\\b" +
      "|\\b(?:told|tell|telling) (?:everyone|all of them|my family) (?:that )?i love (?:them|you)\\b",
  ),
  S("goodbye", "settle", 3, "\\bleft everything (?:organi[sz]ed|tidy|in order|sorted|ready) for (?:my|them|her|him)\\b"),
  S("plan-time", "plan", 2, "\\bit is (?:going to|gonna) happen (?:when|while|once|after|before)\\b"),
  S("not-being-here", "early", 3, "\\b(?:leave|leaves|leaving|left) (?:its|the|my|this) body (?:on purpose|early|by choice)\\b"),
  S(
    "means",
    "secret",
    3,
    "^(?=.*\\b{DRUG}\\b)(?=.*\\bwithout (?:anyone|anybody|my \\w+|them) (?:noticing|knowing|finding out|seeing)\\b)",
    { wholeMessage: true },
  ),

  // ---- quieter plans and questions.
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not) be (?:in|at work|at school|around|here) (?:after|past|beyond|from)\\b"),
  S(
    "plan-time",
    "finality",
    2,
    "\\bafter that (?:it|nothing) (?:is not|does not|will not|is no longer) (?:my problem|matter" + "|my concern)\\b",
  ),
  S(
    "plan-time",
    "plan",
    3,
    "\\b(?:picked|chosen|chose|found|decided on) (?:the|a) (?:bridge|spot|method|building|cliff" + "|tree|tracks|car park|drop)\\b",
  ),
  S("plan-time", "plan", 2, "\\b(?:a|the) date in my (?:head|mind)\\b|\\bwhat i am (?:planning|plotting)\\b"),
  S(
    "plan-time",
    "postpone",
    1,
    "\\b(?:wait|waiting|get|getting) (?:until|till|through|past) (?:\\w+ ){0,4}(?:graduation|anniversary" +
      "|party|trip|results|holiday|wedding|birthday)\\b",
    { modifier: true },
  ),
  S(
    "hopeless",
    "secrecy",
    1,
    "\\b(?:not telling anyone|not going to tell anyone|so (?:they|no one|nobody|people) (?:do" +
      " not|does not|will not|would not|can not) notice)\\b",
    { modifier: true },
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\b(?:written|wrote|writing) to everyone\\b|\\b(?:dog|cat|pets?|dogs|cats) (?:is|are) going" + " to (?:my|a|his|her)\\b",
  ),
  S(
    "goodbye",
    "settle",
    1,
    "\\bmy will is (?:done|written|signed|sorted)\\b|\\bleft the keys with a note\\b|\\bpaid (?:the|my) " +
      "rent (?:to|through|until" +
      "|till|for)\\b",
    { modifier: true },
  ),
  S("means", "dose", 3, "^(?=.*\\b{DRUG}\\b)(?=.*\\bhow many (?:would|do|does|will) (?:someone|i|you|a person|one)" + " need\\b)", {
    wholeMessage: true,
  }),
  S("means", "height", 3, "\\bhow far (?:would|do|does|will) (?:i|you|someone|a person|one) (?:have to|need to) fall\\b"),
  S(
    "means",
    "methods",
    3,
    "\\b(?:reading|read|researching|researched|looking|looked) (?:up )?(?:about |into )?how (?:people" +
      "|to|you|i could|someone could) (?:end|die|kill)\\b",
  ),
  S("direct", "direct", 3, "\\b(?:least painful|painless|surest) way(?= *(?:[.!?,;]|$))|\\bby my own doing\\b"),

  // ---- broader families: places asked about, substances and amounts, cover stories, arrangements for after.
  S(
    "means",
    "height",
    2,
    "\\b(?:how high|how tall|how far down|how deep|how fast|highest|tallest|which level|what level|which floor|roof access" +
      "|top of)\\b(?:[a-z ,]){0,50}\\b(?:bridge|footbridge|car park|multi storey|parking garage|balcony|balconies|roof|rooftop" +
      "|quarry|cliff|edge|ledge|tower|building|dam|viaduct|trains?|main line|railway|tracks|motorway|flyover)s?\\b",
    { unless: new RegExp(`${OUTING.source}|\\b(?:build|built|engineering|architect\\w*|project|history|designed|span)\\b`) },
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:bridge|footbridge|car park|multi storey|balcony|roof|rooftop|quarry|cliff|ledge|tower|building|viaduct|flyover)s?" +
      " (?:\\w+ ){0,8}(?:the highest|the tallest|roof access|(?:have|has|got) (?:a |any )?(?:fences?|barriers?|nets?|railings?)" +
      "|is it open)\\b",
  ),
  S(
    "means",
    "bridge-gap",
    3,
    "\\b(?:do not|does not|with no|without) (?:\\w+ )?(?:have )?(?:any )?(?:fences?|nets?|barriers?" +
      "|railings?|cameras)\\b(?:[a-z ]){0,30}\\b(?:yet|on them|on it)\\b|\\b(?:bridges|roofs|car parks|buildings) (?:\\w+ ){0,4}" +
      "(?:do not|does not) have (?:any )?(?:fences?|nets?|barriers?)",
  ),
  S(
    "means",
    "access",
    3,
    "\\b(?:highest|tallest|top) (?:\\w+ ){0,3}(?:you|i|someone|anyone|a person) can (?:get into|get onto" +
      "|get up|get to|access|reach|walk into)\\b",
  ),
  S(
    "means",
    "certain",
    3,
    "\\b(?:would|will|do|does|could) (?:they|i|you|someone|a person|people) (?:definitely|certainly|surely" +
      "|for sure|instantly|always) die\\b|\\bneed (?:it|this) to be (?:certain|sure|guaranteed|final)\\b|\\bsurvivable\\b",
  ),
  S(
    "means",
    "water-q",
    3,
    "\\bhow long (?:\\w+ ){0,6}(?:under ?water|underwater|without air|hanging|in the water)(?: \\w+){0,3}" +
      " (?:before|until) (?:it is over|you die|they die|someone dies|the end|death|it ends)\\b",
  ),
  S(
    "means",
    "trains",
    3,
    "\\b(?:express|freight|fast) (?:trains? )?(?:\\w+ ){0,4}(?:without stopping|come through|comes through" +
      "|go through|goes through|pass through|passes)\\b|\\b(?:learning|learnt|learned|know|knowing|watching) when (?:the )?" +
      "(?:\\w+ )?trains? (?:come|comes|pass|go)\\b",
  ),
  S(
    "means",
    "weapon",
    2,
    "\\b(?:load|loading|loaded|clean|use|fire|firing|unlock) (?:a|the|my|his|an old|an|that) (?:\\w+ ){0,2}" +
      "(?:gun|shotgun|rifle|pistol|revolver|handgun)\\b",
  ),
  S(
    "means",
    "weapon",
    3,
    "^(?=.*\\b(?:gun|shotgun|rifle|pistol|revolver|handgun)\\b)(?=.*\\b(?:bullets|ammo|ammunition|shells" +
      "|holding it|loaded it|the safe code|the key to)\\b)",
    { wholeMessage: true },
  ),
  S("means", "gas", 3, "^(?=.*\\bhose\\b)(?=.*\\b(?:tape|exhaust|car|garage)\\b)", { wholeMessage: true }),
  S(
    "means",
    "dose",
    3,
    "^(?=.*\\b(?:{DRUG}|medicine|prescriptions?|weedkiller|pesticide|bleach|antifreeze|rat poison|poison" +
      "|the white ones|them|of it)\\b)(?=.*\\b(?:stop (?:\\w+ ){0,2}(?:breathing|heart|heartbeat)|heart (?:to )?stop" +
      "|(?:someone|a person|somebody) (?:my|of my) (?:size|weight)|(?:took|take|taking|swallowed|drank|drink) all (?:of )?" +
      "(?:it|them) at once|(?:would|will|could) (?:\\w+ ){0,10}together do it|dangerous together|know the combination" +
      "|a person could take a lot|(?:would|will|do|does) (?:someone|somebody|a person|i|you|one) (?:\\w+ ){0,3}(?:have|need)" +
      " to (?:drink|take|swallow|eat)|how much does it take(?! to| for| you| me))\\b)",
    { wholeMessage: true, unless: MEDICAL },
  ),
  S(
    "means",
    "dose",
    2,
    "\\b(?:how many|how much) (?:\\w+ ){0,6}(?:counts? as|is|are|would be) (?:dangerous|too much|too many" +
      "|an overdose)\\b|\\b(?:fastest|least painful|most painless|quickest|surest|strongest) (?:\\w+ ){0,2}(?:drug|pill|medicine" +
      "|poison|tablets?)\\b|\\bhow many (?:\\w+ ){0,6}(?:would|do|does|will) (?:someone|i|you|a person|one) (?:\\w+ ){0,3}need\\b",
  ),
  S(
    "means",
    "supply",
    2,
    "\\b(?:months?|weeks?) (?:\\w+ )?(?:supply|worth|of (?:it|them|my|the|\\w+ )?(?:{DRUG})?)\\b" + "(?=.*\\b(?:{DRUG}|of it|supply)\\b)",
    { unless: MEDICAL },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:relapsed|relapse|days clean|weeks clean|months clean)\\b)(?=.*\\b(?:blade|razor" +
      "|sharpener|lighter|cut|cutting|burn|burned|scissors)\\b)",
    { wholeMessage: true },
  ),
  S(
    "self-harm",
    "self-harm",
    3,
    "^(?=.*\\b(?:cut|cuts|wound|wounds|burn|burns|scratches|bruises)\\b)(?=.*\\b(?:did (?:it|that|this)" +
      "|made (?:it|them)|did it to myself) on purpose\\b)",
    { wholeMessage: true },
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:let me go|(?:wife|husband|partner|girlfriend|boyfriend|fiance|fiancee) (?:has )?(?:left|walked out)" +
      "|took the kids|lost everything|(?:says|said) (?:he|she) is (?:done|leaving)|hospice|redundancy|bank (?:takes|is taking|took)" +
      "|me dejo|perdi (?:el|mi) trabajo|se murio)\\b",
    { modifier: true, withMeans: true },
  ),
  S("means", "place-q", 2, "\\b(?:que tan|cuan|que) (?:alto|alta|profundo|profunda)\\b|\\baltura (?:del|de la) (?:puente|edificio)\\b"),

  // Plans said as a time alone, a deadline given to oneself, a point after which one is free.
  S("plan-time", "fragment", 2, "^(?:{TIME})(?: (?:after|when|once) [a-z ]{1,30})?(?= \\.|$)"),
  S("plan-time", "when", 2, "\\b(?:that is|that will be|it will be) (?:when|the time|the night|the day|it)(?= *(?:[.!?,;]|$))"),
  S(
    "plan-time",
    "deadline",
    3,
    "\\bgiven myself (?:until|till|to|one more|a|another|\\d+)\\b|\\bif nothing (?:changes|gets better)" + " (?:by|before|after)\\b",
  ),
  S(
    "plan-time",
    "finality2",
    2,
    "\\b(?:then |and then )?that is it(?:,? i am out| for me)?(?= *(?:[.!?,;]|$))|\\bi am out(?= *(" +
      "?:[.!?]|$))" +
      "|\\bnot (?:a|just a) (?:break|pause|holiday)\\b|\\bit is (?:almost|nearly) over\\b|\\bfree to (?:go|leave)(?= *(?:[.!?,;]|$))",
  ),
  S(
    "plan-time",
    "matter",
    3,
    "\\b(?:{TIME}|by then|after (?:that|tonight)) (?:\\w+ ){0,2}(?:none of (?:it|this)|nothing) (?:wil" + "l|is going to)" + " matter\\b",
  ),
  S("plan-time", "held-on", 2, "\\b(?:held|holding|hanging|hung) on (?:\\w+ ){0,3}(?:this long|so long|for (?:her|him|them|my \\w+))\\b"),
  S("plan-time", "empty", 2, "\\b(?:house|flat|place|apartment) (?:will|is going to) (?:finally )?be empty\\b"),
  S("plan-time", "crossing-off", 2, "\\bcrossing (?:the )?days off\\b"),
  S("plan-time", "days-left2", 2, "\\b(?:one|two|three|a few) more (?:weeks?|days|nights|sleeps)(?= *(?:[.!?]|$))"),
  S(
    "plan-time",
    "do-it",
    2,
    "\\b(?:i will|i am going to|i am gonna|then i|i can) do it(?= *(?:[.!?,;]|$))|\\b(?:before|after|wh" +
      "en|once|if)" +
      " i do it\\b|\\b(?:thinking|thought) (?:of|about) doing it {TIME}",
    { unless: /$^/ },
  ),
  S("plan-time", "one-try", 2, "\\b(?:only )?(?:get|have) one (?:try|shot|go|chance) at (?:this|it)\\b"),
  S(
    "plan-time",
    "go-on",
    2,
    "\\b(?:planning|plan|going|ready|decided|intend) to (?:go|leave) on the (?:night|day|eve|morning) of\\b" +
      "|\\b(?:made up my mind|decided) to go to (?:him|her|them)\\b|\\b(?:need|have) to know before {TIME}",
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bi (?:will not|would not|no longer|am not going to) exist\\b|\\b(?:it is|its) time for me" +
      " to go(?= *(?:[.!?,;]|$| and| now))|\\bnothing (?:left )?to (?:hold|keep) me(?: here)?\\b|\\b(?:will not|do not think i will)" +
      " need tomorrow\\b|\\bsomewhere (?:nobody|no one) can (?:follow|find|reach)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    2,
    "\\b(?:will not|would not|never) be (?:\\w+ing )?(?:on|online|here|around|back)? ?again\\b" +
      "|\\bsomeone (?:who is|that is) going to be around\\b|\\b(?:after|when|once) (?:you are|you have) gone\\b" +
      "|\\bno (?:voy|vaya) a estar (?:aqui|aca)\\b",
  ),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|would not|not going to) be (?:around|here|alive) (?:to|for) (?:tell|say|explain" +
      "|look after|feed|take care|help|celebrate|watch)\\b",
  ),
  S(
    "not-being-here",
    "leave-body",
    3,
    "\\b(?:plan|planning|going|want|ready|decided|intend) to leave (?:my|this) body\\b" +
      "|\\b(?:go|going|get) to heaven (?:{TIME})\\b|\\blet go of (?:this|my) life\\b|\\b(?:stop|quit|finish) (?:my|this) life\\b" +
      "|\\b(?:this|my) life (?:\\w+ ){0,6}i am (?:folding|quitting|ending|leaving|checking out of) it\\b",
  ),
  S("not-being-here", "join", 2, "\\b(?:if i|when i|should i) (?:\\w+ ){0,2}(?:join|follow) (?:him|her|them|my \\w+)\\b"),
  S("direct", "direct", 3, "\\b(?:when|if|once|after|before) i (?:end|finish) (?:it|things|everything)\\b(?! with| between| off)"),
  S(
    "wish-to-die",
    "wish",
    3,
    "\\b(?:want|wish|need) to (?:go to )?sleep and (?:never|not) (?:have to )?wake\\b|\\b(?:relieved|glad" +
      "|happy|grateful) if (?:\\w+ ){0,6}(?:only had|had (?:\\w+ ){0,2}left|was dying|die)\\b|\\bdisappointed (?:that )?i" +
      " (?:did|woke|am still (?:here|alive))\\b",
  ),
  S(
    "burden",
    "burden",
    3,
    "\\b(?:remove|erase|delete) myself(?= *(?:[.!?,;]|$| for good| permanently))|\\bkindest thing (?:i could" +
      " do|for everyone)\\b(?:[a-z ]){0,30}\\b(?:remove|disappear|go|leave|not be)",
  ),
  S(
    "burden",
    "burden",
    3,
    "^(?=.*\\bif i (?:\\w+ ){0,2}(?:was|were) (?:not|no longer|gone) (?:here|around|alive)?)(?=.*\\b(?:start" +
      " (?:again|over|fresh)|move on|find someone|be free|be happy)\\b)",
    { wholeMessage: true },
  ),
  S(
    "hopeless",
    "no-future",
    2,
    "\\b(?:can not|could not|do not) (?:see|imagine|picture) (?:myself|me) (?:at \\d+|at (?:twenty|thirty" +
      "|forty|fifty)|getting old|growing old|old)\\b|\\bthere is (?:just )?nothing (?:there|ahead)\\b",
  ),
  S(
    "calm-after-despair",
    "decided",
    2,
    "\\b(?:since i|now that i|now i have|i have) decided(?= *(?:[.!?,;]|$| everything| it al" +
      "l))|\\bdecided everything\\b|\\bdo not worry" +
      " about me\\b|\\bweight (?:has )?lifted\\b",
  ),
  S("calm-after-despair", "calm", 1, "\\beverything is (?:clear|quiet|calm|still)\\b|\\bnothing but relief\\b|\\bcalm about it\\b", {
    modifier: true,
    modifies: CALM_MODIFIES,
  }),

  // Goodbyes and arrangements for after.
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:a letter|letters|a note|notes) (?:to|for) (?:each|every|all) (?:of )?(?:person|one" +
      "|the people|my|the)\\b|\\b(?:the )?last thing i am (?:going to|gonna) (?:type|write|say|post|send)\\b|\\b(?:signing off" +
      "|logging off|saying goodbye|goodbye) (?:\\w+ ){0,3}for the last time\\b|\\bfor the last time(?= *(?:[.!?]|$))",
  ),
  S(
    "goodbye",
    "goodbye",
    2,
    "\\btell (?:my|\\w+) (?:\\w+ ){0,4}(?:that )?i (?:am sorry|tried my best|love (?:them|her|him|you))\\b" +
      "|\\bknow (?:that )?they mattered\\b|\\bwhoever ends up with\\b",
    { unless: /$^/ },
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
  ),
  S(
    "goodbye",
    "settle",
    2,
    "\\bpaid (?:everyone|everybody) back\\b|\\bwithout owing (?:anyone|anybody|anything)\\b|\\b(?:money|cash)" +
      " (?:\\w+ ){0,4}for (?:the|my) funeral\\b|\\bpaid the funeral\\b|\\bgave (?:away )?(?:all )?my savings\\b" +
      "|\\brecord\\w* (?:\\w+ ){0,2}messages? for (?:my|your) \\w+\\b",
    { unless: /$^/ },
  ),
  S(
    "goodbye",
    "go-for-good",
    2,
    "\\b(?:before|when) (?:they|i|you|people) go for good\\b|\\b(?:nobody|no one) (?:is going to|will) be" +
      " (?:living|here|there) (?:\\w+ ){0,4}anymore\\b",
    { unless: /$^/ },
  ),
  S(
    "goodbye",
    "pet",
    2,
    "^(?=.*\\b(?:gave|given|giving|rehomed|rehoming|found a home for|regale)\\b)(?=.*\\b(?:cat|dog|pet|pets" +
      "|perro|gato|good dog|good cat|rabbit|looked after)\\b)",
    { wholeMessage: true },
  ),
  S(
    "goodbye",
    "pet-care",
    2,
    "\\b(?:cat|dog|pets?|fish|rabbit|kids) (?:is|are|will be|gets|get) (?:looked after|taken care of" + "|cared for|rehomed)\\b",
    { unless: /\b(?:holiday|vacation|trip|away for|weekend away|conference)\b/ },
  ),
  S(
    "hopeless",
    "cover",
    2,
    "\\b(?:thinks?|think|told (?:her|him|them|everyone|my \\w+)) (?:that )?(?:it is|it was|i am) (?:because" +
      "|going|moving)\\b(?:[a-z ]){0,40}\\b(?:but i am not|but it is not|nobody can|abroad)\\b|\\btold (?:her|him|them|everyone)" +
      " it was because of\\b",
  ),
  S("goodbye", "giving", 2, "\\b(?:given|gave|giving) my (?:\\w+ )?(?:rings?|watch|records|jewell?ery|guitar|books) to\\b"),
  S(
    "goodbye",
    "goodbye-other",
    3,
    "\\b(?:thanks for everything|goodbye|sorry for everything|i love you)" +
      "(?:[a-z ,]){0,40}\\b(?:not answering|not replying|not picking up|no answer|phone is off|switched off)\\b",
  ),
  S("hopeless", "retract", 1, "\\b(?:never mind|forget i said (?:that|anything)|ignore (?:that|what i said)|did not mean (?:it|that))\\b", {
    modifier: true,
  }),
  S(
    "spiritual",
    "spirit",
    1,
    "\\b(?:ancestors|family altar|pure land|amida|nembutsu|reincarnat\\w*|hereafter|purgatory|moksha" +
      "|samsara|the other side|watch over|tibetan|the moment (?:you|i) (?:go|die|leave))\\b",
    { modifier: true },
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
    { modifier: true, withMeans: true },
  ),
  S(
    "means",
    "body-q",
    2,
    "\\bwhat happens (?:to (?:the|your|a) body )?(?:if|when) (?:you|someone|a person|i|people) (?:fall|jump|drown" +
      "|hang|overdose|take|drink|swallow|step)\\b",
  ),
  S(
    "means",
    "height",
    2,
    "\\b(?:looked up|checked|measured|googled|worked out) (?:\\w+ ){0,2}(?:how high|the height|how tall|how deep" + "|the drop)\\b",
  ),
  S(
    "means",
    "gas",
    3,
    "^(?=.*\\b(?:charcoal|barbecue|bbq|generator|exhaust|hose)\\b)(?=.*\\b(?:shed|garage|car|tent|room|bathroom" +
      "|padlock|locked|seal\\w*|tape)\\b)(?!.*\\b(?:cook\\w*|grill\\w*|burgers?|sausages|party|guests|camping trip)\\b)",
    { wholeMessage: true },
  ),
  S(
    "plan-time",
    "chosen",
    3,
    "\\bi know which (?:bridge|building|one|spot|place|tree|train|floor|cliff|pills)(?= *(?:[.!?,;]|$))" +
      "|\\btalk me out of it\\b|\\b(?:went|go|going) and (?:stood|stand|sat|sit) (?:there|on it|at the edge)\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\bthe plan is (?:{TIME})\\b|\\bthen i can (?:go|leave|rest|be free|stop|be done)(?= *(?:[.!?,;]|$))" +
      "|\\bi have chosen(?= *(?:[.!?,;]|$))",
    { unless: /$^/ },
  ),
  S(
    "goodbye",
    "goodbye",
    3,
    "\\b(?:letters?|notes?|messages?|cards?|emails?) (?:[a-z ]){0,40}\\b(?:arrive|arrives|get there|reach)" +
      " (?:\\w+ )?after(?= *(?:[.!?,;]|$))|\\b(?:wanted|want|needed|need) to say goodbye(?= *(?:[.!?,;]|$)| to (?:someone|somebody" +
      "|anyone|you))",
  ),
  S("goodbye", "said", 2, "\\beverything i (?:never|had never) said\\b"),
  S(
    "goodbye",
    "fault",
    2,
    "\\bnone of (?:it|this)" +
      " (?:was|is) (?:her|his|your|their|anyone s|my \\w+ s) fault\\b|\\b(?:written|wrote|finished|left) (?:my|a) (?:note|letter)" +
      "(?= *(?:[.!?,;]|$))",
  ),
  S("goodbye", "settle-all", 2, "\\b(?:have|got|having) everything (?:done|sorted|in order|taken care of|arranged)\\b"),
  S("goodbye", "passwords", 2, "\\bpasswords?" + " (?:\\w+ ){0,6}(?:in an envelope|written down for)\\b"),
  S(
    "goodbye",
    "left-to",
    2,
    "\\b(?:left|leave|leaving) my (?:\\w+ )?(?:journal|diary|laptop|guitar" + "|records|books|car|savings|jewell?ery|ring|watch) to\\b",
  ),
  S("goodbye", "thanks", 1, "\\bthank you for (?:being|everything|all)\\b|\\btake care of yourself\\b", {
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),
  S("spiritual", "spirit", 1, "\\b(?:soul|souls|hungry ghost|forgive me|let me into heaven)\\b", { modifier: true }),

  // Means and plans, asked or told more plainly still.
  S(
    "means",
    "enough-q",
    2,
    "\\b(?:sea|river|water|tide|drop|fall|height|bridge|cliff|rope|cord|belt|cable|pills|tablets|dose|the lot)" +
      " (?:[a-z ]){0,40}\\benough(?= *(?:[.!?,;]|$))",
    { unless: /\b(?:dog|cat|pet|vet|puppy|kitten)s?\b/ },
  ),
  S("means", "organs", 3, "\\b(?:shut|shuts|shutting) (?:\\w+ ){0,2}(?:organs|liver|kidneys|heart|body) down\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:quickest|fastest|easiest|surest|least painful|best) (?:\\w+ ){0,2}way to (?:bleed out|drown|ha" +
      "ng|overdose" +
      "|jump|od|stop breathing|not wake up)\\b",
  ),
  S("means", "unseen", 1, "\\b(?:least|fewest|no) (?:people|one|cameras|witnesses) (?:around|about|watching|at night|there)\\b", {
    modifier: true,
    modifies: ["means"],
  }),
  S(
    "means",
    "hanging",
    3,
    "\\b(?:banister|beam|door frame|doorframe|hook|rail|pipe|branch|loft hatch|curtain rail) (?:\\w+ ){0,3}(?:is" +
      "|are|would be|will be|seems) (?:\\w+ )?(?:strong|sturdy) enough\\b|\\bhold my weight\\b|\\b(?:tying|tie|tied) (?:a )?(?:knots?" +
      "|slipknot)\\b(?=.*\\b(?:banister|beam|hook|rail|branch|loft)\\b)",
  ),
  S(
    "means",
    "have-it",
    2,
    "\\bhave (?:the|my) (?:pills|tablets|rope|gun|blade|razor|knife|stash) (?:ready|here|hidden|in my|with me" + "|under|in the)\\b",
    { unless: new RegExp(`${MEDICAL.source}|\\b(?:dose|for (?:my|her|his|the) \\w+)\\b`) },
  ),
  S("plan-time", "plan", 2, "\\bit is happening(?= *(?:[.!?,;]|$))|\\bnow i can (?:go|leave|rest|be free|die)(?= *(?:[.!?,;]|$))"),
  S(
    "plan-time",
    "spare",
    2,
    "\\b(?:will not|do not want to|would not|can not) (?:ruin|spoil) (?:that|it|the day|her \\w+|his \\" +
      "w+|christmas)" +
      "(?= for (?:her|him|them|everyone)\\b)",
  ),
  S("plan-time", "last", 3, "\\blast (?:day|night|week) (?:full stop|period|ever|of everything|alive)\\b"),
  S(
    "calm-after-despair",
    "decided",
    2,
    "\\b(?:have|has|had) already decided(?= *(?:[.!?,;]|$))|\\basking because i have(?= *(?:[.!?]|$))" +
      "|\\bmade my peace(?= *(?:[.!?,;]|$)| with (?:dying|death|leaving|going|it all|everyone|god))",
  ),
  S(
    "not-being-here",
    "join",
    2,
    "\\b(?:will be|going to be|be) with (?:jesus|god|the lord|allah|my maker|the angels|the buddha)" +
      "(?= *(?:[.!?,;]|$)| {TIME}| soon)|\\bready to (?:go|meet) (?:my maker|god|jesus|the lord)\\b|\\bat peace with (?:god|the lord" +
      "|my maker|everything) (?:and )?(?:i am )?ready to go\\b",
  ),
  S(
    "goodbye",
    "last-touch",
    2,
    "\\b(?:hugged|held|kissed|visited|saw|called|rang) (?:\\w+ ){0,3}(?:longer than usual|one last time" +
      "|for the last time)\\b|\\b(?:message|text|note) saying i love (?:them|you|her|him)\\b",
  ),
  S("goodbye", "goodbye", 3, "\\bif (?:anyone|someone|somebody|you) (?:ever )?finds? this\\b"),
  S("goodbye", "settle", 2, "\\bdeleted everything(?= *(?:[.!?,;]|$))"),
  S("hopeless", "retract", 1, "^(?:whatever|nevermind|anyway|forget it|ignore me|doesnt matter|it does not matter)\\b", { modifier: true }),
  S("spiritual", "spirit", 1, "\\b(?:a good death|die with a calm mind)\\b", { modifier: true }),

  // Still plainer: how a means would feel, going together, hiding places, a room booked, notes left where they will be found.
  S(
    "means",
    "feel",
    3,
    "\\benough (?:that|so) (?:you|i|someone|a person) (?:would|will|could) (?:pass out|black out|drown|die|n" +
      "ot survive)\\b" +
      "|\\b(?:would|will|could|do) (?:you|i|someone|they) (?:pass out|black out|drown|die) (?:quickly|fast|instantly|straight away)\\b",
  ),
  S(
    "means",
    "sleep-away",
    3,
    "^(?=.*\\b(?:a lot of|lots of|plenty of|the rest of|left over|leftover) (?:her |his |my |the )?(?" +
      ":\\w+ )?{DRUG}" +
      "|{DRUG} (?:\\w+ ){0,2}(?:left|left over)\\b)(?=.*\\b(?:makes? you|make me|would i|do you|you just) (?:just )?(?:fall asleep|go to" +
      " sleep|drift off|slip away)\\b)",
    { wholeMessage: true },
  ),
  S(
    "direct",
    "together",
    3,
    "^(?=.*\\bso (?:we|we can|we could) (?:go|die|leave|end it) together(?= *(?:[.!?,;]|$)))" +
      "(?=.*\\b(?:{DRUG}|pills|die|dying|cancer|chemo|bridge|jump)\\b)",
    { wholeMessage: true },
  ),
  S("means", "gas", 3, "^(?=.*\\b(?:car|engine)\\b)(?=.*\\bgarage\\b)(?=.*\\bengine (?:on|running)\\b)", { wholeMessage: true }),
  S(
    "means",
    "knots",
    2,
    "\\b(?:researching|researched|looked up|reading about|learning|practising|practicing|googling) (?:\\w+ " + "){0,2}knots?\\b",
  ),
  S(
    "for-a-friend",
    "not-for",
    1,
    "\\bnot for (?:a story|sailing|climbing|camping|school|homework|a book|work|a project|fun)(?= " + "*(?:[.!?,;]|$))",
    { modifier: true },
  ),
  S("means", "hidden", 3, "\\b{DRUG}(?:[a-z ,]){0,40}\\b(?:hidden|hid|stashed|tucked away) (?:in|under|behind|at)\\b", { unless: MEDICAL }),
  S(
    "self-harm",
    "self-harm",
    3,
    "\\bkeep (?:the|a|my) (?:razor|blade|lighter)s? (?:\\w+ ){0,2}(?:pencil case|bra|" + "sock|under my" + " pillow)\\b",
  ),
  S(
    "means",
    "do-it-place",
    3,
    "^(?=.*\\b(?:river|sea|lake|water|cliff|building|car park|balcony|tablets|pills|bridge|train)\\b)" +
      "(?=.*\\b(?:better|best|easier|time) to do it\\b)",
    { wholeMessage: true },
  ),
  S(
    "plan-time",
    "nobody-home",
    2,
    "\\b(?:got|have) it all (?:sorted|pla" + "nned|arranged" + "|ready) for\\b|\\b(?:my )?plan is (?:set|ready|in place|made) for\\b",
  ),
  S(
    "hopeless",
    "secrecy",
    3,
    "\\bso (?:no one|nobody|my family|they|my \\w+) (?:finds?|will find|has to find|have to find|sees?" + "|will see)" + " me\\b",
  ),
  S("plan-time", "last", 3, "\\bthis is the last (?:week|day|night|weekend)(?= *(?:[.!?,;]|$))"),
  S("calm-after-despair", "decided", 2, "\\bmade up my mind(?= *(?:[.!?,;]|$))|\\bi (?:feel|am) ready(?= *(?:[.!?]|$))"),
  S(
    "not-being-here",
    "leave-body",
    3,
    "\\bgo to (?:the pure land|heaven|paradise|the other side|the next world) (?:{TIME})\\b" +
      "|\\b(?:meet|meeting|see|seeing|join|joining) (?:my |our )?(?:ancestors|maker) (?:soon|tonight|tomorrow|this)\\b",
  ),
  S(
    "means",
    "take-pills",
    3,
    "\\b(?:when|before|after|as|while) i (?:take|swallow) (?:the|my|all the|all my|all of the) (?:pills|tablets" + "|{DRUG})\\b",
  ),
  S(
    "goodbye",
    "passwords",
    3,
    "\\b(?:passwords?|passcodes?|pin|bank details|login details)(?:[a-z ]){0,50}\\b(?:in an envelope|on a note" +
      "|note in)\\b(?:[a-z ]){0,30}\\bfor my \\w+\\b",
  ),
  S(
    "goodbye",
    "found",
    3,
    "\\bi (?:\\w+ ){0,8}(?:put|left|leave|hid|placed) it where(?= (?:she|he|they|someone|my \\w+)" +
      " (?:will|would|can|is going to) find it\\b)",
  ),
  S(
    "goodbye",
    "amends",
    2,
    "\\b(?:said sorry|apologi[sz]ed|made amends|made peace) (?:to|with) (?:everyone|the people|all the people" +
      "|people i|everybody)\\b|\\b(?:know|remember) (?:that )?i was here\\b",
  ),
  S(
    "goodbye",
    "meant",
    2,
    "\\btold (?:them|everyone|her|him|my \\w+|all of them) how much (?:they|you|she|he) (?:meant|mean|mattered)" + " to me\\b",
  ),
  S("goodbye", "wrote-all", 2, "\\b(?:wrote|written|writing) to (?:all|each) (?:of )?my\\b"),
  S("plan-time", "finality2", 2, "\\bso this is it\\b|^this is it(?= *(?:[.!]|$))"),
  S("goodbye", "thanks", 1, "(?:^|\\. )(?:bye|goodbye)(?: everyone| all| forever| now)?(?= *[.!?]*$)|\\bthanks for (?:all|everything)\\b", {
    modifier: true,
    modifies: ["goodbye", "not-being-here", "plan-time"],
  }),

  // Gone by a day, a funeral of one's own in mind, a place one will need nothing.
  S(
    "not-being-here",
    "not-here",
    3,
    "\\bbe gone (?:{TIME})\\b|\\bsomewhere i (?:will not|would not|do not|am not going to) need" +
      " (?:anything|things|it|them|any of (?:it|this))\\b",
  ),
  S(
    "not-being-here",
    "own-funeral",
    2,
    "\\b(?:at|for|plan|planning|thinking about|think about) my (?:own )?funeral\\b|\\bthe funeral i" +
      " (?:will|am going to) have\\b|\\bwho (?:will|would) (?:come|turn up|show up) (?:to my funeral)?(?= *(?:[.!?]|$))",
  ),
  S("goodbye", "written-down", 2, "\\b(?:written|wrote|writing) (?:it )?all down for my \\w+\\b"),
  S(
    "means",
    "jump-at",
    3,
    "\\b(?:going|go|went|drive|driving|walk|walking|get|getting) (?:there|to (?:the|that) (?:bridge|cliff|roof" +
      "|building|tower|car park)) (?:\\w+ ){0,3}to jump\\b",
  ),

  // Choosing to go, things arranged for a day, amounts that kill.
  S("plan-time", "nobody-home", 1, "\\b(?:nobody|no one) will be (?:home|around|in|here)\\b", { modifier: true, modifies: ["plan-time"] }),
  S(
    "plan-time",
    "chose-go",
    2,
    "\\b(?:chose|chosen|choosing|choose|decided|deciding) to (?:go|leave)" + "(?= *(?:[.!?,;]|$)| before| early| now" + "| soon| tonight)",
  ),
  S(
    "plan-time",
    "arranged",
    2,
    "\\b(?:everything|it all|all|things) (?:is |are )?(?:arranged|sorted|organi[sz]ed|planned)" + " for (?:{TIME})\\b",
  ),
  S(
    "means",
    "dose",
    3,
    "\\bhow (?:much|many) (?:\\w+ ){0,3}(?:kills?|would kill|will kill|could kill)" + " (?:you|a person|someone|me|people)\\b",
  ),
  S("spiritual", "spirit", 1, "\\b(?:prayer|pray)\\b", { modifier: true }),

  // Means in place with the house empty; a pet left for good; what was needed, taken.
  S(
    "means",
    "have-it",
    2,
    "\\b(?:the|my) (?:pills|tablets|rope|gun|blade|razor) (?:are|is)" + " (?:in|ready|hidden|under|here|waiting)\\b",
    { unless: new RegExp(`${MEDICAL.source}|\\b(?:dose|for (?:my|her|his|the) \\w+)\\b`) },
  ),
  S("plan-time", "nobody-home", 1, "\\b(?:everyone|everybody|the house) (?:is|will be) (?:out|away|asleep|empty)\\b", {
    modifier: true,
    modifies: ["plan-time", "means"],
  }),
  S(
    "goodbye",
    "pet-for-good",
    3,
    "\\b(?:leaving|leave|left|giving|gave|given) (?:my )?(?:cat|dog|pets?|rabbit|\\w+)" + " (?:with|to) (?:\\w+ ){0,3}for" + " good\\b",
  ),
  S("means", "took", 3, "\\bi (?:took|have taken|swallowed|have swallowed) (?:what i needed|enough|it all|everything|all of them)\\b"),
  S(
    "wish-to-die",
    "long-sleep",
    2,
    "\\bsleep for (?:a )?(?:very |really )?long time\\b" + "|\\bsleep (?:forever|for good|and not come back)\\b",
  ),

  // A time known at last, an evening planned to its end, certainty asked of a height, water asked about, a future cancelled.
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:i would|i will|i said i would) know when it (?:was|is|would be) time\\b" +
      "|\\b(?:evening|night|day|weekend)" +
      " (?:is )?(?:all )?planned out\\b",
    { unless: /$^/ },
  ),
  S("plan-time", "unwatched", 2, "\\b(?:nobody|no one) (?:checks|will check|would check|is checking) on me\\b"),
  S("means", "then-means", 3, "\\bthen (?:the|my|all the|all my) (?:tablets|pills|{DRUG}|rope|bridge|car park|tracks)(?= *(?:[.!?,;]|$))"),
  S("means", "sure-q", 3, "\\b(?:fall|drop|height|jump|dose|amount)(?:[a-z ]){0,40}\\bto be (?:sure|certain|fatal)\\b"),
  S(
    "means",
    "water-q",
    2,
    "\\bis (?:the )?(?:canal|river|lake|quarry|reservoir|sea|water|harbour|dam)(?: \\w+){0,4} (?:deep|cold|fast)" +
      "(?= *(?:[.!?,;]|$)| enough)",
  ),
  S(
    "means",
    "strongest",
    2,
    "\\bstrongest (?:thing|stuff|one|pills?|tablets?|painkillers?) (?:\\w+ ){0,3}(?:medicine cabinet|cupboard" +
      "|house|pharmacy|bathroom)\\b|\\b(?:do|does) (?:the )?trains? (?:slow down|stop|speed up)\\b",
  ),
  S("not-being-here", "not-here", 2, "\\b(?:for|after) when i am (?:not around|gone|not here|dead)\\b"),
  S(
    "not-being-here",
    "not-here",
    3,
    "\\b(?:will not|not going to|would not) be (?:here|around|alive) (?:for|at|on|by) (?:christmas" +
      "|my birthday|new year|the holidays|the wedding|summer|(?:\\w+ )?birthday|{TIME})\\b",
    { unless: /\b(?:spain|abroad|visiting|trip|holiday|travel\w*|away|flight|work)\b/ },
  ),
  S("not-being-here", "not-here", 3, "\\bi (?:will|am going to|would) be dead (?:by|before|on|in) \\w+"),
  S("goodbye", "giving", 2, "\\bgave (?:\\w+ ){0,3}my (?:clothes|things|stuff|belongings|books|jewell?ery|records)\\b"),
  S(
    "goodbye",
    "destroy",
    2,
    "\\b(?:binned|burned|burnt|shredded|destroyed|deleted) (?:all )?(?:of )?my (?:diaries|journals|letters" +
      "|notebooks)\\b|\\b(?:nobody|no one) (?:needs|has) to see (?:any of )?(?:it|them|this)\\b",
  ),
  S(
    "goodbye",
    "cancel",
    3,
    "\\bcancel\\w* (?:my )?(?:\\w+ )?(?:appointment|appointments|plans|subscriptions?|holiday|booking)" + "(?:[a-z .]){0,30}\\bno point\\b",
  ),
  S(
    "loss",
    "loss",
    1,
    "\\b(?:ex|wife|husband|partner) got (?:the )?(?:house|kids|children|custody)\\b|\\b(?:divorce|eviction)" + " papers\\b",
    { modifier: true, withMeans: true },
  ),

  // Leaving on one's own terms, forgiveness asked in advance, a place visited night after night.
  S(
    "plan-time",
    "own-terms",
    3,
    "\\b(?:go|leave|cross over|die|end it|exit|check out|going) (?:\\w+ )?on my own terms\\b|\\bforgive\\w*" +
      " (?:me )?in advance\\b|\\b(?:go|leave|die) on purpose\\b",
  ),
  S(
    "plan-time",
    "plan",
    2,
    "\\b(?:choosing|picking|setting) (?:a |the )?(?:day|date|night|time)\\b|\\bfind out soon(?: enough)?\\b" +
      "|\\bit is (?:almost|nearly) time(?= *(?:[.!?,;]|$))",
    { unless: /$^/ },
  ),
  S("calm-after-despair", "accepted", 2, "\\baccepted my (?:own )?death\\b|\\bi (?:can not|cannot) stay(?= *(?:[.!?,;]|$))"),
  S("hopeless", "done", 2, "\\bi am (?:so )?done here(?= *(?:[.!?,;]|$))"),
  S(
    "means",
    "stockpile",
    2,
    "\\b(?:bought|buying|got|picked up) (?:a lot of|lots of|loads of|\\d+ (?:packs|boxes|packets) of|several" +
      " (?:packs|boxes|packets) of|extra) {DRUG}",
  ),
  S(
    "means",
    "place-visits",
    2,
    "\\b(?:been|went|go|going|stood|standing) (?:on|to|at) the (?:bridge|roof|cliff|tracks|edge|ledge" +
      "|platform edge) (?:every|each|most|again|at night|last night)\\b",
  ),
  S("spiritual", "spirit", 1, "\\b(?:moment of death|last thought|sutras?|allah|nirvana|the buddha)\\b", { modifier: true }),

  S("not-being-here", "join", 3, "\\b(?:be|is|are) waiting for me (?:if|when|once) i (?:go|die|leave|pass)\\b"),
  S(
    "goodbye",
    "note-for",
    2,
    "\\b(?:wrote|written|left) a (?:note|letter) for my (?:parents|family|kids|mum|mom|dad|wife|husband" + "|partner|children)\\b",
  ),

  // Comparing methods, a dose for one's own weight, sedatives for a person, a blade kept hidden.
  S(
    "means",
    "compare",
    3,
    "\\b(?:quicker|easier|less painful|more painful|better|more certain|faster|surer) to" +
      " (?:jump|hang|drown|overdose" +
      "|use (?:the )?pills|take (?:the )?pills|cut|bleed out)\\b",
  ),
  S(
    "means",
    "own-weight",
    3,
    "\\b(?:someone|a person|somebody) (?:my|of my) (?:size|weight)\\b" +
      "|\\b(?:would|will|do|does) (?:\\w+ ){0,2}work" +
      " on a (?:person|human)\\b",
  ),
  S("means", "dose", 2, "\\bwhich of (?:her|his|my|the|their) (?:\\w+ ){0,2}(?:tablets|pills|{DRUG}) (?:are|is) (?:the )?strongest\\b"),
  S("self-harm", "self-harm", 3, "\\b(?:blade|razor)s? (?:\\w+ )?(?:taped|hidden|stashed) (?:under|in|behind|inside)\\b"),
  S(
    "means",
    "height",
    2,
    "\\b(?:the )?drop (?:from|off) (?:the )?(?:top of )?(?:the )?" +
      "(?:cliff|bridge|roof|building|car park|tower|viaduct" +
      "|balcony)\\b",
  ),
  S("loss", "loss", 1, "\\beviction\\b|\\bput (?:my|our) (?:dog|cat) down\\b|\\b(?:he|she) was all i had\\b", {
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
    { modifier: true, withMeans: true },
  ),
  S(
    "for-a-friend",
    "friend",
    1,
    "\\b(?:asking for a friend|for a friend|not (?:asking )?for (?:me|myself)|hypothetical\\w*" +
      "|theoretical\\w*|just curious|out of curiosity|(?:friend|mate|someone) (?:asked me|wants" +
      " to know|was asking|is asking|wonders|wondered)|asking for someone)\\b",
    { modifier: true },
  ),
  S(
    "spiritual",
    "spirit",
    1,
    "\\b(?:reborn|rebirth|karma|afterlife|heaven|hell|a sin|sinful|forgive me|next life|bardo" + "|mantra|renacer\\w*|cielo|pecado)\\b",
    { modifier: true },
  ),
  S("wish-to-die", "not-wanting", 3, "\\bnot wanting to (?:be alive|live|exist|be here|wake up|be around)\\b"),
  S(
    "direct",
    "direct",
    3,
    "\\b(?:want to|going to|gonna|should|might|will|about to|ready to) (?:just )?rope\\b|\\bctb\\b" +
      "|\\bthrow myself (?:off|in front|under|into)\\b",
  ),
  S(
    "hopeless",
    "secrecy",
    1,
    "\\b(?:have not|not|never) told (?:anyone|anybody|a soul)\\b|\\b(?:nobody|no one) knows\\b" +
      "|\\bnobody (?:will|would) (?:find out|know)\\b",
    { modifier: true },
  ),
];

const ANIMAL = /\b(?:dog|dogs|cat|cats|puppy|kitten|pet|pets|horse|rabbit|hamster|parrot|bird|vet)\b/;
for (const s of SIGNALS) if (s.family === "means" && ["dose", "overdose", "drug", "painless"].includes(s.key)) s.unless = ANIMAL;
// A plan or a decision about an ordinary event: an exam, a resignation, a move.
const BENIGN_EVENT = new RegExp(
  "\\b(?:exam|exams|my notice|quit|quitting|resign\\w*|interview|moving|move house|marathon" +
    "|race|deadline|semester|term|contract|lease|course|appointment|presentation|speech" +
    "|tattoo|propos\\w*|haircut|driving test|audition|diet|gym|new job|test)\\b",
  "",
);
for (const s of SIGNALS) if (s.family === "plan-time" && s.weight <= 2 && !s.unless && !s.modifier) s.unless = BENIGN_EVENT;
// Giving things away and goodbyes are ordinary when someone is moving house or country, or losing someone else.
const MOVING = new RegExp(
  "\\b(?:moving|move|moved|relocat\\w*|emigrat\\w*|new job abroad|me mudo|mudarme|mudanza|declutter\\w*|downsiz\\w*|charity shop" +
    "|donat\\w*" +
    "|put down|put to sleep|the vet|hospice|palliative|(?<!my )(?<!own )funeral|is dying|last days|passed away)\\b",
);
for (const s of SIGNALS) if (s.family === "goodbye" && (s.weight <= 2 || s.key === "giving-all") && !s.unless) s.unless = MOVING;
// Farewells at work or school, letters for a child's coming of age, a move abroad: ordinary goodbyes, whatever their weight.
const ORDINARY_FAREWELL = new RegExp(
  "\\b(?:retire\\w*|retirement|leaving (?:the |my )?(?:school|job|company|team|firm)|farewell party|leaving do" +
    "|colleagues|turns? \\d+|graduation|for (?:my|the|their) (?:students|pupils|class)" +
    "|when (?:they|he|she) (?:turn|turns|graduate|marry)|family tradition|emigrat\\w*|new country" +
    "|me mudo|mudarme|mudanza|otro pais|companeros de trabajo|jubil\\w*)\\b",
);
for (const s of SIGNALS) {
  if (s.family === "goodbye") s.unless = s.unless ? new RegExp(`${s.unless.source}|${ORDINARY_FAREWELL.source}`) : ORDINARY_FAREWELL;
}
// Medicines left by a hospice or palliative team are for the person being cared for.
const CARED_FOR = /\b(?:hospice|palliative|care team|district nurse)\b/;
for (const s of SIGNALS) if (s.family === "means" && s.key === "stockpile") s.unless = CARED_FOR;

// ---------------------------------------------------------------------------------------------------------------
// What sets a sign aside: idioms (removed before matching), denials (over the words they cover), distance frames.

const IDIOMS: RegExp[] = [
  /\b(?:killing|kills) me\b/g,
  /\bkill(?:ing|ed)? (?:for|the lights|the engine|the music|the mood|the vibe|time|it)\b/g,
  /\bkilled it\b/g,
  /\bdead (?:tired|serious|end|set|on|beat|on my feet)\b|\bdeadlines?\b/g,
  /\b(?:dying|die) (?:to|for) (?:know|see|try|hear|go|meet|read|get|a|an|some)\b|\bto die for\b/g,
  /\b(?:would )?rather die than\b/g,
  /\b(?:die|died|dying|dead|death)\b (?:of |from |with )?(?:laughing|laughter|embarrassment|boredom|shame|cringe|cuteness)\b/g,
  /\b(?:bored|scared|worried|frightened|freezing|sick) to death\b/g,
  /\b(?:will|is going to|going to|would|gonna) kill me (?:when|if|for)\b/g,
  new RegExp(
    "\\b(?:phone|battery|laptop|car|plant|plants|computer|engine|wifi|tablet|headphones)\\b" +
      " (?:has |have |just |is |was )?(?:died|dying|dead)\\b",
    "g",
  ),
  new RegExp(
    "\\bif (?:i|we) (?:have|had) to [a-z ]{1,60}(?:one more time|again)[ ,]*(?:i am|i will" +
      "|i would)?[a-z ]{0,30}(?:jump|kill|die|scream|lose it)[a-z ]{0,30}",
    "g",
  ),
  new RegExp(
    "\\b(?:muert[oa]s?|morir\\w*|me muero) de (?:la )?(?:cansancio|hambre|sueno|risa|miedo|frio" +
      "|calor|ganas|verguenza|aburrimiento)\\b|\\bme muero por\\b",
    "g",
  ),
  /\bme mata(?:n)? (?:el|la|los|las)\b|\bme (?:esta|estan) matando\b/g,
  /\b(?:killing|kills) (?:my|the) (?:vibe|mood|buzz)\b/g,
  // Hyperbole about a meeting or a review: "if i have to sit through one more review i will throw myself off the balcony".
  new RegExp(
    "\\bif (?:i|we) (?:have|had|got) to [a-z ]{1,60}(?:one more|another|again|any longer)[a-z ]{0,60}?" +
      "(?:jump|kill|die|scream|throw myself)[a-z ]{0,40}",
    "g",
  ),
  // A match lost: "if my team loses on sunday im done".
  /\bif (?:my|our|the) (?:team|club|side|lads) (?:\w+ ){0,2}(?:lose|loses|lost|go down|gets relegated)\b[^.!?;]*/g,
  /\bsuicide (?:squad|mission|doors?|run|sprints?)\b/g,
];

const DENIALS: RegExp[] = [
  re(
    "\\b(?:i |i would |i will |i could |i am |i do |i have |i )?(?:never|not ever|would never" +
      "|will never|could never|never ever)(?![a-z ]{0,60}\\b(?:until|till|but now|and now)\\b) {NEGGAP}" +
      "(?:hurt|harm|kill|end|take|cut|do anything|do something" +
      "|wanted to die|want to die|think about|thought about|considered|attempt)\\w*(?: (?:to |of" +
      " )?(?:myself|my (?:own )?life|it all|suicide|ending))?",
  ),
  re(
    "\\bnot (?:suicidal|depressed|in danger|at risk|a danger to myself|going to (?:kill|hurt|harm" +
      "|end|do)\\w*(?: myself| my (?:own )?life| it)?|planning (?:to|on) (?:\\w+ )?(?:myself|my" +
      " life|it))",
  ),
  re(
    "\\bno (?:suicidal )?(?:thoughts?|intention|intent|intentions|plans?|urges?|desire|wish) " +
      "(?:of|to|about) {W2}(?:suicide|kill\\w*|end\\w*|hurt\\w*|harm\\w*|dy\\w*|die)(?: (?:myself" +
      "|my (?:own )?life|it))?",
  ),
  re(
    "\\b(?:suicide|killing myself|ending (?:it|my life)|self harm\\w*|dying|taking my (?:own )?life)" +
      " (?:is|was|would be|will be|will never be|would never be|has never been) (?:not|never) (?:an" +
      " option|on the table|something)",
  ),
  re("\\b(?:suicide|killing myself|ending it|self harm) (?:is|was) (?:not|never|off) (?:an option|the table|the answer)"),
  re("\\b(?:i |i really )?(?:do|did) not want to (?:die|kill myself|hurt myself|end my life|end it)(?: or anything)?\\b"),
  re("\\bnot (?:thinking|thought) (?:of|about) (?:hurting|harming|killing|ending|suicide)\\w*(?: myself| my (?:own )?life| it)?"),
  re(
    "\\b(?:used to|years ago|in the past|when i was (?:a teen|younger|young|a kid|a teenager))" +
      " {W2}(?:self harm\\w*|cut\\w*|hurt\\w* myself|harm\\w* myself)",
  ),
  re("\\b(?:self harm\\w*|cut\\w*|hurt\\w* myself) {W2}(?:years ago|in the past|when i was (?:a teen|younger|young|a kid|a teenager))"),
  re(
    "\\bno (?:estoy|soy) suicida\\b|\\bnunca (?:me )?(?:haria|hare) dano\\b|\\bno (?:pienso|voy" +
      " a) (?:matarme|suicidarme|hacerme dano)\\b",
  ),
];

const DISTANCE: RegExp[] = [
  // Fiction.
  new RegExp(
    "\\b(?:my|the|a|this|our|his|her) (?:main |lead )?character\\b|\\bprotagonist\\b|\\bvillain\\b" +
      "|\\bscreenplay\\b|\\bsongwriting\\b|\\blyrics?\\b|\\bchorus\\b|\\bfanfic\\b|\\bdnd\\b|\\bcampaign\\b",
    "",
  ),
  new RegExp(
    "\\b(?:writing|write|wrote|drafting|draft|reading|read|watched|watching|studying|analysing" +
      "|analyzing) (?:a|my|the|this|our|an) (?:\\w+ ){0,2}(?:novel|story|book|poem|screenplay" +
      "|script|film|movie|play|game|song|essay|scene|chapter|short story|comic|series|show)\\b",
    "",
  ),
  /\b(?:in|from|of) (?:the|my|our) (?:film|movie|novel|book|play|show|series|game|song|poem|story|episode|chapter|scene|last scene)\b/,
  /\b(?:ophelia|hamlet|anna karenina|romeo|juliet|madame bovary|werther|virginia woolf|sylvia plath|the bell jar)\b/,
  // History and study.
  new RegExp(
    "\\b(?:history|historically|century|ancient|medieval|ww1|ww2|world war|the war|samurai" +
      "|seppuku|harakiri|kamikaze|masada|romans?|emperor|socrates|hemlock|hemingway|cleopatra" +
      "|nicaea|martyrs?|in class|homework|essay|comparative religion|thich quang duc|judas|why did (?!i\\b))\\b",
    "",
  ),
  /\b(?:in|of) 1\d{3}\b/,
];

// Third-person subjects and speech frames, for telling "other" from "self".
const THIRD = re(
  "^(?:he|she|they|him|them|{KIN}|character|protagonist|hero|heroine|villain|narrator|man|woman" +
    "|monk|monks|soldiers?|defenders|samurai|pilots)$",
  "",
);
const GENERIC = /^(?:someone|somebody|anyone|people|you|one)$/;
const SPEECH = re(
  "\\b(?:he|she|they|{KIN}) (?:\\w+ ){0,2}(?:said|says|say|told|tells|texted|texts|wrote|writes" +
    "|messaged|posted|sent|keeps saying|kept saying|has been saying|was saying|asked)\\b",
  "",
);
/** Words reported from someone else: "and said 'you will be fine without me'" (never "i said"). */
const REPORTED = /(?<!\bi )\b(?:said|says|saying|told me|texted|wrote|messaged)\b[^"]*"[^"]*$/;
const MEANS_VERB = new RegExp(
  "^(?:tried|tries|trying|plans|planned|has|have|had|is|was|keeps|kept|took|takes|bought" +
    "|buys|saved|saves|wants|told|said|says|asked|got|found|hid|hides|searched|googled" +
    "|looked|researched|swallowed)$",
  "",
);
const SUBORDINATE = /^(?:til|till|until|when|while|after|before|once|because|since|if|as|whenever)$/;
const JOIN = /\b(?:join|follow|be with|be where|see (?:him|her|them))\b/;
const SELF_WORDS = /\b(?:myself|my|me|i)\b/;
const OTHER_WORDS = /\b(?:himself|herself|themselves|themself|his|her|their|him|them|he|she|they)\b/;

interface Hit {
  modifies?: Family[];
  /** Said of "someone" or "you": set aside inside a story or a history lesson. */
  generic?: boolean;
  family: Family;
  key: string;
  weight: number;
  who: CareKind;
  modifier: boolean;
  withMeans: boolean;
}

function overlaps(a: [number, number], spans: Array<[number, number]>): boolean {
  return spans.some(([s, e]) => a[0] < e && s < a[1]);
}

function spansOf(patterns: RegExp[], text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const p of patterns) {
    p.lastIndex = 0;
    for (const m of text.matchAll(p)) spans.push([m.index!, m.index! + m[0].length]);
  }
  return spans;
}

/** Who a sign at this position is about: the writer, or another person they report on. */
const SPANISH = new RegExp(
  "\\b(?:que|por|para|estoy|quiero|tengo|una|los|las|muy|pero|esta|todo|mas|nada|vida" +
    "|porque|he comprado|he pensado|he decidido|ya no|mi familia|no puedo|no se)\\b",
  "g",
);
const SPANISH_OTHER = re(
  "\\b(?:mi|su|un|una) {KIN} (?:\\w+ ){0,4}(?:quiere|dice|dijo|habla|hablo|piensa|se|ha|tiene" + "|esta|intento|escribio)\\b",
  "",
);

/** A message in Spanish: "he" is "I have", and persons are read from the verbs. */
function looksSpanish(text: string): boolean {
  return (text.match(SPANISH)?.length ?? 0) >= 1;
}

function attribute(
  sentence: string,
  start: number,
  match: string,
  forAFriend: boolean,
  family: Family,
  spanish = false,
): CareKind | "generic" | "assumed" {
  if (forAFriend) return "self";
  if (spanish) return SPANISH_OTHER.test(sentence.slice(0, start + match.length)) ? "other" : "self";
  const neutralOnly = (): "self" | "generic" => (SELF_WORDS.test(match) ? "self" : "generic");
  // The sign's own words say whose it is ("kill myself", "without him"), when they say it one way only.
  const selfIn = SELF_WORDS.test(match);
  const otherIn = family !== "means" && !JOIN.test(match) && OTHER_WORDS.test(match);
  // "their" and "themselves" are as often said of anyone ("people who end their lives") as of a named person.
  const neutral = otherIn && !/\b(?:himself|herself|his|her|him|he|she)\b/.test(match);
  if (selfIn !== otherIn && !neutral) return selfIn ? "self" : "other";
  const before = sentence.slice(0, start);
  const words = before.trim().split(" ").slice(-12);
  const window = words.join(" ");
  // Nearest subject before the sign.
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i];
    const pair = i > 0 ? `${words[i - 1]} ${w}` : w;
    if (w === "i" || w === "myself") {
      // "my son told me i..." is still the writer unless a speech frame comes first in the window.
      return SPEECH.test(words.slice(0, i).join(" ")) && /"/.test(window) ? "other" : "self";
    }
    if (GENERIC.test(w) || pair === "a person" || w === "those" || w === "anybody") return "generic";
    if (THIRD.test(w)) {
      // "my grandfathers revolver": for means, a named person is the one at risk only as the subject of a verb.
      if (family === "means" && !/^(?:he|she|they)$/.test(w) && i < words.length - 1 && !MEANS_VERB.test(words[i + 1])) continue;
      // "wait till my mum leaves, then do it": a person named in a subordinate clause is not the one acting.
      if (SUBORDINATE.test(words[i - 1] ?? "") || SUBORDINATE.test(words[i - 2] ?? "")) continue;
      return "other";
    }
  }
  if (OTHER_WORDS.test(match) && !/\b(?:himself|herself|his|her|him|he|she)\b/.test(match) && !SELF_WORDS.test(match)) return neutralOnly();
  if (SPEECH.test(window)) return "other";
  return "assumed";
}

/** Families whose weaker words, said alone in a short message, are read as a sign ("cant do this anymore"). */
const BARE_FAMILIES = new Set<Family>(["hopeless", "wish-to-die", "not-being-here", "burden", "direct", "goodbye"]);
const NOT_BARE_KEYS = new Set(["done", "giving", "settle"]);

interface TurnReading {
  hits: Hit[];
  distance: boolean;
}

/** A question about what a tradition teaches ("what does buddhism say about people who end their lives"). */
const TEACHING = new RegExp(
  "\\b(?:what (?:does|do|did|would) (?:the )?(?:buddha|buddhism|\\w+ism|bible|church|god" +
    "|islam|quran|koran|tradition|traditions|religions?|faiths?|karma|scripture|teachings?" +
    "|dharma|catholics?|christians?|muslims?|hindus?|jews|maitreya)|how do (?:different" +
    " |the )?(?:religions|traditions|faiths|buddhists|christians)|in (?:buddhism|hinduism" +
    "|christianity|islam|judaism|the bible|the quran)|(?:buddhist|christian|catholic|hindu" +
    "|islamic|jewish) (?:view|teaching|position))\\b",
  "",
);

/** A cause of exhaustion named in the message. */
const EXHAUSTION_CONTEXT = new RegExp(
  "\\b(?:work|job|boss|shifts?|studying|study|exams?|uni|school|office|deadlines?|project|semester|commute|meetings|emails|" +
    "overtime|toddler|newborn|baby|kids|caring for|carer|insomnia|no sleep|holiday|vacation|a break)\\b",
);
const WORN_OUT_KEYS = new Set(["cant-go-on", "done", "done-all", "tired", "want-stop", "nothing-helps", "unbearable"]);

interface Sentence {
  start: number;
  text: string;
  denied: Array<[number, number]>;
  framed: boolean;
  quotes: Array<[number, number]>;
}

function readTurn(raw: string): TurnReading {
  let text = normalise(raw);
  for (const idiom of IDIOMS) text = text.replace(idiom, (m) => " ".repeat(m.length));
  const forAFriend = SIGNALS.some((s) => s.family === "for-a-friend" && ((s.pattern.lastIndex = 0), s.pattern.test(text)));
  const spanish = looksSpanish(text);
  const wordCount = text.split(/\s+/).filter((w) => /[a-z]/.test(w)).length;

  // Each pattern runs once over the whole message; what a match means is then read in its own sentence.
  const sentences: Sentence[] = [];
  let joined = "";
  for (const part of text.split(/\s*[.!?;]+\s*/)) {
    if (!part) continue;
    if (joined) joined += " . ";
    sentences.push({
      start: joined.length,
      text: part,
      denied: spansOf(DENIALS, part),
      framed: DISTANCE.some((d) => d.test(part)),
      quotes: spansOf([/"[^"]*"/g], part),
    });
    joined += part;
  }
  const distance = sentences.some((x) => x.framed);
  const teaching = TEACHING.test(text);
  const sentenceAt = (offset: number): Sentence => {
    let found = sentences[0];
    for (const x of sentences) if (x.start <= offset) found = x;
    return found;
  };

  const hits: Hit[] = [];
  for (const signal of SIGNALS) {
    if (signal.unless?.test(text)) continue;
    signal.pattern.lastIndex = 0;
    if (signal.wholeMessage) {
      // Signs spread over the sentences of one message: a means named in one, its use in the next.
      if (!distance && signal.pattern.test(joined.replace(/ \. /g, " "))) {
        const { family, key, weight } = signal;
        hits.push({ family, key, weight, who: "self", modifier: Boolean(signal.modifier), withMeans: false });
      }
      continue;
    }
    const seen = new Set<Sentence>();
    for (const m of joined.matchAll(signal.pattern)) {
      const sentence = sentenceAt(m.index!);
      if (seen.has(sentence)) continue;
      const local: [number, number] = [m.index! - sentence.start, m.index! - sentence.start + m[0].length];
      if (overlaps(local, sentence.denied)) continue;
      const who = attribute(sentence.text, local[0], m[0], forAFriend, signal.family, spanish);
      const inQuote = overlaps(local, sentence.quotes);
      // In a sentence about a story or a history lesson, only the writer's own plain words about themself count.
      if (sentence.framed && !signal.modifier && (who !== "self" || inQuote)) continue;
      seen.add(sentence);
      hits.push({
        family: signal.family,
        key: signal.key,
        weight: signal.weight,
        who:
          who === "other" || (inQuote && (SPEECH.test(sentence.text) || REPORTED.test(sentence.text.slice(0, local[0]))))
            ? "other"
            : "self",
        generic: who === "generic",
        // Said of "people" in a question about what a tradition teaches: a topic, not a sign.
        ...(who === "generic" && teaching && !signal.modifier && signal.family === "direct" ? { weight: 1, key: "topic" } : {}),
        modifier: Boolean(signal.modifier),
        withMeans: Boolean(signal.withMeans),
        modifies: signal.modifies,
      });
    }
  }
  // Worn out by work, study or caring: "I can't do this anymore" and "I'm done" then name the job, not life.
  // A job lost or a marriage ended is a loss, not exhaustion.
  if (EXHAUSTION_CONTEXT.test(text) && !hits.some((h) => h.family === "loss")) {
    for (const h of hits) if (WORN_OUT_KEYS.has(h.key)) h.weight = Math.min(h.weight, 1);
  }
  // A short message made only of despair ("cant do this anymore") weighs more than the same words in a long story.
  const bare = hits.find((h) => !h.modifier && h.weight >= 2 && BARE_FAMILIES.has(h.family) && !NOT_BARE_KEYS.has(h.key));
  if (wordCount <= 10 && bare) hits.push({ family: "hopeless", key: "bare", weight: 1, who: bare.who, modifier: true, withMeans: false });
  return { hits, distance };
}

interface Tally {
  score: number;
  families: string[];
}

/** Despair that a loss makes heavier. */
const LOSS_DESPAIR = new Set(["cant-go-on", "no-exit", "no-future", "permanence"]);

/** Weigh hits: one per key (the heaviest); modifiers only on top of a real sign. */
function tally(hits: Hit[]): Tally {
  const byKey = new Map<string, Hit>();
  for (const h of hits) {
    const prev = byKey.get(h.key);
    if (!prev || h.weight > prev.weight) byKey.set(h.key, h);
  }
  const all = [...byKey.values()];
  const core = all.filter((h) => !h.modifier && h.weight >= 2);
  const hasMeans = all.some((h) => h.family === "means" && h.weight >= 2);
  let score = 0;
  const families: string[] = [];
  for (const h of all) {
    if (h.modifier && !core.length) continue;
    if (h.modifies && !core.some((c) => h.modifies!.includes(c.family))) continue;
    // A loss adds to a question about means, or to despair that names no way forward ("lost my job, i cant go on").
    if (h.withMeans && !hasMeans && !core.some((c) => c.family === "hopeless" && LOSS_DESPAIR.has(c.key))) continue;
    if (h.modifier && h.key === "friend" && !hasMeans && !core.some((c) => c.family === "direct" || c.family === "wish-to-die")) continue;
    score += h.weight;
    const name = h.family === "loss" ? "loss-plus-means" : h.family;
    if (!families.includes(name)) families.push(name);
  }
  return { score, families };
}

/** Families whose sign, said in an earlier turn, still counts after the subject has changed. */
const LINGERING = new Set<Family>([
  "wish-to-die",
  "burden",
  "hopeless",
  "not-being-here",
  "means",
  "plan-time",
  "goodbye",
  "self-harm",
  "direct",
  "calm-after-despair",
]);

function judge(turns: TurnReading[]): CareVerdict {
  const distance = turns.some((t) => t.distance);
  const self: Hit[] = [];
  const other: Hit[] = [];
  for (const turn of turns) {
    for (const h of turn.hits) {
      const generic = h.generic;
      // Within a story or a history lesson, what "he", "she" or "someone" does is not a sign about anyone here.
      if (distance && !h.modifier && (h.who === "other" || generic)) continue;
      (h.who === "other" ? other : self).push(h);
    }
  }
  // A sign about the writer in an earlier turn, followed by a change of subject, is not answered by that change: the
  // conversation as a whole carries the sign, and it weighs a little more than the same words alone.
  const earlier = turns.slice(0, -1).flatMap((t) => t.hits);
  const lingering = earlier.find((h) => !h.modifier && h.who === "self" && !h.generic && h.weight >= 2 && LINGERING.has(h.family));
  if (turns.length >= 2 && lingering && !distance) {
    self.push({ family: lingering.family, key: "lingering", weight: 1, who: "self", modifier: true, withMeans: false });
  }
  // One strong sign in any turn is enough; weak ones add up across turns.
  const selfTally = tally(self);
  if (selfTally.score >= THRESHOLD) return { kind: "self", signals: selfTally.families };
  const otherTally = tally(other);
  if (otherTally.score >= THRESHOLD) return { kind: "other", signals: otherTally.families };
  const both = tally([...self, ...other]);
  if (both.score >= THRESHOLD) {
    return { kind: selfTally.score >= otherTally.score ? "self" : "other", signals: both.families };
  }
  return { kind: null, signals: [] };
}

/** For tuning: the raw hits of one message. */
export function explain(text: string): Array<{ family: string; key: string; weight: number; who: string }> {
  return readTurn(text).hits.map((h) => ({ family: h.family, key: h.key, weight: h.weight, who: h.who }));
}

/** Does this one message show signs of crisis or self-harm, about the writer ("self") or someone else ("other")? */
export function assessText(text: string): CareVerdict {
  const readings = [readTurn(text)];
  return withLearned(judge(readings), [text], readings);
}

/**
 * Newest last. Looks at the recent user turns (at most the last 12): a sign in any of them keeps care first;
 * weak signals in different turns add up.
 */
export function assessConversation(userTurns: string[]): CareVerdict {
  const recent = userTurns.slice(-CARE_TURNS).filter((t) => typeof t === "string" && t.trim());
  if (!recent.length) return { kind: null, signals: [] };
  const readings = recent.map(readTurn);
  return withLearned(judge(readings), recent, readings);
}

/** Does any turn plainly deny a risk ("I would never hurt myself")? The learned signal then defers to the denial. */
export function deniesRisk(userTurns: string[]): boolean {
  return userTurns.some((raw) => {
    let text = normalise(raw);
    for (const idiom of IDIOMS) text = text.replace(idiom, (m) => " ".repeat(m.length));
    return text.split(/\s*[.!?;]+\s*/).some((part) => spansOf(DENIALS, part).length > 0);
  });
}

/**
 * The learned second opinion (learned.ts) adds what the rules miss and never takes a detection away. It lifts a
 * reading the rules found too weak, when they saw at least one sign beyond a lone question about a means or a place
 * (those wait for a loss or another sign), and defers to a plain denial. About the writer, unless the rules read
 * every sign there as another person's.
 */
function withLearned(verdict: CareVerdict, turns: string[], readings: TurnReading[]): CareVerdict {
  const signs = readings.flatMap((r) => r.hits).filter((h) => !h.modifier);
  if (verdict.kind || !signs.some((h) => h.family !== "means") || deniesRisk(turns) || !learnedSaysCrisis(turns)) return verdict;
  const other = signs.some((h) => h.who === "other") && !signs.some((h) => h.who === "self");
  return { kind: other ? "other" : "self", signals: [...verdict.signals, "learned"] };
}
