/**
 * Benchmark (not a test): page views and /healthz while 8 connections flood sign-in with random unknown emails.
 *   npm run build && npm run bench
 * Starts the built server on a free port with a temporary database (bcrypt at the production cost), measures
 * /healthz and a page view at rest, then during the flood, and prints p50/p95 with their ratios to the rest
 * figures and to a 50 ms budget, and what the flood's sign-ins got back. BENCH_ROOT names another checkout (a
 * folder with build/ and node_modules/) to measure instead, for a before/after comparison.
 */
import fs from "node:fs";
import path from "node:path";
import { startBuiltServer } from "../tests/support/built-server";

const root = path.resolve(process.env.BENCH_ROOT ?? ".");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log("sign-in flood: no build found; run `npm run build` first");
  process.exit(0);
}

const BUDGET_MS = 50;
const CONNECTIONS = 8;
const FLOOD_MS = 8_000;
const REST_SAMPLES = 100;

const server = await startBuiltServer({ BCRYPT_COST: "11" }, root);

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - start;
}

const quantile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

async function sample(until: () => boolean, max = Infinity) {
  const health: number[] = [];
  const page: number[] = [];
  while (until() && health.length < max) {
    health.push(await timed(`${server.url}/healthz`));
    page.push(await timed(`${server.url}/about`));
    await new Promise((r) => setTimeout(r, 10));
  }
  return { health, page };
}

try {
  for (let i = 0; i < 20; i++) await timed(`${server.url}/about`); // warm-up
  const rest = await sample(() => true, REST_SAMPLES);

  const outcomes = new Map<number, number>();
  const stopAt = Date.now() + FLOOD_MS;
  const flooding = () => Date.now() < stopAt;
  let n = 0;
  const flood = Array.from({ length: CONNECTIONS }, async () => {
    while (flooding()) {
      const res = await fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: `nobody-${++n}-${Math.random().toString(36).slice(2)}@example.org`, password: "not-the-password" }),
      });
      await res.arrayBuffer();
      outcomes.set(res.status, (outcomes.get(res.status) ?? 0) + 1);
    }
  });
  await new Promise((r) => setTimeout(r, 500)); // let the flood build up
  const during = await sample(flooding);
  await Promise.all(flood);

  const line = (label: string, restTimes: number[], floodTimes: number[]) => {
    const [r50, r95, f50, f95] = [
      quantile(restTimes, 0.5),
      quantile(restTimes, 0.95),
      quantile(floodTimes, 0.5),
      quantile(floodTimes, 0.95),
    ];
    console.log(
      `${label}: at rest p50 ${r50.toFixed(1)} ms p95 ${r95.toFixed(1)} ms; during the flood p50 ${f50.toFixed(1)} ms p95 ${f95.toFixed(1)} ms ` +
        `(p95 flood/rest ${(f95 / r95).toFixed(2)}, p95 to ${BUDGET_MS} ms budget ${(f95 / BUDGET_MS).toFixed(2)}; ${floodTimes.length} samples)`,
    );
  };
  console.log(`sign-in flood: ${CONNECTIONS} connections, random unknown emails, ${FLOOD_MS / 1000} s, bcrypt cost 11`);
  line("/healthz", rest.health, during.health);
  line("page view /about", rest.page, during.page);
  const total = [...outcomes.values()].reduce((a, b) => a + b, 0);
  console.log(`flood sign-ins: ${total} (${[...outcomes].map(([status, count]) => `${status}: ${count}`).join(", ")})`);
} finally {
  await server.stop();
}
