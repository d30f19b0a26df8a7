import type { HeadersArgs } from "react-router";

/**
 * A page's `headers`: React Router does not pass an action's or loader's headers on to the document by itself, so
 * a page whose action answers 429 hands its Retry-After on with this (from the action, the loader, or an error).
 */
export function retryAfterHeaders({ actionHeaders, loaderHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
