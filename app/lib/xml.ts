/** Escape text for XML (sitemap, RSS). */
export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function originOf(request: Request): string {
  return new URL(request.url).origin;
}
