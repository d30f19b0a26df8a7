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
  dont: "do not", doesnt: "does not", didnt: "did not", cant: "can not", cannot: "can not", wont: "will not",
  wouldnt: "would not", couldnt: "could not", shouldnt: "should not", isnt: "is not", arent: "are not",
  wasnt: "was not", werent: "were not", havent: "have not", hasnt: "has not", hadnt: "had not", aint: "is not",
  im: "i am", ive: "i have", id: "i would", ill: "i will", youre: "you are", hes: "he is", shes: "she is",
  theyre: "they are", theyd: "they would", theyll: "they will", itll: "it will", its: "it is", thats: "that is",
  theres: "there is", whats: "what is", whos: "who is", wanna: "want to", wana: "want to", gonna: "going to",
  gona: "going to", gunna: "going to", gotta: "got to", tryna: "trying to", finna: "going to", imma: "i am going to",
  ima: "i am going to", lemme: "let me", u: "you", ur: "your", abt: "about", bout: "about", thinkin: "thinking",
  gettin: "getting", nothin: "nothing", livin: "living", dyin: "dying", killin: "killing", endin: "ending",
  goin: "going", doin: "doing", feelin: "feeling", tryin: "trying", cuttin: "cutting", sayin: "saying",
  talkin: "talking", b4: "before", rn: "right now", tmrw: "tomorrow", tmr: "tomorrow", tmrow: "tomorrow",
  tomoz: "tomorrow", "2moro": "tomorrow", "2morrow": "tomorrow", tonite: "tonight", "2nite": "tonight",
  "2night": "tonight", ppl: "people", every1: "everyone", evry1: "everyone", some1: "someone", noone: "no one",
  bc: "because", cuz: "because", coz: "because", bcuz: "because", becuz: "because", pls: "please", plz: "please",
  myslef: "myself", mysef: "myself", myselfe: "myself", meself: "myself", mysel: "myself", kms: "kill myself",
  killng: "killing", kilng: "killing", kil: "kill", comitting: "committing", commiting: "committing",
  comit: "commit", nemore: "anymore", nemor: "anymore", anymor: "anymore", anymroe: "anymore", anymo: "anymore",
  idk: "i do not know", dunno: "do not know", wud: "would", cud: "could", shud: "should", wen: "when", wat: "what",
  wut: "what", dis: "this", lyf: "life", lyfe: "life", ded: "dead", pils: "pills", pillz: "pills", od: "overdose",
  sewerslide: "suicide", selfharm: "self harm", unalivin: "unaliving", alive: "alive", wanted: "wanted",
  yall: "you all", everyones: "everyone is", nobodys: "nobody is", ppls: "people", thru: "through",
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
];

