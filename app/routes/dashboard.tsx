import { Link } from "react-router";
import { requireUser } from "~/auth/session.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Dashboard", description: "Your Prajna dashboard.", path: "/dashboard" });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { name: user.name };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1 className="text-3xl">Welcome, {loaderData.name || "User"}</h1>
      <p className="mt-2 text-muted">Where would you like to go today?</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-3">
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
        <li className="card">
          <h2 className="text-xl">Daily Wisdom</h2>
          <p className="mt-2 text-muted">A teaching a day from the library. Coming soon.</p>
        </li>
      </ul>
    </div>
  );
}
