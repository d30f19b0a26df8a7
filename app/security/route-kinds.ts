/**
 * What answers at a path, for the answers given before a route runs (a refused body, method or origin): a page
 * answers in the layout, a JSON route with {error}, and the few files (feeds, exports, sign-out) in plain text.
 * Paths are compared the way React Router matches them: decoded, case-insensitive, trailing slash and the
 * `.data` suffix of its data requests ignored.
 */
export type RouteKind = "page" | "json" | "file";

const JSON_EXACT = new Set(["/v1", "/ask/stream", "/chat", "/healthz", "/csp-report"]);
const JSON_PREFIXES = ["/auth/", "/ai/", "/v1/", "/api/"];
const FILES = new Set([
  "/logout",
  "/sitemap.xml",
  "/robots.txt",
  "/blog/rss.xml",
  "/history/export.json",
  "/history/export.md",
  "/metrics",
]);

export function normalizedPath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape is matched as written
  }
  path = path.toLowerCase().replace(/\.data$/, "");
  if (path === "/_root") return "/";
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export function routeKind(pathname: string): RouteKind {
  const path = normalizedPath(pathname);
  if (FILES.has(path)) return "file";
  if (JSON_EXACT.has(path) || JSON_PREFIXES.some((p) => path.startsWith(p))) return "json";
  return "page";
}

/** The OpenAI-compatible routes: guests call them with keys of their own, from anywhere. */
export function isOpenAiPath(pathname: string): boolean {
  return normalizedPath(pathname).startsWith("/v1/");
}
