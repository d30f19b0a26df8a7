import { createContext, data, type MiddlewareFunction } from "react-router";
import { jsonError } from "~/lib/json.server";
import { openaiError } from "~/lib/openai-api.server";
import { guardRequest, type Refusal } from "./guard.server";
import { withSecurityHeaders } from "./headers.server";
import { newNonce } from "./headers.server";
import { nonceContext } from "./nonce";
import { isOpenAiPath, normalizedPath, routeKind } from "./route-kinds";

/** Headers a refusal asks for (Retry-After, Allow, Connection), added to whatever response finally goes out. */
const refusalHeaders = createContext<Headers | null>(null);

/**
 * Outermost: a fresh nonce for the page's scripts, and the security headers on every response on the way out,
 * whether a route answered, a check refused, or an error boundary rendered.
 */
export const securityHeaders: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(nonceContext, newNonce());
  const extra = new Headers();
  context.set(refusalHeaders, extra);
  const response = await next();
  return withSecurityHeaders(request, response, extra);
};

/** The JSON doors whose every error also says success: false. */
const SUCCESS_FALSE_PATHS = new Set(["/ai/ask", "/ai/meditation"]);

/** A refusal in the error shape the JSON route itself answers with: OpenAI's under /v1, {error} elsewhere. */
function jsonRefusal(pathname: string, refusal: Refusal, headers: Headers): Response {
  if (isOpenAiPath(pathname)) return openaiError(refusal.status, refusal.message, {}, { headers });
  const extra = SUCCESS_FALSE_PATHS.has(normalizedPath(pathname)) ? { success: false } : {};
  return jsonError(refusal.status, refusal.message, extra, { headers });
}

/**
 * The checks every request passes before a route reads it (method, origin, body size and shape). A refusal is
 * answered the way the route would answer: in its JSON error shape for JSON routes, plain text for files, and for pages the error
 * page in the layout.
 */
export const requestGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const kind = routeKind(url.pathname);
  const refusal = await guardRequest(request, kind);
  if (!refusal) return next();
  const headers = new Headers({ "Cache-Control": "no-store", ...refusal.headers });
  headers.forEach((v, k) => context.get(refusalHeaders)?.set(k, v));
  if (kind === "json") return jsonRefusal(url.pathname, refusal, headers);
  if (kind === "file") {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${refusal.message}\n`, { status: refusal.status, headers });
  }
  throw data(refusal.message, { status: refusal.status, headers });
};
