import { expect, test } from "@playwright/test";
import OpenAI from "openai";
import { openTestDatabase, uniqueEmail } from "~test/e2e";

// The wisdom engine's JSON doors over real HTTP, and Prajna as an OpenAI-compatible model used by the real openai package.

const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

test("POST /ai/ask answers {success, response, sources, provider}", async ({ request }) => {
  const res = await request.post("/ai/ask", {
    data: {
      question: "  What are the six perfections?  ",
      context: { category: "spirituality", userInfo: "Guest seeker", previousMessages: "None" },
    },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  expect(body.provider).toBe("library");
  expect(body.response.split(/\s+/).length).toBeGreaterThanOrEqual(150);
  // An API client gets absolute links (on PUBLIC_URL): a site-relative one breaks in every other front end.
  expect(body.sources[0]).toEqual({ title: expect.any(String), url: expect.stringMatching(/^https?:\/\/[^/]+\/articles\//) });
  expect(body.sources.map((s: { url: string }) => new URL(s.url).pathname)).toContain("/articles/six-bridges-beyond-shore");
});

test("POST /ai/ask refuses empty and overlong questions with 400 {success: false, error}", async ({ request }) => {
  for (const question of ["", "   ", "x".repeat(2001)]) {
    const res = await request.post("/ai/ask", { data: { question } });
    expect(res.status()).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/question/);
  }
  const unknownCategory = await request.post("/ai/ask", { data: { question: "What is patience?", context: { category: "astrology" } } });
  expect(unknownCategory.status()).toBe(200);
  const notJson = await request.post("/ai/ask", { form: { question: "Hi" } });
  expect(notJson.status()).toBe(415);
  expect((await notJson.json()).success).toBe(false);
  const badToken = await request.post("/ai/ask", { data: { question: "Hi there" }, headers: { Authorization: "Bearer nope" } });
  expect(badToken.status()).toBe(401);
});

test("POST /chat answers in the chat-completion shape", async ({ request }) => {
  const res = await request.post("/chat", { data: { message: "How do I forgive?" } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.choices[0].index).toBe(0);
  expect(body.choices[0].message.role).toBe("assistant");
  expect(body.choices[0].message.content.length).toBeGreaterThan(300);
  expect((await request.post("/chat", { data: { message: "" } })).status()).toBe(400);
});

test("a bearer token saves the question to that person's journey", async ({ request }) => {
  const email = uniqueEmail("journey-api");
  const reg = await (
    await request.post("/auth/register", { data: { name: "Api Journey", email, password: "quiet-mountain-path" } })
  ).json();
  const res = await request.post("/ai/ask", { data: { question: "What is wu wei?" }, headers: { Authorization: `Bearer ${reg.token}` } });
  expect((await res.json()).saved).toBe(true);
  const db = await openTestDatabase();
  try {
    const row = db.prepare("select count(*) as n from questions where user_id = ?").get(reg.user.id) as { n: number };
    expect(row.n).toBe(1);
  } finally {
    db.close();
  }
});

test("the openai package lists the prajna model and gets a completion", async () => {
  const client = new OpenAI({ baseURL: `${baseURL()}/v1`, apiKey: "any-key-works-for-guests", maxRetries: 0 });
  const models = await client.models.list();
  expect(models.data.map((m) => m.id)).toEqual(["prajna"]);
  const completion = await client.chat.completions.create({
    model: "prajna",
    messages: [
      { role: "system", content: "You are helpful." },
      { role: "user", content: "How can I stay calm at work?" },
    ],
  });
  expect(completion.object).toBe("chat.completion");
  expect(completion.choices[0].message.role).toBe("assistant");
  expect(completion.choices[0].message.content!.length).toBeGreaterThan(300);
  expect(completion.choices[0].finish_reason).toBe("stop");
  expect(completion.usage!.completion_tokens).toBeGreaterThan(0);
});

test("the openai package streams a completion from Prajna", async () => {
  const client = new OpenAI({ baseURL: `${baseURL()}/v1`, apiKey: "guest", maxRetries: 0 });
  const stream = await client.chat.completions.create({
    model: "prajna",
    stream: true,
    messages: [{ role: "user", content: "What is mindfulness?" }],
  });
  let text = "";
  let chunks = 0;
  let finish: string | null = null;
  for await (const chunk of stream) {
    chunks++;
    text += chunk.choices[0]?.delta?.content ?? "";
    finish = chunk.choices[0]?.finish_reason ?? finish;
  }
  expect(chunks).toBeGreaterThan(5);
  expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(150);
  expect(finish).toBe("stop");
});

test("the OpenAI-compatible route answers bad requests in OpenAI's error shape", async ({ request }) => {
  const res = await request.post("/v1/chat/completions", { data: { model: "prajna", messages: [] } });
  expect(res.status()).toBe(400);
  expect((await res.json()).error).toMatchObject({ message: expect.any(String), type: "invalid_request_error" });
  const noUser = await request.post("/v1/chat/completions", { data: { model: "prajna", messages: [{ role: "system", content: "hi" }] } });
  expect(noUser.status()).toBe(400);
});

test("the /ask stream is server-sent events that compression does not hold back", async ({ request }) => {
  const res = await request.post("/ask/stream", {
    form: { question: "What is metta?", category: "relationships" },
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/event-stream");
  expect(res.headers()["cache-control"]).toContain("no-transform");
  expect(res.headers()["content-encoding"]).toBeUndefined();
  expect(await res.text()).toMatch(/^event: done$/m);
});
