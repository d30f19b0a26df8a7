// @ts-check
/**
 * Prajna's server: what `npm start`, `npm run dev`, the Dockerfile and the end-to-end suite run.
 *
 * React Router's own `react-router-serve` offers no hook for the HTTP layer this app needs (its request log without
 * query strings, method refusals, the page cache's fast path, a graceful drain, a trusted proxy's protocol), so the
 * app runs this file instead, in the shape of the React Router team's node-custom-server template: the request chain
 * itself is server/app.ts (see there, and docs/decisions/0003-own-server-file.md).
 *
 *   production:  node server/main.js              (imports the build: npm run build first)
 *   development: NODE_ENV=development node server/main.js   (Vite in middleware mode; edits show on reload)
 */
import http from "node:http";
import process from "node:process";
import { fileURLToPath } from "node:url";
import express from "express";

// V8's flags are given on the command line (`npm start`, the Dockerfile, docs/deploy.md), never changed from here:
// this file once set --no-regexp-tier-up with v8.setFlagsFromString, and about 1 start in 130 then died of SIGSEGV
// inside a regular expression's machine code (see docs/decisions/0011-v8-flags-on-the-command-line.md).

const development = process.env.NODE_ENV === "development";
process.env.NODE_ENV ??= "production";

/** @typedef {(req: http.IncomingMessage, res: http.ServerResponse, next?: (error?: unknown) => void) => void} Handler */
/** @typedef {{ createApp(options?: { clientDir?: string; development?: boolean }): Handler; start(): Promise<void>; prepareServer(server: http.Server): void; drainOnSignals(...servers: http.Server[]): void; listenAddress(): { host: string | undefined; port: number } }} ServerModule */

/** The app (server/app.ts), built or through Vite, started and ready to answer. */
async function loadApp() {
  if (!development) {
    /** @type {ServerModule} */
    const built = await import(new URL("../build/server/index.js", import.meta.url).href);
    await built.start();
    const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
    return { handler: built.createApp({ clientDir }), module: built };
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({ server: { middlewareMode: true } });
  const load = async () => /** @type {ServerModule} */ (await devServer.ssrLoadModule("./server/app.ts"));
  const first = await load();
  await first.start();
  const handler = express();
  handler.disable("x-powered-by");
  handler.use(devServer.middlewares);
  // Loaded for each request: Vite hands back the same module until a file it depends on changes.
  /** @type {WeakMap<ServerModule, Handler>} */
  const apps = new WeakMap();
  handler.use(async (req, res, next) => {
    try {
      const current = await load();
      let app = apps.get(current);
      if (!app) apps.set(current, (app = current.createApp({ development: true })));
      app(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { handler, module: first };
}

try {
  const { handler, module } = await loadApp();
  const { host, port } = module.listenAddress();
  const server = http.createServer(handler);
  module.prepareServer(server);
  server.listen(port, host, () => {
    console.log(`[prajna] listening on http://${host ?? "localhost"}:${port}${development ? " (development)" : ""}`);
  });
  module.drainOnSignals(server);
} catch (error) {
  // A setting that is wrong, or a weak secret: said once, plainly, and the process ends without a stack.
  const text =
    error instanceof Error && error.name === "ConfigError"
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  console.error(`[prajna] the server did not start: ${text}`);
  process.exit(1);
}
