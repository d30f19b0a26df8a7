import { ask, type AskRequest } from "./ask.server";
import type { AskOutcome, Limited, Unavailable } from "./outcome";
import type { AnswerShaper } from "./shape";

/**
 * An answer for an OpenAI-style stream (/v1/chat/completions' chunks, /v1/responses' events), whatever the envelope.
 * A model's words come out as the model writes them (shaped for stop and the token limit); the library's answer,
 * composed whole, follows in groups of words. Should a model fail mid-way, what was sent stays and the library's
 * answer follows after a blank line. The stream starts once the first words (or the whole outcome) are in, so a
 * request nothing can answer is refused before any byte of the stream.
 */
export type AnswerStream =
  | { refused: Limited | Unavailable }
  | {
      refused: null;
      /**
       * Send the answer, shaped, piece by piece, through `send` (the words already written first); resolves to the
       * outcome once everything is sent (for `unavailable`/`limited`, after what was already sent: words and then
       * nothing could finish the answer).
       */
      run(send: (text: string) => void): Promise<AskOutcome>;
    };

/** Words of a complete answer, a few at a time, so a client sees it arrive as a stream. */
export function wordGroups(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const groups: string[] = [];
  for (let i = 0; i < words.length; i += 8) groups.push(words.slice(i, i + 8).join(""));
  return groups;
}

export async function startAnswerStream(asking: Omit<AskRequest, "onDelta" | "onReset">, shaper: AnswerShaper): Promise<AnswerStream> {
  let sink: ((piece: string) => void) | null = null;
  const early: string[] = [];
  let modelText = "";
  let reset = false;
  let firstWords!: () => void;
  const started = new Promise<void>((resolve) => (firstWords = resolve));

  const outcome: Promise<AskOutcome> = ask({
    ...asking,
    onDelta: (piece) => {
      modelText += piece;
      const out = shaper.push(piece);
      if (out) (sink ?? ((p: string) => early.push(p)))(out);
      firstWords();
    },
    onReset: () => {
      reset = true;
    },
  });
  const first = await Promise.race([outcome, started.then(() => null)]);
  if (first?.kind === "limited" || first?.kind === "unavailable") return { refused: first };

  return {
    refused: null,
    async run(send) {
      const out = (text: string) => {
        if (text) send(text);
      };
      for (const piece of early.splice(0)) out(piece);
      sink = out;
      const result = await outcome;
      sink = null;
      if (result.kind === "unavailable" || result.kind === "limited") return result;
      const answer = result.result.answer;
      const streamed = modelText.trim();
      const rest = !streamed ? answer : !reset && answer.startsWith(streamed) ? answer.slice(streamed.length) : `\n\n${answer}`;
      for (const group of wordGroups(rest)) out(shaper.push(group));
      out(shaper.finish());
      return result;
    },
  };
}

/** A server-sent event stream whose writer stops quietly once the client has gone. */
export function eventStream(write: (emit: (text: string) => void) => Promise<void>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true;
      await write((text) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false; // the client went away
        }
      });
      if (open) controller.close();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}
