import { expect, test } from "@playwright/test";
import OpenAI from "openai";
import { uniqueEmail } from "~test/e2e";

// The official openai client, as any app would use it, against Prajna's own /v1 over HTTP.

const client = (apiKey = "any-key-works-for-guests") =>
  new OpenAI({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}/v1`, apiKey, maxRetries: 0 });
type Message = OpenAI.Chat.ChatCompletionMessageParam;

const FOLLOW_UPS = [
  "How do I deal with anger?",
  "And what about at work?",
  "What if the anger is at myself?",
  "How does patience grow?",
  "Can you say more about forgiveness?",
  "What practice could I try tonight?",
  "And in the morning?",
  "How do I stay kind when I am tired?",
];

test("a 40-turn conversation goes through without a 413, the body well past 64 KB", async () => {
  test.setTimeout(180_000);
  const openai = client();
  const messages: Message[] = [{ role: "system", content: "You are a gentle guide." }];
  for (let turn = 0; turn < 40; turn++) {
    messages.push({ role: "user", content: `${FOLLOW_UPS[turn % FOLLOW_UPS.length]} (${turn + 1})` });
    const completion = await openai.chat.completions.create({ model: "prajna", messages });
    const content = completion.choices[0].message.content!;
    expect(content.length, `turn ${turn + 1}`).toBeGreaterThan(200);
    messages.push({ role: "assistant", content });
  }
  expect(JSON.stringify({ model: "prajna", messages }).length).toBeGreaterThan(64 * 1024);
});

test("an answer depends on the turns before it: a follow-up is read with what it follows", async () => {
  const openai = client();
  const ask = async (messages: Message[]) =>
    (await openai.chat.completions.create({ model: "prajna", messages })).choices[0].message.content!;
  const first = await ask([{ role: "user", content: "How do I deal with anger?" }]);
  const followUp = await ask([
    { role: "user", content: "How do I deal with anger?" },
    { role: "assistant", content: first },
    { role: "user", content: "And what about at work?" },
  ]);
  const alone = await ask([{ role: "user", content: "And what about at work?" }]);
  expect(followUp).not.toBe(alone);
  expect(followUp).toMatch(/anger/i);
  expect(alone).not.toMatch(/\banger\b/i);
});

test("streams with usage, counted the same way as without streaming", async () => {
  const openai = client();
  const messages: Message[] = [{ role: "user", content: "What is mindfulness?" }];
  const stream = await openai.chat.completions.create({ model: "prajna", messages, stream: true, stream_options: { include_usage: true } });
  let text = "";
  let usage: OpenAI.CompletionUsage | null | undefined;
  let finish: string | null = null;
  let chunks = 0;
  for await (const chunk of stream) {
    chunks++;
    text += chunk.choices[0]?.delta?.content ?? "";
    finish = chunk.choices[0]?.finish_reason ?? finish;
    if (chunk.usage) usage = chunk.usage;
  }
  expect(chunks).toBeGreaterThan(5);
  expect(finish).toBe("stop");
  expect(usage).toBeTruthy();
  const plain = await openai.chat.completions.create({ model: "prajna", messages });
  expect(plain.choices[0].message.content).toBe(text);
  expect(usage).toEqual(plain.usage);
  expect(usage!.completion_tokens).toBe(Math.ceil(text.length / 4));
});

test("max_tokens ends the answer at a sentence within the limit, finish_reason length", async () => {
  const messages: Message[] = [{ role: "user", content: "How can I be patient with my family?" }];
  const full = (await client().chat.completions.create({ model: "prajna", messages })).choices[0].message.content!;
  for (const max_tokens of [20, 60, 150]) {
    const completion = await client().chat.completions.create({ model: "prajna", messages, max_tokens });
    const content = completion.choices[0].message.content!;
    expect(completion.choices[0].finish_reason).toBe("length");
    expect(completion.usage!.completion_tokens).toBeLessThanOrEqual(max_tokens);
    // The beginning of the whole answer, ending where a sentence (or a paragraph) does.
    expect(full.startsWith(content)).toBe(true);
    expect(content).toMatch(/[.!?…]["'”’)\]*_]*$|[^:]$/);
    expect(full.slice(content.length)).toMatch(/^\s/);
  }
});

test("tools and JSON response formats get a clear 400 naming the parameter", async () => {
  const openai = client();
  const base = { model: "prajna", messages: [{ role: "user" as const, content: "What is patience?" }] };
  const refused = async (extra: object) => {
    const error = await openai.chat.completions.create({ ...base, ...extra }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    return error as InstanceType<typeof OpenAI.BadRequestError>;
  };
  const tools = await refused({
    tools: [{ type: "function", function: { name: "lookup", parameters: { type: "object", properties: {} } } }],
  });
  expect(tools.status).toBe(400);
  expect(tools.param).toBe("tools");
  expect(tools.message).toMatch(/tools/);
  expect((await refused({ response_format: { type: "json_object" } })).param).toBe("response_format");
  const schema = await refused({ response_format: { type: "json_schema", json_schema: { name: "answer", schema: { type: "object" } } } });
  expect(schema.param).toBe("response_format");
  expect(schema.message).toMatch(/json_schema/);
  expect((await refused({ n: 3 })).param).toBe("n");
});

test("models.retrieve knows prajna; an unknown model is a JSON 404", async () => {
  const openai = client();
  expect((await openai.models.retrieve("prajna")).id).toBe("prajna");
  const missing = await openai.models.retrieve("gpt-4o").catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
  expect((missing as InstanceType<typeof OpenAI.NotFoundError>).code).toBe("model_not_found");
  const unknownModel = await openai.chat.completions
    .create({ model: "gpt-4o", messages: [{ role: "user", content: "Hi" }] })
    .catch((e: unknown) => e);
  expect(unknownModel).toBeInstanceOf(OpenAI.NotFoundError);
});

test("with a Prajna token as the key, the conversation joins the journey as one item", async ({ request }) => {
  const reg = await (
    await request.post("/auth/register", { data: { name: "Api Conversation", email: uniqueEmail("v1"), password: "quiet-mountain-path" } })
  ).json();
  const openai = client(reg.token);
  const messages: Message[] = [];
  for (const question of FOLLOW_UPS.slice(0, 3)) {
    messages.push({ role: "user", content: question });
    const completion = await openai.chat.completions.create({ model: "prajna", messages });
    messages.push({ role: "assistant", content: completion.choices[0].message.content! });
  }
  const journey = await (await request.get("/api/journey", { headers: { Authorization: `Bearer ${reg.token}` } })).json();
  expect(journey.total).toBe(1);
  expect(journey.items[0].title).toBe(FOLLOW_UPS[0]);
  expect(journey.items[0].turns.map((t: { question: string }) => t.question)).toEqual(FOLLOW_UPS.slice(0, 3));
});
