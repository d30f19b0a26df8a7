import { isDatabaseUnavailable } from "~/lib/database-unavailable.server";
import { callerOf } from "~/ask/caller.server";
import { jsonError, jsonResponse, jsonRoute, methodNotAllowed, readJson } from "~/lib/json.server";
import { MEDITATION_APOLOGY } from "~/meditation/basic";
import { generateMeditation } from "~/meditation/guide.server";
import { meditationBody } from "~/openapi/schemas";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/ai.meditation";

/** Every error also says success: false. */
export const handle = { successFalse: true, methods: ["POST"] } satisfies RouteFacts;

/** POST /ai/meditation {preferences: {experience, timeAvailable, focus, mood}} -> {success, guidance, steps, preferences} */
export async function action({ request }: Route.ActionArgs) {
  return jsonRoute(
    async () => {
      if (request.method !== "POST") return methodNotAllowed(handle.methods);
      const { preferences } = await readJson(request, meditationBody, { success: false });
      try {
        const guide = await generateMeditation(preferences, request.signal, await callerOf(request));
        return jsonResponse({
          success: true,
          title: guide.title,
          guidance: guide.guidance,
          steps: guide.steps,
          preferences,
          teaching: guide.teaching,
          provider: guide.provider,
        });
      } catch (error) {
        // The database not answering is jsonRoute's 503 with Retry-After.
        if (isDatabaseUnavailable(error)) throw error;
        console.error("[ai/meditation]", error);
        return jsonError(503, MEDITATION_APOLOGY, { success: false });
      }
    },
    { success: false },
  );
}

export const loader = () => methodNotAllowed(handle.methods);
