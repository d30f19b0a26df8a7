import type { Teaching } from "~/content/content-schema";
import type { AskCategory } from "./categories";
import { AI_NOTES, BRIDGES, CLOSINGS, FOLLOW_UPS, OPENINGS, PRACTICE_INTROS, READING_INTROS, SITUATIONS, TEACHING_INTROS } from "./phrases";
import type { Retrieved } from "./retrieve.server";
import { isPersonal } from "./situations";
import { pick, stableHash } from "./text";

/**
 * The bounds of a library answer. One written from a situation gives its direct answer and a whole practice, and may
 * run to 700 words; one composed from retrieved teachings alone keeps to COMPOSED_MAX (its practice, too, is whole).
 */
export const ANSWER_WORDS = { min: 150, max: 700 };
const COMPOSED_MAX = 600;
const PRACTICE_MAX = 240;

const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{Letter}\p{Number}]/u.test(w)).length;

function attribution(t: Teaching): string {
  if (t.paraphrase) return `— Paraphrase of ${t.author}, *${t.source}*`;
  return `— *${t.source}*, translated by ${t.translation}`;
}

/** Intros that claim the author's own words ("In the words of ...") are kept for quotations. */
const PARAPHRASE_INTROS = TEACHING_INTROS.filter((i) => !/words|put it/.test(i));

/**
 * A teaching as Markdown: the source's passage in a blockquote with its attribution (a paraphrase is labelled as
 * one), then Prajna's reflection, if any, as its own labelled paragraph outside the quote.
 */
export function teachingBlock(t: Teaching, seed: number, salt: number): string {
  const intro = pick(t.paraphrase ? PARAPHRASE_INTROS : TEACHING_INTROS, seed, salt).replace("{author}", `**${t.author}**`);
  const reflection = t.reflection ? `\n\n*Prajna's reflection:* ${t.reflection.trim()}` : "";
  return `${intro}\n\n> ${t.text.trim()}\n\n${attribution(t)}${reflection}`;
}

/**
 * The library engine: a reflection composed from the retrieved teachings and articles. Deterministic for the
 * same question and category (and the same earlier questions); varied across questions. 150 to 450 words of Markdown.
 * `earlier` holds the person's earlier questions in the same conversation, newest first: a follow-up opens as one,
 * and a situation it does not name itself may come from what it follows.
 */
export function composeAnswer(
  question: string,
  category: AskCategory,
  retrieved: Retrieved,
  earlier: readonly string[] = [],
  /** Offer further reading: not to a person whose situation nothing in the library fits (the links would be guesses). */
  options: { reading?: boolean } = {},
): string {
  const followUp = earlier.length > 0;
  const seed = stableHash(`${category}:${question.trim().toLowerCase()}${followUp ? `|${earlier[0].trim().toLowerCase()}` : ""}`);
  const lower = question.toLowerCase();
  const parts: string[] = [];

  const opening = followUp ? pick(FOLLOW_UPS, seed, 1) : pick(OPENINGS[category], seed, 1);
  const situation =
    SITUATIONS.find((s) => s.words.test(lower)) ?? (followUp ? SITUATIONS.find((s) => s.words.test(earlier[0].toLowerCase())) : undefined);
  parts.push(situation ? `${opening} ${pick(situation.lines, seed, 2)}` : opening);

  // A question about a teaching, not about the person ("What is the difference between atman and anatta?"), is
  // answered first from the library's own writing: the passage the search found for it, whole sentences, linked.
  const passage = !followUp && !isPersonal(question) ? retrieved.passages.find((p) => p.matched) : undefined;
  const excerpt = passage ? excerptOf(passage.text) : "";
  if (passage && excerpt) parts.push(`**From the library** ([${passage.article.title}: ${passage.heading}](${passage.url})): ${excerpt}`);

  const teachings = retrieved.teachings;
  teachings.forEach((t, i) => {
    if (i === 1) parts.push(pick(BRIDGES, seed, 3));
    if (i === 2 && words(parts.join(" ")) > 260) return;
    parts.push(teachingBlock(t, seed, 10 + i));
  });

  // A practice is given whole or not at all: one longer than PRACTICE_MAX words is left to its article.
  if (retrieved.practice && words(retrieved.practice.text) <= PRACTICE_MAX) {
    const intro = pick(PRACTICE_INTROS, seed, 4).replace(
      "{title}",
      `[${retrieved.practice.article.title}](/articles/${retrieved.practice.article.slug})`,
    );
    const title = retrieved.practice.title ? `${retrieved.practice.title}. ` : "";
    parts.push(`${intro} ${title}${retrieved.practice.text.trim().replace(/\s*\n\s*/g, " ")}`);
  }

  const reading = (options.reading === false ? [] : retrieved.articles)
    .slice(0, 3)
    .filter((a) => a.slug !== retrieved.practice?.article.slug)
    .slice(0, 2);
  if (reading.length) {
    const links = reading.map((a) => `[${a.title}](/articles/${a.slug})`).join(" and ");
    parts.push(pick(READING_INTROS, seed, 5).replace("{links}", links));
  }

  parts.push(pick(CLOSINGS, seed, 6));
  parts.push(pick(AI_NOTES, seed, 7));

  // Keep within the bounds: drop the reading line or the third teaching if long; never cut a teaching mid-way.
  let answer = parts.join("\n\n");
  while (words(answer) > COMPOSED_MAX && parts.length > 5) {
    const idx = parts.findIndex(
      (p, i) =>
        i > 0 &&
        (p.startsWith("To go further") || p.startsWith("If you would") || p.startsWith("For a fuller") || p.startsWith("These pieces")),
    );
    parts.splice(idx > 0 ? idx : parts.length - 4, 1);
    answer = parts.join("\n\n");
  }
  return answer;
}

/** The first whole sentences of a passage, about PASSAGE_WORDS words; "" when it has no sentence that short. */
const PASSAGE_WORDS = 110;
function excerptOf(text: string): string {
  const sentences = text.replace(/\s+/g, " ").match(/[^.!?]+[.!?]+(?:["'’”)\]]+)?(?=\s|$)/g) ?? [];
  const out: string[] = [];
  for (const sentence of sentences) {
    if (out.length && words([...out, sentence].join(" ")) > PASSAGE_WORDS) break;
    out.push(sentence.trim());
  }
  const excerpt = out.join(" ");
  return words(excerpt) >= 25 && words(excerpt) <= PASSAGE_WORDS + 40 ? excerpt : "";
}

export function answerWordCount(answer: string): number {
  return words(answer);
}
