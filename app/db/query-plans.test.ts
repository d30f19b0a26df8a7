import { CompiledQuery, type Kysely } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as accounts from "~/admin/accounts.server";
import * as auditLog from "~/admin/audit.server";
import * as healthPage from "~/admin/health.server";
import * as inbox from "~/admin/inbox.server";
import { sendContactMessage } from "~/contact/contact.server";
import * as journey from "~/journey/journey.server";
import { encryptText } from "~/journey/crypto.server";
import * as questions from "~/journey/questions.server";
import { createUser, seedQuestions } from "~test/fixtures";
import { database } from "./db.server";
import { engineOf } from "./dialect";
import type { Database } from "./tables";

/**
 * No console or journey query reads a whole table. Each query function below is run against a seeded database while
 * every statement it sends is recorded; then each recorded statement is explained: SQLite's EXPLAIN QUERY PLAN, and
 * PostgreSQL's EXPLAIN with sequential scans switched off (so the plan shows whether an index *can* serve it, at any
 * size). A table scan fails, and so does a walk over a whole index that no LIMIT stops.
 *
 * Every exported function of the modules listed in MODULES must be named here (in QUERIES or NOT_QUERIES): a new
 * query fails this test until it is added.
 */

type Ctx = Awaited<ReturnType<typeof seed>>;
type Run = (c: Ctx) => Promise<unknown>;

const MODULES = { accounts, audit: auditLog, health: healthPage, inbox, journey, questions } as const;

const QUERIES: Record<string, Run> = {
  // ---- The operator console (app/admin) ----
  "accounts.searchAccounts": async () => {
    await accounts.searchAccounts("");
    await accounts.searchAccounts("reader1");
    await accounts.searchAccounts("reader17@example.org");
    await accounts.searchAccounts("*eader1");
  },
  "accounts.findAccounts": () => accounts.findAccounts("reader2"),
  "accounts.accountDetail": (c) => accounts.accountDetail(c.reader.id),
  "accounts.disableAccount": (c) => accounts.disableAccount(c.operator, c.victims[0]),
  "accounts.enableAccount": (c) => accounts.enableAccount(c.operator, c.victims[0]),
  "accounts.deleteAccountAsOperator": (c) => accounts.deleteAccountAsOperator(c.operator, c.victims[1]),
  "audit.audit": (c) => auditLog.audit(c.operator, "looked", "account #1"),
  "audit.recentAudit": () => auditLog.recentAudit(),
  "health.health": () => healthPage.health(),
  "inbox.unreadCount": () => inbox.unreadCount(),
  "inbox.listMessages": async () => {
    await inbox.listMessages(1);
    await inbox.listMessages(3);
  },
  "inbox.openMessage": (c) => inbox.openMessage(c.operator, c.messages[0]),
  "inbox.markHandled": (c) => inbox.markHandled(c.operator, c.messages[1]),
  "inbox.deleteMessage": (c) => inbox.deleteMessage(c.operator, c.messages[2]),

  // ---- JOURNEY QUERIES (app/journey): listJourney with a category and a search, a page by cursor, the turns. ----
  "journey.listJourney": async (c) => {
    await journey.listJourney(c.reader.id);
    await journey.listJourney(c.reader.id, { page: 2, category: "general" });
    await journey.listJourney(c.reader.id, { q: "kindness" });
    const first = await journey.listJourney(c.reader.id);
    if (first.next) await journey.listJourney(c.reader.id, { cursor: first.next });
  },
  "journey.getJourneyItem": (c) => journey.getJourneyItem(c.reader.id, c.conversations[0]),
  "journey.rateJourneyItem": (c) => journey.rateJourneyItem(c.reader.id, c.conversations[0], 4),
  "journey.deleteJourneyItem": (c) => journey.deleteJourneyItem(c.reader.id, c.conversations[1]),
  "journey.clearJourney": (c) => journey.clearJourney(c.victims[2]),
  "journey.exportJourney": (c) => journey.exportJourney(c.reader.id),
  "journey.journeyStats": (c) => journey.journeyStats(c.reader.id),
  "questions.saveToJourney": (c) => questions.saveToJourney(c.reader.id, ASKED, { earlier: ["kindness 3"] }),
  "questions.saveTurn": (c) => questions.saveTurn({ ...ASKED, userId: c.reader.id, conversationId: c.conversations[2] }),
  "questions.saveQuestion": (c) => questions.saveQuestion({ ...ASKED, userId: c.reader.id }),
  "questions.turnsOf": (c) => questions.turnsOf(c.reader.id, c.conversations.slice(0, 3)),
  "questions.listQuestions": (c) => questions.listQuestions(c.reader.id),
  "questions.findConversation": (c) => questions.findConversation(c.reader.id, ["kindness 4"]),
  "questions.keepHtml": async (c) => {
    const [turn] = await questions.turnsOf(c.reader.id, [c.conversations[0]]);
    await questions.keepHtml(await database(), turn!.id, "<p>Begin with yourself.</p>");
  },
  // ---- end of the journey queries ----
};

