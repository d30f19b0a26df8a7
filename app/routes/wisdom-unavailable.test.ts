import { describe, expect, it, vi } from "vitest";
import { routeArgs } from "~test/route-args";

// The library itself fails (its search cannot run): no answer can be produced at all.
vi.mock("~/wisdom/retrieve.server", () => ({
  retrieve: vi.fn(async () => {
    throw new Error("the search index is unreadable");
  }),
  sourcesOf: vi.fn(() => []),
}));

const { action: askAction } = await import("~/routes/ask");
const { action: homeAction } = await import("~/routes/home");
const { action: aiAskAction } = await import("~/routes/api/ai.ask");
const { action: chatAction } = await import("~/routes/api/chat");
const { formRequest, jsonRequest } = await import("~test/fixtures");

describe("when no answer can be produced at all", () => {
  it("/ask shows the Notice banner and the thank-you text naming the category and quoting the question", async () => {
    const result = (await askAction(
      routeArgs(formRequest("/ask", { question: "How do I forgive my brother?", category: "relationships" })),
    )) as any;
    expect(result.init.status).toBe(503);
    const outcome = result.data.outcome;
    expect(outcome.kind).toBe("unavailable");
    expect(outcome.notice).toBe("I apologize, but I encountered an issue processing your question. Please try again.");
    expect(outcome.thankYou).toContain("Relationships & Love");
    expect(outcome.thankYou).toContain('"How do I forgive my brother?"');
    expect(outcome.thankYou).toMatch(/technical difficulties/i);
    expect(outcome.thankYou).toMatch(/About page/);
  });

  it("the quick ask shows its apology", async () => {
    const result = (await homeAction(routeArgs(formRequest("/?index", { question: "Why?", category: "general" })))) as any;
    expect(result.data.error).toBe("I apologize, but I encountered an issue processing your question. Please try again.");
  });

  it("/ai/ask answers 503 {success: false, error}", async () => {
    const res = await aiAskAction(routeArgs(jsonRequest("/ai/ask", { question: "Why?" })));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error: "I apologize, but I encountered an issue processing your question. Please try again.",
    });
  });

  it("/chat answers 503 with an error", async () => {
    const res = await chatAction(routeArgs(jsonRequest("/chat", { message: "Why?" })));
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/I apologize/);
  });
});
