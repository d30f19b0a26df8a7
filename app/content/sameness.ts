import type { Block } from "./markdown.server";

/**
 * How alike the pieces of the library are: word runs one piece shares with another, the shared article skeleton,
 * the kind of ending, and practice titles built on a number or a time frame. The content check and
 * `npm run content:stats` both use these functions, so the two can never disagree.
 */

/** A run this many words long, found in two pieces, is writing carried over rather than a common phrase. */
export const RUN_WORDS = 8;

export interface Piece {
  slug: string;
  /** The writer's own paragraphs; quote boxes and blockquotes are already left out. */
  paragraphs: string[];
}

export interface SharedRun {
  /** The words of the run, as one string (at least RUN_WORDS long: overlapping shared runs are merged). */
  text: string;
  /** The other pieces that hold at least part of it. */
  others: string[];
}

export interface PieceRuns {
  slug: string;
  /** How many RUN_WORDS-word runs the piece has in all. */
  total: number;
  /** How many of them also occur in another piece. */
  shared: number;
  runs: SharedRun[];
}

/** Text in double quotation marks is somebody else's wording (a quotation or a cited phrase), so it does not count. */
export function withoutQuotations(paragraph: string): string {
  return paragraph.replace(/“[^”]*”/g, " ").replace(/"[^"]*"/g, " ");
}

/** Lower-case words, apostrophes kept inside a word, everything else a separator. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .split(/[^\p{Letter}\p{Number}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

/** Every RUN_WORDS-word run of each piece's own prose (runs never cross a paragraph), and which of them recur elsewhere. */
export function sharedRuns(pieces: Piece[], n = RUN_WORDS): PieceRuns[] {
  const tokenised = pieces.map((p) => ({ slug: p.slug, paragraphs: p.paragraphs.map((para) => words(withoutQuotations(para))) }));
  const owners = new Map<string, Set<string>>();
  for (const piece of tokenised) {
    for (const para of piece.paragraphs) {
      for (let i = 0; i + n <= para.length; i++) {
        const key = para.slice(i, i + n).join(" ");
        let set = owners.get(key);
        if (!set) owners.set(key, (set = new Set()));
        set.add(piece.slug);
      }
    }
  }
  return tokenised.map((piece) => {
    let total = 0;
    let shared = 0;
    const runs: SharedRun[] = [];
    for (const para of piece.paragraphs) {
      // Walk the paragraph, merging overlapping shared runs into one longer run.
      let start = -1;
      let end = -1;
      let others = new Set<string>();
      const flush = () => {
        if (start >= 0) runs.push({ text: para.slice(start, end).join(" "), others: [...others].sort() });
        start = -1;
        others = new Set();
      };
      for (let i = 0; i + n <= para.length; i++) {
        total++;
        const elsewhere = [...(owners.get(para.slice(i, i + n).join(" ")) ?? [])].filter((s) => s !== piece.slug);
        if (elsewhere.length === 0) continue;
        shared++;
        if (start >= 0 && i > end) flush();
        if (start < 0) start = i;
        end = i + n;
        for (const s of elsewhere) others.add(s);
      }
      flush();
    }
    return { slug: piece.slug, total, shared, runs };
  });
}

/**
 * The ceiling for shared runs: a piece may share at most this many RUN_WORDS-word runs with the rest of the library
 * (a stock phrase such as a book title or a list of the perfections can recur; a recycled sentence cannot).
 */
export const MAX_SHARED_RUNS = 3;

// ---- The article skeleton ----------------------------------------------------------------------------------------

export interface Shape {
  slug: string;
  blocks: Block[];
  quotes: number;
}

export interface SkeletonMarks {
  /** The body opens with a paragraph, not a heading. */
  untitledLead: boolean;
  /** Two quote boxes or more. */
  twoQuotes: boolean;
  /** A callout (practice, reflection or note) that starts in the last quarter of the body. */
  lateCallout: boolean;
  /** The last paragraph links on to another piece or to /ask. */
  linkOnward: boolean;
}

/** The four marks of the skeleton most articles were written to. An article that has all four is "on the skeleton". */
export function skeletonMarks(shape: Shape): SkeletonMarks {
  const { blocks } = shape;
  const total = blocks.reduce((sum, b) => sum + b.words, 0);
  let before = 0;
  let lateCallout = false;
  for (const b of blocks) {
    if (b.kind === "callout" && before >= total * 0.75) lateCallout = true;
    before += b.words;
  }
  const lastParagraph = [...blocks].reverse().find((b) => b.kind === "paragraph");
  const linkOnward = !!lastParagraph?.links.some((l) => /^\/(articles|blog)\/|^\/ask\b/.test(l));
  return { untitledLead: blocks[0]?.kind === "paragraph", twoQuotes: shape.quotes >= 2, lateCallout, linkOnward };
}

export const onSkeleton = (marks: SkeletonMarks) => marks.untitledLead && marks.twoQuotes && marks.lateCallout && marks.linkOnward;

export type EndingKind =
  | "invites to Ask"
  | "links to another piece"
  | "points to meditation"
  | "points to the sources"
  | "asks the reader a question"
  | "ends on a quotation"
  | "ends on a quote box"
  | "ends on a practice box"
  | "ends on a list"
  | "a one-line close"
  | "speaks to the reader"
  | "a plain reflection";

const SECOND_PERSON = /\b(you|your|yours|yourself)\b/i;

/** What the piece does at its very end, judged from its last block (and the last paragraph's links and wording). */
export function endingKind(blocks: Block[]): EndingKind {
  const last = blocks[blocks.length - 1];
  if (!last) return "a plain reflection";
  if (last.kind === "quote") return "ends on a quote box";
  if (last.kind === "callout") return "ends on a practice box";
  if (last.kind === "list") return "ends on a list";
  const text = last.text.trim();
  if (last.links.some((l) => /^\/ask\b/.test(l))) return "invites to Ask";
  if (last.links.some((l) => /^\/(articles|blog)\//.test(l))) return "links to another piece";
  if (last.links.some((l) => /^\/meditation\b/.test(l))) return "points to meditation";
  if (last.links.some((l) => /^\/references\b/.test(l))) return "points to the sources";
  if (/\?["”’)]*$/.test(text)) return "asks the reader a question";
  if (/["”]$|["”][.!]$/.test(text)) return "ends on a quotation";
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length === 1 && last.words <= 25) return "a one-line close";
  if (SECOND_PERSON.test(text)) return "speaks to the reader";
  return "a plain reflection";
}

const NUMBER_WORDS = [
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty",
  "forty", "fifty", "sixty", "ninety", "hundred", "single", "once", "twice", "first", "second", "third", "fourth", "fifth",
];
const TIME_WORDS = [
  "minute", "minutes", "hour", "hours", "day", "days", "daily", "week", "weeks", "weekly", "month", "months", "year",
  "morning", "evening", "evenings", "night", "tonight", "today", "tomorrow", "weekend",
];
const NUMBER_OR_TIME = new RegExp(`\\d|\\b(${[...NUMBER_WORDS, ...TIME_WORDS].join("|")})\\b`, "i");

/** A practice title built on a count or a stretch of time ("Three breaths", "A week of ..."). */
export const titleHasNumberOrTime = (title: string) => NUMBER_OR_TIME.test(title);
