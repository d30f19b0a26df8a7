import { expect, test } from "@playwright/test";
import { hydrated } from "~test/e2e";

// What JavaScript adds to asking: pending states, the share sheet and the clipboard, focus on the answer.

test("the button reads 'Seeking Wisdom...' while the answer is on its way, then focus moves to the answer", async ({ page }) => {
  await page.goto("/ask");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/ask/stream", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Question", { exact: true }).fill("How do I let go of anger at my brother?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("button", { name: "Seeking Wisdom..." })).toBeDisabled();
  release();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Answer" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Your answer is ready." })).toBeAttached();
});

test("the button stays disabled while the question is empty or only spaces", async ({ page }) => {
  await page.goto("/ask");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Seek Wisdom" });
  await expect(button).toBeDisabled();
  await page.getByLabel("Question", { exact: true }).fill("   ");
  await expect(button).toBeDisabled();
  await page.getByLabel("Question", { exact: true }).fill("Why?");
  await expect(button).toBeEnabled();
});

test("Share copies the first 100 characters and an ellipsis to the clipboard, with a toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    // A desktop without a share sheet.
    Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
  });
  await page.goto("/ask");
  await hydrated(page);
  await page.getByLabel("Question", { exact: true }).fill("How can I practise patience with difficult people?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("Copied to your clipboard.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.endsWith("...")).toBe(true);
  expect(copied.length).toBe(103);
  const firstWords = (await page.locator(".prose-answer p").first().textContent())!.trim().slice(0, 30);
  expect(copied.startsWith(firstWords)).toBe(true);
});

test("Share uses the device share sheet where there is one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: (data: unknown) => {
        (window as unknown as { __shared: unknown }).__shared = data;
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.goto("/ask");
  await hydrated(page);
  await page.getByLabel("Question", { exact: true }).fill("What is right speech?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await page.getByRole("button", { name: "Share" }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: { title: string; text: string } }).__shared);
  expect(shared.title).toBe("Wisdom from Prajna");
  expect(shared.text).toMatch(/^.{100}\.\.\.$/s);
});

test("the quick ask reads 'Consulting the wisdom...' with the question box disabled while it waits", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByLabel("What is on your mind?").fill("How do I rest when I am exhausted?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("button", { name: "Consulting the wisdom..." })).toBeDisabled();
  await expect(page.getByLabel("What is on your mind?")).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { name: "A reflection for you" })).toBeVisible();
});

test("an empty quick question does nothing", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Seek Wisdom" })).toBeDisabled();
});
