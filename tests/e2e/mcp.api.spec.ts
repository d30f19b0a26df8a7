import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "~test/e2e";

// The MCP server at /mcp, spoken to by the official SDK's client over Streamable HTTP, as an assistant or an editor
// would: what it offers, what each tool answers, and whose journey an asked question joins.

type Tools = { client: Client; call: (name: string, args: Record<string, unknown>) => Promise<CallToolResult> };

async function connect(baseURL: string, headers: Record<string, string> = {}): Promise<Tools> {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseURL), { requestInit: { headers } });
  const client = new Client({ name: "prajna-e2e", version: "1.0.0" });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { client, call };
}

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");

async function register(request: APIRequestContext): Promise<string> {
  const res = await request.post("/auth/register", { data: { name: "Mcp", email: uniqueEmail("mcp"), password: "quiet-mountain-path" } });
  expect(res.status()).toBe(201);
  return (await res.json()).token;
}

test("lists its tools, searches the library and reads an article and a teaching from it", async ({ baseURL }) => {
  const { client, call } = await connect(baseURL!);
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(["ask_prajna", "meditation_guide", "read_article", "read_teaching", "search_library"]);
  expect(tools.find((t) => t.name === "search_library")!.annotations).toMatchObject({ readOnlyHint: true });

  const search = await call("search_library", { query: "compassion", limit: 5 });
  expect(search.isError).toBeFalsy();
  const { results } = search.structuredContent as {
    results: Array<{ kind: string; id: string; title: string; excerpt: string; url: string }>;
  };
  expect(results.length).toBe(5);
  for (const r of results) {
    expect(r.url.startsWith(`${baseURL}/`), r.url).toBe(true);
    expect(r.title.length).toBeGreaterThan(3);
    expect(r.excerpt.length).toBeGreaterThan(20);
  }
  expect(textOf(search)).toContain(results[0].url);

  const articleHit = results.find((r) => r.kind === "article")!;
  const article = await call("read_article", { slug: articleHit.id });
  const read = article.structuredContent as { title: string; author: string; url: string; markdown: string };
  expect(read).toMatchObject({ title: articleHit.title, author: "Prajna", url: `${baseURL}/articles/${articleHit.id}` });
  expect(read.markdown.startsWith(`# ${articleHit.title}\n\n`)).toBe(true);
  expect(read.markdown.length).toBeGreaterThan(3000);
  // Links into the site are absolute, so the text reads the same outside it.
  expect(read.markdown).not.toMatch(/\]\(\/[^/]/);
  expect(read.markdown).toContain(`](${baseURL}/`);
  expect((await fetch(read.url)).status).toBe(200);

  const teachings = await call("search_library", { query: "compassion", kind: "teachings", limit: 1 });
  const [teachingHit] = (teachings.structuredContent as { results: Array<{ id: string; kind: string }> }).results;
  expect(teachingHit.kind).toBe("teaching");
  const teaching = await call("read_teaching", { id: teachingHit.id });
  expect(teaching.structuredContent).toMatchObject({ id: teachingHit.id, author: expect.any(String), source: expect.any(String) });
  expect(textOf(teaching)).toContain((teaching.structuredContent as { text: string }).text);

  const missing = await call("read_article", { slug: "no-such-article" });
  expect(missing.isError).toBe(true);
  await client.close();
});

test("lists the articles as resources and reads one as Markdown", async ({ baseURL }) => {
  const { client } = await connect(baseURL!);
  const { resources } = await client.listResources();
  expect(resources.length).toBeGreaterThan(10);
  const first = resources[0];
  expect(first.uri).toMatch(/^prajna:\/\/articles\/[a-z0-9-]+$/);
  const { contents } = await client.readResource({ uri: first.uri });
  expect(contents).toHaveLength(1);
  expect(contents[0]).toMatchObject({ uri: first.uri, mimeType: "text/markdown" });
  expect((contents[0] as { text: string }).text.startsWith(`# ${first.title}\n`)).toBe(true);
  await expect(client.readResource({ uri: "prajna://articles/no-such-article" })).rejects.toThrow();
  await client.close();
});

