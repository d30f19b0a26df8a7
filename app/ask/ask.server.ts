import { isDatabaseUnavailable } from "~/db/db.server";
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
}

/**
 * The one path for asking, whatever the door: the engine answers (or gives care, or cannot), a signed-in
 * person's answer joins their journey as a turn of its conversation, and the door maps the outcome to its own response.
 */
export async function ask(request: AskRequest): Promise<AskOutcome> {
  const { door, user, conversationId, history, ...input } = request;
  let answer;
  try {
    answer = await answerQuestion({ ...input, history: boundHistory(history) });
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
  const result = { ...answer, saved: saved !== null, conversationId: saved };
  return answer.provider === "care" ? { kind: "care", result } : { kind: "answer", result };
}

/** How a question was answered, as the operators' health view counts it. */
function outcomeEvent(answer: { provider: string; fallback: boolean }): string {
  if (answer.fallback) return EVENT.askFallback;
  if (answer.provider === "care") return EVENT.askCare;
  return answer.provider === "openai" ? EVENT.askModel : EVENT.askLibrary;
}
