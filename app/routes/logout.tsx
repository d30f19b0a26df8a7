import type { RouteFacts } from "~/security/route-table";
import { redirect } from "react-router";
import { clearSessionCookieHeader, readSession, revokeSession } from "~/auth/session.server";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/logout";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET", "POST"] } satisfies RouteFacts;

/** Sign out is a POST (a form button), so a link or a prefetch can never sign anyone out. */
export async function action({ request }: Route.ActionArgs) {
  const session = await readSession(request);
  if (session.token && session.source === "cookie") await revokeSession(session.token);
  return redirectWithSuccess("/", "You have been signed out. Until next time.", {
    headers: { "Set-Cookie": await clearSessionCookieHeader(request) },
  });
}

export function loader() {
  return redirect("/");
}
