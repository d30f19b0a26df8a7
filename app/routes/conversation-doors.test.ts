import { sql } from "kysely";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { database } from "~/db/db.server";
import { migrations } from "~/db/migrations";
import { exportJourney, getJourneyItem, journeyMarkdown, listJourney } from "~/journey/journey.server";
import { listQuestions } from "~/journey/questions.server";
import * as ask from "~/routes/ask";
import * as askStream from "~/routes/api/ask-stream";
import * as aiAsk from "~/routes/api/ai.ask";
import * as chat from "~/routes/api/chat";
import * as historyRoute from "~/routes/history";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// A conversation through every door: /ask as form posts (signed in and as a guest), /ask/stream, /ai/ask and /chat.

const ANGER = "How do I deal with anger?";
const AT_WORK = "And what about at work?";
const THIRD = "How can I keep calm in meetings?";

type PageData = {
  shown: {
    conversationId: number | null;
    turns: Array<{ question: string; answer: string; sources: unknown[] }>;
    saved: boolean | null;
  } | null;
  followUpError: string | null;
  outcome: { kind: string } | null;
};
const pageData = (result: unknown): PageData => ((result as { data?: PageData }).data ?? result) as PageData;

async function postAsk(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return pageData(await ask.action(routeArgs(formRequest("/ask", { category: "general", ...fields }, headers))));
}

async function streamDone(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await askStream.action(routeArgs(formRequest("/ask/stream", { category: "general", ...fields }, headers)));
  const text = await res.text();
  const done = text.split("\n\n").find((b) => b.startsWith("event: done"));
  return { status: res.status, done: done ? JSON.parse(done.split("\ndata: ")[1]) : null, text };
}

describe("a signed-in person's conversation on /ask, as plain form posts", () => {
  it("holds three turns, and the journey keeps it as one item with its turns, searchable, exportable, deletable", async () => {
    const user = await createUser();
    const cookie = { Cookie: user.cookie };
    const first = await postAsk({ question: ANGER }, cookie);
    const id = first.shown!.conversationId!;
    expect(id).toEqual(expect.any(Number));
    expect(first.shown!.saved).toBe(true);
    const second = await postAsk({ question: AT_WORK, conversation: String(id) }, cookie);
    expect(second.shown!.conversationId).toBe(id);
    expect(second.shown!.turns.map((t) => t.question)).toEqual([ANGER, AT_WORK]);
    const third = await postAsk({ question: THIRD, conversation: String(id) }, cookie);
    expect(third.shown!.turns.map((t) => t.question)).toEqual([ANGER, AT_WORK, THIRD]);

    // The follow-up was answered with what it follows: not the answer the same words get alone.
    const alone = await postAsk({ question: AT_WORK });
    expect(second.shown!.turns[1].answer).not.toBe(alone.shown!.turns[0].answer);

    const journey = await listJourney(user.id);
    expect(journey.total).toBe(1);
    expect(journey.items[0]).toMatchObject({ id, title: ANGER, question: ANGER });
    expect(journey.items[0].turns.map((t) => t.question)).toEqual([ANGER, AT_WORK, THIRD]);
    expect((await listQuestions(user.id)).every((q) => q.conversationId === id)).toBe(true);
    // Searching finds the conversation by any of its turns.
    expect((await listJourney(user.id, { q: "meetings" })).items.map((i) => i.id)).toEqual([id]);

    const history = (await historyRoute.loader(routeArgs(new Request("http://localhost/history", { headers: cookie })))) as {
      items: Array<{ title: string; turns: Array<{ html: string }> }>;
    };
    expect(history.items).toHaveLength(1);
    expect(history.items[0].turns).toHaveLength(3);
    expect(history.items[0].turns[2].html).toContain("<p>");

    const exported = await exportJourney(user.id);
    expect(exported.questions).toHaveLength(1);
    expect(exported.questions[0].turns).toHaveLength(3);
    const md = journeyMarkdown(exported);
    expect(md).toContain(`### ${ANGER}`);
    expect(md).toContain(`#### Follow-up: ${AT_WORK}`);
    expect(md).toContain(`#### Follow-up: ${THIRD}`);

    const del = (await historyRoute.action(routeArgs(formRequest("/history", { intent: "delete", id: String(id) }, cookie)))) as Response;
    expect(del.status).toBe(302);
    expect(await getJourneyItem(user.id, id)).toBeNull();
    expect(await listQuestions(user.id)).toEqual([]);
  });

  it("refuses to continue someone else's conversation, and saves nothing", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const first = await postAsk({ question: ANGER }, { Cookie: owner.cookie });
    const id = String(first.shown!.conversationId);
    const result = (await ask.action(
      routeArgs(formRequest("/ask", { question: AT_WORK, category: "general", conversation: id }, { Cookie: stranger.cookie })),
    )) as {
      init: ResponseInit;
      data: PageData;
    };
    expect(result.init.status).toBe(404);
    expect(result.data.followUpError).toMatch(/no longer in your journey/);
    const streamed = await streamDone({ question: AT_WORK, conversation: id }, { Cookie: stranger.cookie });
    expect(streamed.status).toBe(404);
    expect(await listQuestions(stranger.id)).toEqual([]);
    expect((await getJourneyItem(owner.id, Number(id)))?.turns).toHaveLength(1);
  });

  it("continues over /ask/stream, the done event naming the conversation", async () => {
    const user = await createUser();
    const first = await streamDone({ question: ANGER }, { Cookie: user.cookie });
    expect(first.done.saved).toBe(true);
    const second = await streamDone({ question: AT_WORK, conversation: String(first.done.conversationId) }, { Cookie: user.cookie });
    expect(second.done.conversationId).toBe(first.done.conversationId);
    expect((await getJourneyItem(user.id, first.done.conversationId))?.turns.map((t) => t.question)).toEqual([ANGER, AT_WORK]);
  });
});

