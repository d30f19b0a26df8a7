/**
 * The care lexicon's lint: no pattern may backtrack catastrophically (exponential ReDoS: one long message would stall
 * the server). Each pattern is checked with recheck, and what passed is kept by hash in
 * app/wisdom/care/lexicon/lint-checked.json, so that only new or changed patterns are checked again (a full check
 * takes minutes; a hash look-up takes nothing). Run by `npm run lint`; `--write` records what passed.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkSync } from "recheck";
import { CARE_PATTERNS } from "../app/wisdom/care/detect";
import { SIGNALS } from "../app/wisdom/care/lexicon";

const file = path.resolve(import.meta.dirname, "../app/wisdom/care/lexicon/lint-checked.json");
const checked: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
const patterns = [...SIGNALS.map((s) => s.pattern), ...CARE_PATTERNS];
const keyOf = (p: RegExp) => crypto.createHash("sha256").update(`${p.source}/${p.flags}`).digest("hex").slice(0, 24);

const kept: Record<string, string> = {};
const refused: string[] = [];
let fresh = 0;
for (const p of patterns) {
  const key = keyOf(p);
  if (checked[key]) {
    kept[key] = checked[key];
    continue;
  }
  fresh++;
  const result = checkSync(p.source, p.flags.replace("g", ""), { timeout: 10_000 });
  if (result.status === "vulnerable" && result.complexity.type === "exponential") refused.push(p.source);
  else kept[key] = result.status === "vulnerable" ? result.complexity.summary : result.status;
}
if (refused.length) {
  console.error(`care lint: ${refused.length} pattern(s) can backtrack catastrophically:`);
  for (const r of refused) console.error(`  ${r}`);
  process.exit(1);
}
if (process.argv.includes("--write")) {
  const sorted = Object.fromEntries(
    Object.keys(kept)
      .sort()
      .map((k) => [k, kept[k]]),
  );
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`care lint: ${patterns.length} patterns, ${fresh} checked now, none can backtrack catastrophically`);
if (fresh && !process.argv.includes("--write")) console.log("  (run `npm run care:lint -- --write` to record the new ones)");
