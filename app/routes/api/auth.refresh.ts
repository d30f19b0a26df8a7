import type { RouteFacts } from "~/security/route-table";
import { authBody } from "~/auth/api-user";
import { requireApiUser } from "~/auth/api-auth.server";
import { createSession, readSession, revokeSession } from "~/auth/session.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.refresh";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/refresh (bearer) -> 200 {token, expiresAt, remember, idleTimeoutSeconds, user}: a fresh token, its
 * lifetime counted anew and remembered as the old one was; the token that asked is revoked. Browsers signed in with the cookie have nothing to refresh here (their session renews by signing in).
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const session = await readSession(request);
    if (session.source !== "bearer" || !session.token) {
      return jsonError(401, "Send the token to refresh as Authorization: Bearer <token>.");
    }
    // The fresh token keeps the old one's choice: remembered or not.
    const fresh = await createSession(user.id, request, undefined, { remember: session.remember });
    await revokeSession(session.token);
    return jsonResponse(authBody(fresh, user));
  });
}

export const loader = () => methodNotAllowed(handle.methods);
