import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  describeDatabaseError,
  isDatabaseUnavailable,
} from "./database-unavailable.server";
import { jsonResponse } from "./json.server";
import { allowHeader, type RouteMethod } from "./methods";

/**
 * Errors under /v1 in OpenAI's shape, {error: {message, type, param, code}}, so OpenAI clients show the message and
 * can tell the cases apart.
 */
export type OpenAIErrorType = "invalid_request_error" | "authentication_error" | "not_found_error" | "rate_limit_exceeded" | "server_error";

export function openaiError(
  status: number,
  message: string,
  options: { param?: string | null; type?: OpenAIErrorType; code?: string | null } = {},
  init: ResponseInit = {},
): Response {
  const { param = null, type = status >= 500 ? "server_error" : "invalid_request_error", code = null } = options;
  return jsonResponse({ error: { message, type, param, code } }, { ...init, status });
}

/** 405 in OpenAI's shape; `methods` is the route's own `handle.methods`, as for methodNotAllowed. */
export function openaiMethodNotAllowed(methods: readonly RouteMethod[]): Response {
  return openaiError(
    405,
    `Method not allowed. Use ${methods.join(" or ")}.`,
    { code: "method_not_allowed" },
    { headers: { Allow: allowHeader(methods) } },
  );
}

/** Past the caller's asking rate: OpenAI's 429, with Retry-After so clients wait before trying again. */
export function openaiRateLimited(outcome: { retryAfter: number; notice: string }): Response {
  return openaiError(
    429,
    outcome.notice,
    { type: "rate_limit_exceeded", code: "rate_limit_exceeded" },
    { headers: { "Retry-After": String(outcome.retryAfter) } },
  );
}

export const UNKNOWN_V1_PATH = "Prajna offers GET /v1/models, GET /v1/models/{id}, POST /v1/chat/completions and POST /v1/responses.";

/** Any path under /v1 Prajna does not serve. */
export function openaiNotFound(pathname: string): Response {
  return openaiError(404, `Unknown path ${pathname}. ${UNKNOWN_V1_PATH}`, { code: "unknown_url" });
}

/**
 * Run a /v1 route's work: a thrown ready response in Prajna's shape ({error, field}, from readJson) is answered in
 * OpenAI's; the database not answering is an OpenAI-shaped 503 with Retry-After; anything else unexpected is logged
 * and answered as an OpenAI-shaped 500.
 */
export async function openaiRoute(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) {
      const body = (await error
        .clone()
        .json()
        .catch(() => null)) as { error?: unknown; field?: unknown } | null;
      if (body && typeof body.error === "string") {
        return openaiError(
          error.status,
          body.error,
          { param: typeof body.field === "string" ? body.field : null },
          { headers: error.headers },
        );
      }
      return error;
    }
    if (isDatabaseUnavailable(error)) {
      console.error(`[v1] the database is unavailable: ${describeDatabaseError(error)}`);
      const headers = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) };
      return openaiError(503, DATABASE_UNAVAILABLE_MESSAGE, { code: "database_unavailable" }, { headers });
    }
    console.error("[v1]", error);
    return openaiError(500, "Something went wrong on our side. Please try again.");
  }
}

/** OpenAI's 404 for a model this server does not offer (it offers one: `offered`). */
export function modelNotFound(model: string, offered: string): Response {
  return openaiError(404, `The model "${model}" does not exist. Prajna offers one model: "${offered}".`, {
    param: "model",
    code: "model_not_found",
  });
}
