import { trustProxy } from "~/config.server";
import { database } from "~/db/db.server";

/** After 10 failed sign-ins for one email or one client address within 15 minutes, further attempts wait. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The client's address. @react-router/serve does not hand the socket address to the app, so it is known only when
 * a trusted proxy in front (TRUST_PROXY=1) sets X-Forwarded-For / X-Real-IP. The proxy appends the address it saw,
 * so the rightmost entry is the one to trust; entries to its left are whatever the client sent. Without a proxy,
 * only the per-email limit applies.
 */
export function clientAddress(request: Request): string | null {
  if (!trustProxy()) return null;
  const forwarded = request.headers.get("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean).at(-1);
  return forwarded || request.headers.get("x-real-ip")?.trim() || null;
}

export function throttleKeys(email: string, address: string | null): string[] {
  const keys = [`email:${email.trim().toLowerCase()}`];
  if (address) keys.push(`ip:${address}`);
  return keys;
}

/** Seconds to wait before another attempt, or 0 when the attempt may go ahead. */
export async function loginRetryAfter(keys: string[], now = Date.now()): Promise<number> {
  const db = await database();
  const since = new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString();
  let wait = 0;
  for (const key of keys) {
    const rows = await db
      .selectFrom("auth_failures")
      .select("created_at")
      .where("key", "=", key)
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(LOGIN_FAILURE_LIMIT)
      .execute();
    if (rows.length >= LOGIN_FAILURE_LIMIT) {
      // Free again when the oldest of the last ten leaves the window.
      const oldest = Date.parse(rows[rows.length - 1].created_at);
      wait = Math.max(wait, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
    }
  }
  return wait;
}

/** Record a failure (or an attempt under way, counted as one until it succeeds); returns the rows' ids. */
export async function recordLoginFailure(keys: string[], now = Date.now()): Promise<number[]> {
  const db = await database();
  const at = new Date(now).toISOString();
  const rows = await db.insertInto("auth_failures").values(keys.map((key) => ({ key, created_at: at }))).returning("id").execute();
  // Keep the table small: forget failures that have left the window.
  await db.deleteFrom("auth_failures").where("created_at", "<=", new Date(now - LOGIN_FAILURE_WINDOW_MS).toISOString()).execute();
  return rows.map((r) => r.id);
}

export async function forgetAttempt(ids: number[]): Promise<void> {
  if (!ids.length) return;
  const db = await database();
  await db.deleteFrom("auth_failures").where("id", "in", ids).execute();
}

/**
 * Guard a password check with the failure limit. The attempt is recorded before the (slow) check and forgotten
 * only if it succeeds, so many attempts sent at once cannot all slip past the count.
 */
export async function guardedPasswordCheck(keys: string[], check: () => Promise<boolean>): Promise<{ ok: boolean; retryAfter: number }> {
  const before = await loginRetryAfter(keys);
  if (before > 0) return { ok: false, retryAfter: before };
  const ids = await recordLoginFailure(keys);
  // Others may have raced in between: with this attempt counted, are we over the limit?
  const db = await database();
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  for (const key of keys) {
    const { n } = await db
      .selectFrom("auth_failures")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("key", "=", key)
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(n) > LOGIN_FAILURE_LIMIT) {
      await forgetAttempt(ids);
      return { ok: false, retryAfter: Math.max(1, await loginRetryAfter(keys)) };
    }
  }
  const ok = await check();
  if (ok) await forgetAttempt(ids);
  return { ok, retryAfter: 0 };
}

export async function clearLoginFailures(email: string): Promise<void> {
  const db = await database();
  await db.deleteFrom("auth_failures").where("key", "=", `email:${email.trim().toLowerCase()}`).execute();
}

export function throttledMessage(retryAfter: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
