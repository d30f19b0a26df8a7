import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser } from "~test/fixtures";
import { database, optimizeDatabase } from "./db.server";
import { engineOf } from "./dialect";
import { scheduleDatabaseMaintenance } from "./maintenance.server";

/** Has the planner statistics for the users table: sqlite_stat1 on SQLite, an ANALYZE on PostgreSQL. */
async function analysed(): Promise<boolean> {
  const db = await database();
  if (engineOf(db) === "postgres") {
    const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stats where tablename = 'users'`.execute(db);
    return Number(rows[0].n) > 0;
  }
  const { rows } = await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = 'users'`.execute(db);
  return Number(rows[0].n) > 0;
}

async function accounts(n: number) {
  const db = await database();
  const at = new Date().toISOString();
  await db
    .insertInto("users")
    .values(
      Array.from({ length: n }, (_, i) => ({ email: `r${i}@example.org`, name: "R", password_hash: "x", created_at: at, updated_at: at })),
    )
    .execute();
}

describe("planner statistics", () => {
  it("are refreshed on demand (PRAGMA optimize / ANALYZE)", async () => {
    await createUser();
    await accounts(400);
    await optimizeDatabase();
    expect(await analysed()).toBe(true);
  });

  it("are refreshed on a schedule, until it is stopped", async () => {
    await accounts(400);
    expect(await analysed()).toBe(false);
    const stop = scheduleDatabaseMaintenance(10);
    try {
      await expect.poll(analysed, { timeout: 10_000 }).toBe(true);
    } finally {
      stop();
    }
  });
});
