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
import { aiAskSchema } from "~/openapi/schemas";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/ai.ask";

/** Takes a whole conversation (a larger body limit), and every error also says success: false. */
export const handle = { conversation: true, successFalse: true, methods: ["POST"] } satisfies RouteFacts;

/**
 * POST /ai/ask {question, context: {category, userInfo, previousMessages}} -> {success, response, sources, provider}.
 * previousMessages, when it is a list of {role, content}, is the conversation the question follows up.
 */
export async function action({ request }: Route.ActionArgs) {
  // This route's errors, the 401 included, carry {success: false}.
  return jsonRoute(
    async () => {
      if (request.method !== "POST") return methodNotAllowed(handle.methods);
      const user = await optionalApiUser(request, { success: false });
      const input = await readJson(request, aiAskSchema, { success: false }, { maxBytes: MAX_CONVERSATION_BYTES });
      const previous = input.context?.previousMessages;
      const outcome = await ask({
        question: input.question,
        category: input.context?.category ?? "general",
        user,
        history: Array.isArray(previous) ? turnsFromMessages(previous) : [],
        caller: await callerOf(request),
        signal: request.signal,
        door: "ai/ask",
        absoluteLinks: true,
      });
      if (outcome.kind === "limited") return tooManyQuestions(outcome, { success: false });
      if (outcome.kind === "unavailable") return jsonError(503, outcome.notice, { success: false });
      const { answer, sources, provider, fallback, saved, care } = outcome.result;
      return jsonResponse({ success: true, response: answer, sources, provider, fallback, saved, care });
    },
    { success: false },
  );
}

export const loader = () => methodNotAllowed(handle.methods);
