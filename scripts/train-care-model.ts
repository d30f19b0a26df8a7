/**
 * Train the learned care signal on the tuning sets only (never a held-out set), and write
 * app/wisdom/care/learned-model.json with its manifest (each fixture's hash, the features, the counts).
 *
 * Stratified 5-fold cross-validation, repeated with two fixed seeds, chooses the regularisation (by the area under the
 * ROC curve of the out-of-fold probabilities) and two thresholds, counting as the detector does (a plain denial
 * silences the learned signal): `threshold`, at which at most 12 percent of the safe cases would be flagged, lifts a
 * weak sign the rules saw to a check-in; `aloneThreshold`, at most 8 percent, asks a check-in where the rules saw
 * nothing. Deterministic: the same file on every run.
 */
import fs from "node:fs";
import path from "node:path";
import { decideAt, deniesRisk, type LearnedCuts, openingFor, readRules } from "../app/wisdom/care/detect";
import { featurize } from "../app/wisdom/care/learned-features";
import {
  ORDINARY_FILES,
  trainingCases,
  conversation,
  crossValidate,
  type CvResult,
  fitAll,
  ITERATIONS,
  FEATURES,
  fileHash,
  label,
  store,
  TRAINING_FILES,
} from "../app/wisdom/care/learned-train";

const root = path.resolve(import.meta.dirname, "..");
const dir = path.join(root, "tests/fixtures/care");
const answersDir = path.join(root, "tests/fixtures/answers");
const { care, ordinary } = trainingCases(dir, answersDir);
const cases = [...care, ...ordinary];
const fixtures = Object.fromEntries([
  ...TRAINING_FILES.map((f) => [f, fileHash(fs.readFileSync(path.join(dir, f), "utf8"))]),
  ...ORDINARY_FILES.map((f) => [f, fileHash(fs.readFileSync(path.join(answersDir, f), "utf8"))]),
]);
/** On ordinary questions the model may ask at most this share where the rules did not; on the hard negatives at most this share; of the crisis
 * cases the rules read as urgent at most this share may be turned into a check-in by the model's doubt. */
const MAX_ORDINARY = 0.02;
const MAX_CHECK_IN_RATE = 0.1;
const MAX_DEMOTED = 0.02;
const MAX_QUIETED = 0;
const MIN_ASK = 0.5;
const FOLDS = 5;
const REPEATS = 2;
const LAMBDAS = [1e-5];

const xs = cases.map((c) => featurize(conversation(c)));
const ys = cases.map(label);
const denied = cases.map((c) => deniesRisk(conversation(c)));
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

let best: CvResult | undefined;
for (const lambda of LAMBDAS) {
  const r = crossValidate(xs, ys, lambda, FOLDS, REPEATS, ITERATIONS);
  console.log(`lambda ${lambda}: cross-validated AUC ${r.auc.toFixed(4)}`);
  if (!best || r.auc > best.auc) best = r;
}
const cv = best!;
const safe = ys.filter((y) => y === 0).length;
const positives = ys.length - safe;

// Each case as the detector will see it: the rules' reading, a denial, then the decision at given cut-offs with the
// case's out-of-fold probability (a model that never saw the case).
const readings = cases.map((c) => readRules(conversation(c)));
const openings = cases.map((c, i) => openingFor(readings[i].verdict, conversation(c), readings[i].readings, denied[i]));
const careOnly = (i: number) => i < care.length;
function simulate(cuts: LearnedCuts) {
  let caught = 0;
  let urgentSafe = 0;
  let checkInSafe = 0;
  let ordinaryAsked = 0;
  let demotedPositives = 0;
  let quietedPositives = 0;
  let careSafe = 0;
  cases.forEach((c, i) => {
    const r = readings[i];
    const v = decideAt(openings[i], r.verdict, cv.oof[i], cuts);
    if (!careOnly(i)) {
      // What the model adds: the rules' own questions of ordinary people are theirs to answer for (the lexicon's tests).
      if (v.level && !r.verdict.level) ordinaryAsked++;
      return;
    }
    if (ys[i] === 1) {
      if (v.level) caught++;
      if (r.verdict.level === "urgent" && v.level !== "urgent") demotedPositives++;
      if (r.verdict.level === "check-in" && !v.level) quietedPositives++;
    } else {
      careSafe++;
      if (v.level === "urgent") urgentSafe++;
      else if (v.level === "check-in") checkInSafe++;
    }
  });
  const carePositives = ys.filter((y, i) => y === 1 && careOnly(i)).length;
  return {
    recall: caught / carePositives,
    falseUrgent: urgentSafe / careSafe,
    falseCheckIn: checkInSafe / careSafe,
    ordinary: ordinaryAsked / (cases.length - care.length),
    demotedPositives: demotedPositives / carePositives,
    quietedPositives: quietedPositives / carePositives,
  };
}

