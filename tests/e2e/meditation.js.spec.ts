import { expect, test } from "@playwright/test";
import { freezeClock, hydrated, openTestDatabase, register, uniqueEmail } from "~test/e2e";

// The guided player, on Playwright's clock.

async function fiveMinuteGuide(page: import("@playwright/test").Page) {
  await page.goto("/meditation");
  await page.getByLabel("Time available").selectOption({ label: "5 minutes" });
  await page.getByLabel("Focus").selectOption({ label: "Concentration" });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await expect(page.getByRole("heading", { name: "Guided player" })).toBeVisible();
}

const playerSteps = (page: import("@playwright/test").Page) => page.getByRole("list", { name: "Player steps" }).getByRole("listitem");

test("'Creating Your Personal Guide...' shows while the guide is made", async ({ page }) => {
  await page.goto("/meditation");
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Generate Meditation Guide" }).click();
  await expect(page.getByRole("button", { name: "Creating Your Personal Guide..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { level: 3, name: "The steps" })).toBeVisible();
});

test("the player advances through the steps, pauses, resumes and stops", async ({ page }) => {
  await freezeClock(page);
  await fiveMinuteGuide(page);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(playerSteps(page).nth(0)).toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("status").filter({ hasText: /^Step 1 of \d+:/ })).toBeAttached();
  await expect(page.getByRole("progressbar", { name: "Meditation progress" })).toHaveAttribute("aria-valuenow", "0");

  // The first step of a 5-minute guide lasts 30 seconds.
  await page.clock.runFor(10_000);
  await expect(page.getByTestId("step-left")).toHaveText("0:20");
  await expect(page.getByTestId("total-left")).toHaveText("4:50");
  await page.clock.runFor(20_000);
  await expect(playerSteps(page).nth(1)).toHaveAttribute("aria-current", "step");
  await expect(playerSteps(page).nth(0)).not.toHaveAttribute("aria-current", "step");
  await expect(page.getByRole("status").filter({ hasText: /^Step 2 of/ })).toBeAttached();

  await page.getByRole("button", { name: "Pause" }).click();
  const before = await page.getByTestId("step-left").textContent();
  await page.clock.runFor(15_000);
  await expect(page.getByTestId("step-left")).toHaveText(before!);
  await page.getByRole("button", { name: "Resume" }).click();
  await page.clock.runFor(5_000);
  await expect(page.getByTestId("step-left")).not.toHaveText(before!);
  expect(Number(await page.getByRole("progressbar").getAttribute("aria-valuenow"))).toBeGreaterThan(10);
  // The bar is drawn (its width set through the DOM, which the page's CSP allows; a style attribute it would not).
  const fill = page.getByRole("progressbar").locator("div");
  await expect.poll(() => fill.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  await expect(playerSteps(page).nth(1)).not.toHaveAttribute("aria-current", "step");
});

test("the player is keyboard operable, with mute and read-aloud toggles", async ({ page }) => {
  await freezeClock(page);
  await fiveMinuteGuide(page);
  const start = page.getByRole("button", { name: "Start" });
  await start.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  const bell = page.getByRole("button", { name: "Bell on" });
  await bell.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Bell muted" })).toHaveAttribute("aria-pressed", "true");
  const aloud = page.getByRole("button", { name: "Read steps aloud" });
  await expect(aloud).toHaveAttribute("aria-pressed", "false");
  await aloud.click();
  await expect(aloud).toHaveAttribute("aria-pressed", "true");
});

test("a finished session is kept in a signed-in person's journey", async ({ page }) => {
  const email = uniqueEmail("player");
  await register(page, "Player", email);
  await freezeClock(page);
  await fiveMinuteGuide(page);
  await page.getByRole("button", { name: "Start" }).click();
  await page.clock.runFor(5 * 60_000 + 2_000);
  await expect(page.getByText("Complete", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "added to your journey" })).toBeVisible();
  const db = await openTestDatabase();
  try {
    const row = db.prepare("select m.minutes from meditation_sessions m join users u on u.id = m.user_id where u.email = ?").get(email);
    expect(row).toEqual({ minutes: 5 });
  } finally {
    db.close();
  }
});

test("the player keeps true time when timers are held back (a background tab, a sleeping phone)", async ({ page }) => {
  await freezeClock(page);
  await fiveMinuteGuide(page);
  await page.getByRole("button", { name: "Start" }).click();
  // Time jumps 95 seconds with the page's timers firing at most once: the player must still know where it is.
  await page.clock.fastForward(95_000);
  await page.clock.runFor(300);
  await expect(page.getByTestId("total-left")).toHaveText("3:25");
  await expect(playerSteps(page).nth(0)).not.toHaveAttribute("aria-current", "step");
  await expect(playerSteps(page).nth(1)).not.toHaveAttribute("aria-current", "step");
  await expect(playerSteps(page).nth(2)).toHaveAttribute("aria-current", "step");
});
