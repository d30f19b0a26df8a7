import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { secret } from "~/config.server";

/**
 * AES-256-GCM for the texts of a person's journey. The key is DATA_ENCRYPTION_KEY (or the one generated into the
 * data folder); any string is accepted and stretched to 32 bytes with SHA-256 unless it already is 32 bytes of
 * base64url. Stored form: "v1." + base64url(iv[12] | tag[16] | ciphertext).
 */

function key(): Buffer {
  const raw = secret("DATA_ENCRYPTION_KEY");
  const decoded = Buffer.from(raw, "base64url");
  return decoded.length === 32 && decoded.toString("base64url") === raw ? decoded : createHash("sha256").update(raw).digest();
}

export function encryptText(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function decryptText(stored: string): string {
  if (!stored.startsWith("v1.")) throw new Error("unknown ciphertext format");
  const data = Buffer.from(stored.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * A person's own key for the blind index of their journey (app/journey/search-index.server.ts): HKDF-SHA256 of the
 * data key with the user id as info, so the hashes of one person's words say nothing about another's.
 */
function searchKey(userId: number): Buffer {
  return Buffer.from(hkdfSync("sha256", key(), "prajna journey search", `user:${userId}`, 32));
}

/** A keyed hash of each token under the person's search key: HMAC-SHA256, its first 48 bits (exact as a number). */
export function blindTokens(userId: number, tokens: Iterable<string>): number[] {
  const k = searchKey(userId);
  return [...tokens].map((t) => createHmac("sha256", k).update(t, "utf8").digest().readUIntBE(0, 6));
}
