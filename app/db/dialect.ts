import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The few places where SQLite and PostgreSQL need different words. Everything else (migrations and domain code) is
 * the same portable SQL on both: ids are integers, timestamps ISO-8601 UTC text, flags and JSON are text or integers.
 */
export type Engine = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: migrations see Kysely<unknown>
type AnyDb = Kysely<any>;

export function engineOf(db: AnyDb): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** An integer primary key the database numbers itself: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function autoId(db: AnyDb): (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return engineOf(db) === "postgres" ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}

/**
 * After rows were inserted with explicit ids: move PostgreSQL's identity sequence past the largest id, so the next
 * row numbered by the database does not collide. SQLite's AUTOINCREMENT follows on its own.
 */
export async function syncIdentity(db: AnyDb, table: string): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  const largest = sql`coalesce((select max(id) from ${sql.table(table)}), 0)`;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${largest} + 1, false)`.execute(db);
}

/**
 * Serialise, until the end of the current transaction, every transaction that locks the same key. On PostgreSQL a
 * transaction-scoped advisory lock on the key's hash (two keys sharing a hash only wait for each other, harmlessly);
 * on SQLite nothing is needed, since the one connection runs one transaction at a time.
 */
export async function lockKey(tx: AnyDb, key: string): Promise<void> {
  if (engineOf(tx) !== "postgres") return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(tx);
}
