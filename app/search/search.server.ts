/**
 * ─── SQLite-only module ───────────────────────────────────────────────────────────────────────────────────────
 * The site search: one FTS5 index over the whole library (article and blog sections, teachings, references), kept
 * in an SQLite database of its own (a private temporary file: scratch-db.server.ts) and rebuilt whenever the library
 * it was built from changes. It
 * shares nothing with the wisdom engine's index, which is tuned for answering questions rather than finding pages.
 */
import type SQLite from "better-sqlite3";
import { type Library, library } from "~/content/library.server";
import { CITATION_CATEGORIES } from "~/content/content-schema";
import { CITATION_TRADITION, SEARCH_PER_PAGE, SEARCH_TRADITIONS, type SearchKind, type SearchTradition } from "./facets";
import { foldForIndex, ftsExpression, type ParsedQuery, parseQuery, type Term, words } from "./query";
import { scratchDatabase } from "./scratch-db.server";

export type ResultKind = "article" | "blog" | "teaching" | "reference";

export interface SearchResult {
  kind: ResultKind;
  /** The article or post slug, the teaching id or the reference id. */
  id: string;
  title: string;
  url: string;
  /** Plain text around the match. */
  snippet: string;
  /** Where the matched words are in `snippet`: [start, end) character offsets. */
  highlights: Array<[number, number]>;
  /** Where the matched words are in `title`. */
  titleHighlights: Array<[number, number]>;
  score: number;
  /** Articles: the section the link leads to ("" is the opening, before any heading). */
  section?: { id: string; heading: string; highlights: Array<[number, number]> };
  /** Articles and posts: other sections that match, best first. */
  moreSections?: Array<{ heading: string; url: string }>;
  group?: { slug: string; label: string };
  author?: string;
  source?: string;
  tradition?: { key: string; label: string };
  /** Teachings: the article the teaching belongs with. */
  article?: { slug: string; title: string; url: string };
  year?: string;
  category?: string;
}

export interface SearchInput {
  q?: string;
  kind?: SearchKind;
  group?: string;
  tradition?: SearchTradition;
  page?: number;
}

export interface SearchResponse {
  query: string;
  total: number;
  page: number;
  pages: number;
  perPage: number;
  /** Matches of each kind with the group and tradition filters applied (the kind filter is not). */
  groups: Record<SearchKind, number>;
  results: SearchResult[];
}

const RESULT_KIND: Record<SearchKind, ResultKind> = { articles: "article", blog: "blog", teachings: "teaching", references: "reference" };

interface Doc {
  kind: SearchKind;
  key: string;
  sectionId?: string;
  sectionHeading?: string;
  groups: Set<string>;
  traditions: Set<string>;
}

interface Index {
  lib: Library;
  sqlite: SQLite.Database;
  docs: Doc[];
  /** Every word of the library, folded, sorted, with how often it occurs: completes the word being typed. */
  vocabulary: Array<[string, number]>;
  find: SQLite.Statement;
}

/** How much a match in each column counts: titles, then headings and names, then the body. */
const WEIGHTS = { title: 8, heading: 4, names: 3, body: 1 };
/** Whole articles are what most searches are for; a reference is found more often through its article. */
const KIND_WEIGHT: Record<SearchKind, number> = { articles: 1.25, blog: 1, teachings: 0.9, references: 0.6 };

/** A teaching's id without its file prefix reads as its name: "bm-buddha-mustard-seed" is "buddha mustard seed". */
const teachingName = (id: string) => id.replace(/^[a-z]{2}-/, "").replace(/-/g, " ");

const traditionLabel = (key: string) => SEARCH_TRADITIONS.find((t) => t.key === key)?.label ?? key;
const categoryLabel = (key: string) => CITATION_CATEGORIES.find((c) => c.key === key)?.label ?? key;

