import type { Kysely, Selectable, Transaction } from "kysely";
import { database, transaction } from "~/db/db.server";
import type { Database, QuestionsTable } from "~/db/tables";
import { ANSWER_HTML_VERSION, renderAnswerHtml } from "~/wisdom/render.server";
import type { Source } from "~/wisdom/sources";
import { decryptText, encryptText } from "./crypto.server";
import { indexTurn } from "./search-index.server";

/** One saved turn: a question and its answer, decrypted. */
export interface SavedQuestion {
  id: number;
  /** The conversation (journey item) it belongs to. */
  conversationId: number;
  category: string;
  question: string;
  answer: string;
  sources: Source[];
  provider: string;
  createdAt: string;
}

export interface Asked {
  question: string;
  category: string;
  answer: string;
  sources: Source[];
  provider: string;
}

/** Where a new turn goes: a conversation named by id, or the one whose questions so far are `earlier`, or a new one. */
export interface Thread {
  conversationId?: number | null;
  /** The person's earlier questions in this conversation, oldest first (as a client resent them). */
  earlier?: readonly string[];
}

/**
 * Keep an answered question in a signed-in person's journey, as a turn of its conversation. Returns the conversation's
 * id, or null when it could not be saved: the failure is logged and the person still reads their answer (the page
 * then says it could not be saved).
 */
export async function saveToJourney(userId: number, asked: Asked, thread: Thread = {}): Promise<number | null> {
  try {
    let conversationId = thread.conversationId ?? null;
    if (conversationId === null && thread.earlier?.length) conversationId = await findConversation(userId, thread.earlier);
    return (await saveTurn({ userId, conversationId, ...asked })).conversationId;
  } catch (error) {
    console.error("[journey] could not save the question", error);
    return null;
  }
}

const TURN_COLUMNS = [
  "id",
  "user_id",
  "conversation_id",
  "category",
  "question_enc",
  "answer_enc",
  "sources_enc",
  "provider",
  "created_at",
] as const;

/**
 * Save a turn; texts and sources are encrypted at rest. With a conversationId of the person's, the turn is added to
 * that conversation; without one (or with one that is not theirs) a new conversation begins with it.
 */
