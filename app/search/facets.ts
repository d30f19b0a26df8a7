import { ARTICLE_GROUPS } from "~/lib/nav";

/** The choices of the site search (kinds, article groups, traditions), shared by the page, the API and the index. */

export const SEARCH_KINDS = [
  { key: "articles", label: "Articles" },
  { key: "blog", label: "Blog posts" },
  { key: "teachings", label: "Teachings" },
  { key: "references", label: "References" },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]["key"];

export const SEARCH_TRADITIONS = [
  { key: "early-buddhism", label: "Early Buddhism" },
  { key: "mahayana", label: "Mahayana" },
  { key: "hindu", label: "Hindu" },
  { key: "taoist", label: "Taoist and Chinese" },
  { key: "sufi", label: "Sufi and Islamic" },
  { key: "christian", label: "Christian" },
  { key: "western", label: "Western philosophy" },
  { key: "modern", label: "Modern thought and science" },
] as const;
export type SearchTradition = (typeof SEARCH_TRADITIONS)[number]["key"];

/** The tradition a bibliography category belongs to. */
export const CITATION_TRADITION: Record<string, SearchTradition> = {
  "early-buddhism": "early-buddhism",
  mahayana: "mahayana",
  hindu: "hindu",
  chinese: "taoist",
  "islam-sufism": "sufi",
  christian: "christian",
  western: "western",
  "mind-science": "modern",
  management: "modern",
  technology: "modern",
};

export const GROUP_SLUGS = ARTICLE_GROUPS.map((g) => g.slug) as [string, ...string[]];
export const SEARCH_PER_PAGE = 20;
