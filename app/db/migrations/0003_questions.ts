import type { Kysely } from "kysely";
import { autoId } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("questions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("category", "text", (c) => c.notNull())
    /** AES-256-GCM ciphertexts (app/journey/crypto.server.ts): never plain text. */
    .addColumn("question_enc", "text", (c) => c.notNull())
    .addColumn("answer_enc", "text", (c) => c.notNull())
    .addColumn("sources_enc", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("rating", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("questions_user_time").on("questions").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("questions").execute();
}
