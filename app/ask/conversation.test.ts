import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerWordCount, ANSWER_WORDS } from "~/wisdom/compose";
import { answerQuestion } from "~/wisdom/engine.server";
import { retrieve } from "~/wisdom/retrieve.server";
import { type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { boundHistory, fitTokenBudget, HISTORY_MAX_CHARS, TURN_MAX_CHARS, turnsFromMessages } from "~/wisdom/history";
import type { Turn } from "./outcome";
import { AnswerShaper, shapeAnswer } from "./shape";
import { decodeThread, encodeThread, THREAD_MAX_CHARS, type ThreadTurn } from "./thread";
import { estimateMessageTokens, estimateTokens } from "~/wisdom/tokens";

// A follow-up is read with what it follows, at every level: the turns kept, retrieval, the composer and a model.

const ANGER = "How do I deal with anger?";
const AT_WORK = "And what about at work?";
const angerHistory: Turn[] = [
  { role: "user", content: ANGER },
  { role: "assistant", content: "Anger is a fire that burns the one who holds it." },
];

describe("token estimates", () => {
  it("count one token per four characters, rounded up, and four more per message", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    expect(estimateMessageTokens([{ content: "abcd" }, { content: "abcdefgh" }])).toBe(1 + 4 + 2 + 4);
  });
});

describe("earlier turns", () => {
  it("are trimmed, never refused: long turns keep their ends, the oldest go first past the budget", () => {
    const long = `${"a".repeat(TURN_MAX_CHARS)}MIDDLE${"z".repeat(TURN_MAX_CHARS)}`;
    const [kept] = boundHistory([{ role: "user", content: long }]);
    expect(kept.content.length).toBeLessThanOrEqual(TURN_MAX_CHARS);
    expect(kept.content.startsWith("aaa")).toBe(true);
    expect(kept.content.endsWith("zzz")).toBe(true);
    const many: Turn[] = Array.from({ length: 100 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `turn ${i} ${"x".repeat(2_000)}`,
    }));
    const bounded = boundHistory(many);
    expect(bounded.length).toBeLessThan(many.length);
    expect(bounded.reduce((n, t) => n + t.content.length, 0)).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
    expect(bounded.at(-1)?.content).toContain("turn 99");
    expect(boundHistory([{ role: "user", content: "   " }])).toEqual([]);
  });

  it("fit a model's token budget from the newest, starting with the person speaking", () => {
    const turns: Turn[] = [
      { role: "user", content: "first ".repeat(40) },
      { role: "assistant", content: "second ".repeat(40) },
      { role: "user", content: "third" },
      { role: "assistant", content: "fourth" },
    ];
    expect(fitTokenBudget(turns, 10_000)).toEqual(turns);
    expect(fitTokenBudget(turns, 20).map((t) => t.content)).toEqual(["third", "fourth"]);
    expect(fitTokenBudget(turns, 90).map((t) => t.content)).toEqual(["third", "fourth"]);
    expect(fitTokenBudget(turns, 0)).toEqual([]);
  });

  it("are read from messages of any client, leaving out other roles and empty texts", () => {
    expect(
      turnsFromMessages([
        { role: "system", content: "Be brief." },
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
        { role: "tool", content: "{}" },
        { role: "user", content: "" },
        { role: "user", content: 5 },
      ]),
    ).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello" },
    ]);
  });

  it("travel in a guest's form bounded, and anything unreadable is a new conversation", () => {
    const turn = (i: number): ThreadTurn => ({
      question: `q${i}`,
      category: "general",
      answer: "w ".repeat(2_000),
      sources: [{ title: "T", url: "/articles/t" }],
    });
    const encoded = encodeThread(Array.from({ length: 10 }, (_, i) => turn(i)));
    expect(encoded.length).toBeLessThanOrEqual(THREAD_MAX_CHARS);
    const decoded = decodeThread(encoded);
    expect(decoded.length).toBeGreaterThan(1);
    expect(decoded.at(-1)?.question).toBe("q9");
    expect(decodeThread("{not json")).toEqual([]);
    expect(decodeThread(JSON.stringify([{ question: 1 }]))).toEqual([]);
    expect(decodeThread(undefined)).toEqual([]);
    expect(decodeThread([turn(1)])).toHaveLength(1);
  });
});

