import { jsonError } from "~/lib/json.server";
import { readSession, type SessionUser } from "./session.server";

/**
 * For JSON routes that need a signed-in caller: the user, or a thrown 401 JSON response. A token that was sent
 * but is unknown, expired or revoked is told apart from no token at all.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const session = await readSession(request);
  if (session.user) return session.user;
  if (session.stale) throw jsonError(401, "Your session has expired or was revoked. Sign in again.");
  throw jsonError(401, "Sign in first: send Authorization: Bearer <token> from /auth/login or /auth/register.");
}

/**
 * For JSON routes open to guests: the user when the caller is signed in, null for a guest, and a 401 when a
 * token was sent but is no good (so a client never mistakes a dead token for a guest session).
 */
export async function optionalApiUser(request: Request, extra: Record<string, unknown> = {}): Promise<SessionUser | null> {
  const session = await readSession(request);
  if (session.stale && session.source === "bearer") throw jsonError(401, "Your session has expired or was revoked. Sign in again.", extra);
  return session.user;
}
