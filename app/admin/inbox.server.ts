import { CONTACT_SUBJECTS } from "~/contact/inputs";
import { database, scrubDeleted } from "~/db/db.server";
import { rowCount } from "~/db/row-counts.server";
import { sendMail } from "~/mail/mailer.server";
import { operatorReplyMessage } from "~/mail/messages.server";
import { SITE } from "~/site";
import { audit } from "./audit.server";
import type { Operator } from "./operators.server";

/** The contact inbox: messages people sent through /contact, newest first. */

export const INBOX_PAGE_SIZE = 50;

export interface InboxItem {
  id: number;
  name: string;
  email: string;
  subject: string;
  createdAt: string;
  state: "new" | "read" | "handled";
}

export interface InboxMessage extends InboxItem {
  message: string;
  fromAccount: boolean;
}

const subjectLabel = (value: string) => CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

const stateOf = (row: { read_at: string | null; handled_at: string | null }): InboxItem["state"] =>
  row.handled_at ? "handled" : row.read_at ? "read" : "new";

/** Messages no operator has opened yet: a counter the database keeps, not a count of the inbox. */
export function unreadCount(): Promise<number> {
  return rowCount("contact_messages.unread");
}

export async function listMessages(page = 1): Promise<{ items: InboxItem[]; total: number; pages: number; page: number }> {
  const db = await database();
  const total = await rowCount("contact_messages");
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "subject", "created_at", "read_at", "handled_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(INBOX_PAGE_SIZE)
    .offset((current - 1) * INBOX_PAGE_SIZE)
    .execute();
  const items = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: subjectLabel(r.subject),
    createdAt: r.created_at,
    state: stateOf(r),
  }));
  return { items, total, pages, page: current };
}

/** One message, for an operator to read. The first opening marks it read, and is written to the audit. */
export async function openMessage(operator: Operator, id: number, now = new Date()): Promise<InboxMessage | null> {
  const db = await database();
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (!row.read_at) {
    const marked = await db
      .updateTable("contact_messages")
      .set({ read_at: now.toISOString() })
      .where("id", "=", id)
      .where("read_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) await audit(operator, "read message", `message #${id}`, now);
    row.read_at = now.toISOString();
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: subjectLabel(row.subject),
    createdAt: row.created_at,
    state: stateOf(row),
    message: row.message,
    fromAccount: row.user_id !== null,
  };
}

export async function markHandled(operator: Operator, id: number, now = new Date()): Promise<boolean> {
  const db = await database();
  const result = await db
    .updateTable("contact_messages")
    .set((eb) => ({ handled_at: now.toISOString(), read_at: eb.fn.coalesce("read_at", eb.val(now.toISOString())) }))
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await audit(operator, "marked message handled", `message #${id}`, now);
  return true;
}

export type ReplyResult = { ok: true; to: string } | { ok: false; reason: "not-found" } | { ok: false; reason: "not-sent"; detail: string };

/**
 * Answer a message by email, through the site's mailer. Replies come from MAIL_FROM with Reply-To the site's
 * contact address, so the person's answer reaches people. A sent reply marks the message handled; the reply text
 * itself is not kept.
 */
export async function replyToMessage(operator: Operator, id: number, reply: string, now = new Date()): Promise<ReplyResult> {
  const db = await database();
  const row = await db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not-found" };
  try {
    await sendMail({
      to: row.email,
      replyTo: SITE.contact.email,
      ...operatorReplyMessage(row.name, subjectLabel(row.subject), reply, row.message),
    });
  } catch (error) {
    console.error("[admin] a reply could not be sent", error);
    return { ok: false, reason: "not-sent", detail: (error as Error).message };
  }
  await db
    .updateTable("contact_messages")
    .set((eb) => ({ handled_at: now.toISOString(), read_at: eb.fn.coalesce("read_at", eb.val(now.toISOString())) }))
    .where("id", "=", id)
    .execute();
  await audit(operator, "replied by email to message", `message #${id}`, now);
  return { ok: true, to: row.email };
}

/**
 * Delete a message, and scrub it at once: secure_delete zeroes its page in SQLite, and the write-ahead log, whose older
 * frames still hold the message as it was, is checkpointed and emptied (scrubDeleted).
 */
export async function deleteMessage(operator: Operator, id: number, now = new Date()): Promise<boolean> {
  const db = await database();
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await audit(operator, "deleted message", `message #${id}`, now);
  await scrubDeleted();
  return true;
}
