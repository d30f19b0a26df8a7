import { databaseHealthy } from "~/db/db.server";
import { jsonResponse, methodNotAllowed } from "~/lib/json.server";

/** GET /healthz -> 200 {status: "ok"} when the database answers, 503 otherwise. */
export async function loader() {
  return (await databaseHealthy()) ? jsonResponse({ status: "ok" }) : jsonResponse({ status: "unavailable" }, { status: 503 });
}

export const action = () => methodNotAllowed(["GET"]);
