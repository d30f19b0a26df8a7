import type { RouteFacts } from "~/security/route-table";
import { searchQuery } from "~/openapi/schemas";
import { describeIssue, jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import { searchSite } from "~/search/search.server";
import type { Route } from "./+types/search";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /api/search?q=&kind=&group=&tradition=&page= -> {query, total, page, pages, perPage, groups, results} */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const parsed = searchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) {
      const { error, field } = describeIssue(parsed.error);
      return jsonError(400, error, { field });
    }
    return jsonResponse(searchSite(parsed.data), { headers: { "Cache-Control": "public, max-age=60" } });
  });
}

export const action = () => methodNotAllowed(handle.methods);
