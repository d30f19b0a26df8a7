import type { RouteFacts } from "~/security/route-table";
import { callerOf } from "~/ask/caller.server";
import { optionalApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonRoute } from "~/lib/json.server";
import { allowHeader } from "~/lib/methods";
import { handleMcpRequest } from "~/mcp/http.server";
import type { Route } from "./+types/mcp";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /mcp: the MCP server (Model Context Protocol, Streamable HTTP, stateless; app/mcp/). JSON-RPC in, JSON out.
 * A guest reads and asks; Authorization: Bearer <session token> (from /auth/login or /auth/register) makes asked
 * questions part of that person's journey, and a token that is no longer good is a 401, never taken for a guest.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return notStreamed();
    const user = await optionalApiUser(request);
    return handleMcpRequest(request, { user, caller: await callerOf(request), signal: request.signal });
  });
}

/**
 * GET would open a stream of messages the server starts, DELETE would end a session: a stateless server has
 * neither, so both are 405, as the transport's specification allows.
 */
function notStreamed(): Response {
  return jsonError(
    405,
    "This MCP server is stateless: it opens no event stream and keeps no session. Send JSON-RPC messages with POST.",
    {},
    {
      headers: { Allow: allowHeader(handle.methods) },
    },
  );
}

export const loader = () => notStreamed();
