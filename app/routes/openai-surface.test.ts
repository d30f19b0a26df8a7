import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readSession } from "~/auth/session.server";
import { estimateMessageTokens, estimateTokens } from "~/wisdom/tokens";
import { apiMiddleware } from "~/security/cors.server";
import * as aiHealth from "~/routes/api/ai.health";
import * as authMe from "~/routes/api/auth.me";
import * as authRefresh from "~/routes/api/auth.refresh";
import * as completions from "~/routes/api/v1.chat-completions";
import * as models from "~/routes/api/v1.models";
import * as v1NotFound from "~/routes/api/v1.not-found";
import { FAKE_ANSWER, type FakeOpenAI, refusedUrl, startFakeOpenAI } from "~test/fake-openai";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { registerAppRouteTable } from "~test/route-table";

// Route facts (kinds, limits, which pages are kept) come from the table of app/routes.ts, as the server registers it.
beforeAll(registerAppRouteTable, 30_000);

// The OpenAI-compatible surface, CORS, and the shapes older clients read.

const complete = (body: object, headers: Record<string, string> = {}) =>
  completions.action(routeArgs(jsonRequest("/v1/chat/completions", body, headers)));
const user = (content: string) => ({ role: "user", content });

async function chunks(res: Response) {
  const text = await res.text();
  const lines = text
    .split("\n\n")
    .filter(Boolean)
    .map((l) => l.replace(/^data: /, ""));
  expect(lines.at(-1)).toBe("[DONE]");
  return lines.slice(0, -1).map((l) => JSON.parse(l));
}

describe("/v1/models", () => {
  it("lists prajna and retrieves it; another id is OpenAI's 404 model_not_found", async () => {
    const list = await models.loader(routeArgs(new Request("http://localhost/v1/models"), {}) as never);
    expect((await list.json()).data.map((m: { id: string }) => m.id)).toEqual(["prajna"]);
    const one = await models.loader(routeArgs(new Request("http://localhost/v1/models/prajna"), { id: "prajna" }));
    expect(await one.json()).toMatchObject({ id: "prajna", object: "model", owned_by: "prajna" });
    const none = await models.loader(routeArgs(new Request("http://localhost/v1/models/gpt-4o"), { id: "gpt-4o" }));
    expect(none.status).toBe(404);
    expect((await none.json()).error).toMatchObject({ code: "model_not_found", type: "invalid_request_error", param: "model" });
  });

  it("every unknown /v1 path is a JSON 404 in OpenAI's shape, naming the paths there are", async () => {
    for (const path of ["/v1/embeddings", "/v1", "/v1/chat/completion"]) {
      const res = v1NotFound.loader(routeArgs(new Request(`http://localhost${path}`)) as never);
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect((await res.json()).error.message).toContain(path);
    }
    const embeddings = v1NotFound.action(routeArgs(jsonRequest("/v1/embeddings", { model: "prajna", input: "hi" })) as never);
    expect(embeddings.status).toBe(404);
    expect((await embeddings.json()).error.message).toContain("POST /v1/responses");
  });
});

