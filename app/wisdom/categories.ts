import { z } from "~/lib/zod";
import { ASK_CATEGORIES, type AskCategory, QUESTION_MAX, QUESTION_MISSING, QUESTION_TOO_LONG } from "./category-list";

export { ASK_CATEGORIES, type AskCategory, categoryLabel, QUESTION_MAX } from "./category-list";

const CATEGORY_VALUES = ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]];
const categoryEnum = z.enum(CATEGORY_VALUES);

/**
 * Unknown or missing categories become "general": never refused, so optional and open in the generated JSON Schema
 * (the `optional()` before the transform), with the categories listed.
 */
export const categoryField = z
  .unknown()
  .optional()
  .transform((v): AskCategory => {
    const known = categoryEnum.safeParse(v);
    return known.success ? known.data : "general";
  })
  .meta({
    anyOf: [{ type: "string", enum: CATEGORY_VALUES }, { description: "Anything else, or none: general" }],
    description: `One of ${CATEGORY_VALUES.join(", ")}; anything else (or none) is general`,
  });

export const questionField = z.string({ error: QUESTION_MISSING }).trim().min(1, QUESTION_MISSING).max(QUESTION_MAX, QUESTION_TOO_LONG);

export const askFormSchema = z.object({ question: questionField, category: categoryField });
