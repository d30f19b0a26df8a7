/**
 * Benchmark (not a test): can the time of an answer tell whether an address has an account?
 *   npm run build && tsx bench/enumeration.bench.ts
 * Starts the built server on a free port with a temporary database and times, through the JSON doors, three asks that
 * must answer the same whether or not the address has an account: a reset link (POST /auth/forgot-password), a
 * sign-up (POST /auth/register) and an address change (POST /api/account/email). Each round times one ask about an
 * existing account and one about an unknown address, in alternating order, one at a time, with a pause after each so
 * that mail sent after an answer is not still being written when the next request arrives. Prints each door's
 * medians and the ratio existing / unknown (1.00 means the time tells nothing). BENCH_ROOT names another checkout
 * (a folder with build/ and node_modules/) to measure instead, for a before/after comparison.
 */
import fs from "node:fs";
import path from "node:path";
import { startBuiltServer } from "../tests/support/built-server";

const root = path.resolve(process.env.BENCH_ROOT ?? ".");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log("enumeration: no build found; run `npm run build` first");
  process.exit(0);
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PAUSE_MS = 40;
const PASSWORD = "quiet-mountain-path";
/** Address changes: at most 5 confirmation emails an hour per account, so each asking account asks at most 5 times. */
const CHANGES_PER_ACCOUNT = 5;

const server = await startBuiltServer({ SIGN_UPS_PER_MINUTE: "100000" }, root);
let n = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++n}@example.org`;
const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS));

async function post(pathname: string, body: object, token?: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const res = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start };
}

async function register(email: string): Promise<string> {
  const res = await fetch(`${server.url}/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Bench", email, password: PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const median = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

interface Door {
  label: string;
  ask: (existing: boolean, round: number) => Promise<{ status: number; ms: number }>;
}

try {
  // Accounts that exist: one per round for the reset links and the sign-ups (each limit counts per address), and
  // enough asking accounts for the address changes.
  const existing: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const email = unique("existing");
    await register(email);
    existing.push(email);
  }
  const askers: string[] = [];
  for (let i = 0; i < Math.ceil((2 * ROUNDS + 4) / CHANGES_PER_ACCOUNT); i++) askers.push(await register(unique("asker")));
  let changes = 0;
  const asker = () => askers[Math.floor(changes++ / CHANGES_PER_ACCOUNT)];

  const doors: Door[] = [
    {
      label: "forgot password (POST /auth/forgot-password)",
      ask: (known, round) => post("/auth/forgot-password", { email: known ? existing[round] : unique("unknown") }),
    },
    {
      label: "sign-up (POST /auth/register)",
      ask: (known, round) => post("/auth/register", { name: "Probe", email: known ? existing[round] : unique("new"), password: PASSWORD }),
    },
    {
      label: "email change (POST /api/account/email)",
      ask: (known, round) =>
        post("/api/account/email", { newEmail: known ? existing[round] : unique("free"), currentPassword: PASSWORD }, asker()),
    },
  ];

  console.log(`enumeration: ${ROUNDS} rounds a door, existing and unknown addresses alternating, one request at a time`);
  for (const door of doors) {
    // Warm-up: the first asks load modules and fill caches.
    for (let i = 0; i < 2; i++) {
      await door.ask(false, 0);
      await pause();
    }
    const times = { existing: [] as number[], unknown: [] as number[] };
    const statuses = { existing: new Set<number>(), unknown: new Set<number>() };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [true, false] : [false, true];
      for (const known of order) {
        const { status, ms } = await door.ask(known, round);
        const kind = known ? "existing" : "unknown";
        times[kind].push(ms);
        statuses[kind].add(status);
        await pause();
      }
    }
    const [e, u] = [median(times.existing), median(times.unknown)];
    console.log(
      `${door.label}: median existing ${e.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, ratio existing/unknown ${(e / u).toFixed(2)} ` +
        `(statuses existing ${[...statuses.existing].join("/")}, unknown ${[...statuses.unknown].join("/")})`,
    );
  }
} finally {
  await server.stop();
}
