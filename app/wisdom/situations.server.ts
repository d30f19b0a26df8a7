import { type Library, library } from "~/content/library.server";
import type { AskCategory } from "./categories";
import { composeSituated } from "./compose-situated";
import { buildSituationIndex, type Reading, readQuestion, type SituationIndex } from "./situations";
import type { Source } from "./sources";

let cached: { lib: Library; index: SituationIndex } | undefined;

/** The situations' index, built once per library. */
function index(): SituationIndex {
  const lib = library();
  if (!cached || cached.lib !== lib) cached = { lib, index: buildSituationIndex(lib.situations) };
  return cached.index;
}

/** The situations a question (with the conversation's earlier questions, newest first) describes. */
export function readSituations(
  question: string,
  earlier: readonly string[],
  category: AskCategory,
  earlierAnswers: readonly string[] = [],
): Reading {
  const said = earlierAnswers.join("\n");
  const answered = new Set(
    said
      ? library()
          .situations.filter((s) => said.includes(s.response.trim().split("\n")[0].slice(0, 120)))
          .map((s) => s.id)
      : [],
  );
  return readQuestion(index(), question, earlier, category, answered);
}

/** The library's answer from the matched situations, and the articles it draws on as sources. */
export function situatedAnswer(
  question: string,
  reading: Reading,
  earlier: readonly string[],
  earlierAnswers: readonly string[] = [],
): { markdown: string; sources: Source[] } {
  const lib = library();
  const teachings = new Map(lib.teachings.map((t) => [t.id, t]));
  const articles = new Map(lib.articles.map((a) => [a.slug, a]));
  const answer = composeSituated(
    question,
    reading.matches,
    { teaching: (id) => teachings.get(id), articleTitle: (slug) => articles.get(slug)?.title },
    earlier,
    earlierAnswers.join("\n"),
  );
  const sources = answer.articles
    .map((slug) => articles.get(slug))
    .filter((a) => a !== undefined)
    .slice(0, 3)
    .map((a) => ({ title: a.title, url: `/articles/${a.slug}` }));
  return { markdown: answer.markdown, sources };
}
