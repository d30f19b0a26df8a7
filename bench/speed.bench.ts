/**
 * Benchmark (not a test): the built server's speed, side by side in one run, each number with its ratio.
 *   npm run build && npm run bench
 * - an anonymous article (/articles/rumi-path-love) against a bare Node http server sending the same gzipped bytes;
 * - the same article viewed signed in, against a bare server sending that page's gzipped bytes;
 * - /ai/ask answered from the library, and the /ask page's form post, against /healthz;
 * - cold start (spawn to the first 200 on /healthz), RSS idle and after 10,000 mixed requests;
 * - JavaScript bytes (gzipped) each page type loads, read from the built HTML and the files in build/client.
 * Load comes from autocannon, gzip accepted. BENCH_SECONDS sets each run's length (default 10).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { PRODUCTION_V8_FLAGS, freePort, rssOf, startBuiltServer } from "~test/built-server";

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const ARTICLE = "/articles/rumi-path-love";
const GZIP = { "accept-encoding": "gzip" };
const MB = 1024 * 1024;
/** The V8 and malloc settings `npm start` and the Dockerfile run the server with (a capped heap, one malloc arena). */
const SERVER_NODE_OPTIONS = "--max-old-space-size=88 --max-semi-space-size=1";
const SERVER_MALLOC = { MALLOC_ARENA_MAX: "1", MALLOC_TRIM_THRESHOLD_: "131072" };

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

interface Load {
  url: string;
  connections?: number;
  headers?: Record<string, string>;
  method?: "GET" | "POST";
  body?: string;
  amount?: number;
  requests?: Array<{ path: string; method?: string; headers?: Record<string, string>; body?: string }>;
}

