/**
 * Benchmark (not a test): does a signed-in reader's or an operator's page stay as fast when the database is large?
 *   npm run build && npm run bench:scale                 SQLite, three sizes
 *   npm run bench:scale -- --pg                          the same on a throwaway PostgreSQL cluster
 *   npm run bench:scale -- --sizes=small,medium          fewer sizes (the largest takes minutes to seed)
 *   npm run bench:scale -- --pg --sizes=large --keep     leave the last size's database and server running, to look at
 * Each size is seeded into a database of its own, the built server is started on it, and every page below is loaded
 * with autocannon (10 connections, BENCH_SECONDS each, default 5): p50 and p95 at each size, then the ratio of the
 * largest size's p50 to the smallest's.
 *
 * Seeding: the two accounts that sign in (a reader and an operator), the reader's journey (encrypted, through
 * saveTurn) and a contact message go through the app's own code. Everyone else is written by a few set-based
 * INSERT ... SELECT statements producing the same rows: one bcrypt hash (made by the app) reused for every account,
 * since hashing 100k passwords would take most of an hour, and the journey's texts encrypted by the app's
 * encryptText into a pool of 1000 ciphertexts reused round-robin (the rows look exactly as saved ones do, and the
 * server decrypts them with the same key), each with its answer's HTML kept and TOKENS_PER_ITEM search-index rows, as saved
 * turns have, so the server starts with nothing to backfill (a backfill running during the measurement would slow every
 * page alike).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "kysely";
import { startBuiltServer } from "~test/built-server";
import { type PostgresCluster, startPostgres } from "~test/postgres";

const SECONDS = Number(process.env.BENCH_SECONDS) || 5;
const args = process.argv.slice(2);
const PG = args.includes("--pg");
const KEEP = args.includes("--keep");
const SIZES = [
  { name: "small", accounts: 100, items: 1_000, messages: 100 },
  { name: "medium", accounts: 10_000, items: 100_000, messages: 10_000 },
  { name: "large", accounts: 100_000, items: 1_000_000, messages: 100_000 },
];
const wanted = args
  .find((a) => a.startsWith("--sizes="))
  ?.slice("--sizes=".length)
  .split(",");
const sizes = wanted ? SIZES.filter((s) => wanted.includes(s.name)) : SIZES;
const POOL = 1000;
const TOKENS_PER_ITEM = 8;
const PASSWORD = "quiet-mountain-path";
const READER = "bench-reader@example.org";
const OPERATOR = "bench-ops@example.org";
const KEY = "bench-scale-data-encryption-key-0123456789";
const SESSION_SECRET = "bench-scale-session-secret-0123456789abcdef";

if (!fs.existsSync("build/server/index.js")) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-scale-"));
Object.assign(process.env, { DATA_DIR: dataDir, DATA_ENCRYPTION_KEY: KEY, SESSION_SECRET, BCRYPT_COST: "10", ADMIN_EMAILS: OPERATOR });
const config = await import("~/config.server");
config.followEnvironmentChanges();
const { closeDatabase, database, optimizeDatabase } = await import("~/db/db.server");
const { engineOf } = await import("~/db/dialect");
const { registerUser } = await import("~/auth/credentials.server");
const { saveTurn } = await import("~/journey/questions.server");
const { encryptText } = await import("~/journey/crypto.server");
const { renderAnswerHtml, ANSWER_HTML_VERSION } = await import("~/wisdom/render.server");
const { sendContactMessage } = await import("~/contact/contact.server");

type Size = (typeof SIZES)[number];

/** The numbers 1..n as rows of a column i, on both engines. */
const series = (n: number) => sql`with recursive s(i) as (select 1 union all select i + 1 from s where i < ${sql.lit(n)})`;

