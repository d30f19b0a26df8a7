import type { Heading, Link, Parent, PhrasingContent, Root, RootContent } from "mdast";
import { lazyModule } from "~/lib/lazy-module.server";

// The Markdown toolchain is loaded on first use: a production server reads the library compiled by the build.
const githubSlugger = lazyModule<typeof import("github-slugger")>("github-slugger");
const mdastToString = lazyModule<typeof import("mdast-util-to-string")>("mdast-util-to-string");
const autolinkHeadings = lazyModule<typeof import("rehype-autolink-headings")>("rehype-autolink-headings");
const slug = lazyModule<typeof import("rehype-slug")>("rehype-slug");
const stringify = lazyModule<typeof import("rehype-stringify")>("rehype-stringify");
const directive = lazyModule<typeof import("remark-directive")>("remark-directive");
const gfm = lazyModule<typeof import("remark-gfm")>("remark-gfm");
const parse = lazyModule<typeof import("remark-parse")>("remark-parse");
const toRehype = lazyModule<typeof import("remark-rehype")>("remark-rehype");
const unifiedModule = lazyModule<typeof import("unified")>("unified");
const unistVisit = lazyModule<typeof import("unist-util-visit")>("unist-util-visit");
const yamlModule = lazyModule<typeof import("yaml")>("yaml");

export const parseYaml = (source: string): unknown => yamlModule().parse(source);
const toString: typeof import("mdast-util-to-string").toString = (...args) => mdastToString().toString(...args);
const visit = ((...args: unknown[]) => (unistVisit().visit as (...a: unknown[]) => void)(...args)) as typeof import("unist-util-visit").visit;
const unified = () => unifiedModule().unified();

/**
 * Markdown -> HTML, once per file. Raw HTML in the source is dropped (remark-rehype without allowDangerousHtml),
 * so nothing a writer types can inject markup. Two directives add structure:
 *   :::quote{author work translator ref paraphrase}  -> <figure class="quote"> with an attributed <figcaption>
 *   :::callout{kind title}                            -> <div class="callout" role="note">
 */

export interface Section {
  /** The heading's id (for /articles/x#id), or "" for the text before the first heading. */
  id: string;
  heading: string;
  text: string;
}

export interface Compiled {
  html: string;
  outline: { id: string; text: string; depth: number }[];
  /** Plain text by h2 section: feeds search and the wisdom engine. */
  sections: Section[];
  plainText: string;
  wordCount: number;
  /** Every link target in the body (links and quote refs), for the checks. */
  links: string[];
  quotes: number;
  callouts: number;
  /** The writer's own paragraphs (quotations left out), for the no-reused-prose check. */
  paragraphs: string[];
  /** The practices and reflections of the piece, as plain text (the wisdom engine offers them). */
  practices: { kind: string; title: string; text: string }[];
  /** The body's top-level blocks in order, with their size and links: the shape of a piece, for the template statistics. */
  blocks: Block[];
}

export interface Block {
  kind: "heading" | "paragraph" | "quote" | "callout" | "list" | "other";
  text: string;
  words: number;
  links: string[];
}

export interface Problem {
  file: string;
  message: string;
}

/** Split "---\nyaml\n---\nbody" into its data and body. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return { data: undefined, body: source };
  return { data: parseYaml(match[1]), body: match[2] };
}

const text = (value: string): PhrasingContent => ({ type: "text", value });

/** Plain text of a block, one line per paragraph or heading (list items do not run together). */
function plain(node: unknown): string {
  const blocks: string[] = [];
  visit(node as Root, (n) => {
    if (n.type === "paragraph" || n.type === "heading" || n.type === "tableCell") {
      // Soft line breaks inside a paragraph are spaces, not new lines.
      blocks.push(toString(n, { includeImageAlt: false }).replace(/\s*\n\s*/g, " "));
      return "skip";
    }
  });
  return blocks.length ? blocks.join("\n") : toString(node as Root, { includeImageAlt: false });
}

interface DirectiveNode extends Parent {
  type: "containerDirective" | "leafDirective" | "textDirective";
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  data?: Record<string, unknown>;
}

function directives(problems: string[]) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const d = node as unknown as DirectiveNode;
      if (d.type !== "containerDirective" && d.type !== "leafDirective" && d.type !== "textDirective") return;
      const attrs = d.attributes ?? {};
      if (d.type === "containerDirective" && d.name === "quote") {
        const { author, work, translator, ref } = attrs;
        const paraphrase = attrs.paraphrase === "true";
        if (!author || !work) problems.push(`a quote needs author and work (near "${toString(d).slice(0, 40)}")`);
        const caption: PhrasingContent[] = [text(paraphrase ? "Paraphrase of " : "— "), { type: "strong", children: [text(author ?? "")] }, text(", ")];
        caption.push({ type: "emphasis", data: { hName: "cite" }, children: [text(work ?? "")] } as PhrasingContent);
        if (translator && !paraphrase) caption.push(text(`, translated by ${translator}`));
        if (ref) {
          caption.push(text(" "));
          caption.push({ type: "link", url: `/references#${ref}`, children: [text("(source)")] } as Link);
        }
        d.data = { hName: "figure", hProperties: { className: ["quote", paraphrase ? "quote-paraphrase" : "quote-verbatim"] } };
        d.children = [
          { type: "blockquote", children: d.children as never },
          { type: "paragraph", data: { hName: "figcaption" }, children: caption } as never,
        ];
        return;
      }
      if (d.type === "containerDirective" && d.name === "callout") {
        const kind = ["practice", "reflection", "note"].includes(attrs.kind ?? "") ? attrs.kind! : "note";
        const label = { practice: "Practice", reflection: "Reflection", note: "Note" }[kind as "practice" | "reflection" | "note"];
        const title = attrs.title ? `${label}: ${attrs.title}` : label;
        d.data = { hName: "div", hProperties: { className: ["callout", `callout-${kind}`], role: "note", "aria-label": title } };
        d.children = [
          { type: "paragraph", data: { hProperties: { className: ["callout-title"] } }, children: [{ type: "strong", children: [text(title)] }] } as never,
          ...(d.children as never[]),
        ];
        return;
      }
      // Anything else that merely looks like a directive ("10:30", "Note:this") is ordinary text again.
      if (parent && typeof index === "number") {
        const marker = d.type === "textDirective" ? ":" : d.type === "leafDirective" ? "::" : ":::";
        const inner = toString(d);
        parent.children.splice(index, 1, text(`${marker}${d.name}${inner ? `[${inner}]` : ""}`) as never);
      }
    });
  };
}

