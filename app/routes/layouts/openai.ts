import type { RouteFacts } from "~/security/route-table";

/**
 * Pathless layout, inside the JSON layout, of the OpenAI-compatible routes (/v1): guests call them with keys of
 * their own, from any origin, and every error is in OpenAI's shape.
 */
export const handle = { openai: true, anyOrigin: true } satisfies RouteFacts;
