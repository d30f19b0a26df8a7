import { z } from "zod";
import { optionalApiUser } from "~/auth/api-auth.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { categoryField, questionField } from "~/wisdom/categories";
import { askWisdom, WisdomUnavailable } from "~/wisdom/engine.server";
import { ASK_NOTICE } from "~/wisdom/fallback-texts";
import type { Route } from "./+types/ai.ask";

export const aiAskSchema = z.object({
  question: questionField,
  context: z
    .object({
      category: categoryField,
      userInfo: z.string().max(500).optional(),
      previousMessages: z.unknown().optional(),
    })
    .optional(),
});

/** POST /ai/ask {question, context: {category, userInfo, previousMessages}} -> {success, response, sources, provider} */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    let user;
    try {
      user = await optionalApiUser(request);
    } catch (e) {
      return e instanceof Response ? await rewrap(e) : Promise.reject(e);
    }
    const input = await readJson(request, aiAskSchema, { success: false });
    try {
      const result = await askWisdom({ question: input.question, category: input.context?.category ?? "general", user, signal: request.signal });
      return jsonResponse({ success: true, response: result.answer, sources: result.sources, provider: result.provider, fallback: result.fallback, saved: result.saved });
    } catch (error) {
      if (!(error instanceof WisdomUnavailable)) console.error("[ai/ask]", error);
      return jsonError(503, ASK_NOTICE, { success: false });
    }
  });
}

/** A 401 from the auth check, in this route's {success: false} shape. */
async function rewrap(response: Response): Promise<Response> {
  const body = await response.json();
  return jsonError(response.status, body.error, { success: false });
}

export const loader = () => methodNotAllowed(["POST"]);
