import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, hydrated, register, signIn, uniqueEmail } from "~test/e2e";

// The places an account is signed in, with JavaScript (project "js") and without ("no-js"): two browsers signed in
// to one account, one signs the other out from /account, and the other is sent to /login on its next page.

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

async function signInElsewhere(other: Page, email: string, remember: boolean) {
  await other.goto("/login");
  await hydrated(other);
  if (remember) await other.getByLabel("Remember me").check();
  await signIn(other, email);
  await expect(other).toHaveURL(/\/dashboard$/);
}

test("sign out another place from /account: it is sent to /login on its next page load", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("places");
  await register(page, "Pema Places", email);
  const laptop = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  try {
    const other = await laptop.newPage();
    await signInElsewhere(other, email, true);

    await page.goto("/account");
    const places = page.getByRole("list", { name: "Places signed in" });
    await expect(places.getByRole("listitem")).toHaveCount(2);
    const here = places.getByRole("listitem").filter({ hasText: "This device" });
    await expect(here).toHaveCount(1);
    const firefox = places.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
    await expect(firefox).toContainText("Last seen just now");
    await expect(firefox).toContainText("Remembered");
    await expect(firefox.locator("time[datetime]")).toHaveCount(1);
    // axe runs in the page, so only with JavaScript (the markup is the same without).
    if (test.info().project.use.javaScriptEnabled !== false) await expectNoAxeViolations(page);

    await hydrated(page);
    await firefox.getByRole("button", { name: /^Sign out Firefox on Linux/ }).click();
    await expect(page.getByText("That place has been signed out.")).toBeVisible();
    await expect(places.getByRole("listitem")).toHaveCount(1);

    await other.goto("/dashboard");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);

    // Signed in there again, then everywhere else is signed out at once.
    await signInElsewhere(other, email, false);
    await page.goto("/account");
    await expect(places.getByRole("listitem")).toHaveCount(2);
    await hydrated(page);
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("Signed out everywhere else (1 place).")).toBeVisible();
    await expect(places.getByRole("listitem")).toHaveCount(1);
    await other.goto("/history");
    await expect(other).toHaveURL(/\/login\?redirectTo=%2Fhistory$/);

    // This device is still signed in.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  } finally {
    await laptop.close();
  }
});

test("Remember me keeps the session cookie past the browser session; without it the cookie ends with the browser", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("remember");
  await register(page, "Rumi Remember", email);
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signInElsewhere(other, email, false);
    expect((await context.cookies()).find((c) => c.name === "prajna_session")?.expires).toBe(-1);
    await other.context().clearCookies({ name: "prajna_session" });
    await signInElsewhere(other, email, true);
    const kept = (await context.cookies()).find((c) => c.name === "prajna_session")!;
    expect(kept.expires * 1000).toBeGreaterThan(Date.now() + 80 * 24 * 60 * 60 * 1000);
  } finally {
    await context.close();
  }
});
