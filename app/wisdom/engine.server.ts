import type { SessionUser } from "~/auth/session.server";
import { saveQuestion } from "~/journey/questions.server";
import type { AskCategory } from "./categories";
import { composeAnswer } from "./compose";
import { CARE_SOURCES, careAnswer } from "./care/answers";
import { assessText } from "./care/detect";
import { buildMessages, completeWithModel, openaiConfigured, streamWithModel } from "./openai.server";
import { FALLBACK_NOTE } from "./phrases";
import { renderAnswerHtml } from "./render.server";
import { retrieve, type Source, sourcesOf } from "./retrieve.server";

export type Provider = "library" | "openai" | "care";

export interface AskResult {
  answer: string;
  /** The answer as safe HTML (Markdown, raw HTML off, sanitised). */
  html: string;
  sources: Source[];
  provider: Provider;
  /** The model failed and the library answered instead. */
  fallback: boolean;
  /** Saved to the signed-in person's journey. */
  saved: boolean;
}

/** Nothing could be produced at all: the doors show the spec's apology texts. */
export class WisdomUnavailable extends Error {}

export interface AskInput {
  question: string;
  category: AskCategory;
  user: SessionUser | null;
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
 * The one wisdom engine behind every door (/ask, the home quick ask, /ai/ask, /chat, /v1/chat/completions).
 * Care first; then the library's passages; then the configured model, or the library's own composer.
 */
export async function askWisdom(input: AskInput): Promise<AskResult> {
  const { question, category, user } = input;
  let answer: string;
  let sources: Source[];
  let provider: Provider;
  let fallback = false;

  const care = assessText(question);
  if (care.kind) {
    answer = careAnswer(care.kind);
    sources = CARE_SOURCES;
    provider = "care";
  } else {
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
    if (openaiConfigured()) {
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

  let saved = false;
  if (user) {
    try {
      await saveQuestion({ userId: user.id, category, question, answer, sources, provider });
      saved = true;
    } catch (error) {
      console.error("[journey] could not save the question", error);
    }
  }
  return { answer, html: renderAnswerHtml(answer), sources, provider, fallback, saved };
}
