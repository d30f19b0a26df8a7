import { expect, type Page, test } from "@playwright/test";
import { register, signIn, uniqueEmail } from "~test/e2e";
import { linkIn, waitForMail } from "~test/e2e-mail";
import { operatorEmail } from "~test/operators";

// The operator console, with JavaScript (project "js") and without ("no-js"). Operators are the addresses the test
// server's ADMIN_EMAILS names (tests/support/operators.ts), once confirmed.

async function becomeOperator(page: Page, email: string) {
  await register(page, "Olu Operator", email);
  await page.goto(linkIn(await waitForMail(email, /^Confirm your email address/), "/verify-email"));
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const ADMIN_PATHS = ["/admin", "/admin/messages", "/admin/messages/1", "/admin/accounts", "/admin/accounts/1", "/admin/elsewhere"];

async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
  await expect(page.getByText("Operator console")).toHaveCount(0);
}

test("to a visitor and to a signed-in person who is not an operator, every /admin page is the ordinary 404", async ({ page }) => {
  for (const path of ADMIN_PATHS) await expectNotFound(page, path);
  await register(page, "Not An Operator", uniqueEmail("plain"));
  for (const path of ADMIN_PATHS) await expectNotFound(page, path);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operators" })).toHaveCount(0);
});

test("an operator reads a message, replies by email, disables and re-enables an account, and the audit shows each step", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const writer = uniqueEmail("writer");
  const seeker = uniqueEmail("seeker");

  // A visitor writes through the contact form and, in the same browser, an account is made.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto("/contact");
  await other.getByLabel("Name").fill(`Wren ${tag}`);
  await other.getByLabel("Email").fill(writer);
  await other.getByLabel("Subject").selectOption({ label: "Feedback & Suggestions" });
  await other.getByLabel("Message").fill(`Could the library say more about loving-kindness? (${tag})`);
  await other.getByRole("button", { name: "Send Message" }).click();
  await expect(other.getByText("Thank you for your message")).toBeVisible();
  await register(other, "Sam Seeker", seeker);

  // The operator, confirmed, finds the console from the menu.
  const operator = operatorEmail(testInfo.project.name, "console");
  await becomeOperator(page, operator);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Operators" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Questions per day/ })).toBeVisible();
  const consoleNav = page.getByRole("navigation", { name: "Operator console" });
  await expect(consoleNav.getByRole("link", { name: /^Messages \d+ unread$/ })).toBeVisible();

  // Read the message.
  await consoleNav.getByRole("link", { name: /^Messages/ }).click();
  await page.getByRole("link", { name: new RegExp(`^Feedback & Suggestions\\s*, from Wren ${tag}$`) }).click();
  await expect(page.getByText(`Could the library say more about loving-kindness? (${tag})`)).toBeVisible();

  // Reply; the reply arrives, quoting the message.
  await page.getByLabel("Your reply").fill(`Thank you, Wren: a new article is coming. (${tag})`);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("status").getByText("Your reply was sent to the sender's address.")).toBeVisible();
  const reply = await waitForMail(writer, /^Re: Feedback & Suggestions$/);
  expect(reply.text).toContain(`Thank you, Wren: a new article is coming. (${tag})`);
  expect(reply.text).toContain(`> Could the library say more about loving-kindness? (${tag})`);
  await expect(page.getByText("This message is handled.")).toBeVisible();

  // Find the account and disable it: its session ends and sign-in is refused.
  await consoleNav.getByRole("link", { name: "Accounts" }).click();
  await page.getByLabel("Find by email").fill(seeker);
  await page.getByRole("button", { name: "Find accounts" }).click();
  await page.getByRole("link", { name: seeker }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Account: ${seeker}` })).toBeVisible();
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByRole("status").getByText("The account is disabled and signed out everywhere.")).toBeVisible();
  await expect(page.getByText("This account is disabled: it cannot sign in.")).toBeVisible();

  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await signIn(other, seeker);
  await expect(other.getByRole("alert").filter({ hasText: "This account has been disabled by the site's operators" })).toBeVisible();

  // Enable it again: sign-in works.
  await page.getByRole("button", { name: "Enable account" }).click();
  await expect(page.getByRole("status").getByText("The account can sign in again.")).toBeVisible();
  await signIn(other, seeker);
  await expect(other).toHaveURL(/\/dashboard$/);
  await visitor.close();

  // The audit on /admin shows each step, newest first, under this operator's address.
  await consoleNav.getByRole("link", { name: "Overview" }).click();
  const mine = page.getByRole("region", { name: "Audit" }).getByRole("row").filter({ hasText: operator });
  await expect(mine).toHaveCount(4);
  await expect(mine).toContainText(["enabled account", "disabled account", "replied by email to message", "read message"]);
});
