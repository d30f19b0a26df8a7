import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, hydrated, register, signIn, signOut, uniqueEmail } from "~test/e2e";

// Passkeys with Chromium's virtual authenticator (the DevTools WebAuthn domain): a platform authenticator that keeps
// discoverable credentials and verifies the person without asking. WebAuthn refuses an IP address as the relying
// party, so this spec addresses the server as http://localhost (a secure context, as 127.0.0.1 is). The e2e server
// runs with TRUST_PROXY and a PUBLIC_URL of 127.0.0.1, so, like a proxy, the browser says which host it used with
// X-Forwarded-Host; the server builds the request's URL from it and takes the relying party from that URL.

const site = `localhost:${process.env.E2E_PORT}`;
test.use({ baseURL: `http://${site}`, extraHTTPHeaders: { "X-Forwarded-Host": site } });
test.describe.configure({ timeout: 60_000 });

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

const passkeyList = (page: Page) => page.getByRole("list", { name: "Your passkeys" });

test("add a passkey on /account, rename it, sign in with it, remove it; the password still signs in", async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  const email = uniqueEmail("passkey");
  await register(page, "Priya Passkey", email);

  // Add one: the browser makes it, the account keeps it under the browser's name.
  await page.goto("/account");
  await hydrated(page);
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await expect(passkeys.getByText("You have no passkeys yet.")).toBeVisible();
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByRole("status")).toContainText(/Passkey added as “Chrome on \w+”/);
  await expect(passkeyList(page).getByRole("listitem")).toHaveCount(1);
  await expect(passkeyList(page)).toContainText("Not used yet.");
  expect(await authenticator.credentials()).toHaveLength(1);

  // Rename it with the form.
  await passkeyList(page).getByLabel("Name of this passkey").fill("Work laptop");
  await passkeyList(page).getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("The passkey is now called “Work laptop”.")).toBeVisible();
  await expect(passkeyList(page).getByRole("heading", { name: "Work laptop" })).toBeVisible();
  await passkeyList(page).getByText("Remove", { exact: true }).click();
  await expectNoAxeViolations(page);

  // Sign out, then in with the passkey alone: no email, no password.
  await signOut(page);
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Priya Passkey" })).toBeVisible();

  // The account shows it was used; remove it, behind a confirmation.
  await page.goto("/account");
  await hydrated(page);
  await expect(passkeyList(page)).toContainText("Last used");
  await passkeyList(page).getByText("Remove", { exact: true }).click();
  await passkeyList(page).getByRole("button", { name: "Yes, remove this passkey" }).click();
  await expect(page.getByText("The passkey “Work laptop” was removed. Your password still signs you in.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Passkeys" }).getByText("You have no passkeys yet.")).toBeVisible();

  // The browser still holds it, but the site no longer knows it: a clear message, and the password works.
  await signOut(page);
  await page.goto("/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not known here" })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a passkey sign-in goes back to the page that asked for it", async ({ page }) => {
  await virtualAuthenticator(page);
  await register(page, "Ravi Return", uniqueEmail("passkey-return"));
  await page.goto("/account");
  await hydrated(page);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeyList(page).getByRole("listitem")).toHaveCount(1);
  await signOut(page);

  await page.goto("/history");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhistory$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/history$/);
});
