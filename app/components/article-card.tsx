import { Link } from "react-router";

export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  readTime: number;
  icon: string;
  groupLabel?: string;
}

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <li className="card flex flex-col">
      <p className="flex items-center gap-2 text-sm text-muted">
        <span aria-hidden="true" className="text-xl">
          {article.icon}
        </span>
        {article.groupLabel ? <span>{article.groupLabel}</span> : null}
        <span aria-hidden="true">·</span>
        <span>{article.readTime} min read</span>
      </p>
      <Heading className="mt-2 text-xl">
        <Link to={`/articles/${article.slug}`} className="no-underline hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-muted">{article.summary}</p>
    </li>
  );
}

export const toSummary = (a: ArticleSummary): ArticleSummary => ({
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  readTime: a.readTime,
  icon: a.icon,
  groupLabel: a.groupLabel,
});

/** A titled list of article cards ("Related articles", "Further reading"); nothing when the list is empty. */
export function RelatedArticles({ title, articles }: { title: string; articles: ArticleSummary[] }) {
  if (!articles.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="text-2xl">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {articles.map((a) => (
          <ArticleCard key={a.slug} article={a} />
        ))}
      </ul>
    </section>
  );
}
