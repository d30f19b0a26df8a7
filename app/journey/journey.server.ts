import { teachingView } from "~/content/teaching-view";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { database, scrubDeleted, transaction } from "~/db/db.server";
import type { ConversationsTable } from "~/db/tables";
import type { journeyListQuery } from "~/openapi/schemas";
import { library } from "~/content/library.server";
import { formatLongDate } from "~/lib/dates";
import { stableHash } from "~/wisdom/text";
import { categoryLabel } from "~/wisdom/categories";
import type { Source } from "~/wisdom/sources";
import { type SavedQuestion, turnsOf } from "./questions.server";

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

/**
 * One journey item: a conversation with its turns, oldest first. `question`, `answer`, `sources` and `provider` are
 * the first turn's, so a client that knows single questions reads a conversation as the question that began it.
 */
export interface JourneyItem {
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
  turns: JourneyTurn[];
}

const COLUMNS = ["id", "category", "rating", "created_at", "updated_at"] as const;
type ConversationRow = Pick<Selectable<ConversationsTable>, (typeof COLUMNS)[number]>;

/** Already validated by journeyListQuery (the API and the /history page). */
export type JourneyQuery = Partial<z.output<typeof journeyListQuery>>;

export interface JourneyPage {
  items: JourneyItem[];
  total: number;
  page: number;
  pages: number;
}

/** Conversations with their turns, decrypted, in the order of the rows given (a conversation without turns is left out). */
async function withTurns(userId: number, rows: ConversationRow[]): Promise<JourneyItem[]> {
  const turns = await turnsOf(
    userId,
    rows.map((r) => r.id),
  );
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
 * A person's conversations, the most recently continued first, filtered by category and by words in their own
 * questions and answers (every turn counts).
 */
export async function listJourney(userId: number, query: JourneyQuery = {}): Promise<JourneyPage> {
  const db = await database();
  const { category } = query;
  // A page past the end (after deleting the last item on it, say) is the last page.
  const requested = Math.max(1, Math.floor(query.page ?? 1));
  let base = db.selectFrom("conversations").where("user_id", "=", userId);
  if (category) base = base.where("category", "=", category);
  const q = query.q?.trim().toLowerCase();

  if (!q) {
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const total = Number(n);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const page = Math.min(requested, pages);
    const rows = await base
      .select(COLUMNS)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    return { items: await withTurns(userId, rows), total, page, pages };
  }
  // Texts are encrypted at rest, so search happens here, over this person's own rows only.
  const rows = await base.select(COLUMNS).orderBy("updated_at", "desc").orderBy("id", "desc").execute();
  const words = q.split(/\s+/).filter(Boolean);
  const matches = (await withTurns(userId, rows)).filter((item) => {
    const hay = item.turns
      .map((t) => `${t.question}\n${t.answer}`)
      .join("\n")
      .toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const page = Math.min(requested, pages);
  return { items: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: matches.length, page, pages };
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
