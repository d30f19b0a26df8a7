import { deleteAccountBody } from "~/openapi/schemas";
import { deleteAccount } from "~/auth/account-settings.server";
import { requireApiUser } from "~/auth/api-auth.server";
import { clearSessionCookieHeader, readSession } from "~/auth/session.server";
import { jsonError, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import type { Route } from "./+types/account";

/** DELETE /api/account {confirmEmail} -> 204: the account and everything tied to it are gone. */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const user = await requireApiUser(request);
    const { confirmEmail } = await readJson(request, deleteAccountBody);
    if (confirmEmail !== user.email)
      return jsonError(400, "confirmEmail does not match the account's email address.", { field: "confirmEmail" });
    const session = await readSession(request);
    await deleteAccount(user.id);
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
    return new Response(null, { status: 204, headers });
  });
}

export const loader = () => methodNotAllowed(["DELETE"]);
