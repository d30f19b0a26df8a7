import type { Kysely } from "kysely";
import { autoId } from "../dialect";

/**
 * Every operator action: who did what to which message or account, and when. The operator's address is kept as
 * it was, so the record outlives the operator's account; targets are named by id only ("account #12").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("admin_audit")
    .addColumn("id", "integer", autoId(db))
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_audit_created").on("admin_audit").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("admin_audit").execute();
}
