import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";

/**
 * An SQLite database for an index a process builds for itself from the library: a file in the system's temporary
 * folder. Unlike ":memory:", whose every page stays in the process's own memory, a file's pages live in the
 * system's file cache and SQLite keeps only a small cache of them, so the index costs the process little of its
 * resident memory. Nothing in it needs to survive a crash: it is written without a journal or syncing.
 *
 * Once built, `seal()` removes the file from the folder: the process keeps reading it until it closes it or ends,
 * and nothing is left behind (SQLite refuses to write to a file that has left its folder, so seal only when done).
 */
export function scratchDatabase(cacheKiB = 2048): { sqlite: SQLite.Database; seal: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-index-"));
  const seal = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const sqlite = new SQLite(path.join(dir, "index.db"));
    sqlite.pragma("journal_mode = OFF");
    sqlite.pragma("synchronous = OFF");
    sqlite.pragma("temp_store = MEMORY");
    sqlite.pragma(`cache_size = -${cacheKiB}`);
    return { sqlite, seal };
  } catch (error) {
    seal();
    throw error;
  }
}
