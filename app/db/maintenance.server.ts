import { optimizeDatabase } from "./db.server";

/** How often the planner's statistics are refreshed while the server runs. */
export const OPTIMIZE_EVERY_MS = 6 * 60 * 60 * 1000;

let timer: NodeJS.Timeout | undefined;

/**
 * Refresh the database's planner statistics every few hours (PRAGMA optimize / ANALYZE), so that plans chosen for a
 * small database follow it as it grows. The timer does not keep the process alive; a failure is logged, and the next
 * round tries again. Started by startServer, never on import.
 */
export function scheduleDatabaseMaintenance(every = OPTIMIZE_EVERY_MS): () => void {
  if (!timer) {
    timer = setInterval(() => {
      optimizeDatabase().catch((error: unknown) => console.error("[db] the planner's statistics could not be refreshed", error));
    }, every);
    timer.unref();
  }
  return () => {
    clearInterval(timer);
    timer = undefined;
  };
}
