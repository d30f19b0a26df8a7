import type { RouteFacts } from "~/security/route-table";
import { jsonResponse, methodNotAllowed } from "~/lib/json.server";
import { modelName, openaiConfigured, pingModel } from "~/wisdom/openai.server";
import { searchLibrary } from "~/wisdom/search.server";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/**
 * GET /ai/health: which provider answers questions and whether it answers now. With a model configured, `answers`
 * says whether its server does (checked at most every 30 seconds); when it does not, the library answers instead
 * ("degraded"). 503 when not even the library can be searched.
 */
export async function loader() {
  const library = await searchLibrary("peace of mind")
    .then((hits) => hits.length > 0)
    .catch(() => false);
  if (!openaiConfigured()) {
    return jsonResponse(
      { status: library ? "ok" : "unavailable", provider: "library", model: null, answers: library, fallback: null },
      { status: library ? 200 : 503 },
    );
  }
  const answers = await pingModel();
  const status = answers ? "ok" : library ? "degraded" : "unavailable";
  return jsonResponse(
    { status, provider: "openai", model: modelName(), answers, fallback: library ? "library" : null },
    { status: status === "unavailable" ? 503 : 200 },
  );
}

export const action = () => methodNotAllowed(handle.methods);
