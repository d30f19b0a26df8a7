import { expect, test } from "@playwright/test";
import { hydrated, PASSWORD, register, signIn, signOut, uniqueEmail } from "~test/e2e";
import { waitForMail } from "~test/e2e-mail";

// These journeys run twice: with JavaScript (project "js") and without it (project "no-js").

test("a newcomer registers, lands on the dashboard and sees the signed-in menu", async ({ page }) => {
  await register(page, "Asha Verma", uniqueEmail());
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Asha Verma" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Dashboard", "Ask", "Meditation", "History"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Blog" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("Welcome, Asha Verma")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
});

test("sign out with a toast, sign in again, and /login bounces a signed-in user to /dashboard", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Ravi", email);
  await signOut(page);
  await expect(page.getByRole("status").getByText("You have been signed out.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" }).first()).toBeVisible();

  await page.goto("/login");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ravi" })).toBeVisible();

  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a signed-out visitor is sent from /dashboard to /login, and back to the page after signing in", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Mei", email);
  await signOut(page);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await page.goto("/history");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhistory$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your history" })).toBeVisible();
});

test("a wrong password shows 'Invalid email or password' and keeps the email", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Tomas", email);
  await signOut(page);
  await page.goto("/login");
  await signIn(page, email, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");

  // The same words for an email that has no account: nothing tells who is registered.
  await page.goto("/login");
  await signIn(page, uniqueEmail("nobody"), "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
});

test("mismatched passwords show 'Passwords do not match' and create no account", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Lena");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill("quiet-mountain-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passwords do not match" })).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
});

test("a common password is refused with a clear message; a taken email is told only to check its mail", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Ada", email);
  await signOut(page);
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("Full name").fill("Ada Again");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByLabel("Confirm password").fill("password123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(/most common ones/)).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/register\?sent=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  expect((await waitForMail(email, /Someone tried to create an account/)).text).toContain("/forgot-password");
});

test("an unknown path is a 404 page inside the layout with ways back", async ({ page }) => {
  const response = await page.goto("/no/such/place");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the skip link leads to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu panel opens, shows the user's name and email, and closes on navigation", async ({ page }) => {
    const email = uniqueEmail();
    await register(page, "Noor", email);
    const menu = page
      .getByRole("banner")
      .locator("details")
      .filter({ has: page.locator("summary", { hasText: "Menu" }) });
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expect(menu.getByText("Noor", { exact: true })).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await mobile.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("a guest's menu panel lists the whole library and the article groups", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    for (const label of [
      "Home",
      "About",
      "Articles",
      "Ask",
      "Meditation Guide",
      "Blog",
      "References",
      "Contact",
      "Bodhisattva Path",
      "Management",
    ]) {
      await expect(mobile.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });
});
