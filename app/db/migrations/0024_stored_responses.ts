import type { Kysely } from "kysely";

/**
 * The conversations behind /v1/responses' previous_response_id: one row per stored response, bound to its caller
 * (the account, whose deletion takes its rows along, or for a guest the SHA-256 of the API key they sent), the
 * conversation so far encrypted like the journey, and a time after which it is gone (expired rows are deleted
 * whenever a response is stored).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stored_responses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("key_hash", "text")
    .addColumn("turns_enc", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stored_responses_expiry").on("stored_responses").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("stored_responses_expiry").execute();
  await db.schema.dropTable("stored_responses").execute();
}
