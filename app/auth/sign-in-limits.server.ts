import { settings } from "~/config.server";
import { clearKeys, type Limit, releaseSlot, takeSlot, waitMinutes } from "~/limits/rate-limit.server";
import type { Kysely } from "kysely";
import type { Database } from "~/db/tables";

/** After 10 failed sign-ins for one email or one client address within 15 minutes, further attempts wait. */
export const SIGN_IN_FAILURES: Limit = { name: "sign-in", max: 10, windowMs: 15 * 60 * 1000 };
/** A browser that has signed in to the account before has its own count instead of the email's. */
export const DEVICE_SIGN_IN_FAILURES: Limit = { name: "sign-in-device", max: 10, windowMs: 15 * 60 * 1000 };
/** The same bound on guessing the current password from a signed-in session (the account page). */
export const PASSWORD_CHANGE_FAILURES: Limit = { name: "password-change", max: 10, windowMs: 15 * 60 * 1000 };

/** New accounts, all clients together, per minute (SIGN_UPS_PER_MINUTE, default 30). */
export function signUpsLimit(): Limit {
  return { name: "sign-up", max: settings().signUpsPerMinute, windowMs: 60 * 1000 };
}

/** New accounts from one client address behind a trusted proxy, per hour (SIGN_UPS_PER_ADDRESS_PER_HOUR, default 10). */
export function signUpsPerAddressLimit(): Limit {
  return { name: "sign-up-address", max: settings().signUpsPerAddressPerHour, windowMs: 60 * 60 * 1000 };
}

/** Failures count per email, and per client address where a trusted proxy tells it. */
export function signInKeys(email: string, address: string | null): string[] {
  const keys = [`email:${email.trim().toLowerCase()}`];
  if (address) keys.push(`ip:${address}`);
  return keys;
}

/**
 * Guard a password check with a failure limit. The attempt holds a slot while the (slow) check runs and gives it
 * back only if it succeeds, so many guesses sent at once cannot all slip past the count.
 */
export async function guardedPasswordCheck(
  limit: Limit,
  keys: string[],
  check: () => Promise<boolean>,
): Promise<{ ok: boolean; retryAfter: number }> {
  const slot = await takeSlot(limit, keys);
  if (!slot.ok) return { ok: false, retryAfter: slot.retryAfter };
  const ok = await check();
  if (ok) await releaseSlot(slot.ids);
  return { ok, retryAfter: 0 };
}

export function clearSignInFailures(email: string, tx?: Kysely<Database>): Promise<void> {
  return clearKeys(SIGN_IN_FAILURES, signInKeys(email, null), tx);
}

export function throttledMessage(retryAfter: number): string {
  return `Too many failed sign-in attempts. Please wait ${waitMinutes(retryAfter)} and try again.`;
}

export function signUpThrottledMessage(retryAfter: number): string {
  return `Many accounts were created here in a short time. Please wait ${waitMinutes(retryAfter)} and try again.`;
}
