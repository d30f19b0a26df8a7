import { useRef, useState } from "react";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { getUser } from "~/auth/session.server";
import { AnswerBody, shareText, SourceList } from "~/components/answer";
import { FieldErrors } from "~/components/field-errors";
import { useToast } from "~/components/toasts";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import { useFieldValue } from "~/lib/use-field-value";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader as rootLoader } from "~/root";
import { askFormSchema } from "~/wisdom/categories";
import { ASK_CATEGORIES, categoryLabel, QUESTION_MAX, QUESTION_MISSING } from "~/wisdom/category-list";
import { ask } from "~/ask/ask.server";
import { type ShownResult, type Unavailable, unavailable } from "~/ask/outcome";
import { streamAnswer } from "~/ask/stream-client";
import { encodeThread, threadHistory } from "~/ask/thread-form";
import { readThread } from "~/ask/thread.server";
import { renderAnswerHtml } from "~/wisdom/render.server";
import type { Source } from "~/wisdom/sources";
import { callerOf } from "~/ask/caller.server";
import { CrisisLines } from "~/components/crisis-lines";
import { crisisLinesView } from "~/wisdom/care/answers";
import { careCountry } from "~/wisdom/care/resources";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/ask";

/** The sitemap lists it (each visitor's page is their own, so no copy is kept). */
export const handle = { sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Ask",
      description:
        "Ask a question about life, love, work, suffering or the spirit, and receive a reflection drawn from the Buddha, Maitreya and the wisdom traditions.",
      path: "/ask",
    },
    matches,
  );

/**
 * /ask?q=... starts with the question filled in (the search page offers it when nothing matches). The crisis lines
 * beside the form are those of the country the person chose (?country=GB) or of their browser's language region.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const picked = url.searchParams.get("country");
  const country = careCountry(request.headers.get("accept-language"), picked ?? undefined);
  // The choice travels with the ask forms: "" (anywhere in the world) as much as a country.
  return { q: (url.searchParams.get("q") ?? "").trim().slice(0, QUESTION_MAX), crisis: crisisLinesView(country), picked: picked !== null };
}

/** One answered turn as the page shows it. */
interface ShownTurn {
  question: string;
  category: string;
  /** Markdown, for sharing. */
  answer: string;
  html: string;
  sources: Source[];
}

/** What the answer panel shows: the conversation's turns, whether the newest was saved, or the apology texts. */
interface Shown {
  conversationId: number | null;
  turns: ShownTurn[];
  /** Whether the newest turn was saved to the journey (null: nothing answered in this request). */
  saved: boolean | null;
  /** Nothing could answer the newest question. */
  notice: (Pick<Unavailable, "notice" | "thankYou"> & { question: string }) | null;
}

const shownTurn = (question: string, category: string, r: Pick<ShownResult, "answer" | "html" | "sources">): ShownTurn => ({
  question,
  category,
  answer: r.answer,
  html: r.html,
  sources: r.sources,
});

export const headers = retryAfterHeaders;

/**
 * The first question's form as a post left it: what was written (so it stays in the form without JavaScript) and
 * the messages for the question field. The form itself relies on native constraints (required, maxlength) and this
 * answer; it loads no validation library.
 */
interface AskFormState {
  question: string;
  category: string;
  errors: string[];
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const user = await getUser(request);
  // A follow-up names its conversation (signed in) or carries a guest's earlier turns; the first question has neither.
  const followUp = formData.has("conversation") || formData.has("thread");
  const thread = await readThread(
    { conversation: formData.get("conversation") ?? undefined, thread: formData.get("thread") ?? undefined },
    user,
  );
  if (!thread.ok) return data({ form: null, followUpError: thread.error, shown: null, outcome: null }, { status: 404 });
  const earlier = thread.turns.map((t) => shownTurn(t.question, t.category, { ...t, html: renderAnswerHtml(t.answer) }));
  const base: Shown = { conversationId: thread.conversationId, turns: earlier, saved: null, notice: null };

