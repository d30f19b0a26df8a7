import { data, Link } from "react-router";
import { RelatedArticles, toSummary } from "~/components/article-card";
import { HeroFigure } from "~/components/hero-figure";
import { getArticle, getPost } from "~/content/library.server";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/blog-post";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: the anonymous copy of each post may be kept (at the address the site links, its slug as written).
 */
export const handle = { ...staticPage, keep: { params: { slug: /^[a-z0-9-]{1,100}$/ } } } satisfies RouteFacts;

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data("Post not found", { status: 404 });
  return {
    post: {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      category: post.category,
      published: post.published,
      readTime: post.readTime,
      image: post.image,
      tags: post.tags,
      html: post.html,
    },
    related: post.related
      .map((s) => getArticle(s))
      .filter((a) => a !== undefined)
      .map(toSummary),
  };
}

export const meta: Route.MetaFunction = ({ data: d, params, matches }) =>
  d
    ? pageMeta(
        { title: d.post.title, description: d.post.excerpt, path: `/blog/${d.post.slug}`, image: d.post.image.src, type: "article" },
        matches,
      )
    : pageMeta({ title: "Post not found", description: "No post at this address.", path: `/blog/${params.slug}` }, matches);

export default function BlogPost({ loaderData: { post, related } }: Route.ComponentProps) {
  return (
    <article className="pb-10">
      <HeroFigure image={post.image} tall="sm:h-72" />
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <header className="mt-8">
          <p className="text-sm text-muted">
            <Link to="/blog">Blog</Link> <span aria-hidden="true">·</span> <span>{post.category}</span> <span aria-hidden="true">·</span>{" "}
            <time dateTime={post.published}>{formatLongDate(post.published)}</time> <span aria-hidden="true">·</span>{" "}
            <span>{post.readTime} min read</span>
          </p>
          <h1 className="mt-3 text-4xl">{post.title}</h1>
          <p className="mt-4 text-xl text-muted">{post.excerpt}</p>
        </header>
        {/* Compiled from the library's own Markdown with raw HTML disabled. */}
        <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
        <RelatedArticles title="Further reading" articles={related} />
        <p className="mt-12 flex flex-wrap gap-3">
          <Link to="/blog" className="btn-secondary">
            Back to the Blog
          </Link>
          <Link to="/ask" className="btn-primary">
            Ask a question
          </Link>
        </p>
      </div>
    </article>
  );
}
