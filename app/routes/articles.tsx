import { Link } from "react-router";
import { ArticleCard, toSummary } from "~/components/article-card";
import { library } from "~/content/library.server";
import { pageMeta } from "~/lib/meta";
import { ARTICLE_GROUPS } from "~/lib/nav";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/articles";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: its anonymous copy may be kept, and the sitemap lists it.
 */
export const handle = { ...staticPage, keep: true, sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Articles",
      description:
        "Long-form articles on the masters and mystics, philosophy, spirituality, the bodhisattva path, religion and management.",
      path: "/articles",
    },
    matches,
  );

export function loader() {
  const { articles } = library();
  return {
    groups: ARTICLE_GROUPS.map((g) => ({
      ...g,
      articles: articles.filter((a) => a.group === g.slug).map(toSummary),
    })),
  };
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="text-4xl">Articles</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Long-form reading from the traditions: slow enough to think with, short enough to finish with a cup of tea.
      </p>
      <nav aria-label="Article groups" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {loaderData.groups.map((g) => (
            <li key={g.slug}>
              <a href={`#${g.slug}`} className="chip no-underline hover:bg-paper">
                {g.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.groups.map((g) => (
        <section key={g.slug} aria-labelledby={`${g.slug}-heading`} className="mt-12 scroll-mt-24" id={g.slug}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${g.slug}-heading`} className="text-2xl">
              {g.label}
            </h2>
            <Link to={`/articles/${g.slug}`} className="text-sm">
              All of {g.label}
            </Link>
          </div>
          <p className="mt-1 text-muted">{g.description}</p>
          {g.articles.length ? (
            <ul className="mt-5 grid gap-5 md:grid-cols-2">
              {g.articles.map((a) => (
                <ArticleCard key={a.slug} article={{ ...a, groupLabel: undefined }} />
              ))}
            </ul>
          ) : (
            <p className="mt-5 italic text-muted">Articles coming soon...</p>
          )}
        </section>
      ))}
      <aside aria-label="Ask" className="card mt-14 text-center">
        <h2 className="text-2xl">Have a question of your own?</h2>
        <p className="mt-2 text-muted">Bring it to the teachings and receive a reflection drawn from the library.</p>
        <Link to="/ask" className="btn-primary mt-4">
          Ask a question
        </Link>
      </aside>
    </div>
  );
}
