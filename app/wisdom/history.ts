import { estimateTokens, MESSAGE_OVERHEAD_TOKENS } from "./tokens";

/**
 * Earlier turns of a conversation, as every door hands them to `ask()`. The newest question is checked against its
 * own limit by the door; earlier turns are never refused, only trimmed: each to a length, and the oldest dropped
 * once the whole passes a budget. Plain code with no server imports, so the /ask page shares it.
 */

/** One turn of a conversation, oldest first. */
export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** The most of one earlier turn that is kept (longer ones keep their beginning and end). */
export const TURN_MAX_CHARS = 6_000;
/** The most of all earlier turns together that is kept, newest first. */
export const HISTORY_MAX_CHARS = 48_000;

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor((max - 3) / 2);
  return `${text.slice(0, half).trimEnd()} … ${text.slice(text.length - half).trimStart()}`;
}

/** Trim each turn and keep the newest that fit HISTORY_MAX_CHARS; empty turns are dropped. */
export function boundHistory(turns: readonly Turn[] | undefined): Turn[] {
  const kept: Turn[] = [];
  let total = 0;
  for (const turn of [...(turns ?? [])].reverse()) {
    const content = shorten(turn.content.trim(), TURN_MAX_CHARS);
    if (!content) continue;
    if (total + content.length > HISTORY_MAX_CHARS) break;
    total += content.length;
    kept.push({ role: turn.role, content });
  }
  return kept.reverse();
}

/** The newest turns whose estimated tokens fit the budget (what a model is sent), oldest first. */
export function fitTokenBudget(turns: readonly Turn[], budget: number): Turn[] {
  const kept: Turn[] = [];
  let used = 0;
  for (const turn of [...turns].reverse()) {
    const cost = estimateTokens(turn.content) + MESSAGE_OVERHEAD_TOKENS;
    if (used + cost > budget) break;
    used += cost;
    kept.push(turn);
  }
  // A conversation sent to a model starts with the person speaking, not with a stray answer.
  while (kept.length && kept[kept.length - 1].role === "assistant") kept.pop();
  return kept.reverse();
}

/** The person's own earlier questions, newest first (what retrieval reads a follow-up with). */
export function earlierQuestions(turns: readonly Turn[] | undefined, max = 3): string[] {
  return (turns ?? [])
    .filter((t) => t.role === "user")
    .map((t) => t.content)
    .reverse()
    .slice(0, max);
}

/** Turns from messages a client sent ({role, content}); other roles and empty texts are left out. */
export function turnsFromMessages(messages: ReadonlyArray<{ role?: unknown; content?: unknown }> | undefined): Turn[] {
  const turns: Turn[] = [];
  for (const m of messages ?? []) {
    const role =
      m.role === "user" || m.role === "human" ? "user" : m.role === "assistant" || m.role === "ai" || m.role === "bot" ? "assistant" : null;
    if (!role || typeof m.content !== "string" || !m.content.trim()) continue;
    turns.push({ role, content: m.content });
  }
  return turns;
}
