import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerInstrumentation } from "react-router";

/**
 * The address a request arrived with, before React Router reads it. A client-side navigation fetches
 * `/articles/x.data`, but React Router hands middleware a request for `/articles/x`: only the original address tells a
 * page document from the data of a navigation. The request handler's instrumentation records it for everything the
 * request runs.
 */
const arrived = new AsyncLocalStorage<string>();

export function runWithRawUrl<T>(url: string, fn: () => T): T {
  return arrived.run(url, fn);
}

/** The address this request arrived with, or null outside a request handled by the server (a direct call). */
export function rawRequestUrl(): string | null {
  return arrived.getStore() ?? null;
}

/** True only when the request is known to ask for an HTML document (not the `.data` of a navigation). */
export function isDocumentRequest(): boolean {
  const raw = rawRequestUrl();
  if (raw === null) return false;
  return !new URL(raw).pathname.endsWith(".data");
}

/** entry.server's instrumentation: every request runs inside runWithRawUrl. */
export const rawRequestInstrumentation: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handle, info) {
        await runWithRawUrl(info.request.url, handle);
      },
    });
  },
};