export function compileMarkdown(body: string): Compiled & { problems: string[] } {
  const problems: string[] = [];
  const mdast = unified().use(parse().default).use(gfm().default).use(directive().default).parse(body) as Root;
  const transformed = unified().use(gfm().default).use(directive().default).use(() => directives(problems)).runSync(mdast) as Root;

  // Outline, sections and links come from the same tree the HTML is made from.
  const slugger = new (githubSlugger().default)();
  const slugOf = (t: string) => slugger.slug(t);
  const outline: Compiled["outline"] = [];
  const sections: Section[] = [{ id: "", heading: "", text: "" }];
  const links: string[] = [];
  let quotes = 0;
  let callouts = 0;
  const practices: Compiled["practices"] = [];
  for (const node of transformed.children as RootContent[]) {
    if (node.type === "heading") {
      const h = node as Heading;
      const headingText = toString(h);
      const id = slugOf(headingText);
      if (h.depth === 1) problems.push(`use ## for sections: the title is the page's only h1 ("${headingText}")`);
      if (h.depth <= 3) outline.push({ id, text: headingText, depth: h.depth });
      if (h.depth <= 2) {
        sections.push({ id, heading: headingText, text: "" });
        continue;
      }
    }
    const current = sections[sections.length - 1];
    const nodeText = plain(node);
    current.text = current.text ? `${current.text}\n${nodeText}` : nodeText;
  }
  visit(transformed, (node) => {
    if (node.type === "link") links.push((node as Link).url);
    if (node.type === "html") problems.push("raw HTML is not rendered; write Markdown instead");
    const hName = (node as { data?: { hName?: string } }).data?.hName;
    const cls = (node as { data?: { hProperties?: { className?: string[] } } }).data?.hProperties?.className;
    if (hName === "figure") quotes++;
    if (cls?.includes("callout")) {
      callouts++;
      const d = node as unknown as DirectiveNode;
      const kind = String(cls.find((c) => c.startsWith("callout-"))?.slice("callout-".length) ?? "note");
      const [titleNode, ...rest] = d.children as never[];
      const title = toString(titleNode).replace(/^(Practice|Reflection|Note):?\s*/, "");
      practices.push({ kind, title, text: rest.map((n) => plain(n)).join("\n").trim() });
    }
  });

  const blocks: Block[] = (transformed.children as RootContent[]).map((node) => {
    const hName = (node as { data?: { hName?: string } }).data?.hName;
    const cls = (node as { data?: { hProperties?: { className?: string[] } } }).data?.hProperties?.className;
    const kind: Block["kind"] =
      node.type === "heading" ? "heading"
      : node.type === "paragraph" ? "paragraph"
      : node.type === "list" ? "list"
      : hName === "figure" ? "quote"
      : cls?.includes("callout") ? "callout"
      : "other";
    const blockText = plain(node);
    const blockLinks: string[] = [];
    visit(node as unknown as Root, (n) => {
      if (n.type === "link") blockLinks.push((n as Link).url);
    });
    return { kind, text: blockText, words: countWords(blockText), links: blockLinks };
  });

  const paragraphs: string[] = [];
  const ownProse = (node: { type: string; children?: unknown[]; data?: { hName?: string } }) => {
    if (node.type === "blockquote" || node.data?.hName === "figure") return;
    if (node.type === "paragraph") {
      paragraphs.push(toString(node as never).replace(/\s*\n\s*/g, " "));
      return;
    }
    for (const child of (node.children ?? []) as never[]) ownProse(child);
  };
  ownProse(transformed);

  const hast = unified()
    .use(toRehype().default)
    .use(slug().default)
    .use(autolinkHeadings().default, { behavior: "wrap", properties: { className: ["heading-anchor"] } })
    .runSync(transformed as never);
  const html = unified().use(stringify().default).stringify(hast as never);

  const cleanSections = sections.filter((s) => s.text.trim() || s.heading);
  const plainText = cleanSections.map((s) => [s.heading, s.text].filter(Boolean).join("\n")).join("\n\n");
  const wordCount = countWords(plainText);
  return { html, outline, sections: cleanSections, plainText, wordCount, links, quotes, callouts, practices, paragraphs, blocks, problems };
}

/** Words are runs of non-space holding at least one letter or digit (a lone dash is not a word). */
function countWords(value: string): number {
  return value.split(/\s+/).filter((w) => /[\p{Letter}\p{Number}]/u.test(w)).length;
}

/** About 230 words a minute, never typed by hand. */
export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 230));
}
