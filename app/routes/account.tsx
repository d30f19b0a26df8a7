import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { changePassword, confirmIdentity, deleteAccount, updateName, WRONG_CURRENT_PASSWORD } from "~/auth/account-settings.server";
import { HASHING_BUSY } from "~/auth/password.server";
import { throttledMessage } from "~/auth/sign-in-limits.server";
import { deleteAccountFormSchema, emailChangeSchema, nameChangeSchema, passwordChangeSchema } from "~/auth/inputs";
import { accountState, EMAIL_UNCHANGED, requestEmailChange, resendVerification } from "~/auth/verification.server";
import { waitMinutes } from "~/limits/rate-limit.server";
import { signedInPlaces, signedInPlacesAction } from "~/auth/places.server";
import { clearSessionCookieHeader, requireUser, revokeAllSessions, sessionCookieHeader } from "~/auth/session.server";
import { clearInputs, FormErrors, TextField } from "~/components/form";
import { SignedInPlaces } from "~/components/signed-in-places";
import { isPasskeyIntent, passkeyFormAction } from "~/auth/passkey-forms.server";
import { listPasskeys } from "~/auth/passkeys.server";
import { PasskeysSection } from "~/components/passkeys-section";
import { retryAfterHeaders } from "~/lib/headers";
import { pageMeta } from "~/lib/meta";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Your account", description: "Manage your Prajna account and your data.", path: "/account" }, matches);

/** Private to the signed-in person: no shared cache, no back-button copy after signing out. */
export const headers: Route.HeadersFunction = (args) => {
  const headers = retryAfterHeaders(args);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const state = await accountState(user.id);
  const places = await signedInPlaces(request, user.id);
  const passkeys = await listPasskeys(user.id);
  return { name: user.name, email: user.email, verified: state.verified, pendingEmail: state.pendingEmail, places, passkeys };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const placesAnswer = await signedInPlacesAction(request, user, formData);
  if (placesAnswer) return placesAnswer;
  // The passkeys section's forms (rename, remove): app/auth/passkey-forms.server.ts.
  if (isPasskeyIntent(intent)) return passkeyFormAction(user.id, intent, formData);

  if (intent === "name") {
    const submission = parseWithZod(formData, { schema: nameChangeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await updateName(user.id, submission.value.name);
    return redirectWithSuccess("/account", "Your name was updated.");
  }
  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: passwordChangeSchema });
    const hide = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 });
    const changed = await changePassword(user.id, submission.value.currentPassword, submission.value.newPassword, request);
    if (!changed.ok && changed.reason !== "wrong-password") {
      const message = changed.reason === "busy" ? HASHING_BUSY : throttledMessage(changed.retryAfter);
      return data(
        { intent, result: submission.reply({ formErrors: [message], hideFields: hide }) },
        {
          status: 429,
          headers: { "Retry-After": String(changed.retryAfter) },
        },
      );
    }
    if (!changed.ok) {
      return data(
        {
          intent,
          result: submission.reply({ fieldErrors: { currentPassword: ["That is not your current password."] }, hideFields: hide }),
        },
        { status: 400 },
      );
    }
    return redirectWithSuccess("/account", "Your password was changed. Other devices have been signed out.", {
      headers: { "Set-Cookie": await sessionCookieHeader(changed.token, request, { remember: changed.remember }) },
    });
  }
  if (intent === "resend-verification") {
    const sent = await resendVerification(user.id);
    if (!sent.ok && sent.reason === "throttled") {
      return data(
        { intent, result: undefined, error: `Several links were sent already. Please wait ${waitMinutes(sent.retryAfter)} and try again.` },
        {
          status: 429,
          headers: { "Retry-After": String(sent.retryAfter) },
        },
      );
    }
    if (!sent.ok) return redirectWithSuccess("/account", "Your email address is already confirmed.");
    return redirectWithSuccess("/account", "A new confirmation link is on its way to your address.");
  }
  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: emailChangeSchema });
    const hide = ["currentPassword"];
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 });
    const change = await requestEmailChange(user.id, submission.value.currentPassword, submission.value.newEmail);
    if (!change.ok && change.reason === "throttled") {
      return data(
        {
          intent,
          result: submission.reply({
            formErrors: [`Too many attempts. Please wait ${waitMinutes(change.retryAfter)} and try again.`],
            hideFields: hide,
          }),
        },
        {
          status: 429,
          headers: { "Retry-After": String(change.retryAfter) },
        },
      );
    }
    if (!change.ok) {
      const fieldErrors: Record<string, string[]> =
        change.reason === "wrong-password" ? { currentPassword: ["That is not your current password."] } : { newEmail: [EMAIL_UNCHANGED] };
      return data({ intent, result: submission.reply({ fieldErrors, hideFields: hide }) }, { status: 400 });
    }
    return redirectWithSuccess("/account", "Almost done: follow the link we sent to the new address to start using it.");
  }
  if (intent === "signout-all") {
    await revokeAllSessions(user.id);
    return redirectWithSuccess("/login", "You have been signed out on every device.", {
      headers: { "Set-Cookie": await clearSessionCookieHeader(request) },
    });
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, {
      schema: deleteAccountFormSchema.refine((v) => v.confirmEmail === user.email, {
        message: "That does not match your email address.",
        path: ["confirmEmail"],
      }),
    });
    const hide = ["currentPassword"];
    if (submission.status !== "success") return data({ intent, result: submission.reply({ hideFields: hide }) }, { status: 400 });
    const identity = await confirmIdentity(user, submission.value);
    if (!identity.ok && identity.reason !== "wrong-password") {
      const message = identity.reason === "busy" ? HASHING_BUSY : throttledMessage(identity.retryAfter);
      return data(
        { intent, result: submission.reply({ formErrors: [message], hideFields: hide }) },
        { status: 429, headers: { "Retry-After": String(identity.retryAfter) } },
      );
    }
    if (!identity.ok) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD] }, hideFields: hide }) },
        { status: 400 },
      );
    }
    await deleteAccount(user.id);
    return redirectWithSuccess("/", "Your account and everything tied to it have been deleted.", {
      headers: { "Set-Cookie": await clearSessionCookieHeader(request) },
    });
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

