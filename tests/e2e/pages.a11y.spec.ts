import { expect, test } from "@playwright/test";
import { GUEST_PAGES, PUBLIC_PAGES, SIGNED_IN_PAGES, UNLISTED_PAGES } from "~/content/pages";
import { expectNoAxeViolations, libraryPaths, register, signIn, signOut, uniqueEmail } from "~test/e2e";
import { linkIn, waitForMail } from "~test/e2e-mail";
import { operatorEmail } from "~test/operators";

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

test("axe finds nothing on the account recovery pages, their errors and their dead links", async ({ page }) => {
  const email = uniqueEmail("axe-recover");
  await register(page, "Axe Recover", email);
  const confirm = linkIn(await waitForMail(email, /^Confirm your email address/), "/verify-email");
  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/account");
  await page.getByRole("region", { name: "Email address" }).getByLabel("Your password (to confirm it is you)").fill("wrong-password");
  await page.getByLabel("New email address").fill("not-an-address");
  await page.getByRole("button", { name: "Change email address" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await signOut(page);

  await page.goto("/forgot-password");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/);
  await expectNoAxeViolations(page);

  await page.goto(linkIn(await waitForMail(email, /^Reset your Prajna password$/), "/reset-password"));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);

  for (const path of ["/reset-password?token=altered", "/verify-email?token=altered"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("axe finds nothing on the operator console", async ({ page, browser }, testInfo) => {
  // Eight pages and states, each checked by axe, after a sign-up and an email round trip: more than one page's time.
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  await visitor.getByLabel("Name").fill("Axe Writer");
  await visitor.getByLabel("Email").fill(uniqueEmail("axe-writer"));
  await visitor.getByLabel("Message").fill("A message for the accessibility check.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Thank you for your message")).toBeVisible();
  await visitor.close();

  const email = operatorEmail(testInfo.project.name, "a11y");
  await register(page, "Axe Operator", email);
  await page.goto(linkIn(await waitForMail(email, /^Confirm your email address/), "/verify-email"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/account$/);

  for (const path of ["/admin", "/admin/messages", "/admin/accounts", `/admin/accounts?q=${encodeURIComponent("axe")}`]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto("/admin");
  await page.getByText("The numbers, day by day").click();
  await expectNoAxeViolations(page);
  await page.goto("/admin/messages");
  await page
    .getByRole("link", { name: /from Axe Writer/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Reply by email" })).toBeVisible();
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const own of [true, false]) {
    // The operator's own account (no disable or delete), then someone else's (with both).
    await page.goto("/admin/accounts");
    const links = page.getByRole("table").getByRole("link");
    await (own ? links.filter({ hasText: email }) : links.filter({ hasNotText: email })).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Account: / })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
