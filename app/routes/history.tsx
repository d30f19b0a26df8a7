import { Link } from "react-router";
import { requireUser } from "~/auth/session.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/history";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Your history", description: "The questions you have asked on Prajna.", path: "/history" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function History() {
  return (
    <div className="page">
      <h1 className="text-3xl">Your history</h1>
      <div className="card mt-8 text-center">
        <p className="text-xl font-serif">No questions yet</p>
        <p className="mt-2 text-muted">The questions you ask while signed in will gather here.</p>
        <Link to="/ask" className="btn-primary mt-4">
          Ask your first question
        </Link>
      </div>
    </div>
  );
}
