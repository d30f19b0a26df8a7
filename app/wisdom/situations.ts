import type { Situation } from "~/content/content-schema";

/**
 * Reading a whole question for the situations it describes. Each situation is known by the ways people say it (its
 * cues and direct questions, written for it) rather than by topic words: a question is matched against those
 * phrasings, word pairs included ("my boss", "died alone"), each word weighed by how rarely the situations use it, so
 * that what sets one situation apart from another counts most. Pure and dependency-free: the server builds the index
 * once from the library, and the evaluation (npm run eval:answers) runs the same code.
 */

const STOP = new Set(
  `a an and or but if so of to in on at by for with from as is are was were be been being am it its this that these those
  there here then than too very just really quite i me my mine myself we us our you your he him his she her they them
  their what which who whom whose when where why how do does did doing have has had having can could would should will
  shall may might must not no nor about into over under again further once all any both each few more most other some
  such only own same also get got go going gone im ive id dont cant wont didnt isnt wasnt thats whats lot lots much
  thing things something anything everything someone anyone one ones like know think feel felt feeling deal dealing cope
  coping handle handling manage managing help get gets make need needs want wants way ways advice tips best anyone
  please hi hello thanks thank question ask asking wondering guess maybe kind sort bit`.split(/\s+/),
);

/**
 * Words people use for the same thing, read as one: "mum" and "mother", "boss" and "manager". Written for the
 * situations' own vocabulary; both the situations and the questions are read through it.
 */
const SAME = new Map<string, string>(
  Object.entries({
    mum: "mother",
    mom: "mother",
    mam: "mother",
    mama: "mother",
    mommy: "mother",
    mummy: "mother",
    ma: "mother",
    dad: "father",
    daddy: "father",
    papa: "father",
    pa: "father",
    manager: "boss",
    supervisor: "boss",
    superior: "boss",
    lead: "boss",
    coworker: "colleague",
    workmate: "colleague",
    exams: "exam",
    test: "exam",
    tests: "exam",
    finals: "exam",
    boards: "exam",
    kids: "child",
    kid: "child",
    children: "child",
    partner: "spouse",
    husband: "spouse",
    wife: "spouse",
    hubby: "spouse",
    bf: "boyfriend",
    gf: "girlfriend",
    passed: "died",
    passing: "died",
    death: "died",
    dead: "died",
    die: "died",
    dying: "died",
    lost: "died",
    scared: "afraid",
    frightened: "afraid",
    terrified: "afraid",
    fear: "afraid",
    fears: "afraid",
    anxious: "anxiety",
    worried: "anxiety",
    worry: "anxiety",
    worrying: "anxiety",
    nervous: "anxiety",
    angry: "anger",
    furious: "anger",
    rage: "anger",
    mad: "anger",
    temper: "anger",
    sad: "sadness",
    unhappy: "sadness",
    depressed: "sadness",
    down: "sadness",
    job: "work",
    career: "work",
    office: "work",
    workplace: "work",
    meditate: "meditation",
    meditating: "meditation",
    sitting: "meditation",
    practise: "practice",
    pray: "prayer",
    praying: "prayer",
    prayers: "prayer",
    reincarnation: "rebirth",
    reborn: "rebirth",
    incarnation: "rebirth",
    god: "god",
    lord: "god",
    allah: "god",
    cheating: "affair",
    cheated: "affair",
    unfaithful: "affair",
    infidelity: "affair",
    lonely: "alone",
    loneliness: "alone",
    isolated: "alone",
    guilty: "guilt",
    ashamed: "shame",
    sleepy: "sleep",
    asleep: "sleep",
    drowsy: "sleep",
    tired: "sleep",
    cat: "pet",
    dog: "pet",
    puppy: "pet",
    kitten: "pet",
    vet: "vet",
    euthanasia: "euthanise",
    euthanize: "euthanise",
    "put down": "euthanise",
    ambitious: "ambition",
    buddhist: "buddhism",
    buddhists: "buddhism",
    vegetarianism: "vegetarian",
    vegan: "vegetarian",
  }),
);

