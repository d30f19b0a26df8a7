import { z } from "zod";
import { ARTICLE_GROUPS } from "~/lib/nav";

/** Frontmatter and data schemas of the library: the single definition the loader and the checks share. */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a slug is lower-case words joined by hyphens");
const groupSlugs = ARTICLE_GROUPS.map((g) => g.slug) as [string, ...string[]];

export const imageSchema = z.object({
  src: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, "an image path under /images/"),
  alt: z.string().min(10, "alt text must describe the image"),
  caption: z.string().min(10),
});

export const articleFrontmatter = z
  .object({
    title: z.string().min(5),
    slug,
    group: z.enum(groupSlugs),
    summary: z.string().min(40).max(400),
    icon: z.string().min(1).max(16),
    tags: z.array(z.string().min(2)).min(2).max(8),
    hero: imageSchema,
    previous: slug.optional(),
    next: slug.optional(),
    related: z.array(slug).min(1).max(8).default([]),
    order: z.number().int().optional(),
  })
  .strict();

/** YAML may read a bare date as a Date; either way it becomes YYYY-MM-DD. */
const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD"));

export const blogFrontmatter = z
  .object({
    title: z.string().min(5),
    slug,
    excerpt: z.string().min(20).max(400),
    category: z.string().min(3),
    published: isoDate,
    tags: z.array(z.string()).max(8).default([]),
    image: imageSchema,
    related: z.array(slug).max(8).default([]),
  })
  .strict();

export const CITATION_CATEGORIES = [
  { key: "early-buddhism", label: "Early Buddhist Texts" },
  { key: "mahayana", label: "Mahayana and the Bodhisattva Path" },
  { key: "hindu", label: "Hindu Traditions and Vedanta" },
  { key: "chinese", label: "Taoism and Chinese Thought" },
  { key: "islam-sufism", label: "Islam and Sufism" },
  { key: "christian", label: "Christianity and Church History" },
  { key: "western", label: "Western Philosophy and Esoteric Traditions" },
  { key: "mind-science", label: "Mindfulness, Psychology and Consciousness" },
  { key: "management", label: "Management and Leadership" },
  { key: "technology", label: "Technology and Ethics" },
] as const;

const optionalText = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : String(v)));

export const citationSchema = z
  .object({
    id: slug,
    category: z.enum(CITATION_CATEGORIES.map((c) => c.key) as [string, ...string[]]),
    author: z.string().min(2),
    year: optionalText,
    title: z.string().min(2),
    publisher: optionalText,
    location: optionalText,
    pages: optionalText,
    translator: optionalText,
    edition: optionalText,
    journal: optionalText,
    volume: optionalText,
    issue: optionalText,
    year_published: optionalText,
    note: optionalText,
  })
  .strict();

export type ArticleFrontmatter = z.infer<typeof articleFrontmatter>;
export type BlogFrontmatter = z.infer<typeof blogFrontmatter>;
export type Citation = z.infer<typeof citationSchema>;

export const ASK_CATEGORY_KEYS = ["general", "spirituality", "relationships", "career", "mindfulness", "ethics", "suffering", "wisdom"] as const;
export const TRADITIONS = ["early-buddhism", "mahayana", "hindu", "taoist", "sufi", "christian", "western", "modern"] as const;

export const teachingSchema = z
  .object({
    id: slug,
    text: z.string().min(30).max(800),
    author: z.string().min(2),
    tradition: z.enum(TRADITIONS),
    source: z.string().min(3),
    translation: z.string().min(3).optional(),
    paraphrase: z.boolean(),
    /** Only on a paraphrase whose source itself speaks to its hearer (a sutta to monks, Śāntideva to himself). */
    addressesReader: z.literal(true).optional(),
    /** Prajna's own note on what the teaching may mean today: shown apart from the source, never as its words. */
    reflection: z.string().trim().min(20).max(400).optional(),
    categories: z.array(z.enum(ASK_CATEGORY_KEYS)).min(1).max(3),
    keywords: z.array(z.string().min(2)).min(2).max(12),
    article: slug,
    ref: slug.optional(),
  })
  .strict()
  .refine((t) => t.paraphrase || Boolean(t.translation), { message: "a quotation names its public-domain translation", path: ["translation"] })
  .refine((t) => !(t.paraphrase && t.translation), { message: "a paraphrase has no translation", path: ["translation"] })
  .refine((t) => t.paraphrase || !t.addressesReader, {
    message: "addressesReader marks a paraphrase only (a quotation is given word for word)",
    path: ["addressesReader"],
  });

export type Teaching = z.infer<typeof teachingSchema>;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A situation people bring to a wisdom site, written for the project (content/situations/README.md). */
export const situationSchema = z
  .object({
    id: slug,
    category: z.enum(ASK_CATEGORY_KEYS),
    title: z.string().min(8).max(140),
    /** Ways people say it: what the library engine matches a question against. */
    cues: z.array(z.string().min(8).max(400)).min(6).max(13),
    asks: z.array(z.string().min(8).max(300)).max(4).default([]),
    opening: z.string().trim().min(20).max(400),
    response: z
      .string()
      .trim()
      .refine((r) => words(r) >= 100 && words(r) <= 240, "the response is 120 to 220 words"),
    teachings: z.array(slug).min(1).max(3),
    practice: z.object({
      title: z.string().min(3).max(120),
      steps: z.array(z.string().min(10).max(600)).min(4).max(8),
    }),
    articles: z.array(slug).max(2).default([]),
    avoid: z.array(z.string().min(3).max(200)).min(1).max(6),
    see: z.string().trim().min(20).max(400).optional(),
    closing: z.string().trim().min(10).max(300),
  })
  .strict();

export type Situation = z.infer<typeof situationSchema>;
