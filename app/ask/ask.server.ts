import { publicUrl } from "~/config.server";
import { isDatabaseUnavailable } from "~/db/db.server";
import { AbsoluteLinkStream, absoluteLinks, absoluteUrl } from "~/lib/absolute-links";
import { EVENT, recordEvent } from "~/ops/events.server";
import type { SessionUser } from "~/auth/session.server";
import { saveToJourney } from "~/journey/questions.server";
import type { AskCategory } from "~/wisdom/categories";
import type { Caller } from "~/limits/model-budget.server";
import { answerQuestion, TooManyQuestions, WisdomUnavailable } from "~/wisdom/engine.server";
import { boundHistory } from "~/wisdom/history";
import { type AskOutcome, limited, type Turn, unavailable } from "./outcome";

export interface AskRequest {
  question: string;
  category: AskCategory;
  user: SessionUser | null;
  /** Earlier turns of the same conversation, oldest first (trimmed here, never refused). */
  history?: Turn[];
  /**
   * The signed-in person's conversation this question continues (the /ask page names it). Without it, a question
   * whose earlier turns match one of the person's conversations continues that one; otherwise it begins a new one.
   */
  conversationId?: number | null;
  /** An API client's own instructions (its system messages). */
  instructions?: string;
  signal?: AbortSignal;
  onDelta?: (text: string) => void;
  onReset?: () => void;
  /** Which door asked, for the server log (never the question itself). */
  door: string;
  /** Who asks (callerOf(request)), for the per-client rate and the model budgets. */
  caller?: Caller;
  /**
   * For the JSON doors, whose answers are read outside the site (API clients, chat front ends, MCP clients): links in
   * the answer's Markdown (as it streams too) and in its sources are made absolute, from PUBLIC_URL. The journey keeps
   * the site-relative links, as the /ask page and /history show them.
   */
  absoluteLinks?: boolean;
}

/**
 * The one path for asking, whatever the door: the engine answers (or gives care, or cannot), a signed-in
 * person's answer joins their journey as a turn of its conversation, and the door maps the outcome to its own response.
 */
export async function ask(request: AskRequest): Promise<AskOutcome> {
  const { door, user, conversationId, history, absoluteLinks: absolute, ...input } = request;
  const base = absolute ? publicUrl() : null;
  // A link split across the model's deltas is held back until it is whole, then sent absolute.
  let links = base && input.onDelta ? new AbsoluteLinkStream(base) : null;
  const deltas = links ? { onDelta: (piece: string) => send(links!.push(piece)), onReset: () => reset() } : {};
  const send = (text: string) => {
    if (text) input.onDelta?.(text);
  };
  const reset = () => {
    if (links) send(links.finish());
    links = base ? new AbsoluteLinkStream(base) : null;
    input.onReset?.();
  };
  let answer;
  try {
    answer = await answerQuestion({ ...input, ...deltas, history: boundHistory(history) });
    if (links) send(links.finish());
  } catch (error) {
    if (error instanceof TooManyQuestions) return limited(error.retryAfter);
    // The database not answering is the door's 503 with Retry-After (jsonRoute, the pages' error page), not a notice.
    if (isDatabaseUnavailable(error)) throw error;
    const expected = error instanceof WisdomUnavailable;
    if (!expected && !request.signal?.aborted) console.error(`[${door}] asking failed`, error);
    if (!request.signal?.aborted) await recordEvent(EVENT.askUnavailable);
    return unavailable(request.category, request.question, expected ? "no-answer" : "error");
  }
  await recordEvent(outcomeEvent(answer));
  const earlier = (history ?? []).filter((t) => t.role === "user").map((t) => t.content);
  const saved = user
    ? await saveToJourney(user.id, { question: request.question, category: request.category, ...answer }, { conversationId, earlier })
    : null;
  const shown = base
    ? { answer: absoluteLinks(answer.answer, base), sources: answer.sources.map((s) => ({ ...s, url: absoluteUrl(s.url, base) })) }
    : {};
  const result = { ...answer, ...shown, saved: saved !== null, conversationId: saved };
  return answer.provider === "care" ? { kind: "care", result } : { kind: "answer", result };
}

/** How a question was answered, as the operators' health view counts it. */
function outcomeEvent(answer: { provider: string; fallback: boolean }): string {
  if (answer.fallback) return EVENT.askFallback;
  if (answer.provider === "care") return EVENT.askCare;
  return answer.provider === "openai" ? EVENT.askModel : EVENT.askLibrary;
}
