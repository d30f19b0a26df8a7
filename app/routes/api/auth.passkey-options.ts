import type { RouteFacts } from "~/security/route-table";
import { signInOptions } from "~/auth/passkeys.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed } from "~/lib/json.server";
import { clientAddress, type Limit, takeSlot } from "~/limits/rate-limit.server";
import type { Route } from "./+types/auth.passkey-options";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * Each sign-in challenge is a row kept five minutes: asked for without end, they would fill the database. A person
 * needs a few a minute at most; per client address behind a trusted proxy, and for the whole site.
 */
export const PASSKEY_OPTIONS: Limit = { name: "passkey-options", max: 30, windowMs: 60 * 1000 };
export const PASSKEY_OPTIONS_SITE: Limit = { name: "passkey-options-site", max: 600, windowMs: 60 * 1000 };

/**
 * POST /auth/passkey/options -> 200 {options}: what the browser's navigator.credentials.get() needs to sign in with
 * a passkey of this site (any: no account named). Its challenge works once, for five minutes. 429 past the limits.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const address = clientAddress(request);
    for (const [limit, keys] of [
      [PASSKEY_OPTIONS, address ? [`ip:${address}`] : []],
      [PASSKEY_OPTIONS_SITE, ["site"]],
    ] as const) {
      const slot = await takeSlot(limit, [...keys]);
      if (!slot.ok) {
        return jsonError(
          429,
          "Too many passkey sign-ins were started. Please wait a minute and try again.",
          { retryAfter: slot.retryAfter },
          {
            headers: { "Retry-After": String(slot.retryAfter) },
          },
        );
      }
    }
    return jsonResponse({ options: await signInOptions(request) });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
