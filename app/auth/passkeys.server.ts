import { createHmac } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { secret } from "~/config.server";
import { database } from "~/db/db.server";
import type { PasskeyPurpose } from "~/db/tables";
import { SITE } from "~/site";
import { ACCOUNT_DISABLED } from "./credentials.server";
import type { PasskeySummary } from "./passkey-inputs";
import type { SessionUser } from "./session.server";

/**
 * Passkeys (WebAuthn), on top of @simplewebauthn/server: options for the browser, and the verification of what it
 * sends back. Challenges are kept in the database (passkey_challenges) and used once: the first verification that
 * names one deletes it, whatever its outcome, and one older than CHALLENGE_MINUTES is refused. The relying party is
 * the site as the request addressed it: the server file builds the request's URL from the socket or, with
 * TRUST_PROXY, from the protocol and host the proxy forwarded, so rpID is that hostname and the expected origin that
 * origin. A passkey is a second way in, never the only one: the account's password keeps working.
 */

export const CHALLENGE_MINUTES = 5;
const CHALLENGE_MS = CHALLENGE_MINUTES * 60 * 1000;
/** How long the browser may wait for the person (WebAuthn's own timeout, in the options). */
const CEREMONY_MS = 2 * 60 * 1000;

export const PASSKEY_MESSAGES = {
  challenge: "This passkey request has expired or was already used. Please try again.",
  unknown: "This passkey is not known here: it may have been removed. Sign in with your email and password.",
  failed: "The passkey could not be verified. Please try again, or sign in with your email and password.",
  malformed: "The passkey response could not be read. Please try again.",
  registerFailed: "The new passkey could not be verified. Please try again.",
  duplicate: "This passkey is already registered.",
  disabled: ACCOUNT_DISABLED,
} as const;

export interface RelyingParty {
  /** The site's hostname: what the passkeys are bound to. */
  rpID: string;
  /** The site's origin, as the browser reports it in clientDataJSON. */
  origin: string;
}

export function relyingParty(request: Request): RelyingParty {
  const url = new URL(request.url);
  return { rpID: url.hostname, origin: url.origin };
}

type Failure = { ok: false; status: 400 | 401 | 403 | 409; message: string };
const failure = (status: Failure["status"], message: string): Failure => ({ ok: false, status, message });

async function keepChallenge(challenge: string, purpose: PasskeyPurpose, userId: number | null, now: Date): Promise<void> {
  const db = await database();
  // Expired challenges are dropped as new ones are made, so the table holds only the last few minutes' worth.
  await db.deleteFrom("passkey_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("passkey_challenges")
    .values({
      challenge,
      purpose,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/**
 * Use a challenge up: true when it was handed out for this purpose (and this account), has not expired, and no other
 * verification took it first. It is deleted in any case, so a challenge is never accepted twice.
 */
async function spendChallenge(challenge: string, purpose: PasskeyPurpose, userId: number | null, now: Date): Promise<boolean> {
  const db = await database();
  const row = await db
    .selectFrom("passkey_challenges")
    .select(["id", "purpose", "user_id", "expires_at"])
    .where("challenge", "=", challenge)
    .executeTakeFirst();
  if (!row) return false;
  const deleted = await db.deleteFrom("passkey_challenges").where("id", "=", row.id).executeTakeFirst();
  // Two verifications racing for one challenge: only the one whose delete removed the row may go on.
  if (Number(deleted.numDeletedRows) !== 1) return false;
  return row.purpose === purpose && row.user_id === userId && row.expires_at > now.toISOString();
}

/** The challenge a browser's response signed, or null when its clientDataJSON cannot be read. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/** Options for signing in with any passkey of this site the browser holds (discoverable credentials: no email asked). */
export async function signInOptions(request: Request, now = new Date()): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rpID } = relyingParty(request);
  const options = await generateAuthenticationOptions({ rpID, allowCredentials: [], userVerification: "required", timeout: CEREMONY_MS });
  await keepChallenge(options.challenge, "sign-in", null, now);
  return options;
}

/** Check a sign-in with a passkey: the account it belongs to, or why not (a 4xx with a message for the person). */
export async function verifySignIn(
  request: Request,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<{ ok: true; user: SessionUser } | Failure> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge) return failure(400, PASSKEY_MESSAGES.malformed);
  if (!(await spendChallenge(challenge, "sign-in", null, now))) return failure(400, PASSKEY_MESSAGES.challenge);

  const db = await database();
  const passkey = await db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select([
      "passkeys.id",
      "passkeys.credential_id",
      "passkeys.public_key",
      "passkeys.counter",
      "passkeys.transports",
      "users.id as userId",
      "users.name",
      "users.email",
      "users.disabled_at",
    ])
    .where("passkeys.credential_id", "=", response.id)
    .executeTakeFirst();
  if (!passkey) return failure(401, PASSKEY_MESSAGES.unknown);

  const { rpID, origin } = relyingParty(request);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, "base64url")),
        counter: Number(passkey.counter),
        transports: splitTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
    if (!result.verified) return failure(401, PASSKEY_MESSAGES.failed);
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    return failure(401, PASSKEY_MESSAGES.failed);
  }
  // Said only once the passkey proved itself, as the password form says it only after the right password.
  if (passkey.disabled_at) return failure(403, PASSKEY_MESSAGES.disabled);
  await db.updateTable("passkeys").set({ counter: newCounter, last_used_at: now.toISOString() }).where("id", "=", passkey.id).execute();
  return { ok: true, user: { id: passkey.userId, name: passkey.name, email: passkey.email } };
}

