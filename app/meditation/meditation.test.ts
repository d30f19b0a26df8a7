import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import * as meditationRoute from "~/routes/meditation";
import * as api from "~/routes/api/ai.meditation";
import { type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { basicMeditation } from "./basic";
import { composeMeditation, generateMeditation } from "./guide.server";
import { DURATIONS, EXPERIENCES, FOCUSES, MOODS, type Preferences } from "./preferences";
import { preferencesSchema } from "./preferences-schema";
import { routeArgs } from "~test/route-args";

const sum = (steps: { seconds: number }[]) => steps.reduce((a, s) => a + s.seconds, 0);

describe("the built-in guide", () => {
  it("fills the chosen time exactly for every one of the 3 x 7 x 8 x 8 combinations", () => {
    let n = 0;
    for (const e of EXPERIENCES)
      for (const d of DURATIONS)
        for (const f of FOCUSES)
          for (const m of MOODS) {
            const prefs: Preferences = { experience: e.value, timeAvailable: d.value, focus: f.value, mood: m.value };
            const guide = composeMeditation(prefs);
            expect(sum(guide.steps), JSON.stringify(prefs)).toBe(d.value * 60);
            expect(guide.steps.length).toBeGreaterThanOrEqual(4);
            for (const s of guide.steps) {
              expect(s.seconds).toBeGreaterThanOrEqual(15);
              expect(Number.isInteger(s.seconds)).toBe(true);
              expect(s.instruction.length).toBeGreaterThan(20);
            }
            n++;
          }
    expect(n).toBe(3 * 7 * 8 * 8);
  });

  it("closes with an attributed teaching from the library", () => {
    const guide = composeMeditation({ experience: "beginner", timeAvailable: 10, focus: "loving-kindness", mood: "neutral" });
    expect(guide.teaching).not.toBeNull();
    expect(guide.steps.at(-1)!.instruction).toContain(guide.teaching!.text);
    expect(guide.steps.at(-1)!.instruction).toContain(guide.teaching!.author);
  });

  it("never puts a paraphrase in quotation marks, and shows Prajna's reflection apart, labelled", () => {
    const guide = (experience: Preferences["experience"], focus: Preferences["focus"], mood: Preferences["mood"]) =>
      composeMeditation({ experience, timeAvailable: 10, focus, mood });
    const guides = EXPERIENCES.flatMap((e) => FOCUSES.flatMap((f) => MOODS.map((m) => guide(e.value, f.value, m.value))));
    const paraphrased = guides.filter((g) => g.teaching?.paraphrase);
    const quoted = guides.filter((g) => g.teaching && !g.teaching.paraphrase);
    const reflected = paraphrased.filter((g) => g.teaching!.reflection);
    expect(paraphrased.length).toBeGreaterThan(0);
    expect(quoted.length).toBeGreaterThan(0);
    expect(reflected.length).toBeGreaterThan(0);
    for (const g of paraphrased) {
      const t = g.teaching!;
      const closing = g.steps.at(-1)!.instruction;
      expect(g.guidance).toContain(`Paraphrase of ${t.author}, ${t.source}: ${t.text}`);
      expect(g.guidance).not.toContain(`"${t.text}`);
      expect(closing).toContain(`from ${t.author} (${t.source}), in Prajna's paraphrase: ${t.text}`);
      expect(closing).not.toContain(`"${t.text}`);
    }
    for (const g of reflected) {
      const t = g.teaching!;
      expect(g.guidance).toContain(`${t.text}\n\nPrajna's reflection: ${t.reflection}`);
      expect(g.steps.map((s) => s.instruction).join(" ")).not.toContain(t.reflection);
    }
    for (const g of quoted) {
      const t = g.teaching!;
      expect(g.guidance).toContain(`"${t.text}" (${t.author}, ${t.source}, translated by ${t.translation})`);
      expect(g.steps.at(-1)!.instruction).toContain(`"${t.text}" (${t.author}, ${t.source}).`);
    }
  });

  it("chooses the technique by focus", () => {
    const g = (focus: Preferences["focus"]) =>
      composeMeditation({ experience: "beginner", timeAvailable: 20, focus, mood: "neutral" })
        .steps.map((s) => s.instruction)
        .join(" ");
    expect(g("loving-kindness")).toContain("May I be safe");
    expect(g("sleep-preparation")).toMatch(/lie down/);
    expect(g("sleep-preparation")).toMatch(/toes/);
    expect(g("anxiety-management")).toMatch(/five things you can see/);
    expect(g("anxiety-management")).toMatch(/out through softly parted lips for six or seven/);
    expect(g("concentration")).toMatch(/Count each out-breath/);
    expect(g("body-awareness")).toMatch(/scalp/);
    expect(g("emotional-balance")).toMatch(/what am I feeling right now/);
    expect(g("stress-relief")).toMatch(/out for a count of six/);
  });

  it("opens to meet the mood", () => {
    const first = (mood: Preferences["mood"]) =>
      composeMeditation({ experience: "beginner", timeAvailable: 10, focus: "general-mindfulness", mood }).steps[0].instruction;
    expect(first("tired")).toMatch(/upright/);
    expect(first("tired")).toMatch(/eyes open/);
    expect(first("restless")).toMatch(/walk/);
    expect(first("restless")).toMatch(/count ten slow breaths/);
    expect(first("sad")).toMatch(/kind to myself/);
    expect(first("anxious")).toMatch(/feet flat on the floor/);
  });

  it("paces by experience: more guidance for beginners, longer silences for the advanced", () => {
    const steps = (experience: Preferences["experience"]) =>
      composeMeditation({ experience, timeAvailable: 30, focus: "general-mindfulness", mood: "neutral" }).steps;
    const beginner = steps("beginner");
    const advanced = steps("advanced");
    expect(beginner.length).toBeGreaterThan(steps("intermediate").length);
    expect(steps("intermediate").length).toBeGreaterThan(advanced.length);
    const longest = (s: typeof beginner) => Math.max(...s.map((x) => x.seconds));
    expect(longest(advanced)).toBeGreaterThan(longest(beginner));
    expect(advanced.map((s) => s.instruction).join(" ")).toMatch(/silence|stillness/);
  });

  it("the six-step basic meditation also fills the time exactly", () => {
    for (const d of DURATIONS) {
      const b = basicMeditation({ experience: "beginner", timeAvailable: d.value, focus: "stress-relief", mood: "neutral" });
      expect(b.steps).toHaveLength(6);
      expect(sum(b.steps)).toBe(d.value * 60);
    }
  });
});

describe("meditation choices", () => {
  it("accept the listed values and labels, with their defaults", () => {
    expect(preferencesSchema.parse({})).toEqual({
      experience: "beginner",
      timeAvailable: 10,
      focus: "general-mindfulness",
      mood: "neutral",
    });
    for (const t of [45, "45", "45 minutes", "45-minutes"]) expect(preferencesSchema.parse({ timeAvailable: t }).timeAvailable).toBe(45);
    expect(preferencesSchema.parse({ timeAvailable: "1 hour" }).timeAvailable).toBe(60);
    expect(preferencesSchema.parse({ focus: "Stress relief", mood: "Tired", experience: "Advanced" })).toMatchObject({
      focus: "stress-relief",
      mood: "tired",
      experience: "advanced",
    });
  });

  it("refuse anything else, naming the field", () => {
    for (const [field, value] of [
      ["timeAvailable", 7],
      ["timeAvailable", "two hours"],
      ["focus", "astral travel"],
      ["mood", "hungry"],
      ["experience", "guru"],
    ] as const) {
      const r = preferencesSchema.safeParse({ [field]: value });
      expect(r.success).toBe(false);
      expect(r.error!.issues[0].message).toContain(field);
    }
  });
});

describe("POST /ai/meditation", () => {
  it("answers {success, guidance, steps, preferences}", async () => {
    const res = await api.action(
      routeArgs(
        jsonRequest("/ai/meditation", {
          preferences: { experience: "intermediate", timeAvailable: "15 minutes", focus: "body-awareness", mood: "tired" },
        }),
      ),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.preferences).toEqual({ experience: "intermediate", timeAvailable: 15, focus: "body-awareness", mood: "tired" });
    expect(sum(body.steps)).toBe(900);
    expect(body.guidance).toContain("Body awareness".toLowerCase());
  });

  it("gives the default guide (beginner, 10 minutes, general mindfulness, neutral) for an empty body", async () => {
    const res = await api.action(routeArgs(jsonRequest("/ai/meditation", {})));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.preferences).toEqual({ experience: "beginner", timeAvailable: 10, focus: "general-mindfulness", mood: "neutral" });
    expect(sum(body.steps)).toBe(600);
  });

  it("answers 400 {success: false, error} naming a bad field", async () => {
    const res = await api.action(routeArgs(jsonRequest("/ai/meditation", { preferences: { timeAvailable: 7 } })));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.error).toContain("timeAvailable");
  });
});

