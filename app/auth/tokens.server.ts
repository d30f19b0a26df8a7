import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database, TokenPurpose } from "~/db/tables";
import { hashToken } from "./session.server";

/**
 * The single-use links sent by email. A token is 256 random bits, in the link only; the database keeps its
 * SHA-256, so a copy of the database cannot be used to reset anyone's password. A token is spent the moment it
 * is used, and every link tells apart "already used", "expired" and "not a link we sent" (altered or cut short).
 */

const MINUTE = 60 * 1000;
/** How long each kind of link works. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  reset: 30 * MINUTE,
  verify: 7 * 24 * 60 * MINUTE,
  "email-change": 24 * 60 * MINUTE,
};
/** Spent and expired tokens are kept this long (to say "already used" rather than "not valid"), then forgotten. */
const KEEP_AFTER_EXPIRY_MS = 7 * 24 * 60 * MINUTE;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface TokenRow {
  id: number;
  userId: number;
  purpose: TokenPurpose;
  email: string;
}

export type TokenProblem = "invalid" | "used" | "expired";
export type TokenCheck = { ok: true; token: TokenRow } | { ok: false; reason: TokenProblem };

/** Make a link token for an account; returns the token itself (to put in the email), never stored. */
export async function issueToken(userId: number, purpose: TokenPurpose, email: string, now = new Date()): Promise<string> {
  const db = await database();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("account_tokens")
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  await db
    .deleteFrom("account_tokens")
    .where("expires_at", "<", new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS).toISOString())
    .execute();
  return token;
}

async function find(db: Kysely<Database>, token: string, purposes: TokenPurpose[]) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  return db
    .selectFrom("account_tokens")
    .select(["id", "user_id", "purpose", "email", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "in", purposes)
    .executeTakeFirst();
}

function verdict(row: Awaited<ReturnType<typeof find>>, now: Date): TokenCheck {
  if (!row) return { ok: false, reason: "invalid" };
  if (row.used_at) return { ok: false, reason: "used" };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: "expired" };
  return { ok: true, token: { id: row.id, userId: row.user_id, purpose: row.purpose, email: row.email } };
}

/** Would this link work? Looks only (a page showing a form before the link is used). */
export async function checkToken(token: string, purposes: TokenPurpose[], now = new Date()): Promise<TokenCheck> {
  return verdict(await find(await database(), token, purposes), now);
}

/**
 * Use a link: marks it spent, or says why it cannot be used. Two requests with the same link cannot both succeed:
 * the update only matches while the token is unspent. Pass a transaction to make it part of a larger change.
 */
export async function consumeToken(token: string, purposes: TokenPurpose[], now = new Date(), tx?: Kysely<Database>): Promise<TokenCheck> {
  const db = tx ?? (await database());
  const check = verdict(await find(db, token, purposes), now);
  if (!check.ok) return check;
  const spent = await db
    .updateTable("account_tokens")
    .set({ used_at: now.toISOString() })
    .where("id", "=", check.token.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? check : { ok: false, reason: "used" };
}

/** Void every unspent link of these kinds for an account (a new password cancels a pending address change, say). */
export async function voidTokens(userId: number, purposes: TokenPurpose[], tx?: Kysely<Database>): Promise<void> {
  const db = tx ?? (await database());
  await db
    .deleteFrom("account_tokens")
    .where("user_id", "=", userId)
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .execute();
}

/** What a page (or a JSON error) says about a link that cannot be used; the page adds the way to ask for another. */
export function tokenProblemMessage(reason: TokenProblem): string {
  if (reason === "used") return "This link has already been used: each link works only once.";
  if (reason === "expired") return "This link has expired.";
  return "This link is not valid: it may have been cut short or changed on the way.";
}
