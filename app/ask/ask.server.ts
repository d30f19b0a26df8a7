import type { SessionUser } from "~/auth/session.server";
import { saveToJourney } from "~/journey/questions.server";
import type { AskCategory } from "~/wisdom/categories";
import type { Caller } from "~/limits/model-budget.server";
import { answerQuestion, TooManyQuestions, WisdomUnavailable } from "~/wisdom/engine.server";
import { type AskOutcome, limited, type Turn, unavailable } from "./outcome";

export interface AskRequest {
  question: string;
  category: AskCategory;
  user: SessionUser | null;
  /** Earlier turns of the same conversation, oldest first. */
  history?: Turn[];
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
 * person's answer joins their journey, and the door maps the outcome to its own response.
 */
export async function ask(request: AskRequest): Promise<AskOutcome> {
  const { door, user, ...input } = request;
  let answer;
  try {
    answer = await answerQuestion(input);
  } catch (error) {
    if (error instanceof TooManyQuestions) return limited(error.retryAfter);
    const expected = error instanceof WisdomUnavailable;
    if (!expected && !request.signal?.aborted) console.error(`[${door}] asking failed`, error);
    return unavailable(request.category, request.question, expected ? "no-answer" : "error");
  }
  const saved = user ? await saveToJourney(user.id, { question: request.question, category: request.category, ...answer }) : false;
  const result = { ...answer, saved };
  return answer.provider === "care" ? { kind: "care", result } : { kind: "answer", result };
}
