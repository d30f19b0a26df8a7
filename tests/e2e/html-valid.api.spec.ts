import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { PASSWORD, sitemapPaths, uniqueEmail } from "~test/e2e";

// Every page is conforming HTML by the W3C's Nu checker: the sitemap's pages, the forms, a search, a 404 and a
// signed-in person's pages, all checked in one run of the checker.

const VNU_JAR = createRequire(import.meta.url)("vnu-jar") as string;

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test("the W3C HTML checker finds no error on any page", async ({ request, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const anonymous = [
    ...(await sitemapPaths(request)),
    "/login",
    "/register",
    "/forgot-password",
    "/ask",
    "/ask?q=How%20can%20I%20rest%3F",
    "/meditation",
    "/contact",
    "/search",
    "/search?q=rumi",
    "/search?q=zzzzqqq",
    "/api",
    "/no-such-page",
  ];
  const person = await playwright.request.newContext({ baseURL });
  const signedUp = await person.post("/register", {
    form: { name: "Valid Reader", email: uniqueEmail("vnu"), password: PASSWORD, confirmPassword: PASSWORD },
    headers: { Origin: baseURL!, "X-Forwarded-For": `198.51.100.${(process.pid % 250) + 1}` },
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBe(302);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-vnu-"));
  try {
    const names = new Map<string, string>();
    const keep = async (res: Awaited<ReturnType<typeof request.get>>, label: string) => {
      expect(res.headers()["content-type"], label).toContain("text/html");
      const file = path.join(dir, `page-${names.size}.html`);
      const body = await res.text();
      fs.writeFileSync(file, body);
      names.set(`file:${file}`, label);
      return body;
    };
    const posted = { headers: { Origin: baseURL! }, maxRedirects: 0 };
    for (const pathname of new Set(anonymous)) await keep(await request.get(pathname), pathname);
    // Pages as a form post leaves them: field errors, a form-level error.
    const asked = await keep(await request.post("/ask", { ...posted, form: { question: " ", category: "general" } }), "POST /ask (empty)");
    expect(asked).toContain("Please write your question.");
    await keep(
      await request.post("/login", { ...posted, form: { email: "nobody@example.org", password: "wrong" } }),
      "POST /login (refused)",
    );
    for (const pathname of ["/dashboard", "/history", "/account", "/articles/rumi-path-love", "/ask"]) {
      await keep(await person.get(pathname), `(signed in) ${pathname}`);
    }
    // Signing out leaves a toast on the next page.
    await person.post("/logout", posted);
    expect(await keep(await person.get("/"), "/ (with the signed-out toast)")).toContain("You have been signed out.");
    expect(names.size).toBeGreaterThan(40);

    const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", dir], { encoding: "utf8", timeout: 90_000 });
    const report = JSON.parse(run.stderr || run.stdout || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => `${names.get(m.url ?? "") ?? m.url}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ""}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await person.dispose();
  }
});
