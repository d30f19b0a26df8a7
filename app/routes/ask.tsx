import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState } from "react";
import { data, Form, Link, useNavigation, useRouteLoaderData } from "react-router";
import { getUser } from "~/auth/session.server";
import { AnswerBody, shareText, SourceList } from "~/components/answer";
import { FieldErrors } from "~/components/form";
import { useToast } from "~/components/toasts";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader as rootLoader } from "~/root";
import { ASK_CATEGORIES, askFormSchema, categoryLabel, QUESTION_MAX } from "~/wisdom/categories";
import { ask } from "~/ask/ask.server";
import { callerOf } from "~/ask/caller.server";
import { type AskOutcome, decodeStreamEvents, unavailable } from "~/ask/outcome";
import type { Route } from "./+types/ask";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Ask",
    description: "Ask a question about life, love, work, suffering or the spirit, and receive a reflection drawn from the Buddha, Maitreya and the wisdom traditions.",
    path: "/ask",
  }, matches);

/** The page shows the outcome with the question it answers (a refusal for asking too often shows as the form's error). */
type Outcome = Exclude<AskOutcome, { kind: "limited" }> & { question: string; category: string };

export const headers = retryAfterHeaders;

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: askFormSchema });
  if (submission.status !== "success") return data({ form: submission.reply(), outcome: null }, { status: 400 });
  const { question, category } = submission.value;
  const asked = await ask({ question, category, user: await getUser(request), caller: await callerOf(request), signal: request.signal, door: "ask" });
  if (asked.kind === "limited") {
    // The question stays in the form, with the wait beside it.
    return data(
      { form: submission.reply({ fieldErrors: { question: [asked.notice] } }), outcome: null },
      { status: 429, headers: { "Retry-After": String(asked.retryAfter) } },
    );
  }
  const outcome: Outcome = { ...asked, question, category };
  if (outcome.kind === "unavailable") return data({ form: submission.reply(), outcome }, { status: 503 });
  return { form: submission.reply(), outcome };
}

