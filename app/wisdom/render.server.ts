import type { Processor } from "unified";
import { lazyModule } from "~/lib/lazy-module.server";

// Loaded with the first answer, not at the start.
const sanitize = lazyModule<typeof import("rehype-sanitize")>("rehype-sanitize");
const stringify = lazyModule<typeof import("rehype-stringify")>("rehype-stringify");
const gfm = lazyModule<typeof import("remark-gfm")>("remark-gfm");
const parse = lazyModule<typeof import("remark-parse")>("remark-parse");
const toRehype = lazyModule<typeof import("remark-rehype")>("remark-rehype");
const unifiedModule = lazyModule<typeof import("unified")>("unified");

/**
 * Answers are Markdown from our own composer or from a model (untrusted). Raw HTML is never passed through,
 * the result is sanitised (no scripts, no event handlers, no javascript: links), and images are dropped so an
 * answer cannot make the reader's browser fetch anything.
 */
function answerSchema() {
  const { defaultSchema } = sanitize();
  return {
    ...defaultSchema,
    tagNames: (defaultSchema.tagNames ?? []).filter((t) => !["img", "input", "details", "summary"].includes(t)),
    protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
  };
}

let built: Processor | undefined;

function processor(): Processor {
  built ??= unifiedModule()
    .unified()
    .use(parse().default)
    .use(gfm().default)
    .use(toRehype().default)
    .use(sanitize().default, answerSchema())
    .use(stringify().default) as unknown as Processor;
  return built;
}

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
  const html = String(processor().processSync(markdown));
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
