import { randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { secret } from "~/config.server";
import { arrivedOverHttps } from "~/security/headers.server";

/**
 * A browser that has signed in to an account carries a signed device cookie naming it (and the few other accounts
 * signed in from there). Its sign-ins are counted against the device's own failure limit instead of the account's
 * email, so guesses made elsewhere cannot keep the owner out of the browser they use. The cookie holds a random
 * device id and account ids, never an email; it is signed, so it cannot be made up.
 */
export const DEVICE_COOKIE = "prajna_device";
const DEVICE_DAYS = 365;
const MAX_ACCOUNTS = 5;

export interface Device {
  id: string;
  accounts: number[];
}

function cookie() {
  return createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
    secrets: [secret("SESSION_SECRET")],
  });
}

function isDevice(value: unknown): value is Device {
  if (!value || typeof value !== "object") return false;
  const { id, accounts } = value as Record<string, unknown>;
  return (
    typeof id === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(id) && Array.isArray(accounts) && accounts.every((a) => Number.isSafeInteger(a))
  );
}

/** The device this request comes from, when it carries a genuine device cookie. */
export async function readDevice(request: Request): Promise<Device | null> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${DEVICE_COOKIE}=`)) return null;
  try {
    const value: unknown = await cookie().parse(header);
    return isDevice(value) ? value : null;
  } catch {
    return null;
  }
}

/** The cookie to set after a successful sign-in: the same device (or a new one), now knowing this account. */
export async function deviceCookieHeader(request: Request, userId: number): Promise<string> {
  const device = (await readDevice(request)) ?? { id: randomBytes(16).toString("base64url"), accounts: [] };
  const accounts = [userId, ...device.accounts.filter((a) => a !== userId)].slice(0, MAX_ACCOUNTS);
  return cookie().serialize({ id: device.id, accounts }, { secure: arrivedOverHttps(request) });
}
