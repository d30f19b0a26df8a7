import { expect, test } from "@playwright/test";
import { freezeClock, libraryPaths, openTestDatabase, sitemapPaths } from "~test/e2e";

// The public library, with JavaScript on and off.

test("the sitemap lists exactly the site's public pages", async ({ request }) => {
  expect((await sitemapPaths(request)).sort()).toEqual(libraryPaths().sort());
});

for (const path of libraryPaths()) {
  test(`the public page ${path} renders inside the layout with its heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await page.title()).toMatch(/Prajna/);
  });
}

test("the Bodhisattva reading path walks its five articles with Previous and Next", async ({ page }) => {
  const titles: string[] = [];
  await page.goto("/articles/social-practices-bodhisattva");
  const path = page.getByRole("navigation", { name: "Reading path" });
  await expect(path.getByRole("link", { name: /Previous Article/ })).toHaveCount(0);
  const expected = [
    "/articles/social-practices-bodhisattva",
    "/articles/excellences-bodhisattva",
    "/articles/bodhisattva-freedom-attachments",
    "/articles/maitreya-crown-contemplation-wisdom",
    "/articles/maitreya-perfections-generosity-morality-tolerance-effort",
  ];
  for (let i = 0; i < expected.length; i++) {
    await expect(page).toHaveURL(new RegExp(`${expected[i]}$`));
    // With JavaScript the address changes a moment before the new page renders: wait for the new heading.
    const heading = page.getByRole("heading", { level: 1 });
    if (i > 0) await expect(heading).not.toHaveText(titles[i - 1]);
    titles.push((await heading.textContent()) ?? "");
    if (i < expected.length - 1) await path.getByRole("link", { name: /Next Article/ }).click();
  }
  // The last one ends the path and leads back to the list.
  await expect(path.getByRole("link", { name: /Next Article/ })).toHaveCount(0);
  await path.getByRole("link", { name: /Previous Article/ }).click();
  await expect(page).toHaveURL(/maitreya-crown-contemplation-wisdom$/);
  await page.goto(expected[4]);
  await page.getByRole("link", { name: "Back to Articles" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  expect(new Set(titles).size).toBe(5);
});

test("an article shows its hero with caption, group, read time, lead, tags, body and related reading", async ({ page }) => {
  await page.goto("/articles/lao-tzu-wu-wei");
  const hero = page.locator("article figure img").first();
  await expect(hero).toHaveAttribute("alt", /.{10,}/);
  await expect(page.locator("article figure figcaption").first()).toContainText("Original artwork made for Prajna");
  await expect(page.getByRole("link", { name: "Masters & Mystics" }).last()).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" })).toBeVisible();
  await expect(page.locator("figure.quote").first()).toBeVisible();
  await expect(page.getByRole("note").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask a question about this" })).toHaveAttribute("href", "/ask");
});

test("the articles index lists the six groups, and a group page lists its own", async ({ page }) => {
  await page.goto("/articles");
  for (const g of ["Masters & Mystics", "Philosophy", "Spirituality", "Bodhisattva Path", "Religion", "Management"]) {
    await expect(page.getByRole("heading", { level: 2, name: g })).toBeVisible();
  }
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  await page.goto("/articles/management");
  await expect(page.getByRole("heading", { level: 1, name: "Management" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Effective Executive/i })).toBeVisible();
});

test("an unknown article or post is a 404 page", async ({ page }) => {
  expect((await page.goto("/articles/no-such-article"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible();
  expect((await page.goto("/blog/no-such-post"))?.status()).toBe(404);
});

test("the blog lists both posts with category, date and read time", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByText("Technology & Spirituality").first()).toBeVisible();
  await expect(page.getByText("September 26, 2025").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(2);
  await page.getByRole("heading", { level: 2 }).first().getByRole("link").click();
  await expect(page).toHaveURL(/\/blog\/.+/);
  await expect(
    page
      .getByRole("article")
      .locator("header")
      .getByText(/\d+ min read/),
  ).toBeVisible();
});

test("the references are grouped Harvard-style and link back to the articles that cite them", async ({ page }) => {
  await page.goto("/references");
  await expect(page.getByRole("heading", { level: 2, name: "How we cite" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Early Buddhist Texts" })).toBeVisible();
  const dhammapada = page.locator("#muller-1881-dhammapada");
  await expect(dhammapada).toContainText("(1881)");
  await expect(dhammapada.locator("cite")).toHaveText("The Dhammapada");
  await expect(dhammapada.getByText("Cited in:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Please tell us" })).toHaveAttribute("href", "/contact");
});

test("a contact message is sent, thanked for, and stored", async ({ page }, testInfo) => {
  await freezeClock(page);
  const marker = `message-${testInfo.project.name}-${Date.now()}`;
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Mira");
  await page.getByLabel("Email").fill("mira@example.org");
  await page.getByLabel("Subject").selectOption({ label: "Feedback & Suggestions" });
  await page.getByLabel("Message").fill(`Thank you for the articles. ${marker}`);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for your message")).toBeVisible();

  if (testInfo.project.use.javaScriptEnabled === false) {
    // Without JavaScript: a thank-you view with a way back.
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
  } else {
    // With JavaScript: three seconds of thanks, then the form again, cleared.
    await expect(page).toHaveURL(/\/contact$/);
    await page.clock.runFor(3100);
    await expect(page.getByText("Thank you for your message")).toBeHidden();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
  }

  const db = await openTestDatabase();
  try {
    const row = db.prepare("select name, email, subject from contact_messages where message like ?").get(`%${marker}`);
    expect(row).toEqual({ name: "Mira", email: "mira@example.org", subject: "feedback" });
  } finally {
    db.close();
  }
});

test("contact details and social links open in a new tab and say so", async ({ page }) => {
  await page.goto("/contact");
  const external = page.getByRole("main").locator('a[target="_blank"]');
  expect(await external.count()).toBeGreaterThanOrEqual(2);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  }
});

test("the home page offers the quick question, three tiles and the two calls to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to Prajna" })).toBeVisible();
  const box = page.getByLabel("What is on your mind?");
  await expect(box).toHaveAttribute("rows", "3");
  await expect(page.getByRole("button", { name: "Seek Wisdom" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Advanced Wisdom Chat" })).toHaveAttribute("href", "/ask");
  await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/register");
});
