import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as aiAsk from "~/routes/api/ai.ask";
import * as aiMeditation from "~/routes/api/ai.meditation";
import * as askStream from "~/routes/api/ask-stream";
import * as chat from "~/routes/api/chat";
import * as completions from "~/routes/api/v1.chat-completions";
import { FALLBACK_NOTE } from "~/wisdom/phrases";
import { FAKE_ANSWER, type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// The model bill's budgets, against the project's fake OpenAI-compatible server: past a budget the library answers
// with its one-line note, the caller still gets an answer, and the model is not called.

const QUESTION = "How do I keep my patience with a slow colleague?";
const SETTINGS = [
  "AI_BUDGET_GUESTS_PER_MINUTE",
  "AI_BUDGET_ACCOUNT_PER_HOUR",
  "AI_BUDGET_ADDRESS_PER_HOUR",
  "AI_BUDGET_PER_DAY",
  "TRUST_PROXY",
];

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_BASE_URL;
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  fake.mode = "normal";
  fake.requests.length = 0;
  for (const name of SETTINGS) delete process.env[name];
});

async function askApi(headers: Record<string, string> = {}) {
  const res = await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION }, headers)));
  expect(res.status).toBe(200);
  const body = await res.json();
  return { provider: body.provider as string, fallback: body.fallback as boolean, text: body.response as string };
}

const fromModel = (a: { provider: string; text: string }) => a.provider === "openai" && a.text.startsWith(FAKE_ANSWER);
const fromLibrary = (a: { provider: string; fallback: boolean; text: string }) =>
  a.provider === "library" && a.fallback && a.text.startsWith(FALLBACK_NOTE) && /^> /m.test(a.text);

describe("model budgets", () => {
  it("all guests together: past the minute's budget every door answers from the library, with its note", async () => {
    process.env.AI_BUDGET_GUESTS_PER_MINUTE = "3";
    const first = [await askApi(), await askApi(), await askApi()];
    expect(first.every(fromModel)).toBe(true);
    expect(fake.requests).toHaveLength(3);

    expect(fromLibrary(await askApi())).toBe(true);
    const chatRes = await (await chat.action(routeArgs(jsonRequest("/chat", { message: QUESTION })))).json();
    expect(chatRes.provider).toBe("library");
    expect(chatRes.choices[0].message.content.startsWith(FALLBACK_NOTE)).toBe(true);
    const v1 = await completions.action(
      routeArgs(
        jsonRequest(
          "/v1/chat/completions",
          { model: "prajna", messages: [{ role: "user", content: QUESTION }] },
          { Authorization: "Bearer sk-someone-else" },
        ),
      ),
    );
    expect(v1.status).toBe(200);
    expect((await v1.json()).choices[0].message.content.startsWith(FALLBACK_NOTE)).toBe(true);
    const stream = await (
      await askStream.action(routeArgs(formRequest("/ask/stream", { question: QUESTION, category: "general" })))
    ).text();
    expect(stream).toContain('"provider":"library"');
    expect(stream).not.toContain("event: delta");
    // Nothing past the budget reached the model.
    expect(fake.requests).toHaveLength(3);
  });

  it("each account per hour: one account's budget spent leaves guests and other accounts theirs", async () => {
    process.env.AI_BUDGET_ACCOUNT_PER_HOUR = "2";
    const ana = await createUser();
    const ben = await createUser();
    const asAna = { Authorization: `Bearer ${ana.token}` };
    expect(fromModel(await askApi(asAna))).toBe(true);
    expect(fromModel(await askApi(asAna))).toBe(true);
    expect(fromLibrary(await askApi(asAna))).toBe(true);
    expect(fromModel(await askApi({ Cookie: ben.cookie }))).toBe(true);
    expect(fromModel(await askApi())).toBe(true);
    expect(fake.requests).toHaveLength(4);
  });

  it("a daily total for everyone, and 0 turns the model off", async () => {
    process.env.AI_BUDGET_PER_DAY = "2";
    const ana = await createUser();
    expect(fromModel(await askApi())).toBe(true);
    expect(fromModel(await askApi({ Authorization: `Bearer ${ana.token}` }))).toBe(true);
    expect(fromLibrary(await askApi())).toBe(true);
    expect(fromLibrary(await askApi({ Authorization: `Bearer ${ana.token}` }))).toBe(true);
    process.env.AI_BUDGET_PER_DAY = "0";
    expect(fromLibrary(await askApi())).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it("per client address, behind a trusted proxy", async () => {
    process.env.TRUST_PROXY = "1";
    process.env.AI_BUDGET_ADDRESS_PER_HOUR = "1";
    const a = { "X-Forwarded-For": "203.0.113.5" };
    const b = { "X-Forwarded-For": "203.0.113.6" };
    expect(fromModel(await askApi(a))).toBe(true);
    expect(fromLibrary(await askApi(a))).toBe(true);
    expect(fromModel(await askApi(b))).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it("the address budget is the guests': signed-in people behind that address spend their accounts' budgets", async () => {
    process.env.TRUST_PROXY = "1";
    process.env.AI_BUDGET_ADDRESS_PER_HOUR = "1";
    const office = { "X-Forwarded-For": "203.0.113.7" };
    expect(fromModel(await askApi(office))).toBe(true);
    expect(fromLibrary(await askApi(office))).toBe(true);
    const ana = await createUser();
    const ben = await createUser();
    expect(fromModel(await askApi({ ...office, Authorization: `Bearer ${ana.token}` }))).toBe(true);
    expect(fromModel(await askApi({ ...office, Authorization: `Bearer ${ana.token}` }))).toBe(true);
    expect(fromModel(await askApi({ ...office, Cookie: ben.cookie }))).toBe(true);
    expect(fake.requests).toHaveLength(4);
  });

  it("meditation guides spend the same budgets: past them the built-in guide, without calling the model", async () => {
    process.env.AI_BUDGET_GUESTS_PER_MINUTE = "0";
    const res = await aiMeditation.action(routeArgs(jsonRequest("/ai/meditation", { preferences: { focus: "stress-relief" } })));
    expect(res.status).toBe(200);
    expect((await res.json()).provider).toBe("library");
    expect(fake.requests).toHaveLength(0);
  });
});
