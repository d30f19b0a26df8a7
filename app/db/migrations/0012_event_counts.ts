import type { Kysely } from "kysely";

/**
 * Counters for the operators' health view: one row per day (UTC, YYYY-MM-DD) and event name. Only counts: nothing
 * about who or what is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("event_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("event_counts_pk", ["day", "name"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("event_counts").execute();
}
