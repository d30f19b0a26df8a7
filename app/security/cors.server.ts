import { corsOrigins } from "~/config.server";
import { isOwnOrigin, type RequestHead } from "./origins.server";
import { routeKind } from "./route-kinds";
import { routeTable } from "./route-table";
import { jsonError } from "~/lib/json.server";

/**
 * CORS for the JSON API and /v1, so a web app on another origin listed in CORS_ORIGINS can call them from the browser.
 * Preflights are answered here with 204; a listed origin gets Access-Control-Allow-Origin naming it (never "*"), an
 * unlisted one no CORS headers at all. Credentials cross origins only as a bearer token: Access-Control-Allow-Credentials
 * is sent only when the request carries (or a preflight announces) an Authorization header, and a session cookie sent
 * from another origin never signs anyone in (see fromAnotherOrigin, used by readSession).
 */

const EXPOSED = "Retry-After, Allow, Content-Disposition";
const TOKEN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  return origin && corsOrigins().has(origin) ? origin : null;
}

/** The headers a preflight asks for, when each is a plain header name; otherwise the two an API client needs. */
function allowedHeaders(request: Request): string {
  const asked = (request.headers.get("access-control-request-headers") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const plain = asked.length > 0 && asked.length <= 40 && asked.every((h) => TOKEN.test(h) && h.length <= 100);
  return plain ? asked.join(", ") : "Authorization, Content-Type";
}

/**
 * A request a browser sent from a page on another origin: its Origin header names a host that is not this site's, or,
 * with no Origin, Sec-Fetch-Site says cross-site or same-site for anything but a navigation.
 */
export function fromAnotherOrigin(request: RequestHead): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return !isOwnOrigin(origin, request);
  // Without an Origin the browser's Sec-Fetch-Site says where the request came from: a fetch, an image or a script
  // another site made is from another origin too. A link followed from another site (a navigation) is the person's
  // own, and keeps them signed in.
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  const mode = request.headers.get("sec-fetch-mode")?.toLowerCase();
  return (site === "cross-site" || site === "same-site") && mode !== "navigate";
}

/**
 * A preflight (or any OPTIONS) to a JSON route: 204, with the CORS grant when the origin is listed. Allow and
 * Access-Control-Allow-Methods name the methods the route at that path takes (its handle's `methods`, in the route
 * table), the ones its 405s name.
 */
export function preflight(request: Request): Response {
  const methods = routeTable().factsFor(new URL(request.url).pathname).allow.join(", ");
  const headers = new Headers({
    Allow: methods,
    "Cache-Control": "no-store",
    Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
  });
  const origin = allowedOrigin(request);
  if (origin && request.headers.has("access-control-request-method")) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Methods", methods);
    headers.set("Access-Control-Allow-Headers", allowedHeaders(request));
    headers.set("Access-Control-Max-Age", "600");
    const asked = (request.headers.get("access-control-request-headers") ?? "")
      .toLowerCase()
      .split(",")
      .map((h) => h.trim());
    if (asked.includes("authorization")) headers.set("Access-Control-Allow-Credentials", "true");
  }
  return new Response(null, { status: 204, headers });
}

/** A JSON route's response, with the CORS grant for a listed origin. */
export function withCors(request: Request, response: Response): Response {
  // A route open to every origin (the OpenAPI document) says so itself.
  const origin = response.headers.has("access-control-allow-origin") ? null : allowedOrigin(request);
  const grant: Array<[string, string]> = [["Vary", "Origin"]];
  if (origin) {
    grant.push(["Access-Control-Allow-Origin", origin], ["Access-Control-Expose-Headers", EXPOSED]);
    if (/^Bearer\s/i.test(request.headers.get("authorization") ?? "")) grant.push(["Access-Control-Allow-Credentials", "true"]);
  }
  let out = response;
  try {
    for (const [k, v] of grant) out.headers.append(k, v);
  } catch {
    // Headers that cannot be changed (a response passed through as it came): copy it once.
    out = new Response(response.body, response);
    for (const [k, v] of grant) out.headers.append(k, v);
  }
  return out;
}

/** A client that asked for JSON (and not for a page). */
export function wantsJson(request: Request): boolean {
  const accept = (request.headers.get("accept") ?? "").toLowerCase();
  if (accept.includes("text/html")) return false;
  return (
    /application\/([\w.+-]+\+)?json/.test(accept) ||
    /^application\/([\w.+-]+\+)?json/.test((request.headers.get("content-type") ?? "").toLowerCase())
  );
}

const NOTHING_HERE = "Nothing is here. The JSON API is described at /api/openapi.json.";

/** The route that answers a path nothing else does (the 404 page of app/routes.ts). */
export const NOT_FOUND_ROUTE = "routes/not-found";

/** A path no route of the app serves: the pages' catch-all answers it. */
export function isUnknownPath(pathname: string): boolean {
  return routeTable().factsFor(pathname).routeId === NOT_FOUND_ROUTE;
}

/**
 * A JSON client's request of any method but OPTIONS to an unknown path: the JSON 404, with CORS as every JSON answer
 * (null for anything else). The server file answers it before React Router (whose own check would refuse a
 * cross-origin POST to a page with a 400), so the page's checks never answer a form's 415 or a cross-site 403 as HTML.
 */
export function unknownPathAnswer(request: Request): Response | null {
  if (request.method === "OPTIONS" || !isUnknownPath(new URL(request.url).pathname) || !wantsJson(request)) return null;
  return withCors(request, jsonError(404, NOTHING_HERE));
}

/**
 * The server's middleware for every request: preflights and CORS on the JSON routes, and a JSON 404 instead of the
 * HTML page for a client that asked for JSON at an unknown path.
 */
export async function apiMiddleware({ request }: { request: Request }, next: () => Promise<Response>): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (routeKind(pathname) === "json") {
    if (request.method === "OPTIONS") return preflight(request);
    return withCors(request, await next());
  }
  // Any method to an unknown path from a JSON client: the JSON 404 (with CORS as every JSON answer), before the
  // page's checks could answer a form's 415 or a cross-site 403 as HTML.
  const unknown = unknownPathAnswer(request);
  if (unknown) return unknown;
  const response = await next();
  if (response.status === 404 && wantsJson(request) && (response.headers.get("content-type") ?? "").includes("text/html")) {
    return jsonError(404, NOTHING_HERE);
  }
  return response;
}
