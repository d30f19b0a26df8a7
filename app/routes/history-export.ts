import type { RouteFacts } from "~/security/route-table";
import { requireUser } from "~/auth/session.server";
import { exportJourney, journeyMarkdown } from "~/journey/journey.server";
import type { Route } from "./+types/history-export";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /history/export.json and /history/export.md: everything a person has here, as a download. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const data = await exportJourney(user.id);
  const day = data.exportedAt.slice(0, 10);
  const markdown = new URL(request.url).pathname.endsWith(".md");
  return new Response(markdown ? journeyMarkdown(data) : `${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": markdown ? "text/markdown; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="prajna-journey-${day}.${markdown ? "md" : "json"}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
