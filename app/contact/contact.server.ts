import { EVENT, recordEvent } from "~/ops/events.server";
import { database } from "~/db/db.server";
import { clientAddress, type Limit, takeSlot } from "~/limits/rate-limit.server";
import type { ContactInput } from "./inputs";

/** At most 5 messages per 10 minutes from one client. */
export const CONTACT_MESSAGES: Limit = { name: "contact", max: 5, windowMs: 10 * 60 * 1000 };

export type ContactResult = { ok: true; stored: boolean } | { ok: false; reason: "rate-limited"; retryAfter: number };

/** Who the limit counts: a signed-in person by their account (whatever address they share), a guest by address. */
function contactClientKey(request: Request, email: string, userId: number | null): string {
  if (userId !== null) return `user:${userId}`;
  const address = clientAddress(request);
  return address ? `ip:${address}` : `email:${email}`;
}

/**
 * Store a contact message. A filled honeypot is answered like a success (so bots learn nothing) but nothing is
 * kept: it is only counted, like a message turned away by the limit. The client is a signed-in person's account;
 * a guest's address behind a trusted proxy, otherwise the sender's email.
 */
export async function sendContactMessage(
  input: ContactInput,
  request: Request,
  userId: number | null,
  now = Date.now(),
): Promise<ContactResult> {
  if (input.website && input.website.trim() !== "") {
    await recordEvent(EVENT.contactHoneypot, new Date(now));
    return { ok: true, stored: false };
  }
  const clientKey = contactClientKey(request, input.email, userId);
  const slot = await takeSlot(CONTACT_MESSAGES, [clientKey], now);
  if (!slot.ok) {
    await recordEvent(EVENT.limitContact, new Date(now));
    return { ok: false, reason: "rate-limited", retryAfter: slot.retryAfter };
  }
  const db = await database();
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
