/**
 * Training of the learned care signal: an L2-regularised logistic regression over hashed features, fitted by
 * accelerated full-batch gradient descent (deterministic: no sampling), with stratified k-fold cross-validation to
 * choose the regularisation and the threshold. Used by scripts/train-care-model.ts and by the tests that check the
 * committed model is what the script makes; never imported by the app.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { loadQuestions } from "../answers-eval";
import { type CareCase, loadCareSet } from "./eval";
import { BITS, featurize, type Sparse } from "./learned-features";

export interface Fitted {
  weights: Float64Array;
  bias: number;
}

/** The model as stored in learned-model.json. */
export interface StoredModel {
  version: 1;
  bits: number;
  /** Little-endian Int16 weights, base64; a weight is the integer times `scale`. */
  weights: string;
  scale: number;
  bias: number;
  /** Probability at or above which the model lifts a weak sign the rules saw to a check-in. */
  threshold: number;
  /** Probability at or above which the model asks a check-in on its own, where the rules saw no sign. */
  aloneThreshold: number;
  /** Below this probability an urgent reading of the rules is answered with a check-in instead (still care). */
  demote: number;
  /** Below this probability a check-in of the rules is set aside. */
  quiet: number;
  /** SHA-256 of the weights, scale, bias and thresholds, as the training script wrote them. */
  checksum: string;
  /** Cross-validated figures on the tuning sets, for the record. */
  cv: { folds: number; repeats: number; lambda: number; auc: number; recall: number; falseAlarmRate: number };
  /** What it was made from: each tuning file's SHA-256, the features, the counts. CI checks it against the fixtures. */
  manifest: Manifest;
}

export interface Manifest {
  fixtures: Record<string, string>;
  features: string;
  cases: number;
  positives: number;
  safe: number;
}

/** The tuning files the model is trained on (never a held-out set). */
export const TRAINING_FILES = [
  "tuning.yaml",
  "tuning-2-en.yaml",
  "tuning-2-langs.yaml",
  "tuning-3-young.yaml",
  "tuning-3-older.yaml",
  "tuning-3-spiritual.yaml",
  "tuning-3-romance.yaml",
  "tuning-3-frdehi.yaml",
  "tuning-3-behaviour.yaml",
  "tuning-4-forum.yaml",
  "tuning-4-lives.yaml",
  "tuning-4-langs.yaml",
  "tuning-4-negatives.yaml",
  "tuning-4-subtle.yaml",
  "tuning-4-ordinary.yaml",
  "tuning-5-ordinary-long.yaml",
  "tuning-5-mixed.yaml",
  "tuning-5-voices.yaml",
  "tuning-6-bodies.yaml",
  "tuning-6-long-doctrine.yaml",
  "tuning-6-langs-faith.yaml",
];
/** Care-format files of ordinary questions only (no one at risk): counted with the ordinary questions, not the hard negatives. */
export const ORDINARY_CARE_FILES = ["tuning-4-ordinary.yaml", "tuning-5-ordinary-long.yaml"];
/**
 * Ordinary questions people bring (the answer evaluation's tuning split, tests/fixtures/answers): safe cases too, so
 * that a person telling of a hard week is not asked whether they want to die. Their held-out split is never used.
 */
export const ORDINARY_FILES = ["questions-a.yaml", "questions-b.yaml"];

/** Every case the model is trained on: the care tuning sets, and the ordinary questions' tuning split as safe. */
export function trainingCases(careDir: string, answersDir: string): { care: CareCase[]; ordinary: CareCase[] } {
  const care = TRAINING_FILES.filter((f) => !ORDINARY_CARE_FILES.includes(f)).flatMap((f) => loadCareSet(path.join(careDir, f)));
  const ordinaryCare = ORDINARY_CARE_FILES.flatMap((f) => loadCareSet(path.join(careDir, f)));
  const ordinary = ORDINARY_FILES.flatMap((f) => loadQuestions(path.join(answersDir, f)))
    .filter((q) => q.split === "tuning")
    .map((q) => ({
      id: q.id,
      expect: "safe" as const,
      family: "ordinary-question",
      lang: "en" as const,
      turns: q.earlier,
      text: q.question,
    }));
  return { care, ordinary: [...ordinary, ...ordinaryCare] };
}

export const FEATURES =
  "normalised words of the last 12 user turns: hashed word unigrams and bigrams, the newest turn's words apart, " +
  "character 3- to 5-grams; binary, scaled to unit length; 2^16 buckets";

export function fileHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

function dot(w: Float64Array, x: Sparse): number {
  let s = 0;
  for (let k = 0; k < x.index.length; k++) s += w[x.index[k]] * x.value[k];
  return s;
}

/** Mean logistic loss plus lambda/2 |w|^2, minimised by Nesterov-accelerated gradient descent. */
export function fit(xs: Sparse[], ys: number[], lambda: number, iterations = 400, bits = BITS): Fitted {
  const dim = 1 << bits;
  const n = xs.length;
  // Rows have unit length plus the bias input, so the loss is (0.25 * 2 + lambda)-smooth.
  const step = 1 / (0.5 + lambda);
  let w = new Float64Array(dim);
  let b = 0;
  let prevW = new Float64Array(dim);
  let prevB = 0;
  const grad = new Float64Array(dim);
  const look = new Float64Array(dim);
  for (let it = 1; it <= iterations; it++) {
    const mom = (it - 1) / (it + 2);
    for (let j = 0; j < dim; j++) look[j] = w[j] + mom * (w[j] - prevW[j]);
    const lookB = b + mom * (b - prevB);
    for (let j = 0; j < dim; j++) grad[j] = lambda * look[j];
    let gradB = 0;
    for (let i = 0; i < n; i++) {
      const r = (sigmoid(dot(look, xs[i]) + lookB) - ys[i]) / n;
      const x = xs[i];
      for (let k = 0; k < x.index.length; k++) grad[x.index[k]] += r * x.value[k];
      gradB += r;
    }
    const next = prevW;
    for (let j = 0; j < dim; j++) next[j] = look[j] - step * grad[j];
    prevW = w;
    prevB = b;
    w = next;
    b = lookB - step * gradB;
  }
  return { weights: w, bias: b };
}