describe("shaping an answer for OpenAI clients", () => {
  const answer = "First sentence here. Second one follows! Third asks why? Fourth ends it.";

  it("stops at a sentence's end within max_tokens, with finish_reason length", () => {
    const shaped = shapeAnswer(answer, { maxTokens: 10 });
    expect(shaped).toEqual({ content: "First sentence here. Second one follows!", finishReason: "length" });
    expect(estimateTokens(shaped.content)).toBeLessThanOrEqual(10);
    expect(shapeAnswer(answer, { maxTokens: 1_000 })).toEqual({ content: answer, finishReason: "stop" });
  });

  it("cuts at a word when not one sentence fits", () => {
    const shaped = shapeAnswer(answer, { maxTokens: 3 });
    expect(shaped.finishReason).toBe("length");
    expect(shaped.content).toBe("First");
  });

  it("ends before the first stop sequence", () => {
    expect(shapeAnswer(answer, { stop: ["Third", "one"] })).toEqual({ content: "First sentence here. Second", finishReason: "stop" });
    expect(shapeAnswer(answer, { stop: ["nowhere"] }).content).toBe(answer);
  });

  it("gives the same text streamed piece by piece, whatever the pieces", () => {
    for (const options of [{ maxTokens: 10 }, { stop: ["Third"] }, { stop: ["ask"], maxTokens: 15 }, {}]) {
      const shaper = new AnswerShaper(options);
      let streamed = "";
      for (const piece of answer.match(/.{1,3}/gs)!) streamed += shaper.push(piece);
      streamed += shaper.finish();
      expect(streamed).toBe(shapeAnswer(answer, options).content);
      expect(shaper.tokens).toBe(estimateTokens(streamed));
    }
  });

  it("holds back only what could start a stop sequence", () => {
    const shaper = new AnswerShaper({ stop: ["STOP"] });
    expect(shaper.push("Hello there ST")).toBe("Hello there");
    expect(shaper.push("OP and more")).toBe("");
    expect(shaper.finishReason).toBe("stop");
    expect(shaper.delivered).toBe("Hello there");
  });
});

describe("the library engine reads a follow-up with what it follows", () => {
  it("retrieves differently from the same text asked alone: anger at work", async () => {
    const alone = await retrieve(AT_WORK, "general");
    const followUp = await retrieve(AT_WORK, "general", { questions: [ANGER] });
    const keywords = (r: typeof alone) => r.teachings.flatMap((t) => t.keywords);
    expect(keywords(alone)).not.toContain("anger");
    expect(keywords(followUp)).toContain("anger");
    // Still about work: a teaching on anger with colleagues, or work among the articles.
    expect([...keywords(followUp), ...followUp.articles.slice(0, 4).map((a) => a.slug)].join(" ")).toMatch(
      /coworkers|colleagues|executive|leadership|work/,
    );
  });

  it("answers a follow-up differently, within the length bounds, opening as a follow-up", async () => {
    const alone = await answerQuestion({ question: AT_WORK, category: "general" });
    const followUp = await answerQuestion({ question: AT_WORK, category: "general", history: angerHistory });
    expect(followUp.answer).not.toBe(alone.answer);
    expect(followUp.answer).toMatch(/anger/i);
    const n = answerWordCount(followUp.answer);
    expect(n).toBeGreaterThanOrEqual(ANSWER_WORDS.min);
    expect(n).toBeLessThanOrEqual(ANSWER_WORDS.max);
  });

  it("prefers fresh teachings to ones already quoted in the conversation", async () => {
    const firstRetrieved = (await retrieve(ANGER, "general")).teachings;
    const earlierAnswer = firstRetrieved.map((t) => `> ${t.text}`).join("\n\n");
    const again = await retrieve("Tell me more about anger.", "general", { questions: [ANGER], answers: [earlierAnswer] });
    expect(again.teachings.map((t) => t.id)).not.toEqual(firstRetrieved.map((t) => t.id));
  });
});

describe("a model is sent the conversation", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.url;
  });
  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.AI_HISTORY_TOKENS;
    await fake.close();
  });

  it("as its turns, the app's instructions after Prajna's own, and the question with the passages last", async () => {
    await answerQuestion({ question: AT_WORK, category: "general", history: angerHistory, instructions: "Answer as a gentle coach." });
    const sent = fake.requests.at(-1)!.messages;
    expect(sent.map((m) => m.role)).toEqual(["system", "system", "user", "assistant", "user"]);
    expect(sent[1].content).toContain("Answer as a gentle coach.");
    expect(sent[2].content).toBe(ANGER);
    expect(sent[4].content).toContain(AT_WORK);
    expect(sent[4].content).toContain("<passage");
  });

  it("trimmed from the oldest to fit AI_HISTORY_TOKENS", async () => {
    process.env.AI_HISTORY_TOKENS = "60";
    const history: Turn[] = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `turn ${i}: ${"word ".repeat(10)}`,
    }));
    await answerQuestion({ question: "And then?", category: "general", history });
    const sent = fake.requests.at(-1)!.messages.slice(1, -1);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(history.length);
    expect(sent[0].role).toBe("user");
    expect(sent.at(-1)?.content).toContain("turn 19");
    expect(estimateMessageTokens(sent)).toBeLessThanOrEqual(60);
  });
});
