import { signInOptions } from "~/auth/passkeys.server";
import { jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import type { Route } from "./+types/auth.passkey-options";

/**
 * POST /auth/passkey/options -> 200 {options}: what the browser's navigator.credentials.get() needs to sign in with
 * a passkey of this site (any: no account named). Its challenge works once, for five minutes.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    return jsonResponse({ options: await signInOptions(request) });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
