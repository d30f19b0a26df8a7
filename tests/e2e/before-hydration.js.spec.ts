import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "~test/e2e";

// On a slow connection the page's HTML arrives well before its scripts, and people start typing. When React takes
// over, what they wrote must stay in the field and count: the button enabled, the words the ones sent.

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Open a page and wait for its HTML only: module scripts hold back both `load` and `DOMContentLoaded`. */
async function openBeforeScripts(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.locator("main").waitFor();
}

test("a question typed on /ask before the scripts arrive is kept and can be sent", async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, "/ask");
  const question = "How can I forgive a friend who broke a promise?";
  await page.getByLabel("Question", { exact: true }).fill(question);
  release();
  await hydrated(page);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue(question);
  const button = page.getByRole("button", { name: "Seek Wisdom" });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Answer" }).getByText("You asked:")).toContainText(question);
});

test("the home page's quick question typed before the scripts arrive is kept, not emptied", async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, "/");
  const field = page.getByLabel("What is on your mind?");
  await field.fill("How do I rest when my mind keeps racing?");
  release();
  await hydrated(page);
  await expect(field).toHaveValue("How do I rest when my mind keeps racing?");
  await expect(page.getByRole("button", { name: "Seek Wisdom" })).toBeEnabled();
});

test("words typed in the search box before the scripts arrive stay in it", async ({ page }) => {
  const release = await holdScripts(page);
  await openBeforeScripts(page, "/search");
  const box = page.getByRole("searchbox", { name: "Search for" });
  await box.fill("compassion");
  release();
  await hydrated(page);
  await expect(box).toHaveValue("compassion");
  // A later render (the results following the typing) does not put the server's empty value back.
  await box.press("End");
  await box.pressSequentially(" practice");
  await expect(page).toHaveURL(/q=compassion\+practice/);
  await expect(box).toHaveValue("compassion practice");
});

// Nothing a person can point at moves when the scripts take over: a tap aimed at a link or a button while the page
// hydrates lands on it. (A hint that appeared at hydration once pushed the search page's results down a line, and a
// click meant for "Ask Prajna" hit the text above it.)
const HYDRATING_PAGES = [
  "/",
  "/ask",
  "/search?q=love",
  "/search?q=zqxv+qqzjw",
  "/meditation",
  "/contact",
  "/login",
  "/register",
  "/forgot-password",
];
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

for (const path of HYDRATING_PAGES) {
  test(`nothing to point at moves as ${path} hydrates`, async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const release = await holdScripts(page);
      await openBeforeScripts(page, path);
      // The page as a person sees it before the scripts: styled, with its fonts.
      await page.waitForFunction(() => document.styleSheets.length > 0 && document.fonts.status === "loaded");
      const before = await page.evaluate(() => {
        const targets = [
          ...document.querySelectorAll("header a, header button, main a, main button, main input, main select, main textarea"),
        ];
        (window as unknown as { targets: Element[] }).targets = targets;
        return targets.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            what: `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute("name") || "").trim().slice(0, 40)}”`,
            x: r.x,
            y: r.y,
          };
        });
      });
      expect(before.length).toBeGreaterThan(0);
      release();
      await hydrated(page);
      const after = await page.evaluate(() =>
        (window as unknown as { targets: Element[] }).targets.map((el) => {
          const r = el.getBoundingClientRect();
          return { connected: el.isConnected, x: r.x, y: r.y };
        }),
      );
      const moved = before
        .map((b, i) => ({ ...b, after: after[i] }))
        .filter((b) => !b.after.connected || Math.abs(b.after.x - b.x) > 1 || Math.abs(b.after.y - b.y) > 1)
        .map(
          (b) =>
            `${b.what}: (${Math.round(b.x)}, ${Math.round(b.y)}) → ${b.after.connected ? `(${Math.round(b.after.x)}, ${Math.round(b.after.y)})` : "removed"}`,
        );
      expect(moved, `at ${viewport.width}×${viewport.height}`).toEqual([]);
      await page.unrouteAll();
    }
  });
}
