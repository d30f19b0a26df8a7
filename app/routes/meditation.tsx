import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/meditation";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Meditation Guide", description: "The meditation guide is being prepared. It will be open to everyone.", path: "/meditation" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Meditation Guide</h1>
      <p className="mt-4 text-muted">The meditation guide is being prepared. It will be open to everyone.</p>
    </div>
  );
}
