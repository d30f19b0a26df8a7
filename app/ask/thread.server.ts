import type { SessionUser } from "~/auth/session.server";
import { getJourneyItem } from "~/journey/journey.server";
import { decodeThread, type ThreadTurn } from "./thread";

export type ReadThread = { ok: true; conversationId: number | null; turns: ThreadTurn[] } | { ok: false; error: string };

export const CONVERSATION_GONE = "That conversation is no longer in your journey. Ask a new question to begin again.";

/**
 * The conversation a question from the /ask page (or /ask/stream) continues: for a signed-in person, the journey
 * conversation the `conversation` field names (it must be theirs); otherwise the turns a guest's `thread` field
 * carries. No field: a new conversation.
 */
export async function readThread(fields: { conversation?: unknown; thread?: unknown }, user: SessionUser | null): Promise<ReadThread> {
  const raw =
    typeof fields.conversation === "string"
      ? fields.conversation.trim()
      : typeof fields.conversation === "number"
        ? String(fields.conversation)
        : "";
  if (user && raw) {
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    const item = Number.isSafeInteger(id) ? await getJourneyItem(user.id, id) : null;
    if (!item) return { ok: false, error: CONVERSATION_GONE };
    const turns = item.turns.map((t) => ({ question: t.question, category: t.category, answer: t.answer, sources: t.sources }));
    return { ok: true, conversationId: item.id, turns };
  }
  return { ok: true, conversationId: null, turns: decodeThread(fields.thread) };
}
