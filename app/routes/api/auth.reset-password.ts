import type { RouteFacts } from "~/security/route-table";
import { authBody } from "~/auth/api-user";
import { resetPassword } from "~/auth/recovery.server";
import { tokenProblemMessage } from "~/auth/tokens.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { resetPasswordBody } from "~/openapi/schemas";
import type { Route } from "./+types/auth.reset-password";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/reset-password {token, password} -> 200 {token, expiresAt, user}: the new password is set, every
 * other session of the account ends, and the caller is signed in with a fresh token. 400 {error, reason} when the
 * link's token is not valid or already used, 410 when it has expired.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const input = await readJson(request, resetPasswordBody);
    const result = await resetPassword(input.token, input.password, request);
    if (!result.ok)
      return jsonError(result.reason === "expired" ? 410 : 400, tokenProblemMessage(result.reason), {
        reason: result.reason,
        field: "token",
      });
    return jsonResponse(authBody(result.session, result.user));
  });
}

export const loader = () => methodNotAllowed(handle.methods);
