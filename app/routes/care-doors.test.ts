import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ask as askPath } from "~/ask/ask.server";
import * as aiAsk from "~/routes/api/ai.ask";
import * as askStream from "~/routes/api/ask-stream";
import * as chat from "~/routes/api/chat";
import * as v1 from "~/routes/api/v1.chat-completions";
import * as v1Responses from "~/routes/api/v1.responses";
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
  return JSON.parse(done!.match(/^data: (.*)$/m)![1]) as { provider: string; answer: string; care: string | null };
}

async function v1Stream(res: Response): Promise<string> {
  return (await res.text())
    .split("\n\n")
    .map((b) => b.replace(/^data: /, ""))
    .filter((d) => d.startsWith("{"))
    .map((d) => JSON.parse(d).choices?.[0]?.delta?.content ?? "")
    .join("");
}

/**
 * Read a stream to its end, noting how many judge requests were still unanswered when `firstWords` first held; then
 * a judge held back by the fake ("held") is let answer, late, as a slow model would.
 */
async function readStream(res: Response, firstWords: (text: string) => boolean) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  let pendingAtFirstWords: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (pendingAtFirstWords === null && firstWords(text)) {
      pendingAtFirstWords = fake.judgePending;
      fake.releaseJudges();
    }
  }
  return { text, pendingAtFirstWords };
}

/**
 * The answer text, provider and care level from every door, for one question (care is null where a door does not
 * say it in a field: the quick ask shows HTML, /v1 carries care in its text).
 */
async function everyDoor(question: string, headers: Record<string, string> = {}) {
  const page = (await ask.action(routeArgs(formRequest("/ask", { question, category: "general" }, headers)))) as any;
  const quick = (await home.action(routeArgs(formRequest("/?index", { question, category: "general" }, headers)))) as any;
  const api = await (await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question }, headers)))).json();
  const chatBody = await (await chat.action(routeArgs(jsonRequest("/chat", { message: question }, headers)))).json();
  const messages = [{ role: "user", content: question }];
  const completion = await (await v1.action(routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages }, headers)))).json();
  const v1Streamed = await v1Stream(
    await v1.action(routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages, stream: true }, headers))),
  );
  const response = await (
    await v1Responses.action(routeArgs(jsonRequest("/v1/responses", { model: "prajna", input: question }, headers)))
  ).json();
  const responseStreamed = (
    await (
      await v1Responses.action(routeArgs(jsonRequest("/v1/responses", { model: "prajna", input: question, stream: true }, headers)))
    ).text()
  )
    .split("\n\n")
    .map((b) => b.match(/^data: (.*)$/m)?.[1])
    .filter((d): d is string => Boolean(d))
    .map((d) => JSON.parse(d))
    .filter((e) => e.type === "response.output_text.delta")
    .map((e) => e.delta as string)
    .join("");
  const stream = await streamDone(
    await askStream.action(routeArgs(formRequest("/ask/stream", { question, category: "general" }, headers))),
  );
  return [
    { door: "/ask", provider: page.outcome.result.provider, care: page.outcome.result.care, text: page.outcome.result.answer as string },
    { door: "quick ask", provider: null, care: undefined, text: quick.answer.html as string },
    { door: "/ai/ask", provider: api.provider, care: api.care, text: api.response as string },
    { door: "/chat", provider: chatBody.provider, care: chatBody.care, text: chatBody.choices[0].message.content as string },
    { door: "/v1", provider: null, care: undefined, text: completion.choices[0].message.content as string },
    { door: "/v1 streamed", provider: null, care: undefined, text: v1Streamed },
    { door: "/v1/responses", provider: null, care: undefined, text: response.output_text as string },
    { door: "/v1/responses streamed", provider: null, care: undefined, text: responseStreamed },
    { door: "/ask/stream", provider: stream.provider, care: stream.care, text: stream.answer },
  ];
}

