import { data, Form, Link, useNavigation } from "react-router";
import { getUser } from "~/auth/session.server";
import { checkToken, tokenProblemMessage } from "~/auth/tokens.server";
import { confirmEmail, EMAIL_IN_USE } from "~/auth/verification.server";
import { confirmEmailSchema } from "~/auth/inputs";
import { pageMeta } from "~/lib/meta";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Confirm your email address",
    description: "Confirm the email address of your Prajna account.",
    path: "/verify-email",
  });

/** The link's token is in the address: it must not leak to other sites as a referrer, nor be kept by a cache. */
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

/**
 * Following the link shows a button; pressing it confirms. A mail scanner that opens every link in a message
 * therefore confirms nothing by itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkToken(token, ["verify", "email-change"]);
  if (!check.ok)
    return data({ link: null, problem: tokenProblemMessage(check.reason) }, { status: check.reason === "invalid" ? 400 : 410 });
  return { link: { token, email: check.token.email, change: check.token.purpose === "email-change" }, problem: null };
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = confirmEmailSchema.safeParse(Object.fromEntries(await request.formData()));
  const result = parsed.success ? await confirmEmail(parsed.data.token) : ({ ok: false, reason: "invalid" } as const);
  if (!result.ok) {
    const problem = result.reason === "taken" ? `${EMAIL_IN_USE} Nothing was changed.` : tokenProblemMessage(result.reason);
    return data({ problem }, { status: result.reason === "invalid" || result.reason === "taken" ? 400 : 410 });
  }
  const user = await getUser(request);
  const message =
    result.purpose === "email-change" ? `Your account now signs in with ${result.email}.` : `Thank you: ${result.email} is confirmed.`;
  return redirectWithSuccess(user?.id === result.userId ? "/account" : "/login", message);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem || !loaderData.link) {
    return (
      <div className="page-narrow">
        <h1 className="text-3xl">This link cannot be used</h1>
        <div role="alert" className="card mt-6">
          <p>{problem}</p>
          <p className="mt-2">
            Confirmation links work once. Signed in, you can send yourself a new one from your <Link to="/account">account page</Link>.
          </p>
        </div>
      </div>
    );
  }
  const { token, email, change } = loaderData.link;
  return (
    <div className="page-narrow">
      <h1 className="text-3xl">{change ? "Confirm your new email address" : "Confirm your email address"}</h1>
      <div className="card mt-6">
        <p>
          {change ? "Your account will sign in with " : "Confirm that this address is yours: "}
          <strong className="break-all">{email}</strong>
          {change ? " from now on. The address it used until now will be told of the change." : "."}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? "Confirming..." : change ? "Confirm my new address" : "Confirm my address"}
          </button>
        </Form>
      </div>
    </div>
  );
}
