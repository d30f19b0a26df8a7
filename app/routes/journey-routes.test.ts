import { describe, expect, it } from "vitest";
import { database, sqliteHandleForTests } from "~/db/db.server";
import { openApiDocument } from "~/openapi/document.server";
import { getJourneyItem } from "~/journey/journey.server";
import * as historyRoute from "~/routes/history";
import * as accountRoute from "~/routes/account";
import * as apiJourney from "~/routes/api/journey";
import * as apiItem from "~/routes/api/journey.item";
import * as apiRating from "~/routes/api/journey.rating";
import * as apiExport from "~/routes/api/journey.export";
import * as apiAccount from "~/routes/api/account";
import routes from "~/routes";
import { leafRoutes } from "~test/route-config";
import { createUser, formRequest, jsonRequest, seedQuestions } from "~test/fixtures";
import { routeArgs } from "~test/route-args";
import fs from "node:fs";
import { databaseFile } from "~/config.server";
import { listQuestions } from "~/journey/questions.server";
import * as ask from "~/routes/ask";
import * as aiAsk from "~/routes/api/ai.ask";

describe("saving answers to the journey", () => {
  it("saves a signed-in person's question, answer, category, sources and provider", async () => {
    const user = await createUser();
    const result = (await ask.action(
      routeArgs(formRequest("/ask", { question: "How do I begin to meditate?", category: "spirituality" }, { Cookie: user.cookie })),
    )) as any;
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
    await ask.action(
      routeArgs(
        formRequest("/ask", { question: `What does the ${marker} teach about patience?`, category: "wisdom" }, { Cookie: user.cookie }),
      ),
    );
    const db = await database();
    const stored = JSON.stringify([
      await db.selectFrom("questions").selectAll().execute(),
      await db.selectFrom("conversations").selectAll().execute(),
    ]);
    expect(stored).toContain("question_enc");
    expect(stored.includes(marker)).toBe(false);
    const sqlite = await sqliteHandleForTests();
    if (sqlite) {
      // On SQLite, the file's bytes themselves (the write-ahead log copied in first).
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      const bytes = fs.readFileSync(databaseFile());
      expect(bytes.includes(Buffer.from(marker))).toBe(false);
    }
    expect((await listQuestions(user.id))[0].question).toContain(marker);
  });
});

describe("the /history form posts", () => {
  it("rate, delete with a redirect back, and answer 404 for another person's item with nothing changed", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seedQuestions(owner.id, 1);
    const rate = (await historyRoute.action(
      routeArgs(
        formRequest("/history", { intent: "rate", id: String(id), rating: "5", back: "category=general" }, { Cookie: owner.cookie }),
      ),
    )) as Response;
    expect(rate.status).toBe(302);
    expect(rate.headers.get("Location")).toBe(`/history?category=general#q-${id}`);
    expect((await getJourneyItem(owner.id, id))?.rating).toBe(5);

    for (const fields of [
      { intent: "rate", id: String(id), rating: "1" },
      { intent: "delete", id: String(id) },
    ] as Record<string, string>[]) {
      const thrown = await historyRoute
        .action(routeArgs(formRequest("/history", fields, { Cookie: stranger.cookie })))
        .catch((e: unknown) => e);
      expect((thrown as { init: ResponseInit }).init.status).toBe(404);
    }
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: 5 });

    const del = (await historyRoute.action(
      routeArgs(formRequest("/history", { intent: "delete", id: String(id) }, { Cookie: owner.cookie })),
    )) as Response;
    expect(del.headers.get("Location")).toBe("/history");
    expect(await getJourneyItem(owner.id, id)).toBeNull();
  });

  it("the history page of one person never shows another's items", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    await seedQuestions(owner.id, 2, "general", "private thing");
    const page = (await historyRoute.loader(
      routeArgs(new Request("http://localhost/history?confirm=1", { headers: { Cookie: stranger.cookie } })),
    )) as any;
    expect(page.total).toBe(0);
    expect(page.confirm).toBeNull();
  });
});

