import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser } from "~test/fixtures";
import { database, optimizeDatabase } from "./db.server";
import { engineOf } from "./dialect";
import { scheduleDatabaseMaintenance } from "./maintenance.server";

/**
 * How often the users table was analysed: PostgreSQL counts it (analyze_count, which its emptying between tests does
 * not reset); SQLite has statistics (sqlite_stat1 rows) or none.
 */
async function analyses(): Promise<number> {
  const db = await database();
  const { rows } =
    engineOf(db) === "postgres"
      ? await sql<{ n: number }>`select analyze_count as n from pg_stat_user_tables where relname = 'users'`.execute(db)
      : await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = 'users'`.execute(db);
  return Number(rows[0]?.n ?? 0);
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
    const before = await analyses();
    await optimizeDatabase();
    await expect.poll(analyses, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  it("are refreshed on a schedule, until it is stopped", async () => {
    await accounts(400);
    const before = await analyses();
    const stop = scheduleDatabaseMaintenance(10);
    try {
      await expect.poll(analyses, { timeout: 10_000 }).toBeGreaterThan(before);
    } finally {
      stop();
    }
  });
});
