import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PASSWORD, uniqueEmail } from "~test/e2e";

// What each kind of page makes a browser download: reading pages no JavaScript at all, the home page no validation
// library, /ask within its budget. Measured on the files the production build wrote, as the served HTML names them.

const ASSETS = path.join(process.cwd(), "build", "client");
/** /ask's JavaScript budget: every script it loads, each gzipped as the server sends it. */
const ASK_BUDGET_BYTES = 120 * 1024;

/** The pages that work completely as HTML: a group page, an article, the blog and a post, and the fixed pages. */
const READING_PAGES = [
  "/articles",
  "/articles/masters-mystics",
  "/articles/rumi-path-love",
  "/blog",
  "/blog/digital-dharma-teacher-ai-guidance",
  "/references",
  "/about",
  "/features",
];

/** The static imports of one built module, as paths under /assets/. */
function importsOf(asset: string): string[] {
  const code = fs.readFileSync(path.join(ASSETS, asset), "utf8");
  const dir = path.posix.dirname(asset);
  return [...code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)].map((m) => path.posix.join(dir, m[1]));
}

/**
 * Every script a page loads: what its HTML names (module preloads, module scripts, the page's module script's static
 * and dynamic imports) and, in turn, what those import.
 */
function scriptsOf(html: string): string[] {
  const named = [
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\s*\(?\s*(?:[\w{}\s,*]+from\s*)?["'](\/assets\/[^"']+\.js)["']/g),
  ].map((m) => m[1]);
  const seen = new Set<string>();
  const queue = [...named];
  while (queue.length) {
    const asset = queue.shift()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    queue.push(...importsOf(asset));
  }
  return [...seen];
}

const gzipped = (asset: string) => zlib.gzipSync(fs.readFileSync(path.join(ASSETS, asset))).length;
/** A chunk holding zod (its error class keeps its name through minification). */
const holdsZod = (asset: string) => fs.readFileSync(path.join(ASSETS, asset), "utf8").includes("ZodError");

async function page(request: APIRequestContext, pathname: string) {
  const res = await request.get(pathname);
  expect(res.status(), pathname).toBe(200);
  return res.text();
}

test("reading pages carry no script and no module preload, signed out and signed in", async ({ request, playwright, baseURL }) => {
  for (const pathname of READING_PAGES) {
    const html = await page(request, pathname);
    expect(html, pathname).not.toContain("<script");
    expect(html, pathname).not.toContain("modulepreload");
    // Their menus are disclosures and the site search a plain form: they work with no script.
    expect(html, pathname).toMatch(/<form [^>]*action="\/search" method="get">/);
    expect(html, pathname).toContain("<summary");
  }

  const reader = await playwright.request.newContext({ baseURL });
  const signedUp = await reader.post("/register", {
    form: { name: "Quiet Reader", email: uniqueEmail("diet"), password: PASSWORD, confirmPassword: PASSWORD },
    headers: { Origin: baseURL!, "X-Forwarded-For": `198.51.100.${(process.pid % 250) + 1}` },
    maxRedirects: 0,
  });
  expect(signedUp.status()).toBe(302);
  const html = await page(reader, "/articles/rumi-path-love");
  expect(html).toContain("Welcome, <span");
  expect(html).not.toContain("<script");
  // Signing out from the header is a plain form post.
  expect(html).toMatch(/<form[^>]* action="\/logout" method="post"><button type="submit"[^>]*>Sign Out<\/button>/);
  await reader.dispose();
});

test("pages that need client code still load it", async ({ request }) => {
  for (const pathname of ["/", "/ask", "/meditation", "/search?q=rumi", "/login"]) {
    const html = await page(request, pathname);
    expect(scriptsOf(html).length, pathname).toBeGreaterThan(2);
  }
});

test("the home page loads no validation library; the sign-in page, which validates as you type, does", async ({ request }) => {
  const login = scriptsOf(await page(request, "/login"));
  expect(login.filter(holdsZod)).not.toEqual([]);
  const home = scriptsOf(await page(request, "/"));
  expect(home.filter(holdsZod)).toEqual([]);
});

test(`/ask loads at most ${ASK_BUDGET_BYTES / 1024} KB of gzipped JavaScript, and no validation library`, async ({ request }) => {
  const scripts = scriptsOf(await page(request, "/ask"));
  expect(scripts.filter(holdsZod)).toEqual([]);
  const sizes = scripts.map((asset) => ({ asset, bytes: gzipped(asset) }));
  const total = sizes.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, sizes.map((s) => `${s.asset} ${s.bytes}`).join("\n")).toBeLessThanOrEqual(ASK_BUDGET_BYTES);
});
