import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { clearSessionCookieHeader, readSession, revokeSession } from "~/auth/session.server";
import { jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.logout";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/** POST /auth/logout -> 204; the token is revoked and no longer works. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    await requireApiUser(request);
    const session = await readSession(request);
    await revokeSession(session.token!);
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
    return new Response(null, { status: 204, headers });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
