import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { ask } from "~/ask/ask.server";
import { eventStream, startAnswerStream } from "~/ask/answer-stream.server";
import { turnsFromMessages } from "~/wisdom/history";
import { AnswerShaper } from "~/ask/shape";
import { estimateMessageTokens } from "~/wisdom/tokens";
import { callerOf } from "~/ask/caller.server";
import { openaiApiCaller } from "~/auth/api-auth.server";
import { jsonResponse, MAX_CONVERSATION_BYTES, readJson } from "~/lib/json.server";
import { modelNotFound, openaiError, openaiMethodNotAllowed, openaiRateLimited, openaiRoute } from "~/lib/openai-api.server";
import { completionSchema, PRAJNA_MODEL } from "~/openapi/schemas";
import { QUESTION_MAX } from "~/wisdom/categories";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/v1.chat-completions";

/** Takes a whole conversation (chat clients resend it every turn): a larger body limit. */
export const handle = { conversation: true, methods: ["POST"] } satisfies RouteFacts;

type CompletionRequest = z.infer<typeof completionSchema>;
type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** The first option Prajna cannot honour, as a 400 naming it; null when there is none. */
function unsupported(body: CompletionRequest): Response | null {
  const refuse = (param: string, message: string) => openaiError(400, message, { param, code: "unsupported_parameter" });
  if (body.n != null && body.n > 1) return refuse("n", "Prajna writes one answer per request: n must be 1.");
  if (body.tools?.length) return refuse("tools", "Prajna does not call tools: send the request without tools.");
  if (body.functions?.length) return refuse("functions", "Prajna does not call functions: send the request without functions.");
  const noChoice = (v: unknown) => v === undefined || v === null || v === "none" || v === "auto";
  if (!noChoice(body.tool_choice)) return refuse("tool_choice", 'Prajna does not call tools: tool_choice may only be "none" or "auto".');
  if (!noChoice(body.function_call))
    return refuse("function_call", 'Prajna does not call functions: function_call may only be "none" or "auto".');
  const format = body.response_format?.type;
  if (format && format !== "text") {
    return refuse("response_format", `Prajna answers in prose: response_format "${format}" is not supported, only "text".`);
  }
  return null;
}

/** Each message's text (a list of parts joined), for counting and for the conversation. */
const textOf = (m: CompletionRequest["messages"][number]) => (typeof m.content === "string" ? m.content : "");

/**
 * POST /v1/chat/completions: Prajna as an OpenAI-compatible model ("prajna"), with or without streaming. The last
 * user message is the question; the user and assistant messages before it are the conversation it follows, and system
 * (or developer) messages are the calling app's instructions. OpenAI clients always send a key: a valid Prajna session
 * token signs the caller in (their questions join their journey); any other key is treated as a guest.
 */
export async function action({ request }: Route.ActionArgs) {
  return openaiRoute(async () => {
    if (request.method !== "POST") return openaiMethodNotAllowed(handle.methods);
    const body = await readJson(request, completionSchema, {}, { maxBytes: MAX_CONVERSATION_BYTES });
    if (body.model !== undefined && body.model !== PRAJNA_MODEL) {
      return modelNotFound(body.model, PRAJNA_MODEL);
    }
    const refused = unsupported(body);
    if (refused) return refused;

    const lastUserAt = body.messages.findLastIndex((m) => m.role === "user");
    const question = lastUserAt >= 0 ? textOf(body.messages[lastUserAt]).trim() : "";
    if (!question) return openaiError(400, "There must be a user message with text.", { param: "messages" });
    if (question.length > QUESTION_MAX) {
      return openaiError(400, `The newest user message is longer than ${QUESTION_MAX} characters.`, { param: "messages" });
    }
    const before = body.messages.slice(0, lastUserAt);
    const history = turnsFromMessages(before.map((m) => ({ role: m.role, content: textOf(m) })));
    const instructions = before
      .filter((m) => m.role === "system" || m.role === "developer")
      .map(textOf)
      .filter((t) => t.trim())
      .join("\n\n");
    const { user } = await openaiApiCaller(request);
    const category = body.metadata?.category ?? "general";
    const stop = typeof body.stop === "string" ? [body.stop] : (body.stop ?? []);
    const shaper = new AnswerShaper({ stop, maxTokens: body.max_completion_tokens ?? body.max_tokens ?? null });
    const promptTokens = estimateMessageTokens(body.messages.map((m) => ({ content: textOf(m) })));
    const usage = (): Usage => ({
      prompt_tokens: promptTokens,
      completion_tokens: shaper.tokens,
      total_tokens: promptTokens + shaper.tokens,
    });
    const id = `chatcmpl-${randomBytes(12).toString("hex")}`;
    const created = Math.floor(Date.now() / 1000);
    const asking = {
      question,
      category,
      user,
      history,
      instructions,
      caller: await callerOf(request),
      door: "v1/chat/completions",
      absoluteLinks: true,
    } as const;

    if (!body.stream) {
      const outcome = await ask({ ...asking, signal: request.signal });
      if (outcome.kind === "limited") return openaiRateLimited(outcome);
      if (outcome.kind === "unavailable") return openaiError(503, outcome.notice);
      const content = shaper.push(outcome.result.answer) + shaper.finish();
      return jsonResponse({
        id,
        object: "chat.completion",
        created,
        model: PRAJNA_MODEL,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            finish_reason: shaper.finishReason ?? "stop",
            logprobs: null,
          },
        ],
        usage: usage(),
      });
    }
    return streamCompletion({ request, asking, shaper, usage, id, created, includeUsage: Boolean(body.stream_options?.include_usage) });
  });
}

/** The answer as OpenAI's chunk stream (app/ask/answer-stream.server.ts says how the words come). */
async function streamCompletion(o: {
  request: Request;
  asking: Omit<Parameters<typeof ask>[0], "signal" | "onDelta" | "onReset">;
  shaper: AnswerShaper;
  usage: () => Usage;
  id: string;
  created: number;
  includeUsage: boolean;
}): Promise<Response> {
  const { shaper } = o;
  const answer = await startAnswerStream({ ...o.asking, signal: o.request.signal }, shaper);
  if (answer.refused?.kind === "limited") return openaiRateLimited(answer.refused);
  if (answer.refused) return openaiError(503, answer.refused.notice);
  const { run } = answer;

  const chunk = (delta: Record<string, string>, finish: string | null) => ({
    id: o.id,
    object: "chat.completion.chunk",
    created: o.created,
    model: PRAJNA_MODEL,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    ...(o.includeUsage ? { usage: null } : {}),
  });
  return eventStream(async (emit) => {
    const write = (value: unknown) => emit(`data: ${typeof value === "string" ? value : JSON.stringify(value)}\n\n`);
    write(chunk({ role: "assistant", content: "" }, null));
    const result = await run((text) => write(chunk({ content: text }, null)));
    if (result.kind === "unavailable" || result.kind === "limited") {
      // Words were sent and then nothing could finish the answer: OpenAI's in-stream error.
      write({ error: { message: result.notice, type: "server_error", param: null, code: null } });
    } else {
      write(chunk({}, shaper.finishReason ?? "stop"));
      if (o.includeUsage)
        write({ id: o.id, object: "chat.completion.chunk", created: o.created, model: PRAJNA_MODEL, choices: [], usage: o.usage() });
    }
    write("[DONE]");
  });
}

export const loader = () => openaiMethodNotAllowed(handle.methods);
