import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { expect, test } from "@playwright/test";
import { type BuiltServer, failedStart, startBuiltServer } from "~test/built-server";
import { PASSWORD, uniqueEmail } from "~test/e2e";
import { startFakeOpenAI } from "~test/fake-openai";

// The hardening measurements, repeated over HTTP against the built server: bounded bodies, methods, origins,
// headers, cookies, 429s, the access log, file modes, weak secrets and the model bill.

let ip = 0;
const fromAddress = () => ({ "X-Forwarded-For": `203.0.${(process.pid % 200) + 20}.${(++ip % 250) + 1}` });

/** A raw request (any method, any body), answered as status, headers and text. */
function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString("utf8")));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * POST an endless chunked body until the server answers (at most `capBytes`, so a server that never answers fails the
 * test instead of running forever). Write errors after the answer are the server closing the connection: expected.
 */
function endlessPost(base: string, path: string, contentType: string, capBytes = 512 * 1024 * 1024) {
  return new Promise<{ status: number; sent: number; text: string }>((resolve, reject) => {
    const url = new URL(path, base);
    const req = http.request(url, { method: "POST", headers: { "Content-Type": contentType, "Transfer-Encoding": "chunked" } });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let text = "";
      const done = () => {
        resolve({ status: res.statusCode!, sent, text });
        req.destroy();
      };
      res.on("data", (c: Buffer) => (text += c.toString("utf8")));
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", (error) => setTimeout(() => !answered && reject(error), 2000));
    const pump = () => {
      while (!answered && sent < capBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test.describe("on a server of its own", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let server: BuiltServer;
  test.beforeAll(async () => {
    server = await startBuiltServer({ TRUST_PROXY: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("endless chunked bodies, four at once, get 413 while memory stays within 50 MB of idle", async () => {
    for (const path of ["/", "/contact", "/ask", "/healthz"]) await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());
    const idle = server.rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 25);
    const results = await Promise.all([
      endlessPost(server.url, "/contact", "application/x-www-form-urlencoded"),
      endlessPost(server.url, "/ask/stream", "multipart/form-data; boundary=xyz"),
      endlessPost(server.url, "/chat", "application/json"),
      endlessPost(server.url, "/register", "application/x-www-form-urlencoded"),
    ]);
    clearInterval(sampler);
    peak = Math.max(peak, server.rss());
    for (const r of results) {
      expect(r.status).toBe(413);
      expect(r.sent).toBeLessThan(64 * 1024 * 1024);
    }
    expect(results[0].text).toContain("This request is too large");
    expect(results[0].text).toContain("the limit is 64 KB");
    // /chat takes whole conversations, so its documented limit is 1 MB.
    expect(JSON.parse(results[2].text)).toEqual({ error: "The request body is too large: the limit is 1 MB." });
    expect(peak - idle, `idle ${idle >> 20} MB, peak ${peak >> 20} MB`).toBeLessThan(50 * 1024 * 1024);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  test("the access log never holds a query string", async () => {
    await fetch(`${server.url}/history?q=my-private-grief&category=relationships`, { redirect: "manual" });
    await fetch(`${server.url}/login?redirectTo=${encodeURIComponent("/history?q=another-secret")}`);
    await fetch(`${server.url}/api/journey?q=api-secret`);
    await new Promise((r) => setTimeout(r, 300));
    const log = server.stdout() + server.stderr();
    // One JSON line per request, naming the route pattern and never the query.
    expect(log).toMatch(/"method":"GET","route":"\/history","status":302/);
    expect(log).toMatch(/"method":"GET","route":"\/login","status":200/);
    for (const secret of ["my-private-grief", "another-secret", "api-secret", "relationships"]) expect(log).not.toContain(secret);
  });

  test("sign-ups are bounded: 30 a minute by default, and a taken email is no faster to probe", async () => {
    const post = (email: string) =>
      fetch(`${server.url}/auth/register`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Many", email, password: PASSWORD }),
      });
    const statuses: number[] = [];
    const retryAfter: string[] = [];
    for (let i = 0; i < 45; i++) {
      const res = await post(uniqueEmail("many"));
      statuses.push(res.status);
      if (res.status === 429) retryAfter.push(res.headers.get("Retry-After") ?? "");
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(retryAfter.every((r) => Number(r) > 0)).toBe(true);
    // Past the limit a taken email gets the same 429 as anyone: no more 409s to count.
    const probe = await post(uniqueEmail("many").replace(/-\d+@/, "@"));
    expect(probe.status).toBe(429);
  });

  test("the database, its -wal and -shm files are readable by their owner only", async () => {
    await fetch(`${server.url}/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromAddress() },
      body: JSON.stringify({ name: "Mode Check", email: uniqueEmail("modes"), password: PASSWORD }),
    });
    for (const f of [server.databaseFile, `${server.databaseFile}-wal`, `${server.databaseFile}-shm`]) {
      expect((fs.statSync(f).mode & 0o777).toString(8), f).toBe("600");
    }
  });
});

test("a secret from the environment shorter than 32 bytes stops the start with a clear message", async () => {
  test.setTimeout(60_000);
  for (const [name, value] of [
    ["SESSION_SECRET", "a"],
    ["DATA_ENCRYPTION_KEY", "too-short-to-trust"],
  ]) {
    const started = await failedStart({ [name]: value });
    expect(started.code).not.toBe(0);
    expect(started.code).not.toBeNull();
    expect(started.listening).toBe(false);
    expect(started.stderr).toContain(`${name} is set but holds only`);
    expect(started.stderr).toContain("it needs at least 32");
  }
});

test("the model bill: 400 guest requests over four doors make no more model calls than the budget", async () => {
  test.setTimeout(120_000);
  const fake = await startFakeOpenAI();
  const server = await startBuiltServer({ OPENAI_BASE_URL: fake.url, AI_BUDGET_GUESTS_PER_MINUTE: "30" });
  try {
    const question = "How can I stay calm when plans fall apart?";
    const doors = [
      () =>
        fetch(`${server.url}/ai/ask`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ question }),
        }),
      () =>
        fetch(`${server.url}/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ message: question }),
        }),
      () =>
        fetch(`${server.url}/v1/chat/completions`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: "Bearer sk-guest" },
          body: JSON.stringify({ model: "prajna", messages: [{ role: "user", content: question }] }),
        }),
      () =>
        fetch(`${server.url}/ask/stream`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ question, category: "general" }),
        }),
    ];
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 400) {
          const res = await doors[next++ % doors.length]();
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    // Every guest got an answer (the sk-guest key is limited by its own rate: 429 with Retry-After).
    expect(
      [...statuses.keys()].every((s) => s === 200 || s === 429),
      JSON.stringify([...statuses]),
    ).toBe(true);
    expect(statuses.get(200)).toBeGreaterThanOrEqual(300);
    expect(fake.requests.length).toBeLessThanOrEqual(30);
    expect(fake.requests.length).toBeGreaterThan(0);
  } finally {
    await server.stop();
    await fake.close();
  }
});

