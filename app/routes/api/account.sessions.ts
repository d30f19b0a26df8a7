import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { listSessions, readSession, revokeOtherSessions } from "~/auth/session.server";
import { jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/account.sessions";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET", "DELETE"] } satisfies RouteFacts;

/** GET /api/account/sessions -> 200 {sessions}: every place the account is signed in, the caller's marked current. */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const { sessionId } = await readSession(request);
    return jsonResponse({ sessions: await listSessions(user.id, sessionId) }, { headers: { "Cache-Control": "no-store" } });
  });
}

/** DELETE /api/account/sessions -> 200 {revoked}: every session of the account ends but the caller's own. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const { sessionId } = await readSession(request);
    const revoked = sessionId === null ? 0 : await revokeOtherSessions(user.id, sessionId);
    return jsonResponse({ revoked }, { headers: { "Cache-Control": "no-store" } });
  });
}
