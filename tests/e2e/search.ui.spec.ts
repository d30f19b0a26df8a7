import { expect, test } from "@playwright/test";

// The site search, with and without JavaScript: the header box, grouped results, anchors, filters, paging and the
// empty state. Targets are named by slug, never by the wording of a section, so rewording articles does not break it.

test("a search from the header lists results grouped by kind, with counts", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner").getByRole("search", { name: "Site" });
  await header.getByLabel("Search the library").fill("Rumi");
  await header.getByLabel("Search the library").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Rumi$/);
  await expect(page).toHaveTitle(/Search: “Rumi”/);
  await expect(page.getByRole("heading", { level: 1, name: "Search the library" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toContainText(/\d+ results for “Rumi”/);

  const articles = page.getByRole("region", { name: /^Articles/ });
  await expect(articles).toBeVisible();
  await expect(page.getByRole("region", { name: /^Teachings/ })).toBeVisible();
  await expect(articles.getByRole("link").first()).toHaveAttribute("href", /^\/articles\/rumi-path-love/);
  // The match may be another form of his name.
  await expect(articles.locator("mark").first()).toHaveText(/rumi|jalal|mevlana|mawlana/i);
  const kinds = page.getByRole("navigation", { name: "Kinds of result" });
  await expect(kinds.getByRole("link", { name: /^Articles \(\d+\)$/ })).toBeVisible();
  await expect(kinds.getByRole("link", { name: /^All \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
});

test("a result leads to the section of the article that matched", async ({ page }) => {
  await page.goto("/search?q=the+cook+who+carved+the+ox");
  const first = page
    .getByRole("region", { name: /^Articles/ })
    .getByRole("listitem")
    .first()
    .getByRole("heading")
    .getByRole("link");
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/articles\/lao-tzu-wu-wei#.+/);
  await first.click();
  await expect(page).toHaveURL(/\/articles\/lao-tzu-wu-wei#/);
  const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test("nothing found offers to ask the question instead, filled in", async ({ page }) => {
  await page.goto("/search?q=zqxv+qqzjw");
  await expect(page.getByRole("heading", { name: "Nothing in the library matches" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("No results for “zqxv qqzjw”.");
  await page.getByRole("link", { name: /Ask Prajna/ }).click();
  await expect(page).toHaveURL(/\/ask\?q=zqxv(\+|%20)qqzjw$/);
  await expect(page.getByLabel("Question", { exact: true })).toHaveValue("zqxv qqzjw");
});

test("filters by article group, tradition and kind narrow the results", async ({ page }) => {
  await page.goto("/search?q=love");
  const all = Number(
    (await page.getByRole("navigation", { name: "Kinds of result" }).getByRole("link", { name: /^All/ }).innerText()).match(/\d+/)![0],
  );

  await page.getByLabel("Article group").selectOption({ label: "Masters & Mystics" });
  await page.getByRole("search", { name: "Library" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/group=masters-mystics/);
  // The choices left empty stay out of the address.
  await expect(page).not.toHaveURL(/tradition=/);
  const articleGroups = page
    .getByRole("region", { name: /^Articles/ })
    .getByRole("listitem")
    .locator(":scope > p.text-sm")
    .first();
  await expect(articleGroups).toHaveText("Masters & Mystics");
  const narrowed = Number(
    (await page.getByRole("navigation", { name: "Kinds of result" }).getByRole("link", { name: /^All/ }).innerText()).match(/\d+/)![0],
  );
  expect(narrowed).toBeLessThan(all);

  await page.goto("/search?q=love&tradition=sufi");
  await expect(page.getByLabel("Tradition")).toHaveValue("sufi");
  const chips = page.getByRole("region", { name: /^Teachings/ }).locator(".chip");
  await expect(chips.first()).toBeVisible();
  for (const text of await chips.allInnerTexts()) expect(text).toBe("Sufi and Islamic");

  await page
    .getByRole("navigation", { name: "Kinds of result" })
    .getByRole("link", { name: /^Teachings/ })
    .click();
  await expect(page).toHaveURL(/kind=teachings/);
  await expect(page.getByRole("region", { name: /^Teachings/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Articles/ })).toHaveCount(0);
});

test("results come 20 to a page, with next and previous pages", async ({ page }) => {
  await page.goto("/search?q=buddha");
  const pager = page.getByRole("navigation", { name: "Pages of results" });
  await expect(pager).toContainText(/Page 1 of \d+/);
  await expect(page.locator("main li.card")).toHaveCount(20);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("page 2 of");
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).not.toHaveURL(/page=/);
});

test("odd input is searched as plain words and never breaks the page", async ({ page }) => {
  const nasty = `<b>buddha</b> AND OR NEAR( "unclosed * 🪷 '; DROP TABLE x; -- ${"x".repeat(900)}`;
  const response = await page.goto(`/search?q=${encodeURIComponent(nasty)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main b")).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent("<script>window.injected=1</script> buddha")}&kind=nonsense&page=-4`);
  await expect(page.getByRole("main").getByRole("status")).toContainText("<script>window.injected=1</script> buddha");
  expect(await page.evaluate(() => (window as unknown as { injected?: number }).injected)).toBeUndefined();
});
