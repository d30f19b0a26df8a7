import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { exportJourney, journeyMarkdown } from "~/journey/journey.server";
import { describeIssue, jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import { journeyExportQuery } from "~/openapi/schemas";
import type { Route } from "./+types/journey.export";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /api/journey/export?format=json|markdown -> everything the caller has here. */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const parsed = journeyExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return jsonError(400, describeIssue(parsed.error).error, { field: describeIssue(parsed.error).field });
    const { format } = parsed.data;
    const data = await exportJourney(user.id);
    if (format === "json") return jsonResponse(data);
    return new Response(journeyMarkdown(data), {
      headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
}

export const action = () => methodNotAllowed(handle.methods);
