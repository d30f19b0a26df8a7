import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as askPage from "~/routes/ask";
import * as aiAsk from "~/routes/api/ai.ask";
import * as chat from "~/routes/api/chat";
import * as mcp from "~/routes/api/mcp";
import * as completions from "~/routes/api/v1.chat-completions";
import * as responses from "~/routes/api/v1.responses";
import { type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// Answers sent to API clients carry absolute links (from PUBLIC_URL), in their Markdown and their sources: a chat
// front end elsewhere cannot follow /articles/x. The /ask page keeps the site's own relative links.

const SITE = "https://prajna.example.org";
const QUESTION = "How can I stay patient with a colleague who keeps interrupting me?";
// The model streams word by word: the first link's text and target arrive in different deltas.
const ANSWER =
  "Dear friend, read [on patience and anger](/articles/patience) slowly, and [the lines](https://988lifeline.org/) " +
  "if you need them; `[code](/x)` stays as written. Take three slow breaths before you answer.";
const ABSOLUTE = `[on patience and anger](${SITE}/articles/patience)`;

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_BASE_URL;
  delete process.env.PUBLIC_URL;
});
beforeEach(() => {
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.PUBLIC_URL = SITE;
  fake.mode = "normal";
  fake.answer = ANSWER;
});

function expectAbsolute(text: string, sources: Array<{ url: string }>) {
  expect(text).toContain(ABSOLUTE);
  expect(text).toContain("[the lines](https://988lifeline.org/)");
  expect(text).toContain("`[code](/x)`");
  expect(text).not.toMatch(/\]\(\/(?!x\))/);
  expect(sources.length).toBeGreaterThan(0);
  for (const s of sources) expect(s.url).toMatch(/^https?:\/\//);
  expect(sources.some((s) => s.url.startsWith(`${SITE}/`))).toBe(true);
}

/** The data lines of an event stream, parsed. */
async function dataLines(res: Response): Promise<any[]> {
  return (await res.text())
    .split("\n")
    .filter((l) => l.startsWith("data: ") && l !== "data: [DONE]")
    .map((l) => JSON.parse(l.slice(6)));
}

describe("the JSON doors answer with absolute links", () => {
  it("/ai/ask and /chat", async () => {
    const asked = await (await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION })))).json();
    expectAbsolute(asked.response, asked.sources);
    const chatted = await (await chat.action(routeArgs(jsonRequest("/chat", { message: QUESTION })))).json();
    expectAbsolute(chatted.choices[0].message.content, chatted.sources);
  });

  it("/v1/chat/completions, whole and streamed (the link crossing deltas)", async () => {
    const body = { model: "prajna", messages: [{ role: "user", content: QUESTION }] };
    const whole = await (await completions.action(routeArgs(jsonRequest("/v1/chat/completions", body)))).json();
    expect(whole.choices[0].message.content).toContain(ABSOLUTE);
    expect(whole.choices[0].message.content).not.toContain("](/articles");
    const chunks = await dataLines(await completions.action(routeArgs(jsonRequest("/v1/chat/completions", { ...body, stream: true }))));
    const deltas = chunks.map((c) => c.choices?.[0]?.delta?.content ?? "").filter(Boolean);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.some((d) => d.includes(ABSOLUTE))).toBe(false);
    expect(deltas.join("")).toContain(ABSOLUTE);
    expect(deltas.join("")).not.toContain("](/articles");
  });

  it("/v1/responses, whole and streamed", async () => {
    const whole = await (await responses.action(routeArgs(jsonRequest("/v1/responses", { model: "prajna", input: QUESTION })))).json();
    expect(whole.output_text).toContain(ABSOLUTE);
    const events = await dataLines(
      await responses.action(routeArgs(jsonRequest("/v1/responses", { model: "prajna", input: QUESTION, stream: true }))),
    );
    const deltas = events.filter((e) => e.type === "response.output_text.delta").map((e) => e.delta as string);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toContain(ABSOLUTE);
    expect(deltas.join("")).not.toContain("](/articles");
    const done = events.find((e) => e.type === "response.completed");
    expect(done.response.output_text ?? done.response.output[0].content[0].text).toContain(ABSOLUTE);
  });

  it("the MCP ask tool", async () => {
    const fetchRoute = async (url: string | URL, init?: RequestInit) => {
      const request = new Request(url, init);
      return request.method === "GET" ? mcp.loader() : mcp.action(routeArgs(request));
    };
    const client = new Client({ name: "route-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost/mcp"), { fetch: fetchRoute }));
    const asked = (await client.callTool({ name: "ask_prajna", arguments: { question: QUESTION } })) as CallToolResult;
    const data = asked.structuredContent as { answer: string; sources: Array<{ url: string }> };
    expectAbsolute(data.answer, data.sources);
    await client.close();
  });
});

describe("the site's own pages", () => {
  it("the /ask page keeps relative links", async () => {
    const page = (await askPage.action(routeArgs(formRequest("/ask", { question: QUESTION, category: "relationships" })))) as any;
    const result = page.data ?? page;
    const text = JSON.stringify(result);
    expect(text).toContain("](/articles/patience)");
    expect(text).not.toContain(SITE);
  });
});
