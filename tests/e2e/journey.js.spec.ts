import { expect, test } from "@playwright/test";
import { hydrated, register, uniqueEmail } from "~test/e2e";

test("the history shows a loading state while a filter loads", async ({ page }) => {
  await register(page, "Waiter", uniqueEmail());
  await page.goto("/history");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/history\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Category").selectOption({ label: "Career & Purpose" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Loading your history…")).toBeVisible();
  release();
  await expect(page.getByText("Loading your history…")).toBeHidden();
});

test("moving between pages shows a loading status", async ({ page }) => {
  await register(page, "Mover", uniqueEmail());
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/history\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Your history" })).toBeVisible();
});
