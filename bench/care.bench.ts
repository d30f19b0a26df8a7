/**
 * Benchmark (not a test): the care detector's time per message over the tuning set, every turn of every case.
 *   npx tsx bench/care.bench.ts
 * Prints the median of several passes in ms per message and its ratio to a 1 ms budget (below 1 is within budget).
 */
import path from "node:path";
import { assessConversation } from "../app/wisdom/care/detect";
import { loadCareSet } from "../app/wisdom/care/eval";

const BUDGET_MS = 1;
const PASSES = 7;
const cases = loadCareSet(path.resolve(import.meta.dirname, "../tests/fixtures/care/tuning.yaml"));
const conversations = cases.map((c) => [...(c.turns ?? []), c.text]);
const messages = conversations.reduce((n, c) => n + c.length, 0);

for (const c of conversations) assessConversation(c); // warm-up: patterns compiled, code optimised
const perMessage: number[] = [];
for (let p = 0; p < PASSES; p++) {
  const start = performance.now();
  for (const c of conversations) assessConversation(c);
  perMessage.push((performance.now() - start) / messages);
}
perMessage.sort((a, b) => a - b);
const median = perMessage[Math.floor(PASSES / 2)];
console.log(`care detector: ${messages} messages a pass, ${PASSES} passes`);
console.log(`  median ${median.toFixed(3)} ms a message (best ${perMessage[0].toFixed(3)}, worst ${perMessage.at(-1)!.toFixed(3)})`);
console.log(`  ratio to the ${BUDGET_MS} ms budget: ${(median / BUDGET_MS).toFixed(2)}`);
