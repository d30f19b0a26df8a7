import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as askPage from "~/routes/ask";
import * as home from "~/routes/home";
import * as aiAsk from "~/routes/api/ai.ask";
import * as askStream from "~/routes/api/ask-stream";
import * as chat from "~/routes/api/chat";
import * as completions from "~/routes/api/v1.chat-completions";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// The library engine's per-client rate: a client that can be told apart (an account, a key, an address behind a
// trusted proxy) gets 429 with Retry-After past ASK_RATE_PER_MINUTE, at every door.

const QUESTION = "How can I be patient with myself?";

beforeEach(() => {
  process.env.ASK_RATE_PER_MINUTE = "2";
});
afterEach(() => {
  delete process.env.ASK_RATE_PER_MINUTE;
  delete process.env.TRUST_PROXY;
});

const api = (headers: Record<string, string>) => aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION }, headers)));

/** The status and headers of a page action's answer (data() with an init, or plain data for 200). */
function pageAnswer(result: unknown): { status: number; headers: Headers; data: Record<string, unknown> } {
  const r = result as { type?: string; data?: Record<string, unknown>; init?: ResponseInit };
  if (r?.type === "DataWithResponseInit") return { status: r.init?.status ?? 200, headers: new Headers(r.init?.headers), data: r.data! };
  return { status: 200, headers: new Headers(), data: result as Record<string, unknown> };
}

describe("asking too often", () => {
  it("an account past its rate gets 429 with Retry-After and a message saying when to ask again", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    expect((await api(auth)).status).toBe(200);
    expect((await api(auth)).status).toBe(200);
    const refused = await api(auth);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const body = await refused.json();
    expect(body).toMatchObject({ success: false, retryAfter: seconds });
    expect(body.error).toMatch(/Please wait 1 minute and ask again/);
  });

  it("every door says 429 in its own shape: /chat, /v1, /ask/stream (no stream), the /ask page and the quick ask", async () => {
    const user = await createUser();
    const cookie = { Cookie: user.cookie };
    await api(cookie);
    await api(cookie);

    const c = await chat.action(routeArgs(jsonRequest("/chat", { message: QUESTION }, cookie)));
    expect(c.status).toBe(429);
    expect(c.headers.get("Retry-After")).toMatch(/^\d+$/);

    const v1 = await completions.action(
      routeArgs(
        jsonRequest(
          "/v1/chat/completions",
          { model: "prajna", messages: [{ role: "user", content: QUESTION }] },
          { Authorization: `Bearer ${user.token}` },
        ),
      ),
    );
    expect(v1.status).toBe(429);
    expect(v1.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await v1.json()).error).toMatchObject({ type: "rate_limit_exceeded", message: expect.stringMatching(/Please wait/) });

    const s = await askStream.action(routeArgs(formRequest("/ask/stream", { question: QUESTION, category: "general" }, cookie)));
    expect(s.status).toBe(429);
    expect(s.headers.get("Content-Type")).toContain("application/json");
    expect(s.headers.get("Retry-After")).toMatch(/^\d+$/);

    const page = pageAnswer(await askPage.action(routeArgs(formRequest("/ask", { question: QUESTION, category: "general" }, cookie))));
    expect(page.status).toBe(429);
    expect(page.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(JSON.stringify(page.data)).toMatch(/Please wait 1 minute/);
    // The page's headers export hands Retry-After on to the document.
    expect(
      askPage
        .headers({ actionHeaders: page.headers, loaderHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined })
        .get("Retry-After"),
    ).toBe(page.headers.get("Retry-After"));

    const quick = pageAnswer(await home.action(routeArgs(formRequest("/?index", { question: QUESTION, category: "general" }, cookie))));
    expect(quick.status).toBe(429);
    expect(quick.data.error).toMatch(/Please wait/);
  });

  it("never refuses care: a message in crisis is answered whatever the rate", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    await api(auth);
    await api(auth);
    const res = await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: "I want to end my life" }, auth)));
    expect(res.status).toBe(200);
    expect((await res.json()).provider).toBe("care");
  });

  it("tells OpenAI clients apart by their own key, and addresses behind a trusted proxy", async () => {
    const key = (k: string) => ({ Authorization: `Bearer ${k}` });
    const ask = (headers: Record<string, string>) =>
      completions.action(
        routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages: [{ role: "user", content: QUESTION }] }, headers)),
      );
    await ask(key("sk-one"));
    await ask(key("sk-one"));
    expect((await ask(key("sk-one"))).status).toBe(429);
    expect((await ask(key("sk-two"))).status).toBe(200);

    process.env.TRUST_PROXY = "1";
    const from = { "X-Forwarded-For": "198.51.100.23" };
    await api(from);
    await api(from);
    expect((await api(from)).status).toBe(429);
    expect((await api({ "X-Forwarded-For": "198.51.100.24" })).status).toBe(200);
  });

  it("counts a signed-in person by their account alone: 20 accounts behind one office address each get the full rate", async () => {
    process.env.TRUST_PROXY = "1";
    const office = { "X-Forwarded-For": "203.0.113.80" };
    const people = [];
    for (let i = 0; i < 20; i++) people.push(await createUser());
    for (const person of people) {
      const auth = { ...office, Authorization: `Bearer ${person.token}` };
      expect((await api(auth)).status).toBe(200);
      expect((await api(auth)).status).toBe(200);
    }
    // Each is refused past their own rate, not before.
    expect((await api({ ...office, Authorization: `Bearer ${people[0]!.token}` })).status).toBe(429);
    // The guests of that address have a rate of their own, untouched by the 40 answers above.
    expect((await api(office)).status).toBe(200);
  });

  it("two guests behind one address share that address's rate", async () => {
    process.env.TRUST_PROXY = "1";
    const office = { "X-Forwarded-For": "203.0.113.81" };
    expect((await api({ ...office, "User-Agent": "guest one" })).status).toBe(200);
    expect((await api({ ...office, "User-Agent": "guest two" })).status).toBe(200);
    expect((await api({ ...office, "User-Agent": "guest one" })).status).toBe(429);
    expect((await api({ ...office, "User-Agent": "guest two" })).status).toBe(429);
  });

  it("leaves a guest that cannot be told apart to the model budgets", async () => {
    for (let i = 0; i < 4; i++) expect((await api({})).status).toBe(200);
  });
});
