import { data, Form, Link } from "react-router";
import { searchAccounts } from "~/admin/accounts.server";
import { unreadCount } from "~/admin/inbox.server";
import { NO_STORE, notFound, requireOperator } from "~/admin/operators.server";
import { accountStatus, AdminHeading, formatDateTime } from "~/components/admin";
import type { Route } from "./+types/accounts";

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOperator(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 254);
  const [{ search, accounts }, unread] = await Promise.all([searchAccounts(q), unreadCount()]);
  return data({ q, search, accounts, unread }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  throw notFound();
}

export default function AdminAccounts({ loaderData }: Route.ComponentProps) {
  const { q, search, accounts, unread } = loaderData;
  return (
    <div className="page">
      <AdminHeading title="Accounts" unread={unread} />
      <Form method="get" role="search" aria-label="Accounts" className="card mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="account-search" className="field-label">
            Find by email
          </label>
          <input
            id="account-search"
            name="q"
            type="search"
            defaultValue={q}
            className="field-input"
            autoComplete="off"
            aria-describedby="account-search-hint"
          />
          <p id="account-search-hint" className="mt-1 text-sm">
            Addresses that begin with what you type; start with * to find any part of an address.
          </p>
        </div>
        <button type="submit" className="btn-primary">
          Find accounts
        </button>
      </Form>
      <section aria-labelledby="results-heading" className="card mt-6">
        <h2 id="results-heading" className="text-2xl">
          {search.kind === "newest"
            ? "Newest accounts"
            : `Accounts whose address ${search.kind === "contains" ? "contains" : "begins with"} "${search.text}"`}
        </h2>
        {accounts.length === 0 ? (
          <p className="mt-4">No account matches.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Accounts, newest first</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Created
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Last seen
                  </th>
                  <th scope="col" className="py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {accounts.map((a) => (
                  <tr key={a.id} className="border-b border-line">
                    <td className="py-2 pr-4 break-all">
                      <Link to={`/admin/accounts/${a.id}`}>{a.email}</Link>
                    </td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(a.createdAt)}</td>
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(a.lastSeenAt)}</td>
                    <td className="py-2">{accountStatus(a)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
