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

import { learnedCuts, learnedRisk } from "./learned";
import { ORDINARY_FAREWELL, SIGNALS } from "./lexicon";
import { buildPrefilter, type Prefilter } from "./prefilter";
import { type Family, MEDICAL, OUTING, re } from "./lexicon/parts";
import { type CareLang, detectLanguage, LANGUAGES } from "./languages";
import { normalise } from "./normalise";

export { normalise };

export type CareKind = "self" | "other";

/**
 * How strongly care answers: "urgent" leads with the care answer instead of an answer; "check-in" opens the answer
 * with a short, direct question about safety and the helplines, then answers the question.
 */
export type CareLevel = "urgent" | "check-in";

export interface CareVerdict {
  /** Whose safety is in question; null exactly when level is null. */
  kind: CareKind | null;
  level: CareLevel | null;
  /** The signal families that fired, e.g. ["wish-to-die", "plan-time"]. */
  signals: string[];
}

const NONE: CareVerdict = { kind: null, level: null, signals: [] };

/** How far back a conversation is read. */
export const CARE_TURNS = 12;

/** A score of URGENT or more gives the care answer first; CHECK_IN or more opens the answer with a check-in. */
const URGENT = 3;
const CHECK_IN = 2;

// ---------------------------------------------------------------------------------------------------------------
// What sets a sign aside: idioms (removed before matching), denials (over the words they cover), distance frames.

export const IDIOMS: RegExp[] = [
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
  // Portuguese and Spanish "working myself to death", French and Portuguese "a binge of series".
  /\bme mato (?:de |a )?(?:trabalhar|trabajar|trabajando|estudiar|estudiando|estudar|rir|reir)\b/g,
  /\boverdose de (?:series|netflix|cafe|chocolat|chocolate|travail|trabalho|sucre|acucar|musique|musica|jeux|filmes|films)\b/g,
  // Hinglish "my last message in this group", a sign-off before a holiday.
  /\blast message (?:hai )?(?:is|in|of|for) (?:this |the )?(?:group|chat|year|week|day|today|holidays?)\b/g,
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
  /\bfor (?:a|my|the|our) (?:short )?(?:story|novel|screenplay|poem|play|script|film|comic|class|course|essay|sermon)\b(?![^.?!]{0,30}\b(?:sort of|kind of|not really)\b)/,
  /\b(?:ophelia|hamlet|anna karenina|romeo|juliet|madame bovary|werther|virginia woolf|sylvia plath|the bell jar)\b/,
  // History and study.
  new RegExp(
    "\\b(?:history|historically|century|ancient|medieval|ww1|ww2|world war|the war|samurai" +
      "|seppuku|harakiri|kamikaze|masada|romans?|emperor|socrates|hemlock|hemingway|cleopatra" +
      "|nicaea|martyrs?|in class|homework|essay|comparative religion|thich quang duc|judas|why did (?!i\\b)" +
      "|stoics?|stoicism|seneca|cato|epictetus|camus|sartre|schopenhauer|philosoph\\w*|theolog\\w*)\\b",
    "",
  ),
  /\b(?:in|of) 1\d{3}\b/,
];

/** Every pattern the engine itself runs beside the lexicon's, for the lint (scripts/care-lint.ts). */
export const CARE_PATTERNS: RegExp[] = [...IDIOMS, ...DENIALS, ...DISTANCE];

