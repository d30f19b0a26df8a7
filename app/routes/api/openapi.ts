import { methodNotAllowed } from "~/lib/json.server";
import { openApiDocument } from "~/openapi/document.server";

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

export const action = () => methodNotAllowed(["GET"]);