describe("a guest's conversation on /ask", () => {
  it("carries its turns in the form, three turns deep, and saves nothing", async () => {
    const first = await postAsk({ question: ANGER });
    expect(first.shown!.conversationId).toBeNull();
    expect(first.shown!.saved).toBe(false);
    const thread = (turns: NonNullable<PageData["shown"]>["turns"]) =>
      JSON.stringify(turns.map((t) => ({ question: t.question, category: "general", answer: t.answer, sources: t.sources })));
    const second = await postAsk({ question: AT_WORK, thread: thread(first.shown!.turns) });
    expect(second.shown!.turns.map((t) => t.question)).toEqual([ANGER, AT_WORK]);
    const alone = await postAsk({ question: AT_WORK });
    expect(second.shown!.turns[1].answer).not.toBe(alone.shown!.turns[0].answer);
    const third = await postAsk({ question: THIRD, thread: thread(second.shown!.turns) });
    expect(third.shown!.turns.map((t) => t.question)).toEqual([ANGER, AT_WORK, THIRD]);
    const db = await database();
    expect(await db.selectFrom("questions").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("conversations").select("id").execute()).toEqual([]);
  });

  it("streams a follow-up with the same thread field", async () => {
    const first = await streamDone({ question: ANGER });
    const thread = JSON.stringify([{ question: ANGER, category: "general", answer: first.done.answer, sources: first.done.sources }]);
    const second = await streamDone({ question: AT_WORK, thread });
    const alone = await streamDone({ question: AT_WORK });
    expect(second.done.answer).not.toBe(alone.done.answer);
    expect(second.done.conversationId).toBeNull();
  });
});

