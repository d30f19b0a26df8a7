import type http from "node:http";
import type { NodeMiddleware } from "~/ops/requests.server";
import { checkMethod, checkOrigin, type Refusal, STATE_CHANGING } from "./guard.server";
import { BASE_HEADERS, RESOURCE_CSP } from "./headers.server";
import { isUnknownPath, preflight, unknownPathAnswer } from "./cors.server";
import { routeKind } from "./route-kinds";
import { routeTable } from "./route-table";

/**
 * What the server file (server/app.ts) answers before React Router, for what never should reach it:
 *  - methods the app does not take (TRACE and TRACK, which the Fetch API cannot even build a request for, so React
 *    Router would answer 500; PROPFIND and the like) are refused with 405 and a message;
 *  - OPTIONS on a page (React Router would log it as an error) is answered 204 with the methods that page takes.
 * Both answers carry the full set of security headers, like every other answer.
 */

function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const { message } = refusal;
  const json = routeKind((req.url ?? "/").split("?")[0]) === "json";
  res.writeHead(refusal.status, {
    ...BASE_HEADERS,
    "Content-Security-Policy": RESOURCE_CSP,
    ...refusal.headers,
    "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(json ? JSON.stringify({ error: message }) : `${message}\n`);
}

function plainHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  return headers;
}

/** Second in the server file's chain, after the request log. */
export const methodRefusals: NodeMiddleware = (req, res, next) => {
  const pathname = (req.url ?? "/").split("?")[0];
  // A JSON client's POST, PUT or DELETE to an unknown path is the JSON 404, and a browser's preflight there has CORS
  // as at the JSON routes, so a JSON client on another origin can read that 404.
  if ((req.method === "OPTIONS" || STATE_CHANGING.has(req.method ?? "")) && isUnknownPath(pathname)) {
    const request = new Request(new URL(req.url ?? "/", "http://localhost"), { method: "OPTIONS", headers: plainHeaders(req) });
    const answer =
      req.method === "OPTIONS"
        ? req.headers["access-control-request-method"]
          ? preflight(request)
          : null
        : unknownPathAnswer(new Request(request.url, { method: req.method, headers: request.headers }));
    if (answer) {
      // The body (if any) is not read: the connection closes after the answer.
      const close = req.method === "OPTIONS" ? {} : { Connection: "close" };
      res.writeHead(answer.status, {
        ...BASE_HEADERS,
        "Content-Security-Policy": RESOURCE_CSP,
        ...Object.fromEntries(answer.headers),
        ...close,
      });
      void answer.text().then((body) => res.end(body));
      return;
    }
  }
  // React Router would log OPTIONS on a page as an error, so it is answered here, with the methods the page takes:
  // GET and HEAD, and POST when it has an action (or what its handle's `methods` say).
  if (req.method === "OPTIONS" && routeKind(pathname) === "page") {
    const allow = routeTable().factsFor(pathname).allow.join(", ");
    res.writeHead(204, { ...BASE_HEADERS, "Content-Security-Policy": RESOURCE_CSP, Allow: allow, "Cache-Control": "no-store" });
    res.end();
    return;
  }
  const refusal = checkMethod(req.method ?? "", pathname);
  if (refusal) {
    refuse(req, res, refusal);
    return;
  }
  next();
};

/**
 * First in the chain: whatever answers a request (a route, a static file, a 404 of a missing asset, React Router's own
 * 400, the error handler), every security header it did not set itself is added as the head is written, so no
 * answer goes out without them. A header an answer set (a stricter Referrer-Policy, a page's own policy) stays.
 */
export const everyAnswerHeaders: NodeMiddleware = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      for (const [name, value] of Object.entries(BASE_HEADERS)) if (!this.hasHeader(name)) this.setHeader(name, value);
      if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", RESOURCE_CSP);
    }
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  next();
};

/**
 * A path with `//` or a backslash ("//about", "/\\about") is not an address the site links to, and a parser may read
 * its start as a host: a GET or HEAD is redirected to the path with single slashes, anything else is a 404. Neither
 * is ever answered with a kept page, so no shared cache stores the wrong page under it.
 */
export const oddPaths: NodeMiddleware = (req, res, next) => {
  const target = req.url ?? "/";
  const [path, ...query] = target.split("?");
  if (!/\/\/|\\/.test(path)) return next();
  const normal = path.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  const search = query.length ? `?${query.join("?")}` : "";
  const headers = { ...BASE_HEADERS, "Content-Security-Policy": RESOURCE_CSP, "Cache-Control": "no-store" };
  if (req.method === "GET" || req.method === "HEAD") {
    res.writeHead(308, { ...headers, Location: normal + search, "Content-Type": "text/plain; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : `See ${normal}\n`);
    return;
  }
  res.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
  res.end("There is nothing at this address.\n");
};

/**
 * A form post (or any state-changing request) to a page from another site is refused here with 403, as the guard in
 * the page's layout would, before React Router's own origin check (which answers 400 without the security headers
 * and logs a stack). Placed after the trusted proxy's forwarded protocol and host are known (server/app.ts).
 */
export function crossOriginPageWrites(
  req: http.IncomingMessage & { protocol?: string; host?: string },
  res: http.ServerResponse,
  next: (error?: unknown) => void,
): void {
  const method = (req.method ?? "GET").toUpperCase();
  const path = (req.url ?? "/").split("?")[0];
  if (!STATE_CHANGING.has(method) || routeKind(path) !== "page") return next();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  let refusal: Refusal | null;
  try {
    const url = `${req.protocol ?? "http"}://${req.host ?? req.headers.host ?? "localhost"}${req.url ?? "/"}`;
    refusal = checkOrigin(new Request(url, { method, headers }), path);
  } catch {
    refusal = null;
  }
  if (!refusal) return next();
  console.error(redactLogText(`[csrf] ${method} ${path}: refused a state-changing request from another site (403)`));
  refuse(req, res, refusal);
}

const REQUEST_LINE = /^([A-Z][A-Z-]{0,23} \/[^\s?]*)\?\S*/gm;
const ANY_URL = /(https?:\/\/[^\s/?#"'<>]+[^\s?#"'<>]*)\?[^\s#"'<>]*/g;

/**
 * A log text with every query string cut: "GET /history?q=grief 200" becomes "GET /history?… 200". A person's history
 * search travels in a query string; whatever the app writes to its logs (an error naming a URL included) goes
 * through this first.
 */
export function redactLogText(text: string): string {
  return text.replace(REQUEST_LINE, "$1?…").replace(ANY_URL, "$1?…");
}
