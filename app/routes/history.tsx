import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useFetcher, useNavigation, useSearchParams } from "react-router";
import { z } from "~/lib/zod";
import { requireUser } from "~/auth/session.server";
import { journeyListQuery } from "~/openapi/schemas";
import { clearJourney, deleteJourneyItem, listJourney, rateJourneyItem } from "~/journey/journey.server";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { redirectWithSuccess } from "~/lib/toast.server";
import { useHydrated } from "~/lib/use-hydrated";
import { ASK_CATEGORIES, categoryLabel } from "~/wisdom/categories";
import { AnswerBody } from "~/components/answer";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: "Your history", description: "The questions you have asked on Prajna, and the answers you received.", path: "/history" },
    matches,
  );

/** Private to the signed-in person: no shared cache, no back-button copy after signing out. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  // The same query the journey API takes; a hand-edited address that it refuses shows the whole list instead.
  const parsed = journeyListQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw redirect("/history");
  // Each answer comes as the HTML kept when it was saved (decrypted, not rendered again); its Markdown is not sent.
  const result = await listJourney(user.id, parsed.data, { html: true });
  const query = { category: parsed.data.category ?? "all", q: parsed.data.q ?? "" };
  const confirm = Number(url.searchParams.get("confirm")) || null;
  return {
    query,
    ...result,
    items: result.items.map((item) => ({
      ...item,
      answer: undefined,
      turns: item.turns.map(({ id, question, html, sources }) => ({ id, question, html, sources })),
    })),
    confirm: confirm && result.items.some((i) => i.id === confirm) ? confirm : null,
    confirmClear: url.searchParams.get("confirmClear") === "1" && result.total > 0,
  };
}

const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("rate"), id: z.coerce.number().int().positive(), rating: z.coerce.number().int().min(1).max(5) }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("clear") }),
]);

/** Back to the list the person was looking at (same filter, search and page), without the confirmation. */
function backTo(request: Request, form: FormData) {
  const params = new URLSearchParams(String(form.get("back") ?? ""));
  params.delete("confirm");
  params.delete("confirmClear");
  const qs = params.toString();
  return qs ? `/history?${qs}` : "/history";
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const parsed = intentSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "That request could not be understood." }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "rate") {
    if (!(await rateJourneyItem(user.id, input.id, input.rating))) throw data("Not found", { status: 404 });
    // With JavaScript the stars save in place; without it, back to the list with a toast.
    if (form.get("_js") === "1") return { ok: true, id: input.id, rating: input.rating };
    return redirectWithSuccess(`${backTo(request, form)}#q-${input.id}`, `Rated ${input.rating} of 5.`);
  }
  if (input.intent === "delete") {
    if (!(await deleteJourneyItem(user.id, input.id))) throw data("Not found", { status: 404 });
    return redirectWithSuccess(backTo(request, form), "The question was deleted.");
  }
  const n = await clearJourney(user.id);
  return redirectWithSuccess("/history", n === 1 ? "1 question was deleted." : `${n} questions were deleted.`);
}

