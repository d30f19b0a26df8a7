import { expect, type Page, test } from "@playwright/test";
import { hydrated, PASSWORD, register, signIn, signOut, uniqueEmail } from "~test/e2e";
import { linkIn, waitForMail } from "~test/e2e-mail";
import { operatorEmail } from "~test/operators";

// Every form, posted over https through a TLS-terminating proxy (tests/support/tls-proxy.ts, started for the run on
// E2E_TLS_PORT) to the server, which runs with TRUST_PROXY as a deployment does. React Router refuses a form post
// whose Origin (https://...) differs from the request's URL, so these pass only if the server builds that URL from
// what the proxy forwarded. Run twice: with JavaScript (project "js") and without ("no-js").

test.use({ baseURL: `https://127.0.0.1:${process.env.E2E_TLS_PORT}`, ignoreHTTPSErrors: true });
test.describe.configure({ timeout: 90_000 });

async function askOnAskPage(page: Page, question: string) {
  await page.goto("/ask");
  await hydrated(page);
  await page.getByLabel("Kind of guidance").selectOption({ label: "Relationships & Love" });
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible({ timeout: 15_000 });
}

test("over https: sign up, sign out, sign in, with a Secure session cookie and HSTS", async ({ page, context }) => {
  const email = uniqueEmail("tls");
  await register(page, "Tara Tls", email);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Tara Tls" })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.httpOnly && c.value.length > 20);
  expect(session?.secure, "the session cookie is Secure over https").toBe(true);

  await signOut(page);
  await expect(page.getByRole("status").getByText("You have been signed out.")).toBeVisible();
  await page.goto("/login");
  await hydrated(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  const response = await page.goto("/about");
  expect(response?.headers()["strict-transport-security"]).toBe("max-age=31536000");
});

test("over https: the ask form, the quick ask, the meditation and the contact form", async ({ page }, testInfo) => {
  await askOnAskPage(page, "How can I listen better to my partner when we argue?");
  await expect(page.getByRole("region", { name: "Answer" }).getByText("You asked:")).toContainText("listen better");

  await page.goto("/");
  await hydrated(page);
  await page.getByLabel("What is on your mind?").fill("How can I find stillness in a noisy life?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("heading", { name: "A reflection for you" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/meditation");
  await hydrated(page);
  await page.getByLabel("Experience").selectOption({ label: "Beginner" });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "The steps" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/contact");
  await hydrated(page);
  await page.getByLabel("Name").fill("Ines");
  await page.getByLabel("Email").fill("ines@example.org");
  await page.getByLabel("Subject").selectOption({ label: "Feedback & Suggestions" });
  await page.getByLabel("Message").fill(`Sent through the proxy (${testInfo.project.name}).`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message")).toBeVisible();
});

test("over https: the history's actions and the account's forms", async ({ page }) => {
  await register(page, "Hari History", uniqueEmail("tls-history"));
  await askOnAskPage(page, "How do I stay calm when my manager criticises me?");
  // (The answers on /history are rendered HTML React does not hydrate, so there is no "hydrated" to wait for.)
  await page.goto("/history");
  const item = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "How do I stay calm when my manager criticises me?" }) });
  await item.getByRole("link", { name: /^Delete/ }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The question was deleted.")).toBeVisible();

  await page.goto("/account");
  await hydrated(page);
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-lantern");
  await page.getByLabel("Confirm new password").fill("a-brand-new-lantern");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();
});

test("over https: an operator confirms the address, and disables and enables an account", async ({ page, browser }, testInfo) => {
  const seeker = uniqueEmail("tls-seeker");
  const other = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: `https://127.0.0.1:${process.env.E2E_TLS_PORT}` });
  await register(await other.newPage(), "Sol Seeker", seeker);
  await other.close();

  const operator = operatorEmail(testInfo.project.name, "proxy");
  await register(page, "Pia Proxy", operator);
  // The link names PUBLIC_URL (the server itself); it is followed through the proxy, where the session lives.
  const link = new URL(linkIn(await waitForMail(operator, /^Confirm your email address/), "/verify-email"));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.goto("/admin/accounts");
  await hydrated(page);
  await page.getByLabel("Find by email").fill(seeker);
  await page.getByRole("button", { name: "Find accounts" }).click();
  await page.getByRole("link", { name: seeker }).click();
  await hydrated(page);
  await page.getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByRole("status").getByText("The account is disabled and signed out everywhere.")).toBeVisible();
  await page.getByRole("button", { name: "Enable account" }).click();
  await expect(page.getByRole("status").getByText("The account can sign in again.")).toBeVisible();
});
