import type { RouteFacts } from "~/security/route-table";
import { siteOrigin } from "~/lib/xml";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /robots.txt: everything public may be crawled; private pages are not worth it. */
export function loader() {
  const body = `User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /history
Disallow: /account
Disallow: /auth/

Sitemap: ${siteOrigin()}/sitemap.xml
`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