export async function saveTurn(
  input: Asked & { userId: number; conversationId?: number | null },
): Promise<{ id: number; conversationId: number }> {
  const db = await database();
  return transaction(db, async (tx) => {
    const now = new Date().toISOString();
    let conversationId: number | null = null;
    if (input.conversationId) {
      const found = await tx
        .updateTable("conversations")
        .set({ updated_at: now })
        .where("id", "=", input.conversationId)
        .where("user_id", "=", input.userId)
        .executeTakeFirst();
      if (Number(found.numUpdatedRows) === 1) conversationId = input.conversationId;
    }
    if (conversationId === null) {
      const row = await tx
        .insertInto("conversations")
        .values({ user_id: input.userId, category: input.category, rating: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      conversationId = row.id;
    }
    const row = await tx
      .insertInto("questions")
      .values({
        user_id: input.userId,
        conversation_id: conversationId,
        category: input.category,
        question_enc: encryptText(input.question),
        answer_enc: encryptText(input.answer),
        // Rendered once, here, with the pipeline the page would use: /history decrypts it instead of rendering.
        answer_html_enc: encryptText(renderAnswerHtml(input.answer)),
        answer_html_version: ANSWER_HTML_VERSION,
        sources_enc: encryptText(JSON.stringify(input.sources)),
        provider: input.provider,
        created_at: now,
        search_indexed: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await indexTurn(tx, input.userId, conversationId, [input.question, input.answer]);
    return { id: row.id, conversationId };
  });
}

/** Save a question and its answer as a new one-turn conversation; returns the conversation's (journey item's) id. */
export async function saveQuestion(input: Asked & { userId: number }): Promise<number> {
  return (await saveTurn(input)).conversationId;
}

/** The columns a saved turn is read from. */
type Row = Pick<Selectable<QuestionsTable>, (typeof TURN_COLUMNS)[number]>;

export function decryptRow(row: Row): SavedQuestion {
  return {
    id: row.id,
    conversationId: row.conversation_id ?? row.id,
    category: row.category,
    question: decryptText(row.question_enc),
    answer: decryptText(row.answer_enc),
    sources: JSON.parse(decryptText(row.sources_enc)) as Source[],
    provider: row.provider,
    createdAt: row.created_at,
  };
}

/** A saved turn with its answer as HTML, for a page. */
export type SavedTurnHtml = SavedQuestion & { html: string };

/**
 * The turns of the given conversations of one person, oldest first; with `html`, each answer's HTML too (decrypted
 * as it was kept; one kept by an older renderer, or never rendered, is rendered now and kept).
 *
 * The turns are found by the conversations' ids alone, so both engines read them through the index
 * `(conversation_id, id)`: asking for the person's id too would let a planner prefer `(user_id, created_at)` and
 * read every turn the person has. The owner is checked on the rows read instead.
 */
export async function turnsOf(userId: number, conversationIds: readonly number[], tx?: Transaction<Database>): Promise<SavedQuestion[]>;
export async function turnsOf(
  userId: number,
  conversationIds: readonly number[],
  tx: Transaction<Database> | undefined,
  options: { html: true },
): Promise<SavedTurnHtml[]>;
export async function turnsOf(
  userId: number,
  conversationIds: readonly number[],
  tx?: Transaction<Database>,
  options: { html?: boolean } = {},
): Promise<SavedQuestion[] | SavedTurnHtml[]> {
  if (!conversationIds.length) return [];
  const db = tx ?? (await database());
  const rows = (await turnsQuery(db, conversationIds).execute()).filter((r) => r.user_id === userId);
  if (!options.html) return rows.map(decryptRow);
  const stale: Array<{ id: number; html: string }> = [];
  const turns = rows.map((row) => {
    const turn = decryptRow(row);
    if (row.answer_html_enc !== null && row.answer_html_version === ANSWER_HTML_VERSION)
      return { ...turn, html: decryptText(row.answer_html_enc) };
    const html = renderAnswerHtml(turn.answer);
    stale.push({ id: row.id, html });
    return { ...turn, html };
  });
  for (const { id, html } of stale) await keepHtml(db, id, html);
  return turns;
}

/** The query turnsOf runs (exported for the test that reads its plan on both engines). */
export function turnsQuery(db: Kysely<Database> | Transaction<Database>, conversationIds: readonly number[]) {
  return db
    .selectFrom("questions")
    .select([...TURN_COLUMNS, "answer_html_enc", "answer_html_version"])
    .where("conversation_id", "in", [...conversationIds])
    .orderBy("conversation_id")
    .orderBy("id");
}

/** Keep a turn's answer rendered by today's renderer. */
export async function keepHtml(db: Kysely<Database> | Transaction<Database>, id: number, html: string): Promise<void> {
  await db
    .updateTable("questions")
    .set({ answer_html_enc: encryptText(html), answer_html_version: ANSWER_HTML_VERSION })
    .where("id", "=", id)
    .execute();
}

/** A person's saved turns, newest first. */
export async function listQuestions(userId: number): Promise<SavedQuestion[]> {
  const db = await database();
  const rows = await db
    .selectFrom("questions")
    .select(TURN_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(decryptRow);
}

/** How many recent conversations are compared when a client resends a conversation without naming it. */
const MATCH_CANDIDATES = 20;

/**
 * The person's conversation whose questions, in order, are exactly `earlier` (an API client resending the history of
 * a conversation it began here); null when there is none. Only the most recently continued conversations are compared.
 */
export async function findConversation(userId: number, earlier: readonly string[]): Promise<number | null> {
  const wanted = earlier.map((q) => q.trim());
  if (!wanted.length) return null;
  const db = await database();
  const candidates = await db
    .selectFrom("conversations")
    .innerJoin("questions", "questions.conversation_id", "conversations.id")
    .select(["conversations.id", (eb) => eb.fn.countAll<number>().as("turns")])
    .where("conversations.user_id", "=", userId)
    .groupBy("conversations.id")
    .having((eb) => eb.fn.countAll(), "=", wanted.length)
    .orderBy("conversations.updated_at", "desc")
    .limit(MATCH_CANDIDATES)
    .execute();
  for (const { id } of candidates) {
    const turns = await turnsOf(userId, [id]);
    if (turns.every((t, i) => t.question.trim() === wanted[i])) return id;
  }
  return null;
}
