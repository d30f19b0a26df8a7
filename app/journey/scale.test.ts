import { CompiledQuery, type Compilable, type Kysely, Migrator, sql } from "kysely";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { deleteAccount } from "~/auth/account-settings.server";
import { database } from "~/db/db.server";
import { engineOf } from "~/db/dialect";
import { migrations } from "~/db/migrations";
import type { Database } from "~/db/tables";
import { backfillJourney } from "~/journey/backfill.server";
import { decryptText, encryptText } from "~/journey/crypto.server";
import {
  clearJourney,
  decodeCursor,
  deleteJourneyItem,
  type JourneyQuery,
  listJourney,
  PAGE_SIZE,
  SEARCH_TUNING,
} from "~/journey/journey.server";
import { saveQuestion, saveTurn, turnsQuery } from "~/journey/questions.server";
import { searchWords, textMatches } from "~/journey/search-index.server";
import { renderAnswerHtml } from "~/wisdom/render.server";
import { createUser, seedQuestions } from "~test/fixtures";

// Every decryption is counted, so a test can say which texts a search read.
vi.mock("~/journey/crypto.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/journey/crypto.server")>();
  return { ...real, decryptText: vi.fn(real.decryptText) };
});
const decrypted = vi.mocked(decryptText);

beforeEach(() => {
  decrypted.mockClear();
});

const SOURCES = [{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }];

async function save(userId: number, question: string, answer: string, category = "general") {
  return saveQuestion({ userId, category, question, answer, sources: SOURCES, provider: "library" });
}

describe("answers kept as HTML", () => {
  it("keeps each answer's HTML, encrypted, equal to a fresh render, and /history shows it", async () => {
    const user = await createUser();
    const answer = "Rest in **stillness**.\n\n- breathe\n- [read](https://example.org)\n\n<script>alert(1)</script>";
    const id = await save(user.id, "How do I rest?", answer);
    const db = await database();
    const row = await db.selectFrom("questions").selectAll().where("conversation_id", "=", id).executeTakeFirstOrThrow();
    expect(row.answer_html_enc).toMatch(/^v1\./);
    expect(row.answer_html_enc).not.toContain("stillness");
    expect(decryptText(row.answer_html_enc!)).toBe(renderAnswerHtml(answer));
    const page = await listJourney(user.id, {}, { html: true });
    expect(page.items[0].turns[0].html).toBe(renderAnswerHtml(answer));
    expect(page.items[0].turns[0].html).not.toContain("<script");
  });

  it("renders again, and keeps, an answer saved without HTML or by an older renderer", async () => {
    const user = await createUser();
    const a = await save(user.id, "first", "The *first* answer.");
    const b = await save(user.id, "second", "The **second** answer.");
    const db = await database();
    await db.updateTable("questions").set({ answer_html_enc: null, answer_html_version: null }).where("conversation_id", "=", a).execute();
    await db
      .updateTable("questions")
      .set({ answer_html_enc: "v1.stale", answer_html_version: 0 })
      .where("conversation_id", "=", b)
      .execute();
    const page = await listJourney(user.id, {}, { html: true });
    expect(page.items.map((i) => i.turns[0].html)).toEqual([
      renderAnswerHtml("The **second** answer."),
      renderAnswerHtml("The *first* answer."),
    ]);
    const rows = await db.selectFrom("questions").select(["answer_html_enc", "answer_html_version"]).orderBy("id").execute();
    expect(rows.map((r) => [decryptText(r.answer_html_enc!), r.answer_html_version])).toEqual([
      [renderAnswerHtml("The *first* answer."), 1],
      [renderAnswerHtml("The **second** answer."), 1],
    ]);
  });

  it("renders and indexes, after the start, the turns saved before both existed", async () => {
    const user = await createUser();
    await save(user.id, "About the river", "Water finds its way.");
    const db = await database();
    // As migration 0032 leaves a turn saved before it.
    await db.updateTable("questions").set({ answer_html_enc: null, answer_html_version: null, search_indexed: 0 }).execute();
    await db.deleteFrom("journey_search_tokens").execute();
    expect(await backfillJourney()).toEqual({ rendered: 1, indexed: 1 });
    const row = await db.selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(decryptText(row.answer_html_enc!)).toBe(renderAnswerHtml("Water finds its way."));
    expect(row.search_indexed).toBe(1);
    expect((await listJourney(user.id, { q: "water" })).total).toBe(1);
    expect(await backfillJourney()).toEqual({ rendered: 0, indexed: 0 });
  });
});

