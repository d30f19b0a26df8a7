import { createContext } from "react-router";

/**
 * Errors that say the database is not answering just now (a PostgreSQL restart or failover, a connection the server
 * ended, a pool that cannot connect, a SQLite file held locked past the busy timeout), as opposed to errors in what
 * was asked of it. A request that meets one is answered 503 with Retry-After, in its route's shape, never 500: the
 * caller may simply try again, and the write it asked for was not made.
 *
 * It lives below app/db (in lib) so the JSON route wrappers here can use it; app/db re-exports it.
 */

/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The site's database is not answering just now, so this could not be done. Nothing was changed: please try again in a few seconds.";

/** PostgreSQL's SQLSTATEs for a server that is going away, starting, or refusing connections. */
const PG_STATES = new Set([
  "57P01", // admin_shutdown (a restart, pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, in recovery)
  "53300", // too_many_connections
]);

/** Socket errors on the way to the database. */
const NET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);

/** What node-postgres and pg-pool say, without a code, when a connection dies or cannot be had in time. */
const PG_MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection terminated due to connection timeout$/,
];

function looksUnavailable(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (PG_STATES.has(code) || code.startsWith("08") || NET_CODES.has(code)) return true;
    // better-sqlite3's extended codes: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED_SHAREDCACHE, ...
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && PG_MESSAGES.some((re) => re.test(message));
}

/** True when the error (or an error it wraps, as `cause` or among `errors`) says the database is not answering. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== "object") return false;
  if (looksUnavailable(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** One log line for such an error (no stack: it is the database's state, not a bug). */
export function describeDatabaseError(error: unknown): string {
  if (!error || typeof error !== "object") return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    [typeof code === "string" ? code : null, typeof message === "string" && message ? message : null].filter(Boolean).join(" ") || "unknown"
  );
}

/**
 * Set on a request's context when a route or a render of it met the database unavailable (entry.server's
 * handleError): the page is then rendered as a 503 and every answer to it carries Retry-After.
 */
export const databaseUnavailableContext = createContext<boolean>(false);
