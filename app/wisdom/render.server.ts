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

export function renderAnswerHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
