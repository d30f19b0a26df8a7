import { earlierQuestions } from "~/ask/history";
import type { AskResult, Provider, Turn } from "~/ask/outcome";
import type { AskCategory } from "./categories";
import { composeAnswer } from "./compose";
import { CRISIS_SOURCES, crisisAnswer, showsCrisisSigns } from "./crisis";
import { buildMessages, completeWithModel, openaiConfigured, streamWithModel } from "./openai.server";
import { FALLBACK_NOTE } from "./phrases";
import { renderAnswerHtml } from "./render.server";
import { retrieve, sourcesOf } from "./retrieve.server";
import type { Source } from "./sources";

/** An answer as the engine gives it; saving it to a journey is the caller's business. */
export type Answer = Omit<AskResult, "saved" | "conversationId">;

/** Nothing could be produced at all: the doors show the apology texts. */
export class WisdomUnavailable extends Error {}

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
}

function withSources(answer: string, sources: Source[]): string {
  if (!sources.length) return answer;
  return `${answer}\n\n**Sources:** ${sources.map((s) => `[${s.title}](${s.url})`).join(" · ")}`;
}

/**
 * The wisdom engine: care first; then the library's passages; then the configured model, or the library's own
 * composer. Throws WisdomUnavailable when nothing can answer. A follow-up is read with the conversation it belongs to:
 * retrieval weighs the earlier questions lightly and yields teachings already quoted; a model is sent the turns.
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
    let retrieved;
    try {
      retrieved = await retrieve(question, category, {
        questions: earlierQuestions(input.history),
        answers: (input.history ?? []).filter((t) => t.role === "assistant").map((t) => t.content),
      });
      sources = sourcesOf(retrieved, 3);
    } catch (error) {
      console.error("[wisdom] retrieval failed", error);
      throw new WisdomUnavailable("the library could not be searched");
    }
    const library = () => {
      try {
        return composeAnswer(question, category, retrieved, earlierQuestions(input.history));
      } catch (error) {
        console.error("[wisdom] composition failed", error);
        throw new WisdomUnavailable("the library could not compose an answer");
      }
    };
    if (openaiConfigured()) {
      let streamed = false;
      try {
        const messages = buildMessages(question, category, retrieved, { history: input.history, instructions: input.instructions });
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
