import type { SessionUser } from "./session.server";

/** The user as API clients see it (`username` is the name given at registration). */
export function apiUser(user: SessionUser) {
  return { id: user.id, username: user.name, email: user.email };
}
