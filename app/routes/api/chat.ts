import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { optionalApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson, tooManyQuestions } from "~/lib/json.server";
import { chatSchema } from "~/openapi/schemas";
import type { Route } from "./+types/chat";

/** POST /chat {message} -> {choices: [{index: 0, message: {role: "assistant", content}}]} */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await optionalApiUser(request);
    const { message } = await readJson(request, chatSchema);
    const outcome = await ask({ question: message, category: "general", user, caller: await callerOf(request), signal: request.signal, door: "chat" });
    if (outcome.kind === "limited") return tooManyQuestions(outcome);
    if (outcome.kind === "unavailable") return jsonError(503, outcome.notice);
    return jsonResponse({
      choices: [{ index: 0, message: { role: "assistant", content: outcome.result.answer }, finish_reason: "stop" }],
      sources: outcome.result.sources,
      provider: outcome.result.provider,
    });
  });
}

export const loader = () => methodNotAllowed(["POST"]);
