import { describe, expect, it } from "vitest";
import type { Article, Library } from "~/content/library.server";
import { compileMarkdown } from "~/content/markdown.server";
import type { Citation, Teaching } from "~/content/content-schema";
import { ftsExpression, parseQuery, QUERY_MAX, synonymsOf } from "./query";
import { readSnippet, searchSite } from "./search.server";

/** A small library of its own, so these tests do not move when the real prose is rewritten. */
function article(slug: string, title: string, group: Article["group"], body: string, tags = ["practice", "wisdom"]): Article {
  return {
    title,
    slug,
    group,
    summary: `${title}: a short summary that is long enough to pass the schema's minimum length.`,
    icon: "*",
    tags,
    hero: { src: "/images/x.svg", alt: "an illustration", caption: "an illustration" },
    related: [],
    groupLabel: group,
    readTime: 5,
    file: `${slug}.md`,
    ...compileMarkdown(body),
  };
}

function teaching(id: string, author: string, text: string, extra: Partial<Teaching> = {}): Teaching {
  return {
    id,
    author,
    text,
    tradition: "taoist",
    source: "A book",
    paraphrase: true,
    categories: ["wisdom"],
    keywords: ["water", "way"],
    article: "old-master",
    ...extra,
  };
}

const fillers = Array.from({ length: 45 }, (_, i) =>
  teaching(`tr-filler-${i}`, "Someone", `Filler teaching number ${i} about patience and the river that keeps flowing.`, {
    tradition: "hindu",
    article: "poet",
    keywords: ["river", "patience"],
  }),
);

const LIB: Library = {
  dir: "memory",
  problems: [],
  situations: [],
  posts: [],
  articles: [
    article(
      "old-master",
      "The Old Master and the Way",
      "masters-mystics",
      "An opening about the old master.\n\n## Cook Ding and the ox\n\nLao Tzu is silent here; Cook Ding carves an ox for his lord.\n\n## Water\n\nWater is soft and yields.",
    ),
    article(
      "poet",
      "The Poet of Konya",
      "masters-mystics",
      "## The reed\n\nRumi begins the Masnavi with a reed flute.\n\n## Meditation\n\nHe says little of meditation.",
    ),
    article(
      "patience",
      "Patience",
      "spirituality",
      "## Anger\n\nŚāntideva on anger and patience.\n\n## Søren\n\nSøren wrote of despair. Dōgen wrote of kind speech. Oxford printed it.",
      ["patience", "anger"],
    ),
  ],
  teachings: [
    teaching("tr-laozi-water", "Lao-tzu", "The highest good is like water, which benefits all things and does not contend."),
    ...fillers,
  ],
  citations: [{ id: "smith-2000-oxen", category: "chinese", author: "Smith, A.", title: "Oxen and Carts", year: "2000" } as Citation],
};

const search = (q: string, more: Parameters<typeof searchSite>[0] = {}) => searchSite({ q, ...more }, LIB);
const ids = (q: string) => search(q).results.map((r) => r.id);

describe("reading what people type", () => {
  it("finds nothing to search in empty, blank, punctuation-only or emoji-only input", () => {
    for (const q of ["", "   ", '"', "()", "*", "😀🙏", "-- ;", undefined, 42, null]) expect(parseQuery(q).terms, String(q)).toEqual([]);
  });

  it("caps long input and the number of terms", () => {
    const long = "wisdom ".repeat(200);
    const parsed = parseQuery(long);
    expect(parsed.display.length).toBeLessThanOrEqual(QUERY_MAX);
    expect(parsed.terms.length).toBeLessThanOrEqual(12);
  });

  it("quotes every term, so FTS5 operators, quotes and SQL are only words", () => {
    const expr = ftsExpression(parseQuery('water NEAR(ox) "cook" OR x* AND; DROP TABLE site_fts').terms, "all");
    expect(expr).toBe('"water" AND "ox" AND "cook" AND "x" AND "drop" AND "table" AND "site" AND ("fts" OR "fts"*)');
  });

  it("never throws, whatever is typed", () => {
    const nasty = [
      "",
      "a".repeat(1000),
      "AND",
      "OR OR OR",
      "NEAR(a b, 3)",
      '"unclosed',
      "((()))",
      "^water",
      "water*",
      "'; DROP TABLE site_fts; --",
      "🙏 lotus 🪷",
      "\u0000\u0002\u0003",
      "col:term",
      "-water",
      "+",
    ];
    for (const q of nasty) {
      expect(() => search(q), q).not.toThrow();
      expect(() => searchSite({ q }), q).not.toThrow();
    }
    expect(search("water AND ox").total).toBeGreaterThan(0);
  });

  it("keeps common words when the query has nothing else", () => {
    expect(parseQuery("who am I").terms.map((t) => t.text)).toEqual(["who", "am", "i"]);
    expect(parseQuery("the way of water").terms.map((t) => t.text)).toEqual(["way", "water"]);
  });
});

