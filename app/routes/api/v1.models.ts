import type { RouteFacts } from "~/security/route-table";
import { openaiApiCaller } from "~/auth/api-auth.server";
import { jsonResponse } from "~/lib/json.server";
import { modelNotFound, openaiMethodNotAllowed } from "~/lib/openai-api.server";
import { PRAJNA_MODEL } from "~/openapi/schemas";
import type { Route } from "./+types/v1.models";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

const CREATED = Math.floor(Date.parse("2026-01-01T00:00:00Z") / 1000);

/** The one model this server offers, in OpenAI's shape. */
export const prajnaModel = () => ({ id: PRAJNA_MODEL, object: "model" as const, created: CREATED, owned_by: "prajna" });

/**
 * GET /v1/models: the list; GET /v1/models/{id}: one model, or OpenAI's 404 model_not_found. A Prajna token that
 * expired or was revoked is OpenAI's 401 here too, so a client checking its key with a model list learns it at once.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    await openaiApiCaller(request);
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  if (params.id === undefined) return jsonResponse({ object: "list", data: [prajnaModel()] });
  if (params.id === PRAJNA_MODEL) return jsonResponse(prajnaModel());
  return modelNotFound(params.id, PRAJNA_MODEL);
}

export const action = () => openaiMethodNotAllowed(handle.methods);
