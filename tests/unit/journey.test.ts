import { describe, expect, it } from "vitest";
import { changePassword, deleteAccount } from "~/auth/account.server";
import { login } from "~/auth/accounts.server";
import { readSession } from "~/auth/session.server";
import { sendContactMessage } from "~/contact/contact.server";
import { database, sqliteConnection } from "~/db/db.server";
import { openApiDocument } from "~/api/openapi.server";
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
import { saveQuestion } from "~/journey/questions.server";
import { saveMeditationSession } from "~/meditation/sessions.server";
import * as historyRoute from "~/routes/history";
import * as accountRoute from "~/routes/account";
import * as apiJourney from "~/routes/api/journey";
import * as apiItem from "~/routes/api/journey.item";
import * as apiRating from "~/routes/api/journey.rating";
import * as apiExport from "~/routes/api/journey.export";
import * as apiAccount from "~/routes/api/account";
import routes from "~/routes";
import { createUser, formRequest, jsonRequest } from "./fixtures";

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} }) as any;

async function seed(userId: number, n: number, category = "general", text = "question") {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(await saveQuestion({ userId, category, question: `${text} ${i}`, answer: `An answer about ${text} number ${i}.`, sources: [{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }], provider: "library" }));
  }
  return ids;
}

describe("the history of saved questions", () => {
  it("lists newest first, 20 a page", async () => {
    const user = await createUser();
    await seed(user.id, PAGE_SIZE + 5);
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
    await seed(user.id, 2, "career", "deadline at work");
    await seed(user.id, 3, "relationships", "my sister");
    expect((await listJourney(user.id, { category: "career" })).total).toBe(2);
    expect((await listJourney(user.id, { q: "SISTER" })).total).toBe(3);
    expect((await listJourney(user.id, { q: "answer number 1" })).items.map((i) => i.question).sort()).toEqual(["deadline at work 1", "my sister 1"]);
    expect((await listJourney(user.id, { category: "career", q: "sister" })).total).toBe(0);
    const other = await createUser();
    expect((await listJourney(other.id, { q: "sister" })).total).toBe(0);
  });

  it("lets no one see, rate or delete another person's item", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seed(owner.id, 1);
    expect(await getJourneyItem(stranger.id, id)).toBeNull();
    expect(await rateJourneyItem(stranger.id, id, 1)).toBe(false);
    expect(await deleteJourneyItem(stranger.id, id)).toBe(false);
    expect(await clearJourney(stranger.id)).toBe(0);
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: null });
  });

  it("rates, deletes one, and clears all", async () => {
    const user = await createUser();
    const ids = await seed(user.id, 3);
    expect(await rateJourneyItem(user.id, ids[0], 4)).toBe(true);
    expect((await getJourneyItem(user.id, ids[0]))?.rating).toBe(4);
    expect(await deleteJourneyItem(user.id, ids[1])).toBe(true);
    expect((await listJourney(user.id)).total).toBe(2);
    expect(await clearJourney(user.id)).toBe(2);
  });

  it("exports everything as JSON and as Markdown", async () => {
    const user = await createUser({ name: "Mira" });
    await seed(user.id, 2, "mindfulness", "breathing");
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
    await seed(user.id, 2, "career");
    await seed(user.id, 2, "ethics");
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

describe("the account", () => {
  it("changes the password only with the current one, ending other sessions and renewing this one", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const other = await createUser();
    const req = new Request("http://localhost/account");
    expect(await changePassword(user.id, "wrong-one", "new-river-of-stars", req)).toEqual({ ok: false, reason: "wrong-password" });
    const changed = await changePassword(user.id, "old-quiet-mountain", "new-river-of-stars", req);
    expect(changed.ok).toBe(true);
    const bearer = (t: string) => new Request("http://localhost/", { headers: { Authorization: `Bearer ${t}` } });
    expect((await readSession(bearer(user.token))).user).toBeNull();
    if (changed.ok) expect((await readSession(bearer(changed.token))).user?.id).toBe(user.id);
    expect((await readSession(bearer(other.token))).user?.id).toBe(other.id);
    expect((await login({ email: user.email, password: "new-river-of-stars" }, req)).ok).toBe(true);
    expect((await login({ email: user.email, password: "old-quiet-mountain" }, req)).ok).toBe(false);
  });

  it("limits guesses at the current password, as sign-in does", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const req = new Request("http://localhost/account");
    for (let i = 0; i < 10; i++) expect(await changePassword(user.id, `guess-${i}`, "new-river-of-stars", req)).toEqual({ ok: false, reason: "wrong-password" });
    expect(await changePassword(user.id, "old-quiet-mountain", "new-river-of-stars", req)).toMatchObject({ ok: false, reason: "throttled" });
    // The password did not change.
    expect((await login({ email: user.email, password: "old-quiet-mountain" }, req)).ok).toBe(true);
  });

  it("deletes the account leaving no row of that person in any table", async () => {
    const user = await createUser();
    const keep = await createUser();
    await seed(user.id, 3);
    await seed(keep.id, 1);
    await saveMeditationSession({ userId: user.id, minutes: 5, focus: "concentration", experience: "beginner" });
    await sendContactMessage({ name: "Gone", email: user.email, subject: "feedback", message: "Thanks" }, new Request("http://localhost/"), user.id);
    await login({ email: user.email, password: "wrong-wrong" }, new Request("http://localhost/"));
    await deleteAccount(user.id);

    const sqlite = await sqliteConnection();
    const tables = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_%' and name not like 'kysely_%'").all() as { name: string }[]).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "questions", "meditation_sessions", "contact_messages", "auth_failures"]));
    for (const table of tables) {
      const columns = (sqlite.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      if (columns.includes("user_id")) expect(sqlite.prepare(`select count(*) as n from ${table} where user_id = ?`).get(user.id), table).toEqual({ n: 0 });
      if (columns.includes("email")) expect(sqlite.prepare(`select count(*) as n from ${table} where email = ?`).get(user.email), table).toEqual({ n: 0 });
      if (columns.includes("key")) expect(sqlite.prepare(`select count(*) as n from ${table} where key like ?`).get(`%${user.email}%`), table).toEqual({ n: 0 });
    }
    expect(sqlite.prepare("select count(*) as n from users where id = ?").get(user.id)).toEqual({ n: 0 });
    const db = await database();
    expect((await db.selectFrom("questions").select("user_id").execute()).map((r) => r.user_id)).toEqual([keep.id]);
  });
});

describe("the /history form posts", () => {
  it("rate, delete with a redirect back, and answer 404 for another person's item with nothing changed", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seed(owner.id, 1);
    const rate = (await historyRoute.action(args(formRequest("/history", { intent: "rate", id: String(id), rating: "5", back: "category=general" }, { Cookie: owner.cookie })))) as Response;
    expect(rate.status).toBe(302);
    expect(rate.headers.get("Location")).toBe(`/history?category=general#q-${id}`);
    expect((await getJourneyItem(owner.id, id))?.rating).toBe(5);

    for (const fields of [{ intent: "rate", id: String(id), rating: "1" }, { intent: "delete", id: String(id) }] as Record<string, string>[]) {
      const thrown = await historyRoute.action(args(formRequest("/history", fields, { Cookie: stranger.cookie }))).catch((e: unknown) => e);
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: 5 });

    const del = (await historyRoute.action(args(formRequest("/history", { intent: "delete", id: String(id) }, { Cookie: owner.cookie })))) as Response;
    expect(del.headers.get("Location")).toBe("/history");
    expect(await getJourneyItem(owner.id, id)).toBeNull();
  });

  it("the history page of one person never shows another's items", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await seed(owner.id, 2, "general", "private thing");
    const page = (await historyRoute.loader(args(new Request("http://localhost/history?confirm=1", { headers: { Cookie: stranger.cookie } })))) as any;
    expect(page.total).toBe(0);
    expect(page.confirm).toBeNull();
  });
});

