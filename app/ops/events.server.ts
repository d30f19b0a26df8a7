import { sql } from "kysely";
import { database } from "~/db/db.server";
import { countEvent } from "./metrics.server";

/**
 * Counted events for the operators' health view: a per-day counter for each name, nothing more (no person, no
 * text). recordEvent never throws and may be called without awaiting: a count that cannot be written is logged
 * and the request it belongs to goes on.
 */
export const EVENT = {
  /** One per question asked, through any door, by how it was answered. */
  askLibrary: "ask.library",
  askModel: "ask.model",
  askCare: "ask.care",
  /** The model failed and the library answered instead. */
  askFallback: "ask.fallback",
  /** Nothing could answer. */
  askUnavailable: "ask.unavailable",
  /** A configured model failed (timeout, error, unusable answer); the library or the built-in guide stood in. */
  modelFailure: "model.failure",
  /** A model call refused because a spending budget was used up. */
  budgetHit: "model.budget-hit",
  /** A contact form whose hidden field a bot filled in. */
  contactHoneypot: "contact.honeypot",
  /** Requests turned away by a limit, by limit. */
  limitContact: "limit.contact",
  limitSignIn: "limit.sign-in",
  limitPasswordReset: "limit.password-reset",
  limitVerificationEmail: "limit.verification-email",
} as const;

export type EventName = (typeof EVENT)[keyof typeof EVENT];

/** YYYY-MM-DD in UTC. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Count one event on the day it happened (UTC). */
export async function recordEvent(name: string, at = new Date()): Promise<void> {
  countEvent(name);
  try {
    const db = await database();
    await db
      .insertInto("event_counts")
      .values({ day: dayOf(at), name, count: 1 })
      .onConflict((oc) => oc.columns(["day", "name"]).doUpdateSet({ count: sql`event_counts.count + 1` }))
      .execute();
  } catch (error) {
    console.error(`[events] could not count ${name}`, error);
  }
}

/** Counts per day and name from `from` to `to` (inclusive, YYYY-MM-DD). */
export async function eventCounts(from: string, to: string): Promise<Array<{ day: string; name: string; count: number }>> {
  const db = await database();
  return db
    .selectFrom("event_counts")
    .select(["day", "name", "count"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .orderBy("day")
    .execute();
}
