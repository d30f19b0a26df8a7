import { DATABASE_RETRY_AFTER_SECONDS, databaseHealthy } from "~/db/db.server";
import { jsonResponse, methodNotAllowed } from "~/lib/json.server";

/**
 * GET /healthz -> 200 {status: "ok"} when the database answers; 503 {status: "degraded"} while it does not (the
 * process is up and answers what it can; it is "ok" again within seconds of the database's return).
 */
export async function loader() {
  return (await databaseHealthy())
    ? jsonResponse({ status: "ok" })
    : jsonResponse({ status: "degraded" }, { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } });
}

export const action = () => methodNotAllowed(["GET"]);
