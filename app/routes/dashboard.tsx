import { Link } from "react-router";
import { requireUser } from "~/auth/session.server";
import { TeachingFigure } from "~/components/teaching-figure";
import { dailyWisdom, journeyStats } from "~/journey/journey.server";
import { formatLongDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { categoryLabel } from "~/wisdom/categories";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: "Dashboard", description: "Your Prajna dashboard.", path: "/dashboard" }, matches);

/** Private to the signed-in person: no shared cache, no back-button copy after signing out. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name, stats: await journeyStats(user.id), wisdom: dailyWisdom() };
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    // A term comes before its description in a <dl>; the number is still shown above its label.
    <div className="flex flex-col-reverse rounded-xl bg-cream p-4 text-center">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-serif text-3xl text-indigo-deep">{value}</dd>
    </div>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, stats, wisdom } = loaderData;
  return (
    <div className="page">
      <h1 className="text-4xl">Welcome, {name || "User"}</h1>
      <p className="mt-2 text-muted">Where would you like to go today?</p>

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        <li className="card">
          <h2 className="text-xl">Ask a question</h2>
          <p className="mt-2 text-muted">Bring what is on your mind to the teachings of the masters.</p>
          <Link to="/ask" className="btn-primary mt-4">
            Ask
          </Link>
        </li>
        <li className="card">
          <h2 className="text-xl">Your history</h2>
          <p className="mt-2 text-muted">Return to the questions you have asked and the answers you received.</p>
          <Link to="/history" className="btn-secondary mt-4">
            Open history
          </Link>
        </li>
        <li className="card md:row-span-2">
          <h2 className="text-xl">Daily Wisdom</h2>
          {wisdom ? (
            <div className="mt-3">
              <TeachingFigure teaching={wisdom} quoteClassName="font-serif text-lg italic" />
              {wisdom.article ? (
                <p className="mt-3 text-sm">
                  Read more in <Link to={`/articles/${wisdom.article.slug}`}>{wisdom.article.title}</Link>
                </p>
              ) : null}
              <p className="mt-2 text-xs text-muted">
                A new teaching each day · <time dateTime={wisdom.date}>{formatLongDate(wisdom.date)}</time>
              </p>
            </div>
          ) : (
            <p className="mt-2 text-muted">The teachings library is empty.</p>
          )}
        </li>
        <li className="card md:col-span-2">
          <h2 className="text-xl">Your journey</h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Stat value={stats.questions} label={stats.questions === 1 ? "question asked" : "questions asked"} />
            <Stat value={stats.categories} label={stats.categories === 1 ? "category explored" : "categories explored"} />
            <Stat value={stats.sessions} label={stats.sessions === 1 ? "meditation session" : "meditation sessions"} />
            <Stat value={stats.minutes} label="minutes of meditation" />
            <Stat value={stats.streak} label={stats.streak === 1 ? "day in a row" : "days in a row"} />
          </dl>
          <h3 className="mt-6 text-lg">Your last questions</h3>
          {stats.recent.length ? (
            <ul className="mt-2 space-y-2">
              {stats.recent.map((q) => (
                <li key={q.id}>
                  <Link to={`/history#q-${q.id}`}>{q.question}</Link>{" "}
                  <span className="text-sm text-muted">
                    · {categoryLabel(q.category)} · {formatLongDate(q.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">
              No questions yet. <Link to="/ask">Ask your first</Link>, or <Link to="/meditation">sit with a guided meditation</Link>.
            </p>
          )}
        </li>
      </ul>
    </div>
  );
}
