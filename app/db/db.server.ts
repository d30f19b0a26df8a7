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

function open(file: string): Handle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so an acknowledged write survives a crash; foreign keys enforced.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
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

/** Is the database answering? For /healthz. */
export async function databaseHealthy(): Promise<boolean> {
  try {
    const sqlite = await sqliteConnection();
    return sqlite.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}
