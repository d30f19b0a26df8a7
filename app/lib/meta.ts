import { SITE } from "~/site";

/** What a meta function sees of the matched routes: the root's loader data carries the site's public origin. */
type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/** The public origin (PUBLIC_URL, or localhost on the configured port) as the root loader gave it; never a Host header. */
export function originFrom(matches: Matches): string {
  const root = matches.find((m) => m?.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

/** Title, description and Open Graph tags for a page, with absolute URLs for og:url and og:image. */
export function pageMeta(
  {
    title,
    description,
    path,
    image,
    type = "website",
  }: {
    title: string;
    description: string;
    path: string;
    image?: string;
    type?: "website" | "article";
  },
  matches: Matches = [],
) {
  const origin = originFrom(matches);
  const fullTitle = path === "/" ? `${SITE.name}: ${SITE.tagline}` : `${title} | ${SITE.name}`;
  const tags: Array<Record<string, string>> = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE.name },
    { property: "og:url", content: `${origin}${path}` },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) tags.push({ property: "og:image", content: image.startsWith("/") ? `${origin}${image}` : image });
  return tags;
}