describe("the /account form posts", () => {
  it("change the name, and refuse a mismatched confirmation or a wrong current password", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const renamed = (await accountRoute.action(args(formRequest("/account", { intent: "name", name: "New Name" }, { Cookie: user.cookie })))) as Response;
    expect(renamed.status).toBe(302);
    const db = await database();
    expect((await db.selectFrom("users").select("name").where("id", "=", user.id).executeTakeFirst())?.name).toBe("New Name");

    const mismatch = (await accountRoute.action(
      args(formRequest("/account", { intent: "password", currentPassword: "old-quiet-mountain", newPassword: "new-river-of-stars", confirmPassword: "other" }, { Cookie: user.cookie })),
    )) as any;
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    const wrong = (await accountRoute.action(
      args(formRequest("/account", { intent: "password", currentPassword: "nope", newPassword: "new-river-of-stars", confirmPassword: "new-river-of-stars" }, { Cookie: user.cookie })),
    )) as any;
    expect(wrong.data.result.error.currentPassword[0]).toMatch(/not your current password/);
  });

  it("delete the account only when the typed email matches", async () => {
    const user = await createUser();
    const wrong = (await accountRoute.action(args(formRequest("/account", { intent: "delete", confirmEmail: "someone@example.org" }, { Cookie: user.cookie })))) as any;
    expect(wrong.init.status).toBe(400);
    const done = (await accountRoute.action(args(formRequest("/account", { intent: "delete", confirmEmail: user.email.toUpperCase() }, { Cookie: user.cookie })))) as Response;
    expect(done.headers.get("Location")).toBe("/");
    expect(done.headers.get("Set-Cookie")).toMatch(/prajna_session=;/);
    const db = await database();
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
  });
});

