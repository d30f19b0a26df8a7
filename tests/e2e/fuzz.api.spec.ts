import http from "node:http";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import routes from "../../app/routes";
import { PASSWORD, uniqueEmail } from "~test/e2e";
import { leafRoutes } from "~test/route-config";

// Property-based fuzzing over HTTP against the built server: over a thousand generated requests across every page,
// file and JSON route (odd methods, paths, query strings, headers, cookies and bodies, prototype-named keys, Unicode
// of every plane), and not one may be answered with a 5xx. The server must be healthy afterwards.

const RUNS = 1200;

/** Every route of app/routes.ts, with its parameters as placeholders. */
const TEMPLATES = leafRoutes(routes).map((r) => r.fullPath);

const NAMES = [
  "redirectTo",
  "q",
  "page",
  "category",
  "format",
  "sent",
  "confirm",
  "confirmClear",
  "index",
  "question",
  "email",
  "password",
  "confirmPassword",
  "name",
  "intent",
  "id",
  "rating",
  "message",
  "subject",
  "website",
  "_js",
  "back",
  "confirmEmail",
  "experience",
  "timeAvailable",
  "focus",
  "mood",
  "__proto__",
  "constructor",
  "toString",
  "valueOf",
  "prototype",
  "hasOwnProperty",
];

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    "/",
    "//evil.example",
    "/\\evil",
    "javascript:alert(1)",
    "/history?q=\u0100\u{1F600}",
    "\u0000",
    "%",
    "%E0%A4",
    "\uD800",
    "a".repeat(3000),
    "relationships",
    "general",
    "beginner",
    "60",
    "-1",
    "1e309",
    "NaN",
    "null",
    "[]",
    "{}",
  ),
);

const key = fc.oneof(fc.constantFrom(...NAMES), fc.string({ unit: "binary", maxLength: 12 }));

/** A JSON value with prototype-named keys mixed into its objects, at any depth. */
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 5 }),
  ),
})).value;

const bodies = fc.oneof(
  fc.constant({ type: undefined as string | undefined, body: "" }),
  jsonValue.map((v) => ({ type: "application/json", body: JSON.stringify(v) ?? "null" })),
  fc
    .dictionary(key, jsonValue, { maxKeys: 6 })
    .map((v) => ({ type: "application/json", body: JSON.stringify(v).replace(/"(toString|valueOf)"/g, '"__proto__"') })),
  fc
    .dictionary(key, text, { maxKeys: 8 })
    .map((v) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(v).toString() })),
  fc.dictionary(key, text, { maxKeys: 5 }).map((v) => ({
    type: "multipart/form-data; boundary=fuzz",
    body:
      Object.entries(v)
        .map(([k, val]) => `--fuzz\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "")}"\r\n\r\n${val}\r\n`)
        .join("") + "--fuzz--\r\n",
  })),
  fc.uint8Array({ maxLength: 2048 }).map((b) => ({ type: undefined, body: Buffer.from(b).toString("latin1") })),
  fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/xml",
        "multipart/form-data",
        "application/json; charset=utf-16",
        "x/\u00ff",
        "application/csp-report",
      ),
      fc.string({ maxLength: 200 }),
    )
    .map(([type, body]) => ({ type, body })),
);

function fill(template: string, values: string[]): string {
  let i = 0;
  // A lone surrogate cannot be percent-encoded as UTF-8: it travels as U+FFFD, as a browser would send it.
  return template.replace(/:(\w+)|\*/g, () =>
    encodeURIComponent((values[i++ % values.length] ?? "x").replace(/[\uD800-\uDFFF]/gu, "\uFFFD")),
  );
}

interface Generated {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

function send(baseURL: string, r: Generated): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // A fresh connection for each request: a reused keep-alive socket the server is closing would be the client's race.
    const req = http.request(`${baseURL}${r.path}`, { method: r.method, headers: r.headers, agent: false }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body.length < 2000 ? (body += c.toString("utf8")) : undefined));
      res.on("end", () => resolve({ status: res.statusCode!, text: body }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(r.method === "GET" || r.method === "HEAD" ? undefined : r.body);
  });
}

