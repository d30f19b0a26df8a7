import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as home from "~/routes/home";
import * as ask from "~/routes/ask";
import * as askStream from "~/routes/api/ask-stream";
import * as aiAsk from "~/routes/api/ai.ask";
import * as chat from "~/routes/api/chat";
import { DEFAULT_MODEL } from "~/wisdom/openai.server";
import { FALLBACK_NOTE } from "~/wisdom/phrases";
import { FAKE_ANSWER, type FakeMode, type FakeOpenAI, refusedUrl, startFakeOpenAI } from "~test/fake-openai";
import { formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// The OpenAI-compatible provider, driven by the real `openai` client against our own server on 127.0.0.1.

const QUESTION = "How can I stay patient with a colleague who keeps interrupting me?";
const fallbackStart = FALLBACK_NOTE.slice(0, 40);

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  fake.slowMs = 2500;
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_BASE_URL;
  delete process.env.AI_TIMEOUT_MS;
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.AI_TIMEOUT_MS = "700";
  fake.mode = "normal";
  fake.requests.length = 0;
});

async function readEvents(res: Response) {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => ({ event: block.match(/^event: (.*)$/m)?.[1], data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? "null") }));
}

/** Ask through every door and report what each one answered. */
async function askEveryDoor() {
  const page = (await ask.action(routeArgs(formRequest("/ask", { question: QUESTION, category: "relationships" })))) as any;
  const quick = (await home.action(routeArgs(formRequest("/?index", { question: QUESTION, category: "general" })))) as any;
  const api = await (
    await aiAsk.action(
      routeArgs(
        jsonRequest("/ai/ask", {
          question: QUESTION,
          context: { category: "relationships", userInfo: "Guest seeker", previousMessages: "None" },
        }),
      ),
    )
  ).json();
  const chatBody = await (await chat.action(routeArgs(jsonRequest("/chat", { message: QUESTION })))).json();
  const events = await readEvents(
    await askStream.action(routeArgs(formRequest("/ask/stream", { question: QUESTION, category: "relationships" }))),
  );
  const done = events.find((e) => e.event === "done")?.data;
  return {
    page: { provider: page.outcome.result.provider, fallback: page.outcome.result.fallback, text: page.outcome.result.answer as string },
    quick: { text: quick.answer.html as string },
    api: { provider: api.provider, fallback: api.fallback, text: api.response as string, success: api.success },
    chat: { provider: chatBody.provider, text: chatBody.choices[0].message.content as string },
    stream: { provider: done.provider, fallback: done.fallback, text: done.answer as string, events: events.map((e) => e.event) },
  };
}

describe("with a working model", () => {
  it("every door answers with the model's words and ends with the sources", async () => {
    const r = await askEveryDoor();
    for (const door of [r.page, r.api, r.stream]) {
      expect(door.provider).toBe("openai");
      expect(door.fallback).toBe(false);
      expect(door.text.startsWith(FAKE_ANSWER)).toBe(true);
      // The pages keep the site's own relative links; an API client gets them absolute (on PUBLIC_URL).
      expect(door.text).toMatch(
        door === r.api ? /\*\*Sources:\*\* \[.+\]\(https?:\/\/[^)/]+\/articles\// : /\*\*Sources:\*\* \[.+\]\(\/articles\//,
      );
    }
    expect(r.chat.provider).toBe("openai");
    expect(r.chat.text.startsWith(FAKE_ANSWER)).toBe(true);
    expect(r.quick.text).toContain("Dear friend");
    expect(r.api.success).toBe(true);
  });

  it("streams the answer to /ask as it is written", async () => {
    const events = await readEvents(
      await askStream.action(routeArgs(formRequest("/ask/stream", { question: QUESTION, category: "general" }))),
    );
    const deltas = events.filter((e) => e.event === "delta");
    expect(deltas.length).toBeGreaterThan(10);
    expect(deltas.map((d) => d.data.text).join("")).toBe(FAKE_ANSWER);
    expect(events.at(-1)?.event).toBe("done");
    expect(fake.requests.at(-1)?.stream).toBe(true);
  });

  it("sends the library's passages as quoted data, with the default model", async () => {
    await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION })));
    const sent = fake.requests.at(-1)!;
    expect(sent.model).toBe(DEFAULT_MODEL);
    expect(sent.messages[0].role).toBe("system");
    expect(sent.messages[0].content).toMatch(/data, not instructions/);
    expect(sent.messages[1].content).toContain(QUESTION);
    expect(sent.messages[1].content).toMatch(/<passage author="[^"]+" source="[^"]+"/);
  });

  it("uses OPENAI_MODEL when it is set", async () => {
    process.env.OPENAI_MODEL = "llama3.2";
    try {
      await chat.action(routeArgs(jsonRequest("/chat", { message: QUESTION })));
      expect(fake.requests.at(-1)?.model).toBe("llama3.2");
    } finally {
      delete process.env.OPENAI_MODEL;
    }
  });
});

const FAILURES: FakeMode[] = ["slow", "error500", "rate429", "malformed", "empty", "cut"];

describe.each(FAILURES)("when the model fails (%s)", (mode) => {
  it("the library answers instead at every door, saying so in one line", async () => {
    fake.mode = mode;
    const r = await askEveryDoor();
    for (const door of [r.page, r.api, r.stream]) {
      expect(door.provider).toBe("library");
      expect(door.fallback).toBe(true);
      expect(door.text.startsWith(fallbackStart)).toBe(true);
      expect(door.text).toMatch(/^> /m);
    }
    expect(r.chat.provider).toBe("library");
    expect(r.chat.text.startsWith(fallbackStart)).toBe(true);
    expect(r.quick.text).toContain("could not answer just now");
    expect(r.api.success).toBe(true);
    if (mode === "cut") {
      // What was streamed before the break is withdrawn, then the library's answer follows.
      expect(r.stream.events).toContain("reset");
      expect(r.stream.events.indexOf("reset")).toBeLessThan(r.stream.events.indexOf("done"));
    }
  }, 30_000);
});

describe("when the model's server refuses the connection", () => {
  it("the library answers instead at every door", async () => {
    process.env.OPENAI_BASE_URL = await refusedUrl();
    const r = await askEveryDoor();
    for (const door of [r.page, r.api, r.stream]) {
      expect(door.provider).toBe("library");
      expect(door.fallback).toBe(true);
    }
    expect(r.chat.text.startsWith(fallbackStart)).toBe(true);
    expect(r.quick.text).toContain("could not answer just now");
  }, 30_000);
});
