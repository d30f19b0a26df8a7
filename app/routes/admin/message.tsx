import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { deleteMessage, markHandled, openMessage, replyToMessage, unreadCount } from "~/admin/inbox.server";
import { deleteMessageSchema, REPLY_MAX, replySchema } from "~/admin/inputs";
import { NO_STORE, notFound, requireOperator } from "~/admin/operators.server";
import { AdminHeading, formatDateTime } from "~/components/admin";
import { FieldErrors, FormErrors } from "~/components/form";
import { redirectWithSuccess } from "~/lib/toast.server";
import type { Route } from "./+types/message";

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const messageId = (params: { id?: string }) => (/^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null);

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireOperator(request);
  const id = messageId(params);
  const message = id === null ? null : await openMessage(operator, id);
  if (!message) throw notFound();
  return data({ message, unread: await unreadCount() }, { headers: NO_STORE });
}

export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireOperator(request);
  const id = messageId(params);
  if (id === null) throw notFound();
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "reply") {
    const submission = parseWithZod(formData, { schema: replySchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const sent = await replyToMessage(operator, id, submission.value.reply);
    if (!sent.ok && sent.reason === "not-found") throw notFound();
    if (!sent.ok) {
      return data(
        {
          intent,
          result: submission.reply({
            formErrors: ["The reply could not be sent just now (the mail server did not take it). Please try again."],
          }),
        },
        { status: 502 },
      );
    }
    return redirectWithSuccess(`/admin/messages/${id}`, "Your reply was sent to the sender's address.");
  }
  if (intent === "handled") {
    if (!(await markHandled(operator, id))) throw notFound();
    return redirectWithSuccess(`/admin/messages/${id}`, "Marked as handled.");
  }
  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteMessageSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    if (!(await deleteMessage(operator, id))) throw notFound();
    return redirectWithSuccess("/admin/messages", "The message was deleted.");
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

type ActionData = Route.ComponentProps["actionData"];
const resultFor = (actionData: ActionData, intent: string) => (actionData?.intent === intent ? actionData.result : undefined);

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m, unread } = loaderData;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [replyForm, replyFields] = useForm({
    id: "admin-reply",
    lastResult: resultFor(actionData, "reply"),
    constraint: getZodConstraint(replySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replySchema }),
  });
  const [deleteForm, deleteFields] = useForm({
    id: "admin-delete-message",
    lastResult: resultFor(actionData, "delete"),
    constraint: getZodConstraint(deleteMessageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteMessageSchema }),
  });

  return (
    <div className="page">
      <AdminHeading title={`Message: ${m.subject}`} unread={unread} />
      <p className="mt-4">
        <Link to="/admin/messages">Back to all messages</Link>
      </p>
      <article aria-labelledby="message-heading" className="card mt-4">
        <h2 id="message-heading" className="text-2xl">
          {m.subject}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">From</dt>
          <dd className="break-all">
            {m.name} &lt;{m.email}&gt;{m.fromAccount ? " (signed in when writing)" : ""}
          </dd>
          <dt className="font-medium">Received</dt>
          <dd>{formatDateTime(m.createdAt)}</dd>
          <dt className="font-medium">State</dt>
          <dd>{m.state === "handled" ? "Handled" : "Not handled yet"}</dd>
        </dl>
        <div className="mt-4 rounded-xl bg-cream p-4 whitespace-pre-wrap">{m.message}</div>
      </article>

      <section aria-labelledby="reply-heading" className="card mt-6">
        <h2 id="reply-heading" className="text-2xl">
          Reply by email
        </h2>
        <p className="mt-1 text-sm text-muted">
          Sent to {m.email}, with their message quoted below your words. Their answer goes to the site&apos;s contact address. Sending marks
          the message handled.
        </p>
        <Form method="post" {...getFormProps(replyForm)} className="mt-4" aria-describedby={replyForm.errorId}>
          <input type="hidden" name="intent" value="reply" />
          <FormErrors id={replyForm.errorId} errors={replyForm.errors} />
          <div className="mb-4">
            <label htmlFor={replyFields.reply.id} className="field-label">
              Your reply
            </label>
            <textarea
              {...getTextareaProps(replyFields.reply)}
              key={replyFields.reply.key}
              rows={8}
              maxLength={REPLY_MAX}
              className="field-input"
            />
            <FieldErrors id={replyFields.reply.errorId} errors={replyFields.reply.errors} />
          </div>
          <button type="submit" className="btn-primary" disabled={busy("reply")}>
            {busy("reply") ? "Sending..." : "Send reply"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="manage-heading" className="card mt-6">
        <h2 id="manage-heading" className="text-2xl">
          Handle or delete
        </h2>
        {m.state === "handled" ? (
          <p className="mt-2">This message is handled.</p>
        ) : (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="handled" />
            <button type="submit" className="btn-secondary" disabled={busy("handled")}>
              Mark as handled
            </button>
          </Form>
        )}
        <Form method="post" {...getFormProps(deleteForm)} className="mt-6">
          <input type="hidden" name="intent" value="delete" />
          <div className="mb-3 flex items-start gap-2">
            <input
              type="checkbox"
              id={deleteFields.confirm.id}
              name={deleteFields.confirm.name}
              value="yes"
              required
              aria-invalid={deleteFields.confirm.errors ? true : undefined}
              aria-describedby={deleteFields.confirm.errors ? deleteFields.confirm.errorId : undefined}
              className="mt-1.5"
            />
            <label htmlFor={deleteFields.confirm.id}>Yes, delete this message for good</label>
          </div>
          <FieldErrors id={deleteFields.confirm.errorId} errors={deleteFields.confirm.errors} />
          <button type="submit" className="btn bg-red-800 text-white hover:bg-red-900" disabled={busy("delete")}>
            Delete message
          </button>
        </Form>
      </section>
    </div>
  );
}
