import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARACTERS, resetPasswordFormSchema } from "~/auth/inputs";
import { resetPassword } from "~/auth/recovery.server";
import { sessionCookieHeader } from "~/auth/session.server";
import { checkToken, tokenProblemMessage } from "~/auth/tokens.server";
import { clearInputs, FormErrors, TextField } from "~/components/form";
import { pageMeta } from "~/lib/meta";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Choose a new password", description: "Set a new password for your Prajna account.", path: "/reset-password" });

/** The link's token is in the address: it must not leak to other sites as a referrer, nor be kept by a cache. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkToken(token, ["reset"]);
  if (!check.ok)
    return data({ token: null, problem: tokenProblemMessage(check.reason) }, { status: check.reason === "invalid" ? 400 : 410 });
  return { token, problem: null };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  const hideFields = ["password", "confirmPassword"];
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields }), problem: null }, { status: 400 });
  const reset = await resetPassword(submission.value.token, submission.value.password, request);
  if (!reset.ok)
    return data({ result: undefined, problem: tokenProblemMessage(reset.reason) }, { status: reset.reason === "invalid" ? 400 : 410 });
  return redirectWithSuccess("/dashboard", "Your new password is set and you are signed in. Every other device was signed out.", {
    headers: { "Set-Cookie": await sessionCookieHeader(reset.token, request) },
  });
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="page-narrow">
      <h1 className="text-3xl">This link cannot be used</h1>
      <div role="alert" className="card mt-6">
        <p>{message}</p>
        <p className="mt-2">Reset links work once, for 30 minutes. You can ask for a new one at any time.</p>
        <p className="mt-4">
          <Link to="/forgot-password" className="btn-primary">
            Ask for a new link
          </Link>
        </p>
      </div>
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData) clearInputs(fields.password.id, fields.confirmPassword.id);
  }, [actionData, fields.password.id, fields.confirmPassword.id]);

  const problem = actionData?.problem ?? loaderData.problem;
  if (problem || !loaderData.token) return <LinkProblem message={problem ?? ""} />;
  return (
    <div className="page-narrow">
      <h1 className="text-3xl">Choose a new password</h1>
      <p className="mt-2 text-muted">Once it is set you are signed in here, and every other device is signed out.</p>
      <div className="card mt-6">
        <Form method="post" {...getFormProps(form)} aria-describedby={form.errorId}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            meta={fields.password}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`${PASSWORD_MIN_CHARACTERS} to ${PASSWORD_MAX_BYTES} characters. Very common passwords are refused.`}
          />
          <TextField meta={fields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Saving..." : "Set new password"}
          </button>
        </Form>
      </div>
    </div>
  );
}
