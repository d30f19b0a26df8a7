import type { Situation, Teaching } from "~/content/content-schema";
import { AI_NOTES } from "./phrases";
import type { SituationMatch } from "./situations";
import { pick, stableHash } from "./text";

/**
 * The library engine's answer when a question fits situations written for the project: it answers in the shape the
 * question asks for. A direct question gets the situation's answer first; a person describing what they are going
 * through is met first. Then the teachings chosen for that situation (quoted, with their sources and Prajna's
 * reflection kept apart), its practice whole, the articles that fit it, whom to see when a website is not enough,
 * and the situation's own closing. A second concern the question holds gets its own answer after the first. Nothing
 * between the parts is stock text; only the AI disclosure at the end is the same from answer to answer.
 */

/** "Is belief in rebirth necessary?", "how do I...", "should I...": a question asking for an answer. */
export function isDirectQuestion(question: string): boolean {
  const q = question.trim().toLowerCase();
  return (
    /\?\s*$/.test(q) || /^(?:is|are|am|can|could|should|shall|will|would|do|does|did|how|what|why|when|where|which|who|may|must)\b/.test(q)
  );
}

function quote(t: Teaching): string {
  const attribution = t.paraphrase
    ? `— Paraphrase of ${t.author}, *${t.source}*`
    : `— ${t.author}, *${t.source}*, translated by ${t.translation}`;
  const reflection = t.reflection ? `\n\n*Prajna's reflection:* ${t.reflection.trim()}` : "";
  return `> ${t.text.trim()}\n\n${attribution}${reflection}`;
}

function practice(s: Situation): string {
  return [`**${s.practice.title}**`, "", ...s.practice.steps.map((step, i) => `${i + 1}. ${step.trim()}`)].join("\n");
}

/** The situation files fold paragraphs onto single line breaks: each is its own Markdown paragraph. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join("\n\n");
}

function firstParagraph(text: string): string {
  return text.trim().split(/\n+/)[0];
}

export interface SituatedAnswer {
  markdown: string;
  /** The articles it draws on, best first: the situation's own, then those its teachings belong with. */
  articles: string[];
}

export function composeSituated(
  question: string,
  matches: readonly SituationMatch[],
  library: { teaching: (id: string) => Teaching | undefined; articleTitle: (slug: string) => string | undefined },
  earlier: readonly string[] = [],
  /** The conversation's earlier answers: a teaching quoted there yields to the situation's others. */
  quoted = "",
): SituatedAnswer {
  const [first, second] = matches.map((m) => m.situation);
  const seed = stableHash(`${first.id}|${question.trim().toLowerCase()}`);
  const parts: string[] = [];

  // A follow-up already met the person: it answers. A direct question is answered first; a story is met first.
  if (earlier.length || isDirectQuestion(question)) parts.push(paragraphs(first.response));
  else parts.push(first.opening.trim(), paragraphs(first.response));

  if (second) parts.push(`${second.opening.trim()} ${firstParagraph(second.response)}`);

  // Teachings: the situation's own, in its order; with a second concern, one of each; never one already quoted in the
  // conversation when another is left.
  const fresh = (ids: readonly string[]) => {
    const all = ids.map((id) => library.teaching(id)).filter((t): t is Teaching => Boolean(t));
    const unquoted = all.filter((t) => !quoted.includes(t.text.trim().slice(0, 80)));
    return unquoted.length ? unquoted : all;
  };
  const chosen = [...fresh(first.teachings).slice(0, second ? 1 : 2), ...(second ? fresh(second.teachings).slice(0, 1) : [])];
  for (const t of chosen) parts.push(quote(t));

  parts.push(practice(first));

  // Reading only where the situation names an article that fits it; never a stock list.
  const links = [...new Set([...first.articles, ...(second?.articles ?? [])])]
    .slice(0, 2)
    .map((slug) => ({ slug, title: library.articleTitle(slug) }))
    .filter((l): l is { slug: string; title: string } => Boolean(l.title));
  if (links.length) parts.push(`Read further: ${links.map((l) => `[${l.title}](/articles/${l.slug})`).join(" · ")}`);
  if (first.see) parts.push(first.see.trim());
  if (second?.see && second.see !== first.see) parts.push(second.see.trim());
  parts.push(first.closing.trim());
  parts.push(pick(AI_NOTES, seed, 7));

  const articles = [...new Set([...links.map((l) => l.slug), ...chosen.map((t) => t.article)])];
  return { markdown: parts.join("\n\n"), articles };
}