describe("with a model configured", () => {
  let fake: FakeOpenAI;
  const prefs: Preferences = { experience: "beginner", timeAvailable: 5, focus: "stress-relief", mood: "stressed" };
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.AI_TIMEOUT_MS = "700";
  });
  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.AI_TIMEOUT_MS;
    await fake.close();
  });

  it("uses the model's guide when it passes the check", async () => {
    fake.mode = "normal";
    fake.answer = JSON.stringify({
      title: "Five minutes to unclench",
      steps: [
        { title: "Arrive", instruction: "Sit and let the shoulders drop.", seconds: 60 },
        { title: "Exhale long", instruction: "Breathe in four, out six, gently.", seconds: 120 },
        { title: "Soften", instruction: "Let the jaw and the hands soften.", seconds: 90 },
        { title: "Close", instruction: "Three deep breaths, then open your eyes.", seconds: 30 },
      ],
    });
    const guide = await generateMeditation(prefs);
    expect(guide.provider).toBe("openai");
    expect(guide.title).toBe("Five minutes to unclench");
    expect(sum(guide.steps)).toBe(300);
    const sent = fake.requests.at(-1)!;
    expect(sent.messages[1].content).toContain("Stress relief");
    expect(sent.messages[0].content).toContain("exactly 300");
  });

  it("falls back to the built-in guide when the model's times do not add up, or it is not JSON", async () => {
    fake.mode = "normal";
    fake.answer = JSON.stringify({
      title: "Too short",
      steps: [
        { title: "A", instruction: "Sit quietly for a while.", seconds: 60 },
        { title: "B", instruction: "Breathe slowly and gently.", seconds: 60 },
        { title: "C", instruction: "Open your eyes slowly.", seconds: 60 },
      ],
    });
    expect((await generateMeditation(prefs)).provider).toBe("library");
    fake.answer = "Here is a lovely meditation for you: breathe.";
    expect((await generateMeditation(prefs)).provider).toBe("library");
  });

  it("falls back to the built-in guide when the model fails", async () => {
    for (const mode of ["error500", "slow", "malformed", "empty"] as const) {
      fake.mode = mode;
      const guide = await generateMeditation(prefs);
      expect(guide.provider, mode).toBe("library");
      expect(sum(guide.steps)).toBe(300);
    }
  }, 20_000);
});

