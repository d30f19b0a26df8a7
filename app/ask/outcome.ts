import type { z } from "zod";
import type { askStreamEvents } from "~/openapi/schemas";
import type { Answer, Provider } from "~/wisdom/answer";
import type { Turn } from "~/wisdom/history";
import { waitMinutes } from "~/lib/wait";
import { ASK_NOTICE, askThankYou } from "~/wisdom/fallback-texts";

/**
 * What asking produces, for every door (the /ask page, the home quick ask, /ask/stream, /ai/ask, /chat and /v1).
 * Plain types and builders with no server code, so the /ask page's browser code shares them with the server.
 */

/** Who wrote an answer, and one turn of a conversation: defined in app/wisdom beside the engine that reads them. */
export type { Provider, Turn };

/** The engine's answer (app/wisdom/answer.ts), and what the door did with it. */
export interface AskResult extends Answer {
  /** Saved to the signed-in person's journey. */
  saved: boolean;
  /** The journey conversation it was saved in (a follow-up names it to continue); null when not saved. */
  conversationId: number | null;
}

export type AskOutcome =
  /** An answer from the library or a model. */
  | { kind: "answer"; result: AskResult }
  /** Signs of crisis: the care answer, with people to reach now. */
  | { kind: "care"; result: AskResult }
  /**
   * Nothing could answer. `no-answer`: every provider failed; `error`: something unexpected broke. Either way the
   * person reads the apology texts and may try again.
   */
  | { kind: "unavailable"; reason: "no-answer" | "error"; notice: string; thankYou: string }
  /** This client asked more often than the per-client rate allows: the doors answer 429 with Retry-After. */
  | { kind: "limited"; retryAfter: number; notice: string };

export type Unavailable = Extract<AskOutcome, { kind: "unavailable" }>;
export type Limited = Extract<AskOutcome, { kind: "limited" }>;

export function limited(retryAfter: number): Limited {
  return {
    kind: "limited",
    retryAfter,
    notice: `You have asked many questions in a short time. Please wait ${waitMinutes(retryAfter)} and ask again.`,
  };
}

export function unavailable(category: string, question: string, reason: Unavailable["reason"] = "no-answer"): Unavailable {
  return { kind: "unavailable", reason, notice: ASK_NOTICE, thankYou: askThankYou(category, question) };
}

/** The /ask/stream events, the one definition the server's writer and the page's reader share. */
/** An answer as a page shows it: with its safe HTML, which the door that shows it renders (renderAnswerHtml). */
export interface ShownResult extends AskResult {
  html: string;
}

/**
 * One /ask/stream event: its name and its data are those of the zod schemas the OpenAPI document describes the stream
 * with (askStreamEvents in app/openapi/schemas.ts; a type-only import, nothing of it reaches the browser).
 */
export type AskStreamEvent = {
  [E in keyof typeof askStreamEvents]: { event: E; data: z.output<(typeof askStreamEvents)[E]> };
}[keyof typeof askStreamEvents];

export function encodeStreamEvent(e: AskStreamEvent): string {
  return `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}

/** Split complete events off the front of a buffer of server-sent text; `rest` is the unfinished tail. */
export function decodeStreamEvents(buffer: string): { events: AskStreamEvent[]; rest: string } {
  const events: AskStreamEvent[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf("\n\n")) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = block.match(/^event: (.*)$/m)?.[1];
    const data = block.match(/^data: (.*)$/m)?.[1];
    if (!event || data === undefined) continue;
    events.push({ event, data: JSON.parse(data) } as AskStreamEvent);
  }
  return { events, rest };
}
