import { expect, test } from "@playwright/test";
import { uniqueEmail } from "~test/e2e";
import { waitForMail } from "~test/e2e-mail";

// The JSON auth routes over real HTTP against the built server. JSON in, JSON out, never HTML, never a 500.

const PASSWORD = "quiet-mountain-path";
let ip = 0;
/** The server trusts X-Forwarded-For in tests (TRUST_PROXY=1): give each test its own client address. */
const fromAddress = () => ({ "X-Forwarded-For": `198.51.${process.pid % 250}.${(++ip % 250) + 1}` });

async function registerApi(request: import("@playwright/test").APIRequestContext, email = uniqueEmail("api")) {
  const res = await request.post("/auth/register", { data: { name: "Api Seeker", email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  return { email, ...(await res.json()) };
}

test("GET /healthz says ok when the database answers", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

test("register -> 201 {token, user}; me with the bearer token; logout -> 204 and the token is dead", async ({ request }) => {
  const email = uniqueEmail("api");
  const res = await request.post("/auth/register", { data: { name: "Zara", email: `  ${email.toUpperCase()} `, password: PASSWORD } });
  expect(res.status()).toBe(201);
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = await res.json();
  expect(body.user).toEqual({ id: expect.any(Number), username: "Zara", name: "Zara", email });
  expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const auth = { Authorization: `Bearer ${body.token}` };
  const me = await request.get("/auth/me", { headers: auth });
  expect(me.status()).toBe(200);
  expect((await me.json()).user).toEqual(body.user);

  const out = await request.post("/auth/logout", { headers: auth });
  expect(out.status()).toBe(204);
  const after = await request.get("/auth/me", { headers: auth });
  expect(after.status()).toBe(401);
  expect((await after.json()).error).toMatch(/expired or was revoked/);
});

test("login -> 200 with a new token; bad credentials -> 401 with one message for both cases", async ({ request }) => {
  const { email, token } = await registerApi(request);
  const ok = await request.post("/auth/login", { data: { email, password: PASSWORD }, headers: fromAddress() });
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.token).not.toBe(token);
  expect(body.user.email).toBe(email);

  const wrong = await request.post("/auth/login", { data: { email, password: "nope-nope" }, headers: fromAddress() });
  expect(wrong.status()).toBe(401);
  const unknown = await request.post("/auth/login", {
    data: { email: uniqueEmail("ghost"), password: "nope-nope" },
    headers: fromAddress(),
  });
  expect(unknown.status()).toBe(401);
  expect(await wrong.json()).toEqual({ error: "Invalid email or password" });
  expect(await unknown.json()).toEqual({ error: "Invalid email or password" });
});

test("a taken email -> 202 'check your email', no token, and the owner is told by mail", async ({ request }) => {
  const { email } = await registerApi(request);
  const res = await request.post("/auth/register", { data: { name: "Again", email, password: PASSWORD } });
  expect(res.status()).toBe(202);
  const body = await res.json();
  expect(body).toEqual({ message: expect.stringMatching(/^Check your email/) });
  expect(JSON.stringify(body)).not.toMatch(/already|exists|taken/i);
  expect((await waitForMail(email, /Someone tried to create an account/)).text).toContain("/forgot-password");
});

test("bad input -> 400 naming the field, 415 for a non-JSON body, 413 for a huge one, 405 for a wrong method", async ({ request }) => {
  const cases: Array<[string, unknown, string | undefined]> = [
    ["/auth/register", { name: "A", email: "not-an-email", password: PASSWORD }, "email"],
    ["/auth/register", { name: "A", email: uniqueEmail(), password: "short" }, "password"],
    ["/auth/register", { name: "A", email: uniqueEmail(), password: "password123" }, "password"],
    ["/auth/register", { name: "A", email: uniqueEmail(), password: "x".repeat(73) }, "password"],
    ["/auth/register", { email: uniqueEmail(), password: PASSWORD }, "name"],
    ["/auth/login", { email: "a@example.org" }, "password"],
    ["/auth/login", [1, 2, 3], undefined],
  ];
  for (const [path, data, field] of cases) {
    const res = await request.post(path, { data, headers: fromAddress() });
    expect(res.status(), `${path} ${JSON.stringify(data)}`).toBe(400);
    const body = await res.json();
    expect(typeof body.error).toBe("string");
    if (field) expect(body.field).toBe(field);
  }

  const malformed = await request.post("/auth/login", { data: Buffer.from("{not json"), headers: { "Content-Type": "application/json" } });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toMatch(/not valid JSON/);

  const form = await request.post("/auth/login", { form: { email: "a@example.org", password: "x" } });
  expect(form.status()).toBe(415);
  expect(form.headers()["content-type"]).toContain("application/json");

  const huge = await request.post("/auth/register", { data: { name: "x".repeat(70_000), email: "a@example.org", password: PASSWORD } });
  expect(huge.status()).toBe(413);

  const get = await request.get("/auth/login");
  expect(get.status()).toBe(405);
  expect(get.headers()["allow"]).toBe("POST, OPTIONS");
  expect((await get.json()).error).toMatch(/Method not allowed/);
});

test("a missing or made-up bearer token -> 401 JSON", async ({ request }) => {
  const none = await request.get("/auth/me");
  expect(none.status()).toBe(401);
  expect((await none.json()).error).toMatch(/Sign in first/);
  const fake = await request.get("/auth/me", { headers: { Authorization: "Bearer made-up-token" } });
  expect(fake.status()).toBe(401);
  const logout = await request.post("/auth/logout", { headers: { Authorization: "Bearer made-up-token" } });
  expect(logout.status()).toBe(401);
});

test("10 failures for one email -> 429 with Retry-After, even for the right password", async ({ request }) => {
  const { email } = await registerApi(request);
  for (let i = 0; i < 10; i++) {
    const res = await request.post("/auth/login", { data: { email, password: `guess-${i}` }, headers: fromAddress() });
    expect(res.status()).toBe(401);
  }
  const blocked = await request.post("/auth/login", { data: { email, password: PASSWORD }, headers: fromAddress() });
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await blocked.json()).error).toMatch(/Too many failed sign-in attempts/);
});

test("10 failures from one client address -> 429 for any email from it", async ({ request }) => {
  const { email } = await registerApi(request);
  const address = { "X-Forwarded-For": "192.0.2.77" };
  for (let i = 0; i < 10; i++) {
    await request.post("/auth/login", { data: { email: uniqueEmail("spray"), password: "nope-nope" }, headers: address });
  }
  const blocked = await request.post("/auth/login", { data: { email, password: PASSWORD }, headers: address });
  expect(blocked.status()).toBe(429);
  const elsewhere = await request.post("/auth/login", { data: { email, password: PASSWORD }, headers: fromAddress() });
  expect(elsewhere.status()).toBe(200);
});
