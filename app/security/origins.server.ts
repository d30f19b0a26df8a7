import { publicUrl, trustProxy } from "~/config.server";

/**
 * Is this Origin this site? The one answer the origin check (state-changing requests) and the session (cookies sent
 * from another origin sign no one in) both use. This site is the host the request addressed, the host a trusted proxy
 * forwarded, or the host of PUBLIC_URL.
 */
/**
 * What the origin and session checks read of a request: its address and headers. A Fetch Request is one; the front
 * door passes a lighter view of Node's request instead of building a Request for every signed-in page it serves.
 */
export interface RequestHead {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

export function isOwnOrigin(origin: string, request: RequestHead): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  return ownHosts(request).includes(host);
}

function ownHosts(request: RequestHead): string[] {
  const hosts = [new URL(request.url).host, new URL(publicUrl()).host];
  const addressed = request.headers.get("host");
  if (addressed) hosts.push(addressed);
  const forwarded = trustProxy() ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  if (forwarded) hosts.push(forwarded);
  return hosts.map((h) => h.toLowerCase());
}
