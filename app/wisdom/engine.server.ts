import type { AskResult, Provider, Turn } from "~/ask/outcome";
import { type Caller, spendModelCall, takeAskSlot } from "~/limits/model-budget.server";
import type { AskCategory } from "./categories";
import { composeAnswer } from "./compose";
import { CRISIS_SOURCES, crisisAnswer, showsCrisisSigns } from "./crisis";
import { buildMessages, completeWithModel, openaiConfigured, streamWithModel } from "./openai.server";
import { FALLBACK_NOTE } from "./phrases";
import { renderAnswerHtml } from "./render.server";
import { retrieve, sourcesOf } from "./retrieve.server";
import type { Source } from "./sources";

/** An answer as the engine gives it; saving it to a journey is the caller's business. */
export type Answer = Omit<AskResult, "saved">;

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

/**
 * The wisdom engine: care first; then the caller's rate (TooManyQuestions past it); then the library's passages;
 * then the configured model while the budgets allow it (spendModelCall decides, here and nowhere else for answers),
 * or the library's own composer, which says in one line that it stands in. Throws WisdomUnavailable when nothing
 * can answer.
 */
export async function answerQuestion(input: AnswerInput): Promise<Answer> {
  const { question, category } = input;
  let answer: string;
  let sources: Source[];
  let provider: Provider;
  let fallback = false;

  if (showsCrisisSigns(question)) {
    answer = crisisAnswer();
    sources = CRISIS_SOURCES;
    provider = "care";
  } else {
    const wait = await takeAskSlot(input.caller);
    if (wait > 0) throw new TooManyQuestions(wait);
    let retrieved;
    try {
      retrieved = await retrieve(question, category);
      sources = sourcesOf(retrieved, 3);
    } catch (error) {
      console.error("[wisdom] retrieval failed", error);
      throw new WisdomUnavailable("the library could not be searched");
    }
    const library = () => {
      try {
        return composeAnswer(question, category, retrieved);
      } catch (error) {
        console.error("[wisdom] composition failed", error);
        throw new WisdomUnavailable("the library could not compose an answer");
      }
    };
    if (openaiConfigured() && !(await spendModelCall(input.caller))) {
      // Past a budget: the library answers, with the same one-line note as when the model fails.
      answer = `${FALLBACK_NOTE}\n\n${library()}`;
      provider = "library";
      fallback = true;
    } else if (openaiConfigured()) {
      let streamed = false;
      try {
        const messages = buildMessages(question, category, retrieved);
        const text = input.onDelta
          ? await streamWithModel(messages, (piece) => ((streamed = true), input.onDelta!(piece)), input.signal)
          : await completeWithModel(messages, input.signal);
        answer = withSources(text, sources);
        provider = "openai";
      } catch (error) {
        if (input.signal?.aborted) throw error;
        console.warn("[wisdom] model failed; the library answers instead:", (error as Error).message);
        if (streamed) input.onReset?.();
        answer = `${FALLBACK_NOTE}\n\n${library()}`;
        provider = "library";
        fallback = true;
      }
    } else {
      answer = library();
      provider = "library";
    }
  }

  return { answer, html: renderAnswerHtml(answer), sources, provider, fallback };
}
