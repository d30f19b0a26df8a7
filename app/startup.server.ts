import { checkSecretsFromEnvironment, settings } from "./config.server";
import { library } from "./content/library.server";
import { database } from "./db/db.server";
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
    await database();
    const lib = library();
    if (lib.problems.length) {
      console.warn(`[content] ${lib.problems.length} problem(s) in the library; run npm test to see them`);
    }
    setImmediate(() => {
      ensureSearchIndex(lib).catch((err: unknown) => console.error("[search] could not build the library's index", err));
    });
  })();
  return started;
}
