import { database, scrubDeleted } from "~/db/db.server";
import { guardedPasswordCheck, PASSWORD_CHANGE_FAILURES, signInKeys, SIGN_IN_FAILURES } from "./sign-in-limits.server";
import { CONTACT_MESSAGES } from "~/contact/contact.server";
import { clearKeys } from "~/limits/rate-limit.server";
import { HashingBusy, hashPassword, verifyPassword } from "./password.server";
import { createSession, revokeAllSessions } from "./session.server";

export async function updateName(userId: number, name: string): Promise<void> {
  const db = await database();
  await db.updateTable("users").set({ name, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
}

/**
 * Change the password: the current one is required. Every session ends; a fresh one is made for the request that
 * asked, so the person stays signed in here and nowhere else.
 */
export async function changePassword(
  userId: number,
  current: string,
  next: string,
  request: Request,
): Promise<{ ok: true; token: string } | { ok: false; reason: "wrong-password" } | { ok: false; reason: "throttled" | "busy"; retryAfter: number }> {
  const db = await database();
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow();
  let hash: string;
  try {
    // The same failure limit as sign-in, so a borrowed session cannot guess the password without end.
    const check = await guardedPasswordCheck(PASSWORD_CHANGE_FAILURES, [`user:${userId}`], () => verifyPassword(current, row.password_hash));
    if (check.retryAfter > 0) return { ok: false, reason: "throttled", retryAfter: check.retryAfter };
    if (!check.ok) return { ok: false, reason: "wrong-password" };
    hash = await hashPassword(next);
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: "busy", retryAfter: error.retryAfter };
    throw error;
  }
  await db.updateTable("users").set({ password_hash: hash, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
  await revokeAllSessions(userId);
  const { token } = await createSession(userId, request);
  return { ok: true, token };
}

/** Delete an account and everything tied to it: sessions, questions, meditation sessions, contact messages, sign-in records. */
export async function deleteAccount(userId: number): Promise<void> {
  const db = await database();
  await db.transaction().execute(async (tx) => {
    const user = await tx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await tx.deleteFrom("questions").where("user_id", "=", userId).execute();
    await tx.deleteFrom("meditation_sessions").where("user_id", "=", userId).execute();
    await tx.deleteFrom("contact_messages").where((eb) => eb.or([eb("user_id", "=", userId), eb("email", "=", user.email)])).execute();
    await clearKeys(SIGN_IN_FAILURES, signInKeys(user.email, null), tx);
    await clearKeys(PASSWORD_CHANGE_FAILURES, [`user:${userId}`], tx);
    await clearKeys(CONTACT_MESSAGES, [`email:${user.email}`], tx);
    await tx.deleteFrom("users").where("id", "=", userId).execute();
  });
  await scrubDeleted();
}
