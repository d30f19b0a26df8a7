import { teachingView } from "~/content/teaching-view";
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { z } from "zod";
import { database, scrubDeleted, transaction } from "~/db/db.server";
import type { ConversationsTable, Database } from "~/db/tables";
import type { journeyListQuery } from "~/openapi/schemas";
import { library } from "~/content/library.server";
import { formatLongDate } from "~/lib/dates";
import { stableHash } from "~/wisdom/text";
import { categoryLabel } from "~/wisdom/categories";
import type { Source } from "~/wisdom/sources";
import { indexPending } from "./backfill.server";
import { type SavedQuestion, turnsOf } from "./questions.server";
import { searchTerms, textMatches } from "./search-index.server";

export const PAGE_SIZE = 20;

/** The longest title shown; a longer first question is cut at a word and ends in an ellipsis. */
export const TITLE_MAX = 140;

/** A conversation's title: its first question on one line, shortened when long. */
export function conversationTitle(firstQuestion: string): string {
  const line = firstQuestion.replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 60 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}

export type JourneyTurn = Omit<SavedQuestion, "conversationId">;
/** A turn as /history shows it: its answer as HTML. */
export type JourneyTurnHtml = JourneyTurn & { html: string };

/**
 * One journey item: a conversation with its turns, oldest first. `question`, `answer`, `sources` and `provider` are
 * the first turn's, so a client that knows single questions reads a conversation as the question that began it.
 */
export interface JourneyItem<Turn extends JourneyTurn = JourneyTurn> {
  id: number;
  title: string;
  category: string;
  question: string;
  answer: string;
  sources: Source[];
  provider: string;
  rating: number | null;
  createdAt: string;
  updatedAt: string;
  turns: Turn[];
}

const COLUMNS = ["id", "category", "rating", "created_at", "updated_at"] as const;
type ConversationRow = Pick<Selectable<ConversationsTable>, (typeof COLUMNS)[number]>;

/** Already validated by journeyListQuery (the API and the /history page). */
export type JourneyQuery = Partial<z.output<typeof journeyListQuery>>;

export interface JourneyPage<Turn extends JourneyTurn = JourneyTurn> {
  items: JourneyItem<Turn>[];
  total: number;
  page: number;
  pages: number;
  /** The cursor of the next page (older items), null on the last. */
  next: string | null;
  /** The cursor of the previous page (newer items), null on the first. */
  prev: string | null;
}

/** Conversations with their turns, decrypted, in the order of the rows given (a conversation without turns is left out). */
async function withTurns(userId: number, rows: ConversationRow[]): Promise<JourneyItem[]>;
async function withTurns(userId: number, rows: ConversationRow[], html: true): Promise<JourneyItem<JourneyTurnHtml>[]>;
async function withTurns(userId: number, rows: ConversationRow[], html = false): Promise<JourneyItem<JourneyTurn | JourneyTurnHtml>[]> {
  const ids = rows.map((r) => r.id);
  const turns = html ? await turnsOf(userId, ids, undefined, { html: true }) : await turnsOf(userId, ids);
  const byConversation = new Map<number, JourneyTurn[]>();
  for (const { conversationId, ...turn } of turns) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(turn);
    byConversation.set(conversationId, list);
  }
  return rows.flatMap((row) => {
    const list = byConversation.get(row.id);
    if (!list?.length) return [];
    const first = list[0];
    return [
      {
        id: row.id,
        title: conversationTitle(first.question),
        category: row.category,
        question: first.question,
        answer: first.answer,
        sources: first.sources,
        provider: first.provider,
        rating: row.rating,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        turns: list,
      },
    ];
  });
}

/**
 * A page's place in the list: the key `(updated_at, id)` of the item it starts after (older: the items that follow
 * it) or ends before (newer: the items above it), written as an opaque token for links and API clients.
 */