describe("care through every door", () => {
  it("the detector gives the care answer at once, without asking the model anything", async () => {
    fake.risk = "error";
    for (const d of await everyDoor(CRISIS)) {
      if (d.provider) expect(d.provider, d.door).toBe("care");
      if (d.care !== undefined) expect(d.care, d.door).toBe("urgent");
      expect(d.text, d.door).toContain("988");
      expect(d.text, d.door).toContain("741741");
    }
    expect(fake.requests).toHaveLength(0);
    expect(fake.judgeRequests).toHaveLength(0);
  });

  it("the model's second opinion adds care where the detector saw nothing, and the answer written beside it is not given", async () => {
    fake.risk = "self";
    for (const d of await everyDoor(ORDINARY)) {
      if (d.provider) expect(d.provider, d.door).toBe("care");
      if (d.care !== undefined) expect(d.care, d.door).toBe("urgent");
      expect(d.text, d.door).toContain("741741");
      if (!d.door.endsWith("streamed")) expect(d.text, d.door).not.toContain(FAKE_ANSWER.slice(0, 40));
    }
    expect(fake.judgeRequests.length).toBe(9);
  });

  it("an opinion that someone else is at risk gives the helper's answer", async () => {
    fake.risk = "other";
    const [page] = await everyDoor(ORDINARY);
    expect(page.text).toBe(careAnswer("other"));
  });

  for (const risk of ["none", "error", "garbage", "slow"] as const) {
    it(`a second opinion that says ${risk === "none" ? "no risk" : `nothing usable (${risk})`} lets the model answer as usual`, async () => {
      fake.risk = risk;
      // A slow judge holds its reply for ten minutes: only its own deadline (1 s here) lets the doors answer.
      fake.slowMs = 600_000;
      for (const d of await everyDoor(ORDINARY)) {
        if (d.provider) expect(d.provider, d.door).toBe("openai");
        if (d.care !== undefined) expect(d.care, d.door).toBeNull();
        expect(d.text, d.door).not.toContain("741741");
      }
      fake.slowMs = 4000;
    });
  }

  it("a streamed answer's first words do not wait for a slow judge, and a judge that sees risk late resets the stream to care", async () => {
    // The judge answers "self" only after the first words have reached the reader, however slow the machine.
    fake.risk = "held";
    process.env.CARE_JUDGE_TIMEOUT_MS = "600000";
    const res = await askStream.action(routeArgs(formRequest("/ask/stream", { question: ORDINARY, category: "general" })));
    const { text, pendingAtFirstWords } = await readStream(res, (t) => t.includes("event: delta"));
    // The model's words went out while the judge had still not answered.
    expect(pendingAtFirstWords).toBe(1);
    expect(text).toContain(FAKE_ANSWER.split(" ")[0]);
    const events = text.split("\n\n").map((b) => b.match(/^event: (.*)$/m)?.[1]);
    expect(events.indexOf("reset")).toBeGreaterThan(events.indexOf("delta"));
    const done = JSON.parse(
      text
        .split("\n\n")
        .find((b) => b.startsWith("event: done"))!
        .match(/^data: (.*)$/m)![1],
    );
    expect(done.provider).toBe("care");
    expect(done.care).toBe("urgent");
  });

  it("/v1's first streamed words do not wait for a slow judge either", async () => {
    fake.risk = "held";
    process.env.CARE_JUDGE_TIMEOUT_MS = "600000";
    const messages = [{ role: "user", content: ORDINARY }];
    const res = await v1.action(routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages, stream: true })));
    const { text, pendingAtFirstWords } = await readStream(res, (t) => t.includes(FAKE_ANSWER.split(" ")[0]));
    expect(pendingAtFirstWords).toBe(1);
    // The judge's late word still reaches the person: the care answer follows what was written.
    expect(text).toContain("741741");
  });

  it("a check-in opens the answer at every door, with the crisis lines, and the question is still answered", async () => {
    const question = "lately i keep thinking about my own death. what does the Buddha teach about impermanence?";
    for (const d of await everyDoor(question)) {
      if (d.provider) expect(d.provider, d.door).toBe("openai");
      if (d.care !== undefined) expect(d.care, d.door).toBe("check-in");
      expect(d.text, d.door).toContain("are you thinking about ending your life");
      expect(d.text, d.door).toContain("findahelpline.com");
      expect(d.text, d.door).toContain(FAKE_ANSWER.slice(0, 40));
    }
  });

  it("care is in the person's language and leads with the lines of their country (Accept-Language) at every door", async () => {
    for (const d of await everyDoor("je veux mourir, je n'en peux plus", { "Accept-Language": "fr-CA,fr;q=0.9" })) {
      if (d.care !== undefined) expect(d.care, d.door).toBe("urgent");
      const text = d.text.replace(/&#x27;|&#39;/g, "'");
      expect(text, d.door).toContain("Vous n'avez pas à traverser ce moment");
      expect(text, d.door).toContain("686868");
      expect(text.indexOf("686868"), d.door).toBeLessThan(text.indexOf("741741"));
    }
    for (const d of await everyDoor(CRISIS, { "Accept-Language": "en-GB" })) {
      expect(d.text.indexOf("116 123"), d.door).toBeLessThan(d.text.indexOf("988"));
    }
  });
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

  it("a yes to a check-in gives the care answer; a no lets the conversation go on without asking again", async () => {
    delete process.env.OPENAI_BASE_URL;
    const first = await askPath({
      question: "lately i keep thinking about my own death. is that normal for a meditator?",
      category: "general",
      user: null,
      door: "test",
    });
    expect(first.kind).toBe("answer");
    const checkIn = (first as any).result.answer as string;
    expect((first as any).result.care).toBe("check-in");
    const history = [
      { role: "user" as const, content: "lately i keep thinking about my own death. is that normal for a meditator?" },
      { role: "assistant" as const, content: checkIn },
    ];
    const yes = await askPath({ question: "yes, sometimes", category: "general", user: null, door: "test", history });
    expect(yes.kind).toBe("care");
    const no = await askPath({
      question: "no, not at all. just curious about the practice",
      category: "general",
      user: null,
      door: "test",
      history,
    });
    expect(no.kind).toBe("answer");
    expect((no as any).result.care).toBeNull();
    const next = await askPath({ question: "what is a good first practice?", category: "general", user: null, door: "test", history });
    expect((next as any).result.care).toBeNull();
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
