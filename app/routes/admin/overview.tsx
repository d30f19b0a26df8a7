import { data } from "react-router";
import { recentAudit } from "~/admin/audit.server";
import { health } from "~/admin/health.server";
import { unreadCount } from "~/admin/inbox.server";
import { NO_STORE, notFound, requireOperator } from "~/admin/operators.server";
import { AdminHeading, formatDateTime, QuestionsChart } from "~/components/admin";
import type { Route } from "./+types/overview";

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const operator = await requireOperator(request);
  const [site, audit, unread] = await Promise.all([health(), recentAudit(), unreadCount()]);
  return data({ operator: operator.email, health: site, audit, unread }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  await requireOperator(request);
  throw notFound();
}

const percent = (part: number, whole: number) => (whole === 0 ? "0%" : `${Math.round((100 * part) / whole)}%`);

function Stat({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <div className="rounded-xl border border-line bg-cream p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-serif text-3xl text-indigo-deep">{value}</dd>
      {note ? <dd className="text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { health: h, audit, unread } = loaderData;
  const a = h.answers;
  const answered = a.library + a.model + a.care + a.fallback;
  return (
    <div className="page">
      <AdminHeading title="Overview" unread={unread} />
      <p className="mt-4 text-muted">
        Signed in as an operator ({loaderData.operator}). Everything here is counted over the last 30 days, in UTC. Nobody&apos;s questions
        or answers are shown here: they belong to the people who asked.
      </p>

      <section aria-labelledby="health-heading" className="card mt-6">
        <h2 id="health-heading" className="text-2xl">
          Health at a glance
        </h2>
        <div className="mt-4">
          <QuestionsChart days={h.questionsPerDay} />
        </div>
        <h3 className="mt-6 text-lg">How questions were answered</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Library" value={a.library} note={percent(a.library, answered)} />
          <Stat label="Model" value={a.model} note={percent(a.model, answered)} />
          <Stat label="Care answers" value={a.care} note={percent(a.care, answered)} />
          <Stat label="Fallback (model failed, library answered)" value={a.fallback} note={percent(a.fallback, answered)} />
        </dl>
        <p className="mt-2 text-sm text-muted">
          {a.unavailable} question{a.unavailable === 1 ? "" : "s"} could not be answered at all.
        </p>
        <h3 className="mt-6 text-lg">The model, accounts and what was turned away</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Model failures" value={h.modelFailures} />
          <Stat label="Budget hits" value={h.budgetHits} />
          <Stat label="Sign-ups" value={h.signUps} note={`${h.accounts} account${h.accounts === 1 ? "" : "s"} in all`} />
          <Stat label="Active accounts" value={h.activeAccounts} note="seen in the last 30 days" />
          <Stat label="Honeypot catches" value={h.turnedAway.honeypot} note="contact form bots" />
          <Stat label="Contact limit hits" value={h.turnedAway.contactLimit} />
          <Stat label="Sign-in limit hits" value={h.turnedAway.signInLimit} />
          <Stat
            label="Email limit hits"
            value={h.turnedAway.resetLimit + h.turnedAway.verificationLimit}
            note="reset and confirmation links"
          />
        </dl>
      </section>

      <section aria-labelledby="audit-heading" className="card mt-6">
        <h2 id="audit-heading" className="text-2xl">
          Audit
        </h2>
        <p className="mt-1 text-sm text-muted">Every operator action, newest first (the latest 50).</p>
        {audit.length === 0 ? (
          <p className="mt-4">No operator action yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Operator actions, newest first</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    When
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Who
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    What
                  </th>
                  <th scope="col" className="py-2">
                    Which
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.map((e) => (
                  <tr key={e.id} className="border-b border-line">
                    <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(e.at)}</td>
                    <td className="py-2 pr-4 break-all">{e.actor}</td>
                    <td className="py-2 pr-4">{e.action}</td>
                    <td className="py-2">{e.target}</td>
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
