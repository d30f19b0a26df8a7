import { database } from "~/db/db.server";
import type { Experience, Focus, Minutes } from "./preferences";

/** A completed meditation, for the journey and the dashboard. */
export async function saveMeditationSession(input: {
  userId: number;
  minutes: Minutes;
  focus: Focus;
  experience: Experience;
}): Promise<number> {
  const db = await database();
  const row = await db
    .insertInto("meditation_sessions")
    .values({
      user_id: input.userId,
      minutes: input.minutes,
      focus: input.focus,
      experience: input.experience,
      completed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