/** A light stem: enough that "dying", "died" and "dies" meet, and "colleagues" finds "colleague". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  for (const suffix of ["ingly", "ing", "edly", "ed", "ness", "ly", "es", "s"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 4 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

export function tokens(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // "I'll" is not "ill", nor "he'll" "hell": contractions lose their endings, which say nothing here.
      .replace(/n['’]t\b/g, " not")
      .replace(/['’](?:ll|re|ve|d|m|s)\b/g, "")
      .replace(/['’]/g, "")
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1 && !STOP.has(w))
      .map((w) => SAME.get(w) ?? stem(w))
  );
}

/** Words and neighbouring word pairs of a text. */
function features(text: string): string[] {
  const t = tokens(text);
  const out = [...t];
  for (let i = 1; i < t.length; i++) out.push(`${t[i - 1]} ${t[i]}`);
  return out;
}

type Vector = Map<string, number>;

function norm(v: Vector): number {
  let s = 0;
  for (const x of v.values()) s += x * x;
  return Math.sqrt(s);
}

function cosine(a: Vector, b: Vector, na = norm(a), nb = norm(b)): number {
  if (!na || !nb) return 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, x] of small) {
    const y = large.get(k);
    if (y) dot += x * y;
  }
  return dot / (na * nb);
}

interface Entry {
  situation: Situation;
  phrasings: Array<{ v: Vector; n: number }>;
  whole: Vector;
  wholeNorm: number;
}

export interface SituationIndex {
  entries: Entry[];
  idf: Map<string, number>;
  /** The weight of a word no situation uses: it still counts in the question, and matches nothing. */
  unknown: number;
}

export interface SituationMatch {
  situation: Situation;
  score: number;
}

export interface Reading {
  /** The best match, and a second when the question holds a second concern; empty when nothing fits well. */
  matches: SituationMatch[];
  /** The best candidates with their scores, for the evaluation and for a model's grounding. */
  ranked: SituationMatch[];
}

/**
 * Below this score no situation is said to fit: the engine answers from the closest teachings and says so. A question
 * that says nothing of the person ("what are the six perfections?") asks about a teaching, not a situation: it takes
 * a close match (a situation written for that very question) or none.
 */
export const FITS = 0.06;
export const FITS_IMPERSONAL = 0.2;
const PERSONAL = /\b(?:i|im|ive|id|me|my|mine|myself|we|our|us)\b/;

