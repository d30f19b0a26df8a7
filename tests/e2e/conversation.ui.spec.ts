import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, register, uniqueEmail } from "~test/e2e";

// A conversation on /ask, with JavaScript on (streamed) and off (plain form posts): three turns, then /history.

const TURNS = ["How do I deal with anger?", "And what about at work?", "How can I keep calm in meetings?"];

const conversation = (page: Page) => page.getByRole("list", { name: "Conversation" });
const askedTexts = (page: Page) => conversation(page).getByRole("listitem").locator("q");

async function holdThreeTurns(page: Page) {
  await page.goto("/ask");
  await page.getByLabel("Kind of guidance").selectOption({ label: "Dealing with Suffering" });
  await page.getByLabel("Question", { exact: true }).fill(TURNS[0]);
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(askedTexts(page)).toHaveText([TURNS[0]], { timeout: 15_000 });

  for (let i = 1; i < TURNS.length; i++) {
    await page.getByLabel("Your follow-up question").fill(TURNS[i]);
    await page.getByRole("button", { name: "Ask a follow-up" }).click();
    await expect(askedTexts(page)).toHaveText(TURNS.slice(0, i + 1), { timeout: 15_000 });
  }
  // Every turn is shown with its answer and its sources.
  const items = conversation(page)
    .getByRole("listitem")
    .filter({ has: page.locator("q") });
  await expect(items).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(items.nth(i).locator(".prose-answer")).not.toBeEmpty();
    await expect(items.nth(i).getByRole("region", { name: "Sources" })).toBeVisible();
  }
  // The follow-up was read with what it follows: its answer speaks of anger.
  await expect(items.nth(1).locator(".prose-answer")).toContainText(/anger/i);
}

test("a signed-in person holds a three-turn conversation on /ask, and /history shows it as one item", async ({ page }, testInfo) => {
  // axe runs in the page, so only where JavaScript is on.
  const checkAccessibility = testInfo.project.use.javaScriptEnabled !== false;
  test.setTimeout(60_000);
  await register(page, "Conversation Keeper", uniqueEmail("conversation"));
  await holdThreeTurns(page);
  await expect(page.getByText("✓ This wisdom has been saved to your journey history.")).toBeVisible();
  if (checkAccessibility) await expectNoAxeViolations(page);

  await page.goto("/history");
  const articles = page.getByRole("article");
  await expect(articles).toHaveCount(1);
  await expect(articles.getByRole("heading", { level: 2 })).toHaveText(TURNS[0]);
  await expect(articles.getByText("A conversation of 3 questions")).toBeVisible();
  await articles.getByText("Show the conversation").click();
  for (const question of TURNS.slice(1)) await expect(articles.getByRole("heading", { level: 3, name: question })).toBeVisible();
  await expect(page.getByText("1 question.")).toBeVisible();
  if (checkAccessibility) await expectNoAxeViolations(page);

  // Searching by a later turn finds the conversation.
  await page.getByLabel("Search your questions and answers").fill("meetings");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toHaveText(TURNS[0]);
});

test("a guest holds a three-turn conversation on /ask, kept only in the page", async ({ page }) => {
  test.setTimeout(60_000);
  await holdThreeTurns(page);
  await expect(page.getByRole("link", { name: "Create a free account" })).toBeVisible();
  // Ask Another Question begins afresh.
  await page.getByRole("link", { name: "Ask Another Question" }).click();
  await expect(conversation(page)).toHaveCount(0);
  await expect(page.getByText("Your answer will appear here")).toBeVisible();
});
