import type { RouteFacts } from "~/security/route-table";
import { apiUser } from "~/auth/api-user";
import { requireApiUser } from "~/auth/api-auth.server";
import { accountState } from "~/auth/verification.server";
import { jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.me";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /auth/me (bearer or cookie) -> {user, emailVerified, pendingEmail} */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const state = await accountState(user.id);
    return jsonResponse({ user: apiUser(user), emailVerified: state.verified, pendingEmail: state.pendingEmail });
  });
}

export const action = () => methodNotAllowed(handle.methods);
