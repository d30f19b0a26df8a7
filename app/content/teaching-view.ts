import type { Teaching } from "./content-schema";

/** A teaching as pages and the JSON API show it: the source's words, who said them, and Prajna's note kept apart. */
export function teachingView(t: Teaching) {
  return {
    text: t.text,
    author: t.author,
    source: t.source,
    translation: t.translation ?? null,
    paraphrase: t.paraphrase,
    /** Prajna's own note on the teaching, shown apart from it; null when there is none. */
    reflection: t.reflection ?? null,
  };
}

export type TeachingView = ReturnType<typeof teachingView>;
