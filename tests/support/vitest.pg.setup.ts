import pg from "pg";
import { afterAll, beforeEach, inject } from "vitest";

/**
 * Runs after vitest.setup.ts (temporary data folder, closed database before each test): the store is this worker's
 * own PostgreSQL database, created on first use and migrated by the app itself, with every table emptied (ids
 * restarted) before each test, which isolates tests as a fresh SQLite file does, at a fraction of the cost.
 */
const admin = new URL(inject("postgresUrl"));
const name = `prajna_test_${process.env.VITEST_POOL_ID ?? process.pid}`;
const url = new URL(admin);
url.pathname = `/${name}`;

async function ensureDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!found.rowCount) await client.query(`create database ${name}`);
  } catch (err) {
    // another file on the same worker id made it a moment ago
    if ((err as { code?: string }).code !== "42P04") throw err;
  } finally {
    await client.end();
  }
}

await ensureDatabase();
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

beforeEach(async () => {
  process.env.DATABASE_URL = url.toString();
  const { rows } = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'",
  );
  if (rows.length) await client.query(`truncate ${rows.map((r) => `"${r.tablename}"`).join(", ")} restart identity cascade`);
});

afterAll(async () => {
  await client.end();
});
