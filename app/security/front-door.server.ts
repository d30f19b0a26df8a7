import http from "node:http";
import { serveKeptPage } from "~/cache/page-cache.server";
import { checkMethod, type Refusal } from "./guard.server";
import { routeKind } from "./route-kinds";

/**
 * What the app does inside the HTTP server @react-router/serve starts, for what never reaches React Router:
 *  - methods the app does not take (TRACE and TRACK, which the Fetch API cannot even build a request for, so
 *    the server would answer 500; PROPFIND and the like) are refused here with 405 and a message;
 *  - nosniff on every response, the static files (scripts, styles, images) included;
 *  - public pages the page cache already keeps, sent to anonymous visitors straight from memory
 *    (app/cache/page-cache.server.ts `serveKeptPage`): React Router's own cost per request is far above a copy's;
 *  - the access log: @react-router/serve prints each request line with its query string, and a person's history
 *    search travels in one; every query string is cut from the log lines (and from any URL the app logs) before
 *    they are written.
 * Installed once, when the server build is loaded (before the server listens).
 */

function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: Refusal): void {
  const { message } = refusal;
  const json = routeKind((req.url ?? "/").split("?")[0]) === "json";
  res.writeHead(refusal.status, {
    ...refusal.headers,
    "Content-Type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(json ? JSON.stringify({ error: message }) : `${message}\n`);
}

function alwaysNosniff(res: http.ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent && !this.hasHeader("X-Content-Type-Options")) this.setHeader("X-Content-Type-Options", "nosniff");
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** True when the request was answered here. */
export function frontDoor(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  alwaysNosniff(res);
  // A page takes GET, HEAD and POST; React Router would log OPTIONS on a page as an error, so it is answered here.
  if (req.method === "OPTIONS" && routeKind((req.url ?? "/").split("?")[0]) === "page") {
    res.writeHead(204, { Allow: "GET, HEAD, POST", "Cache-Control": "no-store" });
    res.end();
    return true;
  }
  const refusal = checkMethod(req.method ?? "");
  if (refusal) {
    refuse(req, res, refusal);
    return true;
  }
  // A public page already rendered for anonymous visitors is sent from memory without going through React Router.
  return serveKeptPage(req, res);
}

const REQUEST_LINE = /^([A-Z][A-Z-]{0,23} \/[^\s?]*)\?\S*/gm;
const ANY_URL = /(https?:\/\/[^\s/?#"'<>]+[^\s?#"'<>]*)\?[^\s#"'<>]*/g;

/** A log line with every query string cut: "GET /history?q=grief 200" becomes "GET /history?… 200". */
export function redactLogText(text: string): string {
  return text.replace(REQUEST_LINE, "$1?…").replace(ANY_URL, "$1?…");
}

function filterStream(stream: NodeJS.WriteStream): void {
  const write = stream.write;
  stream.write = function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    const text = typeof chunk === "string" ? chunk : Buffer.isBuffer(chunk) ? chunk.toString("utf8") : null;
    return (write as (...a: unknown[]) => boolean).call(this, text === null ? chunk : redactLogText(text), ...rest);
  } as typeof stream.write;
}

let installed = false;

export function installFrontDoor(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request" && frontDoor(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
    return (emit as (this: http.Server, event: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
  };
  filterStream(process.stdout);
  filterStream(process.stderr);
}