test("ask_prajna answers an ordinary question with sources, and a message in crisis with the care answer and crisis lines", async ({
  baseURL,
  request,
}) => {
  const { client, call } = await connect(baseURL!);
  const answer = await call("ask_prajna", { question: "How do I deal with anger at work?", category: "career" });
  expect(answer.isError).toBeFalsy();
  const data = answer.structuredContent as { answer: string; sources: Array<{ title: string; url: string }>; care: string | null };
  expect(data.care).toBeNull();
  expect(data.answer.length).toBeGreaterThan(200);
  expect(data.sources.length).toBeGreaterThan(0);
  for (const s of data.sources) expect(s.url.startsWith(`${baseURL}/`), s.url).toBe(true);
  expect(answer.content[0]).toEqual({ type: "text", text: data.answer });
  expect(textOf(answer)).toContain(`Sources:\n- ${data.sources[0].title}: ${data.sources[0].url}`);

  const crisis = "I don't want to live anymore";
  const care = await call("ask_prajna", { question: crisis });
  expect(care.isError).toBeFalsy();
  expect(care.structuredContent).toMatchObject({ care: "urgent", provider: "care" });
  const text = textOf(care);
  expect(text).toContain("988");
  expect(text).toContain("741741");
  expect(text).toContain("findahelpline.com");
  // Unchanged: the very answer the JSON door gives, and nothing added to it.
  const door = await (await request.post("/ai/ask", { data: { question: crisis } })).json();
  expect(care.content).toEqual([{ type: "text", text: door.response }]);
  await client.close();
});

test("meditation_guide makes a guide of the chosen length", async ({ baseURL }) => {
  const { client, call } = await connect(baseURL!);
  const guide = await call("meditation_guide", { experience: "beginner", minutes: 10, focus: "stress-relief", mood: "stressed" });
  expect(guide.isError).toBeFalsy();
  const data = guide.structuredContent as { title: string; guidance: string; steps: Array<{ seconds: number }>; preferences: object };
  expect(data.preferences).toEqual({ experience: "beginner", timeAvailable: 10, focus: "stress-relief", mood: "stressed" });
  expect(data.steps.length).toBeGreaterThan(2);
  expect(data.steps.reduce((s, step) => s + step.seconds, 0)).toBe(600);
  expect(textOf(guide)).toContain(data.title);
  const refused = await call("meditation_guide", { minutes: 7 });
  expect(refused.isError).toBe(true);
  await client.close();
});

test("with a bearer token an asked question joins that person's journey; without one it does not", async ({ baseURL, request }) => {
  const token = await register(request);
  const auth = { Authorization: `Bearer ${token}` };
  const signedIn = await connect(baseURL!, auth);
  const mine = `What does patience ask of me today? (${Date.now()})`;
  const asked = await signedIn.call("ask_prajna", { question: mine, category: "mindfulness" });
  expect(asked.structuredContent).toMatchObject({ saved: true });

  const guest = await connect(baseURL!);
  const theirs = `What does patience ask of a guest? (${Date.now()})`;
  const guestAsked = await guest.call("ask_prajna", { question: theirs });
  expect(guestAsked.structuredContent).toMatchObject({ saved: false });

  const journey = await (await request.get("/api/journey", { headers: auth })).json();
  const questions = (journey.items as Array<{ question: string }>).map((i) => i.question);
  expect(questions).toEqual([mine]);
  await Promise.all([signedIn.client.close(), guest.client.close()]);

  // A token that is no longer good is refused, never taken for a guest.
  await request.post("/auth/logout", { headers: auth });
  await expect(connect(baseURL!, auth)).rejects.toThrow(/expired or was revoked/);
});

test("GET and DELETE are 405 with Allow: POST, OPTIONS, and a browser on another site is refused", async ({ request }) => {
  for (const res of [await request.get("/mcp"), await request.delete("/mcp")]) {
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("POST, OPTIONS");
    expect(res.headers()["content-type"]).toMatch(/^application\/json/);
    expect((await res.json()).error).toMatch(/stateless/);
  }
  const foreign = await request.post("/mcp", {
    headers: { Origin: "http://evil.example", Accept: "application/json, text/event-stream" },
    data: { jsonrpc: "2.0", id: 1, method: "tools/list" },
  });
  expect(foreign.status()).toBe(403);
});
