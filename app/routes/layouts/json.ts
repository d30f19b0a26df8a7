import { jsonGuard } from "~/security/middleware.server";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/json";

/**
 * Pathless layout of the JSON routes (app/routes.ts): a route added under it, at any path, is a JSON route. It
 * reads its own body (no form check), gets CORS, and every refusal made before it runs is answered as JSON in its
 * error shape ({error}, OpenAI's under the OpenAI layout, plus success: false where its handle says so).
 */
export const handle = { kind: "json" } satisfies RouteFacts;

export const middleware: Route.MiddlewareFunction[] = [jsonGuard];
