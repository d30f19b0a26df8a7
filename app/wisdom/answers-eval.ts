import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import type { Library } from "~/content/library.server";
import { composeSituated } from "./compose-situated";
import { buildSituationIndex, readQuestion } from "./situations";

/**
 * The answer evaluation (npm run eval:answers, and the suite): how often a question written the way real people write
 * is read as the situation it describes, and whether the answers keep their shape rules (no practice cut short, no
 * stock sentence repeated across answers, no article offered to everyone).
 */

export interface QuestionCase {
  id: string;
  question: string;
  /** Earlier questions of the conversation, oldest first. */
  earlier?: string[];
  category?: string;
  /** The situations that fit (any of them is a right first match). */
  situations: string[];
  split: "tuning" | "held-out";
}

/** Every question file in a folder (questions-*.yaml), each written by its own hand. */
export function loadQuestionSets(dir: string): QuestionCase[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^questions-.*\.ya?ml$/.test(f))
    .sort()
    .flatMap((f) => loadQuestions(`${dir}/${f}`));
}

export function loadQuestions(file: string): QuestionCase[] {
  const data = parseYaml(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list`);
  return data.map((c, i) => {
    const ok =
      c &&
      typeof c.id === "string" &&
      typeof c.question === "string" &&
      Array.isArray(c.situations) &&
      c.situations.length > 0 &&
      ["tuning", "held-out"].includes(c.split);
    if (!ok) throw new Error(`${file}: case ${i + 1} is malformed`);
    return c as QuestionCase;
  });
}

export interface MatchFigures {
  cases: number;
  top1: number;
  top3: number;
  /** Questions no situation was said to fit. */
  unmatched: number;
  accuracy: number;
  top3Rate: number;
}

export function evaluateMatching(lib: Pick<Library, "situations">, cases: QuestionCase[]) {
  const index = buildSituationIndex(lib.situations);
  const bySplit: Record<string, MatchFigures> = {};
  const wrong: Array<{ id: string; got: string | null; want: string[] }> = [];
  for (const c of cases) {
    const reading = readQuestion(index, c.question, [...(c.earlier ?? [])].reverse(), c.category);
    const f = (bySplit[c.split] ??= { cases: 0, top1: 0, top3: 0, unmatched: 0, accuracy: 0, top3Rate: 0 });
    f.cases++;
    const got = reading.matches[0]?.situation.id ?? null;
    if (!got) f.unmatched++;
    if (got && c.situations.includes(got)) f.top1++;
    else wrong.push({ id: c.id, got, want: c.situations });
    if (reading.ranked.slice(0, 3).some((r) => c.situations.includes(r.situation.id))) f.top3++;
  }
  for (const f of Object.values(bySplit)) {
    f.accuracy = f.cases ? f.top1 / f.cases : 0;
    f.top3Rate = f.cases ? f.top3 / f.cases : 0;
  }
  return { bySplit, wrong };
}

/** Sentences of an answer outside its quotations, its practice steps and its AI disclosure (the one fixed line). */
function ownSentences(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .filter(
      (p) =>
        !p.startsWith(">") &&
        !p.startsWith("—") &&
        !/^\d+\. /m.test(p) &&
        !(/^\*/.test(p) && /\bAI\b/.test(p)) &&
        !p.startsWith("*Prajna's reflection:*"),
    )
    .flatMap((p) => p.match(/[^.!?]+[.!?]+/g) ?? [p])
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.split(/\s+/).length >= 4);
}

export interface ShapeReport {
  answers: number;
  /** Practices given with fewer steps than they have. */
  cutPractices: string[];
  /** Sentences that appear in more answers than allowed, with their count. */
  stock: Array<{ sentence: string; count: number }>;
  /** Articles linked in more than the allowed share of answers. */
  overLinked: Array<{ slug: string; share: number }>;
}

/** The shape rules over a set of answers to different questions (one per case, the first situation that fits). */
export function evaluateShape(
  lib: Pick<Library, "situations" | "teachings" | "articles">,
  cases: QuestionCase[],
  maxRepeats = 3,
  maxShare = 0.2,
): ShapeReport {
  const index = buildSituationIndex(lib.situations);
  const teachings = new Map(lib.teachings.map((t) => [t.id, t]));
  const titles = new Map(lib.articles.map((a) => [a.slug, a.title]));
  const sentenceCount = new Map<string, number>();
  const linkCount = new Map<string, number>();
  const cutPractices: string[] = [];
  let answers = 0;
  for (const c of cases) {
    const reading = readQuestion(index, c.question, [...(c.earlier ?? [])].reverse(), c.category);
    if (!reading.matches.length) continue;
    answers++;
    const answer = composeSituated(c.question, reading.matches, {
      teaching: (id) => teachings.get(id),
      articleTitle: (s) => titles.get(s),
    });
    const steps = reading.matches[0].situation.practice.steps;
    if (!steps.every((step) => answer.markdown.includes(step.trim()))) cutPractices.push(c.id);
    for (const s of new Set(ownSentences(answer.markdown))) sentenceCount.set(s, (sentenceCount.get(s) ?? 0) + 1);
    for (const slug of new Set([...answer.markdown.matchAll(/\(\/articles\/([a-z0-9-]+)\)/g)].map((m) => m[1]))) {
      linkCount.set(slug, (linkCount.get(slug) ?? 0) + 1);
    }
  }
  return {
    answers,
    cutPractices,
    stock: [...sentenceCount].filter(([, n]) => n > maxRepeats).map(([sentence, count]) => ({ sentence, count })),
    overLinked: [...linkCount].filter(([, n]) => answers && n / answers > maxShare).map(([slug, n]) => ({ slug, share: n / answers })),
  };
}