  const posted = { question: formData.get("question"), category: formData.get("category") };
  const formState = (errors: string[] = []): AskFormState => ({
    question: typeof posted.question === "string" ? posted.question : "",
    category: typeof posted.category === "string" ? posted.category : "general",
    errors,
  });
  const submission = askFormSchema.safeParse(posted);
  if (!submission.success) {
    const error = submission.error.issues[0]?.message ?? QUESTION_MISSING;
    if (!followUp) return data({ form: formState([error]), followUpError: null, shown: null, outcome: null }, { status: 400 });
    return data({ form: null, followUpError: error, shown: base, outcome: null }, { status: 400 });
  }
  const { question, category } = submission.data;
  const outcome = await ask({
    question,
    category,
    user,
    history: threadHistory(thread.turns),
    conversationId: thread.conversationId,
    caller: await callerOf(request, formData.get("country")),
    signal: request.signal,
    door: "ask",
  });
  if (outcome.kind === "limited") {
    // The question stays in its form, with the wait beside it.
    const retry = { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } };
    if (followUp) return data({ form: null, followUpError: outcome.notice, shown: base, outcome: null }, retry);
    return data({ form: formState([outcome.notice]), followUpError: null, shown: null, outcome: null }, retry);
  }
  const form = followUp ? null : formState();
  // `outcome` is this question's own outcome, for callers that read one answer; `shown` is what the page shows.
  const asked = { ...outcome, question, category };
  if (outcome.kind === "unavailable") {
    const notice = { notice: outcome.notice, thankYou: outcome.thankYou, question };
    return data({ form, followUpError: null, shown: { ...base, notice }, outcome: asked }, { status: 503 });
  }
  const { result } = outcome;
  const shown: Shown = {
    conversationId: result.conversationId,
    turns: [...earlier, shownTurn(question, category, { ...result, html: renderAnswerHtml(result.answer) })],
    saved: result.saved,
    notice: null,
  };
  return { form, followUpError: null, shown, outcome: asked };
}

const QUESTION_ID = "ask-question";
const QUESTION_ERROR_ID = "ask-question-error";

