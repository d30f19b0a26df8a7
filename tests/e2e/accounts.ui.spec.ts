import { expect, test } from "@playwright/test";
import { hydrated, PASSWORD, register, signIn, signOut, uniqueEmail } from "~test/e2e";
import { expireLinksOf, linkIn, waitForMail } from "~test/e2e-mail";

// Recovering an account, confirming and changing its address, with JavaScript (project "js") and without ("no-js").
// Every email goes through a real SMTP server that the tests read (tests/support/global-setup.ts).

const NEW_PASSWORD = "lantern-over-still-water";

async function askForResetLink(page: import("@playwright/test").Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // With JavaScript the address bar changes a moment before the new page is drawn, and /login has an Email field too.
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "If an account uses that address, a link to choose a new password is on its way." }),
  ).toBeVisible();
}

async function chooseNewPassword(page: import("@playwright/test").Page, password = NEW_PASSWORD) {
  // With JavaScript, a click while React takes over the form can be lost (seen once on a clean clone): wait for it.
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
}

test("forgot password: the emailed link sets a new password, ends the old sessions and signs in", async ({
  page,
  context,
  request,
}, testInfo) => {
  const email = uniqueEmail("forgot");
  await register(page, "Lila", email);
  const oldCookies = await context.cookies();
  const oldSession = oldCookies.find((c) => c.name === "prajna_session")!;
  await context.clearCookies();

  await askForResetLink(page, email);
  const mail = await waitForMail(email, /^Reset your Prajna password$/);
  const link = linkIn(mail, "/reset-password");
  expect(link.startsWith(`${testInfo.project.use.baseURL}/reset-password?token=`)).toBe(true);
  expect(mail.text).toContain("30 minutes");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await chooseNewPassword(page, "short");
  await expect(page.getByText(/Use at least 8 characters/)).toBeVisible();
  await chooseNewPassword(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Lila" })).toBeVisible();
  await expect(page.getByRole("status").getByText("Your new password is set and you are signed in.")).toBeVisible();

  // The person is told, and the session from before the reset is over.
  const notice = await waitForMail(email, /password was changed/);
  expect(notice.text).toContain(`${testInfo.project.use.baseURL}/forgot-password`);
  const me = await request.get("/auth/me", { headers: { Cookie: `prajna_session=${oldSession.value}` } });
  expect(me.status()).toBe(401);
  await context.clearCookies();
  await context.addCookies(oldCookies);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

  // The old password is gone; the new one signs in.
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("asking for a link says the same for an address with no account", async ({ page }) => {
  await askForResetLink(page, uniqueEmail("nobody"));
});

test("an altered, a used and an expired reset link each get a clear page with a way to ask for another", async ({ page }) => {
  const email = uniqueEmail("links");
  await register(page, "Tam", email);
  await signOut(page);
  await askForResetLink(page, email);
  const link = linkIn(await waitForMail(email, /^Reset your Prajna password$/), "/reset-password");

  const altered = link.slice(0, -1) + (link.endsWith("A") ? "B" : "A");
  const response = await page.goto(altered);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("This link is not valid");
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto(link);
  await chooseNewPassword(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  expect((await page.goto(link))?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("This link has already been used");

  await askForResetLink(page, email);
  const second = linkIn(await waitForMail(email, /^Reset your Prajna password$/, 2), "/reset-password");
  await expireLinksOf(email);
  expect((await page.goto(second))?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("This link has expired");
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("a new account's address: unconfirmed on /account, a new link on request, confirmed by following it", async ({ page }) => {
  const email = uniqueEmail("confirm");
  await register(page, "Ines", email);
  const first = linkIn(await waitForMail(email, /^Confirm your email address for Prajna$/), "/verify-email");

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Email address" });
  await expect(section.getByText("Not confirmed yet")).toBeVisible();
  await section.getByRole("button", { name: "Send a new confirmation link" }).click();
  await expect(page.getByRole("status").getByText("A new confirmation link is on its way to your address.")).toBeVisible();
  const second = linkIn(await waitForMail(email, /^Confirm your email address for Prajna$/, 2), "/verify-email");
  expect(second).not.toBe(first);

  await page.goto(second);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your email address" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("status").getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
  await expect(section.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Send a new confirmation link" })).toHaveCount(0);

  // The link is spent.
  expect((await page.goto(second))?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("already been used");
});

test("changing the address needs the current password and takes effect from the new address's link; the old one is told", async ({
  page,
}) => {
  const email = uniqueEmail("before");
  const moved = uniqueEmail("after");
  await register(page, "Omar", email);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Email address" });
  await section.getByLabel("New email address").fill(moved);
  await section.getByLabel("Your password (to confirm it is you)").fill("not-my-password");
  await section.getByRole("button", { name: "Change email address" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();

  await section.getByLabel("New email address").fill(moved);
  await section.getByLabel("Your password (to confirm it is you)").fill(PASSWORD);
  await section.getByRole("button", { name: "Change email address" }).click();
  await expect(
    page.getByRole("status").getByText("Almost done: follow the link we sent to the new address to start using it."),
  ).toBeVisible();
  await expect(section.getByText("Waiting for confirmation from")).toContainText(moved);
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();

  const notice = await waitForMail(email, /new email address was requested/);
  expect(notice.text).toContain(moved);
  const link = linkIn(await waitForMail(moved, /^Confirm your new email address for Prajna$/), "/verify-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your new email address" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my new address" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${moved}.`)).toBeVisible();
  await expect(section.getByText("Confirmed", { exact: true })).toBeVisible();
  expect((await waitForMail(email, /email address was changed/)).text).toContain(moved);

  await signOut(page);
  await page.goto("/login");
  await signIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signIn(page, moved);
  await expect(page).toHaveURL(/\/dashboard$/);
});