test("a declared body over 64 KB is refused before it is sent", async ({ baseURL }) => {
  const res = await raw(baseURL!, "POST", "/contact", {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": String(400 * 1024 * 1024),
  });
  expect(res.status).toBe(413);
  expect(res.headers.connection).toBe("close");
});

test("methods the app does not take: 405 with a message, never a 5xx", async ({ baseURL }) => {
  // Allow names what the route at that path really takes (/chat only posts).
  for (const [path, takes] of [
    ["/", "GET"],
    ["/contact", "POST"],
    ["/chat", "POST"],
    ["/api/journey", "DELETE"],
    ["/favicon.svg", "GET"],
    ["/nowhere", "GET"],
  ] as const) {
    const trace = await raw(baseURL!, "TRACE", path);
    expect(trace.status, path).toBe(405);
    expect(trace.text).toContain("The TRACE method is not allowed here.");
    expect(trace.headers.allow, path).toContain(takes);
    expect(trace.headers.allow, path).not.toContain("TRACE");
    const propfind = await raw(baseURL!, "PROPFIND", path);
    expect(propfind.status, path).toBe(405);
    expect(propfind.text).toContain("PROPFIND");
  }
  const options = await raw(baseURL!, "OPTIONS", "/about");
  expect(options.status).toBe(204);
});

test("bodies a page cannot read are 4xx pages in the layout, not 500s", async ({ baseURL }) => {
  for (const [headers, data] of [
    [{}, ""],
    [{ "Content-Type": "application/json" }, '{"name":"x"}'],
    [{ "Content-Type": "text/plain" }, "hello"],
    [{ "Content-Type": "multipart/form-data; boundary=zz" }, "--zz\r\nbroken"],
  ] as Array<[Record<string, string>, string]>) {
    const res = await raw(baseURL!, "POST", "/contact", headers, data);
    expect(res.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).toContain('id="main"');
  }
});

