import { checkSecretsFromEnvironment, settings } from "./config.server";
import { library } from "./content/library.server";
import { database } from "./db/db.server";
import { scheduleDatabaseMaintenance } from "./db/maintenance.server";
import { backfillJourney } from "./journey/backfill.server";
import { describeDatabaseError, isDatabaseUnavailable } from "./lib/database-unavailable.server";
import { prepareCareDetector } from "./wisdom/care/detect";
import { ensureSearchIndex } from "./wisdom/search.server";

let started: Promise<void> | undefined;

/**
 * Work done once per server process, before the first request: migrate the database, compile the library. The
 * library's search index is warmed after that, in the background: the first question builds it if it comes sooner.
 */
export function startServer(): Promise<void> {
  started ??= (async () => {
    // A malformed variable or a weak secret stops the start here: one ConfigError names every bad variable and what
    // it expects (the same check a server entry makes when it reads settings().port before listening).
    settings();
    checkSecretsFromEnvironment();
    // A database that is not answering yet (PostgreSQL still starting, a failover) does not stop the start: requests
    // are answered 503 meanwhile and /healthz says degraded; the first request after its return runs the migrations.
    await database().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error(`[db] the database does not answer yet (${describeDatabaseError(error)}); migrating when it does`);
    });
    // PRAGMA optimize / ANALYZE every few hours (after migrations too: see database()).
    scheduleDatabaseMaintenance();
    const lib = library();
    if (lib.problems.length) {
      console.warn(`[content] ${lib.problems.length} problem(s) in the library; run npm test to see them`);
    }
    setImmediate(() => {
      prepareCareDetector();
      ensureSearchIndex(lib).catch((err: unknown) => console.error("[search] could not build the library's index", err));
      // Saved turns from before migration 0032: their answers rendered and their words indexed, in batches.
      backfillJourney().catch((err: unknown) => console.error("[journey] could not finish the backfill", err));
    });
  })();
  return started;
}
