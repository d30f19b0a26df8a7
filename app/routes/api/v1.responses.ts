import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { eventStream, startAnswerStream } from "~/ask/answer-stream.server";
import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import type { AskOutcome, Turn } from "~/ask/outcome";
import { AnswerShaper } from "~/ask/shape";
import { loadResponse, type ResponseOwner, storeResponse } from "~/ask/stored-responses.server";
import { openaiApiCaller } from "~/auth/api-auth.server";
import { jsonResponse, MAX_CONVERSATION_BYTES, readJson } from "~/lib/json.server";
import { modelNotFound, openaiError, openaiMethodNotAllowed, openaiRateLimited, openaiRoute } from "~/lib/openai-api.server";
import { PRAJNA_MODEL, responsesRequestSchema } from "~/openapi/schemas";
import type { RouteFacts } from "~/security/route-table";
import { QUESTION_MAX } from "~/wisdom/categories";
import { turnsFromMessages } from "~/wisdom/history";
import { estimateMessageTokens } from "~/wisdom/tokens";
import type { Route } from "./+types/v1.responses";

/** Takes a whole conversation as its input list: the larger body limit. */
export const handle = { conversation: true, methods: ["POST"] } satisfies RouteFacts;

type ResponsesRequest = z.infer<typeof responsesRequestSchema>;
type Message = { role: "user" | "assistant" | "system" | "developer"; text: string };

const ROLES = new Set(["user", "assistant", "system", "developer"]);
const TEXT_PARTS = new Set(["input_text", "output_text", "text"]);

const refuse = (param: string, message: string, code = "unsupported_parameter") => openaiError(400, message, { param, code });

/** The first option Prajna cannot honour, as a 400 naming it; null when there is none. */
function unsupported(body: ResponsesRequest): Response | null {
  if (body.tools?.length) return refuse("tools", "Prajna does not call tools: send the request without tools.");
  const choice = body.tool_choice;
  if (!(choice === undefined || choice === null || choice === "none" || choice === "auto")) {
    return refuse("tool_choice", 'Prajna does not call tools: tool_choice may only be "none" or "auto".');
  }
  const format = body.text?.format?.type;
  if (format && format !== "text") {
    return refuse("text.format", `Prajna answers in prose: text.format "${format}" is not supported, only "text".`);
  }
  const reasoning = body.reasoning;
  if (reasoning !== undefined && reasoning !== null) {
    const empty = typeof reasoning === "object" && Object.values(reasoning).every((v) => v === null || v === undefined);
    if (!empty) return refuse("reasoning", "Prajna is not a reasoning model: send the request without reasoning.");
  }
  if (body.background) return refuse("background", "Prajna answers while you wait: background must be false.");
  if (body.include?.length) return refuse("include", "Prajna has nothing more to include: send the request without include.");
  if (body.n != null && body.n > 1) return refuse("n", "Prajna writes one answer per request: n must be 1.");
  return null;
}

