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
 * The version of what renderAnswerHtml makes. A saved answer's HTML is kept (encrypted) with the version that made
 * it; raise this when the pipeline or its schema changes what it makes, and every saved answer rendered by an older
 * version is rendered again when it is next read (app/journey/questions.server.ts).
 */
export const ANSWER_HTML_VERSION = 1;

/**
 * Markdown to safe HTML. Nothing rendered is kept in the process's memory: a model's answers and a person's saved
 * ones are theirs (a library answer renders in about 4 ms). A saved answer's HTML is kept encrypted beside its text.
 */
export function renderAnswerHtml(markdown: string): string {
  return String(processor().processSync(markdown));
}
