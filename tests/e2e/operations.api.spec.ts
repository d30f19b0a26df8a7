import http from "node:http";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { decodeStreamEvents } from "~/ask/outcome";
import { type BuiltServer, startBuiltServer } from "~test/built-server";
import { type FakeOpenAI, startFakeOpenAI } from "~test/fake-openai";
import { parsePrometheusText } from "~test/prometheus-text";

// Running the built server as an operator does: stopping it with SIGTERM while an answer streams, scraping
// /metrics, and reading the one JSON line it writes per request.

// Each test starts servers of its own: on a busy machine a start alone can take tens of seconds.
test.describe.configure({ timeout: 90_000 });

const QUESTION = "How can I stay steady when my work is uncertain?";
const ARTICLE = "/articles/conscience-of-brave";

/** Resolves when a fresh TCP connection to the server is accepted (true) or refused (false). */
function connects(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** The two streaming doors: the /ask page's events, and the OpenAI-compatible chunk stream. */
const DOORS = {
  "/ask/stream": {
    headers: { "Content-Type": "application/json" },
    body: { question: QUESTION, category: "career" },
    /** A piece of the model's answer arrived. */
    firstWords: (text: string) => text.includes("event: delta"),
    /** The whole answer was sent: the last event is `done`. */
    finished: (text: string) => decodeStreamEvents(text).events.at(-1)?.event === "done",
    pieces: (text: string) => decodeStreamEvents(text).events.filter((e) => e.event === "delta").length,
  },
  "/v1/chat/completions": {
    headers: { "Content-Type": "application/json", Authorization: "Bearer sk-guest" },
    body: { model: "prajna", stream: true, messages: [{ role: "user", content: QUESTION }] },
    firstWords: (text: string) => /"content":"[^"]+"/.test(text),
    finished: (text: string) => text.trimEnd().endsWith("data: [DONE]"),
    pieces: (text: string) => (text.match(/"content":"[^"]+"/g) ?? []).length,
  },
};
type Door = keyof typeof DOORS;

/**
 * POST a question to a streaming door on a connection of its own, calling onText with each piece that arrives;
 * resolves with the whole text when the server ends the response, or with what came and `ended: false` if the
 * connection is cut.
 */
function streamAnswer(url: string, door: Door, onText: (text: string) => void): Promise<{ status: number; text: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${door}`, { method: "POST", agent: false, headers: DOORS[door].headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (piece: string) => {
        text += piece;
        onText(piece);
      });
      res.on("end", () => resolve({ status: res.statusCode!, text, ended: true }));
      res.on("error", () => resolve({ status: res.statusCode!, text, ended: false }));
      res.on("aborted", () => resolve({ status: res.statusCode!, text, ended: false }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(DOORS[door].body));
  });
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

test.describe("SIGTERM drains the server", () => {
  let fake: FakeOpenAI;
  test.beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  test.afterAll(async () => {
    await fake.close();
  });

  for (const door of Object.keys(DOORS) as Door[]) {
    test(`${door}: an answer under way finishes with its final event, new connections are refused, exit code 0`, async () => {
      // About sixty pieces, 60 ms apart: the answer takes some four seconds to write.
      fake.pieceMs = 60;
      const server = await startBuiltServer({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "sk-fake", SHUTDOWN_DEADLINE_MS: "20000" });
      const { firstWords, finished, pieces } = DOORS[door];
      try {
        let signalled = false;
        let textBefore = "";
        const answer = streamAnswer(server.url, door, (piece) => {
          if (signalled) return;
          textBefore += piece;
          if (firstWords(textBefore)) {
            signalled = true;
            process.kill(server.pid, "SIGTERM");
          }
        });
        await expect.poll(() => signalled, { timeout: 15_000 }).toBe(true);
        // While the answer is still being written, the server takes no new connection.
        await expect.poll(() => connects(server.url), { timeout: 2_000 }).toBe(false);

        const { status, text, ended } = await within(30_000, answer);
        expect(status).toBe(200);
        expect(ended).toBe(true);
        expect(finished(text)).toBe(true);
        // Most of the answer was written after the signal.
        expect(finished(textBefore)).toBe(false);
        expect(pieces(text) - pieces(textBefore)).toBeGreaterThan(20);

        const exit = await within(10_000, server.exited);
        expect(exit).toEqual({ code: 0, signal: null });
        expect(server.stderr()).toContain("[shutdown] SIGTERM");
        expect(server.stderr()).not.toContain("deadline reached");
      } finally {
        fake.pieceMs = 2;
        await server.stop();
      }
    });
  }

  test("an idle server exits 0 promptly", async () => {
    // A ten-minute deadline: the exit below can only come before the test's own limit if nothing was waited for.
    const server = await startBuiltServer({ SHUTDOWN_DEADLINE_MS: "600000" });
    try {
      // The start's own last /healthz check is over once its log line is written (its answer has closed).
      await expect.poll(() => server.stdout(), { timeout: 5_000 }).toMatch(/"route":"\/healthz","status":200/);
      process.kill(server.pid, "SIGTERM");
      expect(await within(30_000, server.exited)).toEqual({ code: 0, signal: null });
      expect(server.stderr()).not.toContain("deadline reached");
      // It went the graceful way: nothing in flight, the database closed, then the exit.
      expect(server.stderr()).toContain("[shutdown] SIGTERM: refusing new connections; 0 request(s) in flight");
      expect(server.stderr()).toMatch(/\[shutdown\] stopped after \d+ ms/);
      expect(await connects(server.url)).toBe(false);
    } finally {
      await server.stop();
    }
  });

  test("draining: a request on a keep-alive connection already open is answered (health says draining), then the connection is closed", async () => {
    const server = await startBuiltServer({ SHUTDOWN_IDLE_GRACE_MS: "3000" });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        const req = http
          .get(`${server.url}${path}`, { agent }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (c: string) => (body += c));
            res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
          })
          .on("error", reject);
        // An answer that never comes fails here, saying so, rather than at the test's time limit.
        req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${path} within 10 s`)));
      });
    try {
      expect((await get("/healthz")).status).toBe(200);
      process.kill(server.pid, "SIGTERM");
      // New connections are refused at once...
      await expect.poll(() => connects(server.url), { timeout: 2_000 }).toBe(false);
      // ...but the idle connection a proxy may be about to use is still served, and told to close.
      const during = await get("/healthz");
      expect(during.status).toBe(503);
      expect(JSON.parse(during.body)).toEqual({ status: "draining" });
      expect(during.connection).toBe("close");
      expect(await within(15_000, server.exited)).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
      await server.stop();
    }
  });

  test("past SHUTDOWN_DEADLINE_MS a stream still open is cut, and the process exits 0", async () => {
    // Some twelve seconds of writing against a one-second deadline.
    fake.pieceMs = 200;
    const server = await startBuiltServer({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: "sk-fake", SHUTDOWN_DEADLINE_MS: "1000" });
    try {
      let signalled = false;
      const answer = streamAnswer(server.url, "/ask/stream", (piece) => {
        if (!signalled && piece.includes("event: delta")) {
          signalled = true;
          process.kill(server.pid, "SIGTERM");
        }
      });
      // The stream was cut, not finished: its done event never came, and the server says its deadline was reached.
      const result = await within(20_000, answer);
      expect(result.ended && result.text.includes("event: done")).toBe(false);
      expect(await within(10_000, server.exited)).toEqual({ code: 0, signal: null });
      expect(server.stderr()).toContain("deadline reached");
    } finally {
      fake.pieceMs = 2;
      await server.stop();
    }
  });
});

