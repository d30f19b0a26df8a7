import type { RouteFacts } from "~/security/route-table";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { requireApiUser } from "~/auth/api-auth.server";
import { passkeyRegisterBody } from "~/auth/passkey-inputs";
import { verifyRegistration } from "~/auth/passkeys.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/auth.passkey-register-verify";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/passkey/register/verify {response} (signed in) -> 201 {passkey}: the new passkey is kept, named after
 * the browser it was made with. 400 a challenge that expired, was used already or was not this account's, or a
 * response that does not verify; 409 a passkey already registered.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const body = await readJson(request, passkeyRegisterBody);
    const result = await verifyRegistration(request, user, body.response as RegistrationResponseJSON);
    if (!result.ok) return jsonError(result.status, result.message);
    return jsonResponse({ passkey: result.passkey }, { status: 201 });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
