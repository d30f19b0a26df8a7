import type { Kysely } from "kysely";
import { autoId } from "../dialect";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("meditation_sessions")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("minutes", "integer", (c) => c.notNull())
    .addColumn("focus", "text", (c) => c.notNull())
    .addColumn("experience", "text", (c) => c.notNull())
    .addColumn("completed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("meditation_sessions_user_time").on("meditation_sessions").columns(["user_id", "completed_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("meditation_sessions").execute();
}
