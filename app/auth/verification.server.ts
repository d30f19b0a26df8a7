import { EVENT, recordEvent } from "~/ops/events.server";
import { database, transaction } from "~/db/db.server";
import { runInBackground } from "~/lib/background.server";
import { type Limit, takeSlot } from "~/limits/rate-limit.server";
import { sendMail } from "~/mail/mailer.server";
import {
  emailChangeConfirmMessage,
  emailChangedMessage,
  emailChangeRequestedMessage,
  emailChangeTakenMessage,
  siteLink,
  verifyEmailMessage,
} from "~/mail/messages.server";
import { verifyPassword } from "./password.server";
import { guardedPasswordCheck, PASSWORD_CHANGE_FAILURES } from "./sign-in-limits.server";
import { consumeToken, issueToken, type TokenProblem } from "./tokens.server";

/**
 * Confirming an address: after sign-up a link goes to the address given; until it is followed the account works
 * fully, and the account page says the address is unconfirmed. Changing the address works the same way: the
 * change takes effect only when the link sent to the new address is followed, and the old address is told.
 */

/** At most 5 confirmation emails (new links, address changes) for one account in an hour. */
export const VERIFICATION_EMAILS: Limit = { name: "verification-email", max: 5, windowMs: 60 * 60 * 1000 };

const confirmLink = (token: string) => siteLink(`/verify-email?token=${token}`);

export interface AccountState {
  email: string;
  verified: boolean;
  /** The new address waiting for confirmation, if an address change is pending. */
  pendingEmail: string | null;
}

