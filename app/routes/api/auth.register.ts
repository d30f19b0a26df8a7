import type { RouteFacts } from "~/security/route-table";
import { refusedMessage, signUp } from "~/auth/credentials.server";
import { authBody } from "~/auth/api-user";
import { registerApiSchema, SIGN_UP_CHECK_EMAIL } from "~/auth/inputs";
import { createSession } from "~/auth/session.server";
import { sendVerificationAfterSignUp } from "~/auth/verification.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/auth.register";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/register {name, email, password} -> 201 {token, expiresAt, user}; 429 too many sign-ups. An address that
 * already has an account -> 202 {message: "Check your email..."}, never "taken": its owner is told by mail.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const input = await readJson(request, registerApiSchema);
    const result = await signUp(input, request);
    if (!result.ok && result.reason !== "email-taken") {
      return jsonError(
        429,
        refusedMessage(result),
        { retryAfter: result.retryAfter },
        { headers: { "Retry-After": String(result.retryAfter) } },
      );
    }
    if (!result.ok) return jsonResponse({ message: SIGN_UP_CHECK_EMAIL }, { status: 202 });
    sendVerificationAfterSignUp(result.user);
    // Not remembered: a new account's first token has the short idle timeout (sign in with remember for a long one).
    const session = await createSession(result.user.id, request);
    return jsonResponse(authBody(session, result.user), { status: 201 });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
