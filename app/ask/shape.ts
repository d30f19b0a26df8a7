import { CHARS_PER_TOKEN, estimateTokens } from "~/wisdom/tokens";

/**
 * Shapes an answer for an OpenAI client as it is written: `stop` sequences end it (the sequence itself is not sent),
 * and a token limit (`max_tokens`, `max_completion_tokens`; tokens estimated as in ./tokens) ends it at the last
 * sentence that fits, with finish_reason "length". Text goes in as it arrives and comes out as soon as it is safe
 * to send: with a limit, a sentence at a time (so the answer can stop at a sentence's end); with stop sequences,
 * holding back only as much as could be the start of one.
 */
export type FinishReason = "stop" | "length";

/**
 * Where a sentence ends: after . ! ? or … and any closing quotes, brackets or emphasis, before a space; or where a
 * paragraph ends (an attribution line, say), unless it ends in a colon that introduces what follows.
 */
const SENTENCE_END = /[.!?…]["'”’)\]*_]*(?=\s)|(?<=[^:\s])\n\n/g;

function sentenceEnds(text: string, from: number, to: number): number {
  let last = -1;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    const end = m.index + m[0].length;
    if (end > to) break;
    if (end > from) last = end;
  }
  return last;
}

export class AnswerShaper {
  private readonly stops: string[];
  private readonly maxChars: number | null;
  private text = "";
  private sent = 0;
  /** Set once the answer is over (a stop sequence or the limit was reached, or finish() was called). */
  finishReason: FinishReason | null = null;

  constructor(options: { stop?: readonly string[]; maxTokens?: number | null } = {}) {
    this.stops = (options.stop ?? []).filter((s) => s.length > 0);
    this.maxChars = options.maxTokens ? options.maxTokens * CHARS_PER_TOKEN : null;
  }

  get done(): boolean {
    return this.finishReason !== null;
  }

  /** Everything sent so far. */
  get delivered(): string {
    return this.text.slice(0, this.sent);
  }

  /** The completion's estimated tokens. */
  get tokens(): number {
    return estimateTokens(this.delivered);
  }

  /** Take more of the answer; returns what may be sent now (possibly nothing). */
  push(piece: string): string {
    if (this.done) return "";
    this.text += piece;
    return this.release(false);
  }

  /** The answer is complete: returns the rest that may be sent. */
  finish(): string {
    if (this.done) return "";
    return this.release(true);
  }

  private release(final: boolean): string {
    let end = this.text.length;
    let reason: FinishReason | null = final ? "stop" : null;
    // A stop sequence ends the answer just before it.
    for (const stop of this.stops) {
      const at = this.text.indexOf(stop, Math.max(0, this.sent - stop.length + 1));
      if (at >= 0 && at < end) {
        end = at;
        reason = "stop";
      }
    }
    if (this.maxChars !== null && end > this.maxChars) {
      // Past the limit: up to the last sentence's end that fits; or, when not one sentence fits, the last whole word.
      const boundary = sentenceEnds(this.text, this.sent, this.maxChars);
      if (boundary > 0) end = boundary;
      else if (this.sent > 0) end = this.sent;
      else {
        const window = this.text.slice(0, this.maxChars);
        const space = window.lastIndexOf(" ");
        end = space > 0 ? space : this.maxChars;
      }
      reason = "length";
    } else if (reason === null) {
      // Not over yet: hold back what could still become a stop sequence, and with a limit, an unfinished sentence.
      const hold = Math.max(0, ...this.stops.map((s) => s.length - 1));
      end = Math.max(this.sent, end - hold);
      if (this.maxChars !== null) end = Math.max(this.sent, Math.min(end, sentenceEnds(this.text, this.sent, end)));
      // Spaces wait for the words after them: an answer that stops here must not end in one already sent.
      while (end > this.sent && /\s/.test(this.text[end - 1])) end--;
    }
    end = Math.max(end, this.sent);
    // The last piece of an answer does not end in spaces or blank lines.
    const out = reason ? this.text.slice(this.sent, end).replace(/\s+$/, "") : this.text.slice(this.sent, end);
    this.sent += out.length;
    if (reason) this.finishReason = reason;
    return out;
  }
}

/** Shape a complete answer at once (the non-streaming case). */
export function shapeAnswer(
  answer: string,
  options: { stop?: readonly string[]; maxTokens?: number | null },
): { content: string; finishReason: FinishReason } {
  const shaper = new AnswerShaper(options);
  const content = shaper.push(answer) + shaper.finish();
  return { content, finishReason: shaper.finishReason ?? "stop" };
}