function build(lib: Library): Index {
  const { sqlite, seal } = scratchDatabase();
  sqlite.exec(`create virtual table site_fts using fts5(title, heading, names, body, tokenize = 'porter unicode61 remove_diacritics 2')`);
  const insert = sqlite.prepare("insert into site_fts (rowid, title, heading, names, body) values (?, ?, ?, ?, ?)");
  const docs: Doc[] = [];
  const counts = new Map<string, number>();
  const add = (doc: Doc, title: string, heading: string, names: string, body: string) => {
    docs.push(doc);
    const columns = [title, heading, names, body].map(foldForIndex);
    insert.run(docs.length, ...columns);
    for (const w of words(columns.join(" "))) counts.set(w, (counts.get(w) ?? 0) + 1);
  };

  // An article counts under a tradition when teachings of that tradition belong with it.
  const articleTraditions = new Map<string, Set<string>>();
  for (const t of lib.teachings) articleTraditions.set(t.article, (articleTraditions.get(t.article) ?? new Set()).add(t.tradition));
  const articleGroup = new Map(lib.articles.map((a) => [a.slug, a.group]));
  // A reference counts under the groups of the articles that cite it.
  const citedInGroups = new Map<string, Set<string>>();
  for (const a of lib.articles) {
    for (const link of a.links) {
      if (!link.startsWith("/references#")) continue;
      const id = link.slice("/references#".length);
      citedInGroups.set(id, (citedInGroups.get(id) ?? new Set()).add(a.group));
    }
  }

  sqlite.transaction(() => {
    for (const a of lib.articles) {
      for (const s of a.sections) {
        const body = s.id ? s.text : `${a.summary}\n${s.text}`;
        const doc = {
          kind: "articles" as const,
          key: a.slug,
          sectionId: s.id,
          sectionHeading: s.heading,
          groups: new Set([a.group]),
          traditions: articleTraditions.get(a.slug) ?? new Set<string>(),
        };
        add(doc, a.title, s.heading, `${a.tags.join(" ")} ${a.groupLabel}`, body);
      }
    }
    for (const p of lib.posts) {
      for (const s of p.sections) {
        const body = s.id ? s.text : `${p.excerpt}\n${s.text}`;
        add(
          { kind: "blog", key: p.slug, sectionId: s.id, sectionHeading: s.heading, groups: new Set(), traditions: new Set() },
          p.title,
          s.heading,
          `${p.tags.join(" ")} ${p.category}`,
          body,
        );
      }
    }
    for (const t of lib.teachings) {
      const group = articleGroup.get(t.article);
      add(
        { kind: "teachings", key: t.id, groups: new Set(group ? [group] : []), traditions: new Set([t.tradition]) },
        t.author,
        t.source,
        `${teachingName(t.id)} ${t.keywords.join(" ")} ${traditionLabel(t.tradition)}`,
        t.text,
      );
    }
    for (const c of lib.citations) {
      const tradition = CITATION_TRADITION[c.category];
      add(
        { kind: "references", key: c.id, groups: citedInGroups.get(c.id) ?? new Set(), traditions: new Set(tradition ? [tradition] : []) },
        c.title,
        [c.author, c.translator].filter(Boolean).join(" "),
        [categoryLabel(c.category), c.year, c.journal].filter(Boolean).join(" "),
        [c.note, c.publisher, c.edition, c.location]
          .filter(Boolean)
          .map((x) => x!.replace(/\.$/, ""))
          .join(". "),
      );
    }
  })();
  // One merged b-tree answers faster; after it, the index is only read, and its file may leave the folder.
  sqlite.exec("insert into site_fts (site_fts) values ('optimize')");
  seal();

  const find = sqlite.prepare(
    `select rowid, -bm25(site_fts, ${WEIGHTS.title}, ${WEIGHTS.heading}, ${WEIGHTS.names}, ${WEIGHTS.body}) as score,
            snippet(site_fts, 3, char(2), char(3), '…', 24) as snip,
            highlight(site_fts, 0, char(2), char(3)) as title, highlight(site_fts, 1, char(2), char(3)) as heading
       from site_fts where site_fts match ? order by score desc limit 3000`,
  );
  const vocabulary = [...counts.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { lib, sqlite, docs, vocabulary, find };
}

let current: Index | undefined;

/** The index of the library as it is now; built on first use and again whenever the library is reloaded. */
function searchIndex(lib = library()): Index {
  if (current?.lib !== lib) {
    current?.sqlite.close();
    current = build(lib);
  }
  return current;
}

/** Library words that start with `prefix`, the most frequent first. */
function completions(index: Index, prefix: string, limit = 16): string[] {
  const v = index.vocabulary;
  let lo = 0;
  let hi = v.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (v[mid][0] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found: Array<[string, number]> = [];
  for (let i = lo; i < v.length && v[i][0].startsWith(prefix); i++) if (v[i][0] !== prefix) found.push(v[i]);
  return found
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([w]) => w);
}

/**
 * The matches marked in an indexed column, as ranges in the text shown. None when the shown text differs from what
 * was indexed (a letter folded into two), rather than marks in the wrong place.
 */
function marksIn(shown: string, marked: string, offset = 0): Array<[number, number]> {
  const { snippet, highlights } = readSnippet(marked);
  return snippet === shown.replace(/\s+/g, " ") ? highlights.map(([s, e]) => [s + offset, e + offset]) : [];
}

/** A snippet with FTS5's markers (char 2 opens a match, char 3 closes it) as plain text and ranges. */
export function readSnippet(marked: string): { snippet: string; highlights: Array<[number, number]> } {
  let snippet = "";
  const highlights: Array<[number, number]> = [];
  let start = -1;
  for (const ch of marked) {
    if (ch === "\u0002") start = snippet.length;
    else if (ch === "\u0003") {
      if (start >= 0 && snippet.length > start) highlights.push([start, snippet.length]);
      start = -1;
    } else snippet += ch;
  }
  return { snippet: snippet.replace(/\s+/g, " "), highlights: collapseOffsets(snippet, highlights) };
}

/** Offsets shift when runs of white space collapse to one space; recompute them on the collapsed text. */
function collapseOffsets(text: string, ranges: Array<[number, number]>): Array<[number, number]> {
  const map: number[] = [];
  let out = 0;
  for (let i = 0; i < text.length; i++) {
    map.push(out);
    if (!(/\s/.test(text[i]) && i > 0 && /\s/.test(text[i - 1]))) out++;
  }
  map.push(out);
  return ranges.map(([s, e]) => [map[s], map[e]]);
}

interface Hit {
  doc: Doc;
  score: number;
  snip: string;
  /** The title and heading columns with the matches marked. */
  title: string;
  heading: string;
}

function runQuery(index: Index, expression: string): Hit[] {
  if (!expression) return [];
  try {
    return (index.find.all(expression) as Array<{ rowid: number; score: number; snip: string; title: string; heading: string }>).map(
      (r) => ({
        doc: index.docs[r.rowid - 1],
        score: r.score,
        snip: r.snip ?? "",
        title: r.title ?? "",
        heading: r.heading ?? "",
      }),
    );
  } catch (error) {
    // Every term is quoted, so this should not happen; a search must still never fail a page.
    console.error("[search]", (error as Error).message);
    return [];
  }
}

/** Words still being typed match less than whole words: "ox" is about oxen before it is about Oxford. */
const PREFIX_WEIGHT = 0.5;

/** The matches of the terms as typed, joined by those of the last term completed, which count less. */
function findHits(index: Index, terms: Term[], mode: "all" | "any"): Hit[] {
  const exact = runQuery(
    index,
    ftsExpression(
      terms.map((t) => ({ ...t, prefix: false })),
      mode,
    ),
  );
  if (!terms.some((t) => t.prefix)) return exact;
  const merged = new Map(exact.map((h) => [h.doc, h]));
  for (const h of runQuery(
    index,
    ftsExpression(terms, mode, (prefix) => completions(index, prefix)),
  )) {
    const prev = merged.get(h.doc);
    const score = h.score * PREFIX_WEIGHT;
    if (!prev || prev.score < score) merged.set(h.doc, { ...h, score });
  }
  return [...merged.values()].sort((a, b) => b.score - a.score);
}

/** A result whose name contains what was typed, as typed, is very likely the one meant. */
const NAME_BONUS = 1.6;

/** The phrases that count as "what was typed": the whole query, or for a single name each of its spellings. */
function typedPhrases(parsed: ParsedQuery): string[] {
  const all = words(parsed.display).join(" ");
  const phrases = parsed.terms.length === 1 ? [all, ...parsed.terms[0].alternatives] : [all];
  return [...new Set(phrases.filter((p) => p.length >= 3))];
}

function namesPhrase(names: string[], phrases: string[]): boolean {
  return names.some((name) => {
    const padded = ` ${words(name).join(" ")} `;
    return phrases.some((p) => padded.includes(` ${p} `));
  });
}

/** Article and post sections become one result per piece: the best section leads, the next few are listed. */
function toResults(index: Index, hits: Hit[], phrases: string[]): SearchResult[] {
  const { lib } = index;
  const byKey = new Map<string, Hit[]>();
  for (const h of hits) {
    const k = `${h.doc.kind}:${h.doc.key}`;
    const list = byKey.get(k);
    if (list) list.push(h);
    else byKey.set(k, [h]);
  }
  const results: SearchResult[] = [];
  for (const group of byKey.values()) {
    const best = group[0];
    const { doc } = best;
    // The best section counts fully, a few more matching sections add a little: a piece about the subject
    // should come before a piece that mentions it once.
    let score = (best.score + group.slice(1, 4).reduce((s, h) => s + h.score * 0.2, 0)) * KIND_WEIGHT[doc.kind];
    if (namesPhrase(nameOf(index, doc, group), phrases)) score *= NAME_BONUS;
    const { snippet, highlights } = readSnippet(best.snip);
    const base = { id: doc.key, snippet, highlights, score: Math.round(score * 1000) / 1000 };
    if (doc.kind === "articles" || doc.kind === "blog") {
      const piece = doc.kind === "articles" ? lib.articles.find((a) => a.slug === doc.key) : lib.posts.find((p) => p.slug === doc.key);
      if (!piece) continue;
      const root = doc.kind === "articles" ? `/articles/${piece.slug}` : `/blog/${piece.slug}`;
      const at = (id?: string) => (id ? `${root}#${encodeURIComponent(id)}` : root);
      const article = doc.kind === "articles" ? lib.articles.find((a) => a.slug === doc.key) : undefined;
      results.push({
        ...base,
        kind: RESULT_KIND[doc.kind],
        title: piece.title,
        titleHighlights: marksIn(piece.title, best.title),
        url: at(doc.sectionId),
        section: {
          id: doc.sectionId ?? "",
          heading: doc.sectionHeading ?? "",
          highlights: marksIn(doc.sectionHeading ?? "", best.heading),
        },
        moreSections: group
          .slice(1, 4)
          .filter((h) => h.doc.sectionId)
          .map((h) => ({ heading: h.doc.sectionHeading ?? "", url: at(h.doc.sectionId) })),
        ...(article ? { group: { slug: article.group, label: article.groupLabel } } : {}),
      });
    } else if (doc.kind === "teachings") {
      const t = lib.teachings.find((x) => x.id === doc.key);
      if (!t) continue;
      const article = lib.articles.find((a) => a.slug === t.article);
      results.push({
        ...base,
        kind: "teaching",
        title: `${t.author}: ${t.source}`,
        titleHighlights: [...marksIn(t.author, best.title), ...marksIn(t.source, best.heading, t.author.length + 2)],
        url: `/articles/${t.article}`,
        author: t.author,
        source: t.source,
        tradition: { key: t.tradition, label: traditionLabel(t.tradition) },
        ...(article ? { article: { slug: article.slug, title: article.title, url: `/articles/${article.slug}` } } : {}),
      });
    } else {
      const c = lib.citations.find((x) => x.id === doc.key);
      if (!c) continue;
      results.push({
        ...base,
        kind: "reference",
        title: c.title,
        titleHighlights: marksIn(c.title, best.title),
        url: `/references#${c.id}`,
        author: c.author,
        ...(c.year ? { year: c.year } : {}),
        category: categoryLabel(c.category),
      });
    }
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

/** What a result is called: a piece's title and the headings of its matching sections, a teaching's name, a work's title. */
function nameOf(index: Index, doc: Doc, group: Hit[]): string[] {
  const { lib } = index;
  if (doc.kind === "articles" || doc.kind === "blog") {
    const piece = doc.kind === "articles" ? lib.articles.find((a) => a.slug === doc.key) : lib.posts.find((p) => p.slug === doc.key);
    return [piece?.title ?? "", ...group.map((h) => h.doc.sectionHeading ?? "")];
  }
  if (doc.kind === "teachings") return [teachingName(doc.key)];
  return [lib.citations.find((c) => c.id === doc.key)?.title ?? ""];
}

const emptyGroups = (): Record<SearchKind, number> => ({ articles: 0, blog: 0, teachings: 0, references: 0 });

/**
 * Search the whole library. Never throws for anything a person can type: an empty or unusable query gives no
 * results. Every word must match; when nothing matches them all, a result needs only some of them.
 */
export function searchSite(input: SearchInput, lib = library()): SearchResponse {
  const index = searchIndex(lib);
  const parsed = parseQuery(input.q);
  const page = Math.max(1, Math.floor(Number(input.page) || 1));
  const response: SearchResponse = {
    query: parsed.display,
    total: 0,
    page,
    pages: 0,
    perPage: SEARCH_PER_PAGE,
    groups: emptyGroups(),
    results: [],
  };
  if (!parsed.terms.length) return response;

  const keep = (h: Hit) => (!input.group || h.doc.groups.has(input.group)) && (!input.tradition || h.doc.traditions.has(input.tradition));
  let hits = findHits(index, parsed.terms, "all").filter(keep);
  if (!hits.length && parsed.terms.length > 1) hits = findHits(index, parsed.terms, "any").filter(keep);

  const all = toResults(index, hits, typedPhrases(parsed));
  for (const r of all) response.groups[(Object.keys(RESULT_KIND) as SearchKind[]).find((k) => RESULT_KIND[k] === r.kind)!] += 1;
  const shown = input.kind ? all.filter((r) => r.kind === RESULT_KIND[input.kind!]) : all;
  response.total = shown.length;
  response.pages = Math.ceil(shown.length / SEARCH_PER_PAGE);
  response.results = shown.slice((page - 1) * SEARCH_PER_PAGE, page * SEARCH_PER_PAGE);
  return response;
}
