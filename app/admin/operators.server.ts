import { data } from "react-router";
import { getUser, type SessionUser } from "~/auth/session.server";
import { adminEmails } from "~/config.server";
import { database } from "~/db/db.server";

/**
 * Operators are the accounts ADMIN_EMAILS names, and only once their address is confirmed (otherwise anyone could
 * sign up with an operator's address before the operator does). Everyone else gets the site's ordinary 404 from
 * every /admin path, for reading and for posting alike, so the console is not even seen to exist.
 */

export type Operator = SessionUser;

export async function isOperator(user: SessionUser | null): Promise<boolean> {
  if (!user || !adminEmails().has(user.email)) return false;
  const db = await database();
  const row = await db
    .selectFrom("users")
    .select("email_verified_at")
    .where("id", "=", user.id)
    .where("email", "=", user.email)
    .executeTakeFirst();
  return Boolean(row?.email_verified_at);
}

/** The same answer as a path that does not exist: the site's 404 page. */
export function notFound() {
  return data(null, { status: 404 });
}

/** For every /admin loader and action: the operator, or the 404 thrown. */
export async function requireOperator(request: Request): Promise<Operator> {
  const user = await getUser(request);
  if (!user || !(await isOperator(user))) throw notFound();
  return user;
}

/** Admin pages are never stored by a cache; sent with the page only, so a 404 looks like any other. */
export const NO_STORE = { "Cache-Control": "private, no-store" };
