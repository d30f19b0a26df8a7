/**
 * Measure the care detector on the evaluation sets: a table per family and the totals, for the tuning set and the
 * held-out set separately. For the held-out set only figures are printed, never its texts or which cases failed.
 * Exit code 1 when a set falls below the bars. Pass --misses to list the tuning set's wrong ids and texts.
 */
import path from "node:path";
import { type CareFigures, CARE_BARS, clearsBars, evaluateCare, loadCareSet } from "../app/wisdom/care/eval";

const dir = path.resolve(import.meta.dirname, "../tests/fixtures/care");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

function row(name: string, f: CareFigures): string {
  const recall = f.positives ? `${pct(f.recall)} (${f.detected}/${f.positives})` : "      -";
  const alarms = f.safe ? `${pct(f.falseAlarmRate)} (${f.falseAlarms}/${f.safe})` : "      -";
  const kind = f.detected ? `${pct(f.kindAccuracy)}` : "      -";
  return `${name.padEnd(22)} ${String(f.cases).padStart(5)}  ${recall.padEnd(18)} ${alarms.padEnd(18)} ${kind}`;
}

let failed = false;
for (const [label, file, showMisses] of [
  ["tuning", "tuning.yaml", process.argv.includes("--misses")],
  ["held-out", "held-out.yaml", false],
] as const) {
  let cases;
  try {
    cases = loadCareSet(path.join(dir, file));
  } catch (error) {
    console.log(`${label}: could not be read (${(error as Error).message})`);
    failed = true;
    continue;
  }
  const report = evaluateCare(cases);
  console.log(`\n${label} set`);
  console.log(`${"family".padEnd(22)} cases  ${"recall".padEnd(18)} ${"false alarms".padEnd(18)} kind`);
  for (const fam of Object.keys(report.byFamily).sort()) console.log(row(fam, report.byFamily[fam]));
  console.log(row("TOTAL", report.overall));
  const ok = clearsBars(report.overall);
  const bars = `recall >= ${pct(CARE_BARS.recall).trim()}, false alarms <= ${pct(CARE_BARS.falseAlarmRate).trim()}`;
  console.log(`${label}: ${ok ? "clears" : "BELOW"} the bars (${bars})`);
  if (!ok) failed = true;
  if (showMisses) {
    const byId = new Map(cases.map((c) => [c.id, c]));
    for (const w of report.wrong) {
      const c = byId.get(w.id)!;
      console.log(`  ${w.why.padEnd(11)} ${w.id}: ${[...(c.turns ?? []), c.text].join(" | ")}`);
    }
  }
}
process.exit(failed ? 1 : 0);