/**
 * The user handle the authenticator keeps with the passkey: opaque (no address, no account number in the clear),
 * and the same for every passkey of one account.
 */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHmac("sha256", secret("SESSION_SECRET")).update(`passkey-user:${userId}`).digest());
}

/** Options for adding a passkey to the signed-in account (not one it has already: the browser skips those). */
export async function registrationOptions(
  request: Request,
  user: SessionUser,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rpID } = relyingParty(request);
  const db = await database();
  const existing = await db.selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", user.id).execute();
  const options = await generateRegistrationOptions({
    rpName: SITE.name,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    timeout: CEREMONY_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: splitTransports(p.transports) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await keepChallenge(options.challenge, "register", user.id, now);
  return options;
}

/** Check and keep a new passkey for the signed-in account. Its name is the browser's, until the person changes it. */
export async function verifyRegistration(
  request: Request,
  user: SessionUser,
  response: RegistrationResponseJSON,
  now = new Date(),
): Promise<{ ok: true; passkey: PasskeySummary } | Failure> {
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge) return failure(400, PASSKEY_MESSAGES.malformed);
  if (!(await spendChallenge(challenge, "register", user.id, now))) return failure(400, PASSKEY_MESSAGES.challenge);

  const { rpID, origin } = relyingParty(request);
  let credential;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) return failure(400, PASSKEY_MESSAGES.registerFailed);
    credential = result.registrationInfo.credential;
  } catch {
    return failure(400, PASSKEY_MESSAGES.registerFailed);
  }

  const db = await database();
  const taken = await db.selectFrom("passkeys").select("id").where("credential_id", "=", credential.id).executeTakeFirst();
  if (taken) return failure(409, PASSKEY_MESSAGES.duplicate);
  const name = defaultPasskeyName(request.headers.get("user-agent"));
  const row = await db
    .insertInto("passkeys")
    .values({
      user_id: user.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (credential.transports ?? response.response.transports ?? []).join(","),
      name,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, passkey: { id: row.id, name, createdAt: now.toISOString(), lastUsedAt: null } };
}

function splitTransports(value: string): string[] {
  return value ? value.split(",") : [];
}

/** "Chrome on Linux": the browser and system the passkey was made with, from the User-Agent header. */
export function defaultPasskeyName(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /(Chrome|Chromium|CriOS)\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : null;
  const system = /iPhone|iPad/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Passkey";
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(userId: number): Promise<PasskeySummary[]> {
  const db = await database();
  const rows = await db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** Rename one of the account's passkeys: false when it has no such passkey. */
export async function renamePasskey(userId: number, passkeyId: number, name: string): Promise<boolean> {
  const db = await database();
  const result = await db
    .updateTable("passkeys")
    .set({ name })
    .where("id", "=", passkeyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Remove one of the account's passkeys (the password still signs in): its name, or null when it has no such passkey. */
export async function removePasskey(userId: number, passkeyId: number): Promise<string | null> {
  const db = await database();
  const row = await db.selectFrom("passkeys").select("name").where("id", "=", passkeyId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) return null;
  await db.deleteFrom("passkeys").where("id", "=", passkeyId).where("user_id", "=", userId).execute();
  return row.name;
}
