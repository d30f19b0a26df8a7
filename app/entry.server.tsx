import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider, ServerInstrumentation } from "react-router";
import { ServerRouter } from "react-router";
import { rawRequestInstrumentation } from "./cache/raw-request.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableContext,
  describeDatabaseError,
  isDatabaseUnavailable,
} from "./lib/database-unavailable.server";
import { withoutModulePreloads } from "./lib/head-preloads.server";
import { redactLogText } from "./security/front-door.server";
import { newNonce, pageCsp, setBaseHeaders } from "./security/headers.server";
import { NonceContext, nonceContext } from "./security/nonce";
import type { HandleErrorFunction } from "react-router";

// Nothing runs when this module is imported: the server file (server/app.ts) starts the app (configuration check,
// route table, migrations, the library) before it listens.

export const streamTimeout = 5_000;

/** Every request remembers the address it arrived with (page document or navigation data: see raw-request.server). */
export const instrumentations: ServerInstrumentation[] = [rawRequestInstrumentation];

/**
 * An error a route or the render threw: logged with every query string cut, never for a request the client ended. The
 * database not answering is one line, and marks the request so its page is rendered as a 503 (handleRequest).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    (context as RouterContextProvider | undefined)?.set?.(databaseUnavailableContext, true);
    if (!request.signal.aborted) console.error(`[db] the database is unavailable: ${describeDatabaseError(error)}`);
    return;
  }
  // The 503 handleRequest throws to have the page rendered again as that.
  if (error instanceof Response && error.status === 503) return;
  if (request.signal.aborted) return;
  // React Router's own refusal of a form post from another origin (the front door answers most with 403 first):
  // a refusal, not a fault, so one line and no stack.
  if (error instanceof Error && /Aborting the action\.$/.test(error.message)) {
    console.error(redactLogText(`[csrf] ${request.method} ${new URL(request.url).pathname}: refused, ${error.message}`));
    return;
  }
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  console.error(redactLogText(text));
};

export function handleDataRequest(response: Response) {
  setBaseHeaders(response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A route met the database unavailable (handleError marked the request): the page is rendered again as a 503 with
  // its message, in the layout, and the answer asks the client to come back in a few seconds.
  if (responseStatusCode === 500 && loadContext?.get(databaseUnavailableContext)) {
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    throw new Response(DATABASE_UNAVAILABLE_MESSAGE, { status: 503, statusText: "Service Unavailable" });
  }
  // The page's policy, with the nonce the middleware chose for this response (a fresh one if it did not run).
  const nonce = loadContext?.get(nonceContext) ?? newNonce();
  setBaseHeaders(responseHeaders);
  responseHeaders.set("Content-Security-Policy", pageCsp(nonce));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body.pipe(withoutModulePreloads()));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
