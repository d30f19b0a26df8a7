import { type Kysely, sql } from "kysely";
import { engineOf } from "../dialect";

/**
 * The library's search index now lives in each process's memory (app/wisdom/search.server.ts), so the copy older
 * versions kept inside the SQLite file goes. A PostgreSQL database never held one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "sqlite") return;
  await sql`drop table if exists search_fts`.execute(db);
  await sql`drop table if exists search_meta`.execute(db);
}

export async function down(): Promise<void> {
  // The index is rebuilt in memory from the library's files; nothing to restore.
}
