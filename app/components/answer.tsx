import { Link } from "react-router";
import type { Source } from "~/wisdom/sources";

/** An answer's sources, as links into the library (or to the help lines, for a caring answer). */
export function SourceList({ sources }: { sources: Source[] }) {
  if (!sources.length) return null;
  return (
    <section aria-label="Sources" className="mt-6 border-t border-line pt-4">
      <h3 className="text-lg">Sources</h3>
      <ul className="mt-2 space-y-1">
        {sources.map((s) =>
          s.url.startsWith("/") ? (
            <li key={s.url}>
              <Link to={s.url}>{s.title}</Link>
            </li>
          ) : (
            <li key={s.url}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Safe HTML of an answer: rendered on the server from Markdown with raw HTML off and sanitised. */
export function AnswerBody({ html }: { html: string }) {
  return <div className="prose-article prose-answer" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Plain text of a Markdown answer, for the share sheet and the clipboard. */
export function plainAnswer(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/[*_>#`]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text shared or copied: the first 100 characters of the answer and an ellipsis. */
export function shareText(markdown: string): string {
  return `${plainAnswer(markdown).slice(0, 100)}...`;
}
