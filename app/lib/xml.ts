/** Escape text for XML (sitemap, RSS). */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The site's public origin for feeds and the sitemap: PUBLIC_URL, never the request's Host header. */
export { publicUrl as siteOrigin } from "~/config.server";