/** Requests per second (mean) and latency p99 of one autocannon run; fails loudly on errors or non-2xx answers. */
async function load(opts: Load): Promise<{ rps: number; p99: number; total: number }> {
  const result = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    ...(opts.amount ? { amount: opts.amount } : { duration: SECONDS }),
    headers: { ...GZIP, ...opts.headers },
    method: opts.method ?? "GET",
    body: opts.body,
    requests: opts.requests,
  });
  const bad = result.errors + result.non2xx;
  if (bad > 0) console.warn(`  (${bad} of ${result.requests.total} requests to ${opts.url} failed or were not 2xx)`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/** A bare Node http server answering every request with these bytes and headers. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, "content-length": String(body.byteLength) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The raw bytes as sent (still gzipped) and the headers of a GET. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...GZIP, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on("error", reject);
  });
}

async function versusBare(label: string, url: string, headers: Record<string, string> = {}) {
  const sample = await rawGet(url, headers);
  const bare = await bareServer(sample.body, {
    "content-type": String(sample.headers["content-type"] ?? "text/html"),
    ...(sample.headers["content-encoding"] ? { "content-encoding": String(sample.headers["content-encoding"]) } : {}),
  });
  const app = await load({ url, headers });
  const plain = await load({ url: bare.url });
  await bare.close();
  const ratio = app.rps / plain.rps;
  console.log(
    `${label.padEnd(34)} ${app.rps.toFixed(0).padStart(7)} req/s  vs bare ${plain.rps.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)}` +
      `   (${(sample.body.byteLength / 1024).toFixed(1)} KB ${sample.headers["content-encoding"] ?? "plain"}, p99 ${app.p99} ms)`,
  );
  return ratio;
}

/** Spawn to the first 200 on /healthz, with a fresh data folder each time. */
async function coldStart(): Promise<{ ms: number; rss: number; cpuMs: number }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-cold-"));
  const started = performance.now();
  const child = spawn(process.execPath, [...PRODUCTION_V8_FLAGS, "./server/main.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      NODE_OPTIONS: SERVER_NODE_OPTIONS,
      ...SERVER_MALLOC,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${path.join(dataDir, "prajna.db")}`,
    },
    stdio: "ignore",
  });
  let ms = 0;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      ms = performance.now() - started;
      break;
    }
    if (performance.now() - started > 30_000) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 5));
  }
  const rss = rssOf(child.pid!);
  // CPU the server used to get there (user + system, in clock ticks of 10 ms): what a busy machine does not inflate.
  const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
  const cpuMs = (Number(stat[11]) + Number(stat[12])) * 10;
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { ms, rss, cpuMs };
}

/** The static imports of one built module ("./chunk.js" beside it), as paths under /assets/. */
function importsOf(asset: string): string[] {
  const file = path.join("build/client", asset);
  if (!fs.existsSync(file)) return [];
  const dir = path.posix.dirname(asset);
  return [...fs.readFileSync(file, "utf8").matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => path.posix.join(dir, m[1]));
}

/**
 * The gzipped size of every script a page loads: <script src>, modulepreload links, the imports of its inline
 * modules, and in turn everything those import.
 */
function javascriptBytes(html: string): { files: number; bytes: number } {
  const queue: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)) queue.push(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) queue.push(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:\(\s*)?(?:[\w{}\s,*]+from\s*)?["'](\/[^"']+\.js)["']/g)) queue.push(i[1]);
  }
  const srcs = new Set<string>();
  while (queue.length) {
    const src = queue.shift()!.split("?")[0];
    if (srcs.has(src)) continue;
    srcs.add(src);
    queue.push(...importsOf(src));
  }
  let bytes = 0;
  for (const src of srcs) {
    const file = path.join("build/client", src);
    if (fs.existsSync(file)) bytes += gzipSync(fs.readFileSync(file)).byteLength;
  }
  return { files: srcs.size, bytes };
}

console.log(
  `Prajna speed bench: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}, ${SECONDS} s per run\n`,
);

const colds = [await coldStart(), await coldStart(), await coldStart()].sort((a, b) => a.ms - b.ms);
const cold = colds[1];
console.log(
  `cold start to first 200 on /healthz   median ${cold.ms.toFixed(0)} ms of 3 (goal 1000 ms: ratio ${(cold.ms / 1000).toFixed(2)}; ` +
    `the server's CPU time ${cold.cpuMs} ms)`,
);

const server = await startBuiltServer({
  ASK_RATE_PER_MINUTE: "1000000",
  SIGN_UPS_PER_MINUTE: "1000",
  NODE_OPTIONS: SERVER_NODE_OPTIONS,
  ...SERVER_MALLOC,
});
try {
  await new Promise((r) => setTimeout(r, 1000));
  const idle = server.rss();
  console.log(`RSS idle after start                  ${(idle / MB).toFixed(0)} MB (goal 150 MB: ratio ${(idle / MB / 150).toFixed(2)})\n`);

  // A signed-in browser: an account made over the JSON API, signed in with the login form for its cookie.
  const email = `bench-${Date.now()}@example.org`;
  const password = "quiet-mountain-path";
  await fetch(`${server.url}/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Bench Reader", email, password }),
  });
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("prajna_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("could not sign in for the bench");

  await versusBare("anonymous article vs bare server", `${server.url}${ARTICLE}`);
  await versusBare("signed-in article vs bare server", `${server.url}${ARTICLE}`, { cookie });

  const ask = JSON.stringify({ question: "How can I stay kind when I am exhausted?", context: { category: "life" } });
  const asked = await load({
    url: `${server.url}/ai/ask`,
    connections: 10,
    method: "POST",
    body: ask,
    headers: { "content-type": "application/json" },
  });
  // The /ask page's form post without JavaScript: the same answer, shown in the page.
  const formAsked = await load({
    url: `${server.url}/ask`,
    connections: 10,
    method: "POST",
    body: new URLSearchParams({ question: "How can I stay kind when I am exhausted?", category: "life" }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
  });
  const health = await load({ url: `${server.url}/healthz`, connections: 10 });
  console.log(
    `/ai/ask (library) vs /healthz         ${asked.rps.toFixed(0).padStart(7)} req/s  vs ${health.rps.toFixed(0).padStart(7)} req/s   ratio ` +
      `${(asked.rps / health.rps).toFixed(2)}   (10 connections, p99 ${asked.p99} ms)`,
  );
  console.log(
    `/ask form post vs /healthz            ${formAsked.rps.toFixed(0).padStart(7)} req/s  vs ${health.rps.toFixed(0).padStart(7)} req/s   ratio ` +
      `${(formAsked.rps / health.rps).toFixed(2)}   (10 connections, p99 ${formAsked.p99} ms)\n`,
  );

  // 10,000 mixed requests: anonymous pages, searches, signed-in pages, answers, JSON.
  const pages = ["/", "/about", "/features", "/articles", ARTICLE, "/blog", "/references", "/contact", "/ask", "/meditation", "/login"];
  const mixed: Load["requests"] = [
    ...pages.map((p) => ({ path: p })),
    ...Array.from({ length: 10 }, (_, i) => ({ path: `/search?q=${["grief", "kindness", "work", "love", "fear"][i % 5]}+${i}` })),
    ...["/dashboard", "/history", ARTICLE, "/account"].map((p) => ({ path: p, headers: { ...GZIP, cookie } })),
    { path: "/ai/ask", method: "POST", headers: { ...GZIP, "content-type": "application/json" }, body: ask },
    { path: "/api/search?q=compassion" },
    { path: "/healthz" },
  ];
  const before = performance.now();
  const mix = await load({ url: server.url, connections: 20, amount: 10_000, requests: mixed });
  const after = server.rss();
  console.log(
    `RSS after ${mix.total} mixed requests        ${(after / MB).toFixed(0)} MB (goal 150 MB: ratio ${(after / MB / 150).toFixed(2)}; ` +
      `${((performance.now() - before) / 1000).toFixed(1)} s)\n`,
  );

  console.log("JavaScript per page type (gzipped, from the built HTML and build/client):");
  for (const [type, p] of [
    ["home", "/"],
    ["article", ARTICLE],
    ["group", "/articles/philosophy"],
    ["blog post", "/blog/digital-dharma-teacher-ai-guidance"],
    ["ask", "/ask"],
    ["meditation", "/meditation"],
    ["search", "/search?q=grief"],
  ] as const) {
    const html = await (await fetch(`${server.url}${p}`)).text();
    const js = javascriptBytes(html);
    console.log(`  ${type.padEnd(11)} ${(js.bytes / 1024).toFixed(1).padStart(6)} KB in ${js.files} files`);
  }
} finally {
  await server.stop();
}
