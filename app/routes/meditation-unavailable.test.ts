import { describe, expect, it, vi } from "vitest";
import { routeArgs } from "~test/route-args";

// Nothing can produce a guide (the generator itself fails).
vi.mock("~/meditation/guide.server", () => ({
  generateMeditation: vi.fn(async () => {
    throw new Error("the guide generator is broken");
  }),
}));

const { action: pageAction } = await import("~/routes/meditation");
const { action: apiAction } = await import("~/routes/api/ai.meditation");
const { formRequest, jsonRequest } = await import("~test/fixtures");

describe("when no guide can be produced", () => {
  it("the page shows the apology and the six-step basic meditation for the chosen time", async () => {
    const result = (await pageAction(
      routeArgs(formRequest("/meditation", { experience: "beginner", timeAvailable: "20", focus: "sleep-preparation", mood: "tired" })),
    )) as any;
    expect(result.kind).toBe("basic");
    expect(result.notice).toBe("I apologize, but I encountered an issue generating your personalized meditation. Please try again.");
    expect(result.guide.steps.map((s: { title: string }) => s.title)).toEqual([
      "Find a comfortable seat",
      "Three deep breaths",
      "Observe your natural breathing",
      "Return when the mind wanders",
      "Continue for the remaining time",
      "Close with three deep breaths",
    ]);
    expect(result.guide.steps.reduce((a: number, s: { seconds: number }) => a + s.seconds, 0)).toBe(1200);
    expect(result.guide.guidance).toMatch(/may be unavailable/);
  });

  it("the API answers success: false with the apology", async () => {
    const res = await apiAction(routeArgs(jsonRequest("/ai/meditation", { preferences: {} })));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      success: false,
      error: "I apologize, but I encountered an issue generating your personalized meditation. Please try again.",
    });
  });
});
