import { expect, test } from "@playwright/test";
import { GUEST_PAGES, PUBLIC_PAGES, SIGNED_IN_PAGES, UNLISTED_PAGES } from "~/content/pages";
import { expectNoAxeViolations, libraryPaths, register, signIn, uniqueEmail } from "~test/e2e";

// axe (WCAG 2.1 A/AA) on every page that exists, signed out and signed in, and on the error states.

for (const path of [...PUBLIC_PAGES, ...GUEST_PAGES, ...UNLISTED_PAGES, "/no-such-page", "/search?q=buddha", "/search?q=zqxv+qqzjw"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const path of libraryPaths()) {
  test(`axe finds nothing on the library page ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test("axe finds nothing on the contact thank-you state", async ({ page }) => {
  await page.goto("/contact?sent=1");
  await expectNoAxeViolations(page);
});

test("axe finds nothing on the signed-in pages", async ({ page }) => {
  await register(page, "Axe Tester", uniqueEmail());
  await page.goto("/ask");
  await page.getByLabel("Question", { exact: true }).fill("How do I begin?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
  for (const path of [...SIGNED_IN_PAGES, "/ask", "/meditation", "/history?confirm=1", "/history?confirmClear=1"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("axe finds nothing on forms showing errors", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, uniqueEmail("nobody"), "wrong-password");
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/register");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds nothing with the phone menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds nothing on /ask and Home with an answer shown", async ({ page }) => {
  await page.goto("/ask");
  await page.getByLabel("Question", { exact: true }).fill("How do I practise mindfulness in a busy modern life?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/");
  await page.getByLabel("What is on your mind?").fill("How can I be kind to myself?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("heading", { name: "A reflection for you" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("axe finds nothing on /meditation with a guide and the player running", async ({ page }) => {
  await page.goto("/meditation");
  await page.getByLabel("Focus").selectOption({ label: "Emotional balance" });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await expect(page.getByRole("heading", { name: "Guided player" })).toBeVisible();
  await page.getByRole("button", { name: "Start" }).click();
  await expectNoAxeViolations(page);
});
