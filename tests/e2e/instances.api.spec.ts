import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { type BuiltServer, startBuiltServer } from "~test/built-server";
import { PASSWORD, uniqueEmail } from "~test/e2e";
import { type PostgresCluster, startPostgres } from "~test/postgres";

// Two instances of the built app on one PostgreSQL, as behind a load balancer: they must behave as one site.

test.describe.configure({ mode: "serial", timeout: 120_000 });

let cluster: PostgresCluster;
let a: BuiltServer;
let b: BuiltServer;

test.beforeAll(async () => {
  cluster = await startPostgres();
  const shared = {
    DATABASE_URL: await cluster.createDatabase("prajna_instances"),
    // Every instance needs the same secrets: sessions are signed and journeys encrypted with them.
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
    // Room for every parallel sign-in below, so none is turned away as "busy" before the limit is reached.
    PASSWORD_HASH_QUEUE: "64",
    DATABASE_POOL_MAX: "5",
  };
  // Started together: the second must wait for the first's migration, not collide with it.
  [a, b] = await Promise.all([startBuiltServer(shared), startBuiltServer(shared)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.stop();
});

const post = (server: BuiltServer, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const get = (server: BuiltServer, path: string, token: string) =>
  fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function registerOn(server: BuiltServer, email: string): Promise<string> {
  const res = await post(server, "/auth/register", { name: "Two Doors", email, password: PASSWORD });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

test("both instances start on one fresh database and answer their health checks", async () => {
  for (const server of [a, b]) {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  }
  expect(a.stderr()).not.toMatch(/migration .* failed/);
  expect(b.stderr()).not.toMatch(/migration .* failed/);
});

test("a session made on one instance is honoured on the other, and ended there for both", async () => {
  const email = uniqueEmail("two-doors");
  const token = await registerOn(a, email);
  const me = await get(b, "/auth/me", token);
  expect(me.status).toBe(200);
  expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);

  const login = await post(b, "/auth/login", { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const second = ((await login.json()) as { token: string }).token;
  expect((await post(a, "/auth/logout", {}, second)).status).toBe(204);
  expect((await get(b, "/auth/me", second)).status).toBe(401);
  expect((await get(a, "/auth/me", token)).status).toBe(200);
});

test("a signed session cookie from one instance's sign-in page opens the other's dashboard", async () => {
  const email = uniqueEmail("cookie");
  await registerOn(b, email);
  const signIn = await fetch(`${a.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.url },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).not.toBe("");
  const dashboard = await fetch(`${b.url}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain("Two Doors");
  // Without the cookie the same page sends a guest to sign in: the cookie is what opened it.
  expect((await fetch(`${b.url}/dashboard`, { redirect: "manual" })).status).toBe(302);
});

test("ten failed sign-ins spread across both instances lock the account as ten on one do", async () => {
  const email = uniqueEmail("spread");
  await registerOn(b, email);
  for (let i = 0; i < 10; i++) {
    const res = await post(i % 2 ? a : b, "/auth/login", { email, password: `guess-${i}` });
    expect(res.status, `attempt ${i + 1}`).toBe(401);
  }
  for (const server of [a, b]) {
    const locked = await post(server, "/auth/login", { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  }
});

test("parallel failed sign-ins to both instances do not get past the limit", async () => {
  const email = uniqueEmail("burst");
  await registerOn(a, email);
  const statuses = await Promise.all(
    Array.from({ length: 24 }, (_, i) => post(i % 2 ? a : b, "/auth/login", { email, password: `burst-${i}` }).then((r) => r.status)),
  );
  // Exactly the limit's ten are checked (and fail); every other attempt is refused without a check.
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(14);
  expect((await post(b, "/auth/login", { email, password: PASSWORD })).status).toBe(429);
});

test("a question asked on one instance is in the journey read on the other", async () => {
  const token = await registerOn(b, uniqueEmail("journey"));
  const question = `How do I keep patience with a colleague who interrupts me? (${Date.now()})`;
  const asked = await post(a, "/ai/ask", { question, context: { category: "career" } }, token);
  expect(asked.status).toBe(200);
  expect(await asked.json()).toMatchObject({ success: true, saved: true });

  const journey = await get(b, "/api/journey", token);
  expect(journey.status).toBe(200);
  const { items, total } = (await journey.json()) as { items: Array<{ id: number; question: string }>; total: number };
  expect(total).toBe(1);
  expect(items[0].question).toBe(question);
  const item = await get(a, `/api/journey/${items[0].id}`, token);
  expect(item.status).toBe(200);
});
