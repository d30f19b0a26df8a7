import type { RouteFacts } from "~/security/route-table";
import { idParam } from "~/openapi/schemas";
import { requireApiUser } from "~/auth/api-auth.server";
import { deleteJourneyItem, getJourneyItem } from "~/journey/journey.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/journey.item";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET", "DELETE"] } satisfies RouteFacts;

const NOT_FOUND = "No such question in your journey.";

/** GET /api/journey/:id -> the item (404 if it is not the caller's). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const id = idParam.safeParse(params.id);
    const item = id.success ? await getJourneyItem(user.id, id.data) : null;
    return item ? jsonResponse(item) : jsonError(404, NOT_FOUND);
  });
}

/** DELETE /api/journey/:id -> 204 (404 if it is not the caller's). */
export async function action({ request, params }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const id = idParam.safeParse(params.id);
    if (!id.success || !(await deleteJourneyItem(user.id, id.data))) return jsonError(404, NOT_FOUND);
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}
