import { z } from "zod";
import { confirmEmailField, confirmEmailSchema, emailChangeApiSchema, forgotPasswordSchema, resetPasswordApiSchema } from "~/auth/inputs";
import { preferencesSchema } from "~/meditation/preferences";
import { GROUP_SLUGS, SEARCH_KINDS, SEARCH_TRADITIONS, type SearchKind, type SearchTradition } from "~/search/facets";
import { ASK_CATEGORIES, type AskCategory, categoryField, questionField } from "~/wisdom/categories";

/**
 * The JSON API's inputs and outputs. Routes validate with these and the OpenAPI document is generated from them,
 * so the two cannot drift apart. Routes import from here; this module never imports a route.
 */

const categories = ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]];

/** An empty query parameter (?category=) means the same as a missing one. */
const blankIsAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema);

/** GET /api/journey and the /history page: one filter, one search, one page. */
export const journeyListQuery = z.object({
  category: z
    .preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(categories).optional())
    .describe('One of the ask categories; omit it, leave it empty or say "all" for every category'),
  q: blankIsAbsent(z.string().max(200).optional()).describe("Words that must all appear in the question or the answer"),
  page: blankIsAbsent(z.coerce.number().int().min(1).default(1)).describe("Page number, 20 items a page"),
});

export const ratingBody = z.object({ rating: z.number().int().min(1).max(5).describe("1 to 5 stars") });

export const deleteAccountBody = z.object({
  confirmEmail: confirmEmailField.describe("The account's email address, typed to confirm"),
});

/** POST /auth/forgot-password */
export const forgotPasswordBody = forgotPasswordSchema;
/** POST /auth/reset-password: the token from the emailed link (its `token` query parameter) and the new password. */
export const resetPasswordBody = resetPasswordApiSchema;
/** POST /auth/verify-email: the token from a confirmation link (its `token` query parameter). */
export const verifyEmailBody = confirmEmailSchema;
/** POST /api/account/email */
export const emailChangeBody = emailChangeApiSchema;

/** Why an emailed link cannot be used. */
export const linkProblemSchema = z.object({
  error: z.string(),
  reason: z.enum(["invalid", "used", "expired"]).describe("invalid: not a link we sent (altered or cut short); used: spent already; expired: too old"),
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

/** POST /ai/ask */
export const aiAskSchema = z.object({
  question: questionField,
  context: z
    .object({
      category: categoryField,
      userInfo: z.string().max(500).optional(),
      previousMessages: z.unknown().optional(),
    })
    .optional(),
});

/** POST /chat */
export const chatSchema = z.object({ message: questionField });

/** POST /ai/meditation: every choice optional. */
export const meditationBody = z.object({
  preferences: preferencesSchema.prefault({ experience: undefined, timeAvailable: undefined, focus: undefined, mood: undefined }),
});

/** A chat message's content: a string, or OpenAI's list of typed parts (the text parts are joined). */
const messageContent = z.union([
  z.string(),
  z
    .array(z.object({ type: z.string(), text: z.string().optional() }).loose())
    .transform((parts) => parts.map((p) => p.text ?? "").join("\n")),
  z.null(),
]);

/** The one model /v1 offers. */
export const PRAJNA_MODEL = "prajna";

/** POST /v1/chat/completions, OpenAI's request shape; unknown fields are accepted and ignored. */
export const completionSchema = z
  .object({
    model: z.string().optional(),
    messages: z.array(z.object({ role: z.string(), content: messageContent.optional() }).loose()).min(1, "messages must not be empty"),
    stream: z.boolean().optional(),
    metadata: z.object({ category: categoryField }).loose().optional(),
  })
  .loose();

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
