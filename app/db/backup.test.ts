import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseFile } from "~/config.server";
import { closeDatabase, database } from "./db.server";
import { backupName } from "./backup.server";

// `npm run db:backup` as an operator runs it: a separate process copying the database file while another process
// keeps writing to it, as a running server would.

const TSX = path.resolve("node_modules/.bin/tsx");
const SCRIPT = path.resolve("scripts/db-backup.ts");

function runBackup(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [SCRIPT, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Another process writing to the database without pause: each transaction adds a pair of rows (a-N and b-N) to
 * event_counts, so a copy taken mid-transaction would show half a pair.
 */
function startWriter(file: string): ChildProcess {
  const code = `
    const SQLite = require("better-sqlite3");
    const db = new SQLite(${JSON.stringify(file)});
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare("insert into event_counts (day, name, count) values ('2026-01-01', ?, ?)");
    const pair = db.transaction((n) => { insert.run("a-" + n, n); insert.run("b-" + n, n); });
    let n = 0;
    const step = () => { for (let i = 0; i < 20; i++) pair(++n); process.stdout.write(n + "\\n"); setImmediate(step); };
    step();
  `;
  return spawn(process.execPath, ["-e", code], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-backup-"));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("npm run db:backup on SQLite", () => {
  it("copies the database while another process writes to it: the copy opens, is whole and holds the rows", async () => {
    // The app's own database, migrated, with rows written before the backup starts.
    const db = await database();
    await db
      .insertInto("event_counts")
      .values(Array.from({ length: 50 }, (_, i) => ({ day: "2025-12-31", name: `before-${i}`, count: i })))
      .execute();
    const file = databaseFile();
    await closeDatabase();

    const writer = startWriter(file);
    let written = 0;
    writer.stdout!.on("data", (c: Buffer) => (written = Number(c.toString("utf8").trim().split("\n").at(-1))));
    try {
      // The writer is well under way before the copy starts.
      await expect.poll(() => written, { timeout: 10_000 }).toBeGreaterThan(200);
      const target = path.join(dir, "copy.db");
      const result = await runBackup([target], { DATABASE_URL: `file:${file}`, DATA_DIR: path.dirname(file) });
      const writtenWhenDone = written;
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(target);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(`${target}.partial`)).toBe(false);

      const copy = new SQLite(target, { readonly: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        const names = new Set(copy.prepare("select name from event_counts").pluck().all() as string[]);
        for (let i = 0; i < 50; i++) expect(names.has(`before-${i}`)).toBe(true);
        const pairs = [...names].filter((n) => n.startsWith("a-")).map((n) => Number(n.slice(2)));
        // Rows the writer added while the copy was being taken are there, whole pairs only, in order.
        expect(pairs.length).toBeGreaterThan(200);
        for (const n of pairs) expect(names.has(`b-${n}`)).toBe(true);
        expect([...names].filter((n) => n.startsWith("b-")).length).toBe(pairs.length);
        expect(Math.max(...pairs)).toBe(pairs.length);
        expect(pairs.length).toBeLessThanOrEqual(writtenWhenDone);
        // The migrations' record came along: the copy is a database the app can open as it is.
        expect(copy.prepare("select count(*) from kysely_migration").pluck().get()).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
    } finally {
      writer.kill("SIGTERM");
      await new Promise((r) => writer.once("exit", r));
    }
  });

  it("without an argument writes a dated file into BACKUP_DIR, and never replaces a file", async () => {
    await database();
    const file = databaseFile();
    await closeDatabase();
    const backups = path.join(dir, "backups");
    const env = { DATABASE_URL: `file:${file}`, DATA_DIR: path.dirname(file), BACKUP_DIR: backups };
    const first = await runBackup([], env);
    expect(first.code).toBe(0);
    const made = first.stdout.trim();
    expect(path.dirname(made)).toBe(backups);
    expect(path.basename(made)).toMatch(/^prajna-\d{8}-\d{6}\.db$/);
    expect(fs.statSync(backups).mode & 0o777).toBe(0o700);

    const again = await runBackup([made], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists");
  });

  it("names its files by the UTC time", () => {
    expect(backupName(new Date("2026-03-04T05:06:07.890Z"))).toBe("prajna-20260304-050607.db");
  });
});

describe("npm run db:backup on PostgreSQL", () => {
  it("copies nothing, prints the pg_dump command to use and exits non-zero", async () => {
    const result = await runBackup([path.join(dir, "x.db")], { DATABASE_URL: "postgres://prajna@db.internal:5432/prajna" });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain('pg_dump --format=custom --no-owner --file="prajna-');
    expect(result.stderr).toContain("pg_restore");
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
