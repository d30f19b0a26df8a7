/**
 * A consistent copy of the database while the server runs.
 *
 *   npm run db:backup                  a dated file in BACKUP_DIR (default: the data folder's backups/)
 *   npm run db:backup -- /some/path    that file, or a dated file in that folder
 *
 * Prints the copy's path on stdout and exits 0; on any failure says why on stderr and exits 1. On PostgreSQL
 * (DATABASE_URL=postgres://...) it copies nothing: it prints the pg_dump command to use and exits 2.
 */
import { backupSqlite, backupTarget, isPostgresUrl, pgDumpAdvice } from "~/db/backup.server";

if (isPostgresUrl(process.env.DATABASE_URL)) {
  console.error(pgDumpAdvice());
  process.exit(2);
}

try {
  const { file } = await backupSqlite(backupTarget(process.argv[2]));
  console.log(file);
} catch (error) {
  console.error(`[db:backup] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
