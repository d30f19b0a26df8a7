import { z } from "~/lib/zod";
import { boundThread, THREAD_MAX_CHARS, THREAD_MAX_TURNS, type ThreadTurn } from "./thread-form";

/**
 * A conversation on the /ask page. A signed-in person's lives in their journey and the form names it by id (field
 * `conversation`); a guest's is not saved anywhere: the page carries its earlier turns in the form itself (field
 * `thread`, JSON), bounded to THREAD_MAX_CHARS with the oldest turns dropped, so it works as a plain form post.
 * The form's side (bounding, encoding) is in thread-form.ts, which the page's browser code shares; this module adds
 * the schema that reads a posted thread back.
 */
export { boundThread, encodeThread, THREAD_MAX_CHARS, threadHistory, type ThreadTurn } from "./thread-form";

export const threadTurnSchema: z.ZodType<ThreadTurn> = z.object({
  question: z.string().max(2_000),
  category: z.string().max(40),
  answer: z.string().max(12_000),
  sources: z.array(z.object({ title: z.string().max(300), url: z.string().max(500) })).max(8),
});

/**
 * A guest's `thread` field (JSON text, or the list itself from a JSON client), read leniently: anything unreadable is
 * an empty thread (a new conversation).
 */
export function decodeThread(field: unknown): ThreadTurn[] {
  const value = Array.isArray(field) ? JSON.stringify(field) : field;
  if (typeof value !== "string" || !value.trim() || value.length > THREAD_MAX_CHARS * 2) return [];
  try {
    const parsed = z
      .array(threadTurnSchema)
      .max(THREAD_MAX_TURNS * 2)
      .safeParse(JSON.parse(value));
    return parsed.success ? boundThread(parsed.data) : [];
  } catch {
    return [];
  }
}
