import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => pageMeta({ title: "Blog", description: "Posts on technology and the spiritual life are being prepared.", path: "/blog" });

export default function Page() {
  return (
    <div className="page">
      <h1 className="text-3xl">Blog</h1>
      <p className="mt-4 text-muted">Posts on technology and the spiritual life are being prepared.</p>
    </div>
  );
}
