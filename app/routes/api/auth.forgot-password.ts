import type { RouteFacts } from "~/security/route-table";
import { RESET_REQUESTED } from "~/auth/inputs";
import { requestPasswordReset } from "~/auth/recovery.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { waitMinutes } from "~/limits/rate-limit.server";
import { forgotPasswordBody } from "~/openapi/schemas";
import type { Route } from "./+types/auth.forgot-password";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /auth/forgot-password {email} -> 202 {message}, the same answer whether or not the address has an account;
 * the link (valid 30 minutes, once) is emailed when it has one. 429 when asked too often.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const { email } = await readJson(request, forgotPasswordBody);
    const result = await requestPasswordReset(email, request);
    if (!result.ok) {
      return jsonError(
        429,
        `Too many reset links were asked for. Please wait ${waitMinutes(result.retryAfter)} and try again.`,
        { retryAfter: result.retryAfter },
        {
          headers: { "Retry-After": String(result.retryAfter) },
        },
      );
    }
    return jsonResponse({ message: RESET_REQUESTED }, { status: 202 });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
