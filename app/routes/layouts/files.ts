import { fileGuard } from "~/security/middleware.server";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/files";

/**
 * Pathless layout of the files (app/routes.ts): feeds, exports, the sitemap, sign-out. A route under it answers
 * what is not a page nor JSON, and its refusals are plain text.
 */
export const handle = { kind: "file" } satisfies RouteFacts;

export const middleware: Route.MiddlewareFunction[] = [fileGuard];
