import path from "node:path";
import type http from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { serveKeptPage, serveKeptPageSignedIn } from "~/cache/page-cache.server";
import { configuredPublicUrl, listenAddress, settings, trustProxy } from "~/config.server";
import { holdBackgroundUntil } from "~/lib/background.server";
import { requestLog } from "~/ops/requests.server";
import { drainOnSignals } from "~/ops/shutdown.server";
import { crossOriginPageWrites, everyAnswerHeaders, methodRefusals, oddPaths, redactLogText } from "~/security/front-door.server";
import { BASE_HEADERS, RESOURCE_CSP } from "~/security/headers.server";
import { routeKind } from "~/security/route-kinds";
import { createRouteTable, registerRouteTable } from "~/security/route-table";
import { startServer } from "~/startup.server";

/**
 * The app's HTTP layer, in the order a request meets it. This module is the server build's entry (vite.config.ts):
 * server/main.js imports the built copy in production and loads this file through Vite in development. Importing it
 * starts nothing: `start()` does the start-up work, `createApp()` makes the request handler, `drainOnSignals` takes the
 * servers the caller listens with.
 *
 *  1. the request log and counters (app/ops/requests.server.ts): every request, one JSON line, never a query string;
 *  2. the front door (app/security/front-door.server.ts): every answer gets the security headers it lacks; a path with
 *     `//` or a backslash is redirected to its normal form; TRACE and the like get 405, OPTIONS on a page 204; a
 *     state-changing request to a page from another site 403;
 *  3. the page cache's fast path (app/cache/page-cache.server.ts): a public page already kept, sent from memory to an
 *     anonymous visitor, and to a signed-in reader of a page with no script with their own header put in (never in
 *     development, where every page is rendered afresh);
 *  4. compression, then the static files: hashed assets cached for a year, the rest for an hour;
 *  5. React Router, which runs the routes' middleware (checks, security headers, the page cache's keeping) and routes.
 * Behind a proxy (TRUST_PROXY), the URL React Router sees carries the protocol and host the browser used.
 */

export interface AppOptions {
  /** The browser's files (build/client), served with their caching; none in development, where Vite serves them. */
  clientDir?: string;
  /** Development: no kept pages, and the build asked for again on each request. */
  development?: boolean;
}

/** Every answer carries the security headers; React Router's add the rest. Static files get them here. */
function staticHeaders(res: http.ServerResponse): void {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", RESOURCE_CSP);
}

/** Over https: the socket's own TLS, or, behind a trusted proxy, what it forwarded (PUBLIC_URL's when it says nothing). */
function arrivedOverHttps(req: http.IncomingMessage, trusted: boolean): boolean {
  if (!trusted) return Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    .trim()
    .toLowerCase();
  return forwarded ? forwarded === "https" : configuredPublicUrl()?.protocol === "https:";
}

/** A request handler in the shape Node's servers and Express's sub-apps both take. */
export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next?: (error?: unknown) => void) => void;

/**
 * Behind a trusted proxy that sends no X-Forwarded-Proto (or no X-Forwarded-Host), the missing part is taken from
 * PUBLIC_URL: the address the operator says the site is reached at. Express then builds the request's URL from
 * them (its "trust proxy" setting), so React Router's origin check on form posts, Secure cookies and HSTS all see https.
 */
const forwardedFromPublicUrl: RequestHandler = (req, _res, next) => {
  const site = configuredPublicUrl();
  if (site) {
    req.headers["x-forwarded-proto"] ??= site.protocol.slice(0, -1);
    req.headers["x-forwarded-host"] ??= site.host;
  }
  next();
};

/** Event streams are sent as they are written; everything else compressible is compressed. */
function compressible(req: express.Request, res: express.Response): boolean {
  if (String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}

/** What a middleware threw: a 500 with a message in the request's shape, and the process keeps serving. */
// Four parameters are what make this Express's error handler.
const serverError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(redactLogText(`[server] ${req.method} ${req.originalUrl}: ${text}`));
  if (res.headersSent) {
    // the answer was under way: it cannot become a 500 any more
    res.destroy();
    return;
  }
  const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
  const code = status >= 400 && status < 600 ? status : 500;
  const message = code === 500 ? "Something went wrong on our side. Please try again." : "That request could not be read.";
  staticHeaders(res);
  res.setHeader("Cache-Control", "no-store");
  if (routeKind(req.path) === "json" || req.accepts(["html", "json"]) === "json") {
    res.status(code).json({ error: message });
  } else {
    res.status(code).type("text/plain").send(`${message}\n`);
  }
};