describe("the /account form posts", () => {
  it("change the name, and refuse a mismatched confirmation or a wrong current password", async () => {
    const user = await createUser({ password: "old-quiet-mountain" });
    const renamed = (await accountRoute.action(
      routeArgs(formRequest("/account", { intent: "name", name: "New Name" }, { Cookie: user.cookie })),
    )) as Response;
    expect(renamed.status).toBe(302);
    const db = await database();
    expect((await db.selectFrom("users").select("name").where("id", "=", user.id).executeTakeFirst())?.name).toBe("New Name");

    const mismatch = (await accountRoute.action(
      routeArgs(
        formRequest(
          "/account",
          { intent: "password", currentPassword: "old-quiet-mountain", newPassword: "new-river-of-stars", confirmPassword: "other" },
          { Cookie: user.cookie },
        ),
      ),
    )) as any;
    expect(mismatch.data.result.error.confirmPassword).toEqual(["Passwords do not match"]);
    const wrong = (await accountRoute.action(
      routeArgs(
        formRequest(
          "/account",
          { intent: "password", currentPassword: "nope", newPassword: "new-river-of-stars", confirmPassword: "new-river-of-stars" },
          { Cookie: user.cookie },
        ),
      ),
    )) as any;
    expect(wrong.data.result.error.currentPassword[0]).toMatch(/not your current password/);
  });

  it("delete the account only when the typed email matches and the current password is given", async () => {
    const user = await createUser();
    const post = (fields: Record<string, string>) =>
      accountRoute.action(routeArgs(formRequest("/account", { intent: "delete", ...fields }, { Cookie: user.cookie }))) as Promise<any>;
    const db = await database();
    const stillThere = async () => (await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).length === 1;

    const wrongEmail = await post({ confirmEmail: "someone@example.org", currentPassword: user.password });
    expect(wrongEmail.init.status).toBe(400);
    expect(wrongEmail.data.result.error.confirmEmail[0]).toMatch(/does not match your email/);

    // The email alone, as it was enough before, deletes nothing now.
    const emailOnly = await post({ confirmEmail: user.email });
    expect(emailOnly.init.status).toBe(400);
    expect(emailOnly.data.result.error.currentPassword[0]).toMatch(/current password/);
    expect(await stillThere()).toBe(true);

    const wrongPassword = await post({ confirmEmail: user.email, currentPassword: "not-the-password" });
    expect(wrongPassword.init.status).toBe(400);
    expect(wrongPassword.data.result.error.currentPassword).toEqual(["That is not your current password."]);
    expect(wrongPassword.data.result.initialValue?.currentPassword).toBeUndefined();
    expect(await stillThere()).toBe(true);

    const done = (await post({ confirmEmail: user.email.toUpperCase(), currentPassword: user.password })) as Response;
    expect(done.headers.get("Location")).toBe("/");
    expect(done.headers.get("Set-Cookie")).toMatch(/prajna_session=;/);
    expect(await stillThere()).toBe(false);
  });

  it("stop guessing the password through the delete form after a few tries", async () => {
    const user = await createUser();
    let last: any;
    for (let i = 0; i < 12; i++)
      last = await accountRoute.action(
        routeArgs(
          formRequest("/account", { intent: "delete", confirmEmail: user.email, currentPassword: `guess-${i}` }, { Cookie: user.cookie }),
        ),
      );
    expect(last.init.status).toBe(429);
    const db = await database();
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toHaveLength(1);
  });
});

