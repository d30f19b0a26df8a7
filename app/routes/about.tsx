import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => pageMeta({ title: "About", description: "Why Prajna exists and how it works. This page is being written.", path: "/about" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">About Prajna</h1>
      <p className="mt-4 text-muted">Why Prajna exists and how it works. This page is being written.</p>
    </div>
  );
}
