import { type Article, library } from "~/content/library.server";
import type { Teaching } from "~/content/content-schema";
import type { AskCategory } from "./categories";
import { searchLibrary } from "./search.server";
import type { Source } from "./sources";
import { stableHash } from "./text";

export interface Retrieved {
  teachings: Teaching[];
  /** Article passages that matched, best first (at most one per article); `matched` when the search found this section itself. */
  passages: { article: Article; heading: string; text: string; url: string; matched: boolean }[];
  /** The articles drawn on, best first. */
  articles: Article[];
  practice?: { title: string; text: string; article: Article };
}

/** Where each category tends to find its best reading. */
const GROUP_AFFINITY: Record<AskCategory, string[]> = {
  general: [],
  spirituality: ["spirituality", "bodhisattva-path", "masters-mystics"],
  relationships: ["bodhisattva-path", "religion"],
  career: ["management"],
  mindfulness: ["spirituality"],
  ethics: ["spirituality", "bodhisattva-path"],
  suffering: ["spirituality", "bodhisattva-path", "religion"],
  wisdom: ["philosophy", "masters-mystics"],
};

const FIRST_TRADITIONS = new Set(["early-buddhism", "mahayana"]);
const isMaster = (t: Teaching) => t.author === "The Buddha" || t.author === "Maitreya";

/** What a follow-up is read with: the earlier questions (newest first) and the earlier answers' texts. */
export interface RetrievalContext {
  questions?: readonly string[];
  answers?: readonly string[];
}

/** A teaching already quoted earlier in the conversation yields to fresh ones (but is still there if nothing else fits). */
const ALREADY_QUOTED = 0.4;

export async function retrieve(question: string, category: AskCategory, context: RetrievalContext = {}): Promise<Retrieved> {
  const lib = library();
  const bySlug = new Map(lib.articles.map((a) => [a.slug, a]));
  const teachingsById = new Map(lib.teachings.map((t) => [t.id, t]));
  const hits = await searchLibrary(`${question}`, 60, context.questions ?? []);
  const earlierAnswers = (context.answers ?? []).join("\n");
  const quoted = (t: Teaching) => earlierAnswers.length > 0 && earlierAnswers.includes(t.text.trim().slice(0, 80));

  const teachingScores: { teaching: Teaching; score: number }[] = [];
  const articleScore = new Map<string, number>();
  const bestSection = new Map<string, { section: string; score: number }>();
  const affinity = new Set(GROUP_AFFINITY[category]);

  for (const hit of hits) {
    const article = bySlug.get(hit.article);
    if (!article) continue;
    const groupBoost = affinity.has(article.group) ? 1.25 : 1;
    if (hit.kind === "teaching") {
      const t = teachingsById.get(hit.docId.slice(2));
      if (!t) continue;
      let score = hit.score;
      if (t.categories[0] === category) score *= 1.6;
      else if (t.categories.includes(category)) score *= 1.4;
      if (FIRST_TRADITIONS.has(t.tradition)) score *= 1.15;
      if (quoted(t)) score *= ALREADY_QUOTED;
      teachingScores.push({ teaching: t, score });
      articleScore.set(t.article, (articleScore.get(t.article) ?? 0) + 0.45 * score * groupBoost);
    } else {
      const score = hit.score * groupBoost;
      articleScore.set(hit.article, (articleScore.get(hit.article) ?? 0) + score);
      const prev = bestSection.get(hit.article);
      if (!prev || prev.score < score) bestSection.set(hit.article, { section: hit.section ?? "", score });
    }
  }

  // Nothing matched (a very short or unusual question): the category's own teachings, chosen steadily.
  if (teachingScores.length === 0) {
    const pool = lib.teachings.filter((t) => t.categories.includes(category));
    const seed = stableHash(question.toLowerCase());
    for (let i = 0; i < Math.min(3, pool.length); i++) {
      const t = pool[(seed + i * 7919) % pool.length];
      if (!teachingScores.some((x) => x.teaching.id === t.id)) teachingScores.push({ teaching: t, score: 1 - i * 0.1 });
    }
    for (const { teaching } of teachingScores) articleScore.set(teaching.article, (articleScore.get(teaching.article) ?? 0) + 1);
  }

  teachingScores.sort((a, b) => b.score - a.score);
  const chosen: Teaching[] = [];
  for (const { teaching } of teachingScores) {
    if (chosen.length === 3) break;
    if (chosen.some((c) => c.author === teaching.author || c.text === teaching.text)) continue;
    chosen.push(teaching);
  }
  // The Buddha and Maitreya speak first where they are among the chosen.
  chosen.sort((a, b) => Number(isMaster(b)) - Number(isMaster(a)));

  const articles = [...articleScore.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([slug]) => bySlug.get(slug)!)
    .filter(Boolean);

  const passages = articles.slice(0, 4).flatMap((a) => {
    const best = bestSection.get(a.slug);
    const section = a.sections.find((s) => s.id === (best?.section ?? "")) ?? a.sections[0];
    if (!section) return [];
    return [
      {
        article: a,
        heading: section.heading || a.title,
        text: section.text,
        url: `/articles/${a.slug}${section.id ? `#${section.id}` : ""}`,
        matched: best !== undefined && section.id === best.section,
      },
    ];
  });

  const practiceArticle = articles.slice(0, 3).find((a) => a.practices.some((p) => p.kind === "practice" || p.kind === "reflection"));
  const practice = practiceArticle?.practices.find((p) => p.kind === "practice" || p.kind === "reflection");

  return {
    teachings: chosen,
    passages,
    articles,
    practice: practice && practiceArticle ? { title: practice.title, text: practice.text, article: practiceArticle } : undefined,
  };
}

export function sourcesOf(retrieved: Retrieved, max = 4): Source[] {
  return retrieved.articles.slice(0, max).map((a) => ({ title: a.title, url: `/articles/${a.slug}` }));
}
