import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { allowedMethods, type RouteMethod } from "~/lib/methods";

/**
 * What a route says about itself, in its `handle` export (or its layout's, in app/routes.ts): how it answers and
 * what the checks made before it runs allow it. A route's facts are its layouts' with its own on top, so a route
 * added under the JSON layout is a JSON route without saying so. Code that runs before React Router (the front door,
 * the page cache's fast path) reads them from the table built here out of the server build's route manifest.
 */
export type RouteKind = "page" | "json" | "file";

/** Which anonymous copies of a page the page cache may keep (app/cache/page-cache.server.ts). */
export interface KeepFacts {
  /**
   * The query strings (with their "?") a copy may also be kept for, besides none at all; "any" keeps one copy per
   * query string (search results), in a smaller pool of its own since visitors can type as many as they like.
   */
  query?: readonly string[] | "any";
  /** What each URL parameter must look like for its page to be kept (an article's slug). */
  params?: Readonly<Record<string, RegExp>>;
}

export interface RouteFacts {
  /** A page answers in the layout, a JSON route with {error}, a file (feed, export, sign-out) in plain text. */
  kind?: RouteKind;
  /** Errors in OpenAI's shape: the OpenAI-compatible routes, which guests call with keys of their own. */
  openai?: boolean;
  /** A state-changing request from any origin is let through (OpenAI clients, browsers' CSP reports). */
  anyOrigin?: boolean;
  /** Takes a whole conversation (chat clients resend it every turn), so the larger body limit. */
  conversation?: boolean;
  /** Every error, the refusals made before the route runs included, also says success: false. */
  successFalse?: boolean;
  /** A public page whose anonymous copy may be kept and shared: `true` for the bare address only. */
  keep?: true | KeepFacts;
  /** Listed in /sitemap.xml (pages whose address has no parameters). */
  sitemap?: boolean;
  /**
   * The methods the route takes (HEAD is implied by GET, OPTIONS is always answered): its 405s, its OPTIONS answer and
   * its CORS preflight name these. Every JSON route and file says them; a page that does not takes GET, and POST when
   * it has an action.
   */
  methods?: readonly RouteMethod[];
}

/** The facts of the route that answers at a path. */
export interface PathFacts {
  kind: RouteKind;
  openai: boolean;
  anyOrigin: boolean;
  conversation: boolean;
  successFalse: boolean;
  keep: KeepFacts | null;
  sitemap: boolean;
  /** The methods the route takes, as declared (or, for a page that does not say, GET and POST with an action). */
  methods: readonly RouteMethod[];
  /** Every method answered there (HEAD with GET, OPTIONS always), for Allow and Access-Control-Allow-Methods. */
  allow: readonly string[];
  /** The answering route's id (null when nothing matched) and the parameters read from the path. */
  routeId: string | null;
  params: Readonly<Record<string, string | undefined>>;
}

/** A route of the table whose address has no parameters, with its facts. */
export interface FixedRoute {
  path: string;
  routeId: string;
  facts: PathFacts;
}

export interface RouteTable {
  /** The facts of the route that answers at this address (raw or normalised: it is normalised here). */
  factsFor(pathname: string): PathFacts;
  /** Every leaf route whose address has no parameters, in the order of app/routes.ts. */
  fixedRoutes(): FixedRoute[];
}

/**
 * Paths are compared the way React Router matches them: decoded, case-insensitive, trailing slash and the `.data`
 * suffix of its data requests ignored.
 */
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

const FACT_KEYS = ["kind", "openai", "anyOrigin", "conversation", "successFalse", "keep", "sitemap", "methods"] as const;

/** The route facts in a handle, whatever else it carries (`hydrate`, for one). */
export function routeFacts(handle: unknown): RouteFacts {
  if (typeof handle !== "object" || handle === null) return {};
  const facts: Record<string, unknown> = {};
  for (const key of FACT_KEYS) if (key in handle) facts[key] = (handle as Record<string, unknown>)[key];
  return facts as RouteFacts;
}

/** Nothing matched (app/routes.ts ends in a catch-all, so only a table without one): a page, as React Router's 404 is. */
const NO_ROUTE: RouteFacts = { kind: "page" };

/** What the leaf route's module exports, for the methods of a route that does not declare them. */
interface Exports {
  loader: boolean;
  action: boolean;
}

