import { categoryLabel } from "./category-list";

/** The fixed apology texts for when no answer can be produced; people and clients may match on them, so they never vary. */
export const ASK_NOTICE = "I apologize, but I encountered an issue processing your question. Please try again.";
export const QUICK_NO_ANSWER = "I apologize, but I encountered an issue processing your question. Please try again.";
export const QUICK_EXCEPTION = "I apologize, but I encountered an error. Please try again or visit the Ask page.";

/** The /ask answer area when nothing could be produced: names the category and quotes the question. */
export function askThankYou(category: string, question: string): string {
  return `Thank you for your question about ${categoryLabel(category)}. You asked: "${question}" Technical difficulties are keeping me from reaching the wisdom sources right now. Please try again in a moment, or read more about how Prajna works on the About page.`;
}
