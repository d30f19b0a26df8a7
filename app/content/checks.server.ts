import fs from "node:fs";
import path from "node:path";
import { ARTICLE_GROUPS } from "~/lib/nav";
import type { Problem } from "./markdown.server";
import type { Library } from "./library.server";
import type { Teaching } from "./content-schema";
import { ACCOUNT_PAGES, OTHER_PATHS, PUBLIC_PAGES, UNLISTED_PAGES } from "./pages";
import { MAX_SHARED_RUNS, RUN_WORDS, sharedRuns } from "./sameness";

/** The bar every long-form article meets (issue: 1,400 to 3,500 words, a quote, a callout, related links). */
export const ARTICLE_WORDS = { min: 1400, max: 3500 };
export const BLOG_MIN_WORDS = 600;

/**
 * Everything that can be wrong with the library, as a list (empty when all is well): bad frontmatter, duplicate
 * slugs or citation ids, reading paths that do not point back, missing images, and internal links (with their
 * #anchors) that resolve to nothing.
 */
export function checkLibrary(lib: Library, publicDir = path.resolve("public")): Problem[] {
  const problems: Problem[] = [...lib.problems];
  const add = (file: string, message: string) => problems.push({ file, message });

  // Duplicates
  const seen = new Map<string, string>();
  for (const a of lib.articles) {
    if (seen.has(a.slug)) add(a.file, `duplicate article slug "${a.slug}" (also ${seen.get(a.slug)})`);
    seen.set(a.slug, a.file);
    if (ARTICLE_GROUPS.some((g) => g.slug === a.slug)) add(a.file, `slug "${a.slug}" is taken by a group page`);
  }
  const postSlugs = new Set<string>();
  for (const p of lib.posts) {
    if (postSlugs.has(p.slug)) add(p.file, `duplicate blog slug "${p.slug}"`);
    postSlugs.add(p.slug);
  }
  const citationIds = new Set<string>();
  for (const c of lib.citations) {
    if (citationIds.has(c.id)) add(path.join(lib.dir, "references"), `duplicate citation id "${c.id}"`);
    citationIds.add(c.id);
  }

  const bySlug = new Map(lib.articles.map((a) => [a.slug, a]));

  // Teachings: unique ids, and every article and citation they name exists.
  const teachingIds = new Set<string>();
  const teachingsFile = path.join(lib.dir, "teachings");
  for (const t of lib.teachings) {
    if (teachingIds.has(t.id)) add(teachingsFile, `duplicate teaching id "${t.id}"`);
    teachingIds.add(t.id);
    if (!bySlug.has(t.article)) add(teachingsFile, `teaching "${t.id}": article "${t.article}" does not exist`);
    if (t.ref && !citationIds.has(t.ref)) add(teachingsFile, `teaching "${t.id}": citation "${t.ref}" does not exist`);
    const voice = paraphraseVoiceProblem(t);
    if (voice) add(teachingsFile, `teaching "${t.id}": ${voice}`);
  }

  // Situations: unique ids; every teaching and article they name exists.
  const situationIds = new Set<string>();
  const situationsFile = path.join(lib.dir, "situations");
  for (const s of lib.situations) {
    if (situationIds.has(s.id)) add(situationsFile, `duplicate situation id "${s.id}"`);
    situationIds.add(s.id);
    for (const t of s.teachings) if (!teachingIds.has(t)) add(situationsFile, `situation "${s.id}": teaching "${t}" does not exist`);
    for (const a of s.articles) if (!bySlug.has(a)) add(situationsFile, `situation "${s.id}": article "${a}" does not exist`);
  }

  // Reading paths point both ways; related links exist.
  for (const a of lib.articles) {
    if (a.next) {
      const next = bySlug.get(a.next);
      if (!next) add(a.file, `next "${a.next}" is not an article`);
      else if (next.previous !== a.slug) add(a.file, `next "${a.next}" does not point back (its previous is "${next.previous ?? "none"}")`);
    }
    if (a.previous) {
      const prev = bySlug.get(a.previous);
      if (!prev) add(a.file, `previous "${a.previous}" is not an article`);
      else if (prev.next !== a.slug) add(a.file, `previous "${a.previous}" does not point back (its next is "${prev.next ?? "none"}")`);
    }
    for (const r of a.related) if (!bySlug.has(r)) add(a.file, `related "${r}" is not an article`);
    if (a.related.includes(a.slug)) add(a.file, "an article cannot be related to itself");
  }
  for (const p of lib.posts) for (const r of p.related) if (!bySlug.has(r)) add(p.file, `related "${r}" is not an article`);

  // Images exist.
  for (const item of [...lib.articles.map((a) => ({ file: a.file, src: a.hero.src })), ...lib.posts.map((p) => ({ file: p.file, src: p.image.src }))]) {
    if (!fs.existsSync(path.join(publicDir, item.src))) add(item.file, `image ${item.src} is missing from public/`);
  }

  // Internal links resolve, anchors included.
  const anchors = new Map<string, Set<string>>();
  for (const a of lib.articles) anchors.set(`/articles/${a.slug}`, new Set(a.outline.map((o) => o.id)));
  for (const p of lib.posts) anchors.set(`/blog/${p.slug}`, new Set(p.outline.map((o) => o.id)));
  for (const g of ARTICLE_GROUPS) anchors.set(`/articles/${g.slug}`, new Set());
  for (const page of [...PUBLIC_PAGES, ...UNLISTED_PAGES, ...ACCOUNT_PAGES, ...OTHER_PATHS]) if (!anchors.has(page)) anchors.set(page, new Set());
  anchors.set("/references", new Set(citationIds));
  for (const item of [...lib.articles, ...lib.posts]) {
    for (const href of item.links) {
      const problem = internalLinkProblem(href, anchors);
      if (problem) add(item.file, problem);
    }
  }
  return problems;
}

