import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, register, signIn, signOut, uniqueEmail } from "~test/e2e";

// The journey, with JavaScript on and off: history, dashboard, account.

async function ask(page: Page, question: string, category: string) {
  await page.goto("/ask");
  await page.getByLabel("Kind of guidance").selectOption({ label: category });
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByText("✓ This wisdom has been saved to your journey history.")).toBeVisible({ timeout: 15_000 });
}

const item = (page: Page, question: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: question }) });

test("a new account's history is empty, with a way to ask", async ({ page }) => {
  await register(page, "Fresh", uniqueEmail());
  await page.goto("/history");
  await expect(page.getByText("No questions yet")).toBeVisible();
  await page.getByRole("link", { name: "Ask your first question" }).click();
  await expect(page).toHaveURL(/\/ask$/);
});

test("a question asked is found in /history, filtered, searched, rated and deleted", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await register(page, "Seeker", uniqueEmail());
  await ask(page, "How do I stay calm when my manager criticises me?", "Career & Purpose");
  await ask(page, "How can I listen better to my partner?", "Relationships & Love");

  await page.goto("/history");
  const questions = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(questions).toHaveText(["How can I listen better to my partner?", "How do I stay calm when my manager criticises me?"]);
  const today = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date());
  await expect(item(page, "How can I listen better to my partner?").getByText(today)).toBeVisible();
  await expect(item(page, "How can I listen better to my partner?").getByText("Relationships & Love")).toBeVisible();

  // The answer opens, with its sources.
  const first = item(page, "How can I listen better to my partner?");
  await first.getByText("Show the answer").click();
  await expect(first.locator("blockquote").first()).toBeVisible();
  await expect(first.getByText("Sources:")).toBeVisible();

  // Filter by category; the filter lives in the URL.
  await page.getByLabel("Category").selectOption({ label: "Career & Purpose" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/category=career/);
  await expect(questions).toHaveText(["How do I stay calm when my manager criticises me?"]);
  await page.reload();
  await expect(questions).toHaveText(["How do I stay calm when my manager criticises me?"]);
  await expect(page.getByLabel("Category")).toHaveValue("career");

  // Search the person's own questions and answers.
  await page.goto("/history");
  await page.getByLabel("Search your questions and answers").fill("partner");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=partner/);
  await expect(questions).toHaveText(["How can I listen better to my partner?"]);

  // Rate 4 stars: a radio group.
  await page.goto("/history");
  const stars = item(page, "How can I listen better to my partner?").getByRole("radiogroup", { name: "Your rating" });
  await stars.locator("label").filter({ hasText: "4 stars" }).click();
  if (testInfo.project.use.javaScriptEnabled === false)
    await item(page, "How can I listen better to my partner?").getByRole("button", { name: "Save rating" }).click();
  else await expect(stars.getByText("Saved")).toBeVisible();
  await page.goto("/history");
  await expect(item(page, "How can I listen better to my partner?").getByRole("radio", { name: "4 stars" })).toBeChecked();

  // Delete, with a confirmation step.
  await item(page, "How do I stay calm when my manager criticises me?")
    .getByRole("link", { name: /^Delete/ })
    .click();
  await expect(page.getByText("Delete this question and its answer for good?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("The question was deleted.")).toBeVisible();
  await expect(questions).toHaveText(["How can I listen better to my partner?"]);

  // Clear all, with a confirmation step.
  await page.getByRole("link", { name: "Delete all my questions" }).click();
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByText("No questions yet")).toBeVisible();
});

