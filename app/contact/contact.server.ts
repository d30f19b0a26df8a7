import { clientAddress } from "~/auth/login-throttle.server";
import { database } from "~/db/db.server";
import type { ContactInput } from "./inputs";

/** At most 5 messages per 10 minutes from one client. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export type ContactResult = { ok: true; stored: boolean } | { ok: false; reason: "rate-limited"; retryAfter: number };

/**
 * Store a contact message. A filled honeypot is answered like a success (so bots learn nothing) but nothing is
 * kept. The client is its address behind a trusted proxy, otherwise the sender's email.
 */
export async function sendContactMessage(input: ContactInput, request: Request, userId: number | null, now = Date.now()): Promise<ContactResult> {
  if (input.website && input.website.trim() !== "") return { ok: true, stored: false };
  const db = await database();
  const address = clientAddress(request);
  const clientKey = address ? `ip:${address}` : `email:${input.email}`;
  const since = new Date(now - CONTACT_WINDOW_MS).toISOString();
  const recent = await db
    .selectFrom("contact_messages")
    .select("created_at")
    .where("client_key", "=", clientKey)
    .where("created_at", ">", since)
    .orderBy("created_at", "asc")
    .execute();
  if (recent.length >= CONTACT_LIMIT) {
    const retryAfter = Math.ceil((Date.parse(recent[recent.length - CONTACT_LIMIT].created_at) + CONTACT_WINDOW_MS - now) / 1000);
    return { ok: false, reason: "rate-limited", retryAfter: Math.max(1, retryAfter) };
  }
  await db
    .insertInto("contact_messages")
    .values({
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      user_id: userId,
      client_key: clientKey,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { ok: true, stored: true };
}
