import { z } from "~/lib/zod";
import { ASK_CATEGORIES, type AskCategory, QUESTION_MAX, QUESTION_MISSING, QUESTION_TOO_LONG } from "./category-list";

export { ASK_CATEGORIES, type AskCategory, categoryLabel, QUESTION_MAX } from "./category-list";

/** Unknown or missing categories become "general". */
export const categoryField = z.enum(ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]]).catch("general");

export const questionField = z.string({ error: QUESTION_MISSING }).trim().min(1, QUESTION_MISSING).max(QUESTION_MAX, QUESTION_TOO_LONG);

export const askFormSchema = z.object({ question: questionField, category: categoryField });
