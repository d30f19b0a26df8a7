import { jsonResponse } from "~/lib/json.server";
import { openaiError, openaiMethodNotAllowed } from "~/lib/openai-api.server";
import { PRAJNA_MODEL } from "~/openapi/schemas";
import type { Route } from "./+types/v1.models";

const CREATED = Math.floor(Date.parse("2026-01-01T00:00:00Z") / 1000);

/** The one model this server offers, in OpenAI's shape. */
export const prajnaModel = () => ({ id: PRAJNA_MODEL, object: "model" as const, created: CREATED, owned_by: "prajna" });

/** GET /v1/models: the list; GET /v1/models/{id}: one model, or OpenAI's 404 model_not_found. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.id === undefined) return jsonResponse({ object: "list", data: [prajnaModel()] });
  if (params.id === PRAJNA_MODEL) return jsonResponse(prajnaModel());
  return openaiError(404, `The model "${params.id}" does not exist. Prajna offers one model: "${PRAJNA_MODEL}".`, {
    param: "model",
    code: "model_not_found",
  });
}

export const action = () => openaiMethodNotAllowed(["GET"]);
