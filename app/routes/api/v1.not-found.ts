import type { RouteFacts } from "~/security/route-table";
import { openaiNotFound } from "~/lib/openai-api.server";
import type { Route } from "./+types/v1.not-found";

/**
 * Every method is answered with the 404 (a JSON client on another origin can read it, its preflight granted), so
 * OPTIONS and preflights name them all (app/security/route-table.ts).
 */
export const handle = { methods: ["GET", "POST", "PUT", "PATCH", "DELETE"] } satisfies RouteFacts;

/** Every other path under /v1 (any method) answers OpenAI's JSON 404, never the HTML page. */
export const loader = ({ request }: Route.LoaderArgs) => openaiNotFound(new URL(request.url).pathname);
export const action = ({ request }: Route.ActionArgs) => openaiNotFound(new URL(request.url).pathname);
