import type { Kysely } from "kysely";

/** Sign-in failures become the hits of the one rate-limit mechanism (keys are namespaced by the limit's name). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("auth_failures_key_time").execute();
  await db.schema.alterTable("auth_failures").renameTo("rate_limit_hits").execute();
  await db.deleteFrom("rate_limit_hits" as never).execute();
  await db.schema.createIndex("rate_limit_hits_key_time").on("rate_limit_hits").columns(["key", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("rate_limit_hits_key_time").execute();
  await db.schema.alterTable("rate_limit_hits").renameTo("auth_failures").execute();
  await db.schema.createIndex("auth_failures_key_time").on("auth_failures").columns(["key", "created_at"]).execute();
}
