import { sql } from "kysely";
import { deleteAccount } from "~/auth/account-settings.server";
import { revokeAllSessions } from "~/auth/session.server";
import { adminEmails } from "~/config.server";
import { database } from "~/db/db.server";
import { engineOf } from "~/db/dialect";
import { audit } from "./audit.server";
import type { Operator } from "./operators.server";

/** Accounts as operators see them: who, since when, how active, never what they asked. */

export interface AccountSummary {
  id: number;
  name: string;
  email: string;
  createdAt: string;
  lastSeenAt: string | null;
  verified: boolean;
  disabled: boolean;
  operator: boolean;
}

export interface AccountDetail extends AccountSummary {
  counts: { questions: number; meditations: number; messages: number; sessions: number };
}

type Row = {
  id: number;
  name: string;
  email: string;
  created_at: string;
  last_seen_at: string | null;
  email_verified_at: string | null;
  disabled_at: string | null;
};

function summary(row: Row): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    verified: row.email_verified_at !== null,
    disabled: row.disabled_at !== null,
    operator: row.email_verified_at !== null && adminEmails().has(row.email),
  };
}

const COLUMNS = ["id", "name", "email", "created_at", "last_seen_at", "email_verified_at", "disabled_at"] as const;

/**
 * How an operator's search was read: the newest accounts (no text), addresses that begin with the text (through the
 * users_email_lower index), or, for a text starting with `*`, addresses that contain the rest anywhere: through a
 * trigram index on PostgreSQL; SQLite has none, so there it is a search by the beginning too.
 */
export type AccountSearch = { kind: "newest" } | { kind: "begins" | "contains"; text: string };

export interface AccountResults {
  search: AccountSearch;
  accounts: AccountSummary[];
}

/** The accounts a search finds, newest first (at most `limit`). Addresses are compared lower-cased. */
export async function searchAccounts(query: string, limit = 50): Promise<AccountResults> {
  const db = await database();
  const q = db.selectFrom("users").select(COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit);
  let needle = query.trim().toLowerCase();
  const anywhere = needle.startsWith("*");
  if (anywhere) needle = needle.replace(/^\*+/, "").trim();
  if (!needle) return { search: { kind: "newest" }, accounts: (await q.execute()).map(summary) };
  const escaped = needle.replace(/[\\%_]/g, (c) => `\\${c}`);
  const postgres = engineOf(db) === "postgres";
  if (anywhere && postgres) {
    const rows = await q.where(sql<boolean>`lower(email) like ${`%${escaped}%`} escape '\\'`).execute();
    return { search: { kind: "contains", text: needle }, accounts: rows.map(summary) };
  }
  // PostgreSQL reads `like 'prefix%'` through the text_pattern_ops index; SQLite needs the range spelled out (its
  // LIKE is case-insensitive, so it would not use an index of plain lower-cased text).
  const where = postgres
    ? sql<boolean>`lower(email) like ${`${escaped}%`} escape '\\'`
    : sql<boolean>`lower(email) >= ${needle} and lower(email) < ${`${needle}\u{10FFFF}`}`;
  const rows = await q.where(where).execute();
  return { search: { kind: "begins", text: needle }, accounts: rows.map(summary) };
}

/** The accounts of a search (see searchAccounts), newest first. */
export async function findAccounts(query: string, limit = 50): Promise<AccountSummary[]> {
  return (await searchAccounts(query, limit)).accounts;
}

export async function accountDetail(id: number): Promise<AccountDetail | null> {
  const db = await database();
  const row = await db.selectFrom("users").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const count = async (table: "questions" | "meditation_sessions" | "contact_messages" | "sessions") => {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", id)
      .executeTakeFirstOrThrow();
    return Number(n);
  };
  return {
    ...summary(row),
    counts: {
      questions: await count("questions"),
      meditations: await count("meditation_sessions"),
      messages: await count("contact_messages"),
      sessions: await count("sessions"),
    },
  };
}

export type AccountAction = { ok: true } | { ok: false; reason: "not-found" | "self" };

/** Disable an account: it is signed out everywhere, its emailed links stop working, and it cannot sign in. */
export async function disableAccount(operator: Operator, id: number, now = new Date()): Promise<AccountAction> {
  if (id === operator.id) return { ok: false, reason: "self" };
  const db = await database();
  const result = await db.updateTable("users").set({ disabled_at: now.toISOString() }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "not-found" };
  await revokeAllSessions(id);
  await db.deleteFrom("account_tokens").where("user_id", "=", id).where("used_at", "is", null).execute();
  await audit(operator, "disabled account", `account #${id}`, now);
  return { ok: true };
}

/** Enable it again: the person can sign in as before (their sessions ended with the disabling). */
export async function enableAccount(operator: Operator, id: number, now = new Date()): Promise<AccountAction> {
  const db = await database();
  const result = await db.updateTable("users").set({ disabled_at: null }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "not-found" };
  await audit(operator, "enabled account", `account #${id}`, now);
  return { ok: true };
}

/** Delete an account with everything tied to it: the very deletion a person does from their own account page. */
export async function deleteAccountAsOperator(operator: Operator, id: number, now = new Date()): Promise<AccountAction> {
  if (id === operator.id) return { ok: false, reason: "self" };
  const db = await database();
  const exists = await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) return { ok: false, reason: "not-found" };
  await deleteAccount(id);
  await audit(operator, "deleted account", `account #${id}`, now);
  return { ok: true };
}
