import type { RouteFacts } from "~/security/route-table";
import { DATABASE_RETRY_AFTER_SECONDS, databaseHealthy } from "~/db/db.server";
import { jsonResponse, methodNotAllowed } from "~/lib/json.server";
import { isDraining } from "~/ops/shutdown.server";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/**
 * GET /healthz -> 200 {status: "ok"} when the database answers; 503 {status: "degraded"} while it does not (the
 * process is up and answers what it can; it is "ok" again within seconds of the database's return); 503
 * {status: "draining"} once a stop has begun (SIGTERM: a load balancer that checks takes the instance out while it
 * finishes what it has).
 */
export async function loader() {
  if (isDraining()) return jsonResponse({ status: "draining" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return (await databaseHealthy())
    ? jsonResponse({ status: "ok" })
    : jsonResponse({ status: "degraded" }, { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } });
}

export const action = () => methodNotAllowed(handle.methods);
