import { expect, test } from "@playwright/test";

// The pages under their Content-Security-Policy in a real browser: nothing is blocked, the pages still come to life
// (hydration, streaming answers, client navigation), and an inline script without the nonce would not run.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const violations = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("no violation on the pages people use, and JavaScript still works under the policy", async ({ page }) => {
  await page.goto("/ask");
  const button = page.getByRole("button", { name: "Seek Wisdom" });
  await expect(button).toBeDisabled(); // hydrated: the button follows the empty field
  await page.getByLabel("Question", { exact: true }).fill("How do I stay kind when I am tired?");
  await button.click();
  await expect(page.getByRole("heading", { level: 2, name: "Answer" })).toBeFocused();

  await page.getByRole("banner").getByRole("link", { name: "Meditation Guide" }).first().click();
  await expect(page).toHaveURL(/\/meditation$/);
  for (const path of ["/", "/articles", "/contact", "/login"]) await page.goto(path);
  expect(await violations(page)).toEqual([]);
});

test("an inline script without the nonce is blocked and reported", async ({ page }) => {
  await page.goto("/about");
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const s = document.createElement("script");
    s.textContent = "window.injected = true";
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 100));
    return w.injected === true;
  });
  expect(ran).toBe(false);
  expect((await violations(page)).some((v) => v.startsWith("script-src"))).toBe(true);
});