/** The input as messages of text, or the 400 for the first item or part that is not one. */
function messagesOf(input: ResponsesRequest["input"]): Message[] | Response {
  if (input === undefined) return [];
  if (typeof input === "string") return [{ role: "user", text: input }];
  const messages: Message[] = [];
  for (const [i, item] of input.entries()) {
    if (item.type !== undefined && item.type !== "message") {
      return refuse(`input[${i}]`, `Prajna reads messages of text: an input item of type "${item.type}" is not supported.`);
    }
    if (!item.role || !ROLES.has(item.role)) {
      return refuse(`input[${i}].role`, "A message's role must be user, assistant, system or developer.", "invalid_value");
    }
    let text = "";
    if (typeof item.content === "string") text = item.content;
    else {
      for (const [j, part] of (item.content ?? []).entries()) {
        if (!TEXT_PARTS.has(part.type)) {
          return refuse(`input[${i}].content[${j}]`, `Prajna reads text only: a content part of type "${part.type}" is not supported.`);
        }
        text += (text ? "\n" : "") + (part.text ?? "");
      }
    }
    messages.push({ role: item.role as Message["role"], text });
  }
  return messages;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(24).toString("hex")}`;

/**
 * POST /v1/responses: Prajna as a model ("prajna") behind OpenAI's Responses API, for text, with or without
 * streaming. The last user message of `input` (or `input` itself, a string) is the question; the messages before it,
 * after those of the response named by previous_response_id, are the conversation it follows; `instructions` and
 * system or developer messages are the app's instructions. Care, rate limits, model budgets and the journey are those
 * of every door (ask()).
 */
export async function action({ request }: Route.ActionArgs) {
  return openaiRoute(async () => {
    if (request.method !== "POST") return openaiMethodNotAllowed(handle.methods);
    const body = await readJson(request, responsesRequestSchema, {}, { maxBytes: MAX_CONVERSATION_BYTES });
    if (body.model !== undefined && body.model !== PRAJNA_MODEL) {
      return modelNotFound(body.model, PRAJNA_MODEL);
    }
    const refused = unsupported(body);
    if (refused) return refused;
    const messages = messagesOf(body.input);
    if (messages instanceof Response) return messages;

    const lastUserAt = messages.findLastIndex((m) => m.role === "user");
    const question = lastUserAt >= 0 ? messages[lastUserAt].text.trim() : "";
    if (!question) return openaiError(400, "The input must have a user message with text.", { param: "input" });
    if (question.length > QUESTION_MAX) {
      return openaiError(400, `The newest user message is longer than ${QUESTION_MAX} characters.`, { param: "input" });
    }

    const { user, keyHash } = await openaiApiCaller(request);
    const owner: ResponseOwner | null = user ? { userId: user.id } : keyHash ? { keyHash } : null;
    let earlier: Turn[] = [];
    if (body.previous_response_id) {
      if (!owner) {
        return openaiError(
          400,
          "previous_response_id needs an API key: Prajna keeps a guest's responses for the key that asked. Send Authorization: Bearer <any key of yours> (or a Prajna token) with every request of the conversation.",
          { param: "previous_response_id", code: "previous_response_not_found" },
        );
      }
      const stored = await loadResponse(body.previous_response_id, owner);
      if (!stored) {
        return openaiError(404, `No response with the id "${body.previous_response_id}" was found.`, {
          param: "previous_response_id",
          type: "invalid_request_error",
          code: "previous_response_not_found",
        });
      }
      earlier = stored;
    }

    const before = messages.slice(0, lastUserAt);
    const history = [...earlier, ...turnsFromMessages(before.map((m) => ({ role: m.role, content: m.text })))];
    const instructions = [
      body.instructions ?? "",
      ...before.filter((m) => m.role === "system" || m.role === "developer").map((m) => m.text),
    ]
      .filter((t) => t.trim())
      .join("\n\n");
    const shaper = new AnswerShaper({ maxTokens: body.max_output_tokens ?? null });
    const inputTokens = estimateMessageTokens([
      ...(instructions ? [{ content: instructions }] : []),
      ...history.map((t) => ({ content: t.content })),
      { content: question },
    ]);
    const store = body.store !== false && owner !== null;
    const meta = {
      id: newId("resp"),
      itemId: newId("msg"),
      created: Math.floor(Date.now() / 1000),
      body,
      store,
      inputTokens,
    };
    const asking = {
      question,
      category: body.metadata?.category ?? "general",
      user,
      history,
      instructions,
      caller: await callerOf(request),
      door: "v1/responses",
      absoluteLinks: true,
      signal: request.signal,
    } as const;
    /** Keep the conversation, with the answer as the client received it, for a later previous_response_id. */
    const keep = async () => {
      if (!store || !owner) return;
      const turns: Turn[] = [...history, { role: "user", content: question }, { role: "assistant", content: shaper.delivered }];
      await storeResponse(meta.id, owner, turns);
    };

    if (!body.stream) {
      const outcome = await ask(asking);
      if (outcome.kind === "limited") return openaiRateLimited(outcome);
      if (outcome.kind === "unavailable") return openaiError(503, outcome.notice);
      shaper.push(outcome.result.answer);
      shaper.finish();
      await keep();
      return jsonResponse(responseObject(meta, shaper, "done"));
    }

    const answer = await startAnswerStream(asking, shaper);
    if (answer.refused?.kind === "limited") return openaiRateLimited(answer.refused);
    if (answer.refused) return openaiError(503, answer.refused.notice);
    const { run } = answer;
    return eventStream(async (emit) => {
      let sequence = 0;
      const send = (type: string, data: Record<string, unknown>) =>
        emit(`event: ${type}\ndata: ${JSON.stringify({ type, sequence_number: sequence++, ...data })}\n\n`);
      const at = { item_id: meta.itemId, output_index: 0, content_index: 0 };
      send("response.created", { response: responseObject(meta, shaper, "in_progress") });
      send("response.in_progress", { response: responseObject(meta, shaper, "in_progress") });
      send("response.output_item.added", { output_index: 0, item: messageItem(meta.itemId, "", "in_progress", false) });
      send("response.content_part.added", { ...at, part: textPart("") });
      const result: AskOutcome = await run((delta) => send("response.output_text.delta", { ...at, delta, logprobs: [] }));
      if (result.kind === "unavailable" || result.kind === "limited") {
        // Words were sent and then nothing could finish the answer.
        send("response.failed", { response: responseObject(meta, shaper, "failed", result.notice) });
        return;
      }
      const text = shaper.delivered;
      send("response.output_text.done", { ...at, text, logprobs: [] });
      send("response.content_part.done", { ...at, part: textPart(text) });
      const cut = shaper.finishReason === "length";
      send("response.output_item.done", { output_index: 0, item: messageItem(meta.itemId, text, "done", cut) });
      try {
        await keep();
      } catch (error) {
        console.error("[v1/responses] the response could not be stored", error);
      }
      send(cut ? "response.incomplete" : "response.completed", { response: responseObject(meta, shaper, "done") });
    });
  });
}

const textPart = (text: string) => ({ type: "output_text", text, annotations: [] });

function messageItem(id: string, text: string, state: "in_progress" | "done", cut: boolean) {
  const status = state === "in_progress" ? "in_progress" : cut ? "incomplete" : "completed";
  return { type: "message", id, role: "assistant", status, content: state === "in_progress" ? [] : [textPart(text)] };
}

/** The response object, as OpenAI's Responses API gives it: in progress, done (completed or cut), or failed. */
function responseObject(
  meta: { id: string; itemId: string; created: number; body: ResponsesRequest; store: boolean; inputTokens: number },
  shaper: AnswerShaper,
  state: "in_progress" | "done" | "failed",
  failure?: string,
) {
  const { body } = meta;
  const done = state === "done";
  const cut = done && shaper.finishReason === "length";
  const text = done ? shaper.delivered : "";
  const output = done ? [messageItem(meta.itemId, text, "done", cut)] : [];
  return {
    id: meta.id,
    object: "response",
    created_at: meta.created,
    completed_at: done ? Math.floor(Date.now() / 1000) : null,
    status: state === "in_progress" ? "in_progress" : state === "failed" ? "failed" : cut ? "incomplete" : "completed",
    error: state === "failed" ? { code: "server_error", message: failure ?? "The answer could not be finished." } : null,
    incomplete_details: cut ? { reason: "max_output_tokens" } : null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    metadata: body.metadata ?? {},
    model: PRAJNA_MODEL,
    output,
    output_text: text,
    parallel_tool_calls: false,
    previous_response_id: body.previous_response_id ?? null,
    store: meta.store,
    temperature: body.temperature ?? null,
    top_p: body.top_p ?? null,
    text: { format: { type: "text" } },
    tool_choice: "none",
    tools: [],
    truncation: "disabled",
    usage: done
      ? {
          input_tokens: meta.inputTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: shaper.tokens,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: meta.inputTokens + shaper.tokens,
        }
      : null,
    user: body.user ?? null,
  };
}

export const loader = () => openaiMethodNotAllowed(handle.methods);
