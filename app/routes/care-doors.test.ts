import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ask as askPath } from "~/ask/ask.server";
import * as aiAsk from "~/routes/api/ai.ask";
import * as askStream from "~/routes/api/ask-stream";
import * as chat from "~/routes/api/chat";
import * as v1 from "~/routes/api/v1.chat-completions";
import * as ask from "~/routes/ask";
import * as home from "~/routes/home";
import { careAnswer } from "~/wisdom/care/answers";
import { ensureSearchIndex } from "~/wisdom/search.server";
import { FAKE_ANSWER, type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// Care comes first at every door: from the phrase detector at once, and from a configured model's second opinion,
// whose failure never blocks or delays an answer.

const ORDINARY = "What does the Buddha teach about letting go of old habits?";
const CRISIS = "i've saved up enough of my pills and tonight feels like the right time";

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.slowMs = 4000;
  // Build the library's index first: its one-off build would otherwise eat the judge's short deadline.
  await ensureSearchIndex();
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_BASE_URL;
  delete process.env.AI_TIMEOUT_MS;
  delete process.env.CARE_JUDGE_TIMEOUT_MS;
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.AI_TIMEOUT_MS = "2000";
  process.env.CARE_JUDGE_TIMEOUT_MS = "1000";
  fake.mode = "normal";
  fake.risk = "none";
  fake.requests.length = 0;
  fake.judgeRequests.length = 0;
});

async function streamDone(res: Response) {
  const text = await res.text();
  const done = text.split("\n\n").find((b) => b.startsWith("event: done"));
  return JSON.parse(done!.match(/^data: (.*)$/m)![1]) as { provider: string; answer: string };
}

/** The answer text and provider from every door, for one question. */
async function everyDoor(question: string) {
  const page = (await ask.action(routeArgs(formRequest("/ask", { question, category: "general" })))) as any;
  const quick = (await home.action(routeArgs(formRequest("/?index", { question, category: "general" })))) as any;
  const api = await (await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question })))).json();
  const chatBody = await (await chat.action(routeArgs(jsonRequest("/chat", { message: question })))).json();
  const completion = await (
    await v1.action(routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages: [{ role: "user", content: question }] })))
  ).json();
  const stream = await streamDone(await askStream.action(routeArgs(formRequest("/ask/stream", { question, category: "general" }))));
  return [
    { door: "/ask", provider: page.outcome.result.provider, text: page.outcome.result.answer as string },
    { door: "quick ask", provider: null, text: quick.answer.html as string },
    { door: "/ai/ask", provider: api.provider, text: api.response as string },
    { door: "/chat", provider: chatBody.provider, text: chatBody.choices[0].message.content as string },
    { door: "/v1", provider: null, text: completion.choices[0].message.content as string },
    { door: "/ask/stream", provider: stream.provider, text: stream.answer },
  ];
}

describe("care through every door", () => {
  it("the detector gives the care answer at once, without asking the model anything", async () => {
    fake.risk = "error";
    for (const d of await everyDoor(CRISIS)) {
      if (d.provider) expect(d.provider, d.door).toBe("care");
      expect(d.text, d.door).toContain("988");
      expect(d.text, d.door).toContain("741741");
    }
    expect(fake.requests).toHaveLength(0);
    expect(fake.judgeRequests).toHaveLength(0);
  });

  it("the model's second opinion adds care where the detector saw nothing, and no answer is written", async () => {
    fake.risk = "self";
    for (const d of await everyDoor(ORDINARY)) {
      if (d.provider) expect(d.provider, d.door).toBe("care");
      expect(d.text, d.door).toContain("741741");
      expect(d.text, d.door).not.toContain(FAKE_ANSWER.slice(0, 40));
    }
    expect(fake.judgeRequests.length).toBe(6);
    expect(fake.requests).toHaveLength(0);
  });

  it("an opinion that someone else is at risk gives the helper's answer", async () => {
    fake.risk = "other";
    const [page] = await everyDoor(ORDINARY);
    expect(page.text).toBe(careAnswer("other"));
  });

  for (const risk of ["none", "error", "garbage", "slow"] as const) {
    it(`a second opinion that says ${risk === "none" ? "no risk" : `nothing usable (${risk})`} lets the model answer as usual`, async () => {
      fake.risk = risk;
      const started = Date.now();
      for (const d of await everyDoor(ORDINARY)) {
        if (d.provider) expect(d.provider, d.door).toBe("openai");
        expect(d.text, d.door).not.toContain("741741");
      }
      // Six doors, each waiting at most the judge's 1 s deadline: never for the slow judge's 4 s.
      expect(Date.now() - started).toBeLessThan(6 * 4000);
    });
  }
});

describe("care for the rest of a conversation", () => {
  it("an ordinary follow-up after a turn that showed a sign still gets care", async () => {
    delete process.env.OPENAI_BASE_URL;
    const outcome = await askPath({
      question: "ok. and what does the Buddha say about letting go?",
      category: "general",
      user: null,
      door: "test",
      history: [
        { role: "user", content: "honestly i dont see the point anymore, everyone would be better off without me" },
        { role: "assistant", content: "A library answer." },
      ],
    });
    expect(outcome.kind).toBe("care");
  });

  it("once care was given in a conversation, the next answers keep it first", async () => {
    delete process.env.OPENAI_BASE_URL;
    const outcome = await askPath({
      question: "Can you tell me about the Heart Sutra?",
      category: "wisdom",
      user: null,
      door: "test",
      history: [
        { role: "user", content: "An earlier message." },
        { role: "assistant", content: careAnswer("self") },
      ],
    });
    expect(outcome.kind).toBe("care");
  });

  it("a conversation without a sign gets ordinary answers", async () => {
    delete process.env.OPENAI_BASE_URL;
    const outcome = await askPath({
      question: "And what about at work?",
      category: "career",
      user: null,
      door: "test",
      history: [{ role: "user", content: "How do I stay patient with people who annoy me?" }],
    });
    expect(outcome.kind).toBe("answer");
  });
});