describe("the journey API", () => {
  it("lists, gets, rates, exports, deletes and clears with a bearer token", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const ids = await seed(user.id, 3, "career", "meeting");
    const list = await (await apiJourney.loader(args(new Request("http://localhost/api/journey?category=career&q=meeting&page=1", { headers: auth })))).json();
    expect(list).toMatchObject({ total: 3, page: 1, pages: 1 });
    const one = await apiItem.loader(args(new Request(`http://localhost/api/journey/${ids[0]}`, { headers: auth }), { id: String(ids[0]) }));
    expect((await one.json()).question).toBe("meeting 0");
    const rated = await apiRating.action(args(jsonRequest(`/api/journey/${ids[0]}/rating`, { rating: 3 }, auth, "PUT"), { id: String(ids[0]) }));
    expect((await rated.json()).rating).toBe(3);
    const badRating = await apiRating.action(args(jsonRequest(`/api/journey/${ids[0]}/rating`, { rating: 6 }, auth, "PUT"), { id: String(ids[0]) }));
    expect(badRating.status).toBe(400);
    const md = await apiExport.loader(args(new Request("http://localhost/api/journey/export?format=markdown", { headers: auth })));
    expect(md.headers.get("Content-Type")).toContain("text/markdown");
    const del = await apiItem.action(args(new Request(`http://localhost/api/journey/${ids[1]}`, { method: "DELETE", headers: auth }), { id: String(ids[1]) }));
    expect(del.status).toBe(204);
    const cleared = await apiJourney.action(args(new Request("http://localhost/api/journey", { method: "DELETE", headers: auth })));
    expect(await cleared.json()).toEqual({ deleted: 2 });
  });

  it("answers 404 for another person's item, and changes nothing", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seed(owner.id, 1);
    const auth = { Authorization: `Bearer ${stranger.token}` };
    expect((await apiItem.loader(args(new Request(`http://localhost/api/journey/${id}`, { headers: auth }), { id: String(id) }))).status).toBe(404);
    expect((await apiRating.action(args(jsonRequest(`/api/journey/${id}/rating`, { rating: 1 }, auth, "PUT"), { id: String(id) }))).status).toBe(404);
    expect((await apiItem.action(args(new Request(`http://localhost/api/journey/${id}`, { method: "DELETE", headers: auth }), { id: String(id) }))).status).toBe(404);
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: null });
  });

  it("asks for a token, and deletes an account only with the matching email", async () => {
    expect((await apiJourney.loader(args(new Request("http://localhost/api/journey")))).status).toBe(401);
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const wrong = await apiAccount.action(args(jsonRequest("/api/account", { confirmEmail: "x@example.org" }, auth, "DELETE")));
    expect(wrong.status).toBe(400);
    const ok = await apiAccount.action(args(jsonRequest("/api/account", { confirmEmail: user.email }, auth, "DELETE")));
    expect(ok.status).toBe(204);
    expect((await apiJourney.loader(args(new Request("http://localhost/api/journey", { headers: auth })))).status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes every JSON route of the app", () => {
    const doc = openApiDocument() as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe("3.1.0");
    const jsonRoutes = (routes as Array<{ path?: string; file: string }>)
      .filter((r) => r.file.startsWith("routes/api/") && !/(sitemap|robots|blog-rss|openapi|not-found)/.test(r.file))
      .map((r) => `/${r.path!.replace(/:(\w+)/g, "{$1}")}`);
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(16);
    for (const path of jsonRoutes) expect(Object.keys(doc.paths), path).toContain(path);
  });
});