/**
 * The request handler, for http.createServer, https.createServer or a test: the request log first, then the page
 * cache's fast path for a GET or HEAD of a kept page (no method refusal applies to those; the copy carries every
 * header itself), in plain Node, since Express's own routing costs a kept page most of its speed; everything else
 * goes on to the Express app below, in order.
 */
export function createApp({ clientDir, development = false }: AppOptions = {}): Handler {
  // An Express app takes a plain request and response: it makes them its own on the way in.
  const app = createExpressApp({ clientDir, development }) as unknown as Handler;
  const trusted = trustProxy();
  return (req, res, next) =>
    requestLog(req, res, () => {
      if (development || (req.method !== "GET" && req.method !== "HEAD")) return void app(req, res, next);
      const overHttps = arrivedOverHttps(req, trusted);
      if (serveKeptPage(req, res, overHttps)) return;
      const signedIn = serveKeptPageSignedIn(req, res, overHttps);
      if (signedIn === false) return void app(req, res, next);
      // A signed-in reader of a kept page: its header put into the kept copy (or, when that cannot be done, the page
      // rendered in full as usual).
      signedIn.then(
        (served) => (served ? undefined : app(req, res, next)),
        () => app(req, res, next),
      );
    });
}

/** Everything but the request log and the fast path, in order (see the top of this file). */
function createExpressApp({ clientDir, development = false }: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy());
  app.use(everyAnswerHeaders);
  app.use(oddPaths);
  // Background work a request asks for (mail, mostly) starts once its response has gone: see app/lib/background.server.ts.
  app.use((_req, res, next) => holdBackgroundUntil((done) => res.once("finish", done).once("close", done), next));
  // In development routes.ts may change between requests: the table follows the build Vite hands back.
  if (development) app.use((_req, _res, next) => void registerBuildRoutes().then(() => next(), next));
  app.use(methodRefusals);
  if (trustProxy()) app.use(forwardedFromPublicUrl);
  app.use(crossOriginPageWrites);
  app.use(compression({ filter: compressible }));
  if (clientDir) {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", setHeaders: staticHeaders }));
    app.use(express.static(clientDir, { setHeaders: staticHeaders }));
  }
  app.use(
    createRequestHandler({
      // In development the build is asked for on every request, so an edit shows on the next reload. In production it
      // is the build start() loaded: React Router derives its route tables from a build object once, but from a build
      // function on every request (flattening, ranking and compiling every route each time).
      build: development || !startedBuild ? serverBuild : startedBuild,
      mode: development ? "development" : "production",
    }),
  );
  app.use(serverError);
  return app;
}

const serverBuild = () => import("virtual:react-router/server-build");

/** The route table (app/security/route-table.ts) from this build's routes: what the checks before React Router read. */
async function registerBuildRoutes(): Promise<void> {
  const build = await serverBuild();
  startedBuild = build;
  const { routes } = build;
  if (routes !== registeredRoutes) registerRouteTable(createRouteTable(routes));
  registeredRoutes = routes;
}
let registeredRoutes: unknown;
let startedBuild: Awaited<ReturnType<typeof serverBuild>> | undefined;

/**
 * Start-up work, once per process, before the server listens: the configuration is checked (a malformed variable or
 * a weak secret stops the start here), the route table registered, the database migrated, the library compiled.
 */
export async function start(): Promise<void> {
  await startServer();
  await registerBuildRoutes();
}

/**
 * The listening server's timeouts: an idle keep-alive connection is kept KEEPALIVE_TIMEOUT_MS (65 s), longer than a
 * proxy keeps its idle upstream connections, so the proxy closes them and never sends a request on one the app is
 * closing at that very moment (a POST lost that way is a 502 it must not retry).
 */
export function prepareServer(server: http.Server): void {
  const { keepaliveTimeoutMs } = settings();
  server.keepAliveTimeout = keepaliveTimeoutMs;
  server.headersTimeout = Math.min(keepaliveTimeoutMs + 1_000, server.requestTimeout || Infinity);
}

export { drainOnSignals, listenAddress };
