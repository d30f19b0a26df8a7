import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Features", description: "What Prajna offers. This page is being written.", path: "/features" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Features</h1>
      <p className="mt-4 text-muted">What Prajna offers. This page is being written.</p>
    </div>
  );
}
