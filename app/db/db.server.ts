import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type MigrationProvider, Migrator, SqliteDialect } from "kysely";
import { migrations } from "./migrations";
import { databaseFile } from "~/config.server";
import type { Database } from "./tables";

interface Handle {
  file: string;
  sqlite: SQLite.Database;
  db: Kysely<Database>;
  ready: Promise<Kysely<Database>>;
}

let handle: Handle | undefined;

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`[db] migration ${r.migrationName} failed`);
  }
  if (error) throw error;
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

function open(file: string): Handle {
  if (file !== ":memory:") ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash; foreign keys enforced.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted rows are overwritten with zeros, so what a person deletes cannot be read back from the file's bytes.
  sqlite.pragma("secure_delete = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const ready = migrateToLatest(db).then(() => db);
  return { file, sqlite, db, ready };
}

/** The database, migrated. Opened on first use with the file named by DATABASE_URL. */
export function database(): Promise<Kysely<Database>> {
  const file = databaseFile();
  if (!handle || handle.file !== file) {
    if (handle) void closeDatabase();
    handle = open(file);
  }
  return handle.ready;
}

/** The raw connection, for the few SQLite-only statements (full-text search, checkpoints). */
export async function sqliteConnection(): Promise<SQLite.Database> {
  await database();
  return handle!.sqlite;
}

export async function closeDatabase(): Promise<void> {
  const h = handle;
  handle = undefined;
  if (!h) return;
  await h.ready.catch(() => undefined);
  await h.db.destroy();
}

/** The connection pool's use, for /metrics: null on SQLite, which has one connection and no pool. */
export function databasePoolStats(): { total: number; idle: number; waiting: number } | null {
  return null;
}

/** Is the database answering? For /healthz. */
export async function databaseHealthy(): Promise<boolean> {
  try {
    const sqlite = await sqliteConnection();
    return sqlite.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}

/**
 * After deleting someone's data: copy the zeroed pages into the database and empty the write-ahead log, whose older
 * frames still hold the deleted rows as they were. Another process reading at that moment can keep the log from
 * being emptied; the next deletion or checkpoint does it then.
 */
export async function scrubDeleted(): Promise<void> {
  const sqlite = await sqliteConnection();
  if (sqlite.name === ":memory:") return;
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
}