type ActionData = Route.ComponentProps["actionData"];
const resultFor = (actionData: ActionData, intent: string) => (actionData?.intent === intent ? actionData.result : undefined);

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

  const [nameForm, nameFields] = useForm({
    id: "account-name",
    lastResult: resultFor(actionData, "name"),
    constraint: getZodConstraint(nameChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: nameChangeSchema }),
    defaultValue: { name: loaderData.name },
  });
  const [emailForm, emailFields] = useForm({
    id: "account-email",
    lastResult: resultFor(actionData, "email"),
    constraint: getZodConstraint(emailChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailChangeSchema }),
  });
  const resendErrors = actionData && "error" in actionData ? [actionData.error] : undefined;
  const [passwordForm, passwordFields] = useForm({
    id: "account-password",
    lastResult: resultFor(actionData, "password"),
    constraint: getZodConstraint(passwordChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
    shouldRevalidate: "onInput",
  });
  const [deleteForm, deleteFields] = useForm({
    id: "account-delete",
    lastResult: resultFor(actionData, "delete"),
    constraint: getZodConstraint(deleteAccountFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountFormSchema }),
  });
  useEffect(() => {
    if (actionData?.intent === "email") clearInputs(emailFields.currentPassword.id);
  }, [actionData, emailFields.currentPassword.id]);
  useEffect(() => {
    if (actionData?.intent === "delete") clearInputs(deleteFields.currentPassword.id);
  }, [actionData, deleteFields.currentPassword.id]);
  useEffect(() => {
    if (actionData?.intent === "password")
      clearInputs(passwordFields.currentPassword.id, passwordFields.newPassword.id, passwordFields.confirmPassword.id);
  }, [actionData, passwordFields.currentPassword.id, passwordFields.newPassword.id, passwordFields.confirmPassword.id]);

  return (
    <div className="page max-w-3xl">
      <h1 className="text-4xl">Your account</h1>
      <p className="mt-2 text-muted">Signed in as {loaderData.email}.</p>

      <section aria-labelledby="name-heading" className="card mt-8">
        <h2 id="name-heading" className="text-2xl">
          Your name
        </h2>
        <Form method="post" {...getFormProps(nameForm)} className="mt-4">
          <input type="hidden" name="intent" value="name" />
          <TextField meta={nameFields.name} label="Full name" autoComplete="name" />
          <button type="submit" className="btn-primary" disabled={busy("name")}>
            {busy("name") ? "Saving..." : "Save name"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="email-heading" className="card mt-6">
        <h2 id="email-heading" className="text-2xl">
          Email address
        </h2>
        <p className="mt-2">
          <span className="break-all">{loaderData.email}</span>{" "}
          {loaderData.verified ? (
            <span className="rounded-full bg-success-soft px-2 py-0.5 text-sm text-success-ink">Confirmed</span>
          ) : (
            <span className="rounded-full bg-notice px-2 py-0.5 text-sm text-notice-ink">Not confirmed yet</span>
          )}
        </p>
        {loaderData.verified ? null : (
          <>
            <p className="mt-2 text-sm text-muted">
              Everything works as it is. Confirming the address makes sure a password reset can reach you. We sent a link when you signed
              up.
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="resend-verification" />
              <FormErrors id="account-resend-errors" errors={resendErrors} />
              <button type="submit" className="btn-secondary" disabled={busy("resend-verification")}>
                {busy("resend-verification") ? "Sending..." : "Send a new confirmation link"}
              </button>
            </Form>
          </>
        )}
        {loaderData.pendingEmail ? (
          <p className="mt-3 rounded-xl bg-indigo-soft p-3 text-sm">
            Waiting for confirmation from <strong className="break-all">{loaderData.pendingEmail}</strong>: follow the link we sent there to
            sign in with it from now on.
          </p>
        ) : null}
        <h3 className="mt-6 text-lg">Change your email address</h3>
        <p className="mt-1 text-sm text-muted">
          We send a link to the new address; the change takes effect when you follow it. Your current address is told too.
        </p>
        <Form method="post" {...getFormProps(emailForm)} className="mt-4">
          <input type="hidden" name="intent" value="email" />
          <FormErrors id={emailForm.errorId} errors={emailForm.errors} />
          <TextField meta={emailFields.newEmail} label="New email address" type="email" autoComplete="email" />
          <TextField
            meta={emailFields.currentPassword}
            label="Your password (to confirm it is you)"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="btn-primary" disabled={busy("email")}>
            {busy("email") ? "Sending..." : "Change email address"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className="card mt-6">
        <h2 id="password-heading" className="text-2xl">
          Change password
        </h2>
        <p className="mt-1 text-sm text-muted">Every other device will be signed out; you stay signed in here.</p>
        <Form method="post" {...getFormProps(passwordForm)} className="mt-4">
          <input type="hidden" name="intent" value="password" />
          <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
          <TextField meta={passwordFields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
          <TextField
            meta={passwordFields.newPassword}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="8 to 72 characters. Very common passwords are refused."
          />
          <TextField meta={passwordFields.confirmPassword} label="Confirm new password" type="password" autoComplete="new-password" />
          <button type="submit" className="btn-primary" disabled={busy("password")}>
            {busy("password") ? "Changing..." : "Change password"}
          </button>
        </Form>
      </section>

      <PasskeysSection passkeys={loaderData.passkeys} result={actionData && "passkey" in actionData ? actionData.passkey : undefined} />

      <SignedInPlaces places={loaderData.places} />

      <section aria-labelledby="data-heading" className="card mt-6">
        <h2 id="data-heading" className="text-2xl">
          Your data
        </h2>
        <p className="mt-1 text-muted">
          Everything we keep for you: your profile, your questions and answers, and your meditation sessions.
        </p>
        <p className="mt-4 flex flex-wrap gap-3">
          <a href="/history/export.json" download className="btn-secondary">
            Export all my data (JSON)
          </a>
          <a href="/history/export.md" download className="btn-secondary">
            Export as Markdown
          </a>
        </p>
      </section>

      <section aria-labelledby="delete-heading" className="card mt-6 border-red-700">
        <h2 id="delete-heading" className="text-2xl text-red-900">
          Delete your account
        </h2>
        <p className="mt-1">
          This deletes your account, your questions and answers, your meditation sessions and your sign-ins, for good. It cannot be undone.
        </p>
        <Form method="post" {...getFormProps(deleteForm)} className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <FormErrors id={deleteForm.errorId} errors={deleteForm.errors} />
          <TextField
            meta={deleteFields.confirmEmail}
            label={`Type your email address (${loaderData.email}) to confirm`}
            type="email"
            autoComplete="off"
          />
          <TextField
            meta={deleteFields.currentPassword}
            label="Your password (to confirm it is you)"
            type="password"
            autoComplete="current-password"
          />
          <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900" disabled={busy("delete")}>
            {busy("delete") ? "Deleting..." : "Delete my account"}
          </button>
        </Form>
      </section>
    </div>
  );
}