test("over a thousand generated requests across every route: no 5xx, and healthy after", async ({ baseURL, request }) => {
  test.setTimeout(600_000);
  const email = uniqueEmail("fuzz");
  const signedUp = await request.post("/auth/register", {
    data: { name: "Fuzz", email, password: PASSWORD },
    headers: { "X-Forwarded-For": "192.0.2.200" },
  });
  const { token } = await signedUp.json();
  const login = await request.post("/login", {
    form: { email, password: PASSWORD },
    headers: { Origin: baseURL!, "X-Forwarded-For": "192.0.2.200" },
    maxRedirects: 0,
  });
  const setCookie = login.headers()["set-cookie"] ?? "";
  const cookie = setCookie
    .split("\n")
    .filter(Boolean)
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("prajna_session=");

  const generated = fc.record({
    template: fc.constantFrom(...TEMPLATES),
    params: fc.array(text, { minLength: 1, maxLength: 3 }),
    suffix: fc.constantFrom("", "", "", "/", ".data", "//", "/.."),
    query: fc.option(fc.dictionary(key, text, { maxKeys: 4 })),
    method: fc.constantFrom("GET", "GET", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "PROPFIND", "FOO"),
    body: bodies,
    cookie: fc.constantFrom(
      "",
      cookie,
      "prajna_session=garbage",
      "toast-session=e30%3D.bad; prajna_device=eyJpZCI6MX0",
      `${cookie}; toast-session=x`,
    ),
    auth: fc.constantFrom("", "", `Bearer ${token}`, "Bearer not-a-token", "Basic Zm9vOmJhcg==", "Bearer"),
    origin: fc.constantFrom("", "", baseURL!, "https://evil.example", "null", "not a url"),
    fetchSite: fc.constantFrom("", "", "same-origin", "cross-site", "none"),
    forwarded: fc.constantFrom("", "203.0.113.9", "not-an-address, 1.2.3.4", "::1"),
    accept: fc.constantFrom("", "text/html", "application/json", "*/*", "text/x-script"),
  });

  const seen = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;
  await fc
    .assert(
      fc.asyncProperty(generated, async (g) => {
        let path = fill(g.template, g.params) + g.suffix;
        if (g.query) path += `?${new URLSearchParams(g.query)}`;
        const headers: Record<string, string> = {};
        if (g.body.type) headers["Content-Type"] = g.body.type;
        if (g.cookie) headers.Cookie = g.cookie;
        if (g.auth) headers.Authorization = g.auth;
        if (g.origin) headers.Origin = g.origin;
        if (g.fetchSite) headers["Sec-Fetch-Site"] = g.fetchSite;
        if (g.forwarded) headers["X-Forwarded-For"] = g.forwarded;
        if (g.accept) headers.Accept = g.accept;
        const res = await send(baseURL!, { method: g.method, path, headers, body: g.body.body }).catch((error: Error) => {
          failures.push(`no answer: ${error.message} ${g.method} ${path.slice(0, 300)} ${JSON.stringify(headers)}`);
          throw error;
        });
        sent++;
        seen.set(g.template, (seen.get(g.template) ?? 0) + 1);
        if (res.status >= 500)
          failures.push(
            `${res.status} ${g.method} ${path} ${JSON.stringify(headers)} ${g.body.body.slice(0, 200)} -> ${res.text.slice(0, 200)}`,
          );
        return res.status < 500;
      }),
      { numRuns: RUNS, endOnFailure: false },
    )
    .catch((error) => {
      throw new Error(`${failures.length} request(s) got a 5xx or no answer:\n${failures.slice(0, 10).join("\n")}\n${error}`);
    });

  expect(sent).toBeGreaterThanOrEqual(1000);
  // Every route was reached many times.
  for (const template of TEMPLATES) expect(seen.get(template) ?? 0, template).toBeGreaterThanOrEqual(5);
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
});