describe("synonyms and spellings", () => {
  it("treats the spellings of a name as one term", () => {
    expect(synonymsOf("Lao Tzu")).toEqual(expect.arrayContaining(["lao tzu", "laozi", "lao tse"]));
    expect(synonymsOf("Mevlana")).toEqual(expect.arrayContaining(["rumi", "mawlana"]));
    expect(synonymsOf("Śāntideva")).toEqual(expect.arrayContaining(["santideva", "shantideva"]));
    expect(parseQuery("Chuang Tzu").terms).toHaveLength(1);
  });

  it("finds a name under any of its spellings", () => {
    for (const q of ["Laozi", "Lao Tzu", "lao-tzu", "LAO TSE"])
      expect(ids(q), q).toEqual(expect.arrayContaining(["old-master", "tr-laozi-water"]));
    for (const q of ["Mevlana", "Mawlana", "rumi"]) expect(ids(q)[0], q).toBe("poet");
    for (const q of ["Shantideva", "santideva", "Śāntideva"]) expect(ids(q)[0], q).toBe("patience");
  });
});

describe("diacritics", () => {
  it("folds marks both ways and maps letters Unicode does not decompose", () => {
    expect(ids("dogen")).toContain("patience");
    expect(ids("Dōgen")).toContain("patience");
    expect(ids("soren")).toContain("patience");
    expect(ids("Søren")).toContain("patience");
  });
});

describe("prefix matching", () => {
  it("completes the word being typed", () => {
    expect(ids("medita")).toContain("poet");
    expect(ids("konY")).toContain("poet");
    expect(ids("Cook Di")).toEqual(["old-master"]);
    // A name being typed completes to its other spellings too: "mevla" is on its way to Mevlana, that is Rumi.
    expect(ids("mevla")[0]).toBe("poet");
    expect(ids("shanti")[0]).toBe("patience");
  });

  it("ranks whole words above completions and does not complete a word followed by a space", () => {
    const ox = search("ox").results;
    expect(ox[0].id).toBe("old-master");
    expect(ox.map((r) => r.id)).toContain("patience"); // Oxford, as a completion
    expect(search("ox ").results.map((r) => r.id)).not.toContain("patience");
  });
});

describe("results", () => {
  it("links an article result to the section that matched", () => {
    const [top] = search("cook ding").results;
    expect(top).toMatchObject({
      kind: "article",
      url: "/articles/old-master#cook-ding-and-the-ox",
      section: { heading: "Cook Ding and the ox" },
    });
    expect(top.section!.highlights.map(([s, e]) => top.section!.heading.slice(s, e))).toEqual(["Cook", "Ding"]);
    const poet = search("konya").results[0];
    expect(poet.titleHighlights.map(([s, e]) => poet.title.slice(s, e))).toEqual(["Konya"]);
  });

  it("marks the matched words in a plain-text snippet", () => {
    const [top] = search("carves").results;
    expect(top.highlights.length).toBeGreaterThan(0);
    for (const [s, e] of top.highlights) expect(top.snippet.slice(s, e).toLowerCase()).toBe("carves");
    // eslint-disable-next-line no-control-regex -- FTS5 marks matches with the control characters \u0002 and \u0003
    expect(top.snippet).not.toMatch(/[\u0002\u0003<>]/);
    expect(readSnippet("a \u0002b\u0003  c \u0002d\u0003")).toEqual({
      snippet: "a b c d",
      highlights: [
        [2, 3],
        [6, 7],
      ],
    });
  });

  it("links a teaching to its article and a reference to its entry", () => {
    const laozi = search("highest good").results.find((r) => r.kind === "teaching");
    expect(laozi).toMatchObject({ url: "/articles/old-master", author: "Lao-tzu", article: { slug: "old-master" } });
    expect(search("oxen carts").results[0]).toMatchObject({ kind: "reference", url: "/references#smith-2000-oxen" });
  });

  it("counts each kind and filters by kind, group and tradition", () => {
    const all = search("water");
    expect(all.groups).toMatchObject({ articles: 1, teachings: 1 });
    expect(search("water", { kind: "teachings" }).results.map((r) => r.kind)).toEqual(["teaching"]);
    expect(search("water", { kind: "teachings" }).groups).toEqual(all.groups);
    expect(search("anger", { group: "masters-mystics" }).total).toBe(0);
    expect(search("anger", { group: "spirituality" }).results.map((r) => r.id)).toEqual(["patience"]);
    expect(
      search("water", { tradition: "taoist" })
        .results.map((r) => r.id)
        .sort(),
    ).toEqual(["old-master", "tr-laozi-water"]);
    expect(search("water", { tradition: "sufi" }).total).toBe(0);
  });

  it("pages results 20 at a time", () => {
    const first = search("filler");
    expect(first.total).toBe(45);
    expect(first.pages).toBe(3);
    expect(first.results).toHaveLength(20);
    const third = search("filler", { page: 3 });
    expect(third.results).toHaveLength(5);
    expect(new Set([...first.results, ...search("filler", { page: 2 }).results, ...third.results].map((r) => r.id)).size).toBe(45);
    expect(search("filler", { page: 9 }).results).toEqual([]);
  });
});
