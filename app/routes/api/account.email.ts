import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { EMAIL_UNCHANGED, requestEmailChange } from "~/auth/verification.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { waitMinutes } from "~/limits/rate-limit.server";
import { emailChangeBody } from "~/openapi/schemas";
import type { Route } from "./+types/account.email";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /api/account/email {newEmail, currentPassword} -> 202 {message, pendingEmail}: a link goes to the new
 * address, and the change takes effect when it is followed (POST /auth/verify-email); the current address is told.
 * An address another account uses gets the same answer (never a 409): that address is told by mail that nothing changed.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const input = await readJson(request, emailChangeBody);
    const result = await requestEmailChange(user.id, input.currentPassword, input.newEmail);
    if (!result.ok && result.reason === "throttled") {
      return jsonError(
        429,
        `Too many attempts. Please wait ${waitMinutes(result.retryAfter)} and try again.`,
        { retryAfter: result.retryAfter },
        { headers: { "Retry-After": String(result.retryAfter) } },
      );
    }
    if (!result.ok && result.reason === "wrong-password")
      return jsonError(400, "currentPassword is not the account's password.", { field: "currentPassword" });
    if (!result.ok) return jsonError(400, EMAIL_UNCHANGED, { field: "newEmail" });
    return jsonResponse(
      { message: `Follow the link sent to ${result.email} to start using it.`, pendingEmail: result.email },
      { status: 202 },
    );
  });
}

export const loader = () => methodNotAllowed(handle.methods);
