import { createContext, data, type MiddlewareFunction } from "react-router";
import { jsonError } from "~/lib/json.server";
import { guardRequest } from "./guard.server";
import { withSecurityHeaders } from "./headers.server";
import { newNonce } from "./headers.server";
import { nonceContext } from "./nonce";
import { routeKind } from "./route-kinds";

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
 * The checks every request passes before a route reads it (method, origin, body size and shape). A refusal is
 * answered the way the route would answer: {error} for JSON routes, plain text for files, and for pages the error
 * page in the layout.
 */
export const requestGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const kind = routeKind(url.pathname);
  const refusal = await guardRequest(request, kind);
  if (!refusal) return next();
  const headers = new Headers({ "Cache-Control": "no-store", ...refusal.headers });
  headers.forEach((v, k) => context.get(refusalHeaders)?.set(k, v));
  if (kind === "json") return jsonError(refusal.status, refusal.message, {}, { headers });
  if (kind === "file") {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${refusal.message}\n`, { status: refusal.status, headers });
  }
  throw data(refusal.message, { status: refusal.status, headers });
};
