import { beforeAll, describe, expect, it } from "vitest";
import { revokeSession } from "~/auth/session.server";
import { database } from "~/db/db.server";
import * as completions from "~/routes/api/v1.chat-completions";
import * as responses from "~/routes/api/v1.responses";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import { registerAppRouteTable } from "~test/route-table";

// POST /v1/responses, OpenAI's Responses API for text, as a client sees it.
beforeAll(registerAppRouteTable, 30_000);

const KEY = { Authorization: "Bearer sk-my-own-key" };
const create = (body: object, headers: Record<string, string> = KEY) =>
  responses.action(routeArgs(jsonRequest("/v1/responses", body, headers)));

async function events(res: Response) {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = block.match(/^event: (.*)$/m)![1];
      const data = JSON.parse(block.match(/^data: (.*)$/m)![1]);
      return { event, data };
    });
}

describe("a response", () => {
  it("answers a string input in the Responses shape, with usage", async () => {
    const res = await create({ model: "prajna", input: "What is patience?" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      object: "response",
      status: "completed",
      model: "prajna",
      error: null,
      incomplete_details: null,
      output: [{ type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", annotations: [] }] }],
      usage: { input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
    });
    expect(body.id).toMatch(/^resp_/);
    expect(body.output[0].id).toMatch(/^msg_/);
    const text = body.output[0].content[0].text as string;
    expect(text.length).toBeGreaterThan(200);
    expect(body.output_text).toBe(text);
    expect(body.usage.output_tokens).toBe(Math.ceil(text.length / 4));
    expect(body.usage.total_tokens).toBe(body.usage.input_tokens + body.usage.output_tokens);
  });

  it("reads a list of messages with text parts, instructions and the accepted options", async () => {
    const res = await create({
      model: "prajna",
      instructions: "Be brief.",
      input: [
        { role: "developer", content: "Answer kindly." },
        { role: "user", content: [{ type: "input_text", text: "How do I deal with anger?" }] },
        { type: "message", role: "assistant", content: [{ type: "output_text", text: "Anger passes when it is seen." }] },
        { role: "user", content: [{ type: "input_text", text: "And what about at work?" }] },
      ],
      temperature: 0.2,
      top_p: 0.9,
      store: false,
      metadata: { app: "test" },
      user: "someone",
      tool_choice: "auto",
      tools: [],
      text: { format: { type: "text" } },
      an_option_prajna_does_not_know: true,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.output_text).toMatch(/anger/i);
    expect(body).toMatchObject({ instructions: "Be brief.", store: false, user: "someone", metadata: { app: "test" } });
  });

  it("max_output_tokens ends the answer at a sentence, status incomplete", async () => {
    const body = await (await create({ input: "How can I be patient with my family?", max_output_tokens: 40 })).json();
    expect(body.status).toBe("incomplete");
    expect(body.incomplete_details).toEqual({ reason: "max_output_tokens" });
    expect(body.output[0].status).toBe("incomplete");
    expect(body.usage.output_tokens).toBeLessThanOrEqual(40);
  });

  it("refuses what it cannot honour with OpenAI's 400 naming the parameter", async () => {
    const cases: Array<[object, string]> = [
      [{ tools: [{ type: "function", name: "lookup", parameters: {} }] }, "tools"],
      [{ tool_choice: "required" }, "tool_choice"],
      [{ text: { format: { type: "json_schema", name: "x", schema: {} } } }, "text.format"],
      [{ text: { format: { type: "json_object" } } }, "text.format"],
      [{ reasoning: { effort: "high" } }, "reasoning"],
      [{ background: true }, "background"],
      [{ include: ["message.output_text.logprobs"] }, "include"],
      [{ n: 2 }, "n"],
      [{ input: [{ role: "user", content: [{ type: "input_image", image_url: "https://example.org/a.png" }] }] }, "input[0].content[0]"],
      [{ input: [{ role: "user", content: [{ type: "input_file", file_id: "file_1" }] }] }, "input[0].content[0]"],
      [{ input: [{ role: "user", content: [{ type: "input_audio", input_audio: {} }] }] }, "input[0].content[0]"],
      [{ input: [{ type: "function_call_output", call_id: "c", output: "x" }] }, "input[0]"],
      [{ input: [{ role: "tool", content: "x" }] }, "input[0].role"],
      [{ input: [] }, "input"],
      [{ input: [{ role: "assistant", content: "Only an answer." }] }, "input"],
    ];
    for (const [extra, param] of cases) {
      const res = await create({ model: "prajna", input: "What is patience?", ...extra });
      expect(res.status, param).toBe(400);
      expect((await res.json()).error, param).toMatchObject({ type: "invalid_request_error", param });
    }
    const model = await create({ model: "gpt-4o", input: "hi" });
    expect(model.status).toBe(404);
    expect((await model.json()).error).toMatchObject({ code: "model_not_found", param: "model" });
  });

  it("streams the documented events, numbered, the deltas adding up to the text", async () => {
    const list = await events(await create({ input: "What is mindfulness?", stream: true }));
    const types = list.map((e) => e.event);
    expect(types.slice(0, 4)).toEqual([
      "response.created",
      "response.in_progress",
      "response.output_item.added",
      "response.content_part.added",
    ]);
    expect(types.slice(-4)).toEqual([
      "response.output_text.done",
      "response.content_part.done",
      "response.output_item.done",
      "response.completed",
    ]);
    const deltas = list.filter((e) => e.event === "response.output_text.delta");
    expect(deltas.length).toBeGreaterThan(5);
    expect(types.slice(4, -4).every((t) => t === "response.output_text.delta")).toBe(true);
    for (const [i, e] of list.entries()) expect(e.data).toMatchObject({ type: e.event, sequence_number: i });
    const text = deltas.map((d) => d.data.delta).join("");
    const done = list.at(-1)!.data.response;
    expect(done.output_text).toBe(text);
    expect(done.usage.output_tokens).toBe(Math.ceil(text.length / 4));
    expect(list.find((e) => e.event === "response.output_text.done")!.data.text).toBe(text);
  });
});

describe("previous_response_id", () => {
  it("continues the conversation for the same key, and is a 404 for any other caller", async () => {
    const first = await (await create({ input: "How do I deal with anger?" })).json();
    const followUp = await (await create({ input: "And what about at work?", previous_response_id: first.id })).json();
    const alone = await (await create({ input: "And what about at work?" })).json();
    expect(followUp.previous_response_id).toBe(first.id);
    expect(followUp.output_text).toMatch(/anger/i);
    expect(alone.output_text).not.toMatch(/\banger\b/i);
    // A chain of three: the second's id carries the first turn too.
    const third = await create({ input: "What if the anger is at myself?", previous_response_id: followUp.id });
    expect(third.status).toBe(200);

    const person = await createUser();
    for (const headers of [{ Authorization: "Bearer sk-someone-else" }, { Authorization: `Bearer ${person.token}` }]) {
      const res = await create({ input: "And what about at work?", previous_response_id: first.id }, headers);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ param: "previous_response_id", code: "previous_response_not_found" });
    }
    const unknown = await create({ input: "Go on.", previous_response_id: "resp_nothing" });
    expect(unknown.status).toBe(404);
  });

  it("is bound to a signed-in account, whatever token of theirs asks", async () => {
    const person = await createUser();
    const first = await (await create({ input: "How do I deal with anger?" }, { Authorization: `Bearer ${person.token}` })).json();
    const res = await create({ input: "And what about at work?", previous_response_id: first.id }, { Cookie: person.cookie });
    expect(res.status).toBe(200);
    expect((await create({ input: "Go on.", previous_response_id: first.id })).status).toBe(404);
  });

  it("a keyless guest's responses are not stored: previous_response_id is a 400 that says to send a key", async () => {
    const first = await (await create({ input: "How do I deal with anger?" }, {})).json();
    expect(first.store).toBe(false);
    const res = await create({ input: "And at work?", previous_response_id: first.id }, {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/API key/);
  });

  it("store: false keeps nothing", async () => {
    const first = await (await create({ input: "How do I deal with anger?", store: false })).json();
    expect((await create({ input: "And at work?", previous_response_id: first.id })).status).toBe(404);
  });

  it("expires after 30 days, and expired rows are deleted when the next response is stored", async () => {
    const first = await (await create({ input: "How do I deal with anger?" })).json();
    const db = await database();
    const row = await db.selectFrom("stored_responses").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(30);
    // Stored encrypted: the question is nowhere in clear.
    expect(row.turns_enc).not.toContain("anger");
    await db
      .updateTable("stored_responses")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await create({ input: "And at work?", previous_response_id: first.id })).status).toBe(404);
    await create({ input: "What is patience?" });
    const ids = (await db.selectFrom("stored_responses").select("id").execute()).map((r) => r.id);
    expect(ids).not.toContain(first.id);
  });
});

describe("Prajna's own tokens on /v1", () => {
  it("a revoked or expired Prajna token is OpenAI's 401; any other key is a guest", async () => {
    const person = await createUser();
    await revokeSession(person.token);
    const revoked = { Authorization: `Bearer ${person.token}` };
    const res = await create({ input: "What is patience?" }, revoked);
    expect(res.status).toBe(401);
    expect((await res.json()).error).toMatchObject({ type: "authentication_error", code: "invalid_api_key" });
    const chat = await completions.action(
      routeArgs(jsonRequest("/v1/chat/completions", { messages: [{ role: "user", content: "What is patience?" }] }, revoked)),
    );
    expect(chat.status).toBe(401);
    expect((await chat.json()).error.type).toBe("authentication_error");

    const other = await createUser();
    const db = await database();
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", other.id)
      .execute();
    expect((await create({ input: "What is patience?" }, { Authorization: `Bearer ${other.token}` })).status).toBe(401);

    for (const key of ["sk-anything", "sk-proj-" + "x".repeat(120), "ollama"]) {
      expect((await create({ input: "What is patience?" }, { Authorization: `Bearer ${key}` })).status, key).toBe(200);
    }
  });
});
