import { expect, test } from "@playwright/test";
import { openTestDatabase, register, uniqueEmail } from "~test/e2e";

// The meditation guide with JavaScript on and off.

async function generate(page: import("@playwright/test").Page, choices: { experience: string; time: string; focus: string; mood: string }) {
  await page.goto("/meditation");
  await page.getByLabel("Experience").selectOption({ label: choices.experience });
  await page.getByLabel("Time available").selectOption({ label: choices.time });
  await page.getByLabel("Focus").selectOption({ label: choices.focus });
  await page.getByLabel("Current mood").selectOption({ label: choices.mood });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await expect(page.getByRole("heading", { level: 3, name: "The steps" })).toBeVisible();
}

test("the four choices start at their defaults", async ({ page }) => {
  await page.goto("/meditation");
  await expect(page.getByLabel("Experience")).toHaveValue("beginner");
  await expect(page.getByLabel("Time available")).toHaveValue("10");
  await expect(page.getByLabel("Focus")).toHaveValue("general-mindfulness");
  await expect(page.getByLabel("Current mood")).toHaveValue("neutral");
  await expect(page.getByLabel("Time available").locator("option")).toHaveText([
    "5 minutes",
    "10 minutes",
    "15 minutes",
    "20 minutes",
    "30 minutes",
    "45 minutes",
    "1 hour",
  ]);
});

test("a guide for non-default choices shows its chips and its steps with their lengths", async ({ page }) => {
  await generate(page, { experience: "Advanced", time: "20 minutes", focus: "Loving-kindness", mood: "Sad" });
  const chips = page.getByRole("list", { name: "Your choices" });
  await expect(chips.getByRole("listitem")).toHaveText(["Advanced", "20 minutes", "Loving-kindness"]);
  const steps = page.getByRole("heading", { level: 3, name: "The steps" }).locator("xpath=following-sibling::ol[1]").getByRole("listitem");
  expect(await steps.count()).toBeGreaterThanOrEqual(4);
  await expect(steps.first()).toContainText("Kindness first");
  await expect(steps.first()).toContainText(/\(\d+ (min|s)/);
  await expect(page.getByText("May I be safe").first()).toBeVisible();
  await expect(page.locator("figure blockquote").first()).toBeVisible();
  // The form keeps what was chosen.
  await expect(page.getByLabel("Focus")).toHaveValue("loving-kindness");
  await expect(page.getByLabel("Current mood")).toHaveValue("sad");
});

test("a paraphrased teaching is labelled as one, without quotation marks, and Prajna's reflection stands apart", async ({ page }) => {
  await generate(page, { experience: "Beginner", time: "10 minutes", focus: "Stress relief", mood: "Tired" });
  const figure = page.locator("figure").filter({ has: page.locator("blockquote") });
  await expect(figure.locator("figcaption")).toContainText(/^Paraphrase of The Buddha, Saṃyutta Nikāya 36\.6/);
  await expect(figure.locator("blockquote")).toHaveText(/^When an untrained person is touched by pain/);
  await expect(figure.locator("blockquote")).not.toContainText("may be unavoidable");
  const reflection = page.getByRole("note", { name: "Prajna's reflection" });
  await expect(reflection).toContainText("Prajna's reflection");
  await expect(reflection).toContainText("The first arrow may be unavoidable; the second need not follow.");
  await expect(figure.getByRole("note")).toHaveCount(0);
});

test("a signed-in person can mark the session finished, and it is kept", async ({ page }) => {
  const email = uniqueEmail("meditator");
  await register(page, "Meditator", email);
  await generate(page, { experience: "Intermediate", time: "15 minutes", focus: "Body awareness", mood: "Tired" });
  await page.getByRole("button", { name: "I finished this meditation" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added to your journey" })).toBeVisible();
  const db = await openTestDatabase();
  try {
    const row = db
      .prepare("select m.minutes, m.focus from meditation_sessions m join users u on u.id = m.user_id where u.email = ?")
      .get(email);
    expect(row).toEqual({ minutes: 15, focus: "body-awareness" });
  } finally {
    db.close();
  }
});
