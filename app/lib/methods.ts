/**
 * The methods a route takes, as its `handle` says them (`methods`, app/security/route-table.ts): the one list its
 * 405 answers, its OPTIONS answer and its CORS preflight all name. HEAD is implied by GET and OPTIONS is always
 * answered, so neither is declared.
 */
export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const STATE_CHANGING_METHODS: readonly RouteMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

/** Every method a route with these declared methods answers, in a fixed order: HEAD after GET, OPTIONS last. */
export function allowedMethods(methods: readonly RouteMethod[]): string[] {
  const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
  const declared = new Set<string>(methods);
  if (declared.has("GET")) declared.add("HEAD");
  return [...order.filter((m) => declared.has(m)), "OPTIONS"];
}

/** The Allow header's value for a route with these declared methods. */
export function allowHeader(methods: readonly RouteMethod[]): string {
  return allowedMethods(methods).join(", ");
}
