import http from "node:http";
import { expect, test } from "@playwright/test";
import { startBuiltServer } from "~test/built-server";
import { PASSWORD, uniqueEmail } from "~test/e2e";

/**
 * The outside security probe's findings, replayed against the built server (baseURL), by the probe's categories.
 * Each case is one line: a request and what its answer must (or must not) be. To add a case, add a line to its table.
 */

/** What a case reads of an answer (Playwright's Answer has it; so does a raw answer, below). */
interface Answer {
  status(): number;
  headers(): Record<string, string>;
  url(): string;
}

/** A request sent byte for byte as written: Playwright would read "//about" as a host named "about". */
function rawGet(base: string, method: string, path: string) {
  return new Promise<{ answer: Answer; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, method, path }, (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString("utf8")));
      res.on("end", () => {
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]));
        resolve({ answer: { status: () => res.statusCode!, headers: () => headers, url: () => path }, text });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

interface Probe {
  /** What the case checks, as the test's title. */
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  /** Checks on the answer; each throws (through expect) when the answer is wrong. */
  expect: (res: Answer, text: string) => void | Promise<void>;
}

const SECURITY_HEADERS = ["x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "content-security-policy"];

const hasSecurityHeaders = (res: Answer) => {
  for (const h of SECURITY_HEADERS) expect(res.headers()[h], `${h} on ${res.status()} ${res.url()}`).toBeTruthy();
};
const status = (code: number) => (res: Answer) => expect(res.status()).toBe(code);
const neverAKeptCopy = (res: Answer) => {
  expect(res.headers()["cache-control"] ?? "").not.toContain("public");
  expect([301, 308, 404]).toContain(res.status());
  if (res.status() !== 404) expect(res.headers()["location"]).toBe("/about");
};

const categories: Record<string, Probe[]> = {
  "page cache": [
    { name: "//about is never the kept home page", path: "//about", expect: neverAKeptCopy },
    { name: "/\\about is never the kept home page", path: "/\\about", expect: neverAKeptCopy },
  ],
  "auth flows": [
    {
      name: "the reset page keeps Referrer-Policy: no-referrer",
      path: "/reset-password?token=probe",
      expect: (r) => expect(r.headers()["referrer-policy"]).toBe("no-referrer"),
    },
    {
      name: "the confirmation page keeps Referrer-Policy: no-referrer",
      path: "/verify-email?token=probe",
      expect: (r) => expect(r.headers()["referrer-policy"]).toBe("no-referrer"),
    },
  ],
  "access control": [],
  "cross-origin": [
    {
      name: "a form post from another site is a 403 with the headers",
      method: "POST",
      path: "/contact",
      headers: { Origin: "http://evil.example" },
      form: { name: "x" },
      expect: (r) => (status(403)(r), hasSecurityHeaders(r)),
    },
    {
      name: "a form post with Origin: null is a 403",
      method: "POST",
      path: "/login",
      headers: { Origin: "null" },
      form: { email: "a@b.c" },
      expect: status(403),
    },
    {
      name: "a form post with Sec-Fetch-Site: cross-site is a 403",
      method: "POST",
      path: "/login",
      headers: { "Sec-Fetch-Site": "cross-site" },
      form: { email: "a@b.c" },
      expect: status(403),
    },
  ],
  headers: [
    { name: "a page", path: "/about", expect: hasSecurityHeaders },
    { name: "HEAD of a page", method: "HEAD", path: "/about", expect: hasSecurityHeaders },
    { name: "HEAD of the kept home page", method: "HEAD", path: "/", expect: hasSecurityHeaders },
    { name: "a static file", path: "/favicon.svg", expect: hasSecurityHeaders },
    { name: "a missing /assets file", path: "/assets/no-such-file.js", expect: (r) => (status(404)(r), hasSecurityHeaders(r)) },
    { name: "a malformed escape in a static path", path: "/assets/%E0%A4%A", expect: hasSecurityHeaders },
    { name: "TRACE (405)", method: "TRACE", path: "/", expect: (r) => (status(405)(r), hasSecurityHeaders(r)) },
    { name: "OPTIONS on a page", method: "OPTIONS", path: "/about", expect: hasSecurityHeaders },
    { name: "a JSON 404", path: "/v1/no-such-route", expect: hasSecurityHeaders },
    { name: "a redirect of an odd path", path: "//about", expect: hasSecurityHeaders },
  ],
  injection: [
    {
      name: "a guest's thread cannot slip a javascript: or //host link into the page",
      method: "POST",
      path: "/ask",
      form: {
        question: "What is stillness?",
        category: "general",
        thread: JSON.stringify([
          {
            question: "Earlier",
            category: "general",
            answer: "Earlier answer.",
            sources: [
              { title: "Evil", url: "javascript:alert(1)" },
              { title: "Other", url: "//evil.example/x" },
            ],
          },
        ]),
      },
      expect: (_r, text) => {
        expect(text).not.toContain("javascript:alert");
        expect(text).not.toContain("evil.example");
      },
    },
  ],
  privacy: [],
};

for (const [category, probes] of Object.entries(categories)) {
  test.describe(category, () => {
    for (const p of probes) {
      test(p.name, async ({ request, baseURL }) => {
        const method = p.method ?? "GET";
        if (/^\/[/\\]/.test(p.path)) {
          const { answer, text } = await rawGet(baseURL!, method, p.path);
          return void (await p.expect(answer, text));
        }
        const res = await request.fetch(p.path, {
          method,
          headers: { ...(p.form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}), ...p.headers },
          data: p.form ? new URLSearchParams(p.form).toString() : undefined,
          maxRedirects: 0,
        });
        await p.expect(res, method === "HEAD" ? "" : await res.text());
      });
    }
  });
}

test.describe("access control", () => {
  test("/v1 and the JSON routes ignore the session cookie of a cross-site request without Origin", async ({ request }) => {
    const email = uniqueEmail("probe");
    expect((await request.post("/auth/register", { data: { name: "Probe", email, password: PASSWORD } })).ok()).toBe(true);
    const signIn = await request.post("/login", { form: { email, password: PASSWORD }, maxRedirects: 0 });
    const cookie = signIn
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("prajna_session="))!
      .value.split(";")[0];
    const me = (headers: Record<string, string>) => request.get("/auth/me", { headers: { Cookie: cookie, ...headers } });
    expect((await me({ "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" })).status()).toBe(200);
    expect((await me({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors" })).status()).toBe(401);
    expect((await me({ "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" })).status()).toBe(401);
  });
});

test.describe("cross-origin, the log", () => {
  test("a refused cross-origin form post writes one line and no stack", async () => {
    const server = await startBuiltServer();
    try {
      for (const origin of ["http://evil.example", "::not a url", "null"]) {
        const res = await fetch(`${server.url}/contact`, {
          method: "POST",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: "name=x",
        });
        expect(res.status).toBe(403);
      }
      // One line for each refusal, and no stack (other start-up lines, such as a slow first build of the search
      // index on a busy machine, are not this test's business).
      expect(server.stderr()).not.toMatch(/\n\s+at /);
      expect(
        server
          .stderr()
          .split("\n")
          .filter((line) => line.includes("POST /contact")),
      ).toHaveLength(3);
    } finally {
      await server.stop();
    }
  });
});