/** Does the text say something of the person who wrote it ("I", "my", "we")? */
export function isPersonal(text: string): boolean {
  return PERSONAL.test(text.toLowerCase().replace(/['’]/g, ""));
}
/**
 * A second situation joins the first when what the question says beyond the first's words is a good part of it
 * (SECOND_REST of its weight) and fits the second well on its own (SECOND).
 */
const SECOND = 0.3;
const SECOND_REST = 0.5;

/**
 * The matcher's weights, chosen on the tuning questions only (a small grid; this point and its neighbours all read
 * 85-86 percent there): the closest single phrasing against the situation as a whole, the share of the question the
 * situation covers, and the kind of guidance the person chose.
 */
const TUNE = { best: 0.35, cover: 0.5, category: 0.05 };

export function buildSituationIndex(situations: readonly Situation[]): SituationIndex {
  const docs = situations.map((s) => [s.title, ...s.cues, ...s.asks].map(features));
  const df = new Map<string, number>();
  let count = 0;
  for (const phrasings of docs) {
    for (const f of phrasings) {
      count++;
      for (const k of new Set(f)) df.set(k, (df.get(k) ?? 0) + 1);
    }
  }
  const idf = new Map([...df].map(([k, n]) => [k, Math.log(1 + count / n)]));
  const unknown = Math.log(1 + count);
  const vec = (f: string[]): Vector => {
    const v: Vector = new Map();
    for (const k of f) v.set(k, (v.get(k) ?? 0) + (idf.get(k) ?? 0));
    return v;
  };
  const entries = situations.map((situation, i) => {
    const phrasings = docs[i].map((f) => {
      const v = vec(f);
      return { v, n: norm(v) };
    });
    const whole: Vector = new Map();
    for (const { v } of phrasings) for (const [k, x] of v) whole.set(k, (whole.get(k) ?? 0) + x);
    return { situation, phrasings, whole, wholeNorm: norm(whole) };
  });
  return { entries, idf, unknown };
}

function queryVector(index: SituationIndex, text: string, weight = 1, into: Vector = new Map()): Vector {
  for (const k of features(text)) {
    // A word pair no situation uses says nothing; a single word no situation uses is part of what was asked.
    const w = index.idf.get(k) ?? (k.includes(" ") ? 0 : index.unknown);
    if (w) into.set(k, (into.get(k) ?? 0) + w * weight);
  }
  return into;
}

/** How much of the question's weight the situation's words meet at all (one rare word shared is not a match). */
function coverage(q: Vector, whole: Vector): number {
  let met = 0;
  let all = 0;
  for (const [k, x] of q) {
    if (k.includes(" ")) continue;
    all += x;
    if (whole.has(k)) met += x;
  }
  return all ? met / all : 0;
}

/**
 * The situations a question describes. `earlier` holds the earlier questions of the same conversation, newest first:
 * they are read with the new one, more lightly, so that "and what about at work?" stays with its conversation.
 * `category` is the kind of guidance the person chose: a small weight, never the deciding one.
 */
export function readQuestion(
  index: SituationIndex,
  question: string,
  earlier: readonly string[] = [],
  category?: string,
  /** Situations already answered in this conversation: a follow-up asks something new, so they yield to the next. */
  answered: ReadonlySet<string> = new Set(),
): Reading {
  const q = queryVector(index, question);
  // A short follow-up ("and what about at work?") leans on what it follows; a full question stands mostly alone.
  const own = tokens(question).length;
  earlier.slice(0, 3).forEach((e, i) => queryVector(index, e, (own <= 4 ? 1 : 0.5) / (i + 1), q));
  const nq = norm(q);
  if (!nq) return { matches: [], ranked: [] };
  const ranked = index.entries
    .map((e) => {
      const best = Math.max(...e.phrasings.map((p) => cosine(q, p.v, nq, p.n)));
      const whole = cosine(q, e.whole, nq, e.wholeNorm);
      const score =
        (TUNE.best * best + (1 - TUNE.best) * whole) * coverage(q, e.whole) ** TUNE.cover +
        (category && e.situation.category === category ? TUNE.category : 0);
      return { situation: e.situation, score, entry: e };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
  // A follow-up on the situation already answered would only repeat it: the next fitting one answers, if it is close.
  const fresh = ranked.filter((r) => !answered.has(r.situation.id));
  const top = fresh[0] && (!answered.size || fresh[0].score >= 0.6 * ranked[0].score) ? fresh[0] : undefined;
  const matches: SituationMatch[] = [];
  const personal = isPersonal([question, ...earlier].join(" "));
  const fits = personal ? FITS : FITS_IMPERSONAL;
  if (top && top.score >= fits) {
    matches.push({ situation: top.situation, score: top.score });
    // A second concern: read what the question says beyond the first situation's words; a different situation that
    // fits that rest well on its own is a second concern ("...and now my new boss micromanages me").
    const rest: Vector = new Map([...q].filter(([k]) => !top.entry.whole.has(k)));
    const nr = norm(rest);
    if (nr >= SECOND_REST * nq) {
      const second = index.entries
        .filter((e) => e !== top.entry && e.situation.category !== top.situation.category)
        .map((e) => ({ e, own: cosine(rest, e.whole, nr, e.wholeNorm) * coverage(rest, e.whole) ** TUNE.cover }))
        .sort((a, b) => b.own - a.own)[0];
      if (second && second.own >= SECOND) matches.push({ situation: second.e.situation, score: second.own });
    }
  }
  return { matches, ranked: ranked.map(({ situation, score }) => ({ situation, score })) };
}