describe("migration 0032", () => {
  it("goes down and up again, and the turns saved before it are rendered and indexed when first read", async () => {
    const db = await database();
    const user = await createUser();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0031_owner_indexes")).error).toBeUndefined();
    // A turn saved by the version before.
    const at = "2026-01-02T00:00:00.000Z";
    await sql`insert into conversations (id, user_id, category, rating, created_at, updated_at) values (5, ${user.id}, 'general', null, ${at}, ${at})`.execute(
      db,
    );
    await sql`insert into questions (user_id, conversation_id, category, question_enc, answer_enc, sources_enc, provider, created_at)
              values (${user.id}, 5, 'general', ${encryptText("An old question")}, ${encryptText("An *older* answer")}, ${encryptText("[]")}, 'library', ${at})`.execute(
      db,
    );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const before = await db.selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(before).toMatchObject({ answer_html_enc: null, answer_html_version: null, search_indexed: 0 });
    expect((await listJourney(user.id, { q: "older" })).items.map((i) => i.id)).toEqual([5]);
    expect((await listJourney(user.id, {}, { html: true })).items[0].turns[0].html).toBe(renderAnswerHtml("An *older* answer"));
    const after = await db.selectFrom("questions").selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({ answer_html_version: 1, search_indexed: 1 });
  });
});

/** Every page, following `next` from the first, then `prev` back from the last. */
async function walk(userId: number, query: JourneyQuery = {}) {
  const forward: number[][] = [];
  let page = await listJourney(userId, query);
  const numbers = [page.page];
  forward.push(page.items.map((i) => i.id));
  while (page.next) {
    page = await listJourney(userId, { ...query, cursor: page.next });
    forward.push(page.items.map((i) => i.id));
    numbers.push(page.page);
    expect(page.pages).toBe(Math.ceil(page.total / PAGE_SIZE));
  }
  const backward: number[][] = [page.items.map((i) => i.id)];
  while (page.prev) {
    page = await listJourney(userId, { ...query, cursor: page.prev });
    backward.unshift(page.items.map((i) => i.id));
  }
  return { forward, backward, numbers };
}

describe("pages by a key", () => {
  it("covers every item exactly once, newest first, even when many share a time", async () => {
    const user = await createUser();
    const ids = await seedQuestions(user.id, 2 * PAGE_SIZE + 7);
    const db = await database();
    // A third of them continued at the very same instant.
    const same = ids.filter((_, i) => i % 3 === 0);
    await db.updateTable("conversations").set({ updated_at: "2030-01-01T00:00:00.000Z" }).where("id", "in", same).execute();
    const expected = [...same.sort((a, b) => b - a), ...ids.filter((_, i) => i % 3 !== 0).sort((a, b) => b - a)];

    const { forward, backward, numbers } = await walk(user.id);
    expect(forward.flat()).toEqual(expected);
    expect(forward.map((p) => p.length)).toEqual([PAGE_SIZE, PAGE_SIZE, 7]);
    expect(numbers).toEqual([1, 2, 3]);
    expect(backward).toEqual(forward);
    // The old way of asking still reads the same pages.
    expect((await listJourney(user.id, { page: 2 })).items.map((i) => i.id)).toEqual(forward[1]);
  });

  it("pages a category and a search by their key too", async () => {
    const user = await createUser();
    await seedQuestions(user.id, PAGE_SIZE + 3, "career", "deadline at work");
    await seedQuestions(user.id, 5, "relationships", "my sister");
    const career = await walk(user.id, { category: "career" });
    expect(career.forward.flat()).toHaveLength(PAGE_SIZE + 3);
    expect(new Set(career.forward.flat()).size).toBe(PAGE_SIZE + 3);
    const deadline = await walk(user.id, { q: "deadline" });
    expect(deadline.forward.flat()).toEqual(career.forward.flat());
    // Many matches are found in date order instead of by their ids: the same pages.
    const few = SEARCH_TUNING.fewMatches;
    SEARCH_TUNING.fewMatches = 2;
    try {
      expect(await walk(user.id, { q: "deadline" })).toEqual(deadline);
      expect((await walk(user.id, { q: "deadline", category: "career" })).forward).toEqual(deadline.forward);
      expect((await listJourney(user.id, { q: "sister", category: "career" })).total).toBe(0);
    } finally {
      SEARCH_TUNING.fewMatches = few;
    }
    // A word longer than the index's beginnings goes the confirming way: the same pages.
    const longWord = await walk(user.id, { q: "deadline work" });
    expect(longWord.forward).toEqual(career.forward);
    expect(longWord.backward).toEqual(career.forward);
  });

  it("reads the last page when nothing is left past a cursor, as the person who deleted it would expect", async () => {
    const user = await createUser();
    await seedQuestions(user.id, PAGE_SIZE + 5);
    const cursor = (await listJourney(user.id)).next!;
    const second = await listJourney(user.id, { cursor });
    expect(second.items).toHaveLength(5);
    for (const item of second.items) await deleteJourneyItem(user.id, item.id);
    const after = await listJourney(user.id, { cursor });
    expect(after).toMatchObject({ page: 1, pages: 1, total: PAGE_SIZE, next: null, prev: null });
    expect(after.items).toHaveLength(PAGE_SIZE);
  });

  it("reads a cursor it did not write as the first page", async () => {
    const user = await createUser();
    await seedQuestions(user.id, 3);
    expect(decodeCursor("bm9uc2Vuc2U")).toBeNull();
    expect((await listJourney(user.id, { cursor: "bm9uc2Vuc2U" })).items).toHaveLength(3);
  });
});

