import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { clearSessionCookieHeader, readSession, revokeSessionById } from "~/auth/session.server";
import { jsonError, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import { idParam } from "~/openapi/schemas";
import type { Route } from "./+types/account.session";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["DELETE"] } satisfies RouteFacts;

const NOT_FOUND = "No such session on this account.";

/**
 * DELETE /api/account/sessions/:id -> 204: that session ends at once (its next request is signed out). 404 when the
 * id is not one of the caller's sessions. Ending the caller's own session signs the caller out.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const id = idParam.safeParse(params.id);
    if (!id.success || !(await revokeSessionById(user.id, id.data))) return jsonError(404, NOT_FOUND);
    const headers = new Headers({ "Cache-Control": "no-store" });
    const session = await readSession(request);
    if (session.sessionId === id.data && session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
    return new Response(null, { status: 204, headers });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
