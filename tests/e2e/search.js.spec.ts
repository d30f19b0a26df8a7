import { expect, test } from "@playwright/test";
import { hydrated } from "~test/e2e";

// With JavaScript: results follow the typing, the count is announced, and "/" goes to the search box.

test("results update as you type, without leaving the box", async ({ page }) => {
  await page.goto("/search");
  await hydrated(page);
  const box = page.getByLabel("Search for");
  await box.click();
  await box.pressSequentially("mevla", { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=mevla$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText(/\d+ results? for “mevla”/);
  await expect(
    page
      .getByRole("region", { name: /^Articles/ })
      .getByRole("link")
      .first(),
  ).toHaveAttribute("href", /^\/articles\/rumi-path-love/);
  await expect(box).toBeFocused();

  await box.pressSequentially("na", { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=mevlana$/);
  await expect(box).toHaveValue("mevlana");
  // Typing replaces the entry rather than piling up history: one step back leaves the search page.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=mevla/);
});

test("choosing a filter applies it at once", async ({ page }) => {
  await page.goto("/search?q=love");
  await hydrated(page);
  await page.getByLabel("Tradition").selectOption("christian");
  await expect(page).toHaveURL(/tradition=christian/);
  await expect(page.getByLabel("Tradition")).toHaveValue("christian");
});

test('"/" focuses the search box unless you are typing in a field', async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator("body").press("/");
  await expect(page.getByRole("banner").getByLabel("Search the library")).toBeFocused();
  await page.keyboard.type("wu wei");
  await expect(page.getByRole("banner").getByLabel("Search the library")).toHaveValue("wu wei");

  await page.goto("/search?q=rumi");
  await hydrated(page);
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("/");
  await expect(page.getByLabel("Search for")).toBeFocused();

  await page.goto("/contact");
  await hydrated(page);
  const message = page.getByRole("textbox").last();
  await message.click();
  await page.keyboard.type("a/b");
  await expect(message).toHaveValue(/a\/b$/);
  await expect(page.getByRole("banner").getByLabel("Search the library")).not.toBeFocused();
});