describe("search through the blind index", () => {
  const corpus = [
    ["Why do I feel anxious at work?", "Anxiety passes like weather. Breathe with the deadline, not against it."],
    ["How to forgive my sister?", "Forgiveness is a gift to yourself; your sister may never know."],
    ["What is meditation?", "Méditation is resting as awareness. Sit, breathe, notice."],
    ["Ça va mal", "When things go badly, come back to the breath."],
    ["Is love attachment?", "Love without grasping: the Bhagavad Gita speaks of non-attachment."],
    ["Work and rest", "Work as offering, rest as trust."],
  ] as const;

  it("finds what the whole text holds, and decrypts only the conversations that hold it", async () => {
    const user = await createUser();
    const ids: number[] = [];
    for (const [q, a] of corpus) ids.push(await save(user.id, q, a));
    for (let i = 0; i < 20; i++) await save(user.id, `unrelated ${i}`, "Nothing of note here at all.");
    const db = await database();
    const rows = await db.selectFrom("questions").selectAll().execute();
    const byCipher = new Map(
      rows.flatMap((r) => [r.question_enc, r.answer_enc, r.sources_enc, r.answer_html_enc!].map((c) => [c, r.conversation_id])),
    );
    const texts = new Map(corpus.map(([q, a], i) => [ids[i], `${q}\n${a}`]));

    for (const q of ["SISTER", "breath", "medit", "MEDITATION", "ca", "work rest", "attachment", "anxi weather", "gita love", "xyz"]) {
      decrypted.mockClear();
      const result = await listJourney(user.id, { q });
      const words = searchWords(q);
      const expected = ids.filter((id) => textMatches(texts.get(id)!, words));
      expect(result.items.map((i) => i.id).sort(), q).toEqual(expected.sort());
      expect(result.total, q).toBe(expected.length);
      const read = new Set(decrypted.mock.calls.map(([c]) => byCipher.get(c)));
      expect(
        [...read].every((id) => expected.includes(id!)),
        `${q} decrypted only matches`,
      ).toBe(true);
    }
    // What matched before still matches: case and accents do not matter, nor the order of the words.
    expect((await listJourney(user.id, { q: "meditation" })).total).toBe(1);
    expect((await listJourney(user.id, { q: "rest work" })).total).toBe(1);
    // No one else's index answers for this person.
    const other = await createUser();
    expect((await listJourney(other.id, { q: "sister" })).total).toBe(0);
  });

  it("indexes a follow-up's words under its conversation", async () => {
    const user = await createUser();
    const id = await save(user.id, "On grief", "Grief is love with nowhere to go.");
    await saveTurn({
      userId: user.id,
      conversationId: id,
      category: "general",
      question: "And the ocean?",
      answer: "Waves return.",
      sources: [],
      provider: "library",
    });
    expect((await listJourney(user.id, { q: "grief ocean" })).items.map((i) => i.id)).toEqual([id]);
  });

  it("indexes on a person's first search the turns saved before the index", async () => {
    const user = await createUser();
    await seedQuestions(user.id, 3, "relationships", "my sister");
    const db = await database();
    await db.updateTable("questions").set({ search_indexed: 0 }).execute();
    await db.deleteFrom("journey_search_tokens").execute();
    expect((await listJourney(user.id, { q: "sister" })).total).toBe(3);
    expect(await db.selectFrom("questions").select("id").where("search_indexed", "=", 0).execute()).toEqual([]);
  });

  it("leaves no index rows after deleting an item, clearing the journey or deleting the account", async () => {
    const user = await createUser();
    const [first] = await seedQuestions(user.id, 3, "general", "my sister");
    const db = await database();
    const rowsOf = async (where: { user?: number; conversation?: number }) =>
      (
        await db
          .selectFrom("journey_search_tokens")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .$if(where.user !== undefined, (qb) => qb.where("user_id", "=", where.user!))
          .$if(where.conversation !== undefined, (qb) => qb.where("conversation_id", "=", where.conversation!))
          .executeTakeFirstOrThrow()
      ).n;
    expect(Number(await rowsOf({ conversation: first }))).toBeGreaterThan(0);
    await deleteJourneyItem(user.id, first);
    expect(Number(await rowsOf({ conversation: first }))).toBe(0);
    expect((await listJourney(user.id, { q: "sister" })).total).toBe(2);
    await clearJourney(user.id);
    expect(Number(await rowsOf({ user: user.id }))).toBe(0);

    const leaving = await createUser();
    await seedQuestions(leaving.id, 2, "general", "my brother");
    expect(Number(await rowsOf({ user: leaving.id }))).toBeGreaterThan(0);
    await deleteAccount(leaving.id);
    expect(Number(await rowsOf({ user: leaving.id }))).toBe(0);
  });
});

