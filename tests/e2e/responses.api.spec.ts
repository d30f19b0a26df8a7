import { createOpenAI } from "@ai-sdk/openai";
import { expect, test } from "@playwright/test";
import { generateText, streamText } from "ai";
import OpenAI from "openai";

// POST /v1/responses over HTTP, with the official openai client and with the AI SDK's default OpenAI provider
// (which speaks the Responses API), as apps would use them.

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}/v1`;
const client = (apiKey = "sk-my-own-key") => new OpenAI({ baseURL, apiKey, maxRetries: 0 });

/** The model the server lists, as an app would pick it. */
async function listedModel(): Promise<string> {
  const models = await client().models.list();
  return models.data[0].id;
}

test("the openai client: a response, its text and usage", async () => {
  const model = await listedModel();
  const response = await client().responses.create({ model, input: "What is mindfulness?" });
  expect(response.id).toMatch(/^resp_/);
  expect(response.status).toBe("completed");
  expect(response.output_text.length).toBeGreaterThan(200);
  expect(response.usage!.output_tokens).toBe(Math.ceil(response.output_text.length / 4));
});

test("the openai client: a streamed response, event by event, adds up to the same text", async () => {
  const model = await listedModel();
  const stream = await client().responses.create({ model, input: "What is mindfulness?", stream: true });
  const types: string[] = [];
  let text = "";
  let completed: OpenAI.Responses.Response | null = null;
  for await (const event of stream) {
    types.push(event.type);
    if (event.type === "response.output_text.delta") text += event.delta;
    if (event.type === "response.completed") completed = event.response;
  }
  expect(types[0]).toBe("response.created");
  expect(types.at(-1)).toBe("response.completed");
  expect(types.filter((t) => t === "response.output_text.delta").length).toBeGreaterThan(5);
  expect(completed!.output_text).toBe(text);
  const plain = await client().responses.create({ model, input: "What is mindfulness?" });
  expect(plain.output_text).toBe(text);
});

test("the openai client: a follow-up with previous_response_id is read with what it follows, for the same key only", async () => {
  const model = await listedModel();
  const first = await client().responses.create({ model, input: "How do I deal with anger?" });
  const followUp = await client().responses.create({ model, input: "And what about at work?", previous_response_id: first.id });
  const alone = await client().responses.create({ model, input: "And what about at work?" });
  expect(followUp.output_text).toMatch(/anger/i);
  expect(alone.output_text).not.toMatch(/\banger\b/i);
  const error = await client("sk-someone-else")
    .responses.create({ model, input: "And what about at work?", previous_response_id: first.id })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OpenAI.NotFoundError);
});

test("the openai client: an option Prajna cannot honour is a 400 naming it", async () => {
  const error = await client()
    .responses.create({
      model: await listedModel(),
      input: "What is patience?",
      text: { format: { type: "json_schema", name: "x", schema: { type: "object" } } },
    })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(OpenAI.BadRequestError);
  expect((error as InstanceType<typeof OpenAI.BadRequestError>).param).toBe("text.format");
});

test("the AI SDK's default OpenAI provider: generateText and streamText", async () => {
  const model = await listedModel();
  const openai = createOpenAI({ baseURL, apiKey: "sk-anything" });
  const generated = await generateText({ model: openai(model), prompt: "How can I be patient with my family?" });
  expect(generated.text.length).toBeGreaterThan(200);
  expect(generated.finishReason).toBe("stop");
  expect(generated.usage.outputTokens).toBe(Math.ceil(generated.text.length / 4));

  const streamed = streamText({ model: openai(model), prompt: "How can I be patient with my family?" });
  let text = "";
  let parts = 0;
  for await (const delta of streamed.textStream) {
    text += delta;
    parts++;
  }
  expect(parts).toBeGreaterThan(5);
  expect(text).toBe(generated.text);
  expect(await streamed.finishReason).toBe("stop");

  const short = await generateText({ model: openai(model), prompt: "How can I be patient with my family?", maxOutputTokens: 40 });
  expect(short.finishReason).toBe("length");
});