export function score(model: Fitted, x: Sparse): number {
  return sigmoid(dot(model.weights, x) + model.bias);
}

/** A small seeded generator (mulberry32), so that folds are the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold number of each case, stratified by label. */
export function folds(ys: number[], k: number, seed: number): number[] {
  const rand = random(seed);
  const out = new Array<number>(ys.length);
  for (const label of [0, 1]) {
    const members = ys
      .map((y, i) => [y, i])
      .filter(([y]) => y === label)
      .map(([, i]) => i);
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [members[i], members[j]] = [members[j], members[i]];
    }
    members.forEach((m, i) => (out[m] = i % k));
  }
  return out;
}

export function auc(scores: number[], ys: number[]): number {
  const pos = scores.filter((_, i) => ys[i] === 1);
  const neg = scores.filter((_, i) => ys[i] === 0);
  let wins = 0;
  for (const p of pos) for (const q of neg) wins += p > q ? 1 : p === q ? 0.5 : 0;
  return wins / (pos.length * neg.length || 1);
}

/**
 * The lowest threshold at which at most `maxAlarms` of the safe scores reach it: halfway between the safe score
 * just above the allowance and the next score up, so the choice does not sit on a training case.
 */
export function thresholdFor(scores: number[], ys: number[], maxAlarms: number): number {
  const safe = scores.filter((_, i) => ys[i] === 0).sort((a, b) => b - a);
  const bar = safe[maxAlarms] ?? 0;
  const above = scores.filter((s) => s > bar).sort((a, b) => a - b)[0] ?? 1;
  return (bar + above) / 2;
}

export const label = (c: CareCase) => (c.expect === "safe" ? 0 : 1);
export const conversation = (c: CareCase) => [...(c.turns ?? []), c.text];

export interface CvResult {
  lambda: number;
  /** Out-of-fold probability of each case, averaged over the repeats. */
  oof: number[];
  auc: number;
}

export function crossValidate(xs: Sparse[], ys: number[], lambda: number, k: number, repeats: number, iterations: number): CvResult {
  const sum = new Array<number>(xs.length).fill(0);
  for (let r = 0; r < repeats; r++) {
    const fold = folds(ys, k, 1000 + r);
    for (let f = 0; f < k; f++) {
      const train = xs.map((_, i) => i).filter((i) => fold[i] !== f);
      const model = fit(
        train.map((i) => xs[i]),
        train.map((i) => ys[i]),
        lambda,
        iterations,
      );
      xs.forEach((x, i) => {
        if (fold[i] === f) sum[i] += score(model, x);
      });
    }
  }
  const oof = sum.map((s) => s / repeats);
  return { lambda, oof, auc: auc(oof, ys) };
}

/** Quantise the weights to Int16 and seal them with a checksum. */
export function store(
  model: Fitted,
  thresholds: { threshold: number; aloneThreshold: number; demote: number; quiet: number },
  cv: StoredModel["cv"],
  manifest: Manifest,
  bits = BITS,
): StoredModel {
  let max = 0;
  for (const w of model.weights) max = Math.max(max, Math.abs(w));
  const scale = Number((max / 32767 || 1e-9).toPrecision(8));
  const ints = new Int16Array(model.weights.length);
  model.weights.forEach((w, i) => (ints[i] = Math.round(w / scale)));
  const bytes = new Uint8Array(ints.length * 2);
  const view = new DataView(bytes.buffer);
  ints.forEach((v, i) => view.setInt16(i * 2, v, true));
  const weights = Buffer.from(bytes).toString("base64");
  const bias = Number(model.bias.toPrecision(8));
  const t = Number(thresholds.threshold.toPrecision(6));
  const alone = Number(thresholds.aloneThreshold.toPrecision(6));
  const demote = Number(thresholds.demote.toPrecision(6));
  const quiet = Number(thresholds.quiet.toPrecision(6));
  return {
    version: 1,
    bits,
    weights,
    scale,
    bias,
    threshold: t,
    aloneThreshold: alone,
    demote,
    quiet,
    checksum: checksum(weights, scale, bias, t, alone, demote, quiet),
    cv,
    manifest,
  };
}

export function checksum(
  weights: string,
  scale: number,
  bias: number,
  threshold: number,
  aloneThreshold: number,
  demote: number,
  quiet: number,
): string {
  return createHash("sha256").update(`${weights}|${scale}|${bias}|${threshold}|${aloneThreshold}|${demote}|${quiet}`).digest("hex");
}

/** Gradient steps for every fit. */
export const ITERATIONS = 300;

/** The model fitted on a whole set, as the training script fits it last. */
export function fitAll(cases: CareCase[], lambda: number, iterations = ITERATIONS): Fitted {
  return fit(
    cases.map((c) => featurize(conversation(c))),
    cases.map(label),
    lambda,
    iterations,
  );
}
