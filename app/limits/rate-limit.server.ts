import { type Kysely, sql } from "kysely";
import { trustProxy } from "~/config.server";
import { database, transaction } from "~/db/db.server";
import { engineOf, lockKey } from "~/db/dialect";
import type { Database } from "~/db/tables";
import { countLimitHit } from "~/ops/metrics.server";

/**
 * The one rate-limit mechanism: a sliding window over recorded hits, kept in the database so that every instance
 * of the app counts the same hits. Sign-in failures, password-change guesses and contact messages all use it.
 */
export interface Limit {
  /** Namespaces the keys, so one limit never counts another's hits. */
  name: string;
  max: number;
  windowMs: number;
}

export type Slot = { ok: true; ids: number[] } | { ok: false; retryAfter: number };

const stored = (limit: Limit, key: string) => `${limit.name}:${key}`;

/**
 * The client's address. The request React Router hands the app carries no socket address, so it is known only when
 * a trusted proxy in front (TRUST_PROXY=1) sets X-Forwarded-For / X-Real-IP. The proxy appends the address it saw,
 * so the rightmost entry is the one to trust; entries to its left are whatever the client sent.
 */
export function clientAddress(request: Request): string | null {
  if (!trustProxy()) return null;
  const forwarded = request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return forwarded || request.headers.get("x-real-ip")?.trim() || null;
}

/** Seconds until every key has room for one more hit; 0 when it may go ahead now. */
export async function retryAfter(limit: Limit, keys: string[], now = Date.now()): Promise<number> {
  const db = await database();
  const since = new Date(now - limit.windowMs).toISOString();
  let wait = 0;
  for (const key of keys) {
    const rows = await db
      .selectFrom("rate_limit_hits")
      .select("created_at")
      .where("key", "=", stored(limit, key))
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(limit.max)
      .execute();
    if (rows.length >= limit.max) {
      // Room again when the oldest of the last `max` hits leaves the window.
      const oldest = Date.parse(rows[rows.length - 1].created_at);
      wait = Math.max(wait, Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)));
    }
  }
  return wait;
}

/** Hits of these keys that have left the window are forgotten on the way. */
async function forgetExpired(db: Kysely<Database>, limit: Limit, keys: string[], now: number): Promise<void> {
  await db
    .deleteFrom("rate_limit_hits")
    .where(
      "key",
      "in",
      keys.map((key) => stored(limit, key)),
    )
    .where("created_at", "<=", new Date(now - limit.windowMs).toISOString())
    .execute();
}

/** Record a hit on every key (hits that have left the window are forgotten on the way). */
export async function recordHit(limit: Limit, keys: string[], now = Date.now()): Promise<number[]> {
  const db = await database();
  const rows = await db
    .insertInto("rate_limit_hits")
    .values(keys.map((key) => ({ key: stored(limit, key), created_at: new Date(now).toISOString() })))
    .returning("id")
    .execute();
  await forgetExpired(db, limit, keys, now);
  return rows.map((r) => r.id);
}

/**
 * Record one hit on every key if every key has room for it, in one statement: the hits of the keys that count are
 * the ones still in the window. Returns the new hits' ids, none when a key was full.
 */
async function insertIfRoom(db: Kysely<Database>, limit: Limit, keys: string[], now: number): Promise<number[]> {
  const at = new Date(now).toISOString();
  const since = new Date(now - limit.windowMs).toISOString();
  const wanted = sql.join(
    keys.map((key) => sql`select cast(${stored(limit, key)} as text) as key`),
    sql` union all `,
  );
  const room = sql.join(
    keys.map(
      (key) => sql`(select count(*) from rate_limit_hits where key = ${stored(limit, key)} and created_at > ${since}) < ${limit.max}`,
    ),
    sql` and `,
  );
  const { rows } = await sql<{ id: number }>`
    insert into rate_limit_hits (key, created_at)
    select wanted.key, cast(${at} as text) from (${wanted}) as wanted where ${room}
    returning id`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Take a slot under the limit for every key, or none, so that requests arriving together, on one instance or several,
 * cannot slip past the limit. The count and the new hit are one conditional insert. SQLite runs one statement at a
 * time, which is enough. PostgreSQL runs concurrent statements side by side, so there the insert is a transaction
 * that first takes a lock per key (an advisory lock: a key's hits are a sliding window of rows, with no one row to
 * lock and no counter to upsert); requests for the same key take turns, and exactly `max` get through.
 */
export async function takeSlot(limit: Limit, keys: string[], now = Date.now()): Promise<Slot> {
  if (!keys.length) return { ok: true, ids: [] };
  const db = await database();
  const ids =
    engineOf(db) === "postgres"
      ? await transaction(db, async (tx) => {
          // Always in the same order, so two requests locking overlapping keys cannot wait on each other.
          for (const key of [...new Set(keys.map((k) => stored(limit, k)))].sort()) await lockKey(tx, key);
          return insertIfRoom(tx, limit, keys, now);
        })
      : await insertIfRoom(db, limit, keys, now);
  if (!ids.length) {
    countLimitHit(limit.name);
    return { ok: false, retryAfter: Math.max(1, await retryAfter(limit, keys, now)) };
  }
  await forgetExpired(db, limit, keys, now);
  return { ok: true, ids };
}

/** Give a slot back: the attempt it guarded turned out not to count (a successful sign-in, say). */
export async function releaseSlot(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const db = await database();
  await db.deleteFrom("rate_limit_hits").where("id", "in", ids).execute();
}

/**
 * Forget every hit on these keys (a successful sign-in clears that email's failures; a deleted account its own).
 * Pass a transaction to make it part of a larger change.
 */
export async function clearKeys(limit: Limit, keys: string[], db?: Kysely<Database>): Promise<void> {
  if (!keys.length) return;
  db ??= await database();
  await db
    .deleteFrom("rate_limit_hits")
    .where(
      "key",
      "in",
      keys.map((key) => stored(limit, key)),
    )
    .execute();
}

export { waitMinutes } from "~/lib/wait";
