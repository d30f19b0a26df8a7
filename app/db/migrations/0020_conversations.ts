import { type Kysely, sql } from "kysely";
import { autoId, syncIdentity } from "../dialect";

/**
 * Conversations: a journey item is now a conversation, and each saved question is one of its turns. Every question
 * saved before becomes a one-turn conversation with the same id (so links and API ids stay valid), and the rating moves
 * from the question to its conversation. The title is the first question, so nothing new is stored in clear.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** The category of the first question. */
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    /** When the newest turn was added: the journey lists conversations by it. */
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable("questions")
    .addColumn("conversation_id", "integer", (c) => c.references("conversations.id").onDelete("cascade"))
    .execute();
  await sql`insert into conversations (id, user_id, category, rating, created_at, updated_at)
            select id, user_id, category, rating, created_at, created_at from questions`.execute(db);
  await syncIdentity(db, "conversations");
  await sql`update questions set conversation_id = id`.execute(db);
  await db.schema.alterTable("questions").dropColumn("rating").execute();
  await db.schema.createIndex("conversations_user_time").on("conversations").columns(["user_id", "updated_at"]).execute();
  await db.schema.createIndex("questions_conversation").on("questions").columns(["conversation_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("questions_conversation").execute();
  await db.schema.dropIndex("conversations_user_time").execute();
  await db.schema.alterTable("questions").addColumn("rating", "integer").execute();
  await sql`update questions set rating = (select rating from conversations c where c.id = questions.conversation_id)
            where id = (select min(q.id) from questions q where q.conversation_id = questions.conversation_id)`.execute(db);
  await db.schema.alterTable("questions").dropColumn("conversation_id").execute();
  await db.schema.dropTable("conversations").execute();
}
