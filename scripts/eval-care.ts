/**
 * Measure the care detector on every evaluation set: per family and per language, then the totals against the bars.
 * For held-out sets only figures are printed, never their texts or which cases failed.
 * Exit code 1 when a set falls below the bars. Pass --misses to list the tuning sets' wrong ids and texts (the held-out
 * sets are then left out altogether, their figures too: that listing is for whoever works on the detector).
 */
import path from "node:path";
import { loadQuestionSets } from "../app/wisdom/answers-eval";
import { assessConversation } from "../app/wisdom/care/detect";
import { type CareFigures, CARE_BARS, CARE_SETS, clearsBars, evaluateCare, loadCareSet } from "../app/wisdom/care/eval";

const dir = path.resolve(import.meta.dirname, "../tests/fixtures/care");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
const ratio = (n: number, d: number) => (d ? `${pct(n / d)} (${n}/${d})` : "-").padEnd(16);

function row(name: string, f: CareFigures): string {
  return [
    name.padEnd(26),
    String(f.cases).padStart(5),
    ` ${ratio(f.detected, f.positives)}`,
    ratio(f.urgent, f.positives),
    ratio(f.falseUrgent, f.safe),
    ratio(f.falseCheckIns, f.safe),
    f.detected ? pct(f.kindAccuracy) : "-",
  ].join(" ");
}

const header = [
  "".padEnd(26),
  "cases",
  " care (any)".padEnd(17),
  "urgent".padEnd(16),
  "false urgent".padEnd(16),
  "false check-in".padEnd(16),
  "kind",
].join(" ");

let failed = false;
// Whoever lists the tuning misses is working on the detector: they see no held-out figure at all, not even by family.
const tuningOnly = process.argv.includes("--misses");
for (const set of CARE_SETS) {
  if (tuningOnly && set.heldOut) continue;
  let cases;
  try {
    cases = loadCareSet(path.join(dir, set.file));
  } catch (error) {
    console.log(`${set.label}: could not be read (${(error as Error).message})`);
    failed = true;
    continue;
  }
  const report = evaluateCare(cases);
  console.log(`\n${set.label} set (${set.file})`);
  console.log(header.replace("".padEnd(26), "family".padEnd(26)));
  for (const fam of Object.keys(report.byFamily).sort()) console.log(row(fam, report.byFamily[fam]));
  console.log(header.replace("".padEnd(26), "language".padEnd(26)));
  for (const lang of Object.keys(report.byLanguage).sort()) console.log(row(lang, report.byLanguage[lang]));
  console.log(row("TOTAL", report.overall));
  const ok = clearsBars(report.overall);
  const bars =
    `care >= ${pct(CARE_BARS.recall).trim()}, false urgent <= ${pct(CARE_BARS.falseUrgentRate).trim()},` +
    ` false check-in <= ${pct(CARE_BARS.falseCheckInRate).trim()}`;
  console.log(`${set.label}: ${ok ? "clears" : "BELOW"} the bars (${bars})`);
  if (!ok) failed = true;
  if (!set.heldOut && process.argv.includes("--misses")) {
    const byId = new Map(cases.map((c) => [c.id, c]));
    for (const w of report.wrong) {
      const c = byId.get(w.id)!;
      console.log(`  ${w.why.padEnd(14)} ${w.id}: ${[...(c.turns ?? []), c.text].join(" | ")}`);
    }
  }
}
// Ordinary questions (the answer evaluation's, never about crisis): how often care is asked of people who are fine.
for (const split of ["tuning", "held-out"] as const) {
  const questions = loadQuestionSets(path.resolve(import.meta.dirname, "../tests/fixtures/answers")).filter((q) => q.split === split);
  const verdicts = questions.map((q) => assessConversation([...(q.earlier ?? []), q.question]));
  const checkIns = verdicts.filter((v) => v.level === "check-in").length;
  const urgent = verdicts.filter((v) => v.level === "urgent").length;
  console.log(`\nordinary questions (${split}): ${questions.length}, check-in ${checkIns}, urgent ${urgent}`);
}
process.exit(failed ? 1 : 0);
