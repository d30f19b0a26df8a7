import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ask";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Ask", description: "The question box is being prepared. It will be open to everyone.", path: "/ask" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Ask a question</h1>
      <p className="mt-4 text-muted">The question box is being prepared. It will be open to everyone.</p>
    </div>
  );
}
