/**
 * Full-text search over the library with SQLite FTS5, in an in-memory database of this process's own. The library is
 * read-only and built from the repository's files, so every instance keeps its own index whatever the store
 * (SQLite file or shared PostgreSQL) holds: search and answers need no shared service.
 */
import { createHash } from "node:crypto";
import SQLite from "better-sqlite3";
import { library, type Library } from "~/content/library.server";
import { expandedTerms } from "./text";

export interface SearchHit {
  docId: string;
  kind: "teaching" | "section";
  /** The article the hit belongs to. */
  article: string;
  /** Section id within the article (sections only). */
  section?: string;
  score: number;
}

const INDEX_VERSION = "3";

const hashes = new WeakMap<Library, string>();

/** A fingerprint of the library's searchable content, computed once per compiled library. */
function contentHash(lib: Library): string {
  const known = hashes.get(lib);
  if (known) return known;
  const h = createHash("sha256").update(INDEX_VERSION);
  for (const a of lib.articles) h.update(a.slug).update(a.title).update(a.tags.join(",")).update(a.plainText);
  for (const t of lib.teachings) h.update(JSON.stringify(t));
  const hash = h.digest("hex");
  hashes.set(lib, hash);
  return hash;
}

let index: { hash: string; sqlite: SQLite.Database } | undefined;

function buildIndex(lib: Library): SQLite.Database {
  const sqlite = new SQLite(":memory:");
  sqlite.exec(`
    create virtual table search_fts using fts5(
      doc_id unindexed, kind unindexed, article unindexed, section unindexed,
      title, body, keywords,
      tokenize = 'porter unicode61 remove_diacritics 2'
    );
  `);
  const insert = sqlite.prepare(
    "insert into search_fts (doc_id, kind, article, section, title, body, keywords) values (?, ?, ?, ?, ?, ?, ?)",
  );
  sqlite.transaction(() => {
    for (const a of lib.articles) {
      for (const s of a.sections) {
        const body = s.id ? s.text : `${a.summary}\n${s.text}`;
        insert.run(`a:${a.slug}#${s.id}`, "section", a.slug, s.id, `${a.title} ${s.heading}`, body, `${a.tags.join(" ")} ${a.groupLabel}`);
      }
    }
    for (const t of lib.teachings) {
      const keywords = `${t.keywords.join(" ")} ${t.categories.join(" ")}`;
      insert.run(`t:${t.id}`, "teaching", t.article, null, `${t.author} ${t.source}`, t.text, keywords);
    }
  })();
  return sqlite;
}

/**
 * The index of the library as it is now: built on first use (so a cold start need not wait for it) and rebuilt only
 * when the library's content changed.
 */
function searchIndex(lib = library()): SQLite.Database {
  const hash = contentHash(lib);
  if (index?.hash !== hash) {
    const sqlite = buildIndex(lib);
    index?.sqlite.close();
    index = { hash, sqlite };
  }
  return index.sqlite;
}

/** Build the index now if it is not built yet (startServer() calls this in the background to warm it). */
export async function ensureSearchIndex(lib = library()): Promise<void> {
  searchIndex(lib);
}

/** FTS5 query text: each term a quoted string, so nothing a person types can be read as query syntax. */
export function ftsQuery(terms: string[]): string {
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
}

/**
 * How much the words of earlier questions weigh in a follow-up, the one just before first. A short follow-up ("and at
 * work?") leans on what it follows more than one that says a good deal itself.
 */
export const CONTEXT_WEIGHTS = { short: [0.8, 0.5, 0.3], long: [0.45, 0.3, 0.2] };
const SHORT_FOLLOW_UP_TERMS = 2;

/**
 * The best matches for a question: its own words weigh fully, their cousins (grief -> loss) lightly. A follow-up is
 * read with what it follows: `context` holds the person's earlier questions, newest first, whose words (those the
 * follow-up does not use itself) weigh lightly too, so "and what about at work?" after a question on anger finds
 * anger at work. Scores are positive, larger is better.
 */
export async function searchLibrary(question: string, limit = 60, context: readonly string[] = []): Promise<SearchHit[]> {
  const sqlite = searchIndex();
  const { own, related } = expandedTerms(question);
  const seen = new Set([...own, ...related]);
  const weights = own.length <= SHORT_FOLLOW_UP_TERMS ? CONTEXT_WEIGHTS.short : CONTEXT_WEIGHTS.long;
  const earlier = context.slice(0, weights.length).map((text) => {
    const terms = expandedTerms(text).own.filter((t) => !seen.has(t));
    for (const t of terms) seen.add(t);
    return terms;
  });
  if (own.length === 0 && related.length === 0 && earlier.every((t) => t.length === 0)) return [];
  // bm25 weights by column: doc_id, kind, article, section, title, body, keywords
  const stmt = sqlite.prepare(
    `select doc_id, kind, article, section, -bm25(search_fts, 0, 0, 0, 0, 2.5, 1.0, 3.5) as score
       from search_fts where search_fts match ? order by score desc limit ?`,
  );
  const scores = new Map<string, SearchHit>();
  const run = (terms: string[], weight: number) => {
    if (!terms.length) return;
    for (const row of stmt.all(ftsQuery(terms), limit) as Array<{
      doc_id: string;
      kind: "teaching" | "section";
      article: string;
      section: string | null;
      score: number;
    }>) {
      const prev = scores.get(row.doc_id);
      const score = row.score * weight + (prev?.score ?? 0);
      scores.set(row.doc_id, { docId: row.doc_id, kind: row.kind, article: row.article, section: row.section ?? undefined, score });
    }
  };
  run(own, 1);
  run(related, 0.35);
  earlier.forEach((terms, i) => run(terms, weights[i]));
  return [...scores.values()].sort((a, b) => b.score - a.score).slice(0, limit);
}
