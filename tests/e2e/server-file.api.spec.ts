import { type ChildProcess, spawn } from "node:child_process";
import { EventEmitter } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { failedStart, freePort } from "~test/built-server";

// The server file (server/main.js and server/app.ts): importing the app patches nothing, a setting that is wrong
// stops the start with a message naming it, and `npm run dev` renders every page afresh.

test.describe.configure({ timeout: 120_000 });

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

function request(url: string, method: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("importing and starting the built app in a process leaves another HTTP server in it untouched", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-inproc-"));
  // As server/main.js runs it (an unset NODE_ENV means development, where no page is kept).
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "prajna.db")}`,
    BCRYPT_COST: "10",
  });
  const stdoutWrite = process.stdout.write;
  const stderrWrite = process.stderr.write;

  const built = await import(path.resolve("build/server/index.js"));
  await built.start();
  // Nothing in Node was replaced: not the servers' emit, not the process's streams.
  expect(http.Server.prototype.emit).toBe(EventEmitter.prototype.emit);
  expect(process.stdout.write).toBe(stdoutWrite);
  expect(process.stderr.write).toBe(stderrWrite);

  const app = http.createServer(built.createApp({ clientDir: path.resolve("build/client") }));
  const other = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain" });
    res.end(`the other server: ${req.method} ${req.url}`);
  });
  try {
    const appUrl = await listen(app);
    const otherUrl = await listen(other);
    // The app refuses TRACE and keeps /about; the other server answers both its own way, every time.
    expect((await request(`${appUrl}/`, "TRACE")).status).toBe(405);
    await request(`${appUrl}/about`, "GET");
    const kept = await request(`${appUrl}/about`, "GET");
    expect(kept.headers.etag).toBeTruthy();
    for (const [method, url] of [
      ["TRACE", "/"],
      ["GET", "/about"],
      ["GET", "/about"],
      ["OPTIONS", "/about"],
      ["PROPFIND", "/"],
    ] as const) {
      const answer = await request(`${otherUrl}${url}`, method);
      expect(answer.status, `${method} ${url}`).toBe(200);
      expect(answer.body).toBe(`the other server: ${method} ${url}`);
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers["x-content-type-options"]).toBeUndefined();
    }
  } finally {
    await new Promise((r) => app.close(r));
    await new Promise((r) => other.close(r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

for (const [name, value, says] of [
  ["PORT", "eighty", /PORT must be a whole number from 1 to 65535 \(got "eighty"\)/],
  ["PORT", "70000", /PORT must be a whole number from 1 to 65535/],
  ["PUBLIC_URL", "prajna.example.org", /PUBLIC_URL must be an absolute http:\/\/ or https:\/\/ URL/],
  ["SHUTDOWN_DEADLINE_MS", "soon", /SHUTDOWN_DEADLINE_MS must be/],
] as const) {
  test(`${name}=${value} stops the start with a message naming ${name}`, async () => {
    const { code, stderr, listening } = await failedStart({ [name]: value });
    expect(code).toBe(1);
    expect(listening).toBe(false);
    expect(stderr).toMatch(says);
    // Said plainly: the message, not a stack trace.
    expect(stderr).not.toMatch(/^\s+at /m);
  });
}

test.describe("npm run dev", () => {
  const route = path.resolve("app/routes/about.tsx");
  let original: string;
  let child: ChildProcess | undefined;

  test.afterEach(async () => {
    if (original !== undefined) fs.writeFileSync(route, original);
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  });

  test("renders every page afresh: no kept copy, and an edit shows on the next reload, logged once", async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-dev-"));
    child = spawn(process.execPath, ["server/main.js"], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, "prajna.db")}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (c: Buffer) => (out += c.toString("utf8")));
    child.stderr!.resume();
    let asked = 0;
    const about = () => {
      asked++;
      return fetch(`http://127.0.0.1:${port}/about`);
    };
    await expect.poll(() => out, { timeout: 60_000 }).toContain("(development)");

    for (let i = 0; i < 2; i++) {
      const answer = await about();
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("etag")).toBeNull();
    }

    original = fs.readFileSync(route, "utf8");
    const marker = `edited-${Date.now()}`;
    expect(original).toContain("About {SITE.name}</h1>");
    fs.writeFileSync(route, original.replace("About {SITE.name}</h1>", `About {SITE.name} ${marker}</h1>`));
    await expect.poll(async () => (await (await about()).text()).includes(marker), { timeout: 20_000 }).toBe(true);
    fs.writeFileSync(route, original);
    await expect.poll(async () => (await (await about()).text()).includes(marker), { timeout: 20_000 }).toBe(false);

    // Each request is logged once: nothing stacks as modules reload.
    await expect.poll(() => out.split("\n").filter((line) => line.includes('"route":"/about"')).length).toBe(asked);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
