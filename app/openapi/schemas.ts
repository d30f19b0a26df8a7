import { z } from "zod";
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
