import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/references";

export const meta: Route.MetaFunction = () => pageMeta({ title: "References", description: "The bibliography of the works the library draws on is being prepared.", path: "/references" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">References</h1>
      <p className="mt-4 text-muted">The bibliography of the works the library draws on is being prepared.</p>
    </div>
  );
}
