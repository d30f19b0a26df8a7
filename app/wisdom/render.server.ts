import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/**
 * Answers are Markdown from our own composer or from a model (untrusted). Raw HTML is never passed through,
 * the result is sanitised (no scripts, no event handlers, no javascript: links), and images are dropped so an
 * answer cannot make the reader's browser fetch anything.
 */
const schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !["img", "input", "details", "summary"].includes(t)),
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
};

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize, schema).use(rehypeStringify);

/**
 * Recently rendered answers, by their Markdown: the same question met by the library gets the same answer, and the
 * ask and history pages show a person's saved answers again on every view. Bounded by count and by characters.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 256;
const RENDERED_MAX_CHARS = 4 * 1024 * 1024;
let renderedChars = 0;

export function renderAnswerHtml(markdown: string): string {
  const known = rendered.get(markdown);
  if (known !== undefined) {
    rendered.delete(markdown);
    rendered.set(markdown, known);
    return known;
  }
  const html = String(processor.processSync(markdown));
  rendered.set(markdown, html);
  renderedChars += markdown.length + html.length;
  for (const [k, v] of rendered) {
    if (rendered.size <= RENDERED_MAX && renderedChars <= RENDERED_MAX_CHARS) break;
    rendered.delete(k);
    renderedChars -= k.length + v.length;
  }
  return html;
}

/** Forget every rendered answer (benchmarks measure the first rendering with it). */
export function clearRenderedAnswers(): void {
  rendered.clear();
  renderedChars = 0;
}