test("the history exports as JSON and as Markdown", async ({ page }) => {
  await register(page, "Exporter", uniqueEmail());
  await ask(page, "What is the middle way?", "Ancient Wisdom & Philosophy");
  await page.goto("/history");
  for (const [link, check] of [
    ["Export JSON", (text: string) => expect(JSON.parse(text).questions[0].question).toBe("What is the middle way?")],
    ["Export Markdown", (text: string) => expect(text).toContain("### What is the middle way?")],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
    expect(download.suggestedFilename()).toMatch(/^prajna-journey-\d{4}-\d{2}-\d{2}\.(json|md)$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(c as Buffer);
    check(Buffer.concat(chunks).toString("utf8"));
  }
});

test("the dashboard shows the journey's numbers and a teaching for the day", async ({ page }) => {
  await register(page, "Counter", uniqueEmail());
  await ask(page, "How do I forgive myself?", "Ethics & Moral Guidance");
  await ask(page, "How do I meditate when I am restless?", "Mindfulness & Peace");
  await page.goto("/meditation");
  await page.getByLabel("Time available").selectOption({ label: "15 minutes" });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await page.getByRole("button", { name: "I finished this meditation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added to your journey" })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Counter" })).toBeVisible();
  const journey = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Your journey" }) });
  const stat = (label: string) => journey.locator("dl > div").filter({ hasText: label }).locator("dd");
  await expect(stat("questions asked")).toHaveText("2");
  await expect(stat("categories explored")).toHaveText("2");
  await expect(stat("meditation session")).toHaveText("1");
  await expect(stat("minutes of meditation")).toHaveText("15");
  await expect(stat("day in a row")).toHaveText("1");
  await expect(journey.getByRole("link", { name: "How do I meditate when I am restless?" })).toBeVisible();

  const daily = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Daily Wisdom" }) });
  await expect(daily.locator("blockquote")).toBeVisible();
  await expect(daily.locator("figcaption cite")).not.toBeEmpty();
  await expect(daily.getByRole("link")).toHaveAttribute("href", /^\/articles\//);
});

test("a user changes their password and signs in with the new one", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Changer", email);
  await page.goto("/account");
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-lantern");
  await page.getByLabel("Confirm new password").fill("a-brand-new-lantern");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  await page.goto("/login");
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await signIn(page, email, "a-brand-new-lantern");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a user deletes their account, typing the email and the current password to confirm", async ({ page }) => {
  const email = uniqueEmail();
  await register(page, "Leaver", email);
  await ask(page, "What is impermanence?", "Ancient Wisdom & Philosophy");
  await page.goto("/account");
  const deleteSection = page.getByRole("region", { name: "Delete your account" });
  await deleteSection.getByLabel(/Type your email address/).fill("not-my-email@example.org");
  await deleteSection.getByLabel("Your password (to confirm it is you)").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That does not match your email address.")).toBeVisible();
  await deleteSection.getByLabel(/Type your email address/).fill(email);
  await deleteSection.getByLabel("Your password (to confirm it is you)").fill("not-my-password-at-all");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(deleteSection.getByText("That is not your current password.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  await deleteSection.getByLabel(/Type your email address/).fill(email);
  await deleteSection.getByLabel("Your password (to confirm it is you)").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account and everything tied to it have been deleted.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
});

test("a long history pages by Older and Newer links, with or without JavaScript", async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("pages");
  const res = await request.post("/auth/register", { data: { name: "Pager", email, password: PASSWORD } });
  const { token } = (await res.json()) as { token: string };
  for (let i = 0; i < 21; i++) {
    const asked = await request.post("/ai/ask", {
      data: { question: `How do I rest, day ${i}?`, context: { category: "mindfulness" } },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(asked.status()).toBe(200);
  }
  await page.goto("/login");
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto("/history");
  const pager = page.getByRole("navigation", { name: "Pages" });
  const questions = page.getByRole("article").getByRole("heading", { level: 2 });
  await expect(pager).toContainText("Page 1 of 2");
  await expect(questions).toHaveCount(20);
  await expect(questions.first()).toHaveText("How do I rest, day 20?");
  await expect(pager.getByRole("link", { name: "← Newer" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Older →" }).click();
  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(pager).toContainText("Page 2 of 2");
  await expect(questions).toHaveText(["How do I rest, day 0?"]);
  await expect(pager.getByRole("link", { name: "Older →" })).toHaveCount(0);

  await pager.getByRole("link", { name: "← Newer" }).click();
  await expect(pager).toContainText("Page 1 of 2");
  await expect(questions.first()).toHaveText("How do I rest, day 20?");
  await expect(questions).toHaveCount(20);
});