describe("the JSON doors take the conversation", () => {
  const previous = [
    { role: "user", content: ANGER },
    { role: "assistant", content: "Anger is a fire that burns the one who holds it." },
  ];

  it("/ai/ask honours context.previousMessages (and still takes the old text form)", async () => {
    const asked = async (previousMessages: unknown) =>
      (await (
        await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: AT_WORK, context: { category: "general", previousMessages } })))
      ).json()) as {
        response: string;
        success: boolean;
      };
    const followUp = await asked(previous);
    const alone = await asked("None");
    expect(followUp.success).toBe(true);
    expect(alone.success).toBe(true);
    expect(followUp.response).not.toBe(alone.response);
    expect(followUp.response).toMatch(/anger/i);
  });

  it("/chat takes an optional messages array before message", async () => {
    const answer = async (body: object) =>
      ((await (await chat.action(routeArgs(jsonRequest("/chat", body)))).json()) as { choices: Array<{ message: { content: string } }> })
        .choices[0].message.content;
    const followUp = await answer({ message: AT_WORK, messages: previous });
    const repeated = await answer({ message: AT_WORK, messages: [...previous, { role: "user", content: AT_WORK }] });
    const alone = await answer({ message: AT_WORK });
    expect(followUp).not.toBe(alone);
    expect(repeated).toBe(followUp);
  });

  it("never refuses a long conversation: the newest message alone is held to 2,000 characters", async () => {
    const long = Array.from({ length: 60 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `${i} ${"so much to say ".repeat(150)}`,
    }));
    expect(JSON.stringify(long).length).toBeGreaterThan(64 * 1024);
    const ok = await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: AT_WORK, context: { previousMessages: long } })));
    expect(ok.status).toBe(200);
    const chatOk = await chat.action(routeArgs(jsonRequest("/chat", { message: AT_WORK, messages: long })));
    expect(chatOk.status).toBe(200);
    const tooLong = await chat.action(routeArgs(jsonRequest("/chat", { message: "x".repeat(2_001), messages: previous })));
    expect(tooLong.status).toBe(400);
    const overMegabyte = await chat.action(
      routeArgs(jsonRequest("/chat", { message: AT_WORK, messages: [{ role: "user", content: "x".repeat(1_100_000) }] })),
    );
    expect(overMegabyte.status).toBe(413);
  });

  it("a signed-in API caller's follow-up joins the conversation it resends, not a new item", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const first = await (await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: ANGER }, auth)))).json();
    const history = [
      { role: "user", content: ANGER },
      { role: "assistant", content: first.response },
    ];
    await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: AT_WORK, context: { previousMessages: history } }, auth)));
    await chat.action(
      routeArgs(
        jsonRequest(
          "/chat",
          { message: THIRD, messages: [...history, { role: "user", content: AT_WORK }, { role: "assistant", content: "..." }] },
          auth,
        ),
      ),
    );
    const journey = await listJourney(user.id);
    expect(journey.total).toBe(1);
    expect(journey.items[0].turns.map((t) => t.question)).toEqual([ANGER, AT_WORK, THIRD]);
    // A conversation that does not match one kept here begins a new item.
    await chat.action(
      routeArgs(jsonRequest("/chat", { message: AT_WORK, messages: [{ role: "user", content: "Something never asked here" }] }, auth)),
    );
    expect((await listJourney(user.id)).total).toBe(2);
  });
});

describe("migration 0020", () => {
  it("turns each saved question into a one-turn conversation with the same id, keeping its rating", async () => {
    const db = await database();
    // Back to the schema before conversations, with two questions saved the old way.
    // (the account is made first, with today's sessions table)
    const user = await createUser();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0013_admin_audit")).error).toBeUndefined();
    await sql`insert into questions (id, user_id, category, question_enc, answer_enc, sources_enc, provider, rating, created_at)
              select 7, ${user.id}, 'career', question_enc, answer_enc, sources_enc, 'library', 4, '2026-01-02T00:00:00.000Z'
              from (select 'x' as question_enc, 'y' as answer_enc, 'z' as sources_enc) as seed`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const conversation = await db.selectFrom("conversations").selectAll().executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ id: 7, user_id: user.id, category: "career", rating: 4, created_at: "2026-01-02T00:00:00.000Z" });
    const turn = await db.selectFrom("questions").select(["id", "conversation_id"]).executeTakeFirstOrThrow();
    expect(turn).toEqual({ id: 7, conversation_id: 7 });
    // And back down again: the rating returns to the question.
    expect((await migrator.migrateTo("0013_admin_audit")).error).toBeUndefined();
    const old = await sql<{ rating: number }>`select rating from questions where id = 7`.execute(db);
    expect(old.rows[0].rating).toBe(4);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // The next conversation the database numbers itself comes after the carried-over ids (on PostgreSQL too).
    const next = await db
      .insertInto("conversations")
      .values({
        user_id: user.id,
        category: "life",
        rating: null,
        created_at: "2026-01-03T00:00:00.000Z",
        updated_at: "2026-01-03T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(8);
  });
});
