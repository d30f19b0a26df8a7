import { database } from "~/db/db.server";
import { rowCount } from "~/db/row-counts.server";
import { dayOf, EVENT, eventCounts } from "~/ops/events.server";

/**
 * The site at a glance over the last 30 days: questions a day and how they were answered, the model's failures and
 * budget hits, sign-ups and active accounts, and what the limits and the honeypot turned away. Counts only: no
 * question or answer text ever reaches an operator.
 */

export const HEALTH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Health {
  /** Oldest first, one entry for each of the last 30 days (UTC), today included. */
  questionsPerDay: Array<{ day: string; count: number }>;
  answers: { library: number; model: number; care: number; fallback: number; unavailable: number; total: number };
  modelFailures: number;
  budgetHits: number;
  signUps: number;
  accounts: number;
  activeAccounts: number;
  turnedAway: { honeypot: number; contactLimit: number; signInLimit: number; resetLimit: number; verificationLimit: number };
}

const ASK_EVENTS: string[] = [EVENT.askLibrary, EVENT.askModel, EVENT.askCare, EVENT.askFallback, EVENT.askUnavailable];

export async function health(now = new Date()): Promise<Health> {
  const days = Array.from({ length: HEALTH_DAYS }, (_, i) => dayOf(new Date(now.getTime() - (HEALTH_DAYS - 1 - i) * DAY_MS)));
  const rows = await eventCounts(days[0], days[days.length - 1]);
  const total = (name: string) => rows.filter((r) => r.name === name).reduce((sum, r) => sum + r.count, 0);
  const questionsPerDay = days.map((day) => ({
    day,
    count: rows.filter((r) => r.day === day && ASK_EVENTS.includes(r.name)).reduce((sum, r) => sum + r.count, 0),
  }));
  const answers = {
    library: total(EVENT.askLibrary),
    model: total(EVENT.askModel),
    care: total(EVENT.askCare),
    fallback: total(EVENT.askFallback),
    unavailable: total(EVENT.askUnavailable),
    total: 0,
  };
  answers.total = answers.library + answers.model + answers.care + answers.fallback + answers.unavailable;

  const db = await database();
  const since = new Date(now.getTime() - HEALTH_DAYS * DAY_MS).toISOString();
  // The last 30 days through an index (users_created, users_last_seen): as many rows as sign-ups or visitors in
  // that time, never every account; all accounts from the counter the database keeps.
  const count = async (where: "created_at" | "last_seen_at") => {
    const q = db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(where, ">=", since);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  return {
    questionsPerDay,
    answers,
    modelFailures: total(EVENT.modelFailure),
    budgetHits: total(EVENT.budgetHit),
    signUps: await count("created_at"),
    accounts: await rowCount("users"),
    activeAccounts: await count("last_seen_at"),
    turnedAway: {
      honeypot: total(EVENT.contactHoneypot),
      contactLimit: total(EVENT.limitContact),
      signInLimit: total(EVENT.limitSignIn),
      resetLimit: total(EVENT.limitPasswordReset),
      verificationLimit: total(EVENT.limitVerificationEmail),
    },
  };
}
