import { expect, test } from "@playwright/test";
import { freezeClock, hydrated, register, signIn, signOut, uniqueEmail } from "~test/e2e";

// What JavaScript adds on top of the plain form posts.

test("the sign-in button reads 'Signing in...' and is disabled while the request is under way", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Iris", email);
  await signOut(page);
  await page.goto("/login");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/login.data*", async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, email);
  const pending = page.getByRole("button", { name: "Signing in..." });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the register button reads 'Creating account...' while the request is under way", async ({ page }) => {
  await page.goto("/register");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/register.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Full name").fill("Omar");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("quiet-mountain-path");
  await page.getByLabel("Confirm password").fill("quiet-mountain-path");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("mismatched passwords are caught in the page before anything is sent", async ({ page }) => {
  await page.goto("/register");
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.getByLabel("Full name").fill("Lena");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill("quiet-mountain-path");
  await page.getByLabel("Confirm password").fill("quiet-mountain-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
  expect(posts).toEqual([]);
});

test("a success toast leaves after 2 seconds", async ({ page }) => {
  await freezeClock(page);
  await register(page, "Sol", uniqueEmail());
  await signOut(page);
  const toast = page.getByRole("status").getByText("You have been signed out.");
  await expect(toast).toBeVisible();
  await page.clock.runFor(1500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(700);
  await expect(toast).toBeHidden();
});

test("a toast can be dismissed by keyboard", async ({ page }) => {
  await register(page, "Kai", uniqueEmail());
  await freezeClock(page);
  await signOut(page);
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  await dismiss.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You have been signed out.")).toBeHidden();
});

test("the article-groups disclosure closes on Escape and returns focus", async ({ page }) => {
  await page.goto("/");
  // Escape is what JavaScript adds to the disclosure: a key pressed before hydration has no handler to reach.
  await hydrated(page);
  const summary = page.getByRole("navigation", { name: "Main" }).locator("summary");
  await summary.click();
  const groups = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bodhisattva Path" });
  await expect(groups).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(groups).toBeHidden();
  await expect(summary).toBeFocused();
});
