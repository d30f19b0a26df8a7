import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ask } from "~/ask/ask.server";
import { login } from "~/auth/credentials.server";
import { readSession } from "~/auth/session.server";
import { sendContactMessage } from "~/contact/contact.server";
import { database } from "~/db/db.server";
import * as accountPage from "~/routes/admin/account";
import * as accountsPage from "~/routes/admin/accounts";
import * as messagePage from "~/routes/admin/message";
import * as messagesPage from "~/routes/admin/messages";
import * as overviewPage from "~/routes/admin/overview";
import { startFakeOpenAI, type FakeOpenAI } from "~test/fake-openai";
import { createUser, formRequest, seedQuestions } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { startTestSmtp, type TestSmtp } from "~test/smtp";
import { engineOf } from "~/db/dialect";
import { deleteAccountAsOperator, disableAccount, enableAccount, findAccounts, accountDetail, searchAccounts } from "./accounts.server";
import { recentAudit } from "./audit.server";
import { EVENT, recordEvent } from "~/ops/events.server";
import { health } from "./health.server";
import { listMessages, openMessage, replyToMessage, unreadCount } from "./inbox.server";
import { isOperator, requireOperator } from "./operators.server";

const OPERATOR = "ops@example.org";
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  delete process.env.ADMIN_EMAILS;
  delete process.env.SMTP_URL;
});
beforeEach(() => {
  process.env.ADMIN_EMAILS = ` Ops@Example.org , other-ops@example.org`;
  process.env.SMTP_URL = smtp.url;
});

async function operator() {
  const user = await createUser({ email: OPERATOR, name: "Olu the operator" });
  const db = await database();
  await db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", user.id).execute();
  return user;
}

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function contact(email: string, message: string, at = Date.now()) {
  const input = { name: "Writer", email, subject: "feedback", message };
  expect(await sendContactMessage(input, new Request("http://localhost/contact"), null, at)).toEqual({ ok: true, stored: true });
}

describe("who is an operator", () => {
  it("only a confirmed account whose address ADMIN_EMAILS names", async () => {
    const ops = await createUser({ email: OPERATOR });
    const other = await createUser();
    expect(await isOperator(null)).toBe(false);
    expect(await isOperator(other)).toBe(false);
    // Named, but the address is not confirmed yet: anyone could have signed up with it.
    expect(await isOperator(ops)).toBe(false);
    const db = await database();
    await db.updateTable("users").set({ email_verified_at: new Date().toISOString() }).where("id", "=", ops.id).execute();
    expect(await isOperator(ops)).toBe(true);
    expect((await requireOperator(get("/admin", ops.cookie))).email).toBe(OPERATOR);
  });
});

