import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Articles", description: "The library of long-form articles is being prepared.", path: "/articles" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Articles</h1>
      <p className="mt-4 text-muted">The library of long-form articles is being prepared.</p>
    </div>
  );
}