/** Lower case, curly quotes straightened, diacritics folded, text-speak and contractions spelled out. */
export function normalise(raw: string): string {
  let t = raw.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  t = t.replace(/[\u2018\u2019\u201b\u2032`\u00b4]/g, "'").replace(/[\u201c\u201d\u201e\u2033\u00ab\u00bb]/g, '"');
  t = t.replace(/([a-z0-9])'([a-z])/g, "$1$2").replace(/'/g, '"');
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
    "(?:tonight|tomorrow|this (?:weekend|week|evening|morning|afternoon)|next (?:week|weekend)|at midnight|midnight|" +
    "(?:on |this |next )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by (?:the )?(?:morning|new year|christmas|" +
    "the weekend|the end of the (?:week|month))|soon|later today|in (?:a few|two|three|\\d+) (?:days|hours)|end date|" +
    "esta noche|manana|este fin de semana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))",
};

function re(src: string, flags = "g"): RegExp {
  return new RegExp(src.replace(/\{(\w+)\}/g, (_, k: string) => PARTS[k] ?? `{${k}}`), flags);
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
}

const S = (family: Family, key: string, weight: number, src: string, extra: Partial<Signal> = {}): Signal => ({
  family,
  key,
  weight,
  pattern: re(src),
  ...extra,
});

const SIGNALS: Signal[] = [
  // ---- direct: plain words, including typos (already mapped) and text-speak.
  S("direct", "direct", 3, "\\b(?:kill|killing|hang|hanging|drown|drowning|shoot|shooting|off|offing|suffocate|gas|stab|unalive|unaliving|poison|poisoning|end|ending) {REFL}"),
  S("direct", "direct", 3, "\\b(?:end|ending|take|taking|takes|ends) {POSS} (?:own )?life\\b"),
  S("direct", "direct", 3, "\\b(?:tried|try|trying|attempt|attempted|attempting) to (?:kill|end|take) "),
  S("direct", "direct", 3, "\\bby {POSS} own hands?\\b"),
  S("direct", "direct", 3, "\\bsuicidal\\b"),
  S("direct", "direct", 3, "\\b(?:think|thinking|thought|thoughts|considering|consider|contemplating|planning|plan|attempt|attempted|attempting|attempts|commit|committing|tried|try) {W2}(?:about |of |on )?suicide\\b"),
  S("direct", "direct", 3, "\\bsuicide {ADV}(?:is|feels|seems|looks|would be|sounds) {ADV}(?:only|best|sensible|answer|option|solution|relief|right|way out)"),
  S("direct", "direct", 3, "\\bsuicide (?:note|letter|plan|attempt)"),
  S("direct", "topic", 1, "\\bsuicide\\b"),
  S("direct", "direct", 3, "\\b(?:i|to|should|just|going to|want to|might|will|gonna) (?:just )?kys\\b"),
  S("direct", "direct", 3, "\\bunaliv(?:e|ing)\\b"),
  S("direct", "direct", 3, "\\b(?:end|ending) (?:it all|it for good|everything for good)\\b"),
  S("direct", "direct", 3, "\\b(?:think|thinking|thought|considering|contemplating|planning|plan|going|want|wanting|wanted|ready|decided|will|would|gonna|should|need|maybe|about) (?:to )?(?:just )?(?:end|ending) (?:it|things|everything)\\b(?! with| between| off| for (?!good|ever))"),
  S("direct", "end-it", 2, "\\b(?:end|ending) (?:it|things|everything)\\b(?! with| between| off)"),
  S("direct", "direct", 3, "\\b(?:painless|quick|quickest|easy|easiest|best|surest|fastest|least painful|peaceful|sure|certain|reliable) {W2}(?:way|ways|method|methods|option) (?:to|of) (?:die|dying|end|kill|go|do it|not wake)"),
  S("direct", "how-die", 2, "\\bhow (?:to|do i|can i|could i|would i|should i|do you|does one|can someone|would someone|do people|does someone) (?:just )?(?:die|end it)\\b"),
  S("direct", "how-die", 2, "\\bhow long (?:does it|would it|it) takes? to die\\b"),
  S("direct", "direct", 3, "\\b(?:wanted|wants|want|wanting|trying|tried|going|planning|plan) to (?:kill|hang|shoot|drown) {REFL}"),
  S("direct", "direct", 3, "\\b(?:suicid(?:arme|arse|arte|io|a)|quitar(?:me|se|te) la vida|me quiero matar|quiero matarme|voy a matarme|me voy a matar|matarme)\\b"),
  S("direct", "direct", 3, "\\b(?:acabar|terminar) con (?:mi vida|todo)\\b"),
  S("direct", "me-mato", 2, "\\bme mato\\b"),

  // ---- wish to die: wanting to die, not to wake, not to exist, to disappear for good.
  S("wish-to-die", "wish", 3, "\\b(?:want|wants|wanted|wanting|wish|wishing|ready|longing|long) (?:to )?(?:just )?(?:die|be dead|be gone for good|not be alive|not exist|stop existing|not wake up|never wake up)\\b"),
  S("wish-to-die", "wish", 3, "\\bwish(?:es|ed)? (?:i|he|she|they) {W2}(?:was|were|could|would|had) {ADV}(?:dead|die|never been born|not wake|never wake|disappear|not exist|not been born)"),
  S("wish-to-die", "wish", 3, "\\b(?:do|does|did) not want to (?:live|be alive|exist|wake up|be around|go on|keep living|carry on|keep going|be part of (?:it|this|life|the world))\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:do|does) not want to be here (?:anymore|at all|any longer|on this earth)"),
  S("wish-to-die", "wish", 3, "\\bno longer want to (?:live|be alive|exist|be here|be around)"),
  S("wish-to-die", "wish", 3, "\\b(?:done|finished|through) (?:with )?(?:being alive|living|life|existing)\\b"),
  S("wish-to-die", "wish", 3, "\\btired of (?:being alive|living|existing|being a person|being human|life itself|life)\\b(?! at| in)"),
  S("wish-to-die", "wish", 3, "\\b(?:wish|want|hope|pray|praying|hoping|would like|wanted|rather) (?:[a-z]+ ){0,8}(?:not|never) (?:to )?wake up"),
  S("wish-to-die", "wish", 3, "\\bsleep and (?:never|not) (?:\\w+ )?wake\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:do not|never|not sure|do not know if|do not know whether|no longer) (?:think |sure |know if |know whether )?(?:if )?i (?:still |even |really )?want to (?:live|be alive|be here|exist|go on|keep going|wake up|keep living|stay alive)\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:pray|hope|wish|praying|hoping)(?: that)? (?:i|a car|a bus|a truck|a train|something|it|the plane) {W2}(?:will not|would not|does not|do not|never) (?:wake up|stop|see the morning|brake)"),
  S("wish-to-die", "no-wake", 2, "\\b(?:never|not) (?:to )?wake up(?: again)?\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:welcome|long for|pray for|wish for|ready for|want) death\\b"),
  S("wish-to-die", "wish", 3, "\\bdeath (?:would be|is|will be) (?:a )?(?:relief|welcome|mercy|peace)"),
  S("wish-to-die", "wish", 3, "\\bbetter off dead\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:disappear|vanish|stop existing|cease to exist|not exist|fade away|go away) {W2}(?:for good|forever|permanently|completely|and never come back)"),
  S("wish-to-die", "wish", 3, "\\b(?:stop|cease) existing\\b|\\bcease to exist\\b"),
  S("wish-to-die", "wish", 3, "\\brather (?:be dead|not be alive|not exist|not be here|not wake)"),
  S("wish-to-die", "wish", 3, "\\b(?:sleep|go to sleep) forever\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:quiero|quisiera|deseo|ganas de|quiere|prefiero) (?:morir(?:me)?|estar muert[oa]|desaparecer para siempre)\\b"),
  S("wish-to-die", "wish", 3, "\\bme quiero morir\\b"),
  S("wish-to-die", "wish", 3, "\\bno quiero (?:seguir )?(?:vivir|viviendo|existir|despertar|estar aqui)\\b"),
  S("wish-to-die", "wish", 3, "\\b(?:dormir(?:me)? y )?no (?:volver a )?despertar(?: nunca)?(?: mas)?\\b"),
  S("wish-to-die", "wish", 3, "\\bdesaparecer para siempre\\b"),

  // ---- burden: others better off without me.
  S("burden", "burden", 3, "\\b(?:i am|i feel|i have become|i will be|i would be|being|i feel like) {W2}(?:a |such a |the |an )?(?:burden|weight on|drain on)"),
  S("burden", "burden", 3, "\\b(?:he|she|they|{KIN}) {W2}(?:is|are|feels?|feel like|says?|said|thinks?) {W2}(?:a |such a )?burden"),
  S("burden", "burden", 3, "\\bbetter off without {OBJ}\\b"),
  S("burden", "burden", 3, "\\b(?:better off|happier|easier|relieved|fine|okay|ok|manage|free|lighter|better) {W4}(?:without (?:me|him|her|them)|if (?:i|he|she|they) {W2}(?:was|were|did|died|gone|not|disappeared|left))"),
  S("burden", "burden", 3, "\\b(?:remove|take|erase) {REFL} (?:from|out of) {W2}(?:life|lives|world|picture|equation|way)"),
  S("burden", "no-miss", 2, "\\b(?:nobody|no one|the world|anyone|they|people|noone) (?:would|will|could) (?:even )?(?:miss|notice|care|mourn)"),
  S("burden", "no-miss", 2, "\\b(?:will not|would not|never) (?:even )?(?:miss|notice|mourn) me\\b"),
  S("burden", "better-x", 2, "\\bdeserve(?:s|d)? (?:a )?better (?:\\w+ )?than me\\b"),
  S("burden", "ruin", 1, "\\b(?:only|just|always) (?:ever )?(?:make|makes|making|ruin|ruins|ruining) (?:things|everything|it) (?:worse|harder)?"),
  S("burden", "burden", 3, "\\b(?:soy|ser|seria) una carga\\b|\\bmejor sin mi\\b"),

  // ---- hopeless: no reason to live, no way out, pointlessness.
  S("hopeless", "no-reason", 3, "\\bno {W2}reason (?:for me |for him |for her )?to (?:live|go on|stay|be alive|keep going|carry on|stay alive|exist|keep living|be here)"),
  S("hopeless", "no-reason", 3, "\\bnothing (?:left )?to live for\\b"),
  S("hopeless", "no-reason", 3, "\\b(?:not|no longer|is not) worth (?:living|being alive|staying alive)"),
  S("hopeless", "no-reason", 3, "\\blife {W2}(?:is not|is no longer|isnt|not) worth (?:it|living)"),
  S("hopeless", "no-reason", 3, "\\b(?:no|not any|not see a|not see any|not find a|not find any) {W2}(?:point|reason) (?:in |to |of )?(?:staying|being|living|going on|carrying on|stay|live|go on|carry on|keep going|keep living|continuing)"),
  S("hopeless", "no-reason", 3, "\\bwhy (?:should|would|do) i {W2}(?:stick around|stay alive|keep living|go on|carry on|bother living|be alive|keep going|stay)\\b"),
  S("hopeless", "no-reason", 3, "\\bwhy i (?:should|would) {W2}(?:stick around|stay alive|keep living|go on|carry on|bother living|be alive|stay)\\b"),
  S("hopeless", "no-reason", 3, "\\b(?:one|any|a single|a) (?:good )?reason to (?:stay alive|live|keep living|go on|not die)\\b"),
  S("hopeless", "no-reason", 3, "\\bcan not (?:keep )?(?:live|living) (?:with (?:it|this)|like this|this way)"),
  S("hopeless", "no-reason", 3, "\\b(?:only|one) (?:way out|exit|escape|option|answer|solution) {W4}(?:is|would be|left is) {W2}(?:not being here|dying|death|to die|ending|not (?:to )?exist|suicide|to go)"),
  S("hopeless", "no-reason", 3, "\\b(?:way out|exit|escape) {W4}(?:except|but|other than|apart from) (?:dying|death|to die|ending it|suicide|not being here)"),
  S("hopeless", "no-reason", 3, "\\b(?:no|sin) (?:tengo |hay )?(?:razon|razones|motivo|motivos|nada) (?:para|por) (?:vivir|seguir)"),
  S("hopeless", "pointless", 2, "\\bwhat is the point(?: of| in)? {W2}(?:anything|it all|any of this|life|living|trying|going on|carrying on|existing|being here|me)\\b"),
  S("hopeless", "pointless", 2, "\\b(?:life|living|everything|my life|existence) (?:is|feels) {W2}(?:pointless|meaningless|hopeless|over)\\b"),
  S("hopeless", "pointless", 2, "\\bnothing (?:matters|will ever change|is ever going to change|ever changes|will ever get better|is going to change)"),
  S("hopeless", "pointless", 2, "\\bnever (?:going to|gonna) (?:get better|change|stop|end)\\b"),
  S("hopeless", "pointless", 2, "\\b(?:no|not any|not see (?:a|any)) (?:way out|exit|future|hope)\\b"),
  S("hopeless", "pointless", 2, "\\b(?:trapped|hopeless)\\b(?! at| about (?!everything|life|my life))"),
  S("hopeless", "pointless", 2, "\\b(?:nada|no) tiene sentido\\b|\\bsin sentido\\b"),
  S("hopeless", "cant-go-on", 2, "\\bcan not (?:go on|keep going|do this|take (?:it|this)|cope|carry on|handle (?:it|this|life)|keep doing this)(?: \\w+){0,2} (?:anymore|any longer)"),
  S("hopeless", "cant-go-on", 2, "\\bcan not (?:go on|carry on|keep going)\\b"),
  S("hopeless", "cant-go-on", 2, "\\bhow much longer i can (?:keep going|go on|do this|hold on|last)"),
  S("hopeless", "cant-go-on", 2, "\\b(?:ya )?no (?:aguanto|puedo) mas\\b"),
  S("hopeless", "done", 2, "\\bi am (?:so )?(?:done|finished)(?: now)?(?=\\s*(?:[.!?;,]|$))"),
  S("hopeless", "want-stop", 2, "\\bwant (?:it all|everything|the pain|it) to (?:stop|end)\\b"),
  S("hopeless", "give-up", 2, "\\b(?:giving up|given up|give up) on (?:life|living|everything|myself)\\b"),

  // ---- not being here.
  S("not-being-here", "not-here", 3, "\\b(?:will not|would not|not going to) be (?:here|around|alive) {W2}(?:much longer|for long|tomorrow|anymore|after|by|next|this time)"),
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not) be (?:here|around|alive)\\b"),
  S("not-being-here", "not-here", 2, "\\bif (?:i|he|she) {W2}(?:was|were) (?:not|no longer) (?:here|around|alive|in the picture|in (?:their|your|his|her) lives)"),
  S("not-being-here", "not-here", 2, "\\bif (?:i|he|she) {W2}(?:was|were) (?:gone|dead|out of the picture)"),
  S("not-being-here", "not-here", 2, "\\bif i (?:did not|do not) exist\\b|\\bif i (?:just )?(?:disappeared|vanished|died)\\b"),
  S("not-being-here", "not-here", 2, "\\b(?:not|stop) being (?:here|around|alive)\\b"),
  S("not-being-here", "not-here", 2, "\\bno longer (?:be )?(?:here|around|alive)\\b"),
  S("not-being-here", "not-here", 2, "\\bout of the picture\\b"),
  S("not-being-here", "not-here", 2, "\\b(?:will not|would not|wont) (?:be )?need(?:ing)? (?:them|it|any of (?:it|this|them)|my \\w+|these|those)\\b"),
  S("not-being-here", "not-here", 2, "\\bwhere i am going\\b|\\bbefore i go\\b|\\b(?:after|when|once) i am (?:gone|dead)\\b|\\bi am gone\\b"),
  S("not-being-here", "not-here", 2, "\\b(?:permanently|forever|for good) gone\\b|\\bgone (?:permanently|for good)\\b"),
  S("not-being-here", "join", 2, "\\b(?:be with|join|see) (?:my |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them|grandma|grandpa|partner) (?:again )?(?:soon|there)\\b"),
  S("not-being-here", "join", 2, "\\b(?:going to|want to|ready to|will) (?:be with|join) (?:my |our )?(?:mother|father|mum|mom|dad|wife|husband|son|daughter|brother|sister|him|her|them|grandma|grandpa|partner)\\b"),
  S("not-being-here", "not-here", 3, "\\b(?:chosen|decided|choose|going|ready|want|wanting) to leave (?:this|the) (?:life|world|earth)\\b"),
  S("not-being-here", "not-here", 2, "\\bthe people who find me\\b|\\bwho (?:finds|will find) me\\b"),
  S("not-being-here", "not-here", 2, "\\bsi (?:yo )?no (?:estuviera|existiera)\\b|\\bya no estar\\b"),

  // ---- means: acquired, saved up, researched.
  S("means", "stockpile", 3, "\\b(?:saving|saved|stockpil\\w*|hoard\\w*|collect\\w*|gather\\w*|stash\\w*|hiding|hid|squirrel\\w*|putting aside|put aside|guardad\\w*|juntando|acumul\\w*|ahorrando) (?:up )?{W4}{DRUG}"),
  S("means", "stockpile", 3, "\\b{DRUG} {W2}(?:saved|stockpiled|stashed|hidden|put aside|saved up|guardad\\w*)"),
  S("means", "stockpile", 2, "\\b(?:have|got|tengo) (?:about |around |like |over )?\\d+ (?:of them|{DRUG})\\b"),
  S("means", "dose", 3, "\\b(?:lethal|fatal|deadly|toxic) (?:dose|amount|quantity|doses)\\b"),
  S("means", "dose", 3, "\\b(?:how many|how much) {W4}(?:{DRUG}|of them|of it) {W4}(?:to (?:die|overdose|not wake|kill|never wake|od|end)|lethal|fatal|deadly|enough to)"),
  S("means", "dose", 3, "\\b(?:take|takes|taking|need|it take) (?:to )?(?:overdose|die|not wake up|never wake up)\\b"),
  S("means", "dose", 2, "\\b(?:how many|how much) {W4}{DRUG} {W4}(?:too many|too much)"),
  S("means", "dose", 2, "\\b{DRUG} {W4}(?:lethal|fatal|deadly)\\b|\\b(?:lethal|fatal|deadly) {W4}{DRUG}"),
  S("means", "overdose", 2, "\\boverdos\\w*"),
  S("means", "painless", 3, "\\b(?:painless|hurt|painful|quick|peaceful) to (?:overdose|die|bleed out|hang|drown|jump|go)\\b"),
  S("means", "painless", 3, "\\b(?:overdose|dying|drowning|hanging|bleeding out|jumping) {W2}(?:painless|hurt|painful)\\b"),
  S("means", "bleed", 2, "\\bbleed(?:ing)? out\\b"),
  S("means", "acquire", 2, "\\b(?:bought|buy|buying|got|ordered|purchased|picked up|getting) (?:a |some |the )?(?:\\w+ )?(?:rope|noose|gun|rifle|pistol|firearm|shotgun|razor blades|blades|charcoal|helium|poison|ammunition|ammo)\\b"),
  S("means", "noose", 3, "\\b(?:noose|tie a noose|hang from)\\b"),
  S("means", "weapon", 3, "\\b(?:gun|rifle|pistol|firearm|shotgun)\\b(?:[a-z ,]){0,80}\\b(?:know the code|know where|the key|ammunition|ammo|loaded|keep looking|thinking about (?:that|it|using))"),
  S("means", "weapon", 1, "\\b(?:gun|rifle|pistol|firearm|shotgun)s?\\b"),
  S("means", "look-at", 2, "\\bkeep (?:looking at|staring at|thinking about|eyeing) (?:the |my |his |her |that )?(?:\\w+ ){0,2}(?:pills|rope|gun|rifle|bridge|knife|blade|tracks|balcony|ledge|edge)"),
  S("means", "height", 3, "\\b(?:how high|how tall|what height|which height|which floor|what floor|how many floors|how many storeys|how many stories)\\b(?:[a-z ,]){0,60}\\b(?:fatal|lethal|deadly|die|kill|survive|enough|guarantee\\w*)"),
  S("means", "height", 3, "\\b(?:high|tall|deep) enough\\b|\\bsurvive (?:a|the|that) (?:jump|fall|drop)\\b|\\bguarantee\\w* (?:you |i |that )?(?:do not|will not|would not|never) survive"),
  S("means", "height", 3, "\\bfall (?:from|off) (?:\\w+ ){0,4}(?:floor|storey|story|bridge|roof|building|window|balcony|cliff)\\b(?:[a-z ,]){0,40}\\b(?:fatal|lethal|deadly|survive|die|kill)"),
  S("means", "height", 2, "\\b(?:tallest|highest|deepest)\\b (?:\\w+ ){0,2}(?:bridge|building|car park|parking garage|parking lot|cliff|tower|roof|rooftop|point|floor|dam|ledge)s?"),
  S("means", "height", 2, "\\b(?:bridge|building|car park|cliff|tower|roof)s? {W4}(?:higher|taller|deeper) than\\b"),
  S("means", "height", 2, "\\bhow (?:high|tall|far down) (?:is|are) (?:the |that |this )?(?:\\w+ )?(?:bridge|building|cliff|tower|car park|roof|drop)"),
  S("means", "height", 2, "\\b(?:bridges?|cliffs?|rooftops?|ledges?|railway tracks|train tracks|the tracks)\\b"),
  S("means", "jump", 2, "\\bthinking (?:about|of) jumping\\b|\\bjump (?:off|from|in front of|under)\\b"),
  S("means", "train", 2, "\\b(?:train|trains|railway|rail|tracks|metro|subway|tube)\\b(?:[a-z ,]){0,50}\\b(?:express|without stopping|how fast|speed|timetable|when does|schedule|pass through|do not stop|fast)"),
  S("means", "water", 2, "\\b(?:river|sea|lake|current|water|reservoir|dam)\\b(?:[a-z ,]){0,50}\\b(?:how cold|how fast|how deep|current|drown)"),
  S("means", "gas", 3, "\\b(?:chemicals|gas|fumes|carbon monoxide|charcoal|helium|exhaust)\\b(?:[a-z ,]){0,60}\\b(?:deadly|lethal|fatal|to die|closed room|enclosed|sealed|garage|in a car)"),
  S("means", "gas", 2, "\\b(?:carbon monoxide|car exhaust|charcoal burning|helium tank)\\b"),
  S("means", "methods", 3, "\\b(?:methods?|ways?) {W2}(?:fastest|quickest|painless|surest|least painful|lethal|deadliest|most effective|work fastest|to die|to end it|of dying)\\b"),
  S("means", "methods", 2, "\\b(?:reading|read|looked|looking|searching|searched|researching|researched|googling|googled) (?:up |about |into )?{W2}(?:methods|how to die|lethal|overdoses?|doses|bridges|heights|ways to die|suicide)"),
  S("means", "found-one", 2, "\\bi (?:think )?i (?:have )?found (?:one|a way|the way|a method|the method|how)\\b"),
  S("means", "take-all", 3, "\\btake (?:everything|all of them|all of it|the lot|the whole (?:bottle|box|pack|packet)|all (?:my|the) (?:\\w+ )?{DRUG}) {W4}(?:in|from) (?:the|my) (?:cabinet|cupboard|drawer|bottle|box|packet)"),
  S("means", "take-all", 3, "\\btake (?:all (?:of )?(?:my|the|them|those|these)|the whole) (?:\\w+ )?(?:{DRUG}|bottle|box|packet|of them)\\b"),
  S("means", "drug", 1, "\\b{DRUG}\\b"),

  // ---- plan and time.
  S("plan-time", "plan", 2, "\\b(?:i am|i will|i am going to|going to|planning to|plan to|ready to|gonna) (?:just )?(?:do it|go through with it|finish it|finally do it|jump)\\b"),
  S("plan-time", "plan", 2, "\\b(?:have|got|made|worked|figured|it is|i have) (?:it |this |everything |a plan )?(?:all )?(?:planned|worked out|figured out|arranged)(?: out)?\\b"),
  S("plan-time", "plan", 2, "\\b(?:i have|i have got|i made|i have made|there is) (?:a |my )plan\\b(?! to (?!die|end|kill|do it| go)| for)|\\bthe plan is (?:ready|set|done)\\b"),
  S("plan-time", "plan", 2, "\\b(?:picked|chosen|set|chose|decided on) (?:a|the) (?:date|day|time|place|spot)\\b|\\bthe date,? the place\\b|\\bend date\\b"),
  S("plan-time", "decided", 2, "\\b(?:i|i have|have|i am|finally|i finally) (?:finally |now )?(?:decided|made (?:up )?my (?:mind|decision|choice)|made the decision|made my peace|made peace with it|chosen)\\b(?! to (?!die|end|go|leave))"),
  S("plan-time", "decided", 2, "\\b(?:my mind is made up|not changing my mind|no changing my mind|decision is made|peace with (?:a|the|my) decision|made the decision|once i (?:made|decided))\\b"),
  S("plan-time", "decided", 2, "\\bya lo (?:tengo )?decidid[oa]\\b|\\bya (?:lo )?decidi\\b"),
  S("plan-time", "when", 1, "\\bthat is when\\b|\\bit is (?:happening|going to happen)\\b"),
  S("plan-time", "over-soon", 3, "\\b(?:it|this|everything|all of this|it all) (?:will|is going to|would) (?:all )?be over (?:soon|tonight|tomorrow|by)"),
  S("plan-time", "finality", 2, "\\b(?:until|till|before) (?:it is|i am) (?:done|over|finished|too late|gone)\\b|\\bbefore anyone (?:is up|wakes|can stop|finds)"),
  S("plan-time", "postpone", 1, "\\b(?:get|getting|wait|waiting) (?:through|until|till|for) {W4}(?:birthday|wedding|christmas|exams|funeral|holidays)(?: first| is over)?\\b"),
  S("plan-time", "last", 3, "\\b(?:this is|today is|tonight is|it is|will be) my (?:last|final) (?:weekend|day|night|week|morning|sunset|message|words|post|goodbye|birthday|christmas)\\b(?! at| of| in| before| with| on)"),
  S("time", "time", 1, "\\b{TIME}\\b", { modifier: true }),

  // ---- goodbye: last messages, letters for after, giving things away, settling affairs.
  S("goodbye", "goodbye", 3, "\\b(?:this is|these are) (?:my )?(?:last|final) (?:message|words|note|post|goodbye|letter)\\b"),
  S("goodbye", "goodbye", 3, "\\b(?:this is|it is|so) goodbye\\b|\\bgoodbye (?:everyone|everybody|all|world|forever|to everyone|to you all)\\b|\\bfinal goodbye\\b"),
  S("goodbye", "goodbye", 3, "\\b(?:goodbye|farewell|suicide|last) (?:letter|letters|note|notes|message|messages)\\b"),
  S("goodbye", "goodbye", 3, "\\b(?:letter|letters|note|notes|message|messages)\\b(?:[a-z ,]){0,60}\\b(?:for after|after i|when i am gone|to find|so they know|not (?:their|your|his|her) fault|find me|finds me|for when)"),
  S("goodbye", "goodbye", 2, "\\b(?:last|final) (?:message|note|words)\\b|\\bsay(?:ing)? (?:my )?goodbyes?\\b(?! to (?:him|her|them|my (?:dad|mum|mom|mother|father|grandma|grandpa|dog|cat)))|\\bword a goodbye\\b"),
  S("goodbye", "goodbye", 2, "\\btell (?:whoever|everyone|them|my \\w+|him|her) {W4}(?:i tried|i loved|i love|i am sorry|it was not)"),
  S("goodbye", "goodbye", 1, "\\bthank you for everything\\b|\\bi am sorry for everything\\b"),
  S("goodbye", "giving", 2, "\\b(?:giving|gave|give|given|found|finding) (?:away )?(?:all |most of |some of )?(?:my|his|her|their) (?:\\w+ )?(?:things|stuff|belongings|possessions|clothes|books|bike|guitar|cat|dog|pets?|watch|ring|jewell?ery|games|plants|records|collection)\\b"),
  S("goodbye", "giving", 2, "\\bgiving away (?:all )?(?:my|his|her|their)?\\s?(?:\\w+ )?(?:things|stuff|belongings|possessions|clothes)\\b|\\bgave (?:me|us|away) (?:his|her|their|my) (?:\\w+ )?(?:watch|ring|things|stuff|guitar|books|jewell?ery)\\b"),
  S("goodbye", "giving", 2, "\\b(?:found|find|finding) (?:a )?(?:good |new |loving )?home(?:s)? for (?:my|his|her) (?:cat|dog|pets?|bird|rabbit|fish)\\b"),
  S("goodbye", "giving", 2, "\\b(?:who|someone to) (?:will |would |can )?(?:look after|take care of|care for|feed) (?:my|a|the) (?:cat|dog|pets?|kids|children)\\b(?:[a-z ,]){0,40}\\b(?:gone|dead|die|not here|not around)"),
  S("goodbye", "settle", 2, "\\b(?:affairs|things|everything) (?:are |is )?in order\\b|\\bclosed (?:all )?(?:my )?(?:bank )?accounts\\b|\\btied up (?:all )?(?:the )?loose ends\\b|\\bsort(?:ed)? out {W4}before i go\\b"),
  S("goodbye", "settle", 1, "\\b(?:updated|made|wrote|written|making|writing) (?:my|a) will\\b"),
  S("goodbye", "goodbye", 3, "\\b(?:despedirme|carta de despedida|me despido para siempre)\\b|\\bregal(?:ando|e) (?:todas )?mis cosas\\b"),

  // ---- calm after despair.
  S("calm-after-despair", "calm", 1, "\\b(?:strangely|weirdly|oddly|suddenly|finally|much|so) (?:\\w+ )?(?:happy|calm|peaceful|serene|lighter|better|relieved|at peace|quiet)\\b", { modifier: true }),
  S("calm-after-despair", "calm", 1, "\\b(?:feel|feeling|felt) (?:so |very |really )?(?:calm|peaceful|serene|lighter|at peace|relieved|relief)\\b|\\bthat is a relief\\b|\\bwent quiet\\b|\\bat peace with (?:the|my) (?:choice|decision)", { modifier: true }),
  S("calm-after-despair", "calm", 2, "\\b(?:feel|feeling|felt|am|i am) {W4}(?:calm|peaceful|serene|lighter|at peace|relieved|better) (?:now )?(?:that|since|because|once) i (?:have )?(?:decided|know|made|chose|accepted)"),
  S("calm-after-despair", "surrender", 1, "\\b(?:no more|stopped|stop|done) fighting (?:it)?\\b|\\bi know what i (?:am going to|need to|have to|will) do\\b", { modifier: true }),
  S("calm-after-despair", "surrender", 1, "\\b(?:do not|dont) worry about me\\b", { modifier: true }),

  // ---- self-harm.
  S("self-harm", "self-harm", 3, "\\b(?:cut|cutting|cuts|burn|burning|burned|burnt|hurt|hurting|harm|harming|hit|hitting|punch|punching|scratch|scratching|starve|starving|punish|punishing) {REFL}"),
  S("self-harm", "self-harm", 3, "\\bself ?harm\\w*|\\bself (?:injur\\w*|mutilat\\w*)"),
  S("self-harm", "self-harm", 3, "\\b(?:started|start|been|began|keep|kept|i am) cutting\\b|\\bcutting again\\b|\\brelaps\\w* (?:on |into )?(?:cutting|self harm)"),
  S("self-harm", "self-harm", 3, "\\b(?:cuts|scars|burns|marks) on (?:my|his|her) (?:arms?|wrists?|thighs?|legs?|skin|stomach|hips?)\\b|\\bhide (?:my |the )?(?:cuts|scars|burns)\\b"),
  S("self-harm", "self-harm", 3, "\\b(?:burned|burnt|cut|scratched|hit|stabbed) (?:my|his|her) (?:arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|hand|hands|stomach)\\b(?:[a-z ,]){0,40}\\b(?:on purpose|deliberately|with a (?:lighter|blade|razor|knife))"),
  S("self-harm", "self-harm", 3, "\\bscratch\\w* (?:my |his |her )?(?:skin|arms?|legs?)\\b(?:[a-z ,]){0,30}\\b(?:until|till) (?:it )?bleeds?"),
  S("self-harm", "self-harm", 3, "\\b(?:blade|razor|razors|knife)\\b(?:[a-z ,]){0,40}\\b(?:for (?:bad|hard|tough|dark) (?:days|nights|times|moments)|just in case)"),
  S("self-harm", "self-harm", 2, "\\bpunch(?:ing)? (?:walls|the wall)\\b|\\bon purpose\\b(?=.{0,40}\\b(?:bleed|burn|cut|bruise))"),
  S("self-harm", "self-harm", 2, "\\b(?:months?|days?|weeks?|years?) clean (?:and|but)\\b"),
  S("self-harm", "self-harm", 3, "\\b(?:me corto|cortarme|me hago dano|hacerme dano|lastimarme|me lastimo|autolesion\\w*)\\b"),

  // ---- modifiers.
  S("loss", "loss", 1, "\\b(?:died|passed away|passed|lost (?:my|her|his|our|the) (?:job|wife|husband|son|daughter|child|baby|mum|mom|dad|mother|father|home|house|business|everything)|death of|funeral|divorce|left me|broke up|dumped|fired|laid off|kicked out|expelled|failed (?:my|the|our) (?:\\w+ )?(?:year|exam|exams|course|degree)|bankrupt|went under|evicted|repossessed|diagnosis|diagnosed|terminal|stage (?:four|4|iv)|lost my job|owe everyone|perdi el trabajo|murio)\\b", { modifier: true, withMeans: true }),
  S("for-a-friend", "friend", 1, "\\b(?:asking for a friend|for a friend|not (?:asking )?for (?:me|myself)|hypothetical\\w*|theoretical\\w*|just curious|out of curiosity|(?:friend|mate|someone) (?:asked me|wants to know|was asking|is asking|wonders|wondered)|asking for someone)\\b", { modifier: true }),
  S("spiritual", "spirit", 1, "\\b(?:reborn|rebirth|karma|afterlife|heaven|hell|a sin|sinful|forgive me|next life|bardo|mantra|renacer\\w*|cielo|pecado)\\b", { modifier: true }),
  S("hopeless", "secrecy", 1, "\\b(?:have not|not|never) told (?:anyone|anybody|a soul)\\b|\\bnobody (?:will|would) (?:find out|know)\\b", { modifier: true }),
];

const ANIMAL = /\b(?:dog|dogs|cat|cats|puppy|kitten|pet|pets|horse|rabbit|hamster|parrot|bird|vet)\b/;
for (const s of SIGNALS) if (s.family === "means" && ["dose", "overdose", "drug", "painless"].includes(s.key)) s.unless = ANIMAL;

// ---------------------------------------------------------------------------------------------------------------
// What sets a sign aside: idioms (removed before matching), denials (over the words they cover), distance frames.

const IDIOMS: RegExp[] = [
  /\b(?:killing|kills|kill) me\b(?!.{0,20}\b(?:please|now|already)\b)/g,
  /\bkill(?:ing|ed)? (?:for|the lights|the engine|the music|the mood|the vibe|time|it)\b/g,
  /\bkilled it\b/g,
  /\bdead (?:tired|serious|end|set|on|beat|on my feet)\b|\bdeadlines?\b/g,
  /\b(?:dying|die) (?:to|for) (?:know|see|try|hear|go|meet|read|get|a|an|some)\b|\bto die for\b/g,
  /\b(?:would )?rather die than\b/g,
  /\b(?:die|died|dying|dead|death)\b (?:of |from |with )?(?:laughing|laughter|embarrassment|boredom|shame|cringe|cuteness)\b/g,
  /\b(?:bored|scared|worried|frightened|freezing|sick) to death\b/g,
  /\b(?:will|is going to|going to|would|gonna) kill me (?:when|if|for)\b/g,
  /\b(?:phone|battery|laptop|car|plant|plants|computer|engine|wifi|tablet|headphones)\b (?:has |have |just |is |was )?(?:died|dying|dead)\b/g,
  /\bif (?:i|we) (?:have|had) to [a-z ]{1,60}(?:one more time|again)[ ,]*(?:i am|i will|i would)?[a-z ]{0,30}(?:jump|kill|die|scream|lose it)[a-z ]{0,30}/g,
  /\b(?:muert[oa]s?|morir\w*|me muero) de (?:cansancio|hambre|sueno|risa|miedo|frio|calor|ganas|verguenza|aburrimiento)\b|\bme muero por\b/g,
  /\bme mata(?:n)? (?:el|la|los|las)\b|\bme (?:esta|estan) matando\b/g,
  /\b(?:killing|kills) (?:my|the) (?:vibe|mood|buzz)\b/g,
  /\bsuicide (?:squad|mission|doors?|run|sprints?)\b/g,
];

const DENIALS: RegExp[] = [
  re("\\b(?:i |i would |i will |i could |i am |i do |i have |i )?(?:never|not ever|would never|will never|could never|never ever) {W4}(?:hurt|harm|kill|end|take|cut|do anything|do something|wanted to die|want to die|think about|thought about|considered|attempt)\\w*(?: (?:to |of )?(?:myself|my (?:own )?life|it all|suicide|ending))?"),
  re("\\bnot (?:suicidal|depressed|in danger|at risk|a danger to myself|going to (?:kill|hurt|harm|end|do)\\w*(?: myself| my (?:own )?life| it)?|planning (?:to|on) (?:\\w+ )?(?:myself|my life|it))"),
  re("\\bno (?:suicidal )?(?:thoughts?|intention|intent|intentions|plans?|urges?|desire|wish) (?:of|to|about) {W2}(?:suicide|kill\\w*|end\\w*|hurt\\w*|harm\\w*|dy\\w*|die)(?: (?:myself|my (?:own )?life|it))?"),
  re("\\b(?:suicide|killing myself|ending (?:it|my life)|self harm\\w*|dying|taking my (?:own )?life) (?:is|was|would be|will be|will never be|would never be|has never been) (?:not|never) (?:an option|on the table|something)"),
  re("\\b(?:suicide|killing myself|ending it|self harm) (?:is|was) (?:not|never|off) (?:an option|the table|the answer)"),
  re("\\b(?:i |i really )?(?:do|did) not want to (?:die|kill myself|hurt myself|end my life|end it)(?: or anything)?\\b"),
  re("\\bnot (?:thinking|thought) (?:of|about) (?:hurting|harming|killing|ending|suicide)\\w*(?: myself| my (?:own )?life| it)?"),
  re("\\b(?:used to|years ago|in the past|when i was (?:a teen|younger|young|a kid|a teenager)) {W2}(?:self harm\\w*|cut\\w*|hurt\\w* myself|harm\\w* myself)"),
  re("\\b(?:self harm\\w*|cut\\w*|hurt\\w* myself) {W2}(?:years ago|in the past|when i was (?:a teen|younger|young|a kid|a teenager))"),
  re("\\bno (?:estoy|soy) suicida\\b|\\bnunca (?:me )?(?:haria|hare) dano\\b|\\bno (?:pienso|voy a) (?:matarme|suicidarme|hacerme dano)\\b"),
];

const DISTANCE: RegExp[] = [
  // Fiction.
  /\b(?:my|the|a|this|our|his|her) (?:main |lead )?character\b|\bprotagonist\b|\bvillain\b|\bscreenplay\b|\bsongwriting\b|\blyrics?\b|\bchorus\b|\bfanfic\b|\bdnd\b|\bcampaign\b/,
  /\b(?:writing|write|wrote|drafting|draft|reading|read|watched|watching|studying|analysing|analyzing) (?:a|my|the|this|our|an) (?:\w+ ){0,2}(?:novel|story|book|poem|screenplay|script|film|movie|play|game|song|essay|scene|chapter|short story|comic|series|show)\b/,
  /\b(?:in|from|of) (?:the|my|our) (?:film|movie|novel|book|play|show|series|game|song|poem|story|episode|chapter|scene|last scene)\b/,
  /\b(?:ophelia|hamlet|anna karenina|romeo|juliet|madame bovary|werther|virginia woolf|sylvia plath|the bell jar)\b/,
  // History and study.
  /\b(?:history|historically|century|ancient|medieval|ww1|ww2|world war|the war|samurai|seppuku|harakiri|kamikaze|masada|romans?|emperor|socrates|hemlock|hemingway|cleopatra|nicaea|martyrs?|in class|homework|essay|comparative religion|thich quang duc)\b/,
  /\b(?:in|of) 1\d{3}\b/,
];

// Third-person subjects and speech frames, for telling "other" from "self".
const THIRD = re("^(?:he|she|they|him|them|{KIN})$", "");
const GENERIC = /^(?:someone|somebody|anyone|people|you|one)$/;
const SPEECH = re("\\b(?:he|she|they|{KIN}) (?:\\w+ ){0,2}(?:said|says|say|told|tells|texted|texts|wrote|writes|messaged|posted|sent|keeps saying|kept saying|has been saying|was saying|asked)\\b", "");
const FIRST_ONLY = /\b(?:i|myself)\b/;
const SELF_WORDS = /\b(?:myself|my|me|i)\b/;
const OTHER_WORDS = /\b(?:himself|herself|themselves|themself|his|her|their|him|them|he|she|they)\b/;

interface Hit {
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
function attribute(sentence: string, start: number, match: string, forAFriend: boolean): CareKind | "generic" {
  if (forAFriend) return "self";
  // The sign's own words say whose it is ("kill myself", "without him"), when they say it one way only.
  const selfIn = SELF_WORDS.test(match);
  const otherIn = OTHER_WORDS.test(match);
  if (selfIn !== otherIn) return selfIn ? "self" : "other";
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
    if (GENERIC.test(w) || pair === "a person") return "generic";
    if (THIRD.test(w)) return "other";
  }
  if (SPEECH.test(window)) return "other";
  return "self";
}

interface TurnReading {
  hits: Hit[];
  distance: boolean;
}

function readTurn(raw: string): TurnReading {
  let text = normalise(raw);
  for (const idiom of IDIOMS) text = text.replace(idiom, (m) => " ".repeat(m.length));
  const forAFriend = SIGNALS.some((s) => s.family === "for-a-friend" && (s.pattern.lastIndex = 0, s.pattern.test(text)));
  const hits: Hit[] = [];
  let distance = false;
  const wordCount = text.split(/\s+/).filter((w) => /[a-z]/.test(w)).length;
  for (const sentence of text.split(/\s*[.!?;]+\s*/)) {
    if (!sentence) continue;
    const denied = spansOf(DENIALS, sentence);
    const framed = DISTANCE.some((d) => d.test(sentence));
    if (framed) distance = true;
    const quotes = spansOf([/"[^"]*"/g], sentence);
    for (const signal of SIGNALS) {
      if (signal.unless?.test(text)) continue;
      signal.pattern.lastIndex = 0;
      for (const m of sentence.matchAll(signal.pattern)) {
        const span: [number, number] = [m.index!, m.index! + m[0].length];
        if (overlaps(span, denied)) continue;
        // A sign inside a fiction or history frame is about the story, not the writer.
        if (framed && !signal.modifier) continue;
        const who = attribute(sentence, span[0], m[0], forAFriend);
        const inQuote = overlaps(span, quotes);
        hits.push({
          family: signal.family,
          key: signal.key,
          weight: signal.weight,
          who: who === "other" || (inQuote && SPEECH.test(sentence)) ? "other" : "self",
          modifier: Boolean(signal.modifier),
          withMeans: Boolean(signal.withMeans),
        });
        // Remember whether the sign was generic ("someone", "you") for the distance rule below.
        if (who === "generic") (hits[hits.length - 1] as Hit & { generic?: boolean }).generic = true;
        break;
      }
    }
  }
  // A short message made only of despair ("cant do this anymore") weighs more than the same words in a long story.
  if (wordCount <= 8 && hits.some((h) => !h.modifier && h.weight >= 2)) {
    hits.push({ family: "hopeless", key: "bare", weight: 1, who: hits.find((h) => !h.modifier)!.who, modifier: true, withMeans: false });
  }
  return { hits, distance };
}

interface Tally {
  score: number;
  families: string[];
}

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
    if (h.withMeans && !hasMeans) continue;
    if (h.modifier && h.key === "friend" && !hasMeans && !core.some((c) => c.family === "direct" || c.family === "wish-to-die")) continue;
    score += h.weight;
    const name = h.family === "loss" ? "loss-plus-means" : h.family;
    if (!families.includes(name)) families.push(name);
  }
  return { score, families };
}

function judge(turns: TurnReading[]): CareVerdict {
  const distance = turns.some((t) => t.distance);
  const self: Hit[] = [];
  const other: Hit[] = [];
  for (const turn of turns) {
    for (const h of turn.hits) {
      const generic = (h as Hit & { generic?: boolean }).generic;
      // Within a story or a history lesson, what "he", "she" or "someone" does is not a sign about anyone here.
      if (distance && !h.modifier && (h.who === "other" || generic)) continue;
      (h.who === "other" ? other : self).push(h);
    }
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

/** Does this one message show signs of crisis or self-harm, about the writer ("self") or someone else ("other")? */
export function assessText(text: string): CareVerdict {
  return judge([readTurn(text)]);
}

/**
 * Newest last. Looks at the recent user turns (at most the last 12): a sign in any of them keeps care first;
 * weak signals in different turns add up.
 */
export function assessConversation(userTurns: string[]): CareVerdict {
  const recent = userTurns.slice(-CARE_TURNS).filter((t) => typeof t === "string" && t.trim());
  if (!recent.length) return { kind: null, signals: [] };
  return judge(recent.map(readTurn));
}
