import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { ask } from "~/ask/ask.server";
import { turnsFromMessages } from "~/wisdom/history";
import type { AskOutcome } from "~/ask/outcome";
import { AnswerShaper } from "~/ask/shape";
import { estimateMessageTokens } from "~/wisdom/tokens";
import { callerOf } from "~/ask/caller.server";
import { readSession } from "~/auth/session.server";
import { jsonResponse, MAX_CONVERSATION_BYTES, readJson } from "~/lib/json.server";
import { openaiError, openaiMethodNotAllowed, openaiRoute } from "~/lib/openai-api.server";
import { completionSchema, PRAJNA_MODEL } from "~/openapi/schemas";
import { QUESTION_MAX } from "~/wisdom/categories";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/v1.chat-completions";

/** Takes a whole conversation (chat clients resend it every turn): a larger body limit. */
export const handle = { conversation: true } satisfies RouteFacts;

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

/** Words of a complete answer, a few at a time, so a client sees it arrive as a stream. */
const wordGroups = (text: string) => {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += 8) groups.push(words.slice(i, i + 8).join(""));
  return groups;
};

/**
 * POST /v1/chat/completions: Prajna as an OpenAI-compatible model ("prajna"), with or without streaming. The last
 * user message is the question; the user and assistant messages before it are the conversation it follows, and system
 * (or developer) messages are the calling app's instructions. OpenAI clients always send a key: a valid Prajna session
 * token signs the caller in (their questions join their journey); any other key is treated as a guest.
 */
export async function action({ request }: Route.ActionArgs) {
  return openaiRoute(async () => {
    if (request.method !== "POST") return openaiMethodNotAllowed(["POST"]);
    const body = await readJson(request, completionSchema, {}, { maxBytes: MAX_CONVERSATION_BYTES });
    if (body.model !== undefined && body.model !== PRAJNA_MODEL) {
      return openaiError(404, `The model "${body.model}" does not exist. Prajna offers one model: "${PRAJNA_MODEL}".`, {
        param: "model",
        code: "model_not_found",
      });
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
    const user = (await readSession(request)).user;
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
    } as const;

    if (!body.stream) {
      const outcome = await ask({ ...asking, signal: request.signal });
      if (outcome.kind === "limited") return rateLimited(outcome);
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

/**
 * The answer as OpenAI's chunk stream. A model's words are sent as the model writes them (shaped for stop and the
 * token limit); the library's answer, which is composed whole, follows in groups of words. Should a model fail
 * mid-way, what was sent stays and the library's answer follows after a blank line, opening with a note that says so.
 * The response starts once the first words (or the whole outcome) are in, so a request nothing can answer is a 503.
 */
/** Past the caller's asking rate: OpenAI's 429, with Retry-After so clients wait before trying again. */
function rateLimited(outcome: Extract<AskOutcome, { kind: "limited" }>): Response {
  return openaiError(
    429,
    outcome.notice,
    { type: "rate_limit_exceeded", code: "rate_limit_exceeded" },
    { headers: { "Retry-After": String(outcome.retryAfter) } },
  );
}

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
  const encoder = new TextEncoder();
  let sink: ((piece: string) => void) | null = null;
  const early: string[] = [];
  let modelText = "";
  let reset = false;
  let firstWords!: () => void;
  const started = new Promise<void>((resolve) => (firstWords = resolve));

  const outcome: Promise<AskOutcome> = ask({
    ...o.asking,
    signal: o.request.signal,
    onDelta: (piece) => {
      modelText += piece;
      const out = shaper.push(piece);
      if (out) (sink ?? ((p: string) => early.push(p)))(out);
      firstWords();
    },
    onReset: () => {
      reset = true;
    },
  });
  const first = await Promise.race([outcome, started.then(() => null)]);
  if (first?.kind === "limited") return rateLimited(first);
  if (first?.kind === "unavailable") return openaiError(503, first.notice);

  const chunk = (delta: Record<string, string>, finish: string | null) => ({
    id: o.id,
    object: "chat.completion.chunk",
    created: o.created,
    model: PRAJNA_MODEL,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
    ...(o.includeUsage ? { usage: null } : {}),
  });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      const write = (value: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`data: ${typeof value === "string" ? value : JSON.stringify(value)}\n\n`));
        } catch {
          open = false; // the client went away
        }
      };
      const send = (text: string) => {
        if (text) write(chunk({ content: text }, null));
      };
      write(chunk({ role: "assistant", content: "" }, null));
      for (const piece of early.splice(0)) send(piece);
      sink = send;
      const result = await outcome;
      sink = null;
      if (result.kind === "unavailable" || result.kind === "limited") {
        // Words were sent and then nothing could finish the answer: OpenAI's in-stream error.
        write({ error: { message: result.notice, type: "server_error", param: null, code: null } });
      } else {
        const answer = result.result.answer;
        const streamed = modelText.trim();
        const rest = !streamed ? answer : !reset && answer.startsWith(streamed) ? answer.slice(streamed.length) : `\n\n${answer}`;
        for (const group of wordGroups(rest)) send(shaper.push(group));
        send(shaper.finish());
        write(chunk({}, shaper.finishReason ?? "stop"));
        if (o.includeUsage)
          write({ id: o.id, object: "chat.completion.chunk", created: o.created, model: PRAJNA_MODEL, choices: [], usage: o.usage() });
      }
      write("[DONE]");
      if (open) controller.close();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}

export const loader = () => openaiMethodNotAllowed(["POST"]);
