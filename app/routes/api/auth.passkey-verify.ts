import type { RouteFacts } from "~/security/route-table";
import { apiUser } from "~/auth/api-user";
import { deviceCookieHeader } from "~/auth/device.server";
import { passkeySignInBody } from "~/auth/passkey-inputs";
import { verifySignIn } from "~/auth/passkeys.server";
import { createSession, safeRedirect, sessionCookieHeader } from "~/auth/session.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/auth.passkey-verify";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/passkey/verify {response, redirectTo?} -> 200 {user, redirectTo} and the session cookie: the same
 * session a password sign-in starts. 400 a challenge that expired, was used already or was never given; 401 a passkey
 * not known here or a signature that does not verify; 403 the account is disabled.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const body = await readJson(request, passkeySignInBody);
    const result = await verifySignIn(request, body.response as AuthenticationResponseJSON);
    if (!result.ok) return jsonError(result.status, result.message);
    const { token } = await createSession(result.user.id, request);
    const headers = new Headers();
    headers.append("Set-Cookie", await sessionCookieHeader(token, request));
    // As after a password sign-in: this browser now knows the account.
    headers.append("Set-Cookie", await deviceCookieHeader(request, result.user.id));
    return jsonResponse({ user: apiUser(result.user), redirectTo: safeRedirect(body.redirectTo) }, { headers });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
