import { requireApiUser } from "~/auth/api-auth.server";
import { clearSessionCookieHeader, readSession, revokeSession } from "~/auth/session.server";
import { jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.logout";

/** POST /auth/logout -> 204; the token is revoked and no longer works. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireApiUser(request);
    const session = await readSession(request);
    await revokeSession(session.token!);
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
    return new Response(null, { status: 204, headers });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
