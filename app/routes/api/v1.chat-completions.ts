import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { readSession } from "~/auth/session.server";
import { jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { completionSchema, PRAJNA_MODEL } from "~/openapi/schemas";
import { QUESTION_MAX } from "~/wisdom/categories";
import type { Route } from "./+types/v1.chat-completions";

/** OpenAI's error shape, so clients show the message. */
function openaiError(status: number, message: string, param: string | null = null, type = "invalid_request_error", init: ResponseInit = {}) {
  return jsonResponse({ error: { message, type, param, code: null } }, { ...init, status });
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * POST /v1/chat/completions: Prajna as an OpenAI-compatible model ("prajna"), with or without streaming. The last
 * user message is the question. OpenAI clients always send a key: a valid Prajna session token signs the caller in
 * (their questions join their journey); any other key is treated as a guest.
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    let body: z.infer<typeof completionSchema>;
    try {
      body = await readJson(request, completionSchema);
    } catch (e) {
      if (!(e instanceof Response)) throw e;
      const { error, field } = await e.json();
      return openaiError(e.status, error, field ?? null);
    }
    const lastUser = [...body.messages].reverse().find((m) => m.role === "user");
    const question = (lastUser?.content ?? "").trim();
    if (!question) return openaiError(400, "There must be a user message with text.", "messages");
    if (question.length > QUESTION_MAX) return openaiError(400, `The question is longer than ${QUESTION_MAX} characters.`, "messages");
    const user = (await readSession(request)).user;
    const category = body.metadata?.category ?? "general";

    const outcome = await ask({ question, category, user, caller: await callerOf(request), signal: request.signal, door: "v1/chat/completions" });
    if (outcome.kind === "limited") {
      return openaiError(429, outcome.notice, null, "rate_limit_exceeded", { headers: { "Retry-After": String(outcome.retryAfter) } });
    }
    if (outcome.kind === "unavailable") return openaiError(503, outcome.notice, null, "server_error");
    const { result } = outcome;
    const id = `chatcmpl-${randomBytes(12).toString("hex")}`;
    const created = Math.floor(Date.now() / 1000);
    const promptTokens = body.messages.reduce((n, m) => n + words(typeof m.content === "string" ? m.content : ""), 0);

    if (!body.stream) {
      return jsonResponse({
        id,
        object: "chat.completion",
        created,
        model: PRAJNA_MODEL,
        choices: [{ index: 0, message: { role: "assistant", content: result.answer }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: promptTokens, completion_tokens: words(result.answer), total_tokens: promptTokens + words(result.answer) },
      });
    }

    // Server-sent events in OpenAI's chunk format, ending with [DONE].
    const encoder = new TextEncoder();
    const chunk = (delta: Record<string, string>, finish: string | null) =>
      encoder.encode(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: PRAJNA_MODEL, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }] })}\n\n`);
    const pieces = result.answer.match(/\S+\s*/g) ?? [result.answer];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk({ role: "assistant", content: "" }, null));
        for (let i = 0; i < pieces.length; i += 8) controller.enqueue(chunk({ content: pieces.slice(i, i + 8).join("") }, null));
        controller.enqueue(chunk({}, "stop"));
        controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      },
    });
    return new Response(stream, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
    });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
