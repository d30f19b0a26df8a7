import type { RouteFacts } from "~/security/route-table";
import { allowHeader } from "~/lib/methods";
import { createHash, timingSafeEqual } from "node:crypto";
import { settings } from "~/config.server";
import { metricsText } from "~/ops/metrics.server";
import type { Route } from "./+types/metrics";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/**
 * GET /metrics: this instance's counters in the Prometheus text format. Without METRICS_TOKEN set it does not exist
 * (404); with it, it answers only a request carrying `Authorization: Bearer <that token>` (401 otherwise).
 */

const NOT_FOUND = () => new Response("Not Found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

function metricsToken(): string | null {
  return settings().metricsToken;
}

/** Compared as digests, so the time taken says nothing about how much of the token was right, nor its length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export async function loader({ request }: Route.LoaderArgs) {
  const token = metricsToken();
  if (!token) return NOT_FOUND();
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (!sameToken(given, token)) {
    return new Response("Unauthorized\n", {
      status: 401,
      headers: { "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" },
    });
  }
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}

export function action() {
  return metricsToken()
    ? new Response("Method Not Allowed\n", { status: 405, headers: { Allow: allowHeader(handle.methods) } })
    : NOT_FOUND();
}
