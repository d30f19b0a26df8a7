import type { RouteFacts } from "~/security/route-table";
import { ACCOUNT_DISABLED, login, refusedMessage } from "~/auth/credentials.server";
import { authBody } from "~/auth/api-user";
import { INVALID_CREDENTIALS, loginApiSchema } from "~/auth/inputs";
import { createSession } from "~/auth/session.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/auth.login";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/** POST /auth/login {email, password, remember?} -> 200 {token, expiresAt, remember, idleTimeoutSeconds, user}; 401 bad
 * credentials; 403 account disabled; 429 too many failures, or too many sign-ins being checked at once. Without
 * remember the token ends after 12 hours unused; with it, after 30 days unused (90 days at most). */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const input = await readJson(request, loginApiSchema);
    const result = await login(input, request);
    if (!result.ok && result.reason === "disabled") return jsonError(403, ACCOUNT_DISABLED);
    if (!result.ok && result.reason !== "invalid") {
      return jsonError(
        429,
        refusedMessage(result),
        { retryAfter: result.retryAfter },
        {
          headers: { "Retry-After": String(result.retryAfter) },
        },
      );
    }
    if (!result.ok) return jsonError(401, INVALID_CREDENTIALS);
    const session = await createSession(result.user.id, request, undefined, { remember: input.remember });
    return jsonResponse(authBody(session, result.user));
  });
}

export const loader = () => methodNotAllowed(handle.methods);
