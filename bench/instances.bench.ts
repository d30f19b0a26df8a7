/**
 * Benchmark (not a test): requests per second of a small mixed load (a page, a search, who-am-I, the journey, and a
 * question now and then, from a few signed-in accounts) spread round-robin over
 *   - one built instance on SQLite (the default), and
 *   - two built instances sharing one throwaway PostgreSQL cluster (tests/support/postgres.ts).
 *   npm run build && npm run bench
 * Skipped, with a line saying why, when there is no build or no PostgreSQL server binaries.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { type BuiltServer, startBuiltServer } from "../tests/support/built-server";
import { postgresBinDir, startPostgres } from "../tests/support/postgres";

if (!fs.existsSync("build/server/index.js")) {
  console.log("instances: no build found; run `npm run build` first");
  process.exit(0);
}
if (!postgresBinDir()) {
  console.log("instances: PostgreSQL's server binaries are missing (apt-get install postgresql); skipped");
  process.exit(0);
}

const CONNECTIONS = 8;
const DURATION_MS = 8_000;
const ACCOUNTS = 4;

const common = {
  SESSION_SECRET: randomBytes(32).toString("hex"),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
  ASK_RATE_PER_MINUTE: "100000",
  SIGN_UPS_PER_MINUTE: "1000",
};

async function signUp(server: BuiltServer, i: number): Promise<string> {
  const res = await fetch(`${server.url}/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: `Bench ${i}`, email: `bench-${i}-${Date.now()}@example.org`, password: "quiet-mountain-path" }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The n-th request of the mix, for one account. */
function request(n: number, token: string): [string, RequestInit] {
  const auth = { Authorization: `Bearer ${token}` };
  switch (n % 5) {
    case 0:
      return ["/about", {}];
    case 1:
      return ["/api/search?q=patience", {}];
    case 2:
      return ["/auth/me", { headers: auth }];
    case 3:
      return ["/api/journey", { headers: auth }];
    default:
      return [
        "/ai/ask",
        {
          method: "POST",
          headers: { ...auth, "Content-Type": "application/json" },
          body: JSON.stringify({ question: `How can I meet anger with patience? (${n})`, context: { category: "life" } }),
        },
      ];
  }
}

async function load(servers: BuiltServer[]): Promise<{ perSecond: number; failed: number }> {
  const tokens = await Promise.all(Array.from({ length: ACCOUNTS }, (_, i) => signUp(servers[i % servers.length], i)));
  let next = 0;
  let done = 0;
  let failed = 0;
  const run = async (until: number) => {
    while (Date.now() < until) {
      const n = next++;
      const [path, init] = request(n, tokens[n % tokens.length]);
      const res = await fetch(`${servers[n % servers.length].url}${path}`, init);
      await res.arrayBuffer();
      if (res.ok) done++;
      else failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(Date.now() + 1_000))); // warm-up
  [next, done, failed] = [0, 0, 0];
  const start = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(Date.now() + DURATION_MS)));
  return { perSecond: done / ((performance.now() - start) / 1000), failed };
}

const report = (label: string, r: { perSecond: number; failed: number }) =>
  console.log(`instances: ${label.padEnd(32)} ${r.perSecond.toFixed(0).padStart(6)} requests/s (${r.failed} failed)`);

const sqlite = await startBuiltServer(common);
let single: { perSecond: number; failed: number };
try {
  single = await load([sqlite]);
} finally {
  await sqlite.stop();
}

const cluster = await startPostgres();
let servers: BuiltServer[] = [];
let pair: { perSecond: number; failed: number };
try {
  const env = { ...common, DATABASE_URL: await cluster.createDatabase("prajna_bench") };
  servers = [await startBuiltServer(env), await startBuiltServer(env)];
  pair = await load(servers);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  cluster.stop();
}

console.log(`instances: ${CONNECTIONS} connections for ${DURATION_MS / 1000} s, mixed requests, round-robin`);
report("one instance on SQLite", single);
report("two instances on PostgreSQL", pair);