const SECOND_PERSON = /\b(you|your|yours|yourself|yourselves)\b/i;
/** Verbs that, opening a sentence, give the reader an order ("Choose your company with care", "Do not ..."). */
const COMMANDS = [
  "accept", "allow", "ask", "avoid", "be", "breathe", "bring", "carry", "choose", "consider", "do not", "don't", "find", "fix", "forgive",
  "give", "go", "hold", "imagine", "keep", "learn", "leave", "let", "listen", "look", "make", "meet", "never", "notice", "practise",
  "put", "reflect", "rely", "remember", "return", "see", "seek", "sit", "speak", "start", "stay", "stop", "take", "tell", "think",
  "treat", "trust", "try", "use", "watch", "weigh", "write",
];
const COMMAND_OPENING = new RegExp(`(?:^|[.!?:;]\\s+)["“'‘]?(${COMMANDS.join("|")})\\b`, "i");

/**
 * A paraphrase says what its source says, in the third person: it reports, it does not advise. Second-person words
 * and sentences that open with a command are refused, because they are Prajna speaking to the reader, and such a note
 * belongs in `reflection`. A teaching marked `addressesReader: true` (its source itself speaks to its hearer) may keep
 * that address; the mark is refused where the text has none, so it cannot be set as a blanket pass.
 */
export function paraphraseVoiceProblem(t: Pick<Teaching, "text" | "paraphrase" | "addressesReader">): string | null {
  if (!t.paraphrase) return null;
  const you = t.text.match(SECOND_PERSON);
  const command = t.text.match(COMMAND_OPENING);
  if (t.addressesReader) {
    return you || command ? null : "addressesReader is set, but the paraphrase does not speak to anyone; remove the mark";
  }
  const remedy =
    "report what the source says, and put advice for today in `reflection` " +
    "(or mark addressesReader: true if the source itself speaks to its hearer)";
  if (you) return `the paraphrase speaks to the reader ("${you[1]}"); ${remedy}`;
  if (command) return `the paraphrase gives the reader an order ("${command[1]} ..."); ${remedy}`;
  return null;
}

