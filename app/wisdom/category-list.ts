/**
 * The ask categories and the question's bounds as plain data, with no validation library: the pages' browser code
 * imports these, and the schemas in categories.ts build on them.
 */

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

export const QUESTION_MAX = 2000;

export const QUESTION_MISSING = "Please write your question.";
export const QUESTION_TOO_LONG = `Please keep your question under ${QUESTION_MAX.toLocaleString("en-US")} characters (yours is longer).`;
