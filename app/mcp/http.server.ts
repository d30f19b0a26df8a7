import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { MAX_JSON_BYTES } from "~/lib/json.server";
import { createMcpServer, type McpCaller } from "./server.server";

/**
 * One MCP request over the Streamable HTTP transport, stateless: a fresh server and transport for each POST, no
 * session id, nothing kept between requests. Any instance behind the proxy can answer any request (no sticky
 * sessions, nothing lost when an instance restarts or drains), and each request is its caller's own: the server
 * knows the person of this request's token and no other. The cost is what statelessness gives up: no stream of
 * messages the server starts (GET is refused by the route) and no resuming a broken response, which tools that
 * answer in one go do not need.
 *
 * Answers are plain JSON rather than an event stream (enableJsonResponse): each tool answers once, and JSON passes
 * every proxy and the app's own response handling unchanged.
 */
export async function handleMcpRequest(request: Request, who: McpCaller): Promise<Response> {
  const server = createMcpServer(who);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    // The request guard has already refused a larger body; the same limit here says so twice rather than differently.
    maxRequestBodySize: MAX_JSON_BYTES,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request);
    const headers = new Headers(response.headers);
    // An answer is for its caller alone (a journey, a rate): never kept by a cache.
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } finally {
    // The response is complete (JSON mode resolves once every answer is in): nothing is left to send.
    await server.close();
  }
}
