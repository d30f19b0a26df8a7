import path from "node:path";
import { type APIResponse, expect, request as requests, test } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { uniqueEmail } from "~test/e2e";
import { expireLinksOf, linkIn, waitForMail } from "~test/e2e-mail";
import { SoftAuthenticator } from "~test/soft-authenticator";
import { eventStreamProblems, parseEventStream } from "~test/event-stream";

// Every route the OpenAPI document describes is called over HTTP, its successes and its errors, and every response
// is checked against the document: the status must be documented, and the body must match that status's schema
// (each event of an event stream, too).

type Schema = Record<string, unknown>;
type Content = Record<string, { schema?: Schema; itemSchema?: Schema }>;
type Operation = { operationId: string; responses: Record<string, { content?: Content }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const PASSWORD = "quiet-mountain-path";
let ip = 0;
const fromAddress = () => ({ "X-Forwarded-For": `203.0.${process.pid % 250}.${(++ip % 250) + 1}` });
const NEW_PASSWORD = "steady-river-stone";
const RESET_MAIL = /^Reset your Prajna password$/;
const CONFIRM_MAIL = /^Confirm your email address for Prajna$/;
const CONFIRM_NEW_MAIL = /^Confirm your new email address for Prajna$/;

/** The token of the emailed link to a page of the site. */
const tokenIn = (mail: Parameters<typeof linkIn>[0], pathname: string) => new URL(linkIn(mail, pathname)).searchParams.get("token")!;

/** What an operator's "disable" leaves in the database: the account may no longer sign in. */
async function disableAccount(email: string): Promise<void> {
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "prajna-e2e.db"), { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("update users set disabled_at = ? where email = ?").run(new Date().toISOString(), email.toLowerCase());
  } finally {
    db.close();
  }
}

