import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { beforeAll, describe, expect, it } from "vitest";
import { listJourney } from "~/journey/journey.server";
import * as aiAsk from "~/routes/api/ai.ask";
import * as mcp from "~/routes/api/mcp";
import { ensureSearchIndex } from "~/wisdom/search.server";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// The MCP door (/mcp), spoken to by the SDK's own client, its requests handed straight to the route.

const CRISIS = "I don't want to live anymore";

/** The SDK's client, whose every HTTP request is answered by the route module. */
async function connect(headers: Record<string, string> = {}) {
  const fetchRoute = async (url: string | URL, init?: RequestInit) => {
    const request = new Request(url, init);
    const args = routeArgs(request);
    return request.method === "GET" || request.method === "HEAD" ? mcp.loader() : mcp.action(args);
  };
  const transport = new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch: fetchRoute, requestInit: { headers } });
  const client = new Client({ name: "route-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");

beforeAll(async () => {
  await ensureSearchIndex();
}, 60_000);

describe("POST /mcp", () => {
  it("offers the library's tools and its articles as resources, and says who it is", async () => {
    const client = await connect();
    expect(client.getServerVersion()).toMatchObject({ name: "prajna" });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(["ask_prajna", "meditation_guide", "read_article", "read_teaching", "search_library"]);
    const ask = tools.find((t) => t.name === "ask_prajna")!;
    expect(ask.inputSchema.required).toEqual(["question"]);
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(10);
    expect(resources[0]).toMatchObject({ uri: expect.stringMatching(/^prajna:\/\/articles\/[a-z0-9-]+$/), mimeType: "text/markdown" });
    await client.close();
  });

  it("an unknown article or teaching is a tool error in words, not a broken call", async () => {
    const client = await connect();
    const article = (await client.callTool({ name: "read_article", arguments: { slug: "no-such-article" } })) as CallToolResult;
    expect(article.isError).toBe(true);
    expect(textOf(article)).toMatch(/no article "no-such-article"/);
    const teaching = (await client.callTool({ name: "read_teaching", arguments: { id: "../../etc/passwd" } })) as CallToolResult;
    expect(teaching.isError).toBe(true);
    await client.close();
  });

  it("a message in crisis gets the care answer exactly as the JSON door gives it", async () => {
    const client = await connect();
    const result = (await client.callTool({ name: "ask_prajna", arguments: { question: CRISIS } })) as CallToolResult;
    const door = await (await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: CRISIS })))).json();
    expect(door.care).toBe("urgent");
    expect(result.structuredContent).toMatchObject({ care: "urgent", provider: "care" });
    expect(result.content).toEqual([{ type: "text", text: door.response }]);
    await client.close();
  });

  it("a signed-in person's question joins their journey; a guest's is kept nowhere", async () => {
    const person = await createUser();
    const signedIn = await connect({ Authorization: `Bearer ${person.token}` });
    const asked = (await signedIn.callTool({
      name: "ask_prajna",
      arguments: { question: "What is equanimity?", category: "mindfulness" },
    })) as CallToolResult;
    expect(asked.structuredContent).toMatchObject({ saved: true });
    expect((await listJourney(person.id, {})).items.map((i) => i.question)).toEqual(["What is equanimity?"]);
    const guest = await connect();
    const guestAsked = (await guest.callTool({ name: "ask_prajna", arguments: { question: "What is equanimity?" } })) as CallToolResult;
    expect(guestAsked.structuredContent).toMatchObject({ saved: false });
    await Promise.all([signedIn.close(), guest.close()]);
  });

  it("a token that is no longer good is a 401, never taken for a guest", async () => {
    const request = jsonRequest(
      "/mcp",
      { jsonrpc: "2.0", id: 1, method: "tools/list" },
      { Authorization: "Bearer not-a-session", Accept: "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18" },
    );
    const res = await mcp.action(routeArgs(request));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/expired or was revoked/) });
  });
});

describe("GET and DELETE /mcp", () => {
  it("are 405 in JSON with Allow: POST, OPTIONS (a stateless server opens no stream and keeps no session)", async () => {
    for (const res of [mcp.loader(), await mcp.action(routeArgs(new Request("http://localhost/mcp", { method: "DELETE" })))]) {
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("POST, OPTIONS");
      expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await res.json()).toMatchObject({ error: expect.stringContaining("stateless") });
    }
  });
});