test("a sign-in with a redirectTo beyond Latin-1 lands on a safe, encoded address", async ({ request, baseURL }) => {
  const email = uniqueEmail("unicode");
  await request.post("/auth/register", { data: { name: "Unicode", email, password: PASSWORD }, headers: fromAddress() });
  for (const redirectTo of ["/history?q=\u0100\u{1F600}", "/\u2603", "/articles#\u05D0", "//evil.example/\u0100"]) {
    const res = await request.post("/login", {
      form: { email, password: PASSWORD, redirectTo },
      headers: { Origin: baseURL!, ...fromAddress() },
      maxRedirects: 0,
    });
    expect(res.status(), redirectTo).toBe(302);
    const location = res.headers()["location"];
    expect(location).toMatch(/^\/[\x21-\x7e]*$/);
    expect(location.startsWith("//")).toBe(false);
    await request.post("/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  }
});

test("ten wrong passwords from elsewhere do not keep the owner out of the browser they use", async ({ playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  const attacker = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail("owner");
  const from = fromAddress();
  await owner.post("/register", {
    form: { name: "Owner", email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { Origin: baseURL!, ...from },
    maxRedirects: 0,
  });
  expect((await owner.get("/auth/me")).status()).toBe(200);
  await owner.post("/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 });

  for (let i = 0; i < 10; i++) await attacker.post("/auth/login", { data: { email, password: `guess-${i}` }, headers: fromAddress() });
  const locked = await attacker.post("/auth/login", { data: { email, password: PASSWORD }, headers: fromAddress() });
  expect(locked.status()).toBe(429);

  const back = await owner.post("/login", { form: { email, password: PASSWORD }, headers: { Origin: baseURL!, ...from }, maxRedirects: 0 });
  expect(back.status()).toBe(302);
  expect(back.headers()["location"]).toBe("/dashboard");
  await owner.dispose();
  await attacker.dispose();
});

test.describe("state-changing requests from another site", () => {
  test("are refused with 403 on /logout, /auth/logout and /ask/stream, and change nothing", async ({ request, baseURL }) => {
    const email = uniqueEmail("origin");
    await request.post("/auth/register", { data: { name: "Origin Check", email, password: PASSWORD }, headers: fromAddress() });
    const signIn = await request.post("/login", {
      form: { email, password: PASSWORD },
      headers: { Origin: baseURL!, ...fromAddress() },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(302);
    const me = async () => (await request.get("/auth/me")).status();
    expect(await me()).toBe(200);

    const evil = { Origin: "https://evil.example" };
    expect((await request.post("/logout", { headers: evil, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.post("/auth/logout", { headers: { "Sec-Fetch-Site": "cross-site" } })).status()).toBe(403);
    const stream = await request.post("/ask/stream", { headers: evil, form: { question: "What is kindness?", category: "general" } });
    expect(stream.status()).toBe(403);
    expect((await stream.json()).error).toMatch(/another website/);
    expect(await me()).toBe(200);
    const journey = await (await request.get("/api/journey")).json();
    expect(journey.total).toBe(0);

    // This site's own sign-out still works.
    expect((await request.post("/logout", { headers: { Origin: baseURL! }, maxRedirects: 0 })).status()).toBe(302);
    expect(await me()).toBe(401);
  });

  test("bearer-token requests and the OpenAI-compatible routes are exempt", async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { token } = await (
      await api.post("/auth/register", {
        data: { name: "Bearer", email: uniqueEmail("bearer"), password: PASSWORD },
        headers: fromAddress(),
      })
    ).json();
    const evil = { Origin: "https://evil.example" };
    const v1 = await api.post("/v1/chat/completions", {
      headers: evil,
      data: { model: "prajna", messages: [{ role: "user", content: "What is peace?" }] },
    });
    expect(v1.status()).toBe(200);
    expect((await api.post("/auth/logout", { headers: { ...evil, Authorization: `Bearer ${token}` } })).status()).toBe(204);
    await api.dispose();
  });
});

test.describe("headers", () => {
  test("every page rendered for its request has a CSP with a fresh nonce that every script carries, and no inline script without it", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const path of ["/ask", "/meditation", "/login", "/register", "/nowhere"]) {
      const res = await request.get(path);
      const csp = res.headers()["content-security-policy"];
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "report-uri /csp-report"])
        expect(csp, path).toContain(part);
      const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).not.toContain("unsafe-inline' 'nonce");
      expect(csp.match(/script-src[^;]*/)![0]).not.toContain("unsafe-inline");
      // No inline styles either: the markup carries no style attribute or element.
      expect(csp.match(/style-src[^;]*/)![0], path).toBe("style-src 'self'");
      nonces.add(nonce!);
      const html = await res.text();
      expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle=|<style\b/i);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
    expect(nonces.size).toBe(5);
  });

  test("a public page served from the page cache has no nonce: each of its inline scripts is allowed by its hash", async ({ request }) => {
    for (const path of ["/", "/articles"]) {
      await request.get(path);
      const res = await request.get(path);
      expect(res.headers()["cache-control"], path).toContain("public");
      const csp = res.headers()["content-security-policy"];
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "report-uri /csp-report"])
        expect(csp, path).toContain(part);
      const scriptSrc = csp.match(/script-src[^;]*/)![0];
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(scriptSrc, path).not.toContain("nonce");
      const html = await res.text();
      expect(html, path).not.toMatch(/<script\b[^>]*\snonce=/);
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\ssrc=/.test(attrs));
      // The home page hydrates (inline scripts, each allowed by its hash); the article index ships no script at all.
      if (path === "/") expect(inline.length, path).toBeGreaterThan(0);
      else expect(html, path).not.toMatch(/<script\b/);
      for (const [, , text] of inline) expect(scriptSrc, path).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      expect(scriptSrc.match(/'sha256-/g)?.length ?? 0, path).toBe(new Set(inline.map(([, , text]) => text)).size);
      expect(html).not.toMatch(/\son[a-z]+="/i);
    }
  });

  test("HSTS over https (as the trusted proxy says), not over plain http", async ({ request }) => {
    expect((await request.get("/about", { headers: { "X-Forwarded-Proto": "https" } })).headers()["strict-transport-security"]).toMatch(
      /max-age=\d{7,}/,
    );
    expect(
      (await request.get("/healthz", { headers: { "X-Forwarded-Proto": "https" } })).headers()["strict-transport-security"],
    ).toBeTruthy();
    expect((await request.get("/about")).headers()["strict-transport-security"]).toBeUndefined();
  });

  test("nosniff on every response: pages, JSON, static files, feeds and the Markdown export", async ({ request }) => {
    const email = uniqueEmail("nosniff");
    const { token } = await (
      await request.post("/auth/register", { data: { name: "N", email, password: PASSWORD }, headers: fromAddress() })
    ).json();
    const auth = { Authorization: `Bearer ${token}` };
    const responses = [
      await request.get("/about"),
      await request.get("/healthz"),
      await request.get("/favicon.svg"),
      await request.get("/blog/rss.xml"),
      await request.get("/nowhere"),
      await request.get("/api/journey/export?format=markdown", { headers: auth }),
      await request.get("/history/export.md", { headers: auth, maxRedirects: 0 }),
    ];
    for (const res of responses) expect(res.headers()["x-content-type-options"], res.url()).toBe("nosniff");
  });

  test("an anonymous page view sets no cookie", async ({ playwright, baseURL }) => {
    const fresh = await playwright.request.newContext({ baseURL });
    for (const path of ["/", "/about", "/articles", "/ask", "/blog", "/meditation", "/login", "/nowhere"]) {
      const res = await fresh.get(path);
      expect(res.headers()["set-cookie"], path).toBeUndefined();
    }
    await fresh.dispose();
  });

  test("the Host header never reaches the sitemap, robots.txt or the feed", async ({ baseURL }) => {
    for (const path of ["/sitemap.xml", "/robots.txt", "/blog/rss.xml"]) {
      const res = await raw(baseURL!, "GET", path, { Host: "evil.example" });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain("evil.example");
      expect(res.text).toContain(baseURL!);
    }
  });
});

test("a page's 429 carries Retry-After and says when to try again", async ({ request, baseURL }) => {
  const from = fromAddress();
  const form = { name: "Flood", email: "flood@example.org", subject: "general", message: "Hello there, this is a message.", website: "" };
  let last;
  for (let i = 0; i < 6; i++) last = await request.post("/contact", { form, headers: { ...from, Origin: baseURL! }, maxRedirects: 0 });
  expect(last!.status()).toBe(429);
  expect(Number(last!.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await last!.text()).toMatch(/Please wait \d+ minutes? and try again/);
});