describe("/v1/chat/completions", () => {
  it("refuses what it cannot honour with a 400 naming the parameter", async () => {
    const cases: Array<[object, string]> = [
      [{ n: 2 }, "n"],
      [{ tools: [{ type: "function", function: { name: "lookup", parameters: {} } }] }, "tools"],
      [{ tool_choice: "required" }, "tool_choice"],
      [{ functions: [{ name: "lookup" }] }, "functions"],
      [{ function_call: { name: "lookup" } }, "function_call"],
      [{ response_format: { type: "json_object" } }, "response_format"],
      [{ response_format: { type: "json_schema", json_schema: { name: "x", schema: {} } } }, "response_format"],
    ];
    for (const [extra, param] of cases) {
      const res = await complete({ model: "prajna", messages: [user("What is patience?")], ...extra });
      expect(res.status, param).toBe(400);
      expect((await res.json()).error, param).toMatchObject({ type: "invalid_request_error", param });
    }
    const fine = await complete({
      model: "prajna",
      messages: [user("What is patience?")],
      n: 1,
      tool_choice: "none",
      response_format: { type: "text" },
      temperature: 0.2,
    });
    expect(fine.status).toBe(200);
  });

  it("answers an unknown model 404 model_not_found, and malformed bodies in OpenAI's shape", async () => {
    const unknown = await complete({ model: "gpt-4o", messages: [user("Hi")] });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("model_not_found");
    const notJson = await completions.action(
      routeArgs(
        new Request("http://localhost/v1/chat/completions", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" }),
      ),
    );
    expect(notJson.status).toBe(415);
    expect((await notJson.json()).error).toMatchObject({ message: expect.any(String), type: "invalid_request_error" });
    const badField = await complete({ model: "prajna", messages: [user("Hi")], max_tokens: "many" });
    expect(badField.status).toBe(400);
    expect((await badField.json()).error.param).toBe("max_tokens");
    const get = await completions.loader();
    expect(get.status).toBe(405);
    expect((await get.json()).error.message).toMatch(/POST/);
  });

  it("takes bodies up to 1 MB and never refuses earlier turns; only the newest message is held to 2,000 characters", async () => {
    const turns = Array.from({ length: 120 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `${i}: ${"many words here ".repeat(400)}`,
    }));
    const body = { model: "prajna", messages: [...turns, user("And what now?")] };
    expect(JSON.stringify(body).length).toBeGreaterThan(700_000);
    expect(JSON.stringify(body).length).toBeLessThan(1024 * 1024);
    expect((await complete(body)).status).toBe(200);
    const over = await complete({ model: "prajna", messages: [user("x".repeat(1_100_000))] });
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toMatch(/too large/);
    const long = await complete({ model: "prajna", messages: [user("x".repeat(2_001))] });
    expect(long.status).toBe(400);
    expect((await long.json()).error.param).toBe("messages");
  });

  it("stops within max_tokens (or max_completion_tokens) at a sentence's end, finish_reason length", async () => {
    const full = await (await complete({ model: "prajna", messages: [user("How do I forgive my brother?")] })).json();
    const cut = await (await complete({ model: "prajna", messages: [user("How do I forgive my brother?")], max_tokens: 80 })).json();
    expect(full.choices[0].finish_reason).toBe("stop");
    expect(cut.choices[0].finish_reason).toBe("length");
    const text: string = cut.choices[0].message.content;
    expect(cut.usage.completion_tokens).toBeLessThanOrEqual(80);
    expect(cut.usage.completion_tokens).toBe(estimateTokens(text));
    expect(text).toMatch(/[.!?…]["'”’)\]*_]*$/);
    expect(full.choices[0].message.content.startsWith(text)).toBe(true);
    const both = await (
      await complete({ model: "prajna", messages: [user("How do I forgive my brother?")], max_tokens: 500, max_completion_tokens: 40 })
    ).json();
    expect(both.usage.completion_tokens).toBeLessThanOrEqual(40);
  });

  it("ends before a stop sequence", async () => {
    const full = (await (await complete({ model: "prajna", messages: [user("What is metta?")] })).json()).choices[0].message
      .content as string;
    const word = full.split(/\s+/)[12];
    const cut = await (await complete({ model: "prajna", messages: [user("What is metta?")], stop: [word, "zzzz-never"] })).json();
    expect(cut.choices[0].message.content).toBe(full.slice(0, full.indexOf(word)).trimEnd());
    expect(cut.choices[0].finish_reason).toBe("stop");
  });

  it("counts usage the same way streamed and not, and sends it in a last chunk with stream_options.include_usage", async () => {
    const messages = [{ role: "system", content: "You are kind." }, user("What is right speech?")];
    const plain = await (await complete({ model: "prajna", messages })).json();
    expect(plain.usage.prompt_tokens).toBe(estimateMessageTokens(messages));
    expect(plain.usage.completion_tokens).toBe(estimateTokens(plain.choices[0].message.content));
    const streamed = await chunks(await complete({ model: "prajna", messages, stream: true, stream_options: { include_usage: true } }));
    const last = streamed.at(-1);
    expect(last.choices).toEqual([]);
    expect(last.usage).toEqual(plain.usage);
    expect(streamed.slice(0, -1).every((c) => c.usage === null)).toBe(true);
    const text = streamed.map((c) => c.choices[0]?.delta?.content ?? "").join("");
    expect(text).toBe(plain.choices[0].message.content);
    const noUsage = await chunks(await complete({ model: "prajna", messages, stream: true }));
    expect(noUsage.some((c) => "usage" in c)).toBe(false);
    expect(noUsage.at(-1).choices[0].finish_reason).toBe("stop");
  });

  it("reads the last user message with the conversation before it", async () => {
    const ask = async (messages: object[]) =>
      (await (await complete({ model: "prajna", messages })).json()).choices[0].message.content as string;
    const alone = await ask([user("And what about at work?")]);
    const followUp = await ask([
      user("How do I deal with anger?"),
      { role: "assistant", content: "Anger is a fire." },
      user("And what about at work?"),
    ]);
    expect(followUp).not.toBe(alone);
    expect(followUp).toMatch(/anger/i);
  });
});

describe("/v1/chat/completions with a model configured", () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterEach(() => {
    delete process.env.OPENAI_BASE_URL;
  });
  afterAll(async () => {
    await fake.close();
  });

  it("streams the model's words as they are written, then the sources", async () => {
    process.env.OPENAI_BASE_URL = fake.url;
    const res = await complete({ model: "prajna", stream: true, messages: [user("How can I be patient with my colleague?")] });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const arrivals: Array<{ at: number; text: string }> = [];
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const parts = buffer.split("\n\n");
      buffer = parts.pop()!;
      for (const part of parts) {
        const data = part.replace(/^data: /, "");
        if (data === "[DONE]") continue;
        const content = JSON.parse(data).choices[0]?.delta?.content;
        if (content) arrivals.push({ at: performance.now(), text: content });
      }
    }
    const text = arrivals.map((a) => a.text).join("");
    expect(text.startsWith(FAKE_ANSWER)).toBe(true);
    expect(text).toMatch(/\*\*Sources:\*\*/);
    // One chunk per piece the model wrote, arriving over the time it took to write them (not all at the end).
    expect(arrivals.length).toBeGreaterThan(40);
    expect(arrivals[0].text.trim()).toBe("Dear");
    expect(arrivals.at(-2)!.at - arrivals[0].at).toBeGreaterThan(40);
  });

  it("sends the model the system messages as the app's instructions and the earlier turns as the conversation", async () => {
    process.env.OPENAI_BASE_URL = fake.url;
    await complete({
      model: "prajna",
      messages: [
        { role: "system", content: "Keep it short." },
        user("How do I deal with anger?"),
        { role: "assistant", content: "Breathe first." },
        user("And at work?"),
      ],
    });
    const sent = fake.requests.at(-1)!.messages;
    expect(sent.map((m) => m.role)).toEqual(["system", "system", "user", "assistant", "user"]);
    expect(sent[1].content).toContain("Keep it short.");
    expect(sent[3].content).toBe("Breathe first.");
  });

  it("/ai/health names the provider and whether it answers", async () => {
    const library = await (await aiHealth.loader()).json();
    expect(library).toEqual({ status: "ok", provider: "library", model: null, answers: true, fallback: null });
    process.env.OPENAI_BASE_URL = fake.url;
    expect(await (await aiHealth.loader()).json()).toMatchObject({ status: "ok", provider: "openai", answers: true, fallback: "library" });
    process.env.OPENAI_BASE_URL = await refusedUrl();
    const down = await aiHealth.loader();
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: "degraded", provider: "openai", answers: false, fallback: "library" });
  });
});

