import { settings } from "~/config.server";
import { type Limit, releaseSlot, retryAfter, takeSlot } from "./rate-limit.server";

/**
 * Who is asking, as far as the limits can tell clients apart: a signed-in account, a key of its own (an OpenAI
 * client's bearer key that is not a Prajna session, kept as a hash), and the address behind a trusted proxy. A
 * signed-in person is counted by their account alone (people behind one office or school address each have their
 * own limits); a guest by their address, and by their own key when they send one.
 */
export interface Caller {
  userId: number | null;
  token: string | null;
  address: string | null;
  /** Where the caller is (ISO 3166-1 alpha-2, from Accept-Language or their choice), for the crisis lines named first. */
  country?: string | null;
}

export const ANONYMOUS: Caller = { userId: null, token: null, address: null };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The model bill's budgets, each a count of model calls in a sliding window, set by the environment (0 turns the
 * model off for that group): every guest together per minute, each account per hour, each guest's client address
 * (behind a trusted proxy) per hour, and everyone together per day.
 */
export const budgets = {
  guests: (): Limit => ({ name: "model-guests", max: settings().aiBudgetGuestsPerMinute, windowMs: MINUTE }),
  account: (): Limit => ({ name: "model-account", max: settings().aiBudgetAccountPerHour, windowMs: HOUR }),
  address: (): Limit => ({ name: "model-address", max: settings().aiBudgetAddressPerHour, windowMs: HOUR }),
  daily: (): Limit => ({ name: "model-daily", max: settings().aiBudgetPerDay, windowMs: DAY }),
};

function budgetsFor(caller: Caller): Array<[Limit, string[]]> {
  const list: Array<[Limit, string[]]> = [
    caller.userId !== null ? [budgets.account(), [`user:${caller.userId}`]] : [budgets.guests(), ["all"]],
  ];
  // The address budget is a guest's: a signed-in person has their account's, whatever address they share.
  if (caller.userId === null && caller.address) list.push([budgets.address(), [`ip:${caller.address}`]]);
  list.push([budgets.daily(), ["all"]]);
  return list;
}

/**
 * May this caller's request call the model? Takes one call from every budget that applies, or from none: past any
 * of them the answer is no, and the library answers instead.
 */
export async function spendModelCall(caller: Caller = ANONYMOUS): Promise<boolean> {
  const taken: number[] = [];
  for (const [limit, keys] of budgetsFor(caller)) {
    const slot = limit.max > 0 ? await takeSlot(limit, keys) : null;
    if (!slot?.ok) {
      await releaseSlot(taken);
      return false;
    }
    taken.push(...slot.ids);
  }
  return true;
}

/** Answers per client per minute (ASK_RATE_PER_MINUTE, default 20): generous for a person, a wall for a script. */
export function askRateLimit(): Limit {
  return { name: "ask", max: settings().askRatePerMinute, windowMs: MINUTE };
}

/**
 * The keys a caller is told apart by: a signed-in person's account alone; a guest's own key and address. None for a
 * guest with no key behind no proxy (the model budgets still hold).
 */
export function callerKeys(caller: Caller): string[] {
  if (caller.userId !== null) return [`user:${caller.userId}`];
  const keys: string[] = [];
  if (caller.token) keys.push(`token:${caller.token}`);
  if (caller.address) keys.push(`ip:${caller.address}`);
  return keys;
}

/** Take one answer from the caller's rate; the seconds to wait when there is none left, else 0. */
export async function takeAskSlot(caller: Caller = ANONYMOUS): Promise<number> {
  const keys = callerKeys(caller);
  if (!keys.length) return 0;
  const slot = await takeSlot(askRateLimit(), keys);
  return slot.ok ? 0 : Math.max(1, slot.retryAfter || (await retryAfter(askRateLimit(), keys)));
}
