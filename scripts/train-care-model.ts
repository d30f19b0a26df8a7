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
import { deniesRisk } from "../app/wisdom/care/detect";
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
  thresholdFor,
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
/** On ordinary questions the model may ask at most this share on its own, and lift at most this share. */
const MAX_ORDINARY_ALONE = 0.04;
const MAX_ORDINARY_LIFT = 0.08;
const MAX_ALONE_RATE = 0.08;
const FOLDS = 5;
const REPEATS = 2;
const LAMBDAS = [3e-5, 1e-4, 3e-4];
const MAX_ALARM_RATE = 0.12;

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
// A denied case never fires, so it cannot use up the allowance of false alarms.
const effective = cv.oof.map((s, i) => (denied[i] ? 0 : s));
// Each allowance holds on the care sets' hard negatives and, more tightly, on the ordinary questions.
const careOnly = (i: number) => i < care.length;
const onCare = { s: effective.filter((_, i) => careOnly(i)), y: ys.filter((_, i) => careOnly(i)) };
const onOrdinary = effective.filter((_, i) => !careOnly(i));
const careSafe = onCare.y.filter((y) => y === 0).length;
const ordinaryCut = (rate: number) => [...onOrdinary].sort((a, b) => b - a)[Math.floor(rate * onOrdinary.length)] ?? 0;
const threshold = Math.max(thresholdFor(onCare.s, onCare.y, Math.floor(MAX_ALARM_RATE * careSafe)), ordinaryCut(MAX_ORDINARY_LIFT) + 1e-6);
const aloneThreshold = Math.max(
  threshold,
  thresholdFor(onCare.s, onCare.y, Math.floor(MAX_ALONE_RATE * careSafe)),
  ordinaryCut(MAX_ORDINARY_ALONE) + 1e-6,
);
const aloneRecall = ys.filter((y, i) => y === 1 && effective[i] >= aloneThreshold).length / positives;
console.log(`alone threshold ${aloneThreshold.toFixed(4)}: recall ${pct(aloneRecall)} at most ${pct(MAX_ALONE_RATE)} false alarms`);
const flagged = (i: number) => effective[i] >= threshold;
const recall = ys.filter((y, i) => y === 1 && flagged(i)).length / positives;
const falseAlarmRate = ys.filter((y, i) => y === 0 && flagged(i)).length / safe;
const rawRecall = ys.filter((y, i) => y === 1 && cv.oof[i] >= threshold).length / positives;
const rawAlarms = ys.filter((y, i) => y === 0 && cv.oof[i] >= threshold).length / safe;
console.log(`chosen lambda ${cv.lambda}, threshold ${threshold.toFixed(4)}`);
console.log(`learned signal alone, cross-validated: recall ${pct(rawRecall)}, false alarms ${pct(rawAlarms)}`);
console.log(`with denials respected: recall ${pct(recall)}, false alarms ${pct(falseAlarmRate)} (${positives} positive, ${safe} safe)`);

const model = store(
  fitAll(cases, cv.lambda),
  { threshold, aloneThreshold },
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
