/**
 * Site-relative links made absolute, for answers read outside the site (API clients, chat front ends, MCP clients),
 * where `/articles/x` leads nowhere. In Markdown, the targets of inline links (`[title](/articles/x)`) and of
 * reference definitions (`[1]: /references#y`) that start with one "/" get `base` (PUBLIC_URL) in front; links
 * already absolute, `mailto:`, `tel:`, `#anchors`, and anything in a code span or fenced code block stay as written.
 */

/** A URL of the site made absolute; any other URL as it is. */
export function absoluteUrl(url: string, base: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${base.replace(/\/+$/, "")}${url}` : url;
}

interface Scanned {
  /** The rewrite of text[0, end). */
  out: string;
  /** How much of the text is rewritten for good; the rest waits for more (a link or code span not yet complete). */
  end: number;
}

const TARGET_END = /[)\s]/;

/**
 * Rewrite as much of `text` as can be known: with `final`, all of it; otherwise it stops before a link target or code
 * span that may still go on, so that rewriting the text piece by piece gives what rewriting it whole would.
 */
function scan(text: string, base: string, final: boolean): Scanned {
  let out = "";
  let i = 0;
  const n = text.length;
  const undecided = (): Scanned => ({ out, end: i });
  while (i < n) {
    const c = text[i];
    if (c === "`") {
      let run = 0;
      while (text[i + run] === "`") run++;
      if (i + run === n && !final) return undecided();
      const ticks = "`".repeat(run);
      if (run >= 3 && (i === 0 || text[i - 1] === "\n")) {
        // A fenced code block, to its closing fence (or the end of the answer).
        const close = text.indexOf(`\n${ticks}`, i + run);
        if (close < 0) {
          if (!final) return undecided();
          out += text.slice(i);
          i = n;
          continue;
        }
        const lineEnd = text.indexOf("\n", close + 1 + run);
        if (lineEnd < 0 && !final) return undecided();
        const to = lineEnd < 0 ? n : lineEnd;
        out += text.slice(i, to);
        i = to;
        continue;
      }
      // A code span ends at the next run of exactly as many backticks; without one, the backticks are plain text.
      const closing = new RegExp(`(?<!\`)${ticks}(?!\`)`, "g");
      closing.lastIndex = i + run;
      const m = closing.exec(text);
      if (m && (m.index + run < n || final)) {
        out += text.slice(i, m.index + run);
        i = m.index + run;
        continue;
      }
      if (!final) return undecided();
      out += ticks;
      i += run;
      continue;
    }
    if (c === "]") {
      if (i + 1 === n && !final) return undecided();
      const next = text[i + 1];
      let start = -1;
      if (next === "(") start = i + 2;
      else if (next === ":") {
        start = i + 2;
        while (text[start] === " " || text[start] === "\t") start++;
      }
      if (start >= 0) {
        let stop = start;
        while (stop < n && !TARGET_END.test(text[stop])) stop++;
        if (stop === n && !final) return undecided();
        out += text.slice(i, start) + absoluteUrl(text.slice(start, stop), base);
        i = stop;
        continue;
      }
    }
    out += c;
    i++;
  }
  return { out, end: n };
}

/** A whole Markdown text with its site links absolute. */
export function absoluteLinks(markdown: string, base: string): string {
  return scan(markdown, base, true).out;
}

/**
 * The same rewrite for a text that arrives in pieces (a model's deltas): push() returns what can be sent now, holding
 * back a link or code span split across pieces; finish() returns the rest. What comes out, joined, is
 * absoluteLinks(the whole text).
 */
export class AbsoluteLinkStream {
  private pending = "";

  constructor(private readonly base: string) {}

  push(piece: string): string {
    this.pending += piece;
    const { out, end } = scan(this.pending, this.base, false);
    this.pending = this.pending.slice(end);
    return out;
  }

  finish(): string {
    const { out } = scan(this.pending, this.base, true);
    this.pending = "";
    return out;
  }
}
