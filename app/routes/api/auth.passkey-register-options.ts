import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { registrationOptions } from "~/auth/passkeys.server";
import { jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.passkey-register-options";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/passkey/register/options (signed in) -> 200 {options}: what navigator.credentials.create() needs to
 * add a passkey to the account. Its challenge works once, for five minutes, for this account only.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    return jsonResponse({ options: await registrationOptions(request, user) });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