describe("every /admin page, read or posted to, is the site's 404 to anyone else", () => {
  type Gate = (args: never) => Promise<unknown>;
  const pages: Array<{ name: string; module: { loader: Gate; action: Gate }; path: string; params: Record<string, string> }> = [
    { name: "overview", module: overviewPage, path: "/admin", params: {} },
    { name: "messages", module: messagesPage, path: "/admin/messages", params: {} },
    { name: "a message", module: messagePage, path: "/admin/messages/1", params: { id: "1" } },
    { name: "accounts", module: accountsPage, path: "/admin/accounts", params: {} },
    { name: "an account", module: accountPage, path: "/admin/accounts/1", params: { id: "1" } },
  ];
  it.each(pages)("$name", async ({ module, path, params }) => {
    await contact("someone@example.org", "Hello there");
    const stranger = await createUser();
    const unconfirmed = await createUser({ email: "other-ops@example.org" });
    for (const cookie of [undefined, stranger.cookie, unconfirmed.cookie]) {
      const load = await module.loader(routeArgs(get(path, cookie), params) as never).catch((e: unknown) => e);
      expect(load).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
      const post = await module
        .action(routeArgs(formRequest(path, { intent: "delete", confirm: "yes" }, cookie ? { Cookie: cookie } : {}), params) as never)
        .catch((e: unknown) => e);
      expect(post).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    }
    const db = await database();
    expect(await db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(1);
    expect(await recentAudit()).toEqual([]);
  });
});

describe("the inbox", () => {
  it("lists messages newest first with an unread count; opening one marks it read and audits it once", async () => {
    const ops = await operator();
    await contact("first@example.org", "The first", Date.now() - 60_000);
    await contact("second@example.org", "The second");
    expect(await unreadCount()).toBe(2);
    const { items } = await listMessages();
    expect(items.map((m) => [m.email, m.subject, m.state])).toEqual([
      ["second@example.org", "Feedback & Suggestions", "new"],
      ["first@example.org", "Feedback & Suggestions", "new"],
    ]);
    const opened = await openMessage(ops, items[1].id);
    expect(opened?.message).toBe("The first");
    await openMessage(ops, items[1].id);
    expect(await unreadCount()).toBe(1);
    expect((await recentAudit()).map((a) => [a.actor, a.action, a.target])).toEqual([
      [OPERATOR, "read message", `message #${items[1].id}`],
    ]);
  });

  it("a reply goes out by email to the sender, quoting them, and marks the message handled", async () => {
    const ops = await operator();
    await contact("writer@example.org", "Could you add more on metta?");
    const [item] = (await listMessages()).items;
    expect(await replyToMessage(ops, item.id, "Thank you: a new article is on its way.\nWith warmth")).toEqual({
      ok: true,
      to: "writer@example.org",
    });
    const mail = await smtp.waitForMail((m) => m.to.includes("writer@example.org"));
    expect(mail.subject).toBe("Re: Feedback & Suggestions");
    expect(mail.text).toContain("Thank you: a new article is on its way.\nWith warmth");
    expect(mail.text).toContain("> Could you add more on metta?");
    expect(mail.raw).toMatch(/^Reply-To: hello@example\.org/m);
    expect((await listMessages()).items[0].state).toBe("handled");
    expect((await recentAudit())[0]).toMatchObject({ action: "replied by email to message", target: `message #${item.id}` });
  });

  it("through the page: reply, mark handled and delete (with its confirmation), each redirecting with a toast", async () => {
    const ops = await operator();
    await contact("page@example.org", "Hello from the page");
    const [item] = (await listMessages()).items;
    const path = `/admin/messages/${item.id}`;
    const post = (fields: Record<string, string>) =>
      messagePage.action(routeArgs(formRequest(path, fields, { Cookie: ops.cookie }), { id: String(item.id) }));
    const empty = (await post({ intent: "reply", reply: "  " })) as { init: ResponseInit };
    expect(empty.init.status).toBe(400);
    expect(((await post({ intent: "reply", reply: "Thank you." })) as Response).status).toBe(302);
    expect(((await post({ intent: "handled" })) as Response).headers.get("Location")).toBe(path);
    const unconfirmed = (await post({ intent: "delete" })) as { init: ResponseInit };
    expect(unconfirmed.init.status).toBe(400);
    expect(((await post({ intent: "delete", confirm: "yes" })) as Response).headers.get("Location")).toBe("/admin/messages");
    expect((await listMessages()).total).toBe(0);
    expect((await recentAudit()).map((a) => a.action)).toEqual([
      "deleted message",
      "marked message handled",
      "replied by email to message",
    ]);
  });
});

describe("accounts", () => {
  it("finds by the beginning of the address (any part with *, on PostgreSQL), with dates and counts, never question text", async () => {
    await operator();
    const seeker = await createUser({ email: "findme_100%@example.org" });
    await createUser({ email: "findme-other@example.org" });
    await seedQuestions(seeker.id, 3, "general", "a private worry");
    expect((await findAccounts("FINDME_100%")).map((a) => a.email)).toEqual(["findme_100%@example.org"]);
    expect((await findAccounts(" findme_100%@example.org ")).map((a) => a.email)).toEqual(["findme_100%@example.org"]);
    expect((await findAccounts("findme")).length).toBe(2);
    expect(await findAccounts("ME_100%")).toEqual([]);
    // Any part of the address: a trigram index on PostgreSQL; SQLite has none and reads it as a beginning.
    const anywhere = await searchAccounts("*ME_100%");
    if (engineOf(await database()) === "postgres") {
      expect(anywhere.search).toEqual({ kind: "contains", text: "me_100%" });
      expect(anywhere.accounts.map((a) => a.email)).toEqual(["findme_100%@example.org"]);
    } else {
      expect(anywhere).toEqual({ search: { kind: "begins", text: "me_100%" }, accounts: [] });
    }
    expect((await searchAccounts("*findme")).accounts.length).toBe(2);
    expect((await searchAccounts("")).search).toEqual({ kind: "newest" });
    const detail = await accountDetail(seeker.id);
    expect(detail).toMatchObject({
      email: seeker.email,
      verified: false,
      disabled: false,
      operator: false,
      counts: { questions: 3, sessions: 1 },
    });
    expect(detail?.lastSeenAt).not.toBeNull();
    expect(JSON.stringify(detail)).not.toContain("a private worry");
  });

  it("disabling ends the sessions and refuses sign-in; enabling lets the person in again; both are audited", async () => {
    const ops = await operator();
    const seeker = await createUser({ password: "bright-morning-star" });
    expect(await disableAccount(ops, seeker.id)).toEqual({ ok: true });
    expect((await readSession(get("/", seeker.cookie))).user).toBeNull();
    const request = new Request("http://localhost/login");
    expect(await login({ email: seeker.email, password: "bright-morning-star" }, request)).toEqual({ ok: false, reason: "disabled" });
    expect(await enableAccount(ops, seeker.id)).toEqual({ ok: true });
    expect((await login({ email: seeker.email, password: "bright-morning-star" }, request)).ok).toBe(true);
    expect((await recentAudit()).map((a) => [a.action, a.target])).toEqual([
      ["enabled account", `account #${seeker.id}`],
      ["disabled account", `account #${seeker.id}`],
    ]);
  });

  it("deleting uses the person's own deletion; an operator can neither disable nor delete their own account", async () => {
    const ops = await operator();
    const seeker = await createUser();
    await seedQuestions(seeker.id, 2);
    expect(await disableAccount(ops, ops.id)).toEqual({ ok: false, reason: "self" });
    expect(await deleteAccountAsOperator(ops, ops.id)).toEqual({ ok: false, reason: "self" });
    const path = `/admin/accounts/${seeker.id}`;
    const wrong = (await accountPage.action(
      routeArgs(formRequest(path, { intent: "delete", confirmEmail: "nope@example.org" }, { Cookie: ops.cookie }), {
        id: String(seeker.id),
      }),
    )) as {
      init: ResponseInit;
    };
    expect(wrong.init.status).toBe(400);
    const res = (await accountPage.action(
      routeArgs(formRequest(path, { intent: "delete", confirmEmail: seeker.email }, { Cookie: ops.cookie }), { id: String(seeker.id) }),
    )) as Response;
    expect(res.headers.get("Location")).toBe("/admin/accounts");
    const db = await database();
    expect(await db.selectFrom("users").select("id").where("id", "=", seeker.id).execute()).toEqual([]);
    expect(await db.selectFrom("questions").select("id").where("user_id", "=", seeker.id).execute()).toEqual([]);
    expect((await recentAudit())[0]).toMatchObject({ actor: OPERATOR, action: "deleted account", target: `account #${seeker.id}` });
  });
});

describe("health at a glance", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(async () => {
    await fake.close();
    delete process.env.OPENAI_BASE_URL;
    delete process.env.AI_TIMEOUT_MS;
  });

  it("counts every question by how it was answered, through ask(), whoever asked", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const asked = (question: string) => ask({ question, category: "general", user: null, door: "test" });
    await asked("How do I begin a daily practice of stillness?");
    await asked("I want to kill myself tonight");
    process.env.OPENAI_BASE_URL = fake.url;
    process.env.AI_TIMEOUT_MS = "700";
    fake.mode = "normal";
    await asked("How can I be patient with my brother?");
    fake.mode = "error500";
    await asked("How can I be patient with my sister?");
    delete process.env.OPENAI_BASE_URL;

    const h = await health();
    expect(h.answers).toEqual({ library: 1, model: 1, care: 1, fallback: 1, unavailable: 0, total: 4 });
    expect(h.modelFailures).toBe(1);
    expect(h.questionsPerDay).toHaveLength(30);
    expect(h.questionsPerDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 4 });
    expect(JSON.stringify(h)).not.toMatch(/patient|stillness|kill/);
  });

  it("keeps one counter row a day per event, and counts only the last 30 days", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    await recordEvent(EVENT.budgetHit, now);
    await recordEvent(EVENT.budgetHit, now);
    await recordEvent(EVENT.askLibrary, new Date("2026-11-19T23:59:00Z"));
    await recordEvent(EVENT.askLibrary, new Date("2026-10-01T12:00:00Z"));
    await recordEvent(EVENT.contactHoneypot, now);
    const db = await database();
    expect(await db.selectFrom("event_counts").selectAll().where("name", "=", EVENT.budgetHit).execute()).toEqual([
      { day: "2026-11-20", name: "model.budget-hit", count: 2 },
    ]);
    const h = await health(now);
    expect(h.budgetHits).toBe(2);
    expect(h.answers.library).toBe(1);
    expect(h.questionsPerDay.find((d) => d.day === "2026-11-19")?.count).toBe(1);
    expect(h.questionsPerDay[0].day).toBe("2026-10-22");
    expect(h.turnedAway.honeypot).toBe(1);
  });

  it("counts honeypot catches and contact limit hits without storing them, and sign-ups and active accounts", async () => {
    const input = { name: "Bot", email: "bot@example.org", subject: "general", message: "Buy now", website: "http://spam.example" };
    expect(await sendContactMessage(input, new Request("http://localhost/contact"), null)).toEqual({ ok: true, stored: false });
    for (let i = 0; i < 6; i++) await sendContactMessage({ ...input, website: "" }, new Request("http://localhost/contact"), null);
    await createUser();
    await createUser();
    const h = await health();
    expect(h.turnedAway).toMatchObject({ honeypot: 1, contactLimit: 1 });
    expect(h.signUps).toBe(2);
    expect(h.activeAccounts).toBe(2);
    const db = await database();
    expect(await db.selectFrom("contact_messages").selectAll().where("message", "=", "Buy now").execute()).toHaveLength(5);
  });

  it("the overview page shows the chart with its text alternative and the audit, to an operator", async () => {
    const ops = await operator();
    await disableAccount(ops, (await createUser()).id);
    const page = (await overviewPage.loader(routeArgs(get("/admin", ops.cookie)))) as unknown as {
      data: { audit: unknown[]; health: { questionsPerDay: unknown[] } };
      init: ResponseInit;
    };
    expect(new Headers(page.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(page.data.audit).toHaveLength(1);
    expect(page.data.health.questionsPerDay).toHaveLength(30);
  });
});
