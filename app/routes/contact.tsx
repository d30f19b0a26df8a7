import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Contact", description: "The contact form is being prepared.", path: "/contact" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Contact</h1>
      <p className="mt-4 text-muted">The contact form is being prepared.</p>
    </div>
  );
}