// Third-person subjects and speech frames, for telling "other" from "self".
const THIRD = re(
  "^(?:he|she|they|him|them|{KIN}|character|protagonist|hero|heroine|villain|narrator|man|woman" +
    "|monk|monks|soldiers?|defenders|samurai|pilots|philosopher|poet|king|queen|sage|master|writer|artist|prince|princess" +
    "|warrior|hermit|yogi|saint|stoic)$",
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

export interface Hit {
  modifies?: Family[];
  /** Alone, not even a check-in: it counts only beside another sign (a height or a dose asked about). */
  needsCompanion?: boolean;
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
  // "taking one's own life" is said of anyone.
  if (/\bones?\b/.test(match) && !SELF_WORDS.test(match)) return "generic";
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

const OTHER_IN = new Map<CareLang, RegExp>();

/** Who a sign written in another language is about: another person named as its subject before it, or the writer. */
function attributeIn(lang: CareLang, sentence: string, start: number, match: string, forAFriend: boolean): CareKind {
  if (forAFriend) return "self";
  const source = LANGUAGES[lang].other;
  if (!source) return "self";
  if (!OTHER_IN.has(lang)) OTHER_IN.set(lang, new RegExp(source));
  return OTHER_IN.get(lang)!.test(sentence.slice(0, start + match.length)) ? "other" : "self";
}

/** Families whose weaker words, said alone in a short message, are read as a sign ("cant do this anymore"). */
const BARE_FAMILIES = new Set<Family>(["hopeless", "wish-to-die", "not-being-here", "burden", "direct", "goodbye"]);
const NOT_BARE_KEYS = new Set(["done", "giving", "settle"]);

export interface TurnReading {
  hits: Hit[];
  distance: boolean;
}

/** A question about what a tradition teaches ("what does buddhism say about people who end their lives"). */
const TEACHING = new RegExp(
  "\\b(?:(?:how|what|why) (?:did|does|do|would) (?:the )?(?:stoics?|seneca|epictetus|marcus aurelius|camus|sartre" +
    "|schopenhauer|nietzsche|hume|kant|plato|socrates|aristotle|philosophers?|theologians?|mystics?|sages?|augustine|aquinas)|" +
    "what (?:does|do|did|would) (?:the )?(?:buddha|buddhism|\\w+ism|bible|church|god" +
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

let prefilter: Prefilter | undefined;
/** The lexicon's patterns read for their required words, once, on first use. */
function signalPrefilter(): Prefilter {
  return (prefilter ??= buildPrefilter(SIGNALS.map((s) => s.pattern)));
}
/** Read the lexicon's patterns now (about a tenth of a second), not during the first question: startServer calls it. */
export function prepareCareDetector(): void {
  signalPrefilter();
}
let prefilterOn = true;
/** For the test that proves the prefilter changes no verdict: run every pattern on every message. */
export function usePrefilter(on: boolean): void {
  prefilterOn = on;
}

function readTurn(raw: string): TurnReading {
  let text = normalise(raw);
  for (const idiom of IDIOMS) text = text.replace(idiom, (m) => " ".repeat(m.length));
  const forAFriend = SIGNALS.some((s) => s.family === "for-a-friend" && ((s.pattern.lastIndex = 0), s.pattern.test(text)));
  const lang = detectLanguage(text);
  const spanish = lang === "es" || looksSpanish(text);
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
  // Only the patterns whose required words are in the message are run (exact: see prefilter.ts).
  const whole = joined.replace(/ \. /g, " ");
  const mayMatch = prefilterOn ? signalPrefilter().candidates(joined) : null;
  const mayMatchWhole = prefilterOn && whole !== joined ? signalPrefilter().candidates(whole) : mayMatch;
  for (let k = 0; k < SIGNALS.length; k++) {
    const signal = SIGNALS[k];
    if (signal.wholeMessage ? mayMatchWhole?.[k] === 0 : mayMatch?.[k] === 0) continue;
    // German "die" and "will" are an article and "want": English signs are not read in a German message.
    if (lang === "de" && !signal.lang) continue;
    if (signal.unless?.test(text)) continue;
    signal.pattern.lastIndex = 0;
    if (signal.wholeMessage) {
      // Signs spread over the sentences of one message: a means named in one, its use in the next.
      if (!distance && signal.pattern.test(whole)) {
        const { family, key, weight } = signal;
        hits.push({
          family,
          key,
          weight,
          who: "self",
          modifier: Boolean(signal.modifier),
          withMeans: false,
          needsCompanion: signal.needsCompanion,
        });
      }
      continue;
    }
    const seen = new Set<Sentence>();
    for (const m of joined.matchAll(signal.pattern)) {
      const sentence = sentenceAt(m.index!);
      if (seen.has(sentence)) continue;
      // A sign is whole words: never the tail of another word ("online", "pipeline").
      if (m.index! > 0 && /[a-z0-9]/.test(joined[m.index! - 1]) && /^[a-z0-9]/.test(m[0])) continue;
      const local: [number, number] = [m.index! - sentence.start, m.index! - sentence.start + m[0].length];
      if (overlaps(local, sentence.denied)) continue;
      const who =
        signal.lang && signal.lang !== "en"
          ? attributeIn(signal.lang, sentence.text, local[0], m[0], forAFriend)
          : attribute(sentence.text, local[0], m[0], forAFriend, signal.family, spanish);
      const inQuote = overlaps(local, sentence.quotes);
      // In a sentence about a story or a history lesson, only the writer's own plain words about themself count.
      if (sentence.framed && !signal.modifier && (who !== "self" || inQuote)) continue;
      seen.add(sentence);
      hits.push({
        family: signal.family,
        key: signal.key,
        weight: signal.weight,
        needsCompanion: signal.needsCompanion,
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
  /** Whether what counted can stand alone: a sign that needs no companion, or two different signs. */
  standalone: boolean;
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
  const counted: Hit[] = [];
  for (const h of all) {
    if (h.modifier && !core.length) continue;
    if (h.modifies && !core.some((c) => h.modifies!.includes(c.family))) continue;
    // A loss adds to a question about means, or to despair that names no way forward ("lost my job, i cant go on").
    if (h.withMeans && !hasMeans && !core.some((c) => c.family === "hopeless" && LOSS_DESPAIR.has(c.key))) continue;
    if (h.modifier && h.key === "friend" && !hasMeans && !core.some((c) => c.family === "direct" || c.family === "wish-to-die")) continue;
    score += h.weight;
    counted.push(h);
    const name = h.family === "loss" ? "loss-plus-means" : h.family;
    if (!families.includes(name)) families.push(name);
  }
  const core2 = counted.filter((h) => !h.modifier && h.weight >= 2);
  const standalone = core2.some((h) => !h.needsCompanion) || (core2.length > 0 && counted.length >= 2);
  return { score, families, standalone };
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
  const otherTally = tally(other);
  const both = tally([...self, ...other]);
  for (const [threshold, level] of [
    [URGENT, "urgent"],
    [CHECK_IN, "check-in"],
  ] as const) {
    const enough = (t: Tally) => t.score >= threshold && (level === "urgent" || t.standalone);
    if (enough(selfTally)) return { kind: "self", level, signals: selfTally.families };
    if (enough(otherTally)) return { kind: "other", level, signals: otherTally.families };
    if (enough(both)) {
      return { kind: selfTally.score >= otherTally.score ? "self" : "other", level, signals: both.families };
    }
  }
  return NONE;
}

const YES = new RegExp(
  "^(?:yes|yeah|yep|yup|yea|ya|maybe|perhaps|sometimes|kind of|sort of|i think so|a little|a bit|honestly yes|i do|i am|often|lately|" +
    "si|oui|ouais|ja|jein|sim|haan|han|ha|haa|ji|ji haan|jee|forse|talvez|vielleicht|peut etre|a veces|parfois|manchmal|as vezes|a volte|" +
    "kabhi kabhi|shayad|thoda|un poco|un peu|ein bisschen|um pouco|un po)\\b",
);
const NO = new RegExp(
  "^(?:no|nope|nah|not at all|never|not really|i am not|i do not|i have not|i am fine|i am ok|i am okay|all good|non|nein|nao|nahi|nahin|nai|mai theek hoon" +
    "|para nada|pas du tout|gar nicht|de jeito nenhum|per niente|bilkul nahi)\\b(?! (?:sure|idea))",
);

/**
 * A reply to a check-in ("are you thinking about ending your life?"): "yes" (yes, maybe, sometimes, in any of the
 * languages), "no", or null when it is neither (a new question). The detector reads the words as well.
 */
export function readCheckInReply(reply: string): "yes" | "no" | null {
  const text = normalise(reply).replace(/^[^a-z0-9]+/, "");
  if (NO.test(text)) return "no";
  if (YES.test(text)) return "yes";
  return null;
}

/**
 * What the rules alone read in a conversation (newest last): their verdict, and each turn's hits. The training script
 * decides each case from these and the model's out-of-fold probability, exactly as the detector does.
 */
export function readRules(userTurns: string[]): RulesReading {
  const recent = userTurns.slice(-CARE_TURNS).filter((t) => typeof t === "string" && t.trim());
  const readings = recent.map(readTurn);
  return { verdict: recent.length ? judge(readings) : NONE, readings };
}

export interface RulesReading {
  verdict: CareVerdict;
  readings: TurnReading[];
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
  if (!recent.length) return NONE;
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
 * reading the rules found too weak to a check-in, when they saw at least one sign beyond a lone question about a
 * means or a place (those wait for a loss or another sign), and defers to a plain denial. About the writer, unless the
 * rules read every sign there as another person's.
 */
/**
 * An ordinary reason named for the words, which the model alone may not override: a dose for a migraine, a climb, a
 * habit given up, a job left. (A sign the rules saw still counts beside these; only the model's own question waits.)
 */
const ORDINARY_REASON = new RegExp(
  `${MEDICAL.source}|${OUTING.source}` +
    "|\\b(?:habit|smoking|vaping|sugar|social media|procrastinat\\w*|caffeine|coffee|gambling|porn|nail biting)\\b" +
    "|\\b(?:wedding|engagement|honeymoon|concert|gig|festival|match|tournament|party|baby shower|housewarming)\\b" +
    "|\\b(?:leave|leaving|quit|quitting|left|resign\\w*) (?:my|the|this) (?:job|company|team|course|band|church|role|post)\\b",
);

/** A move, a trip, a life simplified: giving things away for these is ordinary. */
const MOVE_OR_TRIP =
  /\b(?:moving|move house|moved|relocat\w*|emigrat\w*|declutter\w*|downsiz\w*|charity shop|donat\w*|holiday|vacation|trip|monastery|novice|minimalis\w*)\b/;

/**
 * May the model lift the rules' weak signs to a check-in: not where an ordinary reason is named (a dose for a
 * migraine, a habit, a job left), nor where every sign was a worn-out phrase that work or study explains.
 */
function mayAsk(turns: string[], signs: Hit[]): boolean {
  const text = normalise(turns.join(" . "));
  if (ORDINARY_REASON.test(text)) return false;
  return !(EXHAUSTION_CONTEXT.test(text) && signs.every((h) => WORN_OUT_KEYS.has(h.key)));
}

/** ...and on its own: not after a lone question about a place or a dose, or a loss told, nor for a farewell or a move. */
function mayAskAlone(turns: string[], readings: TurnReading[]): boolean {
  if (readings.some((r) => r.hits.some((h) => h.family === "means" || h.family === "loss"))) return false;
  const text = normalise(turns.join(" . "));
  return !ORDINARY_REASON.test(text) && !ORDINARY_FAREWELL.test(text) && !MOVE_OR_TRIP.test(text);
}

/** The model's cut-offs (learned-model.json): a lift to a check-in beside a sign, one on its own, and the doubt of an urgent reading. */
export interface LearnedCuts {
  threshold: number;
  aloneThreshold: number;
  demote: number;
  /** Below this probability a check-in of the rules is not asked (the model is nearly sure it is not a crisis). */
  quiet: number;
}

/**
 * The verdict from the rules' reading and the learned model's probability `p` (learned.ts), shared by the detector and
 * the training script (which chooses the cut-offs on out-of-fold probabilities). The model reads the rules' signs
 * beside the words, so it weighs both:
 * - an urgent reading stays urgent unless the model is nearly sure it is not a crisis: then a check-in, still care;
 * - a check-in of the rules stands unless the person plainly denied a risk or the model is nearly sure it is not one;
 * - where the rules saw too little, the model may ask a check-in: at `threshold` beside a weak sign (not where an
 *   ordinary reason is named), at `aloneThreshold` where the rules saw nothing (not in a story, a move or a lone
 *   question about a means); never after a plain denial.
 */
export function decide(
  verdict: CareVerdict,
  turns: string[],
  readings: ReadonlyArray<{ hits: ReadonlyArray<Hit>; distance: boolean }>,
  p: number,
  cuts: LearnedCuts,
  denied = deniesRisk(turns),
): CareVerdict {
  return decideAt(openingFor(verdict, turns, readings, denied), verdict, p, cuts);
}

/** Where the model may act on a reading, whatever its probability: what `decide` needs beside p (for training). */
export interface LearnedOpening {
  /**
   * "doubt": an urgent reading the model may turn into a check-in; "quiet": a check-in of the rules the model may set
   * aside; "keep": the rules' verdict stands; "silence": a check-in after a plain denial, not asked; "lift" or
   * "alone": the model may ask.
   */
  may: "doubt" | "quiet" | "keep" | "silence" | "lift" | "alone";
  other: boolean;
}

export function openingFor(
  verdict: CareVerdict,
  turns: string[],
  readings: ReadonlyArray<{ hits: ReadonlyArray<Hit>; distance: boolean }>,
  denied: boolean,
): LearnedOpening {
  // The urgent answer is never set aside by a denial; a check-in is not asked of one who has just said no.
  if (verdict.level === "urgent") return { may: "doubt", other: false };
  if (verdict.level === "check-in") return { may: denied ? "silence" : "quiet", other: false };
  if (denied) return { may: "keep", other: false };
  const signs = readings.flatMap((r) => r.hits).filter((h) => !h.modifier);
  const other = signs.some((h) => h.who === "other") && !signs.some((h) => h.who === "self");
  if (signs.some((h) => h.family !== "means")) return { may: mayAsk(turns, signs as Hit[]) ? "lift" : "keep", other };
  const distance = readings.some((r) => r.distance);
  return { may: !distance && mayAskAlone(turns, readings as TurnReading[]) ? "alone" : "keep", other };
}

export function decideAt(opening: LearnedOpening, verdict: CareVerdict, p: number, cuts: LearnedCuts): CareVerdict {
  switch (opening.may) {
    case "doubt":
      return p < cuts.demote ? { ...verdict, level: "check-in", signals: [...verdict.signals, "learned-doubt"] } : verdict;
    case "quiet":
      return p < cuts.quiet ? NONE : verdict;
    case "keep":
      return verdict;
    case "silence":
      return NONE;
    case "lift":
    case "alone":
      if (p < (opening.may === "lift" ? cuts.threshold : cuts.aloneThreshold)) return verdict;
      return { kind: opening.other ? "other" : "self", level: "check-in", signals: [...verdict.signals, "learned"] };
  }
}

function withLearned(verdict: CareVerdict, turns: string[], readings: TurnReading[]): CareVerdict {
  return decide(verdict, turns, readings, learnedRisk(turns), learnedCuts());
}
