import { expect, test } from "@playwright/test";

// A crawl from / over every internal link: each page answers 200, and every #fragment exists on its page.

test("a crawl from / finds no broken internal link or anchor", async ({ request }) => {
  test.setTimeout(120_000);
  const queue = ["/"];
  const html = new Map<string, string>();
  const fragments: Array<{ from: string; path: string; id: string }> = [];
  const broken: string[] = [];
  while (queue.length && html.size < 400) {
    const path = queue.shift()!;
    if (html.has(path)) continue;
    const res = await request.get(path, { maxRedirects: 0 });
    if (res.status() !== 200) {
      broken.push(`${path} -> ${res.status()}`);
      html.set(path, "");
      continue;
    }
    const body = await res.text();
    html.set(path, body);
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const [, href] of body.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
      const decoded = href.replace(/&amp;/g, "&");
      if (!decoded.startsWith("/") || decoded.startsWith("//")) {
        if (decoded.startsWith("#") && decoded.length > 1) fragments.push({ from: path, path, id: decoded.slice(1) });
        continue;
      }
      const url = new URL(decoded, "http://x");
      if (url.hash.length > 1) fragments.push({ from: path, path: url.pathname, id: decodeURIComponent(url.hash.slice(1)) });
      if (!html.has(url.pathname) && !queue.includes(url.pathname)) queue.push(url.pathname);
    }
  }
  for (const f of fragments) {
    const target = html.get(f.path) ?? "";
    if (!target.includes(`id="${f.id}"`)) broken.push(`${f.from}: #${f.id} not found on ${f.path}`);
  }
  expect(html.size).toBeGreaterThan(40);
  expect(broken).toEqual([]);
});

test("the sitemap, robots.txt and the blog's RSS feed are served", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  expect(await sitemap.text()).toContain("/articles/social-practices-bodhisattva</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const rss = await request.get("/blog/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  expect((await rss.text()).match(/<item>/g)).toHaveLength(2);
});

test("every page has a title, a description and Open Graph tags", async ({ request }) => {
  for (const path of [
    "/",
    "/about",
    "/articles",
    "/articles/rumi-path-love",
    "/blog/digital-dharma-teacher-ai-guidance",
    "/references",
    "/contact",
  ]) {
    const body = await (await request.get(path)).text();
    expect(body, path).toMatch(/<title>[^<]*Prajna[^<]*<\/title>/);
    expect(body, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(body, path).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
});
