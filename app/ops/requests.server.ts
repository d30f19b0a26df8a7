import { AsyncLocalStorage } from "node:async_hooks";
import http from "node:http";
import fs from "node:fs";
import { createRequire } from "node:module";
import type { MiddlewareFunction } from "react-router";
import { countRequest } from "./metrics.server";
import { trackResponse, trackServer } from "./shutdown.server";

/**
 * Every request, seen at the HTTP level of the server @react-router/serve starts: one JSON line on stdout when its
 * answer ends, its count and time in /metrics, and its place among the requests a graceful stop waits for.
 *
 * The line is {"time","method","route","status","ms"}: `route` is the matched route pattern (/articles/:slug), which
 * the `recordRoute` middleware hands down through the request's async context; a request no route answered (a
 * static file, a method refused at the front door) is logged by its path. Never a query string, a header, a cookie
 * or a body. It replaces the URL line @react-router/serve's morgan would print.
 */

interface RequestFacts {
  route?: string;
}

const current = new AsyncLocalStorage<RequestFacts>();

/** Root middleware: notes the route pattern React Router matched, for the request's log line and counters. */
export const recordRoute: MiddlewareFunction<Response> = ({ pattern }, next) => {
  const facts = current.getStore();
  if (facts) facts.route = `/${(pattern ?? "").replace(/^\/+/, "")}`;
  return next();
};

/** For an answer given before React Router (a kept page served at the front door): the route it was rendered for. */
export function noteRoute(route: string): void {
  const facts = current.getStore();
  if (facts) facts.route = route;
}

export interface LogLine {
  time: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

export function logLine(line: LogLine): string {
  return `${JSON.stringify(line)}\n`;
}

/** The path of a request target, with no query string or fragment. */
export function pathOf(url: string | undefined): string {
  const target = url ?? "/";
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

function observe(req: http.IncomingMessage, res: http.ServerResponse, facts: RequestFacts): void {
  const start = process.hrtime.bigint();
  const time = new Date().toISOString();
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const method = req.method ?? "GET";
    const status = res.statusCode;
    process.stdout.write(logLine({ time, method, route: facts.route ?? pathOf(req.url), status, ms: Math.round(seconds * 1e4) / 10 }));
    // The counters' labels stay a bounded set: what no route answered is counted as a file served or a refusal.
    countRequest(method, facts.route ?? (status < 400 ? "(static)" : "(unmatched)"), status, seconds);
  });
}

/**
 * @react-router/serve asks morgan for its "tiny" access line (method, URL with its query, status, size, time). The
 * JSON line takes its place: the format by that name is redefined, in the copy of morgan serve itself loads, to
 * print nothing. Outside serve (tests, tools) there is no such line to replace.
 */
function silenceServeAccessLine(): void {
  const entry = process.argv[1] ?? "";
  if (!/[\\/]@react-router[\\/]serve[\\/]|react-router-serve/.test(entry)) return;
  try {
    const morgan = createRequire(fs.realpathSync(entry))("morgan") as { format(name: string, fmt: () => null): unknown };
    morgan.format("tiny", () => null);
  } catch {
    // a serve without morgan prints no access line of its own
  }
}

let installed = false;

export function installRequestObserver(): void {
  if (installed) return;
  installed = true;
  silenceServeAccessLine();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    const call = () => (emit as (this: http.Server, event: string | symbol, ...a: unknown[]) => boolean).call(this, event, ...args);
    if (event === "listening") trackServer(this);
    if (event !== "request") return call();
    // Also here, for a server that was already listening when this was installed (the dev server loads it late).
    trackServer(this);
    const res = args[1] as http.ServerResponse;
    const facts: RequestFacts = {};
    trackResponse(res);
    observe(args[0] as http.IncomingMessage, res, facts);
    return current.run(facts, call);
  };
}