/** Read the /ask/stream events into the page as they arrive. */
async function streamAnswer(
  form: HTMLFormElement,
  on: { delta: (t: string) => void; reset: () => void },
): Promise<Outcome | { kind: "invalid"; error: string }> {
  const formData = new FormData(form);
  const question = String(formData.get("question") ?? "").trim();
  const category = String(formData.get("category") ?? "general");
  const res = await fetch("/ask/stream", { method: "POST", body: formData });
  if (res.status === 400 || res.status === 429) return { kind: "invalid", error: ((await res.json()) as { error: string }).error };
  if (!res.ok || !res.body) throw new Error(`stream failed with ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let outcome: Outcome | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = decodeStreamEvents(buffer + value);
    buffer = rest;
    for (const e of events) {
      if (e.event === "delta") on.delta(e.data.text);
      else if (e.event === "reset") on.reset();
      else if (e.event === "done") outcome = { kind: e.data.provider === "care" ? "care" : "answer", result: e.data, question, category };
      else if (e.event === "unavailable") outcome = { ...unavailable(category, question), ...e.data, question, category };
    }
  }
  if (!outcome) throw new Error("the stream ended without an answer");
  return outcome;
}

export default function Ask({ actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const hydrated = useHydrated();
  const toast = useToast();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const answerHeading = useRef<HTMLHeadingElement>(null);

  const [outcome, setOutcome] = useState<Outcome | null>(actionData?.outcome ?? null);
  const [streamed, setStreamed] = useState("");
  const [streaming, setStreaming] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [question, setQuestion] = useState("");
  const [status, setStatus] = useState("");

  // A new form post's result replaces whatever the page showed (adjusting state while rendering, not in an effect).
  const [shownActionData, setShownActionData] = useState(actionData);
  if (actionData !== shownActionData) {
    setShownActionData(actionData);
    setOutcome(actionData?.outcome ?? null);
  }

  const [form, fields] = useForm({
    id: "ask",
    lastResult: actionData?.form,
    constraint: getZodConstraint(askFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: askFormSchema }),
    shouldValidate: "onSubmit",
    defaultValue: { category: "general" },
  });

  const pending = streaming || (navigation.state === "submitting" && navigation.formAction === "/ask");

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (!question.trim() || pending) return;
    setStreaming(true);
    setStreamed("");
    setClientError(null);
    setOutcome(null);
    setStatus("Seeking wisdom for your question…");
    try {
      const result = await streamAnswer(event.currentTarget, { delta: (t) => setStreamed((s) => s + t), reset: () => setStreamed("") });
      if (result.kind === "invalid") {
        setClientError(result.error);
        setStatus("");
      } else {
        setOutcome(result);
        setStatus(result.kind === "unavailable" ? "The answer could not be reached." : "Your answer is ready.");
        requestAnimationFrame(() => answerHeading.current?.focus());
      }
    } catch {
      const data = new FormData(formRef.current!);
      const category = String(data.get("category") ?? "general");
      setOutcome({ ...unavailable(category, question.trim(), "error"), question: question.trim(), category });
      setStatus("The answer could not be reached.");
    } finally {
      setStreaming(false);
      setStreamed("");
    }
  }

  function reset() {
    setOutcome(null);
    setQuestion("");
    setClientError(null);
    setStatus("");
    formRef.current?.reset();
    requestAnimationFrame(() => document.getElementById(fields.question.id)?.focus());
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

  const questionErrors = clientError ? [clientError] : fields.question.errors;

  return (
    <div className="page">
      <h1 className="text-4xl">Ask a question</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Bring what is on your mind. Prajna searches the teachings of the Buddha, Maitreya and the wisdom traditions and
        offers a reflection, with its sources.
      </p>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Answers are AI-generated reflections, not professional advice. If you are in crisis, call or text 988 (US) or find
        a helpline at findahelpline.com.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="question-heading" className="card self-start">
          <h2 id="question-heading" className="text-2xl">
            Your question
          </h2>
          <Form method="post" ref={formRef} {...getFormProps(form)} onSubmit={onSubmit} className="mt-4">
            <div className="mb-4">
              <label htmlFor={fields.category.id} className="field-label">
                Kind of guidance
              </label>
              <select {...getSelectProps(fields.category)} key={fields.category.key} className="field-input">
                {ASK_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="mb-4">
              <label htmlFor={fields.question.id} className="field-label">
                Question
              </label>
              <textarea
                {...getTextareaProps(fields.question)}
                key={fields.question.key}
                aria-invalid={questionErrors?.length ? true : undefined}
                aria-describedby={questionErrors?.length ? fields.question.errorId : undefined}
                rows={6}
                maxLength={QUESTION_MAX}
                required
                className="field-input"
                placeholder="What would you like to understand?"
                onChange={(e) => setQuestion(e.target.value)}
              />
              <FieldErrors id={fields.question.errorId} errors={questionErrors} />
            </div>
            <button type="submit" className="btn-primary" disabled={pending || (hydrated && !question.trim())}>
              {pending ? "Seeking Wisdom..." : "Seek Wisdom"}
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
          {streaming ? (
            <div className="mt-4">
              {streamed ? <p className="whitespace-pre-wrap">{streamed}</p> : <p className="animate-pulse text-muted">Consulting the teachings…</p>}
            </div>
          ) : outcome && outcome.kind !== "unavailable" ? (
            <div className="mt-4">
              <p className="text-sm text-muted">
                {categoryLabel(outcome.category)} · You asked: <q>{outcome.question}</q>
              </p>
              <div className="mt-4">
                <AnswerBody html={outcome.result.html} />
              </div>
              <SourceList sources={outcome.result.sources} />
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to="/ask" onClick={reset} className="btn-secondary">
                  Ask Another Question
                </Link>
                {hydrated ? (
                  <button type="button" className="btn-quiet" onClick={() => share(outcome.result.answer)}>
                    Share
                  </button>
                ) : null}
              </div>
              <footer className="mt-6 rounded-xl bg-cream p-4 text-sm">
                {signedIn ? (
                  outcome.result.saved ? (
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
            </div>
          ) : outcome?.kind === "unavailable" ? (
            <div className="mt-4">
              <div role="alert" className="rounded-xl border border-saffron bg-notice p-4 text-notice-ink">
                <p className="font-semibold">Notice</p>
                <p>{outcome.notice}</p>
              </div>
              <p className="mt-4">{outcome.thankYou}</p>
              <p className="mt-4 flex flex-wrap gap-3">
                <Link to="/ask" onClick={reset} className="btn-secondary">
                  Ask Another Question
                </Link>
                <Link to="/about" className="btn-quiet">
                  About Prajna
                </Link>
              </p>
            </div>
          ) : (
            <p className="mt-4 text-muted">Your answer will appear here, with the teachings and articles it draws on.</p>
          )}
        </section>
      </div>
    </div>
  );
}
