import type { RouteFacts } from "~/security/route-table";
import { methodNotAllowed } from "~/lib/json.server";
import { openApiDocument } from "~/openapi/document.server";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /api/openapi.json */
export function loader() {
  return new Response(JSON.stringify(openApiDocument(), null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}

export const action = () => methodNotAllowed(handle.methods);
