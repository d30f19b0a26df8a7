import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/tables";
import { blindTokens } from "./crypto.server";

/**
 * The blind index of a person's journey (docs/decisions/0008-history-search-blind-index.md). A conversation's words
 * are normalised (lower case, accents folded, split at anything that is not a letter or a digit), and every distinct
 * beginning of a word, one to PREFIX_MAX characters long, is stored as a keyed hash under the person's own key, with
 * the conversation's id. A search hashes the beginnings of its words the same way and reads the conversations that
 * hold them all: it matches the conversations in which each of its words begins a word, without decrypting the others.
 */

/** The longest word beginning that is indexed: a longer search word is looked up by its first PREFIX_MAX characters. */
export const PREFIX_MAX = 8;

/** Lower case, accents folded, split into words of letters and digits ("Ça va, Ōsho?" -> ["ca", "va", "osho"]). */
export function searchWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Every beginning of every word, 1 to PREFIX_MAX characters, once each. */
export function wordBeginnings(words: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const word of words) {
    const chars = [...word];
    for (let n = 1; n <= Math.min(chars.length, PREFIX_MAX); n++) out.add(chars.slice(0, n).join(""));
  }
  return out;
}

/** The words of a search, as the index reads them: a hash each, and whether the index answers exactly. */
export function searchTerms(userId: number, q: string): { words: string[]; hashes: number[]; exact: boolean } {
  const words = [...new Set(searchWords(q))];
  const keys = new Set(words.map((w) => [...w].slice(0, PREFIX_MAX).join("")));
  return { words, hashes: [...new Set(blindTokens(userId, keys))], exact: words.every((w) => [...w].length <= PREFIX_MAX) };
}

/** Whether a text holds every word of a search at the beginning of one of its words (what the index answers). */
export function textMatches(text: string, words: readonly string[]): boolean {
  const own = searchWords(text);
  return words.every((w) => own.some((o) => o.startsWith(w)));
}

/** Rows inserted per statement: 3 values each, well below SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 500;

/** Add the words of a turn to its conversation's index rows (rows already there stay as they are). */
export async function indexTurn(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  conversationId: number,
  texts: readonly string[],
): Promise<void> {
  const hashes = [...new Set(blindTokens(userId, wordBeginnings(texts.flatMap(searchWords))))];
  for (let i = 0; i < hashes.length; i += CHUNK) {
    await db
      .insertInto("journey_search_tokens")
      .values(hashes.slice(i, i + CHUNK).map((token_hash) => ({ user_id: userId, token_hash, conversation_id: conversationId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
