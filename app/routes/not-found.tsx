import type { RouteFacts } from "~/security/route-table";
import { data } from "react-router";
import { NotFound } from "~/components/not-found";

/**
 * Every method is answered with the 404 (a JSON client on another origin can read it, its preflight granted), so
 * OPTIONS and preflights name them all (app/security/route-table.ts).
 */
export const handle = { methods: ["GET", "POST", "PUT", "PATCH", "DELETE"] } satisfies RouteFacts;

export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
