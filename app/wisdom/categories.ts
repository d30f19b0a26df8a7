import { z } from "zod";

/** The ask categories (value: label), in the order the select shows them. */
export const ASK_CATEGORIES = [
  { value: "general", label: "General Wisdom" },
  { value: "spirituality", label: "Spirituality & Meditation" },
  { value: "relationships", label: "Relationships & Love" },
  { value: "career", label: "Career & Purpose" },
  { value: "mindfulness", label: "Mindfulness & Peace" },
  { value: "ethics", label: "Ethics & Moral Guidance" },
  { value: "suffering", label: "Dealing with Suffering" },
  { value: "wisdom", label: "Ancient Wisdom & Philosophy" },
] as const;

export type AskCategory = (typeof ASK_CATEGORIES)[number]["value"];

export const categoryLabel = (c: string) => ASK_CATEGORIES.find((x) => x.value === c)?.label ?? "General Wisdom";

/** Unknown or missing categories become "general". */
export const categoryField = z.enum(ASK_CATEGORIES.map((c) => c.value) as [AskCategory, ...AskCategory[]]).catch("general");

export const QUESTION_MAX = 2000;

export const questionField = z
  .string({ error: "Please write your question." })
  .trim()
  .min(1, "Please write your question.")
  .max(QUESTION_MAX, `Please keep your question under ${QUESTION_MAX.toLocaleString("en-US")} characters (yours is longer).`);

export const askFormSchema = z.object({ question: questionField, category: categoryField });