interface Cursor {
  direction: "older" | "newer";
  updatedAt: string;
  id: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.direction === "older" ? "o" : "n"}|${c.updatedAt}|${c.id}`, "utf8").toString("base64url");
}

/** A cursor this code wrote, or null (a hand-edited one reads as the first page). */
export function decodeCursor(token: string | undefined): Cursor | null {
  if (!token) return null;
  const m = /^([on])\|(\d{4}-\d\d-\d\dT[\d:.]+Z)\|(\d{1,15})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  return m ? { direction: m[1] === "o" ? "older" : "newer", updatedAt: m[2], id: Number(m[3]) } : null;
}

/**
 * Up to `fewMatches` matches of a search are read by their ids (and sorted) rather than found in date order. An
 * object, so that a test can walk both ways with a handful of items.
 */
export const SEARCH_TUNING = { fewMatches: 500 };

type ConversationQuery = SelectQueryBuilder<Database, "conversations", object>;

/**
 * The conversations of a search: those whose index rows hold the hash of every word (a word's first PREFIX_MAX
 * characters for a longer one). Answered by the primary key `(user_id, token_hash, conversation_id)` alone.
 */
function matchingConversations(db: Kysely<Database>, userId: number, hashes: number[]) {
  return db
    .selectFrom("journey_search_tokens")
    .select("conversation_id")
    .where("user_id", "=", userId)
    .where("token_hash", "in", hashes)
    .groupBy("conversation_id")
    .having((eb) => eb.fn.count("token_hash").distinct(), "=", hashes.length);
}

/** One page of the rows of `base`, newest first, from a cursor (or a page number, for clients that send one). */
async function pageOf(
  base: ConversationQuery,
  query: JourneyQuery,
  /** How many there are, when it can be known more cheaply than by counting `base`. */
  count: () => Promise<number> = async () =>
    Number((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
): Promise<Omit<JourneyPage, "items"> & { rows: ConversationRow[] }> {
  const total = await count();
  let skipped: number | null;
  const cursor = decodeCursor(query.cursor);
  let rows: ConversationRow[];
  if (cursor?.direction === "older") {
    skipped = null;
    rows = await base
      .select(COLUMNS)
      .where((eb) => eb(eb.refTuple("updated_at", "id"), "<", eb.tuple(cursor.updatedAt, cursor.id)))
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .execute();
  } else if (cursor?.direction === "newer") {
    skipped = null;
    rows = (
      await base
        .select(COLUMNS)
        .where((eb) => eb(eb.refTuple("updated_at", "id"), ">", eb.tuple(cursor.updatedAt, cursor.id)))
        .orderBy("updated_at", "asc")
        .orderBy("id", "asc")
        .limit(PAGE_SIZE)
        .execute()
    ).reverse();
  } else {
    // A page past the end (after deleting the last item on it, say) is the last page.
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
    skipped = (page - 1) * PAGE_SIZE;
    rows = await base
      .select(COLUMNS)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .$if(page > 1, (qb) => qb.offset((page - 1) * PAGE_SIZE))
      .execute();
  }
  // Nothing left past a cursor (the last item of the last page was deleted, say): the last page, or the first.
  if (cursor && !rows.length && total > 0) {
    const { cursor: _, ...rest } = query;
    return pageOf(base, { ...rest, page: cursor.direction === "older" ? Math.ceil(total / PAGE_SIZE) : 1 }, async () => total);
  }
  // How many come before the page (newer) and after it (older) says its number and whether there is a next one;
  // a page read by number knows it, one read from a cursor counts it.
  const first = rows[0];
  const newer =
    skipped !== null
      ? Math.min(skipped, total)
      : first
        ? Number(
            (
              await base
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .where((eb) => eb(eb.refTuple("updated_at", "id"), ">", eb.tuple(first.updated_at, first.id)))
                .executeTakeFirstOrThrow()
            ).n,
          )
        : 0;
  const older = Math.max(0, total - newer - rows.length);
  const page = Math.ceil(newer / PAGE_SIZE) + 1;
  const last = rows.at(-1);
  return {
    rows,
    total,
    page,
    pages: Math.max(1, page + Math.ceil(older / PAGE_SIZE)),
    next: last && older > 0 ? encodeCursor({ direction: "older", updatedAt: last.updated_at, id: last.id }) : null,
    prev: first && newer > 0 ? encodeCursor({ direction: "newer", updatedAt: first.updated_at, id: first.id }) : null,
  };
}

/**
 * A person's conversations, the most recently continued first, filtered by category and by words in their own
 * questions and answers (every turn counts: each word of the search begins a word of the conversation). Pages are
 * read by their key (`cursor`), so a page deep in the list costs what the first one does; `page` still works.
 * With `html`, each turn's answer comes as HTML too (for /history).
 */
export async function listJourney(userId: number, query?: JourneyQuery): Promise<JourneyPage>;
export async function listJourney(userId: number, query: JourneyQuery, options: { html: true }): Promise<JourneyPage<JourneyTurnHtml>>;
export async function listJourney(
  userId: number,
  query: JourneyQuery = {},
  options: { html?: boolean } = {},
): Promise<JourneyPage<JourneyTurn | JourneyTurnHtml>> {
  const db = await database();
  const { category } = query;
  let base = db.selectFrom("conversations").where("user_id", "=", userId);
  if (category) base = base.where("category", "=", category);
  const load = (rows: ConversationRow[]) => (options.html ? withTurns(userId, rows, true) : withTurns(userId, rows));
  const q = query.q?.trim();
  if (!q) {
    const { rows, ...page } = await pageOf(base, query);
    return { ...page, items: await load(rows) };
  }
  // Texts are encrypted at rest: the blind index names the conversations that hold the words, and only those are
  // decrypted (docs/decisions/0008-history-search-blind-index.md). Turns saved before the index are indexed first.
  await indexPending(userId);
  const terms = searchTerms(userId, q);
  if (!terms.hashes.length) return { items: [], total: 0, page: 1, pages: 1, next: null, prev: null };
  const matching = base.where("id", "in", matchingConversations(db, userId, terms.hashes));
  const confirm = (items: JourneyItem<JourneyTurn | JourneyTurnHtml>[]) =>
    items.filter((item) => textMatches(item.turns.map((t) => `${t.question}\n${t.answer}`).join("\n"), terms.words));
  if (terms.exact) {
    // The index answers exactly (each word is at most PREFIX_MAX long): only the page's conversations are decrypted.
    // A few matches are read by their ids and sorted; many are found walking the person's conversations newest
    // first, where the page fills long before the end. Either way no statistics are needed to choose.
    const few = await matchingConversations(db, userId, terms.hashes)
      .limit(SEARCH_TUNING.fewMatches + 1)
      .execute();
    if (few.length <= SEARCH_TUNING.fewMatches) {
      const ids = few.map((r) => r.conversation_id);
      if (!ids.length) return { items: [], total: 0, page: 1, pages: 1, next: null, prev: null };
      // By their ids: `+user_id` (the owner still checked) keeps a planner from walking the person's whole index.
      let byIds = db
        .selectFrom("conversations")
        .where("id", "in", ids)
        .where(sql<number>`+${sql.ref("user_id")}`, "=", userId);
      if (category) byIds = byIds.where("category", "=", category);
      const { rows, ...page } = await pageOf(byIds, query, category ? undefined : async () => ids.length);
      return { ...page, items: confirm(await load(rows)) };
    }
    // Without a category, the index alone counts them (the rows of their words), with no conversation read.
    const count = category
      ? undefined
      : async () =>
          Number(
            (
              await db
                .selectFrom(matchingConversations(db, userId, terms.hashes).as("m"))
                .select((eb) => eb.fn.countAll<number>().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          );
    const { rows, ...page } = await pageOf(matching, query, count);
    return { ...page, items: confirm(await load(rows)) };
  }
  // A longer word was looked up by its beginning: the candidates are decrypted to keep those that hold the whole word.
  const candidates = await matching.select(COLUMNS).orderBy("updated_at", "desc").orderBy("id", "desc").execute();
  const found = confirm(await load(candidates));
  const cursor = decodeCursor(query.cursor);
  const key = (i: { updatedAt: string; id: number }) => [i.updatedAt, i.id] as const;
  const after = (a: readonly [string, number], b: readonly [string, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);
  let start: number;
  if (cursor?.direction === "older") start = found.findIndex((i) => after([cursor.updatedAt, cursor.id], key(i)));
  else if (cursor?.direction === "newer") {
    const end = found.findIndex((i) => !after(key(i), [cursor.updatedAt, cursor.id]));
    start = Math.max(0, (end === -1 ? found.length : end) - PAGE_SIZE);
  } else {
    const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
    start = (Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages) - 1) * PAGE_SIZE;
  }
  if (start === -1) start = found.length;
  const items = found.slice(start, start + PAGE_SIZE);
  const page = Math.ceil(start / PAGE_SIZE) + 1;
  const first = items[0];
  const last = items.at(-1);
  return {
    items,
    total: found.length,
    page,
    pages: Math.max(1, page + Math.ceil((found.length - start - items.length) / PAGE_SIZE)),
    next: last && start + items.length < found.length ? encodeCursor({ direction: "older", updatedAt: last.updatedAt, id: last.id }) : null,
    prev: first && start > 0 ? encodeCursor({ direction: "newer", updatedAt: first.updatedAt, id: first.id }) : null,
  };
}

export async function getJourneyItem(userId: number, id: number): Promise<JourneyItem | null> {
  const db = await database();
  const row = await db.selectFrom("conversations").select(COLUMNS).where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
  return row ? ((await withTurns(userId, [row]))[0] ?? null) : null;
}

/** Rate one's own conversation 1-5; false when there is no such item of theirs. */
export async function rateJourneyItem(userId: number, id: number, rating: number): Promise<boolean> {
  const db = await database();
  const result = await db
    .updateTable("conversations")
    .set({ rating })
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Delete one's own conversation with every turn of it. */
export async function deleteJourneyItem(userId: number, id: number): Promise<boolean> {
  const db = await database();
  const deleted = await transaction(db, async (tx) => {
    await tx.deleteFrom("questions").where("user_id", "=", userId).where("conversation_id", "=", id).execute();
    const result = await tx.deleteFrom("conversations").where("user_id", "=", userId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
  await scrubDeleted();
  return deleted;
}

/** Delete every conversation of a person; returns how many there were. */
export async function clearJourney(userId: number): Promise<number> {
  const db = await database();
  const deleted = await transaction(db, async (tx) => {
    await tx.deleteFrom("questions").where("user_id", "=", userId).execute();
    const result = await tx.deleteFrom("conversations").where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
  await scrubDeleted();
  return deleted;
}

export interface JourneyExport {
  exportedAt: string;
  user: { name: string; email: string; createdAt: string };
  /** Every conversation, oldest first, each with its turns (one item per conversation). */
  questions: Array<JourneyItem & { categoryLabel: string }>;
  meditationSessions: Array<{ minutes: number; focus: string; experience: string; completedAt: string }>;
}

/** Everything Prajna keeps about a person, decrypted, for them to take away. */
export async function exportJourney(userId: number): Promise<JourneyExport> {
  const db = await database();
  const user = await db.selectFrom("users").select(["name", "email", "created_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("conversations")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  const sessions = await db
    .selectFrom("meditation_sessions")
    .select(["minutes", "focus", "experience", "completed_at"])
    .where("user_id", "=", userId)
    .orderBy("completed_at", "asc")
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    user: { name: user.name, email: user.email, createdAt: user.created_at },
    questions: (await withTurns(userId, rows)).map((q) => ({ ...q, categoryLabel: categoryLabel(q.category) })),
    meditationSessions: sessions.map((s) => ({
      minutes: s.minutes,
      focus: s.focus,
      experience: s.experience,
      completedAt: s.completed_at,
    })),
  };
}

export function journeyMarkdown(data: JourneyExport): string {
  const lines = [
    `# My Prajna journey`,
    "",
    `${data.user.name} (${data.user.email}), exported ${formatLongDate(data.exportedAt)}.`,
    "",
    `## Questions (${data.questions.length})`,
  ];
  for (const q of data.questions) {
    const turns = q.turns.length > 1 ? ` · ${q.turns.length} turns` : "";
    lines.push(
      "",
      `### ${q.question.replace(/\n+/g, " ")}`,
      "",
      `*${q.categoryLabel} · ${formatLongDate(q.createdAt)}${turns}${q.rating ? ` · rated ${q.rating} of 5` : ""}*`,
    );
    q.turns.forEach((turn, i) => {
      if (i > 0) lines.push("", `#### Follow-up: ${turn.question.replace(/\n+/g, " ")}`);
      lines.push("", turn.answer);
      if (turn.sources.length) lines.push("", `Sources: ${turn.sources.map((s) => `${s.title} (${s.url})`).join("; ")}`);
    });
  }
  lines.push("", `## Meditation sessions (${data.meditationSessions.length})`, "");
  for (const s of data.meditationSessions)
    lines.push(`- ${formatLongDate(s.completedAt)}: ${s.minutes} minutes, ${s.focus}, ${s.experience}`);
  return `${lines.join("\n")}\n`;
}

