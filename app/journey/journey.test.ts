import { describe, expect, it } from "vitest";
import {
  clearJourney,
  dailyWisdom,
  deleteJourneyItem,
  exportJourney,
  getJourneyItem,
  journeyMarkdown,
  journeyStats,
  listJourney,
  PAGE_SIZE,
  rateJourneyItem,
  streakDays,
} from "~/journey/journey.server";
import { saveMeditationSession } from "~/meditation/sessions.server";
import { createUser, seedQuestions } from "~test/fixtures";

describe("the history of saved questions", () => {
  it("lists newest first, 20 a page", async () => {
    const user = await createUser();
    await seedQuestions(user.id, PAGE_SIZE + 5);
    const first = await listJourney(user.id);
    expect(first.total).toBe(25);
    expect(first.pages).toBe(2);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].question).toBe("question 24");
    const second = await listJourney(user.id, { page: 2 });
    expect(second.items.map((i) => i.question)).toEqual(["question 4", "question 3", "question 2", "question 1", "question 0"]);
    // Past the end is the last page, not an empty one.
    const beyond = await listJourney(user.id, { page: 9 });
    expect(beyond.page).toBe(2);
    expect(beyond.items).toHaveLength(5);
    expect((await listJourney(user.id, { page: 9, q: "question" })).page).toBe(2);
  });

  it("filters by category and searches the person's own questions and answers", async () => {
    const user = await createUser();
    await seedQuestions(user.id, 2, "career", "deadline at work");
    await seedQuestions(user.id, 3, "relationships", "my sister");
    expect((await listJourney(user.id, { category: "career" })).total).toBe(2);
    expect((await listJourney(user.id, { q: "SISTER" })).total).toBe(3);
    expect((await listJourney(user.id, { q: "answer number 1" })).items.map((i) => i.question).sort()).toEqual([
      "deadline at work 1",
      "my sister 1",
    ]);
    expect((await listJourney(user.id, { category: "career", q: "sister" })).total).toBe(0);
    const other = await createUser();
    expect((await listJourney(other.id, { q: "sister" })).total).toBe(0);
  });

  it("lets no one see, rate or delete another person's item", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seedQuestions(owner.id, 1);
    expect(await getJourneyItem(stranger.id, id)).toBeNull();
    expect(await rateJourneyItem(stranger.id, id, 1)).toBe(false);
    expect(await deleteJourneyItem(stranger.id, id)).toBe(false);
    expect(await clearJourney(stranger.id)).toBe(0);
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: null });
  });

  it("rates, deletes one, and clears all", async () => {
    const user = await createUser();
    const ids = await seedQuestions(user.id, 3);
    expect(await rateJourneyItem(user.id, ids[0], 4)).toBe(true);
    expect((await getJourneyItem(user.id, ids[0]))?.rating).toBe(4);
    expect(await deleteJourneyItem(user.id, ids[1])).toBe(true);
    expect((await listJourney(user.id)).total).toBe(2);
    expect(await clearJourney(user.id)).toBe(2);
  });

  it("exports everything as JSON and as Markdown", async () => {
    const user = await createUser({ name: "Mira" });
    await seedQuestions(user.id, 2, "mindfulness", "breathing");
    await saveMeditationSession({ userId: user.id, minutes: 10, focus: "body-awareness", experience: "beginner" });
    const data = await exportJourney(user.id);
    expect(data.user).toMatchObject({ name: "Mira", email: user.email });
    expect(data.questions.map((q) => q.question)).toEqual(["breathing 0", "breathing 1"]);
    expect(data.questions[0].categoryLabel).toBe("Mindfulness & Peace");
    expect(data.meditationSessions).toEqual([expect.objectContaining({ minutes: 10, focus: "body-awareness" })]);
    const md = journeyMarkdown(data);
    expect(md).toMatch(/^# My Prajna journey/);
    expect(md).toContain("### breathing 1");
    expect(md).toContain("10 minutes, body-awareness");
  });
});

describe("the dashboard", () => {
  it("counts questions, categories, sessions, minutes and the last three questions", async () => {
    const user = await createUser();
    await seedQuestions(user.id, 2, "career");
    await seedQuestions(user.id, 2, "ethics");
    await saveMeditationSession({ userId: user.id, minutes: 15, focus: "concentration", experience: "beginner" });
    await saveMeditationSession({ userId: user.id, minutes: 5, focus: "concentration", experience: "beginner" });
    const stats = await journeyStats(user.id);
    expect(stats).toMatchObject({ questions: 4, categories: 2, sessions: 2, minutes: 20, streak: 1 });
    expect(stats.recent.map((r) => r.question)).toEqual(["question 1", "question 0", "question 1"]);
  });

  it("counts days in a row ending today, or yesterday when today has none yet", () => {
    expect(streakDays(["2026-11-21", "2026-11-20", "2026-11-19", "2026-11-17"], "2026-11-21")).toBe(3);
    expect(streakDays(["2026-11-20", "2026-11-19"], "2026-11-21")).toBe(2);
    expect(streakDays(["2026-11-18"], "2026-11-21")).toBe(0);
    expect(streakDays([], "2026-11-21")).toBe(0);
  });

  it("shows one teaching a day, the same for everyone on a date, with its attribution and article", () => {
    const a = dailyWisdom(new Date("2026-11-21T03:00:00Z"));
    const b = dailyWisdom(new Date("2026-11-21T22:59:00Z"));
    expect(a).toEqual(b);
    expect(a?.author).toBeTruthy();
    expect(a?.article?.slug).toBeTruthy();
    const week = new Set(Array.from({ length: 7 }, (_, i) => dailyWisdom(new Date(Date.UTC(2026, 10, 21 + i)))?.text));
    expect(week.size).toBe(7);
  });

  it("gives the day's teaching and Prajna's reflection on it as separate fields", () => {
    const days = Array.from({ length: 200 }, (_, i) => dailyWisdom(new Date(Date.UTC(2026, 0, 1 + i)))!);
    const reflected = days.filter((d) => d.reflection);
    expect(reflected.length).toBeGreaterThan(0);
    for (const d of reflected) {
      expect(d.paraphrase || Boolean(d.translation)).toBe(true);
      expect(d.text).not.toContain(d.reflection);
    }
    expect(days.filter((d) => !d.reflection).every((d) => d.reflection === null)).toBe(true);
  });
});
