import type { RouteFacts } from "~/security/route-table";
import { library } from "~/content/library.server";
import { siteOrigin, xmlEscape } from "~/lib/xml";
import { SITE } from "~/site";

/** The methods this route takes (app/security/route-table.ts): its 405s and OPTIONS answers name them. */
export const handle = { methods: ["GET"] } satisfies RouteFacts;

/** GET /blog/rss.xml: the blog as RSS 2.0. */
export function loader() {
  const origin = siteOrigin();
  const items = library()
    .posts.map(
      (p) => `    <item>
      <title>${xmlEscape(p.title)}</title>
      <link>${xmlEscape(`${origin}/blog/${p.slug}`)}</link>
      <guid isPermaLink="true">${xmlEscape(`${origin}/blog/${p.slug}`)}</guid>
      <pubDate>${new Date(`${p.published}T00:00:00Z`).toUTCString()}</pubDate>
      <category>${xmlEscape(p.category)}</category>
      <description>${xmlEscape(p.excerpt)}</description>
    </item>`,
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(`${SITE.name} blog`)}</title>
    <link>${xmlEscape(`${origin}/blog`)}</link>
    <atom:link href="${xmlEscape(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xmlEscape(SITE.tagline)}</description>
    <language>en</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
