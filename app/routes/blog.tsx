import { Link } from "react-router";
import { library } from "~/content/library.server";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/blog";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: its anonymous copy may be kept, and the sitemap lists it.
 */
export const handle = { ...staticPage, keep: true, sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: "Blog", description: "Notes on technology and the spiritual life from the Prajna team.", path: "/blog" }, matches),
  { tagName: "link", rel: "alternate", type: "application/rss+xml", title: "Prajna blog", href: "/blog/rss.xml" },
];

export function loader() {
  return {
    posts: library().posts.map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      category: p.category,
      published: p.published,
      readTime: p.readTime,
      image: p.image,
    })),
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="text-4xl">Blog</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Shorter pieces on what it means to seek wisdom in an age of machines. <a href="/blog/rss.xml">Follow by RSS</a>.
      </p>
      <ul className="mt-10 grid gap-8 md:grid-cols-2">
        {loaderData.posts.map((p) => (
          <li key={p.slug} className="card overflow-hidden p-0">
            <img src={p.image.src} alt={p.image.alt} width={1200} height={500} loading="lazy" className="h-44 w-full object-cover" />
            <div className="p-6">
              <p className="text-sm text-muted">
                <span>{p.category}</span> <span aria-hidden="true">·</span>{" "}
                <time dateTime={p.published}>{formatLongDate(p.published)}</time> <span aria-hidden="true">·</span>{" "}
                <span>{p.readTime} min read</span>
              </p>
              <h2 className="mt-2 text-2xl">
                <Link to={`/blog/${p.slug}`} className="no-underline hover:underline">
                  {p.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{p.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
