import { data, Link } from "react-router";
import { ArticleCard, RelatedArticles, toSummary } from "~/components/article-card";
import { HeroFigure } from "~/components/hero-figure";
import { articlesInGroup, getArticle } from "~/content/library.server";
import { pageMeta } from "~/lib/meta";
import { ARTICLE_GROUPS } from "~/lib/nav";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/article";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: the anonymous copy of each article may be kept (at the address the site links, its slug as written).
 */
export const handle = { ...staticPage, keep: { params: { slug: /^[a-z0-9-]{1,100}$/ } } } satisfies RouteFacts;

/** One route serves every article and every group page; anything else is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  const group = ARTICLE_GROUPS.find((g) => g.slug === params.slug);
  if (group) {
    return { kind: "group" as const, group: { ...group }, articles: articlesInGroup(group.slug).map(toSummary) };
  }
  const article = getArticle(params.slug);
  if (!article) throw data("Article not found", { status: 404 });
  const link = (slug?: string) => {
    const a = slug ? getArticle(slug) : undefined;
    return a ? { slug: a.slug, title: a.title } : null;
  };
  return {
    kind: "article" as const,
    article: {
      slug: article.slug,
      title: article.title,
      group: article.group,
      groupLabel: article.groupLabel,
      summary: article.summary,
      icon: article.icon,
      tags: article.tags,
      hero: article.hero,
      readTime: article.readTime,
      html: article.html,
      outline: article.outline.filter((o) => o.depth === 2),
    },
    previous: link(article.previous),
    next: link(article.next),
    related: article.related
      .map((slug) => getArticle(slug))
      .filter((a) => a !== undefined)
      .map(toSummary),
  };
}

export const meta: Route.MetaFunction = ({ data: d, params, matches }) => {
  if (!d)
    return pageMeta({ title: "Article not found", description: "No article at this address.", path: `/articles/${params.slug}` }, matches);
  if (d.kind === "group") {
    return pageMeta({ title: `${d.group.label} articles`, description: d.group.description, path: `/articles/${d.group.slug}` }, matches);
  }
  return pageMeta(
    {
      title: d.article.title,
      description: d.article.summary,
      path: `/articles/${d.article.slug}`,
      image: d.article.hero.src,
      type: "article",
    },
    matches,
  );
};

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "group") {
    const { group, articles } = loaderData;
    return (
      <div className="page">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/articles">Articles</Link> <span aria-hidden="true">/</span> <span aria-current="page">{group.label}</span>
        </nav>
        <h1 className="mt-3 text-4xl">{group.label}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{group.description}</p>
        {articles.length ? (
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {articles.map((a) => (
              <ArticleCard key={a.slug} article={{ ...a, groupLabel: undefined }} headingLevel={2} />
            ))}
          </ul>
        ) : (
          <p className="mt-8 italic text-muted">Articles coming soon...</p>
        )}
        <p className="mt-10 flex flex-wrap gap-3">
          <Link to="/articles" className="btn-secondary">
            Back to Articles
          </Link>
          <Link to="/ask" className="btn-primary">
            Ask a question
          </Link>
        </p>
      </div>
    );
  }

  const { article, previous, next, related } = loaderData;
  return (
    <article className="pb-10">
      <HeroFigure image={article.hero} />
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="mt-8">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <span aria-hidden="true" className="text-2xl">
              {article.icon}
            </span>
            <Link to={`/articles/${article.group}`}>{article.groupLabel}</Link>
            <span aria-hidden="true">·</span>
            <span>{article.readTime} min read</span>
          </p>
          <h1 className="mt-3 text-4xl sm:text-5xl">{article.title}</h1>
          <p className="mt-4 text-xl leading-relaxed text-muted">{article.summary}</p>
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {article.tags.map((t) => (
              <li key={t} className="chip">
                {t}
              </li>
            ))}
          </ul>
        </header>

        {article.outline.length > 2 ? (
          <nav aria-label="On this page" className="mt-8 rounded-2xl border border-line bg-paper p-4">
            <p className="font-serif font-semibold text-indigo-deep">On this page</p>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {article.outline.map((o) => (
                <li key={o.id}>
                  <a href={`#${o.id}`}>{o.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        {/* Compiled from the library's own Markdown with raw HTML disabled (see content/markdown.server.ts). */}
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />

        {previous || next ? (
          <nav aria-label="Reading path" className="mt-12 grid gap-4 sm:grid-cols-2">
            {previous ? (
              <Link to={`/articles/${previous.slug}`} rel="prev" className="card no-underline hover:border-indigo-deep">
                <span className="text-sm text-muted">Previous Article</span>
                <span className="mt-1 block font-serif text-lg text-indigo-deep">← {previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={`/articles/${next.slug}`} rel="next" className="card text-right no-underline hover:border-indigo-deep">
                <span className="text-sm text-muted">Next Article</span>
                <span className="mt-1 block font-serif text-lg text-indigo-deep">{next.title} →</span>
              </Link>
            ) : null}
          </nav>
        ) : null}

        <RelatedArticles title="Related articles" articles={related} />

        <p className="mt-12 flex flex-wrap gap-3">
          <Link to="/articles" className="btn-secondary">
            Back to Articles
          </Link>
          <Link to="/ask" className="btn-primary">
            Ask a question about this
          </Link>
        </p>
      </div>
    </article>
  );
}
