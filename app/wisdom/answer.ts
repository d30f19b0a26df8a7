import type { Source } from "./sources";

/**
 * An answer as the engine gives it, for the engine and every door that shows one (ask's AskResult adds what the door
 * did with it). Plain types with no server code, so the /ask page's browser code shares them.
 */

/** Who wrote the answer: the library's composer, a configured model, or the care answer written by people. */
export type Provider = "library" | "openai" | "care";

/** An answer as the engine gives it; saving it to a journey is the caller's business. */
export interface Answer {
  /**
   * The answer as Markdown. A door that shows it as a page renders it there (renderAnswerHtml: safe HTML, raw HTML
   * off); the JSON doors send the Markdown, so nothing renders an HTML copy they would throw away.
   */
  answer: string;
  sources: Source[];
  provider: Provider;
  /** The model failed and the library answered instead. */
  fallback: boolean;
  /**
   * Care in this answer: "urgent" is the care answer written by people, instead of an answer; "check-in" is an answer
   * that opens with a direct question about safety and the helplines; null is an ordinary answer.
   */
  care: "urgent" | "check-in" | null;
}
