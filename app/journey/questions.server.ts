import type { Selectable } from "kysely";
import { database } from "~/db/db.server";
import type { QuestionsTable } from "~/db/tables";
import type { Source } from "~/wisdom/sources";
import { decryptText, encryptText } from "./crypto.server";

export interface SavedQuestion {
  id: number;
  category: string;
  question: string;
  answer: string;
  sources: Source[];
  provider: string;
  rating: number | null;
  createdAt: string;
}

/**
 * Keep an answered question in a signed-in person's journey. Returns whether it was saved: a failure is logged
 * and the person still reads their answer (the page then says it could not be saved).
 */
export async function saveToJourney(
  userId: number,
  asked: { question: string; category: string; answer: string; sources: Source[]; provider: string },
): Promise<boolean> {
  try {
    await saveQuestion({ userId, ...asked });
    return true;
  } catch (error) {
    console.error("[journey] could not save the question", error);
    return false;
  }
}

/** Save a signed-in person's question and answer; texts and sources are encrypted at rest. */
export async function saveQuestion(input: {
  userId: number;
  category: string;
  question: string;
  answer: string;
  sources: Source[];
  provider: string;
}): Promise<number> {
  const db = await database();
  const row = await db
    .insertInto("questions")
    .values({
      user_id: input.userId,
      category: input.category,
      question_enc: encryptText(input.question),
      answer_enc: encryptText(input.answer),
      sources_enc: encryptText(JSON.stringify(input.sources)),
      provider: input.provider,
      rating: null,
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The columns a saved question is read from. */
type Row = Omit<Selectable<QuestionsTable>, "user_id">;

export function decryptRow(row: Row): SavedQuestion {
  return {
    id: row.id,
    category: row.category,
    question: decryptText(row.question_enc),
    answer: decryptText(row.answer_enc),
    sources: JSON.parse(decryptText(row.sources_enc)) as Source[],
    provider: row.provider,
    rating: row.rating,
    createdAt: row.created_at,
  };
}

/** A person's saved questions, newest first. */
export async function listQuestions(userId: number): Promise<SavedQuestion[]> {
  const db = await database();
  const rows = await db
    .selectFrom("questions")
    .select(["id", "category", "question_enc", "answer_enc", "sources_enc", "provider", "rating", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(decryptRow);
}
