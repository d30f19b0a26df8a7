import { apiUser } from "~/auth/api-user";
import { requireApiUser } from "~/auth/api-auth.server";
import { jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.me";

/** GET /auth/me (bearer or cookie) -> {user} */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => jsonResponse({ user: apiUser(await requireApiUser(request)) }));
}

export const action = () => methodNotAllowed(["GET"]);