function pathFacts(chain: RouteFacts[], routeId: string | null, params: PathFacts["params"], exports: Exports): PathFacts {
  const merged: RouteFacts = Object.assign({}, NO_ROUTE, ...chain);
  // Only the route's own handle says its methods (a layout's would be every route's). A page is read by GET.
  const page = (merged.kind ?? "page") === "page";
  const methods: readonly RouteMethod[] = chain.at(-1)?.methods ?? [
    ...(page || exports.loader ? ["GET" as const] : []),
    ...(exports.action ? ["POST" as const] : []),
  ];
  return {
    methods,
    allow: allowedMethods(methods),
    kind: merged.kind ?? "page",
    openai: merged.openai === true,
    anyOrigin: merged.anyOrigin === true,
    conversation: merged.conversation === true,
    successFalse: merged.successFalse === true,
    keep: merged.keep === true ? {} : (merged.keep ?? null),
    sitemap: merged.sitemap === true,
    routeId,
    params,
  };
}

type ManifestRoute = NonNullable<ServerBuild["routes"][string]>;
type TableRoute = RouteObject & { id: string };

/** How many addresses' facts are remembered (each lookup otherwise ranks every route again). */
const REMEMBERED = 1000;

/** The table of a server build's routes (`build.routes`, as the server build module exports them). */
export function createRouteTable(manifest: ServerBuild["routes"]): RouteTable {
  const entries = Object.values(manifest).filter((r): r is ManifestRoute => r !== undefined);
  const byId = new Map(entries.map((r) => [r.id, r]));
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const r of entries) {
    const parent = r.parentId !== undefined && byId.has(r.parentId) ? r.parentId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const tree = (parentId: string | undefined): TableRoute[] =>
    (children.get(parentId) ?? []).map((r) => {
      const common = { id: r.id, path: r.path, caseSensitive: r.caseSensitive, handle: r.module?.handle };
      return (r.index ? { ...common, index: true } : { ...common, children: tree(r.id) }) as TableRoute;
    });
  const routes = tree(undefined);
  const chainOf = (id: string): RouteFacts[] => {
    const chain: RouteFacts[] = [];
    for (let r = byId.get(id); r; r = r.parentId === undefined ? undefined : byId.get(r.parentId))
      chain.unshift(routeFacts(r.module?.handle));
    return chain;
  };
  const exportsOf = (id: string): Exports => {
    const module = byId.get(id)?.module as { loader?: unknown; action?: unknown } | undefined;
    return { loader: typeof module?.loader === "function", action: typeof module?.action === "function" };
  };

  const remembered = new Map<string, PathFacts>();
  function factsFor(pathname: string): PathFacts {
    const path = normalizedPath(pathname);
    const known = remembered.get(path);
    if (known) return known;
    // matchRoutes decodes the path once more: the escape keeps the already decoded path as it is.
    const matches = matchRoutes(routes, path.replace(/%/g, "%25"));
    const leaf = matches?.at(-1);
    const facts = leaf
      ? pathFacts(chainOf(leaf.route.id!), leaf.route.id!, { ...leaf.params }, exportsOf(leaf.route.id!))
      : pathFacts([], null, {}, { loader: true, action: false });
    if (remembered.size >= REMEMBERED) remembered.clear();
    remembered.set(path, facts);
    return facts;
  }

  function fixedRoutes(): FixedRoute[] {
    const out: FixedRoute[] = [];
    const walk = (list: TableRoute[], prefix: string) => {
      for (const r of list) {
        const path = r.path ? `${prefix.replace(/\/$/, "")}/${r.path}` : prefix;
        if (r.children?.length) walk(r.children as TableRoute[], path);
        else if (!/[:*]/.test(path)) out.push({ path, routeId: r.id, facts: pathFacts(chainOf(r.id), r.id, {}, exportsOf(r.id)) });
      }
    };
    walk(routes, "/");
    return out;
  }

  return { factsFor, fixedRoutes };
}

let table: RouteTable | undefined;
let pending: (() => RouteTable) | undefined;

/**
 * The table every lookup by path answers from. The server calls this once at start, before it takes requests:
 * `registerRouteTable(createRouteTable(build.routes))`. A function is called on the first lookup instead, for a
 * build whose routes are not yet defined when the registration runs.
 */
export function registerRouteTable(next: RouteTable | (() => RouteTable)): void {
  if (typeof next === "function") {
    pending = next;
    table = undefined;
  } else {
    pending = undefined;
    table = next;
  }
}

export function routeTable(): RouteTable {
  if (!table && pending) {
    table = pending();
    pending = undefined;
  }
  if (!table) throw new Error("No route table: the server must call registerRouteTable(createRouteTable(build.routes)) at start.");
  return table;
}
