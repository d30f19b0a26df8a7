import { expect, test } from "@playwright/test";
import { register, uniqueEmail } from "~test/e2e";

// Asking, with JavaScript on (streamed) and off (a plain form post).

async function ask(page: import("@playwright/test").Page, question: string, category = "Relationships & Love", path = "/ask") {
  await page.goto(path);
  await page.getByLabel("Kind of guidance").selectOption({ label: category });
  await page.getByLabel("Question", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("region", { name: "Sources" })).toBeVisible({ timeout: 15_000 });
}

test("a guest asks on /ask, reads the answer and its sources, and is invited to sign up", async ({ page }) => {
  await ask(page, "How can I speak kindly to my partner when we argue?");
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByText("You asked:")).toContainText("How can I speak kindly to my partner when we argue?");
  await expect(answer.getByText("Relationships & Love")).toBeVisible();
  await expect(answer.locator("blockquote").first()).toBeVisible();
  await expect(answer.getByText(/AI-generated|an AI, Prajna/).first()).toBeVisible();
  const sources = page.getByRole("region", { name: "Sources" }).getByRole("link");
  expect(await sources.count()).toBeGreaterThan(0);
  await expect(sources.first()).toHaveAttribute("href", /^\/articles\//);
  await expect(answer.getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/register");
  await expect(answer.getByText("This wisdom has been saved to your journey history.")).toHaveCount(0);
  await sources.first().click();
  await expect(page).toHaveURL(/\/articles\//);
});

test("a signed-in user's answer says it was saved to the journey", async ({ page }) => {
  await register(page, "Journey Keeper", uniqueEmail());
  await ask(page, "How do I begin a meditation practice?", "Spirituality & Meditation");
  await expect(page.getByText("✓ This wisdom has been saved to your journey history.")).toBeVisible();
});

test("Ask Another Question clears the question and the answer", async ({ page }) => {
  await ask(page, "How do I stay steady when life keeps knocking me down?", "Dealing with Suffering");
  await page.getByRole("link", { name: "Ask Another Question" }).click();
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("");
  await expect(page.getByRole("region", { name: "Sources" })).toHaveCount(0);
  await expect(page.getByText("Your answer will appear here")).toBeVisible();
});

test("a question with HTML in it shows as text and runs nothing", async ({ page }) => {
  const question = 'What is <img src=x onerror="window.__pwned=1"> <b>patience</b>?';
  await ask(page, question, "Ethics & Moral Guidance");
  await expect(page.getByRole("region", { name: "Answer" }).getByText("You asked:")).toContainText(
    '<img src=x onerror="window.__pwned=1">',
  );
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator("main b", { hasText: "patience" })).toHaveCount(0);
});

test("a message in crisis is met with help lines first", async ({ page }) => {
  await ask(page, "I don't want to live anymore", "General Wisdom");
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByText(/call or text/).first()).toContainText("988");
  await expect(answer.getByText(/741741/).first()).toBeVisible();
  await expect(answer.getByText(/findahelpline\.com/).first()).toBeVisible();
});

test("a person can choose the country whose crisis lines come first, and a care answer then leads with them", async ({ page }) => {
  await page.goto("/ask");
  const lines = page.getByRole("complementary", { name: "If you are in crisis" });
  await lines.getByLabel("Crisis lines for").selectOption("GB");
  await lines.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/country=GB/);
  await expect(lines).toContainText("Samaritans, call 116 123");
  await expect(lines).toContainText("in United Kingdom");
  await ask(page, "I don't want to live anymore", "General Wisdom", new URL(page.url()).pathname + new URL(page.url()).search);
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByText(/116 123/).first()).toBeVisible();
  const text = (await answer.textContent()) ?? "";
  expect(text.indexOf("116 123")).toBeLessThan(text.indexOf("988"));
});

test("the question box is required, so an empty question is never sent", async ({ page }) => {
  await page.goto("/ask");
  await expect(page.getByLabel("Question", { exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("Question", { exact: true })).toHaveAttribute("rows", "6");
  await expect(page.getByLabel("Kind of guidance").locator("option")).toHaveText([
    "General Wisdom",
    "Spirituality & Meditation",
    "Relationships & Love",
    "Career & Purpose",
    "Mindfulness & Peace",
    "Ethics & Moral Guidance",
    "Dealing with Suffering",
    "Ancient Wisdom & Philosophy",
  ]);
  await expect(page.getByText("Answers are AI-generated reflections, not professional advice.")).toBeVisible();
});

test("the quick ask on Home answers in place and leads on to /ask", async ({ page }) => {
  await page.goto("/");
  await page.getByLabel("What is on your mind?").fill("How can I find stillness in a noisy life?");
  await page.getByRole("button", { name: "Seek Wisdom" }).click();
  await expect(page.getByRole("heading", { name: "A reflection for you" })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("main blockquote").first()).toBeVisible();
  await page.getByRole("link", { name: "Explore more wisdom" }).click();
  await expect(page).toHaveURL(/\/ask$/);
});
