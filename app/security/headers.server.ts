import { randomBytes } from "node:crypto";

/** Headers every response carries, whatever made it. */
export const BASE_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

export const CSP_REPORT_PATH = "/csp-report";

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The policy of an HTML page: scripts only from this site and inline only with this response's nonce; no plugins,
 * no <base>, no framing, forms post only here, and styles only from this site's stylesheets (no style attribute in
 * the markup: the meditation player sets its bar's width through the DOM). Violations are reported to CSP_REPORT_PATH.
 */
export function pageCsp(nonce: string): string {
  return pageCspAllowing([`'nonce-${nonce}'`]);
}

/**
 * The same policy for a page served from the page cache, where a nonce would be shared by everyone who gets the copy:
 * its inline scripts are allowed by their hashes ('sha256-...'), computed when the copy was made, and by nothing else.
 */
export function pageCspAllowing(inlineScripts: string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    "report-to csp",
  ].join("; ");
}

/** Anything that is not a page (JSON, feeds, exports) may load nothing and be framed nowhere. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Over https, as the request's URL says: the server file builds it from the socket, or, with TRUST_PROXY, from what
 * the proxy forwarded (server/app.ts). A forwarded header the server does not trust changes nothing.
 */
export function arrivedOverHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export const HSTS = "max-age=31536000";

/** Policies that send less than the base one: a route may keep one of these. */
const STRICTER_REFERRER_POLICIES = new Set(["no-referrer", "same-origin", "strict-origin"]);

/** The base set, over whatever the answer had, except a stricter Referrer-Policy it asked for (reset, confirmation). */
export function setBaseHeaders(headers: Headers): void {
  const own = headers.get("Referrer-Policy");
  for (const [k, v] of Object.entries(BASE_HEADERS)) headers.set(k, v);
  if (own && STRICTER_REFERRER_POLICIES.has(own.trim().toLowerCase())) headers.set("Referrer-Policy", own);
}

/**
 * Every cookie set over https is Secure, whoever set it (the session, the device cookie, remix-toast's flash cookie,
 * whose options are global and cannot follow the request).
 */
export function secureCookies(headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.every((c) => /;\s*secure\s*(;|$)/i.test(c))) return;
  headers.delete("Set-Cookie");
  for (const c of cookies) headers.append("Set-Cookie", /;\s*secure\s*(;|$)/i.test(c) ? c : `${c}; Secure`);
}

/** How long to wait when a 429 forgot to say (never expected; every limit sets its own). */
const DEFAULT_RETRY_AFTER = "60";

/**
 * The response with the security headers set: the base set, HSTS over https, a policy for anything that is not an
 * HTML page (pages get theirs, with the nonce, where they are rendered), headers a refusal asked for, and a
 * Retry-After on every 429.
 */
export function withSecurityHeaders(request: Request, response: Response, extra?: Headers): Response {
  let res = response;
  try {
    res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // headers of a fetched or redirect response are immutable: copy it
    res = new Response(res.body, res);
  }
  setBaseHeaders(res.headers);
  if (arrivedOverHttps(request)) {
    res.headers.set("Strict-Transport-Security", HSTS);
    secureCookies(res.headers);
  }
  if (!res.headers.has("Content-Security-Policy")) res.headers.set("Content-Security-Policy", RESOURCE_CSP);
  if (res.headers.get("Content-Type")?.startsWith("text/html")) res.headers.set("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
  extra?.forEach((v, k) => res.headers.set(k, v));
  if (res.status === 429 && !res.headers.has("Retry-After")) res.headers.set("Retry-After", DEFAULT_RETRY_AFTER);
  return res;
}
