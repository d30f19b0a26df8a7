import type { ReactNode } from "react";

/** What a page needs to show a teaching: the source's passage, who and where it is from, and Prajna's note. */
export interface ShownTeaching {
  text: string;
  author: string;
  source: string;
  translation?: string | null;
  paraphrase: boolean;
  reflection?: string | null;
}

/**
 * A teaching as a figure: the passage in a blockquote with its attribution in the caption ("Paraphrase of ..." or
 * "— author"), and Prajna's reflection after the figure, labelled and set apart, so no one takes it for the source.
 * A paraphrase gets a dashed rule, a quotation a solid one; neither is wrapped in quotation marks.
 */
export function TeachingFigure({
  teaching,
  quoteClassName = "font-serif italic",
  after,
  className = "",
}: {
  teaching: ShownTeaching;
  quoteClassName?: string;
  /** Anything that belongs in the caption after the attribution, such as a "Read more" link. */
  after?: ReactNode;
  className?: string;
}) {
  const { text, author, source, translation, paraphrase, reflection } = teaching;
  return (
    <div className={className || undefined}>
      <figure className={`rounded-xl border-l-4 border-saffron bg-cream p-4${paraphrase ? " border-dashed" : ""}`}>
        <blockquote className={quoteClassName}>{text}</blockquote>
        <figcaption className="mt-2 text-sm text-muted">
          {paraphrase ? "Paraphrase of " : "— "}
          <strong>{author}</strong>, <cite>{source}</cite>
          {!paraphrase && translation ? `, translated by ${translation}` : ""}.{after ? " " : ""}
          {after}
        </figcaption>
      </figure>
      {reflection ? (
        <div role="note" aria-label="Prajna's reflection" className="mt-3 rounded-xl border border-line p-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">Prajna's reflection</p>
          <p className="mt-1">{reflection}</p>
        </div>
      ) : null}
    </div>
  );
}