/**
 * PostgreSQL: load a big table as a bulk load does: its constraints and indexes are taken off, the rows written, and
 * the very same definitions (read back from the catalogue) put on again, so the keys are built by one sort and the
 * foreign keys checked by one join. Row by row, 8M search-index rows into a primary key of made-up hashes had not
 * finished in an hour. A primary key other tables refer to stays (keepPrimaryKey). Then the table's statistics are
 * refreshed: the foreign-key checks of later inserts are planned from them (a check planned while the accounts table
 * held two rows read all 100k accounts for each of a million conversations). SQLite keeps the rows in the primary
 * key's own b-tree, and is fast enough as it is.
 */
type Db = Awaited<ReturnType<typeof database>>;
async function withoutConstraints(db: Db, table: string, load: (db: Db) => Promise<unknown>, keepPrimaryKey = false) {
  if (engineOf(db) !== "postgres") return load(db);
  const constraints = (
    await sql<{ name: string; definition: string; contype: string }>`select conname as name, pg_get_constraintdef(oid) as definition,
      contype from pg_constraint where conrelid = ${table}::regclass order by contype = 'f'`.execute(db)
  ).rows.filter((c) => !(keepPrimaryKey && c.contype === "p"));
  const indexes = (
    await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
      where tablename = ${table} and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(db)
  ).rows;
  // One connection throughout, so the session's memory for building indexes is the one that builds them.
  await db.connection().execute(async (conn) => {
    for (const c of [...constraints].reverse()) await sql.raw(`alter table "${table}" drop constraint "${c.name}"`).execute(conn);
    for (const i of indexes) await sql.raw(`drop index "${i.name}"`).execute(conn);
    await sql`set maintenance_work_mem = '1GB'`.execute(conn);
    await load(conn);
    for (const c of constraints) await sql.raw(`alter table "${table}" add constraint "${c.name}" ${c.definition}`).execute(conn);
    for (const i of indexes) await sql.raw(i.definition).execute(conn);
    await sql`reset maintenance_work_mem`.execute(conn);
    await sql.raw(`analyze "${table}"`).execute(conn);
  });
}

