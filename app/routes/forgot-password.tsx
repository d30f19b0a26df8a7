import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { forgotPasswordSchema, RESET_REQUESTED } from "~/auth/inputs";
import { requestPasswordReset } from "~/auth/recovery.server";
import { FormErrors, TextField } from "~/components/form";
import { pageMeta } from "~/lib/meta";
import { waitMinutes } from "~/limits/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Forgot your password?",
    description: "Ask for a link to choose a new password for your Prajna account.",
    path: "/forgot-password",
  });

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await requestPasswordReset(submission.value.email, request);
  if (!result.ok) {
    return data(
      submission.reply({
        formErrors: [`Too many reset links were asked for. Please wait ${waitMinutes(result.retryAfter)} and try again.`],
      }),
      {
        status: 429,
        headers: { "Retry-After": String(result.retryAfter) },
      },
    );
  }
  // The same answer whether or not the address has an account (the sending happens after it, out of sight).
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/forgot-password");
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData,
    constraint: getZodConstraint(forgotPasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <div className="page-narrow">
      <h1 className="text-3xl">Forgot your password?</h1>
      {loaderData.sent ? (
        <div role="status" className="card mt-6">
          <p className="font-medium">Check your email</p>
          <p className="mt-2">{RESET_REQUESTED}</p>
          <p className="mt-4">
            <Link to="/login">Back to sign in</Link> · <Link to="/forgot-password">Send another link</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted">
            Give the email address you signed up with, and we will send you a link to choose a new password.
          </p>
          <div className="card mt-6">
            <Form method="post" action="/forgot-password" {...getFormProps(form)} aria-describedby={form.errorId}>
              <FormErrors id={form.errorId} errors={form.errors} />
              <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
              <button type="submit" className="btn-primary w-full" disabled={submitting}>
                {submitting ? "Sending..." : "Send me a link"}
              </button>
            </Form>
          </div>
          <p className="mt-6 text-center">
            Remembered it? <Link to="/login">Sign in</Link>
          </p>
        </>
      )}
    </div>
  );
}
