import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { ARTICLE_GROUPS } from "~/lib/nav";
import { pageMeta } from "~/lib/meta";
import { useFieldValue } from "~/lib/use-field-value";
import { useHydrated } from "~/lib/use-hydrated";
import { GROUP_SLUGS, SEARCH_KINDS, SEARCH_TRADITIONS, type SearchKind } from "~/search/facets";
import { searchSite, type SearchResult } from "~/search/search.server";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/search";

/** Public, and each search's anonymous result page may be kept; not in the sitemap (results are not for search engines). */
export const handle = { keep: { query: "any" } } satisfies RouteFacts;

/** A filter value from the address, or nothing when it is not one of the allowed values (the page never fails). */
function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // A form sends its empty choices too (?q=x&group=&tradition=); the address of a search leaves them out.
  const empty = [...params.entries()].filter(([k, v]) => k !== "q" && v === "").map(([k]) => k);
  if (empty.length) {
    for (const k of empty) params.delete(k);
    throw redirect(`/search${params.size ? `?${params}` : ""}`);
  }
  const filters = {
    kind: pick(
      params.get("kind"),
      SEARCH_KINDS.map((k) => k.key),
    ),
    group: pick(params.get("group"), GROUP_SLUGS),
    tradition: pick(
      params.get("tradition"),
      SEARCH_TRADITIONS.map((t) => t.key),
    ),
  };
  const page = Math.min(1000, Math.max(1, Math.floor(Number(params.get("page")) || 1)));
  return { ...searchSite({ q: params.get("q") ?? "", ...filters, page }), ...filters };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const tags = pageMeta({
    title: data?.query ? `Search: “${data.query}”` : "Search",
    description: "Search Prajna's whole library: articles, blog posts, teachings and references.",
    path: "/search",
  });
  // Result pages are for people, not for search engines.
  return data?.query ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

type Data = Route.ComponentProps["loaderData"];

/** The address of this search with some parameters changed (null removes one); a new filter starts at page 1. */
function searchHref(data: Data, changes: Partial<Record<"q" | "kind" | "group" | "tradition" | "page", string | null>>): string {
  const values: Record<string, string | undefined | null> = {
    q: data.query,
    kind: data.kind,
    group: data.group,
    tradition: data.tradition,
    page: "page" in changes ? changes.page : undefined,
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) params.set(k, v);
  if (params.get("page") === "1") params.delete("page");
  const qs = params.toString();
  return qs ? `/search?${qs}` : "/search";
}

