import { normalizedPath, routeTable, type RouteKind } from "./route-table";

/**
 * What answers at a path, for the answers given before a route runs (a refused body, method or origin): a page
 * answers in the layout, a JSON route with {error}, and the few files (feeds, exports, sign-out) in plain text.
 * Each route says which it is through its layout in app/routes.ts (or its own `handle`); these read it from the
 * registered route table (./route-table.ts), for a path compared the way React Router matches it: decoded,
 * case-insensitive, trailing slash and the `.data` suffix of its data requests ignored.
 */
export type { RouteKind };
export { normalizedPath };

export function routeKind(pathname: string): RouteKind {
  return routeTable().factsFor(pathname).kind;
}

/** The OpenAI-compatible routes: guests call them with keys of their own, from anywhere. */
export function isOpenAiPath(pathname: string): boolean {
  return routeTable().factsFor(pathname).openai;
}
