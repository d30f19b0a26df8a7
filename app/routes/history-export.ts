import { requireUser } from "~/auth/session.server";
import { exportJourney, journeyMarkdown } from "~/journey/journey.server";
import type { Route } from "./+types/history-export";

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
