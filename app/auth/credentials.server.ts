import { EVENT, recordEvent } from "~/ops/events.server";
import { database } from "~/db/db.server";
import { runInBackground } from "~/lib/background.server";
import { sendMail } from "~/mail/mailer.server";
import { signUpAttemptMessage } from "~/mail/messages.server";
import { clearKeys, clientAddress, recordHit, releaseSlot, retryAfter, takeSlot } from "~/limits/rate-limit.server";
import { readDevice } from "./device.server";
import {
  clearSignInFailures,
  DEVICE_SIGN_IN_FAILURES,
  guardedPasswordCheck,
  SIGN_IN_FAILURES,
  signInKeys,
  signUpsLimit,
  signUpsPerAddressLimit,
  signUpThrottledMessage,
  throttledMessage,
} from "./sign-in-limits.server";
import { busyRefusal, HASHING_BUSY, hashingFull, HashingBusy, hashPassword, spendPasswordCheck, verifyPassword } from "./password.server";
import type { SessionUser } from "./session.server";

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; reason: "email-taken" };

/**
 * Create an account. Input is already validated (trimmed, lower-cased email; password policy met). The password is
 * hashed first, whether or not the address is free: a taken address costs the same time as a free one.
 */
export async function registerUser(input: { name: string; email: string; password: string }): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  const db = await database();
  const existing = await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
  if (existing) return { ok: false, reason: "email-taken" };
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

/** Too many at once: failed sign-ins (`throttled`), new accounts (`sign-ups`), or password hashing (`busy`). */
export type Refused = { ok: false; reason: "throttled" | "sign-ups" | "busy"; retryAfter: number };

/** What a door says to a refused sign-in or sign-up, beside its Retry-After. */
export function refusedMessage(refused: Refused): string {
  if (refused.reason === "busy") return HASHING_BUSY;
  if (refused.reason === "sign-ups") return signUpThrottledMessage(refused.retryAfter);
  return throttledMessage(refused.retryAfter);
}

/**
 * Sign up from a door: the limits on new accounts (all clients per minute, and per address behind a trusted proxy)
 * come first. A taken email costs the same time as a free one and the doors answer it without saying it is taken
 * ("check your email"); the address's owner is told by mail, after the answer. It still counts as a failed sign-in
 * for that email and address, and waits when they are over the sign-in limit.
 */
export async function signUp(
  input: { name: string; email: string; password: string },
  request: Request,
): Promise<RegisterResult | Refused> {
  if (hashingFull()) return { ok: false, reason: "busy", retryAfter: (await busyRefusal()).retryAfter };
  const address = clientAddress(request);
  const all = await takeSlot(signUpsLimit(), ["all"]);
  if (!all.ok) return { ok: false, reason: "sign-ups", retryAfter: all.retryAfter };
  if (address) {
    const mine = await takeSlot(signUpsPerAddressLimit(), [`ip:${address}`]);
    if (!mine.ok) {
      await releaseSlot(all.ids);
      return { ok: false, reason: "sign-ups", retryAfter: mine.retryAfter };
    }
  }
  const keys = signInKeys(input.email, address);
  const wait = await retryAfter(SIGN_IN_FAILURES, keys);
  if (wait > 0) return { ok: false, reason: "throttled", retryAfter: wait };
  try {
    const result = await registerUser(input);
    if (!result.ok) {
      await recordHit(SIGN_IN_FAILURES, keys);
      runInBackground("sign-up attempt notice", () => tellOwnerOfSignUpAttempt(input.email));
    }
    return result;
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: "busy", retryAfter: error.retryAfter };
    throw error;
  }
}

async function tellOwnerOfSignUpAttempt(email: string): Promise<void> {
  const db = await database();
  const owner = await db.selectFrom("users").select(["name", "email"]).where("email", "=", email).executeTakeFirst();
  if (owner) await sendMail({ to: owner.email, ...signUpAttemptMessage(owner.name) });
}

export type LoginResult = { ok: true; user: SessionUser } | { ok: false; reason: "invalid" } | { ok: false; reason: "disabled" } | Refused;

/**
 * Check credentials, with the failed-attempt limit. One answer for an unknown email and a wrong password. From a
 * browser that has signed in to this account before, the device's own failure count applies instead of the
 * email's and the address's.
 */
export async function login(input: { email: string; password: string }, request: Request): Promise<LoginResult> {
  if (hashingFull()) return { ok: false, reason: "busy", retryAfter: (await busyRefusal()).retryAfter };
  const db = await database();
  const row = await db
    .selectFrom("users")
    .select(["id", "name", "email", "password_hash", "disabled_at"])
    .where("email", "=", input.email)
    .executeTakeFirst();
  const device = row ? await readDevice(request) : null;
  const known = device !== null && row !== undefined && device.accounts.includes(row.id);
  const [limit, keys] = known
    ? [DEVICE_SIGN_IN_FAILURES, [`device:${device.id}`]]
    : [SIGN_IN_FAILURES, signInKeys(input.email, clientAddress(request))];
  let checked;
  try {
    checked = await guardedPasswordCheck(limit, keys, async () =>
      row ? verifyPassword(input.password, row.password_hash) : (await spendPasswordCheck(input.password), false),
    );
  } catch (error) {
    if (error instanceof HashingBusy) return { ok: false, reason: "busy", retryAfter: error.retryAfter };
    throw error;
  }
  if (checked.retryAfter > 0) {
    await recordEvent(EVENT.limitSignIn);
    return { ok: false, reason: "throttled", retryAfter: checked.retryAfter };
  }
  if (!row || !checked.ok) return { ok: false, reason: "invalid" };
  if (row.disabled_at) return { ok: false, reason: "disabled" };
  // A sign-in counted under the email clears the email's failures; one from a known device clears only the
  // device's, so the owner signing in does not hand someone guessing elsewhere a fresh count.
  if (known) await clearKeys(DEVICE_SIGN_IN_FAILURES, keys);
  else await clearSignInFailures(input.email);
  return { ok: true, user: { id: row.id, name: row.name, email: row.email } };
}
