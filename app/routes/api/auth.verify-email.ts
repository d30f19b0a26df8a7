import type { RouteFacts } from "~/security/route-table";
import { tokenProblemMessage } from "~/auth/tokens.server";
import { confirmEmail, EMAIL_IN_USE } from "~/auth/verification.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { verifyEmailBody } from "~/openapi/schemas";
import type { Route } from "./+types/auth.verify-email";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/verify-email {token} -> 200 {confirmed, email}: the address is confirmed ("verify"), or the account
 * now signs in with the new address ("email-change"). No session needed: the token is the proof.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const { token } = await readJson(request, verifyEmailBody);
    const result = await confirmEmail(token);
    if (!result.ok) {
      if (result.reason === "taken") return jsonError(409, `${EMAIL_IN_USE} Nothing was changed.`);
      return jsonError(result.reason === "expired" ? 410 : 400, tokenProblemMessage(result.reason), {
        reason: result.reason,
        field: "token",
      });
    }
    return jsonResponse({ confirmed: result.purpose, email: result.email });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
