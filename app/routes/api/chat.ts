import { z } from "zod";
import { optionalApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { questionField } from "~/wisdom/categories";
import { askWisdom, WisdomUnavailable } from "~/wisdom/engine.server";
import { ASK_NOTICE } from "~/wisdom/fallback-texts";
import type { Route } from "./+types/chat";

export const chatSchema = z.object({ message: questionField });

/** POST /chat {message} -> {choices: [{index: 0, message: {role: "assistant", content}}]} */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await optionalApiUser(request);
    const { message } = await readJson(request, chatSchema);
    try {
      const result = await askWisdom({ question: message, category: "general", user, signal: request.signal });
      return jsonResponse({
        choices: [{ index: 0, message: { role: "assistant", content: result.answer }, finish_reason: "stop" }],
        sources: result.sources,
        provider: result.provider,
      });
    } catch (error) {
      if (!(error instanceof WisdomUnavailable)) console.error("[chat]", error);
      return jsonError(503, ASK_NOTICE);
    }
  });
}

export const loader = () => methodNotAllowed(["POST"]);
