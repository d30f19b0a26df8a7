import type { RouteFacts } from "~/security/route-table";
import { requireApiUser } from "~/auth/api-auth.server";
import { resendVerification } from "~/auth/verification.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import { waitMinutes } from "~/limits/rate-limit.server";
import type { Route } from "./+types/auth.verify-email-resend";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/** POST /auth/verify-email/resend (signed in) -> 202 {message, email}; 409 when the address is confirmed already. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const result = await resendVerification(user.id);
    if (!result.ok && result.reason === "already-verified") return jsonError(409, "The email address is already confirmed.");
    if (!result.ok) {
      return jsonError(
        429,
        `Several links were sent already. Please wait ${waitMinutes(result.retryAfter)} and try again.`,
        { retryAfter: result.retryAfter },
        {
          headers: { "Retry-After": String(result.retryAfter) },
        },
      );
    }
    return jsonResponse({ message: `A new confirmation link is on its way to ${result.email}.`, email: result.email }, { status: 202 });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
