import { jsonResponse, methodNotAllowed } from "~/lib/json.server";
import { PRAJNA_MODEL } from "~/openapi/schemas";

const CREATED = Math.floor(Date.parse("2026-01-01T00:00:00Z") / 1000);

/** GET /v1/models: the one model this server offers, in the OpenAI shape. */
export function loader() {
  return jsonResponse({ object: "list", data: [{ id: PRAJNA_MODEL, object: "model", created: CREATED, owned_by: "prajna" }] });
}

export const action = () => methodNotAllowed(["GET"]);
