import { EVENT, recordEvent } from "~/admin/events.server";
import { earlierQuestions } from "~/ask/history";
import type { AskResult, Provider, Turn } from "~/ask/outcome";
import { type Caller, spendModelCall, takeAskSlot } from "~/limits/model-budget.server";
import { countFallback } from "~/ops/metrics.server";
import type { AskCategory } from "./categories";
import { composeAnswer } from "./compose";
import { CARE_SOURCES, careAnswer, isCareAnswer } from "./care/answers";
import { assessConversation, type CareKind } from "./care/detect";
import { judgeRisk } from "./care/judge.server";
import { buildMessages, completeWithModel, openaiConfigured, streamWithModel } from "./openai.server";
import { FALLBACK_NOTE } from "./phrases";
import { renderAnswerHtml } from "./render.server";
import { type Retrieved, retrieve, sourcesOf } from "./retrieve.server";
import type { Source } from "./sources";

/** An answer as the engine gives it; saving it to a journey is the caller's business. */
export type Answer = Omit<AskResult, "saved" | "conversationId">;

/** Nothing could be produced at all: the doors show the apology texts. */
export class WisdomUnavailable extends Error {}

/** The caller asked more often than its rate allows (a care answer is never refused). */
export class TooManyQuestions extends Error {
  constructor(readonly retryAfter: number) {
    super("too many questions");
  }
}

export interface AnswerInput {
  question: string;
  category: AskCategory;
  /** Earlier turns of the same conversation, oldest first. */
  history?: Turn[];
  /** An API client's own instructions (its system messages), for a model; the library composer cannot follow them. */
  instructions?: string;
  signal?: AbortSignal;
  /** Streaming: called with each piece of a model's answer as it is written. */
  onDelta?: (text: string) => void;
  /** Streaming: what was sent so far is void (the model failed mid-way); the final answer replaces it. */
  onReset?: () => void;
  /** Who asks, for the per-client rate and the model budgets; unknown callers count as guests. */
  caller?: Caller;
}

function withSources(answer: string, sources: Source[]): string {
  if (!sources.length) return answer;
  return `${answer}\n\n**Sources:** ${sources.map((s) => `[${s.title}](${s.url})`).join(" · ")}`;
}

function finished(answer: string, sources: Source[], provider: Provider, fallback = false): Answer {
  return { answer, html: renderAnswerHtml(answer), sources, provider, fallback };
}

/** The care answer, written by people, for the person (self) or for someone worried about another (other). */
function care(kind: CareKind): Answer {
  return finished(careAnswer(kind), CARE_SOURCES, "care");
}

/**
 * The wisdom engine: care first; then the caller's rate (TooManyQuestions past it); then the library's passages;
 * then the configured model while the budgets allow it (spendModelCall decides, here and nowhere else for answers),
 * or the library's own composer, which says in one line when it stands in for the model. Throws WisdomUnavailable
 * when nothing can answer. A follow-up is read with the conversation it belongs to: retrieval weighs the earlier
 * questions lightly and yields teachings already quoted; a model is sent the turns.
 */
export async function answerQuestion(input: AnswerInput): Promise<Answer> {
  const { question, category } = input;
  const history = input.history ?? [];

  // Care first, for the whole conversation: a sign in any recent turn, or care already given in it, keeps the care
  // answer first. The phrase detector decides at once, before anything else runs; care is never rate-limited.
  const turns = [...history.filter((t) => t.role === "user").map((t) => t.content), question];
  const detected =
    assessConversation(turns).kind ?? (history.some((t) => t.role === "assistant" && isCareAnswer(t.content)) ? "self" : null);
  if (detected) return care(detected);

  const wait = await takeAskSlot(input.caller);
  if (wait > 0) throw new TooManyQuestions(wait);

  // The budgets decide whether this question may use the model at all: its second opinion on risk and its answer
  // count as one call. Past a budget, the library answers with its one-line note.
  const useModel = openaiConfigured() ? await spendModelCall(input.caller) : false;
  if (openaiConfigured() && !useModel) await recordEvent(EVENT.budgetHit);

  // With the model allowed, it gives a second opinion on risk beside retrieval. It has its own short deadline and
  // never throws, and it can only add care: without an opinion, the answer goes ahead.
  const secondOpinion = useModel ? judgeRisk(turns, input.signal) : Promise.resolve(undefined);

  let retrieved: Retrieved;
  try {
    retrieved = await retrieve(question, category, {
      questions: earlierQuestions(history),
      answers: history.filter((t) => t.role === "assistant").map((t) => t.content),
    });
  } catch (error) {
    console.error("[wisdom] retrieval failed", error);
    throw new WisdomUnavailable("the library could not be searched");
  }
  const sources = sourcesOf(retrieved, 3);
  const library = () => {
    try {
      return composeAnswer(question, category, retrieved, earlierQuestions(history));
    } catch (error) {
      console.error("[wisdom] composition failed", error);
      throw new WisdomUnavailable("the library could not compose an answer");
    }
  };

  const opinion = await secondOpinion;
  if (opinion) return care(opinion);
  if (!openaiConfigured()) return finished(library(), sources, "library");
  if (!useModel) {
    countFallback("budget");
    return finished(`${FALLBACK_NOTE}\n\n${library()}`, sources, "library", true);
  }

  let streamed = false;
  try {
    const messages = buildMessages(question, category, retrieved, { history, instructions: input.instructions });
    const text = input.onDelta
      ? await streamWithModel(messages, (piece) => ((streamed = true), input.onDelta!(piece)), input.signal)
      : await completeWithModel(messages, input.signal);
    return finished(withSources(text, sources), sources, "openai");
  } catch (error) {
    if (input.signal?.aborted) throw error;
    console.warn("[wisdom] model failed; the library answers instead:", (error as Error).message);
    await recordEvent(EVENT.modelFailure);
    countFallback("failure");
    if (streamed) input.onReset?.();
    return finished(`${FALLBACK_NOTE}\n\n${library()}`, sources, "library", true);
  }
}