/** Exported functions that send no query of their own, or only ones listed above. */
const NOT_QUERIES: Record<string, string> = {
  "inbox.replyToMessage": "openMessage's select and markHandled's update, then mail",
  "journey.conversationTitle": "no query",
  "journey.journeyMarkdown": "no query",
  "journey.streakDays": "no query",
  "journey.dailyWisdom": "no query",
  "questions.decryptRow": "no query",
  "journey.encodeCursor": "no query",
  "journey.decodeCursor": "no query",
  "questions.turnsQuery": "builds the query turnsOf sends (listed above), sends none itself",
};

const ASKED = {
  question: "How do I stay kind?",
  category: "general",
  answer: "Begin with yourself.",
  sources: [],
  provider: "library",
};

const ACCOUNTS = 300;
const CONVERSATIONS_EACH = 3;
const MESSAGES = 120;

/** A database worth planning for: a few hundred accounts with conversations, an inbox, an operator. */
async function seed() {
  const db = await database();
  const operator = await createUser({ email: "ops@example.org" });
  const reader = await createUser({ email: "reader@example.org" });
  const conversations = [];
  for (let i = 0; i < 25; i++) conversations.push(...(await seedQuestions(reader.id, 1, i % 2 ? "general" : "life", `kindness ${i}`)));
  const now = Date.now();
  const at = (i: number) => new Date(now - i * 3_600_000).toISOString();
  const users = Array.from({ length: ACCOUNTS }, (_, i) => ({
    email: `reader${i}@example.org`,
    name: `Reader ${i}`,
    password_hash: reader.password,
    created_at: at(i * 7),
    updated_at: at(i),
    last_seen_at: i % 3 ? at(i * 5) : null,
  }));
  const ids = (await db.insertInto("users").values(users).returning("id").execute()).map((r) => r.id);
  const question = encryptText("a question"),
    answer = encryptText("an answer"),
    sources = encryptText("[]");
  for (const userId of ids) {
    const made = await db
      .insertInto("conversations")
      .values(
        Array.from({ length: CONVERSATIONS_EACH }, (_, i) => ({
          user_id: userId,
          category: "life",
          rating: null,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("questions")
      .values(
        made.map((m, i) => ({
          user_id: userId,
          conversation_id: m.id,
          category: "life",
          question_enc: question,
          answer_enc: answer,
          sources_enc: sources,
          provider: "library",
          created_at: at(i),
        })),
      )
      .execute();
  }
  await db
    .insertInto("contact_messages")
    .values(
      Array.from({ length: MESSAGES }, (_, i) => ({
        name: "Wren",
        email: `reader${i}@example.org`,
        subject: "feedback",
        message: "A kind word.",
        user_id: ids[i],
        client_key: `email:reader${i}@example.org`,
        created_at: at(i),
        read_at: i % 4 ? at(i) : null,
        handled_at: null,
      })),
    )
    .execute();
  await sendContactMessage(
    { name: "Wren", email: "wren@example.org", subject: "feedback", message: "Hello there." },
    new Request("http://localhost/contact", { method: "POST" }),
    reader.id,
  );
  // No fresh statistics: SQLite would rightly scan a table of a few rows, and what is asked here is whether an index
  // serves the query when the table is large (PostgreSQL's plans are asked the same with enable_seqscan off).
  const messages = (await db.selectFrom("contact_messages").select("id").orderBy("id").limit(3).execute()).map((r) => r.id);
  return { operator, reader, conversations, victims: ids.slice(-3), messages };
}

type Statement = { sql: string; parameters: readonly unknown[] };

/** Every statement the function sends, in order (recorded at the executor every kysely query goes through). */
async function recorded(db: Kysely<Database>, run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const executor = Object.getPrototypeOf(db.getExecutor()) as { executeQuery(q: CompiledQuery): Promise<unknown> };
  const original = executor.executeQuery;
  const spy = vi.spyOn(executor, "executeQuery").mockImplementation(function (this: unknown, q: CompiledQuery) {
    seen.push({ sql: q.sql, parameters: q.parameters });
    return original.call(this, q);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen.filter((s) => /^\s*(select|with|update|delete|insert)\b/i.test(s.sql));
}

/** Why a plan reads a whole table or index, or null when it does not. */
async function fullScan(db: Kysely<Database>, s: Statement): Promise<string | null> {
  if (engineOf(db) === "sqlite") {
    const { rows } = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${s.sql}`, [...s.parameters]));
    // A walk in the order asked for (no sorting afterwards, no filter) that a LIMIT stops is no full scan: the newest 50.
    const walkStopped =
      /\blimit\b/i.test(s.sql) &&
      !/\bwhere\b/i.test(s.sql) &&
      !rows.some((r) => /^USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(r.detail));
    const bad = rows.filter((r) => /^SCAN \S+( USING (COVERING )?INDEX \S+)?$/.test(r.detail) && !walkStopped);
    return bad.length ? bad.map((r) => r.detail).join("; ") : null;
  }
  return await db.connection().execute(async (conn) => {
    await conn.executeQuery(CompiledQuery.raw("set enable_seqscan = off"));
    try {
      const { rows } = await conn.executeQuery<{ "QUERY PLAN": Array<{ Plan: PgPlan }> }>(
        CompiledQuery.raw(`explain (format json) ${s.sql}`, [...s.parameters]),
      );
      const bad: string[] = [];
      const walk = (node: PgPlan, limited: boolean) => {
        const isLimited = limited || node["Node Type"] === "Limit";
        if (node["Node Type"] === "Seq Scan") bad.push(`Seq Scan on ${node["Relation Name"]}`);
        if (/^Index (Only )?Scan$/.test(node["Node Type"]) && !node["Index Cond"] && !isLimited)
          bad.push(`whole index ${node["Index Name"]}`);
        for (const child of node.Plans ?? []) walk(child, isLimited);
      };
      walk(rows[0]["QUERY PLAN"][0].Plan, false);
      return bad.length ? bad.join("; ") : null;
    } finally {
      await conn.executeQuery(CompiledQuery.raw("reset enable_seqscan"));
    }
  });
}
type PgPlan = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; "Index Cond"?: string; Plans?: PgPlan[] };

afterEach(() => vi.restoreAllMocks());

describe("query plans", () => {
  it("names every exported function of the console and journey modules", () => {
    const exported = Object.entries(MODULES).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === "function")
        .map(([name]) => `${module}.${name}`),
    );
    const named = [...Object.keys(QUERIES), ...Object.keys(NOT_QUERIES)];
    expect(exported.filter((n) => !named.includes(n)).sort()).toEqual([]);
    expect(named.filter((n) => !exported.includes(n)).sort()).toEqual([]);
  });

  it("reads no whole table or index for any console or journey query", async () => {
    const ctx = await seed();
    const db = await database();
    const problems: string[] = [];
    let explained = 0;
    for (const [name, run] of Object.entries(QUERIES)) {
      const statements = await recorded(db, () => run(ctx));
      expect(statements.length, `${name} sent no statement`).toBeGreaterThan(0);
      for (const s of statements) {
        explained++;
        const why = await fullScan(db, s);
        if (why) problems.push(`${name}: ${why}\n    ${s.sql}`);
      }
    }
    expect(problems).toEqual([]);
    expect(explained).toBeGreaterThan(Object.keys(QUERIES).length);
  });
});
