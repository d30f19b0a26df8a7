import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Home", description: "Wisdom from masters and mystics. The library and the question box are being prepared.", path: "/" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Welcome to Prajna</h1>
      <p className="mt-4 text-muted">Wisdom from masters and mystics. The library and the question box are being prepared.</p>
    </div>
  );
}
