import { z } from "zod";
import type { Turn } from "./outcome";

/**
 * A conversation on the /ask page. A signed-in person's lives in their journey and the form names it by id (field
 * `conversation`); a guest's is not saved anywhere: the page carries its earlier turns in the form itself (field
 * `thread`, JSON), bounded to THREAD_MAX_CHARS with the oldest turns dropped, so it works as a plain form post.
 * Plain code with no server imports, so the page's browser code shares it.
 */

/** The most a guest thread may weigh in the form (JSON characters): a few long turns. */
export const THREAD_MAX_CHARS = 16_000;
const THREAD_MAX_TURNS = 12;

export const threadTurnSchema = z.object({
  question: z.string().max(2_000),
  category: z.string().max(40),
  answer: z.string().max(12_000),
  sources: z.array(z.object({ title: z.string().max(300), url: z.string().max(500) })).max(8),
});

/** One earlier turn as the page shows it and a guest's form carries it. */
export type ThreadTurn = z.infer<typeof threadTurnSchema>;

/** The newest turns whose JSON fits THREAD_MAX_CHARS, oldest first. */
export function boundThread(turns: readonly ThreadTurn[]): ThreadTurn[] {
  const kept: ThreadTurn[] = [];
  let size = 2;
  for (const turn of [...turns].reverse().slice(0, THREAD_MAX_TURNS)) {
    const cost = JSON.stringify(turn).length + 1;
    if (size + cost > THREAD_MAX_CHARS) break;
    size += cost;
    kept.push(turn);
  }
  return kept.reverse();
}

/** The `thread` field's value for a guest's form. */
export function encodeThread(turns: readonly ThreadTurn[]): string {
  return JSON.stringify(boundThread(turns));
}

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

/** The turns of a thread as a conversation's history, oldest first. */
export function threadHistory(turns: readonly ThreadTurn[]): Turn[] {
  return turns.flatMap((t) => [
    { role: "user" as const, content: t.question },
    { role: "assistant" as const, content: t.answer },
  ]);
}
