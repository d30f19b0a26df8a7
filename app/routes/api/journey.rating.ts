import type { RouteFacts } from "~/security/route-table";
import { idParam, ratingBody } from "~/openapi/schemas";
import { requireApiUser } from "~/auth/api-auth.server";
import { getJourneyItem, rateJourneyItem } from "~/journey/journey.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/journey.rating";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["PUT", "POST"] } satisfies RouteFacts;

/** PUT (or POST) /api/journey/:id/rating {rating: 1-5} -> the item. */
export async function action({ request, params }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const { rating } = await readJson(request, ratingBody);
    const id = idParam.safeParse(params.id);
    if (!id.success || !(await rateJourneyItem(user.id, id.data, rating))) return jsonError(404, "No such question in your journey.");
    return jsonResponse(await getJourneyItem(user.id, id.data));
  });
}

export const loader = () => methodNotAllowed(handle.methods);