export async function accountState(userId: number, now = new Date()): Promise<AccountState> {
  const db = await database();
  const user = await db.selectFrom("users").select(["email", "email_verified_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom("account_tokens")
    .select("email")
    .where("user_id", "=", userId)
    .where("purpose", "=", "email-change")
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("id", "desc")
    .executeTakeFirst();
  return { email: user.email, verified: user.email_verified_at !== null, pendingEmail: pending?.email ?? null };
}

async function sendVerificationNow(user: { id: number; name: string; email: string }): Promise<void> {
  const token = await issueToken(user.id, "verify", user.email);
  await sendMail({ to: user.email, ...verifyEmailMessage(user.name, confirmLink(token)) });
}

/** Right after sign-up: the confirmation link goes out after the response, so signing up never waits for mail. */
export function sendVerificationAfterSignUp(user: { id: number; name: string; email: string }): void {
  runInBackground("verification email", () => sendVerificationNow(user));
}

export type ResendResult =
  { ok: true; email: string } | { ok: false; reason: "already-verified" } | { ok: false; reason: "throttled"; retryAfter: number };

/** "Send me a new link." */
export async function resendVerification(userId: number): Promise<ResendResult> {
  const db = await database();
  const user = await db
    .selectFrom("users")
    .select(["id", "name", "email", "email_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  if (user.email_verified_at) return { ok: false, reason: "already-verified" };
  const slot = await takeSlot(VERIFICATION_EMAILS, [`user:${userId}`]);
  if (!slot.ok) {
    await recordEvent(EVENT.limitVerificationEmail);
    return { ok: false, reason: "throttled", retryAfter: slot.retryAfter };
  }
  runInBackground("verification email", () => sendVerificationNow(user));
  return { ok: true, email: user.email };
}

export const EMAIL_IN_USE = "Another account already uses that address.";
export const EMAIL_UNCHANGED = "That is already your address.";

export type EmailChangeResult =
  { ok: true; email: string } | { ok: false; reason: "wrong-password" | "same" } | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Ask to sign in with another address (validated, lower-cased). The current password is required, as for a new
 * password; the link goes to the new address and a notice to the current one.
 *
 * An address another account uses is answered exactly as a free one, in the same time (the same link is issued and
 * the account shows the change waiting), so the form cannot be used to find out which addresses have accounts. The
 * difference is only in the mail, sent after the answer: that address is told that another account asked for it
 * and that nothing changed, with no link; and the link could not be used anyway (confirmEmail() refuses a taken
 * address).
 */
export async function requestEmailChange(userId: number, currentPassword: string, newEmail: string): Promise<EmailChangeResult> {
  const db = await database();
  const user = await db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const check = await guardedPasswordCheck(PASSWORD_CHANGE_FAILURES, [`user:${userId}`], () =>
    verifyPassword(currentPassword, user.password_hash),
  );
  if (check.retryAfter > 0) return { ok: false, reason: "throttled", retryAfter: check.retryAfter };
  if (!check.ok) return { ok: false, reason: "wrong-password" };
  if (newEmail === user.email) return { ok: false, reason: "same" };
  const slot = await takeSlot(VERIFICATION_EMAILS, [`user:${userId}`]);
  if (!slot.ok) {
    await recordEvent(EVENT.limitVerificationEmail);
    return { ok: false, reason: "throttled", retryAfter: slot.retryAfter };
  }
  const token = await issueToken(user.id, "email-change", newEmail);
  runInBackground("address change emails", async () => {
    const owner = await db.selectFrom("users").select("name").where("email", "=", newEmail).executeTakeFirst();
    const toNew = owner
      ? emailChangeTakenMessage(owner.name, newEmail)
      : emailChangeConfirmMessage(user.name, newEmail, confirmLink(token));
    await sendMail({ to: newEmail, ...toNew });
    await sendMail({ to: user.email, ...emailChangeRequestedMessage(user.name, newEmail) });
  });
  return { ok: true, email: newEmail };
}

export type ConfirmResult =
  { ok: true; purpose: "verify" | "email-change"; userId: number; email: string } | { ok: false; reason: TokenProblem | "taken" };

/**
 * Follow a confirmation link: the address is confirmed, or, for an address change, the account signs in with the
 * new address from now on (confirmed, since the link reached it) and the old address is told.
 */
export async function confirmEmail(token: string, now = new Date()): Promise<ConfirmResult> {
  const db = await database();
  const outcome = await transaction(db, async (tx): Promise<ConfirmResult & { previous?: { name: string; email: string } }> => {
    const check = await consumeToken(token, ["verify", "email-change"], now, tx);
    if (!check.ok) return check;
    const user = await tx
      .selectFrom("users")
      .select(["id", "name", "email", "disabled_at"])
      .where("id", "=", check.token.userId)
      .executeTakeFirst();
    if (!user || user.disabled_at) return { ok: false, reason: "invalid" };
    if (check.token.purpose === "verify") {
      // A link sent to an address the account no longer uses confirms nothing.
      if (check.token.email !== user.email) return { ok: false, reason: "invalid" };
      await tx
        .updateTable("users")
        .set({ email_verified_at: now.toISOString() })
        .where("id", "=", user.id)
        .where("email_verified_at", "is", null)
        .execute();
      return { ok: true, purpose: "verify", userId: user.id, email: user.email };
    }
    const taken = await tx.selectFrom("users").select("id").where("email", "=", check.token.email).executeTakeFirst();
    if (taken) return { ok: false, reason: "taken" };
    await tx
      .updateTable("users")
      .set({ email: check.token.email, email_verified_at: now.toISOString(), updated_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    // Links that went to the old address (a reset, a confirmation) no longer belong to this account's address.
    await tx.deleteFrom("account_tokens").where("user_id", "=", user.id).where("used_at", "is", null).execute();
    return {
      ok: true,
      purpose: "email-change",
      userId: user.id,
      email: check.token.email,
      previous: { name: user.name, email: user.email },
    };
  });
  if (outcome.ok && outcome.previous) {
    const { name, email } = outcome.previous;
    runInBackground("address changed notice", () => sendMail({ to: email, ...emailChangedMessage(name, outcome.email) }));
  }
  if (!outcome.ok) return outcome;
  return { ok: true, purpose: outcome.purpose, userId: outcome.userId, email: outcome.email };
}
