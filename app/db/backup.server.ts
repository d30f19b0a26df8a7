import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { databaseFile, dataDir, settings } from "~/config.server";

/**
 * A consistent copy of the SQLite database while the server keeps running: SQLite's online backup API, asked to
 * copy every page in one step, reads them all inside one read transaction, so the copy is the database as it stood
 * at one moment, committed transactions only. In WAL mode that reader does not hold writers back (copied in
 * small steps instead, a busy writer would make the backup start over again and again). The copy is readable by its owner alone
 * (0600, in a 0700 folder), is written under a temporary name and renamed when whole, is checked with
 * `integrity_check`, and never replaces an existing file.
 *
 * PostgreSQL is backed up with its own tool, pg_dump; this module only says how.
 */

export function isPostgresUrl(url: string | undefined): boolean {
  return /^postgres(ql)?:\/\//i.test(url?.trim() ?? "");
}

/** What to run instead on PostgreSQL: pg_dump's custom format, restored with pg_restore. */
export function pgDumpAdvice(): string {
  return [
    "DATABASE_URL names a PostgreSQL database: back it up with PostgreSQL's own tool, pg_dump, for example",
    '  pg_dump --format=custom --no-owner --file="prajna-$(date -u +%Y%m%d-%H%M%S).dump" "$DATABASE_URL"',
    "and restore into an empty database with",
    '  pg_restore --no-owner --dbname="$DATABASE_URL" prajna-YYYYMMDD-HHMMSS.dump',
    "(pg_dump's copy is consistent while the app runs; keep the file private, it holds every account).",
  ].join("\n");
}

/** prajna-20260102-030405.db, from the UTC time. */
export function backupName(at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  return `prajna-${stamp}.db`;
}

/**
 * Where the copy goes: the path argument when given (a folder, existing or ending in "/", gets a dated file inside
 * it; anything else is the file itself), else a dated file in BACKUP_DIR, else in the data folder's backups/.
 */
export function backupTarget(arg: string | undefined, at = new Date()): string {
  if (arg) {
    const isFolder = /[\\/]$/.test(arg) || (fs.existsSync(arg) && fs.statSync(arg).isDirectory());
    return path.resolve(isFolder ? path.join(arg, backupName(at)) : arg);
  }
  const folder = settings().backupDir ?? path.join(dataDir(), "backups");
  return path.resolve(folder, backupName(at));
}

/** The most pages better-sqlite3 lets one backup step copy: in practice, all of them. */
const ALL_PAGES = 0x7fffffff;

export interface Backup {
  file: string;
  bytes: number;
}

/** Copies the database `source` (the DATABASE_URL file unless told) to `target`. Throws on any failure. */
export async function backupSqlite(target: string, source = databaseFile()): Promise<Backup> {
  if (source === ":memory:") throw new Error("DATABASE_URL names an in-memory database: there is nothing to back up");
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} already exists; a backup never replaces a file`);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const partial = `${target}.partial`;
  // Created 0600 before SQLite writes into it, so the copy is never readable by others, not even for a moment.
  fs.closeSync(fs.openSync(partial, "wx", 0o600));
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const copy = new SQLite(partial, { readonly: true, fileMustExist: true });
  try {
    const result = copy.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`the copy failed its integrity check: ${String(result)}`);
  } catch (error) {
    copy.close();
    fs.rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  fs.renameSync(partial, target);
  return { file: target, bytes: fs.statSync(target).size };
}
