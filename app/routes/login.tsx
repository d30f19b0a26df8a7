import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { signIn } from "~/auth/authenticator.server";
import { ACCOUNT_DISABLED, refusedMessage } from "~/auth/credentials.server";
import { deviceCookieHeader } from "~/auth/device.server";
import { INVALID_CREDENTIALS, loginFormSchema } from "~/auth/inputs";
import { createSession, requireGuest, safeRedirect, sessionCookieHeader } from "~/auth/session.server";
import { clearInputs, FormErrors, TextField } from "~/components/form";
import { RememberMe } from "~/components/remember-me";
import { PasskeySignIn } from "~/components/passkey-sign-in";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/login";

/** The sitemap lists it (guests only; a signed-in visitor is sent on). */
export const handle = { sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Sign in", description: "Sign in to Prajna to keep your questions and your journey.", path: "/login" }, matches);

export const headers = retryAfterHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireGuest(request);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return { redirectTo: redirectTo ? safeRedirect(redirectTo) : null };
}

export async function action({ request }: Route.ActionArgs) {
  await requireGuest(request);
  const submission = parseWithZod(await request.formData(), { schema: loginFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const result = await signIn(submission.value, request);
  if (result.ok) {
    const remember = submission.value.remember === true;
    const { token } = await createSession(result.user.id, request, undefined, { remember });
    // This browser now knows the account: guesses made elsewhere will not lock it out here.
    const headers = new Headers();
    headers.append("Set-Cookie", await sessionCookieHeader(token, request, { remember }));
    headers.append("Set-Cookie", await deviceCookieHeader(request, result.user.id));
    return redirect(safeRedirect(submission.value.redirectTo), { headers });
  }
  if (result.reason === "disabled") {
    return data(submission.reply({ formErrors: [ACCOUNT_DISABLED], hideFields: ["password"] }), { status: 403 });
  }
  if (result.reason !== "invalid") {
    return data(submission.reply({ formErrors: [refusedMessage(result)], hideFields: ["password"] }), {
      status: 429,
      headers: { "Retry-After": String(result.retryAfter) },
    });
  }
  return data(submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ["password"] }), { status: 401 });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/login");
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData,
    constraint: getZodConstraint(loginFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // A failed attempt never leaves the password in the field (the server never sends it back either).
  useEffect(() => {
    if (actionData) clearInputs(fields.password.id);
  }, [actionData, fields.password.id]);
  const registerHref = loaderData.redirectTo ? `/register?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : "/register";

  return (
    <div className="page-narrow">
      <h1 className="text-3xl">Sign in</h1>
      <p className="mt-2 text-muted">Welcome back. Your journey is waiting where you left it.</p>
      <div className="card mt-6">
        <Form method="post" {...getFormProps(form)} aria-describedby={form.errorId}>
          <FormErrors id={form.errorId} errors={form.errors} />
          {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
          <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
          <p className="-mt-2 mb-4 text-right text-sm">
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
          <RememberMe meta={fields.remember} />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Signing in..." : "Sign In"}
          </button>
        </Form>
      </div>
      <p className="mt-6 text-center">
        New to Prajna? <Link to={registerHref}>Create a free account</Link>
      </p>
      {/* Last on the page: it appears only once the scripts run (and the browser has passkeys), so nothing a person
          might be pointing at moves when it does. */}
      <PasskeySignIn redirectTo={loaderData.redirectTo} />
    </div>
  );
}
