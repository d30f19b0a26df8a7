import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, PostgresDialect, sql, SqliteDialect, type Transaction } from "kysely";
import type pg from "pg";
import { migrations } from "./migrations";
import { databaseFile, databasePoolMax, postgresUrl, settings } from "~/config.server";
import { describeDatabaseError, isDatabaseUnavailable } from "~/lib/database-unavailable.server";
import { lazyModule } from "~/lib/lazy-module.server";
import type { Database } from "./tables";

/**
 * The store: one SQLite file beside the process (the default), or one PostgreSQL database shared by every instance
 * when DATABASE_URL is postgres://... Both run the same migrations and the same queries.
 */
type Opened = (
  | { engine: "sqlite"; key: string; sqlite: SQLite.Database; db: Kysely<Database> }
  | { engine: "postgres"; key: string; pool: pg.Pool; db: Kysely<Database> }
) & { migrate: () => Promise<void> };
type Handle = Opened & { ready: Promise<Kysely<Database>>; migration: MigrationState };

/**
 * Where the migrations stand. A failed run (the database was down at start, or went away while migrating) is not
 * the end: the next call of database() after a short pause, doubling up to a few seconds, runs them again, so an
 * instance that started before its database is healthy within seconds of the database answering.
 */
type MigrationState = { state: "not started" | "running" | "done" } | { state: "failed"; failures: number; retryAt: number };

let handle: Handle | undefined;

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Run the migrations not run yet; resolves with how many ran. */
export async function migrateToLatest(db: Kysely<Database>): Promise<number> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`[db] migration ${r.migrationName} failed`);
  }
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === "Success").length;
}

/** A number that names Prajna's migrations among the advisory locks of a shared PostgreSQL server. */
const MIGRATION_LOCK = 7_265_110_415;

/**
 * Instances that start together on one PostgreSQL migrate one at a time: each holds a session advisory lock on its
 * own connection while it migrates, so the second finds the work done.
 */
async function migrateWithLock(db: Kysely<Database>): Promise<number> {
  return await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    let failed = false;
    try {
      return await migrateToLatest(conn);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      // A connection that died mid-way took its session lock with it; its unlock failing must not hide why.
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn).catch((error: unknown) => {
        if (!failed) throw error;
      });
    }
  });
}

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 4000;

/** The handle's migrated database: the run under way, the finished one, or a new run once a failed one's pause is over. */
function migrated(h: Handle): Promise<Kysely<Database>> {
  const m = h.migration;
  if (m.state === "running" || m.state === "done" || (m.state === "failed" && Date.now() < m.retryAt)) return h.ready;
  const failures = m.state === "failed" ? m.failures : 0;
  h.migration = { state: "running" };
  h.ready = h.migrate().then(
    () => {
      h.migration = { state: "done" };
      if (failures > 0) console.log(`[db] the database answers again: migrated after ${failures} failed attempt(s)`);
      return h.db;
    },
    (error: unknown) => {
      const n = failures + 1;
      h.migration = { state: "failed", failures: n, retryAt: Date.now() + Math.min(FIRST_RETRY_MS * 2 ** (n - 1), LAST_RETRY_MS) };
      throw error;
    },
  );
  return h.ready;
}

/** A handle whose migrations have not run yet: the first call of database() starts them. */
function handleOf(opened: Opened): Handle {
  return { ...opened, ready: Promise.resolve(opened.db), migration: { state: "not started" } };
}

/**
 * The database and its -wal and -shm companions are readable by the owner only. SQLite gives the companions the
 * database file's own mode, so the file is created 0600 before SQLite opens it; files left 0644 by an older
 * version are tightened on the way.
 */
function ownerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(f).mode & 0o077) !== 0) fs.chmodSync(f, 0o600);
    } catch {
      // a companion that does not exist yet will be created with the database's mode
    }
  }
}

/**
 * Each SQL text is prepared once and its statement kept: the app's queries are a fixed set (values are always bound,
 * never written into the text), and preparing one again for every query was a good part of a request's database time.
 * Bounded all the same, the least recently added going first. Safe because every statement runs to its end when
 * called (all, get, run: nothing iterates one while another call could reuse it) and none is given a mode (pluck,
 * raw, expand) that another caller would inherit; SQLite prepares a kept statement again itself when the schema
 * changes.
 */
function keepStatements(sqlite: SQLite.Database, max = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source);
    if (!statement) {
      statement = prepare(source);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(source, statement);
    }
    return statement;
  }) as SQLite.Database["prepare"];
}

