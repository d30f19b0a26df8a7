import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseFile } from "~/config.server";
import { database, sqliteConnection } from "~/db/db.server";
import * as ask from "~/routes/ask";
import * as aiAsk from "~/routes/api/ai.ask";
import { createUser, formRequest, jsonRequest } from "~test/fixtures";
import { listQuestions } from "./questions.server";
import { routeArgs } from "~test/route-args";


describe("the journey", () => {
  it("saves a signed-in person's question, answer, category, sources and provider", async () => {
    const user = await createUser();
    const result = (await ask.action(routeArgs(formRequest("/ask", { question: "How do I begin to meditate?", category: "spirituality" }, { Cookie: user.cookie })))) as any;
    expect(result.outcome.result.saved).toBe(true);
    const [saved] = await listQuestions(user.id);
    expect(saved).toMatchObject({ question: "How do I begin to meditate?", category: "spirituality", provider: "library" });
    expect(saved.answer).toBe(result.outcome.result.answer);
    expect(saved.sources).toEqual(result.outcome.result.sources);
  });

  it("saves questions asked over the API with a bearer token, and nothing for guests", async () => {
    const user = await createUser();
    await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: "What is wu wei?" }, { Authorization: `Bearer ${user.token}` })));
    await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: "A guest's question about wu wei" })));
    expect((await listQuestions(user.id)).map((q) => q.question)).toEqual(["What is wu wei?"]);
    const db = await database();
    expect(await db.selectFrom("questions").select("id").execute()).toHaveLength(1);
  });

  it("an invalid bearer token on /ai/ask is a 401, not a silent guest", async () => {
    const res = await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: "Hello?" }, { Authorization: "Bearer not-a-token" })));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it("keeps question and answer texts out of the database file in plain text", async () => {
    const user = await createUser();
    const marker = `zebra-lantern-${Date.now()}`;
    await ask.action(routeArgs(formRequest("/ask", { question: `What does the ${marker} teach about patience?`, category: "wisdom" }, { Cookie: user.cookie })));
    const sqlite = await sqliteConnection();
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    const bytes = fs.readFileSync(databaseFile());
    expect(bytes.includes(Buffer.from(marker))).toBe(false);
    expect((await listQuestions(user.id))[0].question).toContain(marker);
  });
});
