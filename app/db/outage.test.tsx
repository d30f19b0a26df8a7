import net from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { renderToStaticMarkup } from "react-dom/server";
import { type EntryContext, RouterContextProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postgresUrl } from "~/config.server";
import {
  closeDatabase,
  database,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  sqliteHandleForTests,
  transaction,
} from "~/db/db.server";
import handleRequest, { handleError } from "~/entry.server";
import { databaseUnavailableContext } from "~/lib/database-unavailable.server";
import { ErrorBoundary } from "~/root";
import * as healthz from "~/routes/api/healthz";
import * as me from "~/routes/api/auth.me";
import * as aiAsk from "~/routes/api/ai.ask";
import * as completions from "~/routes/api/v1.chat-completions";
import { createUser, jsonRequest } from "~test/fixtures";
import { routeArgs } from "~test/route-args";

// The app survives its database: a PostgreSQL that restarts (its connections ended, in use or idle) or stops
// answering ends no request badly and never the process. Meanwhile every route answers 503 with Retry-After in its
// own shape and /healthz says degraded; within seconds of the database's return the next request succeeds.

/** Anything that escaped as an uncaught exception or an unhandled rejection while a test ran. */
const escaped: unknown[] = [];
const record = (error: unknown) => void escaped.push(error);
beforeEach(() => {
  escaped.length = 0;
  process.on("uncaughtException", record);
  process.on("unhandledRejection", record);
});
afterEach(async () => {
  // Late 'error' events of connections that died would show up here.
  await delay(50);
  process.off("uncaughtException", record);
  process.off("unhandledRejection", record);
  expect(escaped.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e)))).toEqual([]);
});

/** A TCP relay in front of the test cluster: stopping it is the database going away, starting it its return. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => s.destroy());
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    /** Refuse new connections and cut the open ones, as a stopped server does. */
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}

async function status(res: Response | Promise<Response>) {
  const r = await res;
  return { status: r.status, retryAfter: r.headers.get("Retry-After"), body: (await r.json()) as Record<string, unknown> };
}

const QUESTION = "How do I stay calm?";

describe("on PostgreSQL", () => {
  it("a query whose connection the server ends before it ran is sent again; a session's later statement fails alone", async (ctx) => {
    if (!postgresUrl()) return ctx.skip();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const db = await database();
      // Killed in the middle of a one-off query (as a restart ends every session: 57P01, the query rolled back): it is
      // sent again on a fresh connection, and the caller gets its answer.
      // (a failure is taken at once: left unhandled while the test waits, it would count as escaped)
      const running = sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(1)`.execute(db).then(
        (result) => result.rows[0]!.pid,
        (e: unknown) => e,
      );
      let killed: number | undefined;
      for (let i = 0; i < 100 && killed === undefined; i++) {
        const { rows } = await admin.query<{ pid: number }>(
          "select pid, pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_backend_pid() as pid, pg_sleep(1)%' and pid <> pg_backend_pid()",
        );
        killed = rows[0]?.pid;
        if (killed === undefined) await delay(20);
      }
      expect(killed).toBeDefined();
      const answeredBy = await running;
      expect(typeof answeredBy).toBe("number");
      expect(answeredBy).not.toBe(killed);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);

      // Killed while checked out and idle between two statements of a session (its state lives on that connection, so
      // nothing is sent again): the client's 'error' event has a listener, so the process goes on; the next statement
      // on it fails, and the pool drops it.
      const held = await db
        .connection()
        .execute(async (conn) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn);
          await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
          await delay(200);
          await sql`select 1`.execute(conn);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(held)).toBe(true);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
    }
  });

  it("a transaction the server ends before it commits (as a restart does) is run again, and commits once", async (ctx) => {
    if (!postgresUrl()) return ctx.skip();
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const db = await database();
      await sql`create table if not exists tx_probe (label text not null)`.execute(db);
      await sql`delete from tx_probe`.execute(db);
      let runs = 0;
      await transaction(db, async (tx) => {
        runs++;
        await sql`insert into tx_probe (label) values ('written')`.execute(tx);
        if (runs === 1) {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(tx);
          await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
          await delay(100);
        }
        await sql`select 1`.execute(tx);
      });
      expect(runs).toBe(2);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from tx_probe`.execute(db);
      expect(rows[0]!.n).toBe(1);
      await sql`drop table tx_probe`.execute(db);
    } finally {
      await admin.end();
    }
  });

  it("while the database is gone: 503 with Retry-After in each route's shape, /healthz degraded; then ok within seconds", async (ctx) => {
    if (!postgresUrl()) return ctx.skip();
    const target = new URL(process.env.DATABASE_URL!);
    const relay = await startRelay(target);
    await closeDatabase();
    // The shapes of the 503s are what is checked here: requests give up on a database that is gone at once.
    process.env.DATABASE_RETRY_MS = "0";
    const viaRelay = new URL(target);
    viaRelay.port = String(relay.port);
    process.env.DATABASE_URL = viaRelay.toString();
    try {
      const user = await createUser();
      const auth = { Authorization: `Bearer ${user.token}` };
      expect(await status(healthz.loader())).toMatchObject({ status: 200, body: { status: "ok" } });
      expect((await me.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth })))).status).toBe(200);

      // The outage begins while a request holds a connection between two statements.
      const db = await database();
      const held = db
        .connection()
        .execute(async (conn) => {
          await sql`select 1`.execute(conn);
          await relay.stop();
          await delay(100);
          await sql`select 1`.execute(conn);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isDatabaseUnavailable(await held)).toBe(true);

      expect(await status(healthz.loader())).toMatchObject({ status: 503, body: { status: "degraded" } });

      const meDown = await status(me.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth }))));
      expect(meDown).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(meDown.body.error).toMatch(/database is not answering/);

      const askDown = await status(aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION }, auth))));
      expect(askDown).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { success: false } });

      const v1Down = await status(
        completions.action(
          routeArgs(jsonRequest("/v1/chat/completions", { model: "prajna", messages: [{ role: "user", content: QUESTION }] }, auth)),
        ),
      );
      expect(v1Down).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect(v1Down.body.error).toMatchObject({ type: "server_error", message: expect.stringMatching(/database is not answering/) });

      // The database returns: the next requests succeed within a few seconds.
      await relay.start();
      const back = Date.now();
      let health = await status(healthz.loader());
      while (health.status !== 200 && Date.now() - back < 15_000) {
        await delay(100);
        health = await status(healthz.loader());
      }
      expect(health).toMatchObject({ status: 200, body: { status: "ok" } });
      expect((await me.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth })))).status).toBe(200);
    } finally {
      await closeDatabase();
      await relay.stop();
      process.env.DATABASE_URL = target.toString();
      delete process.env.DATABASE_RETRY_MS;
    }
  });

  it("a request that arrives while the database restarts waits for it and succeeds", async (ctx) => {
    if (!postgresUrl()) return ctx.skip();
    const target = new URL(process.env.DATABASE_URL!);
    const relay = await startRelay(target);
    await closeDatabase();
    const viaRelay = new URL(target);
    viaRelay.port = String(relay.port);
    process.env.DATABASE_URL = viaRelay.toString();
    try {
      const user = await createUser();
      const auth = { Authorization: `Bearer ${user.token}` };
      await relay.stop();
      // (the pool has seen its idle connections go, as a restart's own goodbye message tells it)
      await delay(200);
      // Asked while nothing answers; the database is back a moment later (as a restart takes).
      const asked = status(me.loader(routeArgs(new Request("http://localhost/auth/me", { headers: auth }))));
      await delay(600);
      await relay.start();
      expect(await asked).toMatchObject({ status: 200 });
    } finally {
      await closeDatabase();
      await relay.stop();
      process.env.DATABASE_URL = target.toString();
    }
  });

  it("a database that does not answer when the app starts is migrated once it does", async (ctx) => {
    if (!postgresUrl()) return ctx.skip();
    const target = new URL(process.env.DATABASE_URL!);
    const relay = await startRelay(target);
    await relay.stop();
    await closeDatabase();
    // (the first attempt gives up at once rather than waiting out the retry window: the return is what is tested)
    process.env.DATABASE_RETRY_MS = "0";
    const viaRelay = new URL(target);
    viaRelay.port = String(relay.port);
    process.env.DATABASE_URL = viaRelay.toString();
    try {
      const first = await database().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(first)).toBe(true);
      expect(await status(healthz.loader())).toMatchObject({ status: 503, body: { status: "degraded" } });
      await relay.start();
      // The migrations are tried again once their pause has passed (at most a few seconds): the clock is moved past
      // it rather than waited for, so the next request is the one that must find the database and migrate it.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 10_000);
      expect(await status(healthz.loader())).toMatchObject({ status: 200, body: { status: "ok" } });
    } finally {
      vi.useRealTimers();
      await closeDatabase();
      await relay.stop();
      process.env.DATABASE_URL = target.toString();
      delete process.env.DATABASE_RETRY_MS;
    }
  });
});

