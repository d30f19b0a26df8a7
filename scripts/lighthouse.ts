/**
 * Lighthouse (mobile, its default settings and throttling) on the production build: starts the built server with a
 * temporary data folder, runs the four categories on each page with the system Chromium, prints a table and exits 1
 * when any score is below 100. It builds nothing itself: run `npm run build` first.
 *
 *   npm run lighthouse                      (CHROMIUM_PATH=/path/to/chrome to use another browser)
 *   npm run lighthouse -- /about /blog      (other pages instead of the usual four)
 *   LIGHTHOUSE_REPORTS=folder npm run lighthouse   (also writes each page's full JSON report there)
 */
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "../tests/support/built-server";

const PAGES = ["/", "/articles/rumi-path-love", "/ask", "/meditation"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

if (!fs.existsSync(path.resolve("build/server/index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(2);
}

const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
const server = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows: Array<{ page: string; scores: number[]; failing: string[] }> = [];
try {
  for (const page of pages.length ? pages : PAGES) {
    const result = await lighthouse(
      `${server.url}${page}`,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      fs.writeFileSync(path.join(reports, `${page.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`), JSON.stringify(lhr, null, 1));
    }
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    // The audits that cost points, to say what to fix.
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    );
    rows.push({ page, scores, failing });
  }
} finally {
  chrome.kill();
  await server.stop();
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`${pad("page", 28)}${CATEGORIES.map((c) => pad(c, 16)).join("")}`);
for (const row of rows) console.log(`${pad(row.page, 28)}${row.scores.map((s) => pad(s, 16)).join("")}`);
const below = rows.filter((r) => r.scores.some((s) => s < 100));
for (const row of below) for (const f of row.failing) console.log(`  ${row.page}: ${f}`);
console.log(below.length ? `FAIL: ${below.length} page(s) below 100` : "PASS: 100 in every category on every page");
process.exit(below.length ? 1 : 0);
