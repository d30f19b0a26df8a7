import { Link } from "react-router";
import { harvard } from "~/content/harvard";
import { library } from "~/content/library.server";
import { CITATION_CATEGORIES } from "~/content/content-schema";
import { pageMeta } from "~/lib/meta";
import { staticPage } from "~/lib/route-handle";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/references";

/**
 * Plain HTML: links and disclosures work without client code, so the page ships no JavaScript.
 * A public page: its anonymous copy may be kept, and the sitemap lists it.
 */
export const handle = { ...staticPage, keep: true, sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "References",
      description: "The bibliography behind Prajna's library: the translations, studies and books our articles draw on, in Harvard style.",
      path: "/references",
    },
    matches,
  );

export function loader() {
  const { citations, articles, posts } = library();
  // Which pieces cite each work, so a reader can go from a source back to the writing that uses it.
  const citedBy = new Map<string, { href: string; title: string }[]>();
  for (const item of [
    ...articles.map((a) => ({ ...a, href: `/articles/${a.slug}` })),
    ...posts.map((p) => ({ ...p, href: `/blog/${p.slug}` })),
  ]) {
    for (const id of new Set(item.links.filter((l) => l.startsWith("/references#")).map((l) => l.slice("/references#".length)))) {
      citedBy.set(id, [...(citedBy.get(id) ?? []), { href: item.href, title: item.title }]);
    }
  }
  const sortKey = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  return {
    total: citations.length,
    groups: CITATION_CATEGORIES.map((cat) => ({
      ...cat,
      items: citations
        .filter((c) => c.category === cat.key)
        .sort((a, b) => sortKey(a.author).localeCompare(sortKey(b.author)) || (a.year ?? "").localeCompare(b.year ?? ""))
        .map((c) => ({ id: c.id, parts: harvard(c), citedBy: citedBy.get(c.id) ?? [] })),
    })).filter((g) => g.items.length > 0),
  };
}

export default function References({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="text-4xl">References</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        The {loaderData.total} works our articles and answers draw on, grouped by tradition and listed in Harvard style.
      </p>

      <section aria-labelledby="method-heading" className="card mt-8">
        <h2 id="method-heading" className="text-2xl">
          How we cite
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
          <li>
            Quotations come only from translations in the public domain, and each names its translator. Where we could not confirm the exact
            public-domain wording, or where the only translations are modern and under copyright (as with the texts attributed to Maitreya),
            we give a paraphrase in our own words and mark it as one.
          </li>
          <li>
            Every work listed here is a real, published work. Where we were not sure of a detail, such as a publisher or a page range, we
            left it out rather than guess.
          </li>
          <li>
            Dates of ancient texts are those of the translation or edition cited; the date of first publication follows where a later
            edition is used.
          </li>
          <li>Each entry links to the articles that rely on it.</li>
        </ul>
        <p className="mt-4">
          Found an error, or know a better source? <Link to="/contact">Please tell us</Link>.
        </p>
      </section>

      <nav aria-label="Reference groups" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {loaderData.groups.map((g) => (
            <li key={g.key}>
              <a href={`#group-${g.key}`} className="chip no-underline hover:bg-paper">
                {g.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {loaderData.groups.map((g) => (
        <section key={g.key} aria-labelledby={`group-${g.key}`} className="mt-12">
          <h2 id={`group-${g.key}`} className="scroll-mt-24 text-2xl">
            {g.label}
          </h2>
          <ul className="mt-4 space-y-4">
            {g.items.map(({ id, parts, citedBy }) => (
              <li key={id} id={id} className="scroll-mt-24 rounded-xl px-3 py-2 target:bg-notice">
                <p className="pl-6 -indent-6">
                  {parts.lead}{" "}
                  {parts.titleStyle === "italic" ? (
                    <>
                      <cite>{parts.title}</cite>
                      {/[.?!]$/.test(parts.title) ? "" : "."}
                    </>
                  ) : (
                    <>‘{parts.title}’,</>
                  )}{" "}
                  {parts.rest}
                </p>
                {citedBy.length ? (
                  <p className="mt-1 pl-6 text-sm text-muted">
                    Cited in:{" "}
                    {citedBy.map((c, i) => (
                      <span key={c.href}>
                        {i > 0 ? "; " : ""}
                        <Link to={c.href}>{c.title}</Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