// The doubt of an urgent reading: the highest cut at which at most MAX_DEMOTED of the crisis cases lose their urgent
// answer (they keep a check-in).
const grid = [...new Set(cv.oof.map((p) => Number(p.toFixed(3))))].sort((a, b) => a - b);
let demote = 0;
for (const d of grid) {
  if (simulate({ threshold: 1.1, aloneThreshold: 1.1, demote: d, quiet: 0 }).demotedPositives > MAX_DEMOTED) break;
  demote = d;
}
// The quieting of a check-in of the rules: the highest cut at which no crisis case loses it (MAX_QUIETED). The lexicon
// was written against these same tuning sets, so the out-of-fold probabilities trust its signs more than a new writer's
// messages deserve: care is only ever taken away where the model is surer than on any crisis case here.
let quiet = 0;
for (const q of grid) {
  if (simulate({ threshold: 1.1, aloneThreshold: 1.1, demote, quiet: q }).quietedPositives > MAX_QUIETED) break;
  quiet = q;
}
// The lift and the lone question: the most care at most MAX_CHECK_IN_RATE false check-ins on the hard negatives and
// MAX_ORDINARY on ordinary questions, the lone question no easier than the lift.
let chosen = { threshold: 1.1, aloneThreshold: 1.1, demote, quiet };
let chosenFigures = simulate(chosen);
// The model asks only where it judges a crisis more likely than not.
const coarse = grid.filter((p, i) => p >= MIN_ASK && i % Math.ceil(grid.length / 120) === 0);
for (const t of coarse) {
  for (const a of coarse) {
    if (a < t) continue;
    const cuts = { threshold: t, aloneThreshold: a, demote, quiet };
    const f = simulate(cuts);
    if (f.falseCheckIn > MAX_CHECK_IN_RATE || f.ordinary > MAX_ORDINARY) continue;
    if (f.recall > chosenFigures.recall) {
      chosen = cuts;
      chosenFigures = f;
    }
  }
}
const threshold = chosen.threshold;
const aloneThreshold = chosen.aloneThreshold;
const falseAlarmRate = chosenFigures.falseCheckIn + chosenFigures.falseUrgent;
const recall = chosenFigures.recall;
console.log(`chosen lambda ${cv.lambda}; cuts: lift ${threshold}, alone ${aloneThreshold}, doubt of urgent ${demote}, quiet ${quiet}`);
console.log(
  `cross-validated, as the detector decides: care ${pct(recall)}, false urgent ${pct(chosenFigures.falseUrgent)}, ` +
    `false check-in ${pct(chosenFigures.falseCheckIn)}, ordinary questions asked ${pct(chosenFigures.ordinary)}, ` +
    `urgent readings turned to check-ins ${pct(chosenFigures.demotedPositives)} (${positives} positive, ${safe} safe)`,
);
const rules = simulate({ threshold: 1.1, aloneThreshold: 1.1, demote: 0, quiet: 0 });
console.log(
  `the rules alone: care ${pct(rules.recall)}, false urgent ${pct(rules.falseUrgent)}, false check-in ${pct(rules.falseCheckIn)}`,
);

const model = store(
  fitAll(cases, cv.lambda),
  { threshold, aloneThreshold, demote, quiet },
  {
    folds: FOLDS,
    repeats: REPEATS,
    lambda: cv.lambda,
    auc: Number(cv.auc.toFixed(4)),
    recall: Number(recall.toFixed(4)),
    falseAlarmRate: Number(falseAlarmRate.toFixed(4)),
  },
  { fixtures, features: FEATURES, cases: cases.length, positives, safe },
);
const out = path.join(root, "app/wisdom/care/learned-model.json");
fs.writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)} (${(fs.statSync(out).size / 1024).toFixed(0)} KB, checksum ${model.checksum.slice(0, 12)})`);
