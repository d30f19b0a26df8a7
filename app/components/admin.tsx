import { NavLink } from "react-router";

/** Pieces of the operator console: its navigation, its dates and its one chart. */

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-full px-4 py-1.5 no-underline ${isActive ? "bg-indigo-deep text-white" : "text-indigo-deep hover:bg-indigo-soft"}`;

export function AdminNav({ unread }: { unread: number }) {
  return (
    <nav aria-label="Operator console" className="mt-4 border-b border-line pb-3">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to="/admin" end className={tabClass}>
            Overview
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/messages" className={tabClass}>
            Messages{" "}
            <span className="ml-1 rounded-full bg-saffron px-2 text-sm text-white">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/accounts" className={tabClass}>
            Accounts
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** The head of every console page: its title (in the tab too), kept out of search engines. */
export function AdminHeading({ title, unread }: { title: string; unread: number }) {
  return (
    <>
      <title>{`${title} | Operator console`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm tracking-wide text-muted uppercase">Operator console</p>
      <h1 className="text-4xl">{title}</h1>
      <AdminNav unread={unread} />
    </>
  );
}

/** "Active, address confirmed, operator" */
export function accountStatus(a: { disabled: boolean; verified: boolean; operator: boolean }): string {
  const parts = [a.disabled ? "Disabled" : "Active", a.verified ? "address confirmed" : "address not confirmed"];
  if (a.operator) parts.push("operator");
  return parts.join(", ");
}

/** "Nov 23, 2026, 13:05 UTC": operators in any zone read the same times as the database keeps. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return "never";
  const format = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  });
  return `${format.format(new Date(iso))} UTC`;
}

const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/**
 * Questions a day as bars, drawn on the server (no script). The picture is named by a one-line summary, and the
 * numbers themselves are in a table just below it for anyone who cannot see the bars.
 */
export function QuestionsChart({ days }: { days: Array<{ day: string; count: number }> }) {
  const width = 600;
  const height = 160;
  const top = 12;
  const bottom = 22;
  const max = Math.max(1, ...days.map((d) => d.count));
  const slot = width / days.length;
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce((a, b) => (b.count > a.count ? b : a), days[0]);
  const summary =
    total === 0
      ? `No questions in the last ${days.length} days.`
      : `${total} question${total === 1 ? "" : "s"} in the last ${days.length} days; ` +
        `the busiest day was ${shortDay(busiest.day)} with ${busiest.count}.`;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="questions-chart-title" className="h-auto w-full">
        <title id="questions-chart-title">{`Questions per day, ${shortDay(days[0].day)} to ${shortDay(days[days.length - 1].day)}. ${summary}`}</title>
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className="stroke-stone" strokeWidth={1} />
        {days.map((d, i) => {
          const h = ((height - top - bottom) * d.count) / max;
          return (
            <rect key={d.day} x={i * slot + 2} y={height - bottom - h} width={slot - 4} height={h} rx={2} className="fill-indigo-deep" />
          );
        })}
        <text x={0} y={height - 6} fontSize={12} className="fill-muted">
          {shortDay(days[0].day)}
        </text>
        <text x={width} y={height - 6} fontSize={12} textAnchor="end" className="fill-muted">
          {shortDay(days[days.length - 1].day)}
        </text>
        <text x={0} y={top - 2} fontSize={12} className="fill-muted">
          {`most in a day: ${max}`}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-muted">{summary}</figcaption>
      <details className="mt-2">
        <summary className="text-sm text-indigo-deep underline">The numbers, day by day</summary>
        <table className="mt-2 text-sm">
          <caption className="sr-only">Questions per day</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left">
                Day
              </th>
              <th scope="col" className="text-right">
                Questions
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td className="pr-6">{shortDay(d.day)}</td>
                <td className="text-right">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