describe("tokens and CORS", () => {
  it("POST /auth/refresh gives a fresh token and revokes the old one", async () => {
    const person = await createUser({ name: "Ravi" });
    const res = await authRefresh.action(
      routeArgs(new Request("http://localhost/auth/refresh", { method: "POST", headers: { Authorization: `Bearer ${person.token}` } })),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).not.toBe(person.token);
    expect(body.user).toEqual({ id: person.id, username: "Ravi", name: "Ravi", email: person.email });
    const me = (token: string) =>
      authMe.loader(routeArgs(new Request("http://localhost/auth/me", { headers: { Authorization: `Bearer ${token}` } })));
    expect((await me(body.token)).status).toBe(200);
    expect((await me(person.token)).status).toBe(401);
    const withCookie = await authRefresh.action(
      routeArgs(new Request("http://localhost/auth/refresh", { method: "POST", headers: { Cookie: person.cookie } })),
    );
    expect(withCookie.status).toBe(401);
  });

  it("answers preflights 204, with the grant only for a listed origin and credentials only for a bearer token", async () => {
    process.env.CORS_ORIGINS = "https://app.example.org, http://localhost:5173/";
    try {
      const next = async () => new Response("{}", { headers: { "Content-Type": "application/json" } });
      const preflight = (origin: string, headers = "content-type") =>
        apiMiddleware(
          {
            request: new Request("http://localhost/v1/chat/completions", {
              method: "OPTIONS",
              headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": headers },
            }),
          },
          next,
        );
      const listed = await preflight("https://app.example.org");
      expect(listed.status).toBe(204);
      expect(listed.headers.get("Access-Control-Allow-Origin")).toBe("https://app.example.org");
      expect(listed.headers.get("Access-Control-Allow-Methods")).toContain("POST");
      expect(listed.headers.get("Access-Control-Allow-Headers")).toBe("content-type");
      expect(listed.headers.get("Access-Control-Allow-Credentials")).toBeNull();
      expect(
        (await preflight("https://app.example.org", "authorization, content-type")).headers.get("Access-Control-Allow-Credentials"),
      ).toBe("true");
      expect((await preflight("http://localhost:5173")).headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
      const other = await preflight("https://evil.example");
      expect(other.status).toBe(204);
      expect([...other.headers.keys()].filter((k) => k.startsWith("access-control-"))).toEqual([]);

      const get = (origin: string, headers: Record<string, string> = {}) =>
        apiMiddleware({ request: new Request("http://localhost/v1/models", { headers: { Origin: origin, ...headers } }) }, next);
      const ok = await get("https://app.example.org");
      expect(ok.headers.get("Access-Control-Allow-Origin")).toBe("https://app.example.org");
      expect(ok.headers.get("Vary")).toContain("Origin");
      expect(ok.headers.get("Access-Control-Allow-Credentials")).toBeNull();
      expect((await get("https://app.example.org", { Authorization: "Bearer abc" })).headers.get("Access-Control-Allow-Credentials")).toBe(
        "true",
      );
      expect((await get("https://evil.example")).headers.get("Access-Control-Allow-Origin")).toBeNull();
      // Pages are not part of the API.
      const page = await apiMiddleware(
        { request: new Request("http://localhost/ask", { headers: { Origin: "https://app.example.org" } }) },
        next,
      );
      expect(page.headers.get("Access-Control-Allow-Origin")).toBeNull();
    } finally {
      delete process.env.CORS_ORIGINS;
    }
  });

  it("never lets a cookie sign anyone in from another origin", async () => {
    const person = await createUser();
    const from = (origin?: string) =>
      readSession(
        new Request("http://localhost/auth/me", {
          headers: { Cookie: person.cookie, Host: "localhost", ...(origin ? { Origin: origin } : {}) },
        }),
      );
    expect((await from()).user?.id).toBe(person.id);
    expect((await from("http://localhost")).user?.id).toBe(person.id);
    expect((await from("http://localhost:5173")).user).toBeNull();
    expect((await from("https://app.example.org")).user).toBeNull();
    const bearer = await readSession(
      new Request("http://localhost/auth/me", { headers: { Authorization: `Bearer ${person.token}`, Origin: "https://app.example.org" } }),
    );
    expect(bearer.user?.id).toBe(person.id);
  });

  it("answers an unknown path with JSON for a client that asked for JSON, and the page for a browser", async () => {
    const html = async () =>
      new Response("<html>Not found</html>", { status: 404, headers: { "Content-Type": "text/html; charset=utf-8" } });
    const json = await apiMiddleware(
      { request: new Request("http://localhost/no/such/thing", { headers: { Accept: "application/json" } }) },
      html,
    );
    expect(json.status).toBe(404);
    expect(json.headers.get("Content-Type")).toContain("application/json");
    expect((await json.json()).error).toMatch(/openapi/);
    const browser = await apiMiddleware(
      { request: new Request("http://localhost/no/such/thing", { headers: { Accept: "text/html,*/*" } }) },
      html,
    );
    expect(browser.headers.get("Content-Type")).toContain("text/html");
  });
});