describe("the journey API", () => {
  it("lists, gets, rates, exports, deletes and clears with a bearer token", async () => {
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const ids = await seedQuestions(user.id, 3, "career", "meeting");
    const list = await (
      await apiJourney.loader(routeArgs(new Request("http://localhost/api/journey?category=career&q=meeting&page=1", { headers: auth })))
    ).json();
    expect(list).toMatchObject({ total: 3, page: 1, pages: 1 });
    const one = await apiItem.loader(
      routeArgs(new Request(`http://localhost/api/journey/${ids[0]}`, { headers: auth }), { id: String(ids[0]) }),
    );
    expect((await one.json()).question).toBe("meeting 0");
    const rated = await apiRating.action(
      routeArgs(jsonRequest(`/api/journey/${ids[0]}/rating`, { rating: 3 }, auth, "PUT"), { id: String(ids[0]) }),
    );
    expect((await rated.json()).rating).toBe(3);
    const badRating = await apiRating.action(
      routeArgs(jsonRequest(`/api/journey/${ids[0]}/rating`, { rating: 6 }, auth, "PUT"), { id: String(ids[0]) }),
    );
    expect(badRating.status).toBe(400);
    const md = await apiExport.loader(routeArgs(new Request("http://localhost/api/journey/export?format=markdown", { headers: auth })));
    expect(md.headers.get("Content-Type")).toContain("text/markdown");
    const del = await apiItem.action(
      routeArgs(new Request(`http://localhost/api/journey/${ids[1]}`, { method: "DELETE", headers: auth }), { id: String(ids[1]) }),
    );
    expect(del.status).toBe(204);
    const cleared = await apiJourney.action(routeArgs(new Request("http://localhost/api/journey", { method: "DELETE", headers: auth })));
    expect(await cleared.json()).toEqual({ deleted: 2 });
  });

  it("answers 404 for another person's item, and changes nothing", async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const [id] = await seedQuestions(owner.id, 1);
    const auth = { Authorization: `Bearer ${stranger.token}` };
    expect(
      (await apiItem.loader(routeArgs(new Request(`http://localhost/api/journey/${id}`, { headers: auth }), { id: String(id) }))).status,
    ).toBe(404);
    expect(
      (await apiRating.action(routeArgs(jsonRequest(`/api/journey/${id}/rating`, { rating: 1 }, auth, "PUT"), { id: String(id) }))).status,
    ).toBe(404);
    expect(
      (
        await apiItem.action(
          routeArgs(new Request(`http://localhost/api/journey/${id}`, { method: "DELETE", headers: auth }), { id: String(id) }),
        )
      ).status,
    ).toBe(404);
    expect(await getJourneyItem(owner.id, id)).toMatchObject({ rating: null });
  });

  it("asks for a token, and deletes an account only with the matching email and the current password", async () => {
    expect((await apiJourney.loader(routeArgs(new Request("http://localhost/api/journey")))).status).toBe(401);
    const user = await createUser();
    const auth = { Authorization: `Bearer ${user.token}` };
    const del = (body: object) => apiAccount.action(routeArgs(jsonRequest("/api/account", body, auth, "DELETE")));
    const wrong = await del({ confirmEmail: "x@example.org", currentPassword: user.password });
    expect(wrong.status).toBe(400);
    const emailOnly = await del({ confirmEmail: user.email });
    expect(emailOnly.status).toBe(400);
    expect(await emailOnly.json()).toMatchObject({ field: "currentPassword" });
    const wrongPassword = await del({ confirmEmail: user.email, currentPassword: "not-the-password" });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toEqual({ error: "currentPassword is not the account's password.", field: "currentPassword" });
    expect((await apiJourney.loader(routeArgs(new Request("http://localhost/api/journey", { headers: auth })))).status).toBe(200);
    const ok = await del({ confirmEmail: user.email, currentPassword: user.password });
    expect(ok.status).toBe(204);
    expect((await apiJourney.loader(routeArgs(new Request("http://localhost/api/journey", { headers: auth })))).status).toBe(401);
  });
});

describe("the OpenAPI document", () => {
  it("describes every JSON route of the app", () => {
    const doc = openApiDocument() as { openapi: string; paths: Record<string, object> };
    expect(doc.openapi).toBe("3.2.0");
    // /mcp speaks JSON-RPC for MCP clients and describes itself (tools/list, resources/list); the document says so in
    // its description, and app/routes/mcp-door.test.ts and tests/e2e/mcp.api.spec.ts hold it.
    expect(JSON.stringify((doc as { info?: unknown }).info)).toContain("/mcp");
    const jsonRoutes = leafRoutes(routes)
      .filter((r) => r.file.startsWith("routes/api/") && !/(sitemap|robots|blog-rss|openapi|not-found|api\/mcp)/.test(r.file))
      .map((r) => r.fullPath.replace(/:(\w+)/g, "{$1}"));
    expect(jsonRoutes.length).toBeGreaterThanOrEqual(16);
    for (const path of jsonRoutes) expect(Object.keys(doc.paths), path).toContain(path);
  });
});
