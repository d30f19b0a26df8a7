import { database, scrubDeleted, transaction } from "~/db/db.server";
import { guardedPasswordCheck, PASSWORD_CHANGE_FAILURES, signInKeys, SIGN_IN_FAILURES } from "./sign-in-limits.server";
import { CONTACT_MESSAGES } from "~/contact/contact.server";
import { clearKeys } from "~/limits/rate-limit.server";
import { HashingBusy, hashPassword, verifyPassword } from "./password.server";
import { createSession, readSession, revokeAllSessions } from "./session.server";
import { voidTokens } from "./tokens.server";
import { runInBackground } from "~/lib/background.server";
import { sendMail } from "~/mail/mailer.server";
import { passwordChangedMessage } from "~/mail/messages.server";
import { PASSWORD_RESET_REQUESTS } from "./recovery.server";
import { VERIFICATION_EMAILS } from "./verification.server";

export async function updateName(userId: number, name: string): Promise<void> {
  const db = await database();
  await db.updateTable("users").set({ name, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
}

/**
 * Change the password: the current one is required. Every session ends; a fresh one is made for the request that
 * asked, so the person stays signed in here and nowhere else, and the account's address is told of the change.
 */
export async function changePassword(
  userId: number,
  current: string,
  next: string,
  request: Request,
): Promise<
  | { ok: true; token: string; remember: boolean }
  | { ok: false; reason: "wrong-password" }
  | { ok: false; reason: "throttled" | "busy"; retryAfter: number }
> {
  const db = await database();
  const row = await db.selectFrom("users").select(["password_hash", "name", "email"]).where("id", "=", userId).executeTakeFirstOrThrow();
  let hash: string;
  try {
    // The same failure limit as sign-in, so a borrowed session cannot guess the password without end.
    const check = await guardedPasswordCheck(PASSWORD_CHANGE_FAILURES, [`user:${userId}`], () =>
      verifyPassword(current, row.password_hash),
    );
    if (check.retryAfter > 0) return { ok: false, reason: "throttled", retryAfter: check.retryAfter };
    if (!check.ok) return { ok: false, reason: "wrong-password" };
    hash = await hashPassword(next);
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: "busy", retryAfter: error.retryAfter };
    throw error;
  }
  // One change: the new password, no old session, no old link, and the one fresh session, or none of it.
  // The fresh session here keeps this one's choice of "Remember me".
  const { remember } = await readSession(request);
  const { token } = await transaction(db, async (tx) => {
    await tx.updateTable("users").set({ password_hash: hash, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
    await revokeAllSessions(userId, {}, tx);
    // Unused reset links and a pending address change die with the old password.
    await voidTokens(userId, ["reset", "email-change"], tx);
    return createSession(userId, request, tx, { remember });
  });
  runInBackground("password changed notice", () => sendMail({ to: row.email, ...passwordChangedMessage(row.name) }));
  return { ok: true, token, remember };
}

/**
 * What proves that the person asking for a dangerous change (deleting the account) is the account's owner and not
 * someone at a browser left signed in. Today only the current password; a fresh passkey assertion can be added to
 * this union and checked in confirmIdentity() without the routes changing.
 */
export type IdentityProof = { currentPassword: string };

export type IdentityCheck =
  { ok: true } | { ok: false; reason: "wrong-password" } | { ok: false; reason: "throttled" | "busy"; retryAfter: number };

/** Check an identity proof, under the same failure limit as a password change (a borrowed session cannot guess on). */
export async function confirmIdentity(user: { id: number }, proof: IdentityProof): Promise<IdentityCheck> {
  const db = await database();
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  try {
    const check = await guardedPasswordCheck(PASSWORD_CHANGE_FAILURES, [`user:${user.id}`], () =>
      verifyPassword(proof.currentPassword, row.password_hash),
    );
    if (check.retryAfter > 0) return { ok: false, reason: "throttled", retryAfter: check.retryAfter };
    return check.ok ? { ok: true } : { ok: false, reason: "wrong-password" };
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: "busy", retryAfter: error.retryAfter };
    throw error;
  }
}

/** What the account page and the API say to a wrong current password. */
export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

/**
 * Delete an account and everything tied to it: sessions, passkeys, emailed links, questions, meditation sessions,
 * the contact messages written while signed in to it (contact_messages.user_id), sign-in and email-limit records. The
 * person's own deletion and an operator's use this one function.
 */
export async function deleteAccount(userId: number): Promise<void> {
  const db = await database();
  await transaction(db, async (tx) => {
    const user = await tx.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    await tx.deleteFrom("sessions").where("user_id", "=", userId).execute();
    await tx.deleteFrom("questions").where("user_id", "=", userId).execute();
    // The blind index of the journey (its rows would go with the user by cascade too; said here, in the open).
    await tx.deleteFrom("journey_search_tokens").where("user_id", "=", userId).execute();
    await tx.deleteFrom("conversations").where("user_id", "=", userId).execute();
    await tx.deleteFrom("meditation_sessions").where("user_id", "=", userId).execute();
    // The messages the account wrote (signed in), by its id: never by address, or anyone registering an (unconfirmed)
    // account with someone's address could erase that person's messages by deleting it.
    await tx.deleteFrom("contact_messages").where("user_id", "=", userId).execute();
    await clearKeys(SIGN_IN_FAILURES, signInKeys(user.email, null), tx);
    await clearKeys(PASSWORD_CHANGE_FAILURES, [`user:${userId}`], tx);
    await clearKeys(CONTACT_MESSAGES, [`email:${user.email}`, `user:${userId}`], tx);
    await clearKeys(PASSWORD_RESET_REQUESTS, signInKeys(user.email, null), tx);
    await clearKeys(VERIFICATION_EMAILS, [`user:${userId}`], tx);
    await tx.deleteFrom("account_tokens").where("user_id", "=", userId).execute();
    await tx.deleteFrom("passkeys").where("user_id", "=", userId).execute();
    await tx.deleteFrom("passkey_challenges").where("user_id", "=", userId).execute();
    await tx.deleteFrom("users").where("id", "=", userId).execute();
  });
  await scrubDeleted();
}
