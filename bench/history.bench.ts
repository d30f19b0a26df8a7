/**
 * Benchmark (not a test): /history for a person with 10 saved conversations and for one with 10,000.
 *   npm run bench   (or: npx tsx bench/history.bench.ts)
 * Both are saved through the app's own saveQuestion (answers rendered and encrypted, words indexed), into one SQLite
 * file in a temporary folder. Then the /history loader is called as a request would call it (the session cookie, the
 * query string), warm, and the p50 of each is printed with the ratio 10,000 : 10:
 * - the first page;
 * - a later page (the 25th for 10,000, followed by its Older link's cursor; with 10 items the first is the last);
 * - a search for a rare word (in 1% of the conversations), a common one (in half of them), and a rare word longer than
 *   the index's 8-character beginnings, whose candidates are decrypted to confirm them (docs/decisions/0008).
 * The goal: 10,000 as fast as 10, under 50 ms p50 on a quiet machine. BENCH_ITEMS sets the larger size;
 * BENCH_ROUNDS the timed calls of each (default 30).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-bench-"));
process.env.DATABASE_URL = `file:${path.join(dir, "bench.db")}`;
process.env.DATA_DIR = dir;

const { registerUser } = await import("../app/auth/credentials.server");
const { createSession, sessionCookieHeader } = await import("../app/auth/session.server");
const { saveQuestion } = await import("../app/journey/questions.server");
const { loader } = await import("../app/routes/history");
const { closeDatabase } = await import("../app/db/db.server");
const { RouterContextProvider } = await import("react-router");

const LARGE = Number(process.env.BENCH_ITEMS) || 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 30;
const SIZES = [10, LARGE];

/** A vocabulary for answers of a few hundred words in Markdown, like the library's. */
const WORDS = (
  "stillness breath attention awareness mind heart teacher student river mountain silence sound morning evening " +
  "practice patience kindness grief joy fear anger desire letting go return moment present body feeling thought " +
  "sitting walking listening compassion wisdom path water fire earth sky light shadow door window house garden " +
  "work rest family friend sister brother mother father child love loss change season rain tree root leaf seed"
).split(" ");

let seed = 42;
function random(n: number): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
}
function sentence(n: number): string {
  const words = Array.from({ length: n }, () => WORDS[random(WORDS.length)]);
  return `${words.join(" ")}.`.replace(/^./, (c) => c.toUpperCase());
}

function answer(i: number): string {
  const extra = [i % 100 === 0 ? "lighthouse" : "", i % 100 === 1 ? "lantern" : "", i % 2 === 0 ? "candle" : ""].filter(Boolean).join(" ");
  return [
    `**${sentence(6)}** ${sentence(20)} ${extra}`,
    sentence(30),
    `- ${sentence(8)}\n- ${sentence(8)}\n- ${sentence(8)}`,
    `> ${sentence(18)}`,
    `${sentence(25)} [Read more](/articles/lao-tzu-wu-wei).`,
  ].join("\n\n");
}

async function person(n: number): Promise<string> {
  const result = await registerUser({ name: "Bench", email: `bench-${n}@example.org`, password: "quiet-mountain-path" });
  if (!result.ok) throw new Error("could not register");
  const request = new Request("http://localhost/");
  const { token } = await createSession(result.user.id, request);
  const cookie = (await sessionCookieHeader(token, request)).split(";")[0];
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    await saveQuestion({
      userId: result.user.id,
      category: i % 3 ? "general" : "relationships",
      question: `Question ${i}: ${sentence(10)}`,
      answer: answer(i),
      sources: [{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }],
      provider: "library",
    });
  }
  console.log(`  seeded ${n} conversations in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return cookie;
}

type Page = Awaited<ReturnType<typeof loader>>;

async function history(cookie: string, search: string): Promise<Page> {
  const request = new Request(`http://localhost/history${search}`, { headers: { cookie } });
  const url = new URL(request.url);
  return loader({ request, url, pattern: "/history", params: {}, context: new RouterContextProvider() } as Parameters<typeof loader>[0]);
}

/** p50 of the wall time and of the process's CPU time (the server's own work: SQLite runs in-process). */
async function p50(cookie: string, search: string): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < 3; i++) await history(cookie, search); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    await history(cookie, search);
    const spent = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((spent.user + spent.system) / 1000);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: median(wall), cpu: median(cpu) };
}

