import type { Source } from "~/wisdom/sources";
import type { Turn } from "./outcome";

/**
 * A guest's conversation as the /ask form carries it (field `thread`, JSON), with no validation library, so the
 * page's browser code can build the field; thread.ts reads it back with its schema.
 */

/** The most a guest thread may weigh in the form (JSON characters): a few long turns. */
export const THREAD_MAX_CHARS = 16_000;
export const THREAD_MAX_TURNS = 12;

/** One earlier turn as the page shows it and a guest's form carries it. */
export interface ThreadTurn {
  question: string;
  category: string;
  answer: string;
  sources: Source[];
}

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

/** The turns of a thread as a conversation's history, oldest first. */
export function threadHistory(turns: readonly ThreadTurn[]): Turn[] {
  return turns.flatMap((t) => [
    { role: "user" as const, content: t.question },
    { role: "assistant" as const, content: t.answer },
  ]);
}