function openSqlite(file: string): Handle {
  if (file !== ":memory:") ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash; foreign keys enforced.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, so what a person deletes cannot be read back from the file's bytes.
  sqlite.pragma("secure_delete = ON");
  keepStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const migrate = async () => {
    await migrateToLatest(db);
    // Every table, not only those this connection has queried yet: the first start after new indexes has no statistics.
    optimizeSqlite(sqlite, "optimize=0x10002");
  };
  return handleOf({ engine: "sqlite", key: file, sqlite, db, migrate });
}

/** The PostgreSQL driver is loaded only when DATABASE_URL names a PostgreSQL server: SQLite sites never hold it. */
const pgModule = lazyModule<typeof import("pg")>("pg");

const INT8 = 20;

/**
 * Errors after which a statement certainly did not take effect: the server ended the session before or while running
 * it (admin or crash shutdown: an uncommitted statement is rolled back), or the connection was already dead so the
 * statement was never sent. A connection that simply broke mid-statement is not among them: it may have committed.
 */
function neverRan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === "57P01" || code === "57P02" || code === "57P03") return true;
  return typeof message === "string" && /not queryable/.test(message);
}

/**
 * A checked-out connection that survives the server ending it before its first statement ran: a one-off query (most
 * of them: kysely checks a connection out for each) or a transaction's `begin` that certainly did not run (see
 * neverRan) is sent again on a fresh connection. After the first statement a session's state (a transaction, a lock)
 * lives on its connection, so nothing is sent again: that statement fails, and the request answers 503.
 */
function resilient(first: pg.PoolClient, fresh: () => Promise<pg.PoolClient>): pg.PoolClient {
  let client = first;
  // Between handing a dead connection back and getting a fresh one there is none to release: a release then (the
  // caller's, after the fresh one could not be had) must not hand the dead one back a second time, which pg throws on.
  let held = true;
  let statements = 0;
  const wrapper = Object.create(first) as pg.PoolClient;
  wrapper.query = (async (text: unknown, values?: unknown) => {
    const firstStatement = statements++ === 0;
    try {
      return await (client.query as (t: unknown, v?: unknown) => Promise<unknown>)(text, values);
    } catch (error) {
      if (!firstStatement || !neverRan(error)) throw error;
      client.release(true);
      held = false;
      client = await fresh();
      held = true;
      return await (client.query as (t: unknown, v?: unknown) => Promise<unknown>)(text, values);
    }
  }) as pg.PoolClient["query"];
  wrapper.release = ((destroy?: boolean | Error) => {
    if (!held) return;
    held = false;
    client.release(destroy);
  }) as pg.PoolClient["release"];
  return wrapper;
}
/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;
const NUMERIC = 1700;

function openPostgres(url: string): Handle {
  const pg = pgModule();
  const pool = new pg.Pool({
    connectionString: url,
    max: databasePoolMax(),
    // A server that does not answer (down, or a network that drops packets) fails the request with 503 after this
    // long, instead of leaving it waiting; the next request tries a new connection.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Dead peers (a failover, a dropped NAT entry) are found by TCP keepalive, not only on the next query.
    keepAlive: true,
    // count(*) and sums come back as int8/numeric, which pg hands over as strings; every one of ours fits a number.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8 || oid === NUMERIC ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart, a failover) is replaced on next use; it must not crash the process.
  pool.on("error", (err) => console.error(`[db] idle PostgreSQL connection lost: ${describeDatabaseError(err)}`));
  // A connection in use has no pool listener: one the server ends between two queries (a transaction's, the migration
  // lock's) would emit 'error' to nobody, which ends the process. Its query fails instead, the request answers 503,
  // and the pool drops the connection when it is released.
  // A connection the server ends (FATAL: a restart, pg_terminate_backend) can be released before its socket closes
  // and so look usable in the pool: it is remembered here and dropped when next checked out, not handed to a query.
  const ended = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    client.on("error", (err) => console.error(`[db] PostgreSQL connection lost: ${describeDatabaseError(err)}`));
    client.connection.on("errorMessage", (msg: { severity?: string }) => {
      if (msg.severity === "FATAL" || msg.severity === "PANIC") ended.add(client);
    });
  });
  /** A live connection; while the server is away (a restart takes a second or two) it is asked for again, with backoff. */
  async function liveClient(): Promise<pg.PoolClient> {
    const started = Date.now();
    for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
      try {
        const client = await pool.connect();
        if (!ended.has(client)) return client;
        client.release(true);
        continue;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() - started + wait > settings().databaseRetryMs) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  const checkedOut = {
    async connect(): Promise<pg.PoolClient> {
      return resilient(await liveClient(), liveClient);
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedOut }) });
  const migrate = async () => {
    // Statistics for what a migration made (an index on an expression has none until ANALYZE); autovacuum and the
    // schedule (optimizeDatabase) keep them fresh afterwards, so an ordinary start does not wait for an ANALYZE.
    if ((await migrateWithLock(db)) > 0) await sql`analyze`.execute(db);
  };
  return handleOf({ engine: "postgres", key: url, pool, db, migrate });
}