export default function Ask({ actionData, loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);

  const [shown, setShown] = useState<Shown | null>(actionData?.shown ?? null);
  const [followUpError, setFollowUpError] = useState<string | null>(actionData?.followUpError ?? null);
  const [streamed, setStreamed] = useState("");
  /** The question being answered right now (with JavaScript), and from which form it came. */
  const [asking, setAsking] = useState<{ question: string; from: "ask" | "follow-up" } | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [question, setQuestion, questionRef] = useFieldValue<HTMLTextAreaElement>(actionData?.form?.question ?? loaderData?.q ?? "");
  const [followUp, setFollowUp, followUpRef] = useFieldValue<HTMLTextAreaElement>("");
  const [status, setStatus] = useState("");

  // A new form post's result replaces whatever the page showed (adjusting state while rendering, not in an effect).
  const [shownActionData, setShownActionData] = useState(actionData);
  if (actionData !== shownActionData) {
    setShownActionData(actionData);
    setShown(actionData?.shown ?? null);
    setFollowUpError(actionData?.followUpError ?? null);
  }

  const posted = actionData?.form ?? null;

  const streaming = asking !== null;
  const posting = navigation.state === "submitting" && navigation.formAction === "/ask";
  const pending = streaming || posting;
  const turns = shown?.turns ?? [];
  const latest = turns.at(-1);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>, from: "ask" | "follow-up") {
    if (!hydrated) return;
    event.preventDefault();
    const text = (from === "ask" ? question : followUp).trim();
    if (!text || pending) return;
    const formElement = event.currentTarget;
    const category = String(new FormData(formElement).get("category") ?? "general");
    // A new question begins a new conversation; a follow-up keeps the turns shown so far.
    const before: Shown =
      from === "ask" ? { conversationId: null, turns: [], saved: null, notice: null } : { ...shown!, notice: null, saved: null };
    setShown(before);
    setAsking({ question: text, from });
    setStreamed("");
    setClientError(null);
    setFollowUpError(null);
    setStatus("Seeking wisdom for your question…");
    try {
      const result = await streamAnswer(formElement, { delta: (t) => setStreamed((s) => s + t), reset: () => setStreamed("") });
      if (result.kind === "invalid") {
        if (from === "ask") setClientError(result.error);
        else setFollowUpError(result.error);
        setStatus("");
      } else if (result.kind === "unavailable") {
        setShown({ ...before, notice: { ...result.data, question: text } });
        setStatus("The answer could not be reached.");
      } else {
        const r = result.result;
        setShown({
          conversationId: r.conversationId,
          turns: [...before.turns, shownTurn(text, category, r)],
          saved: r.saved,
          notice: null,
        });
        setStatus("Your answer is ready.");
        if (from === "follow-up") setFollowUp("");
        const index = before.turns.length;
        requestAnimationFrame(() => (index === 0 ? answerHeading.current : document.getElementById(`turn-${index}`))?.focus());
      }
    } catch {
      const { notice, thankYou } = unavailable(category, text, "error");
      setShown({ ...before, notice: { notice, thankYou, question: text } });
      setStatus("The answer could not be reached.");
    } finally {
      setAsking(null);
      setStreamed("");
    }
  }

  function reset() {
    setShown(null);
    setQuestion("");
    setFollowUp("");
    setClientError(null);
    setFollowUpError(null);
    setStatus("");
    formRef.current?.reset();
    requestAnimationFrame(() => document.getElementById(QUESTION_ID)?.focus());
  }

  async function share(markdown: string) {
    const text = shareText(markdown);
    try {
      if (navigator.share) {
        await navigator.share({ title: "Wisdom from Prajna", text });
        return;
      }
      await navigator.clipboard.writeText(text);
      toast({ type: "success", message: "Copied to your clipboard." });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      toast({ type: "error", message: "Could not share or copy the answer." });
    }
  }

  const questionErrors = clientError ? [clientError] : posted?.errors.length ? posted.errors : undefined;
  const followUpPending =
    asking?.from === "follow-up" || (posting && Boolean(navigation.formData?.has("conversation") || navigation.formData?.has("thread")));
  const showFollowUp = !streaming && turns.length > 0;

  return (
    <div className="page">
      <h1 className="text-4xl">Ask a question</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Bring what is on your mind. Prajna searches the teachings of the Buddha, Maitreya and the wisdom traditions and offers a reflection,
        with its sources. After an answer you can ask a follow-up, and the conversation carries on.
      </p>
      {loaderData ? <CrisisLines data={loaderData.crisis} /> : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="question-heading" className="card self-start">
          <h2 id="question-heading" className="text-2xl">
            Your question
          </h2>
          <Form method="post" id="ask" ref={formRef} onSubmit={(e) => onSubmit(e, "ask")} className="mt-4">
            {loaderData?.picked ? <input type="hidden" name="country" value={loaderData.crisis.country ?? ""} /> : null}
            <div className="mb-4">
              <label htmlFor="ask-category" className="field-label">
                Kind of guidance
              </label>
              <select id="ask-category" name="category" defaultValue={posted?.category ?? "general"} className="field-input">
                {ASK_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="mb-4">
              <label htmlFor={QUESTION_ID} className="field-label">
                Question
              </label>
              <textarea
                ref={questionRef}
                id={QUESTION_ID}
                name="question"
                defaultValue={posted?.question ?? loaderData?.q ?? ""}
                aria-invalid={questionErrors?.length ? true : undefined}
                aria-describedby={questionErrors?.length ? QUESTION_ERROR_ID : undefined}
                rows={6}
                maxLength={QUESTION_MAX}
                required
                className="field-input"
                placeholder="What would you like to understand?"
                onChange={(e) => setQuestion(e.target.value)}
              />
              <FieldErrors id={QUESTION_ERROR_ID} errors={questionErrors} />
            </div>
            <button type="submit" className="btn-primary" disabled={pending || (hydrated && !question.trim())}>
              {pending && !followUpPending ? "Seeking Wisdom..." : "Seek Wisdom"}
            </button>
          </Form>
        </section>

        <section aria-labelledby="answer-heading" aria-busy={pending} className="card min-h-64">
          <p role="status" className="sr-only">
            {status}
          </p>
          <h2 id="answer-heading" ref={answerHeading} tabIndex={-1} className="text-2xl focus:outline-none">
            Answer
          </h2>
          {turns.length === 0 && !streaming && !shown?.notice ? (
            followUpError ? (
              <p role="alert" className="mt-4 rounded-xl border border-saffron bg-notice p-4 text-notice-ink">
                {followUpError}
              </p>
            ) : (
              <p className="mt-4 text-muted">Your answer will appear here, with the teachings and articles it draws on.</p>
            )
          ) : null}

          {turns.length > 0 ? (
            <ol aria-label="Conversation" className="mt-4 space-y-8">
              {turns.map((turn, i) => (
                <li
                  key={i}
                  id={`turn-${i}`}
                  tabIndex={-1}
                  aria-label={i === 0 ? "First question" : `Follow-up ${i}`}
                  className="border-t border-line pt-6 first:border-0 first:pt-0 focus:outline-none"
                >
                  <p className="text-sm text-muted">
                    {categoryLabel(turn.category)} · You asked: <q>{turn.question}</q>
                  </p>
                  <div className="mt-4">
                    <AnswerBody html={turn.html} />
                  </div>
                  <SourceList sources={turn.sources} />
                </li>
              ))}
            </ol>
          ) : null}

          {streaming ? (
            <div className="mt-6">
              {asking.from === "follow-up" ? (
                <p className="text-sm text-muted">
                  You asked: <q>{asking.question}</q>
                </p>
              ) : null}
              {streamed ? (
                <p className="mt-4 whitespace-pre-wrap">{streamed}</p>
              ) : (
                <p className="mt-4 animate-pulse text-muted">Consulting the teachings…</p>
              )}
            </div>
          ) : null}

          {shown?.notice && !streaming ? (
            <div className="mt-6">
              {turns.length > 0 ? (
                <p className="text-sm text-muted">
                  You asked: <q>{shown.notice.question}</q>
                </p>
              ) : null}
              <div role="alert" className="mt-2 rounded-xl border border-saffron bg-notice p-4 text-notice-ink">
                <p className="font-semibold">Notice</p>
                <p>{shown.notice.notice}</p>
              </div>
              <p className="mt-4">{shown.notice.thankYou}</p>
              {turns.length === 0 ? (
                <p className="mt-4 flex flex-wrap gap-3">
                  <Link to="/ask" onClick={reset} className="btn-secondary">
                    Ask Another Question
                  </Link>
                  <Link to="/about" className="btn-quiet">
                    About Prajna
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}

          {showFollowUp && latest ? (
            <div className="mt-6">
              <div className="flex flex-wrap gap-3">
                <Link to="/ask" onClick={reset} className="btn-secondary">
                  Ask Another Question
                </Link>
                {hydrated ? (
                  <button type="button" className="btn-quiet" onClick={() => share(latest.answer)}>
                    Share
                  </button>
                ) : null}
              </div>
              {shown?.saved !== null && shown?.saved !== undefined ? (
                <footer className="mt-6 rounded-xl bg-cream p-4 text-sm">
                  {signedIn ? (
                    shown.saved ? (
                      <p className="font-medium text-sage">✓ This wisdom has been saved to your journey history.</p>
                    ) : (
                      <p>This answer could not be saved to your history just now.</p>
                    )
                  ) : (
                    <p>
                      <Link to="/register">Create a free account</Link> to save your questions and answers and keep a private journey.
                      Already have one? <Link to="/login?redirectTo=%2Fask">Sign in</Link>.
                    </p>
                  )}
                </footer>
              ) : null}
              <FollowUpForm
                shown={shown!}
                category={latest.category}
                value={followUp}
                fieldRef={followUpRef}
                onChange={setFollowUp}
                error={followUpError}
                pending={pending}
                busy={followUpPending}
                hydrated={hydrated}
                country={loaderData?.picked ? (loaderData.crisis.country ?? "") : null}
                onSubmit={(e) => onSubmit(e, "follow-up")}
              />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/**
 * "Ask a follow-up": a plain form post that names the conversation (signed in: its journey id; a guest: the earlier
 * turns themselves, bounded), so it works without JavaScript; with it, the answer streams in below the others.
 */
function FollowUpForm({
  fieldRef,
  ...props
}: {
  shown: Shown;
  category: string;
  value: string;
  fieldRef: React.RefObject<HTMLTextAreaElement | null>;
  onChange: (value: string) => void;
  error: string | null;
  pending: boolean;
  busy: boolean;
  hydrated: boolean;
  country: string | null;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const { shown, hydrated } = props;
  return (
    <Form method="post" onSubmit={props.onSubmit} aria-labelledby="follow-up-heading" className="mt-6 border-t border-line pt-6">
      <h3 id="follow-up-heading" className="text-xl">
        Ask a follow-up
      </h3>
      <input type="hidden" name="category" value={props.category} />
      {props.country !== null ? <input type="hidden" name="country" value={props.country} /> : null}
      {shown.conversationId !== null ? (
        <input type="hidden" name="conversation" value={shown.conversationId} />
      ) : (
        <input
          type="hidden"
          name="thread"
          value={encodeThread(shown.turns.map(({ question, category, answer, sources }) => ({ question, category, answer, sources })))}
        />
      )}
      <label htmlFor="follow-up" className="field-label mt-3">
        Your follow-up question
      </label>
      <textarea
        ref={fieldRef}
        id="follow-up"
        name="question"
        rows={3}
        required
        maxLength={QUESTION_MAX}
        value={hydrated ? props.value : undefined}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? "follow-up-error" : "follow-up-hint"}
        className="field-input"
        placeholder="For example: and what about at work?"
      />
      <p id="follow-up-hint" className="field-hint">
        Prajna reads it with the conversation so far.
      </p>
      <FieldErrors id="follow-up-error" errors={props.error ? [props.error] : undefined} />
      <button type="submit" className="btn-primary mt-3" disabled={props.pending || (hydrated && !props.value.trim())}>
        {props.busy ? "Seeking Wisdom..." : "Ask a follow-up"}
      </button>
    </Form>
  );
}
