import { type Kysely, sql } from "kysely";
import { engineOf } from "../dialect";

/**
 * The operator console at any size: nothing it shows reads every row.
 *
 * - `row_counts`: how many accounts, messages and unread messages there are, kept by triggers in the same transaction
 *   as every insert, delete and read_at change (whichever code path, the account deletion's cascade included), so the
 *   console reads one row instead of counting a table. Triggers rather than counts kept by the app's code: a path
 *   that forgot to count could not make the numbers drift.
 * - users by creation and by last visit (the newest accounts, sign-ups and active accounts in the last 30 days);
 * - users by lower-cased address, for searches by the beginning of an address (text_pattern_ops on PostgreSQL, so
 *   `like 'prefix%'` uses it whatever the database's collation), and on PostgreSQL a trigram index for searches by
 *   any part of it (pg_trgm, when the server has it: without it those searches read the table);
 * - the inbox newest first (created_at, id), and contact messages by account (an account's page, its deletion).
 */

const COUNTED = [
  { name: "users", table: "users", where: "" },
  { name: "contact_messages", table: "contact_messages", where: "" },
  { name: "contact_messages.unread", table: "contact_messages", where: "read_at is null" },
] as const;

/** Trigger name, table, event, condition (on the new or old row), counter and change. */
const TRIGGERS: Array<[string, string, string, string | null, string, number]> = [
  ["users_count_insert", "users", "insert", null, "users", 1],
  ["users_count_delete", "users", "delete", null, "users", -1],
  ["contact_messages_count_insert", "contact_messages", "insert", null, "contact_messages", 1],
  ["contact_messages_count_delete", "contact_messages", "delete", null, "contact_messages", -1],
  ["contact_messages_unread_insert", "contact_messages", "insert", "new.read_at is null", "contact_messages.unread", 1],
  ["contact_messages_unread_delete", "contact_messages", "delete", "old.read_at is null", "contact_messages.unread", -1],
  [
    "contact_messages_unread_read",
    "contact_messages",
    "update of read_at",
    "old.read_at is null and new.read_at is not null",
    "contact_messages.unread",
    -1,
  ],
  [
    "contact_messages_unread_unread",
    "contact_messages",
    "update of read_at",
    "old.read_at is not null and new.read_at is null",
    "contact_messages.unread",
    1,
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = engineOf(db) === "postgres";
  await db.schema
    .createTable("row_counts")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("n", "integer", (c) => c.notNull())
    .execute();
  for (const c of COUNTED) {
    const where = c.where ? sql.raw(`where ${c.where}`) : sql``;
    await sql`insert into row_counts (name, n) select ${c.name}, count(*) from ${sql.table(c.table)} ${where}`.execute(db);
  }
  if (pg) {
    await sql`create or replace function prajna_row_count() returns trigger language plpgsql as $$
      begin
        insert into row_counts (name, n) values (tg_argv[0], tg_argv[1]::integer)
          on conflict (name) do update set n = row_counts.n + excluded.n;
        return null;
      end $$`.execute(db);
  }
  for (const [name, table, event, when, counter, change] of TRIGGERS) {
    // An upsert: a counter row that is missing (a table emptied by truncate, in tests) starts again from nothing.
    const condition = when ? `when (${when})` : "";
    const statement = pg
      ? `create trigger ${name} after ${event} on ${table} for each row ${condition} execute function prajna_row_count('${counter}', '${change}')`
      : `create trigger ${name} after ${event} on ${table} for each row ${condition} begin ` +
        `insert into row_counts (name, n) values ('${counter}', ${change}) on conflict (name) do update set n = n + excluded.n; end`;
    await sql.raw(statement).execute(db);
  }

  await db.schema.createIndex("users_created").on("users").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("users_last_seen").on("users").column("last_seen_at").execute();
  await sql
    .raw(
      pg
        ? "create index users_email_lower on users (lower(email) text_pattern_ops)"
        : "create index users_email_lower on users (lower(email))",
    )
    .execute(db);
  if (pg && (await trigramsAvailable(db))) {
    await sql`create index users_email_trigram on users using gin (lower(email) gin_trgm_ops)`.execute(db);
  }
  await db.schema.dropIndex("contact_messages_created").execute();
  await db.schema.createIndex("contact_messages_created_id").on("contact_messages").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("contact_messages_user").on("contact_messages").column("user_id").execute();
}

/**
 * pg_trgm, made available when the server ships it and the role may create it (a trusted extension since PostgreSQL
 * 13: a database owner may). Tried under a savepoint: a refusal does not abort the migration's transaction.
 */
async function trigramsAvailable(db: Kysely<unknown>): Promise<boolean> {
  const shipped = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!shipped.rows.length) return false;
  await sql`savepoint prajna_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint prajna_trgm`.execute(db);
    return true;
  } catch (error) {
    await sql`rollback to savepoint prajna_trgm`.execute(db);
    console.warn(
      `[db] pg_trgm could not be created (${(error as Error).message}): searching by any part of an address reads every account`,
    );
    return false;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = engineOf(db) === "postgres";
  await db.schema.dropIndex("contact_messages_user").execute();
  await db.schema.dropIndex("contact_messages_created_id").execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();
  await db.schema.dropIndex("users_email_trigram").ifExists().execute();
  await db.schema.dropIndex("users_email_lower").execute();
  await db.schema.dropIndex("users_last_seen").execute();
  await db.schema.dropIndex("users_created").execute();
  for (const [name, table] of TRIGGERS) await sql.raw(pg ? `drop trigger ${name} on ${table}` : `drop trigger ${name}`).execute(db);
  if (pg) await sql`drop function prajna_row_count()`.execute(db);
  await db.schema.dropTable("row_counts").execute();
}
