import { openApiDocument } from "~/openapi/document.server";
import { pageMeta } from "~/lib/meta";
import type { RouteFacts } from "~/security/route-table";
import type { Route } from "./+types/api-docs";

/** The sitemap lists it (each visitor's page is their own, so no copy is kept). */
export const handle = { sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    {
      title: "API",
      description: "Prajna's JSON API: accounts, asking, meditation, the journey, and an OpenAI-compatible endpoint.",
      path: "/api",
    },
    matches,
  );

type Operation = {
  tags: string[];
  summary: string;
  description?: string;
  security: unknown[];
  responses: Record<string, { description: string }>;
  requestBody?: unknown;
};

export function loader() {
  const doc = openApiDocument() as { info: { description: string }; paths: Record<string, Record<string, Operation>> };
  const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      tag: op.tags[0],
      summary: op.summary,
      description: op.description ?? "",
      auth:
        op.security.length === 0 ? "none" : op.security.some((s) => s && Object.keys(s as object).length === 0) ? "optional" : "required",
      body: Boolean(op.requestBody),
      responses: Object.entries(op.responses).map(([status, r]) => ({ status, description: r.description })),
    })),
  );
  return { intro: doc.info.description, routes };
}

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const tags = [...new Set(loaderData.routes.map((r) => r.tag))];
  return (
    <div className="page">
      <h1 className="text-4xl">API</h1>
      <p className="mt-3 max-w-3xl text-muted">{loaderData.intro}</p>
      <p className="mt-3">
        The machine-readable description is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.2).
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`} className="mt-10">
          <h2 id={`tag-${tag}`} className="text-2xl capitalize">
            {tag.replace(/-/g, " ")}
          </h2>
          <ul className="mt-4 space-y-4">
            {loaderData.routes
              .filter((r) => r.tag === tag)
              .map((r) => (
                <li key={`${r.method} ${r.path}`} className="card">
                  <h3 className="font-mono text-lg">
                    <span className="chip mr-2 font-sans">{r.method}</span>
                    {r.path}
                  </h3>
                  <p className="mt-2">{r.summary}.</p>
                  {r.description ? <p className="mt-1 text-sm text-muted">{r.description}</p> : null}
                  <p className="mt-2 text-sm">
                    Sign-in: {r.auth}
                    {r.body ? " · JSON body" : ""}
                  </p>
                  <ul className="mt-2 text-sm">
                    {r.responses.map((x) => (
                      <li key={x.status}>
                        <code>{x.status}</code> {x.description}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
