import { z } from "zod";
import { GROUP_SLUGS, SEARCH_KINDS, SEARCH_TRADITIONS, type SearchKind, type SearchTradition } from "~/search/facets";
import { ASK_CATEGORIES } from "~/wisdom/categories";

/** The journey API's inputs and outputs: validation and the OpenAPI document come from these. */

const categories = ASK_CATEGORIES.map((c) => c.value) as [string, ...string[]];

/** An empty query parameter (?category=) means the same as a missing one. */
const blankIsAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema);

export const journeyListQuery = z.object({
  category: blankIsAbsent(z.enum(categories).optional()).describe("One of the ask categories; omit (or leave empty) for all"),
  q: blankIsAbsent(z.string().max(200).optional()).describe("Words that must all appear in the question or the answer"),
  page: blankIsAbsent(z.coerce.number().int().min(1).default(1)).describe("Page number, 20 items a page"),
});

export const ratingBody = z.object({ rating: z.number().int().min(1).max(5).describe("1 to 5 stars") });

export const deleteAccountBody = z.object({
  confirmEmail: z.string().trim().toLowerCase().pipe(z.email()).describe("The account's email address, typed to confirm"),
});

export const sourceSchema = z.object({ title: z.string(), url: z.string() });

export const journeyItemSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string().describe("Markdown"),
  sources: z.array(sourceSchema),
  provider: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  createdAt: z.string().describe("ISO 8601"),
});

export const journeyPageSchema = z.object({
  items: z.array(journeyItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

export const idParam = z.coerce.number().int().positive();

/** GET /api/search: the site search's parameters and answer. */
export const searchQuery = z.object({
  q: blankIsAbsent(z.string().max(2000).optional()).describe("What to look for; longer than 200 characters is cut. Empty finds nothing."),
  kind: blankIsAbsent(z.enum(SEARCH_KINDS.map((k) => k.key) as [SearchKind, ...SearchKind[]]).optional()).describe("Only this kind of result"),
  group: blankIsAbsent(z.enum(GROUP_SLUGS).optional()).describe("Only results tied to articles of this group"),
  tradition: blankIsAbsent(z.enum(SEARCH_TRADITIONS.map((t) => t.key) as [SearchTradition, ...SearchTradition[]]).optional()).describe(
    "Only results of this tradition (an article counts under the traditions of its teachings)",
  ),
  page: blankIsAbsent(z.coerce.number().int().min(1).max(1000).default(1)).describe("Page number, 20 results a page"),
});

const searchResultSchema = z.object({
  kind: z.enum(["article", "blog", "teaching", "reference"]),
  id: z.string().describe("Article or post slug, teaching id or reference id"),
  title: z.string(),
  url: z.string().describe("Where the result is on the site: an article section, a post, a teaching's article or a reference entry"),
  snippet: z.string().describe("Plain text around the match"),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[start, end) offsets of the matched words in snippet"),
  score: z.number(),
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])).describe("[start, end) offsets of the matched words in title"),
  section: z.object({ id: z.string(), heading: z.string(), highlights: z.array(z.tuple([z.number().int(), z.number().int()])) }).optional(),
  moreSections: z.array(z.object({ heading: z.string(), url: z.string() })).optional(),
  group: z.object({ slug: z.string(), label: z.string() }).optional(),
  author: z.string().optional(),
  source: z.string().optional(),
  tradition: z.object({ key: z.string(), label: z.string() }).optional(),
  article: z.object({ slug: z.string(), title: z.string(), url: z.string() }).optional(),
  year: z.string().optional(),
  category: z.string().optional(),
});

export const searchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  perPage: z.number().int(),
  groups: z.object({ articles: z.number().int(), blog: z.number().int(), teachings: z.number().int(), references: z.number().int() }),
  results: z.array(searchResultSchema),
});