/** Text with the matched words in <mark>; React escapes every piece, so no markup can come through. */
function Highlighted({ text, ranges }: { text: string; ranges: Array<[number, number]> }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach(([s, e], i) => {
    if (s < at || e <= s) return;
    if (s > at) parts.push(text.slice(at, s));
    parts.push(<mark key={i}>{text.slice(s, e)}</mark>);
    at = e;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const KIND_HEADINGS: Record<SearchResult["kind"], string> = {
  article: "Articles",
  blog: "Blog posts",
  teaching: "Teachings",
  reference: "References",
};
const KIND_GROUP: Record<SearchResult["kind"], SearchKind> = {
  article: "articles",
  blog: "blog",
  teaching: "teachings",
  reference: "references",
};

function ResultItem({ r }: { r: SearchResult }) {
  const snippet = (
    <p className="mt-1 text-[0.95rem] text-ink">
      <Highlighted text={r.snippet} ranges={r.highlights} />
    </p>
  );
  if (r.kind === "teaching") {
    return (
      <li className="card p-4">
        <h3 className="text-lg">
          <Link to={r.url}>
            <Highlighted text={r.author ?? ""} ranges={r.titleHighlights.filter(([, e]) => e <= (r.author ?? "").length)} />
          </Link>
          <span className="font-sans text-sm font-normal text-muted">
            {" · "}
            <Highlighted
              text={r.source ?? ""}
              ranges={r.titleHighlights
                .filter(([s]) => s > (r.author ?? "").length)
                .map(([s, e]) => [s - (r.author ?? "").length - 2, e - (r.author ?? "").length - 2])}
            />
          </span>
        </h3>
        <blockquote className="mt-1 border-l-4 border-line pl-3">{snippet}</blockquote>
        <p className="mt-2 text-sm text-muted">
          {r.tradition ? <span className="chip mr-2">{r.tradition.label}</span> : null}
          {r.article ? (
            <>
              From the article <Link to={r.article.url}>{r.article.title}</Link>
            </>
          ) : null}
        </p>
      </li>
    );
  }
  if (r.kind === "reference") {
    return (
      <li className="card p-4">
        <h3 className="text-lg">
          <Link to={r.url}>
            <Highlighted text={r.title} ranges={r.titleHighlights} />
          </Link>
        </h3>
        <p className="text-sm text-muted">
          {r.author}
          {r.year ? ` (${r.year})` : ""} · {r.category}
        </p>
        {r.snippet ? snippet : null}
      </li>
    );
  }
  return (
    <li className="card p-4">
      <h3 className="text-lg">
        <Link to={r.url}>
          <Highlighted text={r.title} ranges={r.titleHighlights} />
          {r.section?.heading ? (
            <span className="font-sans text-base font-normal">
              : <Highlighted text={r.section.heading} ranges={r.section.highlights} />
            </span>
          ) : null}
        </Link>
      </h3>
      {r.group ? <p className="text-sm text-muted">{r.group.label}</p> : null}
      {snippet}
      {r.moreSections?.length ? (
        <p className="mt-2 text-sm text-muted">
          Also in:{" "}
          {r.moreSections.map((s, i) => (
            <span key={s.url}>
              {i > 0 ? " · " : ""}
              <Link to={s.url}>{s.heading}</Link>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

/** The page's results grouped by kind, the group holding the best result first. */
function groupResults(results: SearchResult[]) {
  const groups: Array<{ kind: SearchResult["kind"]; items: SearchResult[] }> = [];
  for (const r of results) {
    const g = groups.find((x) => x.kind === r.kind);
    if (g) g.items.push(r);
    else groups.push({ kind: r.kind, items: [r] });
  }
  return groups;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const SUGGESTIONS = ["Cook Ding", "four ways of gathering", "Rumi", "wu wei", "bodhicitta", "Julian of Norwich"];

export default function Search({ loaderData: data }: Route.ComponentProps) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [value, setValue, inputRef] = useFieldValue<HTMLInputElement>(data.query);
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";

  // Follow the address (back and forward, a header search) unless the person is typing in the box.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(data.query);
  }, [data.query, inputRef, setValue]);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Search with what the form holds now, leaving out empty choices; replaces the history entry. */
  function searchNow() {
    clearTimeout(timer.current);
    if (!formRef.current) return;
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(formRef.current)) if (typeof v === "string" && v !== "") params.set(k, v);
    submit(params, { method: "get", action: "/search", replace: true, preventScrollReset: true });
  }

  /** With JavaScript, results follow the typing: the form is submitted a moment after the last key. */
  function typed(next: string) {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(searchNow, 250);
  }

  const filtered = Boolean(data.group || data.tradition);
  const count = Object.values(data.groups).reduce((a, b) => a + b, 0);
  const status = !data.query
    ? ""
    : data.total === 0
      ? `No results for “${data.query}”.`
      : `${plural(data.total, "result")} for “${data.query}”${data.pages > 1 ? `, page ${data.page} of ${data.pages}` : ""}.`;

  return (
    <div className="page">
      <h1 className="text-4xl">Search the library</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Articles by section, blog posts, teachings and references. Other spellings of names count too: Laozi finds Lao Tzu, Mevlana finds
        Rumi.
      </p>

      <Form
        ref={formRef}
        method="get"
        action="/search"
        role="search"
        aria-label="Library"
        className="card mt-6 flex flex-wrap items-end gap-4"
      >
        <div className="min-w-64 flex-[2]">
          <label htmlFor="search-q" className="field-label">
            Search for
          </label>
          <input
            ref={inputRef}
            id="search-q"
            data-search-box="page"
            type="search"
            name="q"
            value={value}
            onChange={(e) => typed(e.target.value)}
            maxLength={200}
            autoComplete="off"
            aria-keyshortcuts="/"
            aria-describedby={hydrated ? "search-help" : undefined}
            className="field-input"
          />
          {/* The hint takes its place from the start, shown once it is true: text appearing at hydration would move the
              results, the filters and the Search button under a person's pointer. */}
          <p id="search-help" className={hydrated ? "field-hint" : "field-hint invisible"}>
            Results follow your typing. Press / to come back to this box.
          </p>
        </div>
        {data.kind ? <input type="hidden" name="kind" value={data.kind} /> : null}
        <div className="min-w-44 flex-1">
          <label htmlFor="search-group" className="field-label">
            Article group
          </label>
          <select
            id="search-group"
            name="group"
            defaultValue={data.group ?? ""}
            key={`g-${data.group ?? ""}`}
            onChange={searchNow}
            className="field-input"
          >
            <option value="">All groups</option>
            {ARTICLE_GROUPS.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-44 flex-1">
          <label htmlFor="search-tradition" className="field-label">
            Tradition
          </label>
          <select
            id="search-tradition"
            name="tradition"
            defaultValue={data.tradition ?? ""}
            key={`t-${data.tradition ?? ""}`}
            onChange={searchNow}
            className="field-input"
          >
            <option value="">All traditions</option>
            {SEARCH_TRADITIONS.map((t) => (
              <option key={t.key} value={t.key}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>

      <p role="status" className="mt-6 font-medium" aria-live="polite">
        {status}
      </p>

      {data.query && count > 0 ? (
        <nav aria-label="Kinds of result" className="mt-3">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={searchHref(data, { kind: null })}
                aria-current={!data.kind ? "page" : undefined}
                className={`chip no-underline ${!data.kind ? "border-indigo-deep text-indigo-deep" : ""}`}
              >
                All ({count})
              </Link>
            </li>
            {SEARCH_KINDS.map((k) => (
              <li key={k.key}>
                <Link
                  to={searchHref(data, { kind: k.key })}
                  aria-current={data.kind === k.key ? "page" : undefined}
                  className={`chip no-underline ${data.kind === k.key ? "border-indigo-deep text-indigo-deep" : ""}`}
                >
                  {k.label} ({data.groups[k.key]})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div aria-busy={loading} className={loading ? "opacity-70" : undefined}>
        {!data.query ? (
          <section aria-labelledby="try-heading" className="mt-8">
            <h2 id="try-heading" className="text-2xl">
              Try
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {SUGGESTIONS.map((s) => (
                <li key={s}>
                  <Link to={`/search?q=${encodeURIComponent(s)}`} className="chip no-underline">
                    {s}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : data.total === 0 ? (
          <section aria-labelledby="empty-heading" className="card mt-6">
            <h2 id="empty-heading" className="text-2xl">
              Nothing in the library matches
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
              <li>Try fewer words, or another spelling of a name.</li>
              {filtered || data.kind ? (
                <li>
                  <Link to={searchHref(data, { kind: null, group: null, tradition: null })}>Search everything, without filters</Link>
                </li>
              ) : null}
            </ul>
            <p className="mt-4">Perhaps what you are looking for is a question rather than a page.</p>
            <p className="mt-2">
              <Link to={`/ask?q=${encodeURIComponent(data.query)}`} className="btn-primary">
                Ask Prajna: “{data.query}”
              </Link>
            </p>
          </section>
        ) : data.results.length === 0 ? (
          <p className="mt-6">
            There are only {data.pages} {data.pages === 1 ? "page" : "pages"} of results.{" "}
            <Link to={searchHref(data, { page: null })}>Go to the first page</Link>.
          </p>
        ) : (
          <>
            {groupResults(data.results).map((g) => (
              <section key={g.kind} aria-labelledby={`results-${g.kind}`} className="mt-8">
                <h2 id={`results-${g.kind}`} className="text-2xl">
                  {KIND_HEADINGS[g.kind]}{" "}
                  <span className="font-sans text-base font-normal text-muted">({data.groups[KIND_GROUP[g.kind]]} in all)</span>
                </h2>
                <ol className="mt-3 space-y-3">
                  {g.items.map((r) => (
                    <ResultItem key={`${r.kind}:${r.id}`} r={r} />
                  ))}
                </ol>
              </section>
            ))}
            {data.pages > 1 ? (
              <nav aria-label="Pages of results" className="mt-8 flex items-center justify-between gap-4">
                {data.page > 1 ? (
                  <Link to={searchHref(data, { page: String(data.page - 1) })} rel="prev" className="btn-secondary">
                    Previous page
                  </Link>
                ) : (
                  <span />
                )}
                <p className="text-muted">
                  Page {data.page} of {data.pages}
                </p>
                {data.page < data.pages ? (
                  <Link to={searchHref(data, { page: String(data.page + 1) })} rel="next" className="btn-secondary">
                    Next page
                  </Link>
                ) : (
                  <span />
                )}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
