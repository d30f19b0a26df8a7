import type { RouteFacts } from "~/security/route-table";
import { jsonError } from "~/lib/json.server";

/**
 * Every method is answered with the 404 (a JSON client on another origin can read it, its preflight granted), so
 * OPTIONS and preflights name them all (app/security/route-table.ts).
 */
export const handle = { methods: ["GET", "POST", "PUT", "PATCH", "DELETE"] } satisfies RouteFacts;

/** Unknown paths under the JSON prefixes (/api/, /auth/, /ai/) answer JSON, not the HTML 404 page. */
export const loader = () => jsonError(404, "No such API route. See /api/openapi.json.");
export const action = () => jsonError(404, "No such API route. See /api/openapi.json.");
