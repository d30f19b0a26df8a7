import { describe, expect, it } from "vitest";
import { SEARCH_RELEVANCE } from "~test/search-relevance";
import { searchSite } from "./search.server";

describe("site search relevance", () => {
  it("puts the expected piece first for at least 90% of the relevance set", () => {
    expect(SEARCH_RELEVANCE.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const c of SEARCH_RELEVANCE) {
      const top = searchSite({ q: c.query }).results[0];
      if (top?.kind !== c.kind || top.id !== c.id)
        misses.push(`"${c.query}": wanted ${c.kind} ${c.id}, got ${top ? `${top.kind} ${top.id}` : "nothing"}`);
    }
    const rate = (SEARCH_RELEVANCE.length - misses.length) / SEARCH_RELEVANCE.length;
    console.log(
      `site search hit rate: ${(rate * 100).toFixed(1)}% (${SEARCH_RELEVANCE.length - misses.length}/${SEARCH_RELEVANCE.length})`,
    );
    for (const m of misses) console.log(`  miss ${m}`);
    expect(rate, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });

  it("names only ids that exist in the library, so a renamed target fails loudly rather than silently missing", async () => {
    const { library } = await import("~/content/library.server");
    const lib = library();
    const ids = {
      article: new Set(lib.articles.map((a) => a.slug)),
      blog: new Set(lib.posts.map((p) => p.slug)),
      teaching: new Set(lib.teachings.map((t) => t.id)),
      reference: new Set(lib.citations.map((c) => c.id)),
    };
    for (const c of SEARCH_RELEVANCE) expect(ids[c.kind].has(c.id), `${c.kind} ${c.id}`).toBe(true);
  });
});
