import { z } from "~/lib/zod";
import { CARE_LINES, EVERYONE } from "~/wisdom/care/resources";
import { boundThread, THREAD_MAX_CHARS, THREAD_MAX_TURNS, type ThreadTurn } from "./thread-form";

/**
 * A conversation on the /ask page. A signed-in person's lives in their journey and the form names it by id (field
 * `conversation`); a guest's is not saved anywhere: the page carries its earlier turns in the form itself (field
 * `thread`, JSON), bounded to THREAD_MAX_CHARS with the oldest turns dropped, so it works as a plain form post.
 * The form's side (bounding, encoding) is in thread-form.ts, which the page's browser code shares; this module adds
 * the schema that reads a posted thread back.
 */
export { boundThread, encodeThread, THREAD_MAX_CHARS, threadHistory, type ThreadTurn } from "./thread-form";

/** The https pages an answer may link to: the help lines' own pages (app/wisdom/care). Everything else is a site path. */
const KNOWN_HTTPS_SOURCES = new Set([...CARE_LINES.map((l) => l.source), EVERYONE.source].filter(Boolean));

/**
 * Is this a link an answer's sources may carry? A path on this site (one leading slash, never `//` or `/\`, which a
 * browser reads as another host; no spaces or control characters), or one of the known https pages. A guest's thread
 * comes back from the form, so whatever it says is checked here before it is rendered as a link.
 */
export function isSafeSourceUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  if (/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/.test(url)) return true;
  return KNOWN_HTTPS_SOURCES.has(url);
}

export const threadTurnSchema: z.ZodType<ThreadTurn> = z.object({
  question: z.string().max(2_000),
  category: z.string().max(40),
  answer: z.string().max(12_000),
  // A source whose link is not one the site would give is dropped, not the whole thread.
  sources: z
    .array(z.object({ title: z.string().max(300), url: z.string().max(500) }))
    .max(8)
    .transform((sources) => sources.filter((s) => isSafeSourceUrl(s.url))),
}) as z.ZodType<ThreadTurn>;

/**
 * A guest's `thread` field (JSON text, or the list itself from a JSON client), read leniently: anything unreadable is
 * an empty thread (a new conversation).
 */
export function decodeThread(field: unknown): ThreadTurn[] {
  const value = Array.isArray(field) ? JSON.stringify(field) : field;
  if (typeof value !== "string" || !value.trim() || value.length > THREAD_MAX_CHARS * 2) return [];
  try {
    const parsed = z
      .array(threadTurnSchema)
      .max(THREAD_MAX_TURNS * 2)
      .safeParse(JSON.parse(value));
    return parsed.success ? boundThread(parsed.data) : [];
  } catch {
    return [];
  }
}
