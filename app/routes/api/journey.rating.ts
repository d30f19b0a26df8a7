import { idParam, ratingBody } from "~/openapi/schemas";
import { requireApiUser } from "~/auth/api-auth.server";
import { getJourneyItem, rateJourneyItem } from "~/journey/journey.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/journey.rating";

/** PUT (or POST) /api/journey/:id/rating {rating: 1-5} -> the item. */
export async function action({ request, params }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(["PUT", "POST"]);
    const user = await requireApiUser(request);
    const { rating } = await readJson(request, ratingBody);
    const id = idParam.safeParse(params.id);
    if (!id.success || !(await rateJourneyItem(user.id, id.data, rating))) return jsonError(404, "No such question in your journey.");
    return jsonResponse(await getJourneyItem(user.id, id.data));
  });
}

export const loader = () => methodNotAllowed(["PUT", "POST"]);