/**
 * The plan of a query, as lines of text: EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL. Neither has statistics
 * (nothing ran ANALYZE). PostgreSQL reads a table of a few pages, as a test's is, from end to end whatever its
 * indexes, so there sequential scans are priced out (enable_seqscan off, which still scans when no index serves):
 * the plan then shows the index the query can use, the one a table of a million turns gets.
 */
async function planOf(db: Kysely<Database>, query: Compilable): Promise<string> {
  const compiled = query.compile();
  if (engineOf(db) === "sqlite") {
    const { rows } = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((r) => r.detail).join("\n");
  }
  return db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    const { rows } = await tx.executeQuery<{ "QUERY PLAN": string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

/** A plan that reads `table` through `index`, never the whole table. */
function expectIndex(plan: string, table: string, index: string) {
  expect(plan).toContain(index);
  expect(plan).not.toMatch(new RegExp(`^\\s*(SCAN ${table}\\b(?! USING)|.*Seq Scan on ${table}\\b)`, "m"));
  // Neither the index of another query (a person's turns by time, say).
  expect(plan).not.toContain("questions_user_time");
}

describe("the journey's queries and their indexes (no statistics: the plan a new database takes)", () => {
  it("reads turns by (conversation_id, id), pages by (user_id, updated_at, id) and searches by the index's key", async () => {
    const db = await database();
    const user = await createUser();
    // Enough turns of one person that reading them all would be the wrong plan on either engine.
    await db.transaction().execute(async (tx) => {
      const now = Date.now();
      for (let i = 0; i < 300; i++) {
        const at = new Date(now + i * 1000).toISOString();
        const { id } = await tx
          .insertInto("conversations")
          .values({ user_id: user.id, category: "general", rating: null, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        await tx
          .insertInto("questions")
          .values({
            user_id: user.id,
            conversation_id: id,
            category: "general",
            question_enc: "v1.x",
            answer_enc: `v1.${"y".repeat(4000)}`,
            sources_enc: "v1.z",
            answer_html_enc: `v1.${"h".repeat(4000)}`,
            answer_html_version: 1,
            provider: "library",
            created_at: at,
          })
          .execute();
      }
    });
    const ids = Array.from({ length: PAGE_SIZE }, (_, i) => i + 1);
    expectIndex(await planOf(db, turnsQuery(db, ids)), "questions", "questions_conversation");

    const conversations = db.selectFrom("conversations").where("user_id", "=", user.id);
    const keyset = conversations
      .select(["id", "updated_at"])
      .where((eb) => eb(eb.refTuple("updated_at", "id"), "<", eb.tuple("2100-01-01T00:00:00.000Z", 1)))
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE);
    const keysetPlan = await planOf(db, keyset);
    expectIndex(keysetPlan, "conversations", "conversations_user_keyset");
    // Read in the index's order: no sort of the person's conversations.
    expect(keysetPlan).not.toMatch(/TEMP B-TREE|Sort/);
    const byCategory = keyset.where("category", "=", "career");
    expectIndex(await planOf(db, byCategory), "conversations", "conversations_user_category_keyset");

    // A search's few matches, by their ids.
    const byIds = db
      .selectFrom("conversations")
      .select(["id", "updated_at"])
      .where("id", "in", [1, 2, 3])
      .where(sql<number>`+${sql.ref("user_id")}`, "=", user.id)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE);
    expectIndex(await planOf(db, byIds), "conversations", engineOf(db) === "sqlite" ? "INTEGER PRIMARY KEY" : "conversations_pkey");

    const search = db
      .selectFrom("journey_search_tokens")
      .select("conversation_id")
      .where("user_id", "=", user.id)
      .where("token_hash", "in", [1, 2])
      .groupBy("conversation_id");
    expectIndex(await planOf(db, search), "journey_search_tokens", engineOf(db) === "sqlite" ? "PRIMARY KEY" : "journey_search_tokens_pk");
    // Deleting a conversation finds its index rows by their own index.
    const cascade = db.selectFrom("journey_search_tokens").select("user_id").where("conversation_id", "=", 1);
    expectIndex(await planOf(db, cascade), "journey_search_tokens", "journey_search_tokens_conversation");
  });
});
