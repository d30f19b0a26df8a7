import { jsonError } from "~/lib/json.server";

/** Unknown paths under the JSON prefixes (/api/, /auth/, /ai/) answer JSON, not the HTML 404 page. */
export const loader = () => jsonError(404, "No such API route. See /api/openapi.json.");
export const action = () => jsonError(404, "No such API route. See /api/openapi.json.");