/** Why an internal link does not resolve, or null when it does (external links are not checked here). */
export function internalLinkProblem(href: string, anchors: Map<string, Set<string>>): string | null {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return null;
  if (!href.startsWith("/") && !href.startsWith("#")) return `link "${href}" should be a site path starting with /`;
  if (href.startsWith("#")) return null;
  const [pathAndQuery, hash] = href.split("#", 2);
  const pathname = pathAndQuery.split("?")[0].replace(/\/$/, "") || "/";
  const known = anchors.get(pathname);
  if (!known) return `broken link "${href}": no such page`;
  if (hash && !known.has(decodeURIComponent(hash))) return `broken link "${href}": no anchor "#${hash}" on ${pathname}`;
  return null;
}

/** The writing bar for articles and posts. */
export function checkWritingBar(lib: Library): Problem[] {
  const problems: Problem[] = [];
  for (const a of lib.articles) {
    if (a.wordCount < ARTICLE_WORDS.min || a.wordCount > ARTICLE_WORDS.max) {
      problems.push({ file: a.file, message: `${a.wordCount} words: an article has ${ARTICLE_WORDS.min} to ${ARTICLE_WORDS.max}` });
    }
    if (a.quotes < 1) problems.push({ file: a.file, message: "needs at least one attributed quote" });
    if (a.callouts < 1) problems.push({ file: a.file, message: "needs at least one callout (a practice or reflection)" });
    if (a.outline.filter((o) => o.depth === 2).length < 3) problems.push({ file: a.file, message: "needs several ## sections" });
    const articleLinks = new Set(a.links.filter((l) => l.startsWith("/articles/")).map((l) => l.split("#")[0]));
    if (articleLinks.size < 2) problems.push({ file: a.file, message: "links to fewer than two other articles" });
    if (!a.links.some((l) => l.startsWith("/references#"))) problems.push({ file: a.file, message: "links to no work in /references" });
  }
  // No paragraph is reused across pieces.
  const seenParagraphs = new Map<string, string>();
  for (const item of [...lib.articles, ...lib.posts]) {
    for (const para of item.paragraphs) {
      const key = para.trim().toLowerCase().replace(/\s+/g, " ");
      if (key.split(" ").length < 25) continue;
      const other = seenParagraphs.get(key);
      if (other && other !== item.file) problems.push({ file: item.file, message: `a paragraph also appears in ${other}: "${key.slice(0, 60)}..."` });
      seenParagraphs.set(key, item.file);
    }
  }
  problems.push(...checkSharedRuns(lib));
  for (const p of lib.posts) {
    if (p.wordCount < BLOG_MIN_WORDS) problems.push({ file: p.file, message: `${p.wordCount} words: a post has at least ${BLOG_MIN_WORDS}` });
  }
  return problems;
}

/**
 * No piece carries over sentences from another: outside quote boxes, blockquotes and text in quotation marks, a piece
 * may share at most MAX_SHARED_RUNS runs of RUN_WORDS words with the rest of the library (room for a book title or
 * a stock list, none for a recycled sentence). Each offending run is named with the pieces it also occurs in.
 */
export function checkSharedRuns(lib: Library): Problem[] {
  const pieces = libraryPieces(lib);
  const files = new Map(pieces.map((p) => [p.slug, p.file]));
  const problems: Problem[] = [];
  for (const r of sharedRuns(pieces)) {
    if (r.shared <= MAX_SHARED_RUNS) continue;
    const named = r.runs.map((run) => `"${run.text}" (also in ${run.others.join(", ")})`).join("; ");
    problems.push({
      file: files.get(r.slug)!,
      message: `${r.shared} ${RUN_WORDS}-word runs also occur in other pieces (at most ${MAX_SHARED_RUNS}): ${named}`,
    });
  }
  return problems;
}

/** Articles by slug and posts as blog/<slug>, so an article and a post may share a slug without being taken for one. */
export function libraryPieces(lib: Library): { slug: string; file: string; paragraphs: string[] }[] {
  return [
    ...lib.articles.map((a) => ({ slug: a.slug, file: a.file, paragraphs: a.paragraphs })),
    ...lib.posts.map((p) => ({ slug: `blog/${p.slug}`, file: p.file, paragraphs: p.paragraphs })),
  ];
}
