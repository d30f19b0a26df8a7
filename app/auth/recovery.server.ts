import { EVENT, recordEvent } from "~/ops/events.server";
import { database, transaction } from "~/db/db.server";
import { runInBackground } from "~/lib/background.server";
import { clientAddress, type Limit, takeSlot } from "~/limits/rate-limit.server";
import { sendMail } from "~/mail/mailer.server";
import { passwordChangedMessage, passwordResetMessage, siteLink } from "~/mail/messages.server";
import { hashPassword } from "./password.server";
import { createSession, type NewSession, revokeAllSessions, type SessionUser } from "./session.server";
import { clearSignInFailures, signInKeys } from "./sign-in-limits.server";
import { checkToken, consumeToken, issueToken, type TokenProblem, voidTokens } from "./tokens.server";

/**
 * "I forgot my password": a link by email, then a new password. Asking answers the same, in the same time,
 * whether or not the address has an account: the answer goes out first and the looking-up and sending happen
 * after it, in the background.
 */

/** At most 5 reset emails asked for one address, or from one client address, in 15 minutes. */
export const PASSWORD_RESET_REQUESTS: Limit = { name: "password-reset", max: 5, windowMs: 15 * 60 * 1000 };

export type ResetRequest = { ok: true } | { ok: false; retryAfter: number };

/** Ask for a reset link. `email` is validated (trimmed, lower-cased). */
export async function requestPasswordReset(email: string, request: Request): Promise<ResetRequest> {
  const slot = await takeSlot(PASSWORD_RESET_REQUESTS, signInKeys(email, clientAddress(request)));
  if (!slot.ok) {
    await recordEvent(EVENT.limitPasswordReset);
    return { ok: false, retryAfter: slot.retryAfter };
  }
  runInBackground("password reset", () => sendResetLink(email));
  return { ok: true };
}

/** The background half: a link for an account that exists and may sign in; nothing at all otherwise. */
async function sendResetLink(email: string): Promise<void> {
  const db = await database();
  const user = await db.selectFrom("users").select(["id", "name", "email", "disabled_at"]).where("email", "=", email).executeTakeFirst();
  if (!user || user.disabled_at) return;
  const token = await issueToken(user.id, "reset", user.email);
  await sendMail({ to: user.email, ...passwordResetMessage(user.name, siteLink(`/reset-password?token=${token}`)) });
}

export type ResetResult =
  { ok: true; user: SessionUser; token: string; expiresAt: string; session: NewSession } | { ok: false; reason: TokenProblem };

/**
 * Set a new password with a reset link (the password already meets the rules). The link is spent, every session
 * of the account ends, a fresh one is made for this request, and the person is told by email.
 */
export async function resetPassword(token: string, password: string, request: Request, now = new Date()): Promise<ResetResult> {
  // A dead link is turned away before the (deliberately slow) hashing.
  const first = await checkToken(token, ["reset"], now);
  if (!first.ok) return first;
  const passwordHash = await hashPassword(password);
  const db = await database();
  const outcome = await transaction(db, async (tx) => {
    const check = await consumeToken(token, ["reset"], now, tx);
    if (!check.ok) return check;
    const user = await tx
      .selectFrom("users")
      .select(["id", "name", "email", "disabled_at", "email_verified_at"])
      .where("id", "=", check.token.userId)
      .executeTakeFirst();
    if (!user || user.disabled_at) return { ok: false as const, reason: "invalid" as const };
    // The link reached this address, which proves it is the person's own: as good as a verification.
    const verified = user.email_verified_at ?? (check.token.email === user.email ? now.toISOString() : null);
    await tx
      .updateTable("users")
      .set({ password_hash: passwordHash, email_verified_at: verified, updated_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    // Other reset links, and any pending address change, are void with the new password.
    await voidTokens(user.id, ["reset", "email-change"], tx);
    // Every old session ends and the failures that may have locked the account are forgotten, with the new password.
    await revokeAllSessions(user.id, {}, tx);
    await clearSignInFailures(user.email, tx);
    const session = await createSession(user.id, request, tx);
    return { ok: true as const, user: { id: user.id, name: user.name, email: user.email }, session };
  });
  if (!outcome.ok) return outcome;
  const { user, session } = outcome;
  runInBackground("password changed notice", () => sendMail({ to: user.email, ...passwordChangedMessage(user.name) }));
  return { ok: true, user, token: session.token, expiresAt: session.expiresAt, session };
}
