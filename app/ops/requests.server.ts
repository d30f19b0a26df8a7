import { AsyncLocalStorage } from "node:async_hooks";
import type http from "node:http";
import type { MiddlewareFunction } from "react-router";
import { countRequest } from "./metrics.server";
import { trackResponse } from "./shutdown.server";

/**
 * Every request, seen where the server file (server/app.ts) hands it to the app: one JSON line on stdout when its
 * answer ends, its count and time in /metrics, and its place among the requests a graceful stop waits for.
 *
 * The line is {"time","method","route","status","ms"}: `route` is the matched route pattern (/articles/:slug), which
 * the `recordRoute` middleware hands down through the request's async context; a request no route answered (a
 * static file, a method refused at the front door) is logged by its path. Never a query string, a header, a cookie
 * or a body. The server prints no other access line.
 */

interface RequestFacts {
  route?: string;
  /** Values worked out once for this request (oncePerRequest). */
  memo?: Map<string, unknown>;
}

const current = new AsyncLocalStorage<RequestFacts>();

/** Root middleware: notes the route pattern React Router matched, for the request's log line and counters. */
export const recordRoute: MiddlewareFunction<Response> = ({ pattern }, next) => {
  const facts = current.getStore();
  if (facts) facts.route = `/${(pattern ?? "").replace(/^\/+/, "")}`;
  return next();
};

/**
 * A value worked out once for the request being answered, whichever of its loaders asks first (the session, say):
 * React Router hands each loader its own copy of the Request, so a cache keyed by the Request object misses. Outside
 * a request's context (a unit test, a script) `make` runs every time.
 */
export function oncePerRequest<T>(key: string, make: () => T): T {
  const facts = current.getStore();
  if (!facts) return make();
  facts.memo ??= new Map();
  if (!facts.memo.has(key)) facts.memo.set(key, make());
  return facts.memo.get(key) as T;
}

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
  // Taken now: a router mounted on a path (the static files under /assets) cuts its prefix from req.url for a while.
  const path = pathOf(req.url);
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const method = req.method ?? "GET";
    const status = res.statusCode;
    process.stdout.write(logLine({ time, method, route: facts.route ?? path, status, ms: Math.round(seconds * 1e4) / 10 }));
    // The counters' labels stay a bounded set: what no route answered is counted as a file served or a refusal.
    countRequest(method, facts.route ?? (status < 400 ? "(static)" : "(unmatched)"), status, seconds);
  });
}

/** A connect-style middleware (what Express calls one): the server file runs it first, for every request. */
export type NodeMiddleware = (req: http.IncomingMessage, res: http.ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The request log and counters, first in the server file's chain: every request that reaches the app (a static file,
 * a refusal, a kept page, a route) is timed, logged and counted when its answer ends, and a graceful stop waits for it.
 * The rest of the chain runs inside the request's async context, so the route a middleware notes reaches its line.
 */
export const requestLog: NodeMiddleware = (req, res, next) => {
  const facts: RequestFacts = {};
  trackResponse(res);
  observe(req, res, facts);
  current.run(facts, next);
};
