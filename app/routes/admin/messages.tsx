import { data, Link } from "react-router";
import { listMessages, unreadCount } from "~/admin/inbox.server";
import { NO_STORE, notFound, requireOperator } from "~/admin/operators.server";
import { AdminHeading, formatDateTime } from "~/components/admin";
import type { Route } from "./+types/messages";

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  const [inbox, unread] = await Promise.all([listMessages(page), unreadCount()]);
  return data({ ...inbox, unread }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  throw notFound();
}

const STATE_LABEL = { new: "New", read: "Read", handled: "Handled" } as const;
const STATE_CLASS = {
  new: "bg-notice text-notice-ink font-semibold",
  read: "bg-indigo-soft text-indigo-deep",
  handled: "bg-success-soft text-success-ink",
} as const;

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pages, unread } = loaderData;
  return (
    <div className="page">
      <AdminHeading title="Messages" unread={unread} />
      <p className="mt-4 text-muted">
        What people wrote through the contact page, newest first: {total} in all, {unread} unread.
      </p>
      {items.length === 0 ? (
        <p className="card mt-6">No messages yet.</p>
      ) : (
        <div className="card mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Contact messages, newest first</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4">
                  Subject
                </th>
                <th scope="col" className="py-2 pr-4">
                  From
                </th>
                <th scope="col" className="py-2 pr-4">
                  Received
                </th>
                <th scope="col" className="py-2">
                  State
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id} className="border-b border-line">
                  <td className="py-2 pr-4">
                    <Link to={`/admin/messages/${m.id}`} className={m.state === "new" ? "font-semibold" : undefined}>
                      {m.subject}
                      <span className="sr-only">{`, from ${m.name}`}</span>
                    </Link>
                  </td>
                  <td className="py-2 pr-4">
                    {m.name} <span className="break-all text-muted">&lt;{m.email}&gt;</span>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                  <td className="py-2">
                    <span className={`rounded-full px-2 py-0.5 ${STATE_CLASS[m.state]}`}>{STATE_LABEL[m.state]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages of messages" className="mt-4 flex gap-3">
          {page > 1 ? <Link to={`/admin/messages?page=${page - 1}`}>Newer messages</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`/admin/messages?page=${page + 1}`}>Older messages</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
