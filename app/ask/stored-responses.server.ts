import { database } from "~/db/db.server";
import { decryptText, encryptText } from "~/journey/crypto.server";
import type { Turn } from "./outcome";

/**
 * The conversations behind /v1/responses' previous_response_id. A stored response is the whole conversation up to
 * and including its answer, encrypted at rest like the journey, bound to the caller who asked (their account, or
 * for a guest the SHA-256 of the API key they sent), and kept RESPONSE_DAYS days. Another caller never reads it:
 * for them it does not exist. Expired rows are deleted each time a response is stored.
 */
export const RESPONSE_DAYS = 30;
const RESPONSE_MS = RESPONSE_DAYS * 24 * 60 * 60 * 1000;
/** The newest turns kept with a response (ask() trims a conversation further to what it reads). */
export const STORED_TURNS_MAX = 60;

/** Who a stored response belongs to: an account, or a guest's API key (its SHA-256, hex). */
export type ResponseOwner = { userId: number; keyHash?: undefined } | { userId?: undefined; keyHash: string };

export async function storeResponse(id: string, owner: ResponseOwner, turns: readonly Turn[], now = new Date()): Promise<void> {
  const db = await database();
  await db.deleteFrom("stored_responses").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("stored_responses")
    .values({
      id,
      user_id: owner.userId ?? null,
      key_hash: owner.keyHash ?? null,
      turns_enc: encryptText(JSON.stringify(turns.slice(-STORED_TURNS_MAX))),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESPONSE_MS).toISOString(),
    })
    .execute();
}

/** The conversation of a response the owner stored and that has not expired; null for anything else. */
export async function loadResponse(id: string, owner: ResponseOwner, now = new Date()): Promise<Turn[] | null> {
  const db = await database();
  let query = db.selectFrom("stored_responses").select("turns_enc").where("id", "=", id).where("expires_at", ">", now.toISOString());
  query = owner.userId !== undefined ? query.where("user_id", "=", owner.userId) : query.where("key_hash", "=", owner.keyHash);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const turns = JSON.parse(decryptText(row.turns_enc)) as Turn[];
  return Array.isArray(turns) ? turns : null;
}
