import { pageCache } from "~/cache/page-cache.server";
import { pageGuard } from "~/security/middleware.server";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/pages";

/**
 * Pathless layout of the pages (app/routes.ts): every route under it renders in the site's layout, takes forms on
 * POST, and has its refusals shown as the error page. Its public anonymous copies may be kept by the page cache when
 * the page's own handle says `keep`. It renders nothing of its own.
 */
export const handle = { kind: "page" } satisfies RouteFacts;

export const middleware: Route.MiddlewareFunction[] = [pageGuard, pageCache];