/** The database, migrated. Opened on first use with the store named by DATABASE_URL. */
export function database(): Promise<Kysely<Database>> {
  const url = postgresUrl();
  const key = url ?? databaseFile();
  if (!handle || handle.key !== key) {
    if (handle) void closeDatabase();
    handle = url ? openPostgres(url) : openSqlite(key);
  }
  return migrated(handle);
}

/** PostgreSQL pool use, for metrics: connections open, idle, and requests waiting for one. Null on SQLite. */
export function databasePoolStats(): { total: number; idle: number; waiting: number } | null {
  if (handle?.engine !== "postgres") return null;
  return { total: handle.pool.totalCount, idle: handle.pool.idleCount, waiting: handle.pool.waitingCount };
}

export async function closeDatabase(): Promise<void> {
  const h = handle;
  handle = undefined;
  if (!h) return;
  await h.ready.catch(() => undefined);
  // Ends the pg pool too.
  await h.db.destroy();
}

export { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "~/lib/database-unavailable.server";

/** Is the database answering? For /healthz. */
/**
 * A transaction that survives the database restarting under it: one the server ended before it committed (a restart's
 * admin shutdown, a connection already dead: see neverRan) was rolled back whole, and so was one whose connection was
 * lost before its COMMIT was sent (a restart can close the socket without a word, "Connection terminated"): either is
 * run again, with backoff, for up to DATABASE_RETRY_MS. A connection lost during the COMMIT itself is not: that one
 * may have committed. The body must only work in the database through `tx` (it may run more than once).
 */
export async function transaction<T>(db: Kysely<Database>, body: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let wait = 100; ; wait = Math.min(wait * 2, 1_000)) {
    let committing = false;
    try {
      return await db.transaction().execute(async (tx) => {
        const result = await body(tx);
        committing = true;
        return result;
      });
    } catch (error) {
      const rolledBack = neverRan(error) || (!committing && isDatabaseUnavailable(error));
      if (!rolledBack || Date.now() - started + wait > settings().databaseRetryMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

export async function databaseHealthy(): Promise<boolean> {
  try {
    const db = await database();
    // Straight to the pool on PostgreSQL: a health check answers at once, it does not wait for the database's return.
    const result =
      handle?.engine === "postgres" ? await handle.pool.query("select 1 as ok") : await sql<{ ok: number }>`select 1 as ok`.execute(db);
    return result.rows.length === 1;
  } catch {
    return false;
  }
}

/**
 * After deleting someone's data from SQLite: copy the zeroed pages into the database and empty the write-ahead log,
 * whose older frames still hold the deleted rows as they were. Another process reading at that moment can keep the
 * log from being emptied; the next deletion or checkpoint does it then. PostgreSQL reclaims dead rows with its own
 * vacuum: nothing to do there.
 */
export async function scrubDeleted(): Promise<void> {
  await database();
  const h = handle;
  if (h?.engine !== "sqlite" || h.sqlite.name === ":memory:") return;
  h.sqlite.pragma("wal_checkpoint(TRUNCATE)");
}

/**
 * SQLite's planner statistics, refreshed where they are stale or missing (`PRAGMA optimize`), each table's analysis
 * capped at a sample (analysis_limit) so that it takes milliseconds on a large file too.
 */
function optimizeSqlite(sqlite: SQLite.Database, pragma: "optimize" | "optimize=0x10002"): void {
  sqlite.pragma("analysis_limit = 1000");
  sqlite.pragma(pragma);
}

/**
 * Fresh statistics for the query planner: `PRAGMA optimize` on SQLite, `ANALYZE` on PostgreSQL (which reads a sample
 * of each table, not all of it). Run after migrations and every few hours (app/db/maintenance.server.ts).
 */
export async function optimizeDatabase(): Promise<void> {
  const db = await database();
  const h = handle;
  if (h?.engine === "sqlite") optimizeSqlite(h.sqlite, "optimize");
  else if (h?.engine === "postgres") await sql`analyze`.execute(db);
}

/** The SQLite connection underneath, for tests that look at the file itself. Null on PostgreSQL. */
export async function sqliteHandleForTests(): Promise<SQLite.Database | null> {
  await database();
  return handle?.engine === "sqlite" ? handle.sqlite : null;
}
