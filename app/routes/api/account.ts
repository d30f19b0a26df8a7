import type { RouteFacts } from "~/security/route-table";
import { deleteAccountBody } from "~/openapi/schemas";
import { confirmIdentity, deleteAccount } from "~/auth/account-settings.server";
import { HASHING_BUSY } from "~/auth/password.server";
import { requireApiUser } from "~/auth/api-auth.server";
import { clearSessionCookieHeader, readSession } from "~/auth/session.server";
import { jsonError, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { waitMinutes } from "~/limits/rate-limit.server";
import type { Route } from "./+types/account";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["DELETE"] } satisfies RouteFacts;

/**
 * DELETE /api/account {confirmEmail, currentPassword} -> 204: the account and everything tied to it are gone. A
 * wrong password is a 400 naming the field; too many wrong ones a 429 with Retry-After.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(handle.methods);
    const user = await requireApiUser(request);
    const { confirmEmail, currentPassword } = await readJson(request, deleteAccountBody);
    if (confirmEmail !== user.email)
      return jsonError(400, "confirmEmail does not match the account's email address.", { field: "confirmEmail" });
    const identity = await confirmIdentity(user, { currentPassword });
    if (!identity.ok && identity.reason !== "wrong-password") {
      const message =
        identity.reason === "busy" ? HASHING_BUSY : `Too many attempts. Please wait ${waitMinutes(identity.retryAfter)} and try again.`;
      return jsonError(429, message, { retryAfter: identity.retryAfter }, { headers: { "Retry-After": String(identity.retryAfter) } });
    }
    if (!identity.ok) return jsonError(400, "currentPassword is not the account's password.", { field: "currentPassword" });
    const session = await readSession(request);
    await deleteAccount(user.id);
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
    return new Response(null, { status: 204, headers });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