test.describe("/metrics and the request log", () => {
  const TOKEN = "scrape-token-of-the-operations-test";
  let server: BuiltServer;
  test.beforeAll(async () => {
    server = await startBuiltServer({ METRICS_TOKEN: TOKEN });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("/metrics answers only with the bearer token, and names requests by route pattern and status", async () => {
    // A request is counted when its answer ends: each is read to the end first.
    const status = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${server.url}${path}`, { headers });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(ARTICLE)).toBe(200);
    expect(await status("/articles/no-such-article-here")).toBe(404);
    expect(await status("/metrics")).toBe(401);
    expect(await status("/metrics", { Authorization: "Bearer not-it" })).toBe(401);

    const res = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const samples = parsePrometheusText(await res.text());
    const requests = (route: string, status: string) =>
      samples.find((s) => s.name === "prajna_http_requests_total" && s.labels.route === route && s.labels.status === status)?.value;
    expect(requests("/articles/:slug", "200")).toBeGreaterThanOrEqual(1);
    expect(requests("/articles/:slug", "404")).toBeGreaterThanOrEqual(1);
    expect(requests("/metrics", "401")).toBeGreaterThanOrEqual(2);
    // Labels are route patterns, never paths.
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes("conscience-of-brave")))).toBe(false);
    const latency = samples.find((s) => s.name === "prajna_http_request_duration_seconds_count" && s.labels.route === "/articles/:slug");
    expect(latency?.value).toBeGreaterThanOrEqual(2);
    expect(samples.some((s) => s.name === "process_resident_memory_bytes")).toBe(true);

    // Not advertised to crawlers.
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/metrics");
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).not.toContain("/metrics");
  });

  test("without METRICS_TOKEN /metrics does not exist", async () => {
    const plain = await startBuiltServer();
    try {
      expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
      expect((await fetch(`${plain.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });

  /** The JSON lines written since `before`, but for the start's own /healthz checks (one may be logged late). */
  const linesSince = (before: number) =>
    server
      .stdout()
      .slice(before)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.route !== "/healthz");

  test("one JSON line per request: time, method, route pattern, status, ms; no query, cookie or header", async () => {
    const before = server.stdout().length;
    // Each answer is read to its end, so the lines come in the order of the requests.
    const read = async (res: Promise<Response>) => (await res).text();
    await read(fetch(`${server.url}${ARTICLE}?q=private-words-in-a-query`, { headers: { Cookie: "__session=cookie-secret-value" } }));
    await read(fetch(`${server.url}/favicon.svg?v=query-on-a-file`));
    await read(
      fetch(`${server.url}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer header-secret-value" },
        body: JSON.stringify({ email: "someone@example.com", password: "body-secret-value" }),
      }),
    );
    await expect.poll(() => linesSince(before).length, { timeout: 5_000 }).toBe(3);

    const written = server.stdout().slice(before);
    const lines = linesSince(before);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(["time", "method", "route", "status", "ms"]);
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false);
      expect(typeof line.ms).toBe("number");
    }
    expect(lines.map(({ method, route, status }) => ({ method, route, status }))).toEqual([
      { method: "GET", route: "/articles/:slug", status: 200 },
      { method: "GET", route: "/favicon.svg", status: 200 },
      { method: "POST", route: "/auth/login", status: 401 },
    ]);
    for (const secret of ["private-words", "query-on-a-file", "cookie-secret", "header-secret", "body-secret", "someone@"]) {
      expect(written).not.toContain(secret);
    }
    // No other access line (a URL with its query string, as morgan would write) is printed beside the JSON line.
    expect(server.stdout()).not.toMatch(/^(GET|POST) \//m);
  });

  test("a public page sent from memory at the front door is logged by its route pattern too", async () => {
    const path = "/blog/digital-dharma-teacher-ai-guidance";
    const before = server.stdout().length;
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}${path}`)).headers.get("Cache-Control")).toMatch(/^public/);
    await expect.poll(() => linesSince(before).length, { timeout: 5_000 }).toBe(3);
    const lines = linesSince(before);
    expect(lines.map(({ route, status }) => ({ route, status }))).toEqual(Array(3).fill({ route: "/blog/:slug", status: 200 }));
  });
});
