import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { refusedMessage, signUp } from "~/auth/credentials.server";
import { deviceCookieHeader } from "~/auth/device.server";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARACTERS, registerFormSchema, SIGN_UP_CHECK_EMAIL } from "~/auth/inputs";
import { sendVerificationAfterSignUp } from "~/auth/verification.server";
import { createSession, requireGuest, safeRedirect, sessionCookieHeader } from "~/auth/session.server";
import { clearInputs, FormErrors, TextField } from "~/components/form";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/register";

/** The sitemap lists it (guests only; a signed-in visitor is sent on). */
export const handle = { sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "Create your free account",
      description: "Create a free Prajna account to save your questions and follow your journey.",
      path: "/register",
    },
    matches,
  );

export const headers = retryAfterHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo");
  return { redirectTo: redirectTo ? safeRedirect(redirectTo) : null, sent: url.searchParams.get("sent") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  await requireGuest(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), { status: 400 });
  }
  const { name, email, password } = submission.value;
  const result = await signUp({ name, email, password }, request);
  if (!result.ok && result.reason !== "email-taken") {
    return data(submission.reply({ formErrors: [refusedMessage(result)], hideFields: ["password", "confirmPassword"] }), {
      status: 429,
      headers: { "Retry-After": String(result.retryAfter) },
    });
  }
  // An address that has an account: no "already exists" (that would tell anyone which addresses have accounts);
  // its owner is told by mail instead.
  if (!result.ok) return redirect("/register?sent=1");
  sendVerificationAfterSignUp(result.user);
  const { token } = await createSession(result.user.id, request);
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookieHeader(token, request));
  headers.append("Set-Cookie", await deviceCookieHeader(request, result.user.id));
  return redirect(safeRedirect(formData.get("redirectTo")), { headers });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/register");
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData,
    constraint: getZodConstraint(registerFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData) clearInputs(fields.password.id, fields.confirmPassword.id);
  }, [actionData, fields.password.id, fields.confirmPassword.id]);
  const loginHref = loaderData.redirectTo ? `/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : "/login";

  return (
    <div className="page-narrow">
      <h1 className="text-3xl">Create your free account</h1>
      <p className="mt-2 text-muted">
        Save the questions you ask, return to the answers, and follow your journey. Free, private, and yours to delete.
      </p>
      {loaderData.sent ? (
        <div role="status" className="card mt-6">
          <p className="font-medium">Check your email</p>
          <p className="mt-2">{SIGN_UP_CHECK_EMAIL}</p>
        </div>
      ) : null}
      <div className="card mt-6">
        <Form method="post" {...getFormProps(form)} aria-describedby={form.errorId}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
          <TextField meta={fields.name} label="Full name" autoComplete="name" />
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField
            meta={fields.password}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_BYTES} characters. Very common passwords are refused.`}
          />
          <TextField meta={fields.confirmPassword} label="Confirm password" type="password" autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Creating account..." : "Create Account"}
          </button>
        </Form>
      </div>
      <p className="mt-6 text-center">
        Already have an account? <Link to={loginHref}>Sign in</Link>
      </p>
    </div>
  );
}
