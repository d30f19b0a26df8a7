import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { data, Link, redirect, useFetcher } from "react-router";
import { getUser } from "~/auth/session.server";
import { sendContactMessage } from "~/contact/contact.server";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, contactSchema } from "~/contact/inputs";
import { FieldErrors, FormErrors, TextField } from "~/components/form";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import { useHydrated } from "~/lib/use-hydrated";
import { SITE } from "~/site";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/contact";

/** A public page: its anonymous copy, and the thank-you state's, may be kept; the sitemap lists it. */
export const handle = { keep: { query: ["?sent=1"] }, sitemap: true } satisfies RouteFacts;

/** How long the thank-you shows before the form comes back (with JavaScript). */
export const THANK_YOU_MS = 3000;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    { title: "Contact", description: `Write to the ${SITE.name} team: questions, collaborations, feedback.`, path: "/contact" },
    matches,
  );

export const headers = retryAfterHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const user = await getUser(request);
  const result = await sendContactMessage(submission.value, request, user?.id ?? null);
  if (!result.ok) {
    const minutes = Math.ceil(result.retryAfter / 60);
    return data(
      submission.reply({
        formErrors: [
          `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        ],
      }),
      { status: 429, headers: { "Retry-After": String(result.retryAfter) } },
    );
  }
  // With JavaScript the page shows its thank-you state in place; without it, a redirect to the thank-you view.
  if (formData.get("_js") === "1") return { sent: true as const };
  return redirect("/contact?sent=1");
}

function ContactForm({ onSent, posted }: { onSent: () => void; posted?: Route.ComponentProps["actionData"] }) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  // With JavaScript the fetcher's answer; without it, the form post's own answer (a 400 or a 429 with its wait).
  const answered = fetcher.data ?? posted;
  const lastResult = answered && "sent" in answered ? undefined : answered;
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    constraint: getZodConstraint(contactSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { subject: "general" },
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && "sent" in fetcher.data) onSent();
  }, [fetcher.state, fetcher.data, onSent]);
  const sending = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} aria-describedby={form.errorId}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <TextField meta={fields.name} label="Name" autoComplete="name" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <div className="mb-4">
        <label htmlFor={fields.subject.id} className="field-label">
          Subject
        </label>
        {/* A select always has a choice (the first one by default), so it is not marked required: a required
            select's first option would have to be an empty placeholder. */}
        <select {...getSelectProps(fields.subject)} key={fields.subject.key} required={false} className="field-input">
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <FieldErrors id={fields.subject.errorId} errors={fields.subject.errors} />
      </div>
      <div className="mb-4">
        <label htmlFor={fields.message.id} className="field-label">
          Message
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          className="field-input"
        />
        <FieldErrors id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      {/* Honeypot: invisible to people and screen readers, irresistible to bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input {...getInputProps(fields.website, { type: "text" })} id="contact-website" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn-primary" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </fetcher.Form>
  );
}

function ThankYou({ children }: { children?: React.ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-sage bg-success-soft p-6 text-success-ink">
      <p className="font-serif text-2xl">Thank you for your message</p>
      <p className="mt-2">We read every note and will reply to the email you gave, usually within a few days.</p>
      {children}
    </div>
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [thanked, setThanked] = useState(false);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!thanked) return;
    // After 3 seconds the form comes back, cleared.
    const timer = setTimeout(() => {
      setThanked(false);
      setFormKey((k) => k + 1);
    }, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  return (
    <div className="page">
      <h1 className="text-4xl">Contact</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        A question about the library, an idea for collaboration, a correction, or a word of feedback: we would be glad to hear from you.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="write-heading" className="card">
          <h2 id="write-heading" className="text-2xl">
            Write to us
          </h2>
          <div className="mt-4">
            {loaderData.sent ? (
              <ThankYou>
                <p className="mt-4">
                  <Link to="/contact" className="btn-secondary">
                    Send another message
                  </Link>
                </p>
              </ThankYou>
            ) : thanked ? (
              <ThankYou />
            ) : (
              <ContactForm key={formKey} onSent={() => setThanked(true)} posted={formKey === 0 ? actionData : undefined} />
            )}
          </div>
        </section>
        <section aria-labelledby="details-heading" className="card">
          <h2 id="details-heading" className="text-2xl">
            Other ways to reach us
          </h2>
          <dl className="mt-4 space-y-3">
            <div>
              <dt className="font-medium">Email</dt>
              <dd>
                <a href={`mailto:${SITE.contact.email}`} target="_blank" rel="noopener noreferrer">
                  {SITE.contact.email}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>{SITE.contact.phone}</dd>
            </div>
            <div>
              <dt className="font-medium">Where we are</dt>
              <dd>{SITE.contact.location}</dd>
            </div>
          </dl>
          <h3 className="mt-6 text-lg">Elsewhere</h3>
          <ul className="mt-2 space-y-2">
            {SITE.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                  <span aria-hidden="true"> ↗</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
