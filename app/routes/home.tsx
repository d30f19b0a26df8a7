import { data, Link, useFetcher } from "react-router";
import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { getUser } from "~/auth/session.server";
import { AnswerBody, SourceList } from "~/components/answer";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import { useFieldValue } from "~/lib/use-field-value";
import { useHydrated } from "~/lib/use-hydrated";
import { askFormSchema } from "~/wisdom/categories";
import { QUESTION_MAX } from "~/wisdom/category-list";
import { QUICK_EXCEPTION, QUICK_NO_ANSWER } from "~/wisdom/fallback-texts";
import { renderAnswerHtml } from "~/wisdom/render.server";
import { SITE } from "~/site";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/home";

/** A public page: its anonymous copy may be kept, and the sitemap lists it. */
export const handle = { keep: true, sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: SITE.name, description: SITE.description, path: "/", image: "/images/hero.svg" }, matches);

export const headers = retryAfterHeaders;

/** The quick question: the same engine as /ask, answered right here on the home page. */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const question = typeof form.question === "string" ? form.question : "";
  const parsed = askFormSchema.safeParse(form);
  if (!parsed.success) return data({ question, error: parsed.error.issues[0]?.message ?? QUICK_NO_ANSWER, answer: null }, { status: 400 });
  const outcome = await ask({
    ...parsed.data,
    user: await getUser(request),
    caller: await callerOf(request),
    signal: request.signal,
    door: "quick ask",
  });
  if (outcome.kind === "limited") {
    return data({ question, error: outcome.notice, answer: null }, { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } });
  }
  if (outcome.kind === "unavailable") {
    return data({ question, error: outcome.reason === "error" ? QUICK_EXCEPTION : QUICK_NO_ANSWER, answer: null }, { status: 503 });
  }
  const { answer, sources, saved } = outcome.result;
  return { question, error: null, answer: { html: renderAnswerHtml(answer), sources, saved } };
}

function QuickAsk({ posted }: { posted?: Route.ComponentProps["actionData"] }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const [question, setQuestion, questionRef] = useFieldValue<HTMLTextAreaElement>(posted?.question ?? "");
  const pending = fetcher.state !== "idle";
  // Without JavaScript the form posts to this route and the answer comes back as its action data.
  const result = fetcher.data ?? posted;
  return (
    <>
      <fetcher.Form method="post" action="/?index" className="mt-6">
        <input type="hidden" name="category" value="general" />
        <label htmlFor="quick-question" className="mb-2 block font-medium text-white">
          What is on your mind?
        </label>
        <textarea
          ref={questionRef}
          id="quick-question"
          name="question"
          rows={3}
          required
          maxLength={QUESTION_MAX}
          disabled={pending}
          value={hydrated ? question : undefined}
          defaultValue={hydrated ? undefined : (posted?.question ?? undefined)}
          aria-invalid={result?.error ? true : undefined}
          aria-describedby={result?.error ? "quick-question-error" : undefined}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder="For example: How can I stay kind when I am exhausted?"
          className="block w-full rounded-xl border border-lavender bg-white px-3 py-2 text-ink disabled:opacity-70"
        />
        <button
          type="submit"
          disabled={pending || (hydrated && !question.trim())}
          className="btn mt-3 bg-gold text-night hover:bg-gold-light"
        >
          {pending ? "Consulting the wisdom..." : "Seek Wisdom"}
        </button>
      </fetcher.Form>
      <div aria-live="polite" className="mt-6">
        {result?.answer ? (
          <div className="rounded-2xl bg-paper p-5 text-ink">
            <h2 className="text-xl">A reflection for you</h2>
            <div className="mt-3">
              <AnswerBody html={result.answer.html} />
            </div>
            <SourceList sources={result.answer.sources} />
            <p className="mt-4">
              <Link to="/ask">Explore more wisdom</Link>
            </p>
          </div>
        ) : result?.error ? (
          <p id="quick-question-error" role="alert" className="rounded-xl bg-notice p-4 text-notice-ink">
            {result.error}
          </p>
        ) : null}
      </div>
    </>
  );
}

const FEATURES = [
  {
    icon: "🪷",
    title: "Ask anything that matters",
    text: "Love and loss, work and purpose, doubt and practice. Every answer draws on the teachings of the Buddha, Maitreya and the wider traditions, with its sources shown.",
  },
  {
    icon: "📚",
    title: "A library to grow into",
    text: "Long-form articles on the bodhisattva path, the mystics, philosophy, religion and contemplative leadership, with a bibliography of real works behind them.",
  },
  {
    icon: "🕯️",
    title: "Meditation made for today",
    text: "Tell us your time, your mood and what you need; receive a guided practice that fits, with a gentle timer to sit with it.",
  },
];

export default function Home({ actionData }: Route.ComponentProps) {
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden">
        <figure className="absolute inset-0 -z-10">
          <img
            src="/images/hero.svg"
            alt="Dawn over layered blue mountains, a pale sun rising above a still lake with a single lotus"
            className="h-full w-full object-cover"
            width={1600}
            height={900}
          />
          <figcaption className="absolute right-3 bottom-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
            Original artwork made for {SITE.name}: dawn over the mountains, a lotus on still water.
          </figcaption>
        </figure>
        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
          <div className="rounded-3xl bg-night-deep/90 p-6 text-white shadow-xl sm:p-10">
            <h1 id="hero-heading" className="text-4xl text-white sm:text-5xl">
              Welcome to {SITE.name}
            </h1>
            <p className="mt-4 text-lg text-mist">
              {SITE.tagline}. Bring a question from your life and receive a thoughtful reflection distilled from the teachings of the Buddha
              and Maitreya, the mystics of many traditions, philosophy and the wisdom of good work.
            </p>
            <QuickAsk posted={actionData} />
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="page">
        <h2 id="features-heading" className="text-center text-3xl">
          Three ways to begin
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.title} className="card">
              <p aria-hidden="true" className="text-3xl">
                {f.icon}
              </p>
              <h3 className="mt-3 text-xl">{f.title}</h3>
              <p className="mt-2 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-5xl px-4 pb-6 sm:px-6">
        <div className="rounded-3xl bg-indigo-deep px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl text-white">
            Go deeper
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-mist">
            Choose the kind of guidance you seek and receive a fuller answer with its sources. Create a free account to keep your questions
            and follow your journey; it stays private, and you can delete it at any time.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/ask" className="btn bg-gold text-night hover:bg-gold-light">
              Advanced Wisdom Chat
            </Link>
            <Link to="/register" className="btn border border-white text-white hover:bg-white/10">
              Create Free Account
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
