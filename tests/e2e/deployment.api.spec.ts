import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { type BuiltServer, freePort, startBuiltServer } from "~test/built-server";
import { Client as PgClient } from "pg";
import { type PostgresCluster, startPostgres } from "~test/postgres";

// The deployment of docs/deploy.md, as an operator runs it: PostgreSQL and nginx from Debian's packages, two built
// instances with the same secrets and TRUST_PROXY, the project's own deploy/nginx.conf with TLS and ports put in. A
// write workload of 20 signed-in people runs through nginx over https while the faults happen one after another: a
// PostgreSQL restart, SIGTERM of one instance (started again), a rolling restart as docs/deploy.md says, then posts
// after idle gaps near the keep-alive timeouts. Every request must succeed and every acknowledged write be there.

test.describe.configure({ mode: "serial", timeout: 360_000 });

const PEOPLE = 20;
const TLS_DIR = path.resolve("tests/fixtures/tls");

interface Answer {
  status: number;
  body: string;
}

/** One client of the site: https through nginx, keep-alive, the test certificate accepted. */
const agent = new https.Agent({ keepAlive: true, maxSockets: 64, rejectUnauthorized: false });

function call(base: string, method: string, pathname: string, body?: unknown, token?: string): Promise<Answer> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = https.request(
      `${base}${pathname}`,
      {
        method,
        agent,
        headers: {
          Accept: "application/json",
          ...(data ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on("error", (e) => resolve({ status: 0, body: String(e) }));
      },
    );
    req.on("error", (e) => resolve({ status: 0, body: String(e) }));
    req.end(data);
  });
}

/** A page's form, posted as a browser on the site's https origin posts it (no JavaScript): urlencoded, with Origin. */
function postForm(
  base: string,
  pathname: string,
  fields: Record<string, string>,
  cookie = "",
): Promise<Answer & { location?: string; cookie: string }> {
  return new Promise((resolve) => {
    const data = new URLSearchParams(fields).toString();
    const req = https.request(
      `${base}${pathname}`,
      {
        method: "POST",
        agent,
        headers: {
          Origin: base,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(data),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            location: res.headers.location,
            cookie: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; "),
          }),
        );
      },
    );
    req.on("error", (e) => resolve({ status: 0, body: String(e), cookie: "" }));
    req.end(data);
  });
}

