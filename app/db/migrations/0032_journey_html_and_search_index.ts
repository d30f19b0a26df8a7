import { type Kysely, sql } from "kysely";
import { engineOf } from "../dialect";

/**
 * The journey at scale (docs/decisions/0008-history-search-blind-index.md).
 *
 * - Each turn keeps its answer rendered to HTML, encrypted like its text (`answer_html_enc`), with the renderer's
 *   version (`answer_html_version`), so /history decrypts instead of converting Markdown on every request.
 * - `journey_search_tokens`: a per-person blind index of the words of every conversation (keyed hashes, never the
 *   words), so a history search reads only the conversations that contain the words asked for.
 * - Conversations are paged by a key, `(updated_at, id)`, so the indexes end in `id` (with and without the category).
 *
 * Filling the new columns for turns saved before needs the data key and the Markdown renderer, which live above the
 * store (app/journey/), so this migration only marks them: `answer_html_enc` is null and `search_indexed` is 0, each
 * with a partial index that finds them without reading the table. The app fills them in batches after it starts
 * (app/journey/backfill.server.ts), and a turn read or searched before that is done on the spot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("questions").addColumn("answer_html_enc", "text").execute();
  await db.schema.alterTable("questions").addColumn("answer_html_version", "integer").execute();
  await db.schema
    .alterTable("questions")
    .addColumn("search_indexed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create index questions_pending_html on questions (id) where answer_html_enc is null`.execute(db);
  await sql`create index questions_pending_search on questions (user_id, id) where search_indexed = 0`.execute(db);

  // On SQLite the rows live in the primary key's own b-tree (no separate rowid table): about half the space.
  const sqlite = engineOf(db) === "sqlite";
  await db.schema
    .createTable("journey_search_tokens")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** HMAC-SHA256 of a normalised word (or a word's beginning) under the person's own key, first 48 bits. */
    .addColumn("token_hash", "bigint", (c) => c.notNull())
    .addColumn("conversation_id", "integer", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("journey_search_tokens_pk", ["user_id", "token_hash", "conversation_id"])
    .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
    .execute();
  // Deleting a conversation (and its cascade) finds its rows by this index, not by reading the whole table.
  await db.schema.createIndex("journey_search_tokens_conversation").on("journey_search_tokens").column("conversation_id").execute();

  await db.schema.dropIndex("conversations_user_time").execute();
  await db.schema.createIndex("conversations_user_keyset").on("conversations").columns(["user_id", "updated_at", "id"]).execute();
  await db.schema
    .createIndex("conversations_user_category_keyset")
    .on("conversations")
    .columns(["user_id", "category", "updated_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("conversations_user_category_keyset").execute();
  await db.schema.dropIndex("conversations_user_keyset").execute();
  await db.schema.createIndex("conversations_user_time").on("conversations").columns(["user_id", "updated_at"]).execute();
  await db.schema.dropTable("journey_search_tokens").execute();
  await db.schema.dropIndex("questions_pending_search").execute();
  await db.schema.dropIndex("questions_pending_html").execute();
  await db.schema.alterTable("questions").dropColumn("search_indexed").execute();
  await db.schema.alterTable("questions").dropColumn("answer_html_version").execute();
  await db.schema.alterTable("questions").dropColumn("answer_html_enc").execute();
}
