/**
 * What a route module can tell the root layout through its `handle` export.
 * `hydrate: false`: the page works completely as server HTML (links, plain forms, details/summary), so the root
 * renders no scripts for it: no module preloads, no scroll restoration, no hydration. Leaving such a page is a full
 * page load.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

/** The handle of a page that ships no JavaScript. */
export const staticPage: RouteHandle = { hydrate: false };

/** Whether a matched route's handle lets the page hydrate (every route does unless it says otherwise). */
export function hydrates(handle: unknown): boolean {
  return !(typeof handle === "object" && handle !== null && (handle as RouteHandle).hydrate === false);
}
