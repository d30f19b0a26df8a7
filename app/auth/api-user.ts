import type { NewSession, SessionUser } from "./session.server";

/** The user as API clients see it: `username` and `name` are both the name given at registration. */
export function apiUser(user: SessionUser) {
  return { id: user.id, username: user.name, name: user.name, email: user.email };
}

/** What a client is given when it signs in: the token, how long it lasts, and who it signs in. */
export function authBody(session: NewSession, user: SessionUser) {
  const { token, expiresAt, remember, idleTimeoutSeconds } = session;
  return { token, expiresAt, remember, idleTimeoutSeconds, user: apiUser(user) };
}
