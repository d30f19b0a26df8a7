import { createContext, data, type MiddlewareFunction } from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableContext } from "~/lib/database-unavailable.server";
import { jsonError } from "~/lib/json.server";
import { openaiError } from "~/lib/openai-api.server";
import { guardRequest, type Refusal } from "./guard.server";
import { withSecurityHeaders } from "./headers.server";
import { newNonce } from "./headers.server";
import { nonceContext } from "./nonce";
import { type RouteKind } from "./route-kinds";
import { routeTable } from "./route-table";

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

/**
 * A request a route could not answer because the database did not (entry.server's handleError marked it): every
 * answer to it says when to try again (Retry-After), and a file route's bare 500 becomes a plain-text 503 with the
 * reason. Pages are rendered as a 503 by entry.server; JSON routes answer their own 503 (jsonRoute, openaiRoute).
 */
export const databaseUnavailableAnswer: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  if (response.status < 500 || !context.get(databaseUnavailableContext)) return response;
  const retryAfter = String(DATABASE_RETRY_AFTER_SECONDS);
  if (response.status === 500 && routeTable().factsFor(new URL(request.url).pathname).kind === "file") {
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": retryAfter };
    return new Response(`${DATABASE_UNAVAILABLE_MESSAGE}\n`, { status: 503, headers });
  }
  const headers = new Headers(response.headers);
  headers.set("Retry-After", retryAfter);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/** A refusal in the error shape the JSON route itself answers with: OpenAI's under /v1, {error} elsewhere. */
function jsonRefusal(pathname: string, refusal: Refusal, headers: Headers): Response {
  const facts = routeTable().factsFor(pathname);
  if (facts.openai) return openaiError(refusal.status, refusal.message, {}, { headers });
  // The doors whose every error also says success: false (`successFalse` in their handle).
  const extra = facts.successFalse ? { success: false } : {};
  return jsonError(refusal.status, refusal.message, extra, { headers });
}

/**
 * The checks every request passes before a route reads it (method, origin, body size and shape), for the routes of
 * one kind: each layout of app/routes.ts runs the guard of its own kind. A refusal is answered the way the route
 * would answer: in its JSON error shape for JSON routes, plain text for files, and for pages the error page in the
 * layout.
 */
export function requestGuard(kind: RouteKind): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const url = new URL(request.url);
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
}

export const pageGuard = requestGuard("page");
export const jsonGuard = requestGuard("json");
export const fileGuard = requestGuard("file");