/** deploy/nginx.conf as shipped, with only what a deployment fills in: TLS, the ports, and where files go. */
function nginxConfig(dir: string, port: number, upstreams: [number, number]): string {
  let conf = fs.readFileSync("deploy/nginx.conf", "utf8");
  const put = (from: string | RegExp, to: string) => {
    const next = conf.replace(from, to);
    if (next === conf) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    conf = next;
  };
  put("server app1:3000", `server 127.0.0.1:${upstreams[0]}`);
  put("server app2:3000", `server 127.0.0.1:${upstreams[1]}`);
  put(
    "listen 80 default_server;",
    `listen 127.0.0.1:${port} ssl default_server;\n    ssl_certificate ${TLS_DIR}/localhost.crt;\n    ssl_certificate_key ${TLS_DIR}/localhost.key;`,
  );
  put("access_log /dev/stdout paths;", `access_log ${dir}/access.log paths;`);
  put("error_log /dev/stderr warn;", `error_log ${dir}/error.log warn;`);
  put(
    /^http \{/m,
    `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
  );
  return `pid ${dir}/nginx.pid;\n${conf}`;
}

async function startNginx(port: number, upstreams: [number, number]): Promise<{ url: string; stop(): Promise<void>; errors(): string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-nginx-"));
  // nginx's workers run as an unprivileged user when started as root: the folder is theirs to write in.
  fs.chmodSync(dir, 0o777);
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn("nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  const url = `https://127.0.0.1:${port}`;
  await expect.poll(async () => (await call(url, "GET", "/healthz")).status, { timeout: 20_000 }).toBe(200);
  return {
    url,
    errors: () => (fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : ""),
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

test("through nginx over https, 20 people write through a PostgreSQL restart, a stopped instance and a rolling restart, and lose nothing", async () => {
  expect(fs.existsSync("/usr/sbin/nginx") || fs.existsSync("/usr/bin/nginx"), "nginx from Debian's packages (.ci/run installs it)").toBe(
    true,
  );
  const pg: PostgresCluster = await startPostgres();
  const ports: [number, number] = [await freePort(), await freePort()];
  const edge = await freePort();
  const env = {
    DATABASE_URL: await pg.createDatabase("prajna_deploy"),
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
    TRUST_PROXY: "1",
    PUBLIC_URL: `https://127.0.0.1:${edge}`,
    SIGN_UPS_PER_MINUTE: "1000",
    SIGN_UPS_PER_ADDRESS_PER_HOUR: "1000",
    // Every person writes about 30 answers a minute, all from nginx's one address: under this limit each, far over it
    // together. Only a limit counted per account lets every write through.
    ASK_RATE_PER_MINUTE: "45",
  };
  const instances: (BuiltServer | undefined)[] = [undefined, undefined];
  /** What the instances stopped so far wrote on stderr, for the failure's message. */
  const said: string[] = [];
  // If a start never answers: every PostgreSQL session, what it runs, and whom it waits for.
  const sessions = async () => {
    const client = new PgClient({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select pid, state, wait_event_type, wait_event, pg_blocking_pids(pid) as blocked_by, left(query, 160) as query
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return `PostgreSQL sessions:\n${rows.map((r: unknown) => JSON.stringify(r)).join("\n")}`;
    } finally {
      await client.end();
    }
  };
  const start = async (i: 0 | 1) => (instances[i] = await startBuiltServer(env, undefined, ports[i], sessions));
  const stop = async (i: 0 | 1) => {
    const instance = instances[i]!;
    try {
      process.kill(instance.pid, "SIGTERM");
    } catch (error) {
      said.push(
        `instance ${i + 1} had already ended (${JSON.stringify(await instance.exited)}); stderr:\n${instance.stderr().slice(-4000)}`,
      );
      throw error;
    }
    const exit = await instance.exited;
    said.push(`instance ${i + 1} (stopped) stderr:\n${instance.stderr().slice(-4000)}`);
    expect(exit, `instance ${i + 1} drained and exited 0`).toEqual({ code: 0, signal: null });
    await instance.stop();
  };
  await start(0);
  await start(1);
  const nginx = await startNginx(edge, ports);

  const failures: string[] = [];
  const acknowledged = new Map<string, number>();
  let writing = true;
  try {
    // The page forms, posted over https through nginx on a port of its own (the host's port and the protocol must
    // reach the app, or React Router refuses every one): sign up, sign in, ask, contact.
    const formEmail = `deploy-form-${Date.now()}@example.org`;
    const signedUp = await postForm(nginx.url, "/register", {
      name: "Form Person",
      email: formEmail,
      password: "quiet-mountain-path",
      confirmPassword: "quiet-mountain-path",
    });
    expect(signedUp.status, signedUp.body.slice(0, 300)).toBe(302);
    expect(signedUp.location).toBe("/dashboard");
    expect(signedUp.cookie).toContain("prajna_session=");
    const signedIn = await postForm(nginx.url, "/login", { email: formEmail, password: "quiet-mountain-path" });
    expect(signedIn.status, signedIn.body.slice(0, 300)).toBe(302);
    const asked = await postForm(
      nginx.url,
      "/ask",
      { category: "general", question: "How do I begin again after a hard year?" },
      signedIn.cookie,
    );
    expect(asked.status, asked.body.slice(0, 300)).toBe(200);
    expect(asked.body).toContain("How do I begin again after a hard year?");
    const wrote = await postForm(nginx.url, "/contact", {
      name: "Form Person",
      email: formEmail,
      subject: "general",
      message: "Sent through nginx over https.",
    });
    expect([200, 302, 303], wrote.body.slice(0, 300)).toContain(wrote.status);

    // 20 people sign up through nginx.
    const tokens: string[] = [];
    for (let n = 0; n < PEOPLE; n++) {
      const email = `deploy-${n}-${Date.now()}@example.org`;
      const answer = await call(nginx.url, "POST", "/auth/register", { name: `Person ${n}`, email, password: "quiet-mountain-path" });
      expect(answer.status, answer.body).toBe(201);
      const token = (JSON.parse(answer.body) as { token: string }).token;
      tokens.push(token);
      acknowledged.set(token, 0);
    }

    // Each writes an answer to their journey every two seconds, until told to stop.
    const workload = tokens.map(async (token, n) => {
      await new Promise((r) => setTimeout(r, n * 100));
      while (writing) {
        const answer = await call(nginx.url, "POST", "/ai/ask", { question: "How can I stay steady when things change?" }, token);
        const saved = answer.status === 200 && (JSON.parse(answer.body) as { saved?: boolean }).saved === true;
        if (saved) acknowledged.set(token, acknowledged.get(token)! + 1);
        else failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
        await new Promise((r) => setTimeout(r, 2_000));
      }
    });
    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await settle(5_000);
    // The database restarts under the writes.
    pg.restart();
    await settle(6_000);
    // One instance is stopped (it drains), then started again.
    await stop(0);
    await settle(3_000);
    await start(0);
    await settle(3_000);
    // A rolling restart, as docs/deploy.md says: one instance at a time, the next once the first answers /healthz.
    for (const i of [1, 0] as const) {
      await stop(i);
      await start(i);
    }
    await settle(5_000);
    writing = false;
    await Promise.all(workload);
    expect(failures, "failed writes during the faults").toEqual([]);

    // Idle gaps near the keep-alive timeouts (nginx keeps an idle upstream connection 4 s, the app 65 s): 100 posts.
    for (let round = 0; round < 10; round++) {
      await settle(4_900 + Math.random() * 300);
      const answers = await Promise.all(
        tokens
          .slice(0, 10)
          .map((token) => call(nginx.url, "POST", "/ai/ask", { question: "What is one kind thing I can do today?" }, token)),
      );
      answers.forEach((answer, k) => {
        if (answer.status === 200) acknowledged.set(tokens[k], acknowledged.get(tokens[k])! + 1);
        else failures.push(`after an idle gap: ${answer.status} ${answer.body.slice(0, 200)}`);
      });
    }
    expect(failures, "failed posts after idle gaps").toEqual([]);

    // Every acknowledged write is in the person's journey.
    for (const token of tokens) {
      const list = await call(nginx.url, "GET", "/api/journey", undefined, token);
      expect(list.status).toBe(200);
      expect((JSON.parse(list.body) as { total: number }).total).toBe(acknowledged.get(token));
    }
    // Both instances alive after every fault.
    for (const instance of instances) expect((await fetch(`${instance!.url}/healthz`)).status).toBe(200);
    expect(nginx.errors()).not.toMatch(/no live upstreams/);
  } catch (error) {
    // What nginx and each instance said, with the failure: a 502 is explained only there.
    said.push(
      `nginx error.log:\n${nginx.errors().slice(-4000)}`,
      ...instances.map((x, i) => `instance ${i + 1} stderr:\n${x?.stderr().slice(-4000) ?? ""}`),
    );
    if (error instanceof Error) error.message += `\n${said.join("\n")}`;
    throw error;
  } finally {
    writing = false;
    await nginx.stop();
    for (const instance of instances) await instance?.stop();
    pg.stop();
    agent.destroy();
  }
});