describe("on SQLite, a database locked past its busy timeout", () => {
  it("tells the database's unavailability from other errors", () => {
    for (const code of [
      "57P01",
      "57P03",
      "08006",
      "08001",
      "ECONNREFUSED",
      "ECONNRESET",
      "SQLITE_BUSY",
      "SQLITE_LOCKED",
      "SQLITE_BUSY_SNAPSHOT",
    ]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("wrapped", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]))).toBe(true);
    for (const code of ["23505", "42P01", "SQLITE_CONSTRAINT_UNIQUE", "SQLITE_ERROR"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code })), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it("a JSON route that cannot write answers 503 with Retry-After, not 500", async (ctx) => {
    if (postgresUrl()) return ctx.skip();
    const user = await createUser();
    const sqlite = (await sqliteHandleForTests())!;
    sqlite.pragma("busy_timeout = 50");
    const other = new SQLite(sqlite.name);
    other.exec("BEGIN IMMEDIATE");
    try {
      const res = await status(
        aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION }, { Authorization: `Bearer ${user.token}` }))),
      );
      expect(res).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { success: false } });
      expect(res.body.error).toMatch(/database is not answering/);
    } finally {
      other.exec("ROLLBACK");
      other.close();
      sqlite.pragma("busy_timeout = 5000");
    }
    const again = await aiAsk.action(routeArgs(jsonRequest("/ai/ask", { question: QUESTION }, { Authorization: `Bearer ${user.token}` })));
    expect(again.status).toBe(200);
  });

  it("a page that met it is rendered again as a 503 with Retry-After, its message in the layout", async () => {
    const busy = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    const request = new Request("http://localhost/history");
    const context = new RouterContextProvider();
    handleError(busy, { request, params: {}, context } as unknown as Parameters<typeof handleError>[1]);
    expect(context.get(databaseUnavailableContext)).toBe(true);
    const headers = new Headers();
    let thrown: unknown;
    try {
      await handleRequest(request, 500, headers, {} as EntryContext, context);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).text()).toMatch(/database is not answering/);
    expect(headers.get("Retry-After")).toMatch(/^\d+$/);

    // React Router renders the root's error boundary with that response as the error.
    const props = { error: new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", DATABASE_UNAVAILABLE_MESSAGE) };
    const html = renderToStaticMarkup(<ErrorBoundary {...(props as unknown as Parameters<typeof ErrorBoundary>[0])} />);
    expect(html).toContain("Temporarily unavailable");
    expect(html).toContain("database is not answering");
  });
});
