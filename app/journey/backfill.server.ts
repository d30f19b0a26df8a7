import { setImmediate as nextTurn } from "node:timers/promises";
import { database } from "~/db/db.server";
import { renderAnswerHtml } from "~/wisdom/render.server";
import { decryptText } from "./crypto.server";
import { keepHtml } from "./questions.server";
import { indexTurn } from "./search-index.server";

/**
 * Turns saved before their answers were kept as HTML and their words indexed (migration 0032) are brought up to
 * date here, where the data key and the renderer are: in batches after the server starts (backfillJourney), and a
 * person's own on their first search (indexPending) or when a page shows them (turnsOf renders what it lacks).
 * Each batch is found by a partial index on what is pending, so a finished backfill costs nothing at the next start.
 */
const BATCH = 100;

/** Index a person's turns saved before the blind index; returns how many. */
export async function indexPending(userId: number): Promise<number> {
  const db = await database();
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom("questions")
      .select(["id", "conversation_id", "question_enc", "answer_enc"])
      .where("user_id", "=", userId)
      .where("search_indexed", "=", 0)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (!rows.length) return done;
    await db.transaction().execute(async (tx) => {
      for (const row of rows) {
        await indexTurn(tx, userId, row.conversation_id ?? row.id, [decryptText(row.question_enc), decryptText(row.answer_enc)]);
        await tx.updateTable("questions").set({ search_indexed: 1 }).where("id", "=", row.id).execute();
      }
    });
    done += rows.length;
  }
}

/** Render the answers of turns that have no HTML yet, a batch at a time; returns how many. */
async function renderPending(): Promise<number> {
  const db = await database();
  let done = 0;
  for (;;) {
    const rows = await db
      .selectFrom("questions")
      .select(["id", "answer_enc"])
      .where("answer_html_enc", "is", null)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (!rows.length) return done;
    await db.transaction().execute(async (tx) => {
      for (const row of rows) await keepHtml(tx, row.id, renderAnswerHtml(decryptText(row.answer_enc)));
    });
    done += rows.length;
    await nextTurn();
  }
}

/** Index every person's turns saved before the blind index, a person and a batch at a time; returns how many. */
async function indexAllPending(): Promise<number> {
  const db = await database();
  let done = 0;
  for (;;) {
    const next = await db.selectFrom("questions").select("user_id").where("search_indexed", "=", 0).limit(1).executeTakeFirst();
    if (!next) return done;
    done += await indexPending(next.user_id);
    await nextTurn();
  }
}

/** Everything pending, after the start: answers rendered, words indexed. Safe to run on several instances at once. */
export async function backfillJourney(): Promise<{ rendered: number; indexed: number }> {
  const rendered = await renderPending();
  const indexed = await indexAllPending();
  if (rendered || indexed) console.log(`[journey] ${rendered} saved answer(s) rendered, ${indexed} turn(s) indexed for search`);
  return { rendered, indexed };
}
