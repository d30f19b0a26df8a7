import { EVENT, recordEvent } from "~/admin/events.server";
import { database } from "~/db/db.server";
import { clientAddress } from "~/limits/rate-limit.server";
import { clearSignInFailures, guardedPasswordCheck, SIGN_IN_FAILURES, signInKeys } from "./sign-in-limits.server";
import { hashPassword, spendPasswordCheck, verifyPassword } from "./password.server";
import type { SessionUser } from "./session.server";

export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead, or use another email.";

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; reason: "email-taken" };

/** Create an account. Input is already validated (trimmed, lower-cased email; password policy met). */
export async function registerUser(input: { name: string; email: string; password: string }): Promise<RegisterResult> {
  const db = await database();
  const existing = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
  if (existing) return { ok: false, reason: "email-taken" };
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  try {
    const row = await db
      .insertInto("users")
      .values({ name: input.name, email: input.email, password_hash: passwordHash, created_at: now, updated_at: now })
      .returning(["id", "name", "email"])
      .executeTakeFirstOrThrow();
    return { ok: true, user: row };
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides.
    if (String((error as Error).message).includes("UNIQUE")) return { ok: false, reason: "email-taken" };
    throw error;
  }
}

/** Said only to someone who gave the right password: a wrong one never learns whether an account is disabled. */
export const ACCOUNT_DISABLED =
  "This account has been disabled by the site's operators, so it cannot sign in. " +
  "If you think this is a mistake, write to us through the contact page.";

export type LoginResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "throttled"; retryAfter: number };

/** Check credentials, with the failed-attempt limit. One answer for an unknown email and a wrong password. */
export async function login(input: { email: string; password: string }, request: Request): Promise<LoginResult> {
  const keys = signInKeys(input.email, clientAddress(request));
  const db = await database();
  const row = await db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash", "disabled_at"])
    .where("email", "=", input.email)
    .executeTakeFirst();
  const { ok, retryAfter } = await guardedPasswordCheck(SIGN_IN_FAILURES, keys, async () =>
    row ? verifyPassword(input.password, row.password_hash) : (await spendPasswordCheck(input.password), false),
  );
  if (retryAfter > 0) {
    await recordEvent(EVENT.limitSignIn);
    return { ok: false, reason: "throttled", retryAfter };
  }
  if (!row || !ok) return { ok: false, reason: "invalid" };
  if (row.disabled_at) return { ok: false, reason: "disabled" };
  await clearSignInFailures(input.email);
  return { ok: true, user: { id: row.id, name: row.name, email: row.email } };
}
