import type { RouteFacts } from "~/security/route-table";
import { journeyListQuery } from "~/openapi/schemas";
import { requireApiUser } from "~/auth/api-auth.server";
import { clearJourney, listJourney } from "~/journey/journey.server";
import { describeIssue, jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/journey";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET", "DELETE"] } satisfies RouteFacts;

/** GET /api/journey?category=&q=&cursor= (or &page=) -> {items, total, page, pages, next, prev} */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const parsed = journeyListQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return jsonError(400, describeIssue(parsed.error).error, { field: describeIssue(parsed.error).field });
    return jsonResponse(await listJourney(user.id, parsed.data));
  });
}

/** DELETE /api/journey -> {deleted}: clears every saved question. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    return jsonResponse({ deleted: await clearJourney(user.id) });
  });
}