describe("the /meditation form post", () => {
  it("answers with a guide for the chosen preferences", async () => {
    const result = (await meditationRoute.action(
      routeArgs(formRequest("/meditation", { experience: "advanced", timeAvailable: "45", focus: "concentration", mood: "restless" })),
    )) as any;
    expect(result.kind).toBe("guide");
    expect(result.preferences).toEqual({ experience: "advanced", timeAvailable: 45, focus: "concentration", mood: "restless" });
    expect(sum(result.guide.steps)).toBe(2700);
  });

  it("keeps a signed-in person's completed session, and asks a guest to sign in", async () => {
    const user = await createUser();
    const fields = { intent: "complete", experience: "beginner", timeAvailable: "15", focus: "loving-kindness", mood: "sad" };
    const saved = (await meditationRoute.action(routeArgs(formRequest("/meditation", fields, { Cookie: user.cookie })))) as any;
    expect(saved).toEqual({ kind: "saved", minutes: 15 });
    const db = await database();
    expect(await db.selectFrom("meditation_sessions").select(["user_id", "minutes", "focus"]).execute()).toEqual([
      { user_id: user.id, minutes: 15, focus: "loving-kindness" },
    ]);
    const guest = (await meditationRoute.action(routeArgs(formRequest("/meditation", fields)))) as any;
    expect(guest.init.status).toBe(401);
  });
});
