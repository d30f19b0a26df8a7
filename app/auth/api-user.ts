import type { SessionUser } from "./session.server";

/** The user as API clients see it: `username` and `name` are both the name given at registration. */
export function apiUser(user: SessionUser) {
  return { id: user.id, username: user.name, name: user.name, email: user.email };
}
