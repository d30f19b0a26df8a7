import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { turnsFromMessages } from "~/wisdom/history";
import { optionalApiUser } from "~/auth/api-auth.server";
import {
  jsonError,
  jsonResponse,
  jsonRoute,
  MAX_CONVERSATION_BYTES,
  methodNotAllowed,
  readJson,
  tooManyQuestions,
} from "~/lib/json.server";
import { chatSchema } from "~/openapi/schemas";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/chat";

/** Takes a whole conversation: a larger body limit. */
export const handle = { conversation: true, methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /chat {message, messages?} -> {choices: [{index: 0, message: {role: "assistant", content}}]}. `messages` is the
 * conversation before `message` (a copy of `message` at its end is not counted twice).
 */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(handle.methods);
    const user = await optionalApiUser(request);
    const { message, messages } = await readJson(request, chatSchema, {}, { maxBytes: MAX_CONVERSATION_BYTES });
    const history = turnsFromMessages(messages);
    const last = history.at(-1);
    if (last?.role === "user" && last.content.trim() === message) history.pop();
    const outcome = await ask({
      question: message,
      category: "general",
      user,
      history,
      caller: await callerOf(request),
      signal: request.signal,
      door: "chat",
      absoluteLinks: true,
    });
    if (outcome.kind === "limited") return tooManyQuestions(outcome);
    if (outcome.kind === "unavailable") return jsonError(503, outcome.notice);
    return jsonResponse({
      choices: [{ index: 0, message: { role: "assistant", content: outcome.result.answer }, finish_reason: "stop" }],
      sources: outcome.result.sources,
      provider: outcome.result.provider,
      care: outcome.result.care,
    });
  });
}

export const loader = () => methodNotAllowed(handle.methods);