async function seed(size: Size): Promise<{ readerId: number; messageId: number }> {
  const db = await database();
  const reader = await registerUser({ name: "Bench Reader", email: READER, password: PASSWORD });
  const operator = await registerUser({ name: "Bench Operator", email: OPERATOR, password: PASSWORD });
  if (!reader.ok || !operator.ok) throw new Error("could not create the bench's accounts");
  const now = new Date().toISOString();
  await db.updateTable("users").set({ email_verified_at: now }).where("id", "in", [reader.user.id, operator.user.id]).execute();
  const hash = (await db.selectFrom("users").select("password_hash").where("id", "=", reader.user.id).executeTakeFirstOrThrow())
    .password_hash;

  // The reader's own journey: ten conversations (as many as every seeded account has), through the app.
  for (let i = 0; i < 10; i++) {
    await saveTurn({
      userId: reader.user.id,
      question: `How do I practise kindness when I am tired? (${i})`,
      category: i % 2 ? "life" : "general",
      answer: "Begin with yourself: a kind breath, then a kind word to the next person you meet. ".repeat(4),
      sources: [{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }],
      provider: "library",
    });
  }
  const contact = await sendContactMessage(
    { name: "Wren", email: READER, subject: "feedback", message: "Could the library say more about loving-kindness?" },
    new Request("http://localhost/contact", { method: "POST" }),
    reader.user.id,
  );
  if (!contact.ok) throw new Error("could not send the bench's contact message");

  // A pool of encrypted texts and timestamps spread over two years, reused round-robin by the set-based inserts.
  await sql`create table bench_pool (k integer primary key, at text not null, q text not null, a text not null, h text not null, s text not null)`.execute(
    db,
  );
  const day = 86_400_000;
  const pool = Array.from({ length: POOL }, (_, k) => {
    const answer = `Stillness is not the absence of movement but the absence of grasping. (${k}) `.repeat(5);
    return {
      k,
      at: new Date(Date.now() - ((k * 7919) % 730) * day - k * 1000).toISOString(),
      q: encryptText(`What does the teacher mean by stillness, question ${k}?`),
      a: encryptText(answer),
      // Saved as saveTurn saves them: the answer's HTML kept beside it, so the server has nothing to backfill.
      h: encryptText(renderAnswerHtml(answer)),
      s: encryptText(JSON.stringify([{ title: "Lao Tzu", url: "/articles/lao-tzu-wu-wei" }])),
    };
  });
  for (let i = 0; i < pool.length; i += 200)
    await db
      .insertInto("bench_pool" as never)
      .values(pool.slice(i, i + 200) as never)
      .execute();

  const others = size.accounts - 2;
  const firstId = (await sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id from users`.execute(db)).rows[0].id;
  await sql`${series(others)}
    insert into users (email, name, password_hash, created_at, updated_at, email_verified_at, last_seen_at)
    select 'reader' || i || '@example.org', 'Reader ' || i, ${hash}, p.at, p.at, p.at, case when i % 3 = 0 then null else p.at end
    from s join bench_pool p on p.k = i % ${sql.lit(POOL)}`.execute(db);
  if (engineOf(db) === "postgres") await sql`analyze users`.execute(db);
  const items = size.items - 10;
  const lastConversation = (await sql<{ id: number }>`select coalesce(max(id), 0) as id from conversations`.execute(db)).rows[0].id;
  await withoutConstraints(
    db,
    "conversations",
    (db) =>
      sql`${series(items)}
    insert into conversations (user_id, category, rating, created_at, updated_at)
    select ${sql.lit(firstId)} + i % ${sql.lit(others)}, case when i % 2 = 0 then 'life' else 'general' end, null, p.at, p.at
    from s join bench_pool p on p.k = i % ${sql.lit(POOL)}`.execute(db),
    true,
  );
  await withoutConstraints(
    db,
    "questions",
    (db) =>
      sql`insert into questions (user_id, conversation_id, category, question_enc, answer_enc, answer_html_enc, answer_html_version,
      search_indexed, sources_enc, provider, created_at)
    select c.user_id, c.id, c.category, p.q, p.a, p.h, ${sql.lit(ANSWER_HTML_VERSION)}, 1, p.s, 'library', c.created_at
    from conversations c join bench_pool p on p.k = c.id % ${sql.lit(POOL)} where c.id > ${sql.lit(lastConversation)}`.execute(db),
    true,
  );
  // Their search index: TOKENS_PER_ITEM rows a conversation (a real one has more, one per word beginning; these give the
  // table its size). The hashes are made up: only the reader searches, and the reader's own rows are real.
  await withoutConstraints(db, "journey_search_tokens", (db) =>
    sql`${series(TOKENS_PER_ITEM)}
    insert into journey_search_tokens (user_id, token_hash, conversation_id)
    select c.user_id, (cast(c.id as bigint) * ${sql.lit(TOKENS_PER_ITEM)} + s.i) * 7919 % 281474976710597, c.id
    from conversations c cross join s where c.id > ${sql.lit(lastConversation)}
    ${engineOf(db) === "sqlite" ? sql`order by c.user_id, 2` : sql``}`.execute(db),
  );
  // Messages from accounts, one in a hundred not opened yet.
  await sql`${series(size.messages - 1)}
    insert into contact_messages (name, email, subject, message, user_id, client_key, created_at, read_at, handled_at)
    select 'Reader ' || i, 'reader' || i || '@example.org', 'feedback', 'A question about the library, and thanks.',
      ${sql.lit(firstId)} + i % ${sql.lit(others)}, 'user:' || (${sql.lit(firstId)} + i % ${sql.lit(others)}), p.at,
      case when i % 100 = 0 then null else p.at end, case when i % 2 = 0 then p.at else null end
    from s join bench_pool p on p.k = i % ${sql.lit(POOL)}`.execute(db);
  await sql`drop table bench_pool`.execute(db);
  await optimizeDatabase();
  const message = await db.selectFrom("contact_messages").select("id").where("user_id", "=", reader.user.id).executeTakeFirstOrThrow();
  if (engineOf(db) === "sqlite") await sql`pragma wal_checkpoint(truncate)`.execute(db);
  return { readerId: reader.user.id, messageId: message.id };
}

async function signIn(url: string, email: string): Promise<string> {
  const login = await fetch(`${url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("prajna_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(`could not sign in as ${email} (${login.status})`);
  return cookie;
}

async function measure(url: string, cookie: string): Promise<{ p50: number; p95: number }> {
  const first = await fetch(url, { headers: { cookie }, redirect: "manual" });
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
  // Every response's time, for exact percentiles (autocannon's own summary has no p95).
  const times: number[] = [];
  const run = autocannon({ url, connections: 10, duration: SECONDS, headers: { cookie, "accept-encoding": "gzip" } });
  run.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await run;
  const bad = result.errors + result.non2xx;
  if (bad > 0) console.warn(`  (${bad} of ${result.requests.total} requests to ${url} failed or were not 2xx)`);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

const cluster: PostgresCluster | null = PG ? await startPostgres() : null;
const results = new Map<string, Map<string, { p50: number; p95: number }>>();
console.log(
  `Prajna scale bench on ${PG ? "PostgreSQL" : "SQLite"}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), ` +
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, Node ${process.version}, ${SECONDS} s per page\n`,
);
try {
  for (const size of sizes) {
    const databaseUrl = cluster ? await cluster.createDatabase(`scale_${size.name}`) : `file:${path.join(dataDir, `${size.name}.db`)}`;
    process.env.DATABASE_URL = databaseUrl;
    const started = performance.now();
    const { readerId, messageId } = await seed(size);
    await closeDatabase();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${size.name}: ${size.accounts.toLocaleString("en")} accounts, ${size.items.toLocaleString("en")} journey items, ` +
        `${size.messages.toLocaleString("en")} contact messages; seeded in ${seconds.toFixed(0)} s`,
    );
    const server = await startBuiltServer({
      DATABASE_URL: databaseUrl,
      DATA_ENCRYPTION_KEY: KEY,
      SESSION_SECRET,
      ADMIN_EMAILS: OPERATOR,
    });
    try {
      const reader = await signIn(server.url, READER);
      const operator = await signIn(server.url, OPERATOR);
      const pages: Array<[string, string, string]> = [
        ["dashboard", "/dashboard", reader],
        ["history", "/history", reader],
        ["history search", "/history?q=kindness", reader],
        ["account", "/account", reader],
        ["/admin", "/admin", operator],
        ["/admin/messages", "/admin/messages", operator],
        ["/admin/messages/:id", `/admin/messages/${messageId}`, operator],
        ["/admin/accounts?q=", "/admin/accounts?q=reader42%40example.org", operator],
        ["/admin/accounts/:id", `/admin/accounts/${readerId}`, operator],
      ];
      const row = new Map<string, { p50: number; p95: number }>();
      for (const [label, page, cookie] of pages) {
        const m = await measure(`${server.url}${page}`, cookie);
        row.set(label, m);
        console.log(`  ${label.padEnd(22)} p50 ${String(m.p50).padStart(5)} ms   p95 ${String(m.p95).padStart(5)} ms`);
      }
      results.set(size.name, row);
      if (KEEP && size === sizes.at(-1)) {
        console.log(
          `\nKept until interrupted: DATABASE_URL=${databaseUrl}  server ${server.url}\n  reader ${reader}\n  operator ${operator}`,
        );
        await new Promise((resolve) => process.once("SIGINT", resolve));
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await closeDatabase();
  cluster?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const names = [...results.keys()];
if (names.length > 1) {
  const [smallest, largest] = [results.get(names[0])!, results.get(names[names.length - 1])!];
  console.log(`\np50 at ${names[names.length - 1]} / p50 at ${names[0]} (1.00 = as fast at any size; p50 of 0 ms counted as 1 ms):`);
  for (const [label, big] of largest) {
    const small = smallest.get(label)!;
    console.log(`  ${label.padEnd(22)} ${(Math.max(big.p50, 1) / Math.max(small.p50, 1)).toFixed(2)}`);
  }
}
