import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { accountDetail, deleteAccountAsOperator, disableAccount, enableAccount } from "~/admin/accounts.server";
import { unreadCount } from "~/admin/inbox.server";
import { deleteAccountByOperatorSchema } from "~/admin/inputs";
import { NO_STORE, notFound, requireOperator } from "~/admin/operators.server";
import { accountStatus, AdminHeading, formatDateTime } from "~/components/admin";
import { FormErrors, TextField } from "~/components/form";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/account";

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const accountId = (params: { id?: string }) => (/^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null);

const SELF = "This is your own account: another operator has to do that, so nobody locks themselves out.";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireOperator(request);
  const id = accountId(params);
  const account = id === null ? null : await accountDetail(id);
  if (!account) throw notFound();
  return data({ account, self: account.id === operator.id, unread: await unreadCount() }, { headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireOperator(request);
  const id = accountId(params);
  const account = id === null ? null : await accountDetail(id);
  if (!account) throw notFound();
  const formData = await request.formData();
  const intent = formData.get("intent");
  const selfRefusal = () => data({ intent, result: { status: "error" as const, error: { "": [SELF] } } }, { status: 400 });
  if (intent === "disable") {
    const done = await disableAccount(operator, account.id);
    if (!done.ok) return selfRefusal();
    return redirectWithSuccess(`/admin/accounts/${account.id}`, "The account is disabled and signed out everywhere.");
  }
  if (intent === "enable") {
    await enableAccount(operator, account.id);
    return redirectWithSuccess(`/admin/accounts/${account.id}`, "The account can sign in again.");
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, {
      schema: deleteAccountByOperatorSchema.refine((v) => v.confirmEmail === account.email, {
        message: "That does not match the account's address.",
        path: ["confirmEmail"],
      }),
    });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const done = await deleteAccountAsOperator(operator, account.id);
    if (!done.ok) return selfRefusal();
    return redirectWithSuccess("/admin/accounts", "The account and everything tied to it were deleted.");
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account: a, self, unread } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = actionData?.intent !== "delete" ? (actionData?.result?.error?.[""] ?? undefined) : undefined;
  const [deleteForm, deleteFields] = useForm({
    id: "admin-delete-account",
    lastResult: actionData?.intent === "delete" ? actionData.result : undefined,
    constraint: getZodConstraint(deleteAccountByOperatorSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteAccountByOperatorSchema }),
  });

  return (
    <div className="page">
      <AdminHeading title={`Account: ${a.email}`} unread={unread} />
      <p className="mt-4">
        <Link to="/admin/accounts">Back to accounts</Link>
      </p>
      <section aria-labelledby="account-heading" className="card mt-4">
        <h2 id="account-heading" className="text-2xl break-all">
          {a.name}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">Email</dt>
          <dd className="break-all">{a.email}</dd>
          <dt className="font-medium">Status</dt>
          <dd>{accountStatus(a)}</dd>
          <dt className="font-medium">Created</dt>
          <dd>{formatDateTime(a.createdAt)}</dd>
          <dt className="font-medium">Last seen</dt>
          <dd>{formatDateTime(a.lastSeenAt)}</dd>
          <dt className="font-medium">Saved questions</dt>
          <dd>{a.counts.questions}</dd>
          <dt className="font-medium">Meditation sessions</dt>
          <dd>{a.counts.meditations}</dd>
          <dt className="font-medium">Contact messages</dt>
          <dd>{a.counts.messages}</dd>
          <dt className="font-medium">Open sessions</dt>
          <dd>{a.counts.sessions}</dd>
        </dl>
      </section>

      <section aria-labelledby="access-heading" className="card mt-6">
        <h2 id="access-heading" className="text-2xl">
          Access
        </h2>
        <FormErrors id="admin-account-errors" errors={errors} />
        {self ? (
          <p className="mt-2">{SELF}</p>
        ) : a.disabled ? (
          <Form method="post" className="mt-4">
            <p className="mb-3">This account is disabled: it cannot sign in.</p>
            <input type="hidden" name="intent" value="enable" />
            <button type="submit" className="btn-primary" disabled={busy("enable")}>
              Enable account
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4">
            <p className="mb-3">
              Disabling signs the account out everywhere and refuses its sign-ins until it is enabled again. Nothing is deleted.
            </p>
            <input type="hidden" name="intent" value="disable" />
            <button type="submit" className="btn-secondary" disabled={busy("disable")}>
              Disable account
            </button>
          </Form>
        )}
      </section>

      {self ? null : (
        <section aria-labelledby="delete-heading" className="card mt-6 border-red-700">
          <h2 id="delete-heading" className="text-2xl text-red-900">
            Delete account
          </h2>
          <p className="mt-1">
            The same deletion as the person&apos;s own: the account, its questions and answers, meditation sessions, messages and sign-ins,
            for good.
          </p>
          <Form method="post" {...getFormProps(deleteForm)} className="mt-4">
            <input type="hidden" name="intent" value="delete" />
            <TextField
              meta={deleteFields.confirmEmail}
              label={`Type the account's address (${a.email}) to confirm`}
              type="email"
              autoComplete="off"
            />
            <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900" disabled={busy("delete")}>
              Delete account
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
