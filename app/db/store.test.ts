import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { postgresUrl } from "~/config.server";
import { database, databaseHealthy, databasePoolStats, transaction } from "~/db/db.server";
import { engineOf } from "~/db/dialect";
import { migrations } from "~/db/migrations";
import { createUser } from "~test/fixtures";

// The store behaves the same on SQLite and on PostgreSQL (this file runs in both Vitest projects).
describe("the store", () => {
  it("runs on the engine DATABASE_URL names, and answers the health check", async () => {
    const db = await database();
    expect(engineOf(db)).toBe(postgresUrl() ? "postgres" : "sqlite");
    expect(await databaseHealthy()).toBe(true);
  });

  it("reports pool use on PostgreSQL only", async () => {
    await database();
    const stats = databasePoolStats();
    if (postgresUrl()) {
      expect(stats).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: expect.any(Number) });
      expect(stats!.total).toBeGreaterThanOrEqual(1);
    } else {
      expect(stats).toBeNull();
    }
  });

  it("gives counts and ids back as numbers, and timestamps as the same ISO text", async () => {
    const user = await createUser();
    const db = await database();
    const at = "2026-03-04T05:06:07.089Z";
    const row = await db
      .insertInto("meditation_sessions")
      .values({ user_id: user.id, minutes: 15, focus: "breath", experience: "beginner", completed_at: at })
      .returning(["id", "completed_at"])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id: expect.any(Number), completed_at: at });
    const { n } = await db
      .selectFrom("meditation_sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
    const { total } = await db
      .selectFrom("meditation_sessions")
      .select((eb) => eb.fn.sum<number>("minutes").as("total"))
      .executeTakeFirstOrThrow();
    expect(total).toBe(15);
    expect(typeof user.id).toBe("number");
  });

  it("compares text case-sensitively with = on both engines", async () => {
    const user = await createUser({ email: "case.check@example.org" });
    const db = await database();
    const found = await db.selectFrom("users").select("id").where("email", "=", "Case.Check@example.org").execute();
    expect(found).toEqual([]);
    expect(await db.selectFrom("users").select("id").where("email", "=", user.email).execute()).toEqual([{ id: user.id }]);
  });

  it("no longer keeps the library's search index: an old SQLite file's index tables are dropped on upgrade", async () => {
    const db = await database();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0020_conversations")).error).toBeUndefined();
    if (engineOf(db) === "sqlite") {
      // What versions before the in-memory index left in the file.
      await sql`create virtual table search_fts using fts5(title, body)`.execute(db);
      await sql`create table search_meta (key text primary key, value text not null)`.execute(db);
      expect((await db.introspection.getTables()).map((t) => t.name)).toContain("search_meta");
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names.filter((n) => n.startsWith("search_"))).toEqual([]);
    expect(names).toContain("conversations");
  });
  it("keeps the sessions signed in across the upgrade to idle timeouts: remembered, the User-Agent kept only in words", async () => {
    const user = await createUser();
    const db = await database();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0021_drop_search_index")).error).toBeUndefined();
    const now = new Date().toISOString();
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    await sql`insert into sessions (user_id, token_hash, created_at, expires_at, last_used_at, user_agent)
              values (${user.id}, ${"old-hash"}, ${now}, ${now}, ${now}, ${firefox})`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom("sessions").selectAll().where("token_hash", "=", "old-hash").execute();
    expect(rows).toEqual([expect.objectContaining({ device: "Firefox on Linux", remember: 1, last_seen_at: now, place: null })]);
    expect(Object.keys(rows[0])).not.toContain("user_agent");
    // And back down, for a rollback.
    expect((await migrator.migrateTo("0021_drop_search_index")).error).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});

// A restart can close a connection mid-transaction without a word ("Connection terminated unexpectedly"): the
// transaction was rolled back, so it is run again; an error in what was asked is not retried.
describe("a transaction that loses its connection before it commits", () => {
  const sessionRow = (userId: number) => ({
    user_id: userId,
    minutes: 5,
    focus: "breath",
    experience: "beginner",
    completed_at: "2026-01-01T00:00:00.000Z",
  });

  it("is run again, and what the lost attempt wrote is not kept", async () => {
    const user = await createUser();
    const db = await database();
    let attempts = 0;
    const id = await transaction(db, async (tx) => {
      attempts++;
      const row = await tx.insertInto("meditation_sessions").values(sessionRow(user.id)).returning("id").executeTakeFirstOrThrow();
      if (attempts === 1) throw new Error("Connection terminated unexpectedly");
      return row.id;
    });
    expect(attempts).toBe(2);
    const rows = await db.selectFrom("meditation_sessions").select("id").where("user_id", "=", user.id).execute();
    expect(rows).toEqual([{ id }]);
  });

  it("is not run again for an error in what it asked", async () => {
    const user = await createUser();
    const db = await database();
    let attempts = 0;
    await expect(
      transaction(db, async (tx) => {
        attempts++;
        await tx.insertInto("meditation_sessions").values(sessionRow(user.id)).execute();
        throw new Error("not a database outage");
      }),
    ).rejects.toThrow("not a database outage");
    expect(attempts).toBe(1);
    expect(await db.selectFrom("meditation_sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
  });
});
