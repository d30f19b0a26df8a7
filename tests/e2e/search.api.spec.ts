import { expect, test } from "@playwright/test";

// GET /api/search: the site search as JSON.

interface Result {
  kind: string;
  id: string;
  title: string;
  url: string;
  snippet: string;
  highlights: Array<[number, number]>;
}
interface Body {
  query: string;
  total: number;
  page: number;
  pages: number;
  perPage: number;
  groups: Record<"articles" | "blog" | "teachings" | "references", number>;
  results: Result[];
}

test("finds a name under another spelling, best first, with counts and marked snippets", async ({ request }) => {
  const res = await request.get("/api/search?q=Laozi");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = (await res.json()) as Body;
  expect(body).toMatchObject({ query: "Laozi", page: 1, perPage: 20 });
  expect(body.results[0]).toMatchObject({ kind: "article", id: "lao-tzu-wu-wei" });
  expect(body.results[0].url).toMatch(/^\/articles\/lao-tzu-wu-wei(#.+)?$/);
  expect(body.total).toBe(Object.values(body.groups).reduce((a, b) => a + b, 0));
  expect(body.groups.teachings).toBeGreaterThan(0);
  const marked = body.results.flatMap((r) => r.highlights.map(([s, e]) => r.snippet.slice(s, e).toLowerCase()));
  expect(marked.some((m) => /lao|laozi|tzu/.test(m))).toBe(true);
});

test("filters by kind and links teachings to articles and references to their entries", async ({ request }) => {
  const teachings = (await (await request.get("/api/search?q=rumi&kind=teachings")).json()) as Body;
  expect(teachings.results.length).toBeGreaterThan(0);
  for (const r of teachings.results) {
    expect(r.kind).toBe("teaching");
    expect(r.url).toMatch(/^\/articles\/[a-z0-9-]+$/);
  }
  const refs = (await (await request.get("/api/search?q=masnavi&kind=references")).json()) as Body;
  expect(refs.results.length).toBeGreaterThan(0);
  for (const r of refs.results) expect(r.url).toBe(`/references#${r.id}`);
  const sufi = (await (await request.get("/api/search?q=love&tradition=sufi&group=masters-mystics")).json()) as Body;
  expect(sufi.total).toBeGreaterThan(0);
  expect(sufi.total).toBeLessThan(((await (await request.get("/api/search?q=love")).json()) as Body).total);
});

test("pages hold 20 results", async ({ request }) => {
  const one = (await (await request.get("/api/search?q=buddha")).json()) as Body;
  expect(one.pages).toBeGreaterThan(1);
  expect(one.results).toHaveLength(20);
  const two = (await (await request.get("/api/search?q=buddha&page=2")).json()) as Body;
  expect(two.page).toBe(2);
  expect(two.results.map((r) => r.id)).not.toContain(one.results[0].id);
});

test("a parameter outside its values is a 400 that names it", async ({ request }) => {
  for (const [qs, field] of [
    ["q=love&kind=videos", "kind"],
    ["q=love&group=cooking", "group"],
    ["q=love&tradition=jedi", "tradition"],
    ["q=love&page=0", "page"],
    ["q=love&page=two", "page"],
    [`q=${"a".repeat(2001)}`, "q"],
  ]) {
    const res = await request.get(`/api/search?${qs}`);
    expect(res.status(), qs).toBe(400);
    const body = await res.json();
    expect(body.field, qs).toBe(field);
    expect(body.error, qs).toContain(field);
  }
});

test("odd queries are plain words: never an error", async ({ request }) => {
  for (const q of [
    "",
    "   ",
    "AND",
    "OR NOT",
    "NEAR(buddha rumi, 2)",
    '"',
    "(((",
    "*",
    "🙏🪷",
    "'; DROP TABLE site_fts; --",
    "a".repeat(1000),
    "col:buddha",
  ]) {
    const res = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status(), q).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.query.length, q).toBeLessThanOrEqual(200);
  }
  const empty = (await (await request.get("/api/search?q=")).json()) as Body;
  expect(empty).toMatchObject({ total: 0, pages: 0, results: [] });
});

test("only GET, and the OpenAPI document describes it", async ({ request }) => {
  expect((await request.post("/api/search", { data: {} })).status()).toBe(405);
  const doc = await (await request.get("/api/openapi.json")).json();
  const op = doc.paths["/api/search"].get;
  expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(["q", "kind", "group", "tradition", "page"]);
  expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "400"]));
});