function Stars({ id, rating, back }: { id: number; rating: number | null; back: string }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const current = fetcher.formData ? Number(fetcher.formData.get("rating")) : rating;
  const labelId = `rate-label-${id}`;
  return (
    <fetcher.Form method="post" ref={formRef} className="mt-4">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <div role="radiogroup" aria-labelledby={labelId} className="flex flex-wrap items-center gap-1">
        <span id={labelId} className="mr-2 text-sm font-medium">
          Your rating
        </span>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={n}
              defaultChecked={rating === n}
              required
              className="peer sr-only"
              onChange={() => hydrated && fetcher.submit(formRef.current)}
            />
            <span
              aria-hidden="true"
              className={`rounded px-0.5 text-2xl leading-none peer-focus-visible:outline-3 peer-focus-visible:outline-saffron ${current && n <= current ? "text-saffron" : "text-stone"}`}
            >
              ★
            </span>
            <span className="sr-only">
              {n} star{n > 1 ? "s" : ""}
            </span>
          </label>
        ))}
        {hydrated ? null : (
          <button type="submit" className="btn-quiet ml-2 text-sm">
            Save rating
          </button>
        )}
        {hydrated && fetcher.state === "idle" && fetcher.data && "ok" in fetcher.data ? (
          <span role="status" className="ml-2 text-sm text-sage">
            Saved
          </span>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { query, items, total, page, pages, next, prev, confirm, confirmClear } = loaderData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/history";
  const back = params.toString();
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const qs = next.toString();
    return qs ? `/history?${qs}` : "/history";
  };
  const filtered = query.category !== "all" || query.q;
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => confirmRef.current?.focus(), [confirm, confirmClear]);

  return (
    <div className="page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-4xl">Your history</h1>
          <p className="mt-2 text-muted">Your questions and the answers you received, newest first. Private to you, encrypted at rest.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/history/export.json" download className="btn-secondary text-sm">
            Export JSON
          </a>
          <a href="/history/export.md" download className="btn-secondary text-sm">
            Export Markdown
          </a>
        </div>
      </div>

      <Form method="get" role="search" aria-label="Filter your history" className="card mt-6 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="history-category" className="field-label">
            Category
          </label>
          <select id="history-category" name="category" defaultValue={query.category} key={query.category} className="field-input">
            <option value="all">All Categories</option>
            {ASK_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-52 flex-1">
          <label htmlFor="history-q" className="field-label">
            Search your questions and answers
          </label>
          <input id="history-q" type="search" name="q" defaultValue={query.q} key={query.q} className="field-input" />
        </div>
        <button type="submit" className="btn-primary">
          Apply
        </button>
        {filtered ? (
          <Link to="/history" className="btn-quiet">
            Show all
          </Link>
        ) : null}
      </Form>

      <div aria-busy={loading} aria-live="polite" className="mt-6">
        {loading ? (
          <p role="status" className="animate-pulse text-muted">
            Loading your history…
          </p>
        ) : (
          <p className="text-sm text-muted">
            {total === 0
              ? ""
              : `${total} question${total === 1 ? "" : "s"}${filtered ? " found" : ""}${pages > 1 ? `, page ${page} of ${pages}` : ""}.`}
          </p>
        )}
      </div>

      {confirmClear ? (
        <div ref={confirmRef} tabIndex={-1} role="alertdialog" aria-labelledby="clear-heading" className="card mt-4 border-red-700">
          <h2 id="clear-heading" className="text-xl">
            Delete all your questions?
          </h2>
          <p className="mt-2">All {total} questions and answers will be deleted for good. Consider exporting them first.</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="clear" />
            <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900">
              Yes, delete everything
            </button>
            <Link to={withParams({ confirmClear: null })} className="btn-secondary">
              Cancel
            </Link>
          </Form>
        </div>
      ) : null}

      {items.length === 0 && !loading ? (
        <div className="card mt-6 text-center">
          {filtered ? (
            <>
              <p className="font-serif text-xl">Nothing matches</p>
              <p className="mt-2 text-muted">No saved question matches this filter or search.</p>
              <Link to="/history" className="btn-secondary mt-4">
                Show all
              </Link>
            </>
          ) : (
            <>
              <p className="font-serif text-xl">No questions yet</p>
              <p className="mt-2 text-muted">The questions you ask while signed in will gather here.</p>
              <Link to="/ask" className="btn-primary mt-4">
                Ask your first question
              </Link>
            </>
          )}
        </div>
      ) : (
        <ol className={`mt-4 space-y-5 ${loading ? "opacity-50" : ""}`}>
          {items.map((item) => (
            <li key={item.id} id={`q-${item.id}`} className="card scroll-mt-24">
              <article aria-labelledby={`q-${item.id}-title`}>
                <p className="flex flex-wrap gap-2 text-sm text-muted">
                  <span className="chip">{categoryLabel(item.category)}</span>
                  <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
                </p>
                <h2 id={`q-${item.id}-title`} className="mt-2 text-xl">
                  {item.title}
                </h2>
                {item.turns.length > 1 ? <p className="mt-1 text-sm text-muted">A conversation of {item.turns.length} questions</p> : null}
                <details className="mt-3">
                  <summary className="font-medium text-indigo-deep">
                    {item.turns.length > 1 ? "Show the conversation" : "Show the answer"}
                  </summary>
                  <ol className="mt-3 space-y-6">
                    {item.turns.map((turn, i) => (
                      <li key={turn.id}>
                        {item.turns.length > 1 ? (
                          <h3 className="mb-2 text-lg">
                            <span className="sr-only">{i === 0 ? "First question: " : `Follow-up ${i}: `}</span>
                            {turn.question}
                          </h3>
                        ) : null}
                        <AnswerBody html={turn.html} />
                        {turn.sources.length ? (
                          <p className="mt-3 text-sm">
                            Sources:{" "}
                            {turn.sources.map((s, j) => (
                              <span key={s.url}>
                                {j ? " · " : ""}
                                {s.url.startsWith("/") ? <Link to={s.url}>{s.title}</Link> : s.title}
                              </span>
                            ))}
                          </p>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </details>
                <Stars id={item.id} rating={item.rating} back={back} />
                {confirm === item.id ? (
                  <div
                    ref={confirmRef}
                    tabIndex={-1}
                    role="alertdialog"
                    aria-labelledby={`del-${item.id}`}
                    className="mt-4 rounded-xl border border-red-700 bg-danger-soft p-4"
                  >
                    <p id={`del-${item.id}`} className="font-medium">
                      {item.turns.length > 1 ? "Delete this whole conversation for good?" : "Delete this question and its answer for good?"}
                    </p>
                    <Form method="post" className="mt-3 flex flex-wrap gap-3">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="back" value={back} />
                      <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900">
                        Yes, delete it
                      </button>
                      <Link to={withParams({ confirm: null })} className="btn-secondary">
                        Cancel
                      </Link>
                    </Form>
                  </div>
                ) : (
                  <p className="mt-4">
                    <Link
                      to={withParams({ confirm: String(item.id), confirmClear: null })}
                      className="text-sm text-red-800"
                      aria-label={`Delete: ${item.title.slice(0, 80)}`}
                    >
                      Delete
                    </Link>
                  </p>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between">
          {prev ? <Link to={withParams({ cursor: prev, page: null, confirm: null })}>← Newer</Link> : <span />}
          <span className="text-sm text-muted">
            Page {page} of {pages}
          </span>
          {next ? <Link to={withParams({ cursor: next, page: null, confirm: null })}>Older →</Link> : <span />}
        </nav>
      ) : null}

      {total > 0 && !confirmClear ? (
        <p className="mt-10 text-right">
          <Link to={withParams({ confirmClear: "1", confirm: null })} className="text-sm text-red-800">
            Delete all my questions
          </Link>
        </p>
      ) : null}
    </div>
  );
}
