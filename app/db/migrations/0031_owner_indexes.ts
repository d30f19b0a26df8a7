import type { Kysely } from "kysely";

/**
 * Rows that belong to an account and go with it (its passkey challenges, its stored /v1/responses conversations) are
 * found by user_id when the account is deleted: an index each, so a deletion reads only that account's rows rather
 * than the whole table (app/db/query-plans.test.ts holds every console and account query to that).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("passkey_challenges_user").on("passkey_challenges").column("user_id").execute();
  await db.schema.createIndex("stored_responses_user").on("stored_responses").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("stored_responses_user").execute();
  await db.schema.dropIndex("passkey_challenges_user").execute();
}