/** Days in a row with a question or a meditation, ending today (or yesterday, if today has none yet). */
export function streakDays(activityDays: string[], today = new Date().toISOString().slice(0, 10)): number {
  const days = new Set(activityDays);
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let cursor = days.has(today) ? today : dayBefore(today);
  let n = 0;
  while (days.has(cursor)) {
    n++;
    cursor = dayBefore(cursor);
  }
  return n;
}

export async function journeyStats(userId: number) {
  const db = await database();
  const questions = await db.selectFrom("questions").select(["id", "category", "created_at"]).where("user_id", "=", userId).execute();
  const sessions = await db.selectFrom("meditation_sessions").select(["minutes", "completed_at"]).where("user_id", "=", userId).execute();
  const recentRows = await db
    .selectFrom("conversations")
    .select(COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .limit(3)
    .execute();
  const activity = [...questions.map((q) => q.created_at), ...sessions.map((s) => s.completed_at)].map((t) => t.slice(0, 10));
  return {
    questions: questions.length,
    categories: new Set(questions.map((q) => q.category)).size,
    sessions: sessions.length,
    minutes: sessions.reduce((a, s) => a + s.minutes, 0),
    streak: streakDays(activity),
    recent: (await withTurns(userId, recentRows)).map((q) => ({
      id: q.id,
      question: q.title,
      category: q.category,
      createdAt: q.updatedAt,
    })),
  };
}

/** One teaching a day, the same for everyone on a given (server) date, walking the whole corpus in a shuffled order. */
export function dailyWisdom(date = new Date()) {
  const { teachings, articles } = library();
  if (!teachings.length) return null;
  const day = Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / 86_400_000);
  const n = teachings.length;
  // A fixed permutation: step through the corpus by a stride coprime with its size.
  let stride = (stableHash("prajna-daily") % (n - 1)) + 1;
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  while (gcd(stride, n) !== 1) stride++;
  const t = teachings[(day * stride) % n];
  const article = articles.find((a) => a.slug === t.article);
  return {
    date: date.toISOString().slice(0, 10),
    ...teachingView(t),
    article: article ? { slug: article.slug, title: article.title } : null,
  };
}
