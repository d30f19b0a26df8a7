import type { RouteFacts } from "~/security/route-table";
import { library } from "~/content/library.server";
import { ARTICLE_GROUPS } from "~/lib/nav";
import { siteOrigin, xmlEscape } from "~/lib/xml";
import { routeTable } from "~/security/route-table";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** The site's own pages the sitemap lists: those whose handle says `sitemap`, in the order of app/routes.ts. */
function sitemapPages(): string[] {
  return routeTable()
    .fixedRoutes()
    .filter((r) => r.facts.sitemap)
    .map((r) => r.path);
}

/** GET /sitemap.xml: every public URL. */
export function loader() {
  const origin = siteOrigin();
  const { articles, posts } = library();
  const paths = [
    ...sitemapPages(),
    ...ARTICLE_GROUPS.map((g) => `/articles/${g.slug}`),
    ...articles.map((a) => `/articles/${a.slug}`),
    ...posts.map((p) => `/blog/${p.slug}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${xmlEscape(origin + p)}</loc></url>`).join("\n")}
</urlset>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
