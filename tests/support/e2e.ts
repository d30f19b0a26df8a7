import { readdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

let n = 0;
export function uniqueEmail(tag = "seeker") {
  return `${tag}-${Date.now()}-${process.pid}-${++n}@example.org`;
}

export const PASSWORD = "quiet-mountain-path";

export async function register(page: Page, name: string, email: string, password = PASSWORD) {
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Wait until React has hydrated the page's links and form controls. A page is usable from its HTML alone, so a click
 * that lands before hydration is a plain form post or link: right for a person, but a spec about what JavaScript adds
 * (pending states, client navigation) must wait. React marks each element it has hydrated with its own properties.
 */
export async function hydrated(page: Page) {
  // Without JavaScript there is nothing to wait for: the page is its HTML.
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.waitForFunction(() =>
    [...document.querySelectorAll("main a, main button, main form, main input, main select, main textarea, header a, header button")].every(
      (el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")),
    ),
  );
}

/** WCAG 2.1 A and AA, the whole page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Every URL the sitemap lists, as paths. */
export async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The test server's database, read-only, for checking what the product stored. */
export async function openTestDatabase() {
  const { default: Database } = await import("better-sqlite3");
  const path = await import("node:path");
  return new Database(path.join(process.env.E2E_DATA_DIR!, "prajna-e2e.db"), { readonly: true, fileMustExist: true });
}

/** Fake timers that move only when the test says so (Playwright's installed clock otherwise keeps flowing). */
export async function freezeClock(page: import("@playwright/test").Page) {
  const start = new Date("2026-11-21T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Every public page, worked out from the content files (so each can be its own test, collected before the server
 * starts): the fixed pages, the six group pages, every article and every post. A test checks the sitemap says the same.
 */
export function libraryPaths(): string[] {
  const slugs = (dir: string) =>
    readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .map((f) => f.replace(/\.md$/, ""))
      .sort();
  const groups = ["masters-mystics", "philosophy", "spirituality", "bodhisattva-path", "religion", "management"];
  return [
    "/",
    "/about",
    "/features",
    "/articles",
    "/blog",
    "/references",
    "/contact",
    "/ask",
    "/meditation",
    "/api",
    "/login",
    "/register",
    ...groups.map((g) => `/articles/${g}`),
    ...slugs("content/articles").map((s) => `/articles/${s}`),
    ...slugs("content/blog").map((s) => `/blog/${s}`),
  ];
}
