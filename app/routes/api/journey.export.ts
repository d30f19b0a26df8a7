import { requireApiUser } from "~/auth/api-auth.server";
import { exportJourney, journeyMarkdown } from "~/journey/journey.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/journey.export";

/** GET /api/journey/export?format=json|markdown -> everything the caller has here. */
export async function loader({ request }: Route.LoaderArgs) {
  return jsonRoute(async () => {
    const user = await requireApiUser(request);
    const format = new URL(request.url).searchParams.get("format") ?? "json";
    if (format !== "json" && format !== "markdown") return jsonError(400, 'format must be "json" or "markdown"', { field: "format" });
    const data = await exportJourney(user.id);
    if (format === "json") return jsonResponse(data);
    return new Response(journeyMarkdown(data), {
      headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "no-store" },
    });
  });
}

export const action = () => methodNotAllowed(["GET"]);