test("every documented route answers as the document says, errors included", async ({ request }) => {
  test.setTimeout(120_000);
  const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const compiled = new Map<Schema, ReturnType<typeof ajv.compile>>();
  const check = (schema: Schema, value: unknown, where: string) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    expect(validate(value), `${where}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(value).slice(0, 400)}`).toBe(true);
  };
  const called = new Set<string>();
  const seen: string[] = [];

  /** Check one response against the document's entry for this path and method. */
  async function conforms(method: string, path: string, res: APIResponse, expected: number) {
    const op = doc.paths[path]?.[method];
    expect(op, `${method.toUpperCase()} ${path} is documented`).toBeTruthy();
    const where = `${op.operationId} ${res.status()}`;
    expect(res.status(), `${op.operationId}: status`).toBe(expected);
    called.add(op.operationId);
    seen.push(where);
    const documented = op.responses[String(res.status())];
    expect(documented, `${where} is a documented status`).toBeTruthy();
    const type = (res.headers()["content-type"] ?? "").split(";")[0].trim();
    if (!documented.content) {
      expect((await res.body()).length, `${where} has no body`).toBe(0);
      return;
    }
    const entry = documented.content[type];
    expect(entry, `${where}: ${type} is a documented content type`).toBeTruthy();
    const text = await res.text();
    if (type === "application/json") return check(entry.schema!, JSON.parse(text), where);
    if (type !== "text/event-stream") return check(entry.schema!, text, where);
    // Each event against the stream's itemSchema (OpenAPI 3.2), its data against the schema of that event's data.
    const items = parseEventStream(text);
    expect(items.length, `${where}: events`).toBeGreaterThan(0);
    expect(eventStreamProblems(ajv, entry.itemSchema!, items), `${where}: events`).toEqual([]);
  }
  const call = async (
    method: "get" | "post" | "put" | "delete",
    path: string,
    expected: number,
    options: Parameters<typeof request.fetch>[1] = {},
    template = path,
  ) => conforms(method, template.split("?")[0], await request.fetch(path, { method: method.toUpperCase(), ...options }), expected);

  const big = (bytes: number) => ({
    data: JSON.stringify({ padding: "x".repeat(bytes) }),
    headers: { "Content-Type": "application/json" },
  });
  const form = { form: { question: "Hi" } };

  // Accounts and tokens.
  const email = uniqueEmail("openapi");
  const registered = await request.post("/auth/register", { data: { name: "Doc Checker", email, password: PASSWORD } });
  await conforms("post", "/auth/register", registered, 201);
  const { token: first } = await registered.json();
  // A taken address: "check your email", never "taken".
  await call("post", "/auth/register", 202, { data: { name: "Doc Checker", email, password: PASSWORD } });
  await call("post", "/auth/register", 400, { data: { name: "Doc", email: "not-an-email", password: PASSWORD } });
  await call("post", "/auth/register", 415, form);
  await call("post", "/auth/register", 413, big(70_000));
  await call("post", "/auth/login", 200, { data: { email, password: PASSWORD }, headers: fromAddress() });
  await call("post", "/auth/login", 401, { data: { email, password: "wrong-password" }, headers: fromAddress() });
  await call("post", "/auth/login", 400, { data: { email }, headers: fromAddress() });
  await call("post", "/auth/login", 415, form);
  await call("post", "/auth/login", 413, big(70_000));
  const locked = uniqueEmail("locked");
  for (let i = 0; i < 10; i++)
    await request.post("/auth/login", { data: { email: locked, password: "wrong-password" }, headers: fromAddress() });
  await call("post", "/auth/login", 429, { data: { email: locked, password: "wrong-password" }, headers: fromAddress() });
  // Registering an email past its sign-in failures waits as a sign-in would.
  await call("post", "/auth/register", 429, { data: { name: "Doc Checker", email: locked, password: PASSWORD }, headers: fromAddress() });
  const disabled = uniqueEmail("disabled");
  await request.post("/auth/register", { data: { name: "Doc Disabled", email: disabled, password: PASSWORD } });
  await disableAccount(disabled);
  await call("post", "/auth/login", 403, { data: { email: disabled, password: PASSWORD }, headers: fromAddress() });
  const refreshed = await request.post("/auth/refresh", { headers: { Authorization: `Bearer ${first}` } });
  await conforms("post", "/auth/refresh", refreshed, 200);
  const { token } = await refreshed.json();
  const auth = { Authorization: `Bearer ${token}` };
  await call("post", "/auth/refresh", 401, { headers: { Authorization: `Bearer ${first}` } });
  await call("get", "/auth/me", 200, { headers: auth });
  await call("get", "/auth/me", 401);

  // Passkeys, with a software authenticator for this site (the relying party is the host the request was made to).
  const site = new URL(test.info().project.use.baseURL!);
  const authenticator = new SoftAuthenticator(site.hostname, site.origin);
  await call("post", "/auth/passkey/register/options", 401);
  const registerOptions = await request.post("/auth/passkey/register/options", { headers: auth });
  await conforms("post", "/auth/passkey/register/options", registerOptions, 200);
  const { options: creation } = await registerOptions.json();
  const created = authenticator.create(creation.challenge);
  await call("post", "/auth/passkey/register/verify", 201, { data: { response: created }, headers: auth });
  await call("post", "/auth/passkey/register/verify", 400, { data: { response: created }, headers: auth });
  const secondChallenge = (await (await request.post("/auth/passkey/register/options", { headers: auth })).json()).options.challenge;
  await call("post", "/auth/passkey/register/verify", 409, { data: { response: authenticator.create(secondChallenge) }, headers: auth });
  await call("post", "/auth/passkey/register/verify", 401, { data: { response: created } });
  await call("post", "/auth/passkey/register/verify", 415, { ...form, headers: auth });
  await call("post", "/auth/passkey/register/verify", 413, big(70_000));
  const challenge = async () => {
    const res = await request.post("/auth/passkey/options");
    await conforms("post", "/auth/passkey/options", res, 200);
    return (await res.json()).options.challenge as string;
  };
  const assertion = authenticator.get(await challenge());
  // One client address starting sign-ins without end: 30 a minute, then 429.
  const eager = fromAddress();
  for (let i = 0; i < 30; i++) expect((await request.post("/auth/passkey/options", { headers: eager })).status()).toBe(200);
  await call("post", "/auth/passkey/options", 429, { headers: eager });
  // Signed in by the session cookie: in a context of its own, so the cookie signs in none of the calls below.
  const browserlike = await requests.newContext({ baseURL: site.origin });
  const signedIn = await browserlike.post("/auth/passkey/verify", { data: { response: assertion, redirectTo: "/history" } });
  await conforms("post", "/auth/passkey/verify", signedIn, 200);
  await browserlike.dispose();
  await call("post", "/auth/passkey/verify", 400, { data: { response: assertion } });
  await call("post", "/auth/passkey/verify", 401, {
    data: { response: new SoftAuthenticator(site.hostname, site.origin).get(await challenge()) },
  });
  await call("post", "/auth/passkey/verify", 415, form);
  await call("post", "/auth/passkey/verify", 413, big(70_000));
  const laterDisabled = uniqueEmail("passkey-disabled");
  const laterAuth = {
    Authorization: `Bearer ${(await (await request.post("/auth/register", { data: { name: "Doc Disabled", email: laterDisabled, password: PASSWORD } })).json()).token}`,
  };
  const laterKey = new SoftAuthenticator(site.hostname, site.origin);
  const laterOptions = (await (await request.post("/auth/passkey/register/options", { headers: laterAuth })).json()).options;
  expect(
    (
      await request.post("/auth/passkey/register/verify", {
        data: { response: laterKey.create(laterOptions.challenge) },
        headers: laterAuth,
      })
    ).status(),
  ).toBe(201);
  await disableAccount(laterDisabled);
  await call("post", "/auth/passkey/verify", 403, { data: { response: laterKey.get(await challenge()) } });

  // A forgotten password: the link by email, used once; a second link, expired.
  const reader = uniqueEmail("reader");
  await request.post("/auth/register", { data: { name: "Doc Reader", email: reader, password: PASSWORD } });
  const signUpToken = tokenIn(await waitForMail(reader, CONFIRM_MAIL), "/verify-email");
  await call("post", "/auth/forgot-password", 202, { data: { email: reader }, headers: fromAddress() });
  await call("post", "/auth/forgot-password", 400, { data: { email: "not-an-email" }, headers: fromAddress() });
  await call("post", "/auth/forgot-password", 415, { ...form, headers: fromAddress() });
  await call("post", "/auth/forgot-password", 413, big(70_000));
  const flood = { data: { email: uniqueEmail("flood") }, headers: fromAddress() };
  for (let i = 0; i < 5; i++) expect((await request.post("/auth/forgot-password", flood)).status()).toBe(202);
  await call("post", "/auth/forgot-password", 429, flood);
  const resetToken = tokenIn(await waitForMail(reader, RESET_MAIL), "/reset-password");
  const reset = await request.post("/auth/reset-password", { data: { token: resetToken, password: NEW_PASSWORD } });
  await conforms("post", "/auth/reset-password", reset, 200);
  const readerAuth = { Authorization: `Bearer ${(await reset.json()).token}` };
  await call("post", "/auth/reset-password", 400, { data: { token: resetToken, password: NEW_PASSWORD } });
  await call("post", "/auth/reset-password", 400, { data: { token: resetToken, password: "short" } });
  await call("post", "/auth/reset-password", 415, form);
  await call("post", "/auth/reset-password", 413, big(70_000));
  await call("post", "/auth/forgot-password", 202, { data: { email: reader }, headers: fromAddress() });
  const lateToken = tokenIn(await waitForMail(reader, RESET_MAIL, 2), "/reset-password");
  await expireLinksOf(reader);
  await call("post", "/auth/reset-password", 410, { data: { token: lateToken, password: NEW_PASSWORD } });

  // Confirming addresses: the sign-up link (expired with the rest above), and address changes.
  await call("post", "/auth/verify-email", 410, { data: { token: signUpToken } });
  await call("post", "/auth/verify-email", 400, { data: { token: "A".repeat(43) } });
  await call("post", "/auth/verify-email", 415, form);
  await call("post", "/auth/verify-email", 413, big(70_000));
  // The reset link reached the address, which confirmed it.
  await call("post", "/auth/verify-email/resend", 409, { headers: readerAuth });
  await call("post", "/auth/verify-email/resend", 401);
  const moved = uniqueEmail("moved");
  await call("post", "/api/account/email", 202, { data: { newEmail: moved, currentPassword: NEW_PASSWORD }, headers: readerAuth });
  await call("post", "/auth/verify-email", 200, { data: { token: tokenIn(await waitForMail(moved, CONFIRM_NEW_MAIL), "/verify-email") } });
  const elsewhere = uniqueEmail("elsewhere");
  await call("post", "/api/account/email", 400, { data: { newEmail: elsewhere, currentPassword: "wrong-password" }, headers: readerAuth });
  // An address another account uses is answered as any other (its owner is told by mail): never a 409.
  await call("post", "/api/account/email", 202, { data: { newEmail: email, currentPassword: NEW_PASSWORD }, headers: readerAuth });
  await call("post", "/api/account/email", 401, { data: { newEmail: elsewhere, currentPassword: NEW_PASSWORD } });
  await call("post", "/api/account/email", 415, { ...form, headers: readerAuth });
  await call("post", "/api/account/email", 413, { ...big(70_000), headers: { ...readerAuth, "Content-Type": "application/json" } });
  // An address someone else signs up with before its confirmation link is followed.
  const contested = uniqueEmail("contested");
  await call("post", "/api/account/email", 202, { data: { newEmail: contested, currentPassword: NEW_PASSWORD }, headers: readerAuth });
  const contestedToken = tokenIn(await waitForMail(contested, CONFIRM_NEW_MAIL), "/verify-email");
  await request.post("/auth/register", { data: { name: "Doc Contender", email: contested, password: PASSWORD } });
  await call("post", "/auth/verify-email", 409, { data: { token: contestedToken } });
  // Five confirmation emails an hour per account, new links and address changes together.
  const pending = await request.post("/auth/register", { data: { name: "Pending", email: uniqueEmail("pending"), password: PASSWORD } });
  const pendingAuth = { Authorization: `Bearer ${(await pending.json()).token}` };
  await call("post", "/auth/verify-email/resend", 202, { headers: pendingAuth });
  for (let i = 0; i < 4; i++) expect((await request.post("/auth/verify-email/resend", { headers: pendingAuth })).status()).toBe(202);
  await call("post", "/auth/verify-email/resend", 429, { headers: pendingAuth });
  await call("post", "/api/account/email", 429, { data: { newEmail: elsewhere, currentPassword: PASSWORD }, headers: pendingAuth });

  // Asking.
  const asked = await request.post("/ai/ask", { data: { question: "How do I deal with anger?" }, headers: auth });
  await conforms("post", "/ai/ask", asked, 200);
  await call("post", "/ai/ask", 200, {
    data: {
      question: "And at work?",
      context: {
        category: "career",
        previousMessages: [
          { role: "user", content: "How do I deal with anger?" },
          { role: "assistant", content: "Breathe." },
        ],
      },
    },
  });
  await call("post", "/ai/ask", 400, { data: { question: "" } });
  await call("post", "/ai/ask", 401, { data: { question: "Hi" }, headers: { Authorization: "Bearer nope" } });
  await call("post", "/ai/ask", 415, form);
  await call("post", "/ai/ask", 413, big(1_100_000));
  await call("get", "/ai/health", 200);
  await call("post", "/ask/stream", 200, { form: { question: "What is metta?", category: "relationships" } });
  await call("post", "/ask/stream", 200, {
    data: {
      question: "And with strangers?",
      thread: [{ question: "What is metta?", category: "general", answer: "Kindness.", sources: [] }],
    },
  });
  await call("post", "/ask/stream", 400, { form: { question: "" } });
  await call("post", "/ask/stream", 401, { form: { question: "Hi" }, headers: { Authorization: "Bearer nope" } });
  await call("post", "/ask/stream", 404, { form: { question: "And then?", conversation: "999999" }, headers: auth });
  await call("post", "/ask/stream", 413, { form: { question: "x".repeat(70_000) } });
  await call("post", "/ask/stream", 415, { data: "question=hi", headers: { "Content-Type": "text/plain" } });
  await call("post", "/chat", 200, {
    data: { message: "And at work?", messages: [{ role: "user", content: "How do I deal with anger?" }] },
  });
  await call("post", "/chat", 400, { data: { message: "" } });
  await call("post", "/chat", 401, { data: { message: "Hi" }, headers: { Authorization: "Bearer nope" } });
  await call("post", "/chat", 415, form);
  await call("post", "/chat", 413, big(1_100_000));
  await call("post", "/ai/meditation", 200, { data: { preferences: { experience: "beginner", timeAvailable: 10 } } });
  await call("post", "/ai/meditation", 400, { data: { preferences: { experience: "guru" } } });
  await call("post", "/ai/meditation", 415, form);
  await call("post", "/ai/meditation", 413, big(70_000));

  // The OpenAI-compatible surface.
  await call("get", "/v1/models", 200);
  await call("get", "/v1/models/prajna", 200, {}, "/v1/models/{id}");
  await call("get", "/v1/models/gpt-4o", 404, {}, "/v1/models/{id}");
  await call("get", "/v1/models", 401, { headers: { Authorization: `Bearer ${"B".repeat(43)}` } });
  await call("get", "/v1/models/prajna", 401, { headers: { Authorization: `Bearer ${"B".repeat(43)}` } }, "/v1/models/{id}");
  const messages = [{ role: "user", content: "What is patience?" }];
  await call("post", "/v1/chat/completions", 200, { data: { model: "prajna", messages } });
  await call("post", "/v1/chat/completions", 200, {
    data: { model: "prajna", messages, stream: true, stream_options: { include_usage: true }, max_tokens: 50 },
  });
  await call("post", "/v1/chat/completions", 400, {
    data: { model: "prajna", messages, tools: [{ type: "function", function: { name: "x" } }] },
  });
  await call("post", "/v1/chat/completions", 404, { data: { model: "gpt-4o", messages } });
  await call("post", "/v1/chat/completions", 415, form);
  await call("post", "/v1/chat/completions", 413, big(1_100_000));
  // A key shaped like Prajna's own tokens that names no session: expired or revoked.
  const deadToken = { Authorization: `Bearer ${"A".repeat(43)}` };
  await call("post", "/v1/chat/completions", 401, { data: { model: "prajna", messages }, headers: deadToken });
  const input = "What is patience?";
  await call("post", "/v1/responses", 200, { data: { model: "prajna", input } });
  await call("post", "/v1/responses", 200, { data: { model: "prajna", input, stream: true } });
  await call("post", "/v1/responses", 400, { data: { model: "prajna", input, tools: [{ type: "function", name: "x" }] } });
  await call("post", "/v1/responses", 404, { data: { model: "gpt-4o", input } });
  await call("post", "/v1/responses", 404, {
    data: { model: "prajna", input, previous_response_id: "resp_never_stored" },
    headers: { Authorization: "Bearer sk-a-guest-key-of-their-own" },
  });
  await call("post", "/v1/responses", 401, { data: { model: "prajna", input }, headers: deadToken });
  await call("post", "/v1/responses", 415, form);
  await call("post", "/v1/responses", 413, big(1_100_000));

  // One client past its asking rate (ASK_RATE_PER_MINUTE answers a minute, every door together).
  const crowded = fromAddress();
  const patience = { data: { message: "What is patience?" }, headers: crowded };
  const rate = Number(process.env.E2E_ASK_RATE);
  expect(rate).toBeGreaterThan(0);
  for (let i = 0; i < rate; i++) expect((await request.post("/chat", patience)).status()).toBe(200);
  await call("post", "/ai/ask", 429, { data: { question: "What is patience?" }, headers: crowded });
  await call("post", "/ask/stream", 429, { form: { question: "What is patience?" }, headers: crowded });
  await call("post", "/chat", 429, patience);
  await call("post", "/v1/chat/completions", 429, { data: { model: "prajna", messages }, headers: crowded });
  await call("post", "/v1/responses", 429, { data: { model: "prajna", input: "What is patience?" }, headers: crowded });

  // The library's search.
  await call("get", "/api/search?q=patience", 200);
  await call("get", "/api/search?kind=nope", 400);

  // The journey: the conversation asked above, and another.
  const list = await request.get("/api/journey", { headers: auth });
  await conforms("get", "/api/journey", list, 200);
  const id = (await list.json()).items[0].id as number;
  await call("get", "/api/journey?page=0", 400, { headers: auth });
  await call("get", "/api/journey", 401);
  await call("get", "/api/journey/export", 200, { headers: auth });
  await call("get", "/api/journey/export?format=markdown", 200, { headers: auth });
  await call("get", "/api/journey/export?format=xml", 400, { headers: auth });
  await call("get", "/api/journey/export", 401);
  await call("get", `/api/journey/${id}`, 200, { headers: auth }, "/api/journey/{id}");
  await call("get", "/api/journey/999999", 404, { headers: auth }, "/api/journey/{id}");
  await call("get", `/api/journey/${id}`, 401, {}, "/api/journey/{id}");
  await call("put", `/api/journey/${id}/rating`, 200, { data: { rating: 4 }, headers: auth }, "/api/journey/{id}/rating");
  await call("put", `/api/journey/${id}/rating`, 400, { data: { rating: 9 }, headers: auth }, "/api/journey/{id}/rating");
  await call("put", "/api/journey/999999/rating", 404, { data: { rating: 4 }, headers: auth }, "/api/journey/{id}/rating");
  await call("put", `/api/journey/${id}/rating`, 401, { data: { rating: 4 } }, "/api/journey/{id}/rating");
  await call("put", `/api/journey/${id}/rating`, 415, { ...form, headers: auth }, "/api/journey/{id}/rating");
  await call(
    "put",
    `/api/journey/${id}/rating`,
    413,
    { ...big(70_000), headers: { ...auth, "Content-Type": "application/json" } },
    "/api/journey/{id}/rating",
  );
  await call("delete", `/api/journey/${id}`, 204, { headers: auth }, "/api/journey/{id}");
  await call("delete", `/api/journey/${id}`, 404, { headers: auth }, "/api/journey/{id}");
  await call("delete", `/api/journey/${id}`, 401, {}, "/api/journey/{id}");
  await request.post("/chat", { data: { message: "What is patience?" }, headers: auth });
  await call("delete", "/api/journey", 200, { headers: auth });
  await call("delete", "/api/journey", 401);

  // Where the account is signed in: list, end one (another account's id is not found), end all but this one.
  const extra = await (
    await request.post("/auth/login", { data: { email, password: PASSWORD, remember: true }, headers: fromAddress() })
  ).json();
  const places = await request.get("/api/account/sessions", { headers: auth });
  await conforms("get", "/api/account/sessions", places, 200);
  const extraId = ((await places.json()).sessions as Array<{ id: number; current: boolean }>).find((s) => !s.current)!.id;
  await call("get", "/api/account/sessions", 401);
  await call("delete", `/api/account/sessions/${extraId}`, 401, {}, "/api/account/sessions/{id}");
  await call("delete", `/api/account/sessions/${extraId}`, 404, { headers: readerAuth }, "/api/account/sessions/{id}");
  await call("delete", `/api/account/sessions/${extraId}`, 204, { headers: auth }, "/api/account/sessions/{id}");
  await call("delete", `/api/account/sessions/${extraId}`, 404, { headers: auth }, "/api/account/sessions/{id}");
  expect((await request.get("/auth/me", { headers: { Authorization: `Bearer ${extra.token}` } })).status()).toBe(401);
  await call("delete", "/api/account/sessions", 200, { headers: auth });
  await call("delete", "/api/account/sessions", 401);

  // The account, and operations.
  await call("delete", "/api/account", 400, {
    data: { confirmEmail: "someone-else@example.org", currentPassword: PASSWORD },
    headers: auth,
  });
  await call("delete", "/api/account", 400, { data: { confirmEmail: email, currentPassword: "not-the-password" }, headers: auth });
  await call("delete", "/api/account", 400, { data: { confirmEmail: email }, headers: auth });
  // Guessing the password to delete an account stops after 10 wrong ones in 15 minutes.
  const guesser = uniqueEmail("guesser");
  const guesserAuth = {
    Authorization: `Bearer ${(await (await request.post("/auth/register", { data: { name: "Guesser", email: guesser, password: PASSWORD } })).json()).token}`,
  };
  for (let i = 0; i < 10; i++) {
    const wrong = await request.delete("/api/account", {
      data: { confirmEmail: guesser, currentPassword: `guess-${i}` },
      headers: guesserAuth,
    });
    expect(wrong.status()).toBe(400);
  }
  await call("delete", "/api/account", 429, { data: { confirmEmail: guesser, currentPassword: PASSWORD }, headers: guesserAuth });
  await call("delete", "/api/account", 415, { ...form, headers: auth });
  await call("delete", "/api/account", 413, { ...big(70_000), headers: { ...auth, "Content-Type": "application/json" } });
  await call("delete", "/api/account", 401, { data: { confirmEmail: email, currentPassword: PASSWORD } });
  await call("post", "/auth/logout", 204, { headers: auth });
  await call("post", "/auth/logout", 401, { headers: auth });
  const again = await (await request.post("/auth/login", { data: { email, password: PASSWORD }, headers: fromAddress() })).json();
  await call("delete", "/api/account", 204, {
    data: { confirmEmail: email, currentPassword: PASSWORD },
    headers: { Authorization: `Bearer ${again.token}` },
  });
  await call("get", "/api/openapi.json", 200);
  const violation = { "csp-report": { "document-uri": "http://127.0.0.1/", "effective-directive": "script-src", "blocked-uri": "inline" } };
  await call("post", "/csp-report", 204, { data: JSON.stringify(violation), headers: { "Content-Type": "application/csp-report" } });
  await call("post", "/csp-report", 400, { data: "{not json", headers: { "Content-Type": "application/csp-report" } });
  await call("post", "/csp-report", 415, form);
  await call("post", "/csp-report", 400, { data: "{}", headers: { "Content-Type": "application/csp-report" } });
  await call("post", "/csp-report", 413, { ...big(70_000), headers: { "Content-Type": "application/csp-report" } });
  await call("get", "/healthz", 200);

  // Every operation in the document was called, and gave every status it documents but the server's own failures
  // (500, and 503 when nothing can answer), which a healthy server does not give.
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
  expect(operations.map((op) => op.operationId).filter((op) => !called.has(op))).toEqual([]);
  const missing = operations.flatMap((op) =>
    Object.keys(op.responses)
      .filter((status) => status !== "500" && status !== "503" && !seen.includes(`${op.operationId} ${status}`))
      .map((status) => `${op.operationId} ${status}`),
  );
  expect(missing).toEqual([]);
});