/** The query string of a later page: the Older link followed `pages - 1` times. */
async function laterPage(cookie: string, pages: number): Promise<string> {
  let search = "";
  for (let i = 1; i < pages; i++) {
    const page = await history(cookie, search);
    if (!page.next) break;
    search = `?cursor=${page.next}`;
  }
  return search;
}

console.log(`/history bench: ${SIZES.join(" and ")} conversations of one person each, p50 of ${ROUNDS} calls of the loader`);
const results: Array<Record<string, { wall: number; cpu: number }>> = [];
const people: Array<{ cookie: string; later: string }> = [];
for (const n of SIZES) {
  const cookie = await person(n);
  const later = await laterPage(cookie, 25);
  const rare = await history(cookie, "?q=lantern");
  const long = await history(cookie, "?q=lighthouse");
  const common = await history(cookie, "?q=candle");
  console.log(
    `  ${n}: later page is page ${(await history(cookie, later)).page}; "lantern" in ${rare.total}, "lighthouse" in ${long.total}, "candle" in ${common.total}`,
  );
  people.push({ cookie, later });
  results.push({
    "first page": await p50(cookie, ""),
    "later page": await p50(cookie, later),
    "search, rare word": await p50(cookie, "?q=lantern"),
    "search, common word": await p50(cookie, "?q=candle"),
    "search, long rare word": await p50(cookie, "?q=lighthouse"),
  });
}

const [small, large] = results;
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log("");
console.log(`On a machine shared with other work wall time also measures the waiting; CPU time is the work itself.`);
console.log(
  `${"".padEnd(22)}${`${SIZES[0]} wall`.padStart(10)}${`${SIZES[1]} wall`.padStart(13)}${"ratio".padStart(8)}` +
    `${`${SIZES[0]} cpu`.padStart(10)}${`${SIZES[1]} cpu`.padStart(13)}${"ratio".padStart(8)}`,
);
for (const name of Object.keys(small)) {
  const [a, b] = [small[name], large[name]];
  console.log(
    `${name.padEnd(22)}${ms(a.wall).padStart(10)}${ms(b.wall).padStart(13)}${`${(b.wall / a.wall).toFixed(2)}x`.padStart(8)}` +
      `${ms(a.cpu).padStart(10)}${ms(b.cpu).padStart(13)}${`${(b.cpu / a.cpu).toFixed(2)}x`.padStart(8)}`,
  );
}
console.log(`(goal: ratio about 1x, and under 50 ms p50 on a quiet machine)`);
await closeDatabase();

// The whole page as a browser gets it: the built server on the same database, one request at a time, p50 of ROUNDS.
if (fs.existsSync("build/server/index.js")) {
  const { startBuiltServer } = await import("../tests/support/built-server");
  const server = await startBuiltServer({ DATABASE_URL: process.env.DATABASE_URL!, DATA_DIR: dir });
  try {
    const page = async (cookie: string, search: string) => {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS + 3; i++) {
        const start = performance.now();
        const response = await fetch(`${server.url}/history${search}`, { headers: { cookie, "accept-encoding": "gzip" } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`/history${search} answered ${response.status}`);
        if (i >= 3) times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
    };
    console.log(`\nThe whole page over HTTP (the built server, one request at a time, p50 of ${ROUNDS}):`);
    console.log(`${"".padEnd(22)}${`${SIZES[0]}`.padStart(10)}${`${SIZES[1]}`.padStart(13)}${"ratio".padStart(8)}`);
    for (const [name, search] of [
      ["first page", () => ""],
      ["later page", (p: { later: string }) => p.later],
      ["search, rare word", () => "?q=lantern"],
      ["search, common word", () => "?q=candle"],
      ["search, long rare word", () => "?q=lighthouse"],
    ] as const) {
      const [a, b] = [await page(people[0].cookie, search(people[0])), await page(people[1].cookie, search(people[1]))];
      console.log(`${name.padEnd(22)}${ms(a).padStart(10)}${ms(b).padStart(13)}${`${(b / a).toFixed(2)}x`.padStart(8)}`);
    }
  } finally {
    await server.stop();
  }
} else console.log("\n(No build: run `npm run build` for the whole page over HTTP.)");
fs.rmSync(dir, { recursive: true, force: true });
