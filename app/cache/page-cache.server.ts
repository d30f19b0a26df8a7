import { createHash } from "node:crypto";
import type http from "node:http";
import { constants as zlibConstants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { isOperator } from "~/admin/operators.server";
import { readSession, SESSION_COOKIE, type SessionUser } from "~/auth/session.server";
import { isDevelopment } from "~/config.server";
import { library } from "~/content/library.server";
import { TOAST_COOKIE } from "~/lib/toast.server";
import { noteRoute } from "~/ops/requests.server";
import { BASE_HEADERS, CSP_REPORT_PATH, HSTS, pageCspAllowing } from "~/security/headers.server";
import { nonceContext } from "~/security/nonce";
import type { RequestHead } from "~/security/origins.server";
import { normalizedPath, routeKind } from "~/security/route-kinds";
import { routeTable } from "~/security/route-table";
import { isDocumentRequest } from "./raw-request.server";
import { fillHeader, headerTemplate, type HeaderTemplate, renderSiteHeader } from "./site-header.server";

/**
 * Public pages rendered once and then served from memory. An anonymous GET (or HEAD) of a public page (home, about,
 * features, the article index, groups and articles, the blog and its posts, references, contact's form, search
 * results) is rendered on first request, kept with a strong ETag and a gzipped copy, and served from memory until
 * the library changes or the process ends (a new build is a new process). Anyone shared caches may serve too:
 * PUBLIC_CACHE_CONTROL below.
 *
 * Never cached or shared: a request with a session (cookie or bearer token) or a toast, a form post, the data of a
 * client-side navigation, any answer but 200, and any answer that sets a cookie. Every page answer that is not served
 * from the cache says `private, no-store`. All page answers say `Vary: Cookie`.
 *
 * A page's policy allows its inline scripts by a nonce chosen per response; a copy served to many people cannot keep
 * one, so the copy's nonce attributes are removed and its inline scripts are allowed by their SHA-256 hashes instead.
 *
 * A signed-in reader of a kept page that ships no script (an article, the blog: handle `staticPage`) differs from the
 * anonymous copy only in the site header, so the copy is kept split around its header (HeaderHole below) and, in
 * the front door, such a reader gets `before + their header + after`: the session read as the root loader reads it,
 * only the header rendered, nothing of theirs kept, and the answer private (serveKeptPageSignedIn).
 */

export const PUBLIC_CACHE_CONTROL = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

interface Pool {
  maxEntries: number;
  maxBytes: number;
  entries: Map<string, CachedPage>;
  bytes: number;
}

/** The site's own pages are few; search results are as many as visitors can type, so they get a smaller pool. */
const pools = {
  pages: { maxEntries: 400, maxBytes: 24 * 1024 * 1024, entries: new Map(), bytes: 0 } as Pool,
  search: { maxEntries: 200, maxBytes: 8 * 1024 * 1024, entries: new Map(), bytes: 0 } as Pool,
};

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
  gzipEtag: string;
  csp: string;
  /** The route pattern that rendered it, for the log line of a copy served at the front door. */
  route: string;
  /** Where the header is, when a signed-in reader may be sent the copy with their own header in its place. */
  hole?: HeaderHole | null;
}

/**
 * A kept page cut around its site header (the anonymous one), with each side deflated once: a reader's page is the
 * two sides with their header between, and its gzip is the sides' deflate streams with the header's own between
 * (each but the last ends on a byte boundary without closing the stream), one CRC over the whole and its length.
 */
export interface HeaderHole {
  before: Buffer;
  after: Buffer;
  deflatedBefore: Buffer;
  deflatedAfter: Buffer;
  crcBefore: number;
}

/**
 * The pool and key of a public page's address, or null when the address is not one to cache. Which pages are public,
 * and with which query strings, each page says in its handle (`keep`: app/security/route-table.ts); the address must
 * be exactly as the site links it (no escapes, capitals, trailing slash or `.data`).
 */
function cacheSlot(url: URL): { pool: Pool; key: string } | null {
  const { pathname, search } = url;
  if (normalizedPath(pathname) !== pathname) return null;
  const facts = routeTable().factsFor(pathname);
  const keep = facts.kind === "page" ? facts.keep : null;
  if (!keep) return null;
  for (const [name, shape] of Object.entries(keep.params ?? {})) if (!shape.test(facts.params[name] ?? "")) return null;
  if (keep.query === "any") return { pool: pools.search, key: pathname + search };
  // Other query strings (tracking tags, typos) are rendered afresh rather than let fill memory.
  if (search === "" || keep.query?.includes(search)) return { pool: pools.pages, key: pathname + search };
  return null;
}

const cookieNames = (cookie: string | null | undefined) => (cookie ?? "").split(";").map((c) => c.split("=")[0].trim());

function anonymousCookies(cookie: string | null | undefined): boolean {
  const names = cookieNames(cookie);
  return !names.includes(SESSION_COOKIE) && !names.includes(TOAST_COOKIE);
}

/** No session (cookie or Authorization header) and no toast: the page is the same for everyone who asks like this. */
export function isAnonymous(request: Request): boolean {
  return !request.headers.has("authorization") && anonymousCookies(request.headers.get("cookie"));
}

let contentVersion: object | undefined;

/** The cache holds pages of one library: when the library is reloaded (another content folder), it starts empty. */
function checkContentVersion(): void {
  const current = library();
  if (current === contentVersion) return;
  contentVersion = current;
  clearPageCache();
}

export function clearPageCache(): void {
  for (const pool of Object.values(pools)) {
    pool.entries.clear();
    pool.bytes = 0;
  }
}

/** How many pages are kept and how many bytes they take, per pool. */
export function pageCacheSize() {
  return Object.fromEntries(Object.entries(pools).map(([name, p]) => [name, { entries: p.entries.size, bytes: p.bytes }]));
}

const entryBytes = (e: CachedPage) => e.body.byteLength + e.gzip.byteLength;

function remember(pool: Pool, key: string, entry: CachedPage): void {
  const old = pool.entries.get(key);
  if (old) {
    pool.entries.delete(key);
    pool.bytes -= entryBytes(old);
  }
  if (entryBytes(entry) > pool.maxBytes / 4) return;
  pool.entries.set(key, entry);
  pool.bytes += entryBytes(entry);
  // The least recently used go first (a Map keeps insertion order; a hit moves its entry to the end).
  for (const [k, e] of pool.entries) {
    if (pool.entries.size <= pool.maxEntries && pool.bytes <= pool.maxBytes) break;
    pool.entries.delete(k);
    pool.bytes -= entryBytes(e);
  }
}

function recall(pool: Pool, key: string): CachedPage | undefined {
  const entry = pool.entries.get(key);
  if (entry) {
    pool.entries.delete(key);
    pool.entries.set(key, entry);
  }
  return entry;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP sources that allow exactly the inline scripts of this HTML ('sha256-...' of each one's text). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Headers of the rendered page that belong to the copy (not the ones made per response or by this cache). */
const NOT_KEPT = new Set([
  "set-cookie",
  "content-length",
  "content-security-policy",
  "cache-control",
  "etag",
  "vary",
  "content-encoding",
  "transfer-encoding",
  "date",
]);

/** The copy of a rendered page: its nonce removed, its scripts hashed. Null when the nonce cannot be taken out. */
export function cachedPage(html: string, nonce: string | null, response: Response, route = "/"): CachedPage | null {
  const text = nonce ? html.split(` nonce="${nonce}"`).join("") : html;
  if (nonce && text.includes(nonce)) return null;
  const body = Buffer.from(text, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name.toLowerCase())) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${hash}"`,
    gzipEtag: `"${hash}-gz"`,
    csp: pageCspAllowing(inlineScriptHashes(text)),
    route,
  };
}

/**
 * The header hole of a kept page, or null when it may not have one: a page with any script (its hydration data would
 * carry the person's session, and every script is the page's own) or one whose header is not exactly the anonymous
 * header this module renders (then a stitched page could not be the full render's bytes).
 */
export async function headerHole(body: Buffer, url: URL): Promise<HeaderHole | null> {
  const html = body.toString("utf8");
  if (/<script\b/i.test(html)) return null;
  const header = await renderSiteHeader(url, null, false);
  const at = html.indexOf(header);
  if (at < 0 || html.indexOf(header, at + 1) >= 0) return null;
  const before = Buffer.from(html.slice(0, at), "utf8");
  const after = Buffer.from(html.slice(at + header.length), "utf8");
  return {
    before,
    after,
    deflatedBefore: deflateRawSync(before, { level: 9, ...SYNC }),
    deflatedAfter: deflateRawSync(after, { level: 9 }),
    crcBefore: crc32(before),
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
const SYNC = { finishFlush: zlibConstants.Z_SYNC_FLUSH };

/** Bytes as deflate's stored (uncompressed) blocks, none of them final: for a short text, cheaper than deflating. */
function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.byteLength; at += 0xffff) {
    const chunk = bytes.subarray(at, at + 0xffff);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.byteLength, 1);
    head.writeUInt16LE(~chunk.byteLength & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return Buffer.concat(blocks);
}

/**
 * The page with this header (in parts) in the hole: as it is, or as one gzip member. Gzipped, each part is its
 * deflated copy when one is given (made once, ending on a byte boundary) and stored as it is otherwise; the sides are
 * the hole's, deflated once. One CRC runs over the whole text.
 */
export function stitched(hole: HeaderHole, header: Buffer[], gzip: boolean, deflated: Array<Buffer | null> = []): Buffer {
  if (!gzip) return Buffer.concat([hole.before, ...header, hole.after]);
  const out = [GZIP_HEADER, hole.deflatedBefore];
  let crc = hole.crcBefore;
  let size = hole.before.byteLength + hole.after.byteLength;
  header.forEach((part, i) => {
    crc = crc32(part, crc);
    size += part.byteLength;
    out.push(deflated[i] ?? storedBlocks(part));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(hole.after, crc) >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(hole.deflatedAfter, trailer);
  return Buffer.concat(out);
}

/** A header rendered whole, deflated for this one answer. */
export function deflatedWhole(header: Buffer): Buffer {
  return deflateRawSync(header, { level: 6, ...SYNC });
}

/** The person's header in parts, with the deflated copies of the template's fixed pieces (made once per template). */
function headerParts(template: HeaderTemplate, user: SessionUser): { parts: Buffer[]; deflated: Array<Buffer | null> } {
  template.deflated ??= template.pieces.map((piece) => deflateRawSync(piece, { level: 9, ...SYNC }));
  const deflated: Array<Buffer | null> = [template.deflated[0]];
  template.slots.forEach((_, i) => deflated.push(null, template.deflated![i + 1]));
  return { parts: fillHeader(template, user), deflated };
}

function acceptsGzip(request: Request): boolean {
  return acceptsGzipHeader(request.headers.get("accept-encoding"));
}

function acceptsGzipHeader(header: string | null | undefined): boolean {
  const accept = header ?? "";
  return accept.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip" && coding.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function matchesEtag(request: Request, etag: string): boolean {
  return etagMatches(request.headers.get("if-none-match"), etag);
}

function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The cached copy as this request should get it: 304 when its ETag matches, gzipped when it may be. */
function serve(entry: CachedPage, request: Request): Response {
  const gzip = acceptsGzip(request);
  const etag = gzip ? entry.gzipEtag : entry.etag;
  const headers = new Headers(entry.headers);
  headers.set("ETag", etag);
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("Vary", "Cookie, Accept-Encoding");
  headers.set("Content-Security-Policy", entry.csp);
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  const body = gzip ? entry.gzip : entry.body;
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.byteLength));
  const head = request.method.toUpperCase() === "HEAD";
  return new Response(head ? null : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), {
    status: entry.status,
    headers,
  });
}

/** A page answer nobody may keep or share: private, no-store, and varying with the cookie. */
export function privately(response: Response): Response {
  let res = response;
  try {
    res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  } catch {
    res = new Response(res.body, res);
    res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  }
  const vary = res.headers.get("Vary");
  if (!vary || !/(^|,)\s*cookie\s*(,|$)/i.test(vary)) res.headers.set("Vary", vary ? `${vary}, Cookie` : "Cookie");
  return res;
}

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    response.body !== null
  );
}

/** The middleware: after the request's checks, before any page is rendered. JSON routes and files pass untouched. */
export const pageCache: MiddlewareFunction<Response> = async ({ request, context, pattern }, next) => {
  const url = new URL(request.url);
  if (routeKind(url.pathname) !== "page") return next();
  // In development every page is rendered afresh, so an edit shows on the next reload.
  if (isDevelopment()) return privately(await next());
  const method = request.method.toUpperCase();
  const slot = (method === "GET" || method === "HEAD") && isDocumentRequest() && isAnonymous(request) ? cacheSlot(url) : null;
  if (!slot) return privately(await next());
  checkContentVersion();
  const hit = recall(slot.pool, slot.key);
  if (hit) return serve(hit, request);
  const response = await next();
  if (method === "HEAD" || !storable(response)) return privately(response);
  const html = await response.text();
  const entry = cachedPage(html, context.get(nonceContext), response, `/${(pattern ?? "").replace(/^\/+/, "")}`);
  if (!entry) return privately(new Response(html, response));
  entry.hole = await headerHole(entry.body, url).catch(() => null);
  remember(slot.pool, slot.key, entry);
  return serve(entry, request);
};

/**
 * The same copies, served before the request reaches React Router: the server file (server/app.ts) calls it for every
 * request that passed the method refusals, with whether it came over https (directly or, with TRUST_PROXY, as the
 * proxy says); it answers only a bodiless anonymous GET or HEAD of a page
 * the middleware above has already kept, with exactly the headers the middleware and the security headers would have
 * given it. Everything else (a first visit, a session, a toast, a query string it does not keep) goes on to React
 * Router, which renders it and, through the middleware, may keep it for next time. True when it answered.
 */
export function serveKeptPage(req: http.IncomingMessage, res: http.ServerResponse, overHttps: boolean): boolean {
  const { headers } = req;
  if (headers.authorization !== undefined || !anonymousCookies(headers.cookie)) return false;
  const found = keptFor(req);
  if (!found) return false;
  const { entry } = found;

  noteRoute(entry.route);
  const gzip = acceptsGzipHeader(headers["accept-encoding"]);
  const etag = gzip ? entry.gzipEtag : entry.etag;
  pageHeaders(res, entry, overHttps);
  res.setHeader("ETag", etag);
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  if (etagMatches(headers["if-none-match"], etag)) {
    res.writeHead(304);
    res.end();
    return true;
  }
  send(res, req.method, entry.status, gzip ? entry.gzip : entry.body, gzip);
  return true;
}

/** The kept copy a bodiless GET or HEAD of this address would get, whoever asks; null when there is none. */
function keptFor(req: http.IncomingMessage): { entry: CachedPage; url: URL } | null {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const { headers } = req;
  if (headers["transfer-encoding"] !== undefined || (headers["content-length"] ?? "0") !== "0") return null;
  // "//about" or "/\\about" would parse as a host named "about" with the path "/": never a kept copy (the front door
  // redirects them to the normalised path anyway).
  const target = req.url ?? "/";
  if (!/^\/(?![/\\])/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, "http://front.door");
  } catch {
    return null;
  }
  const slot = cacheSlot(url);
  if (!slot) return null;
  checkContentVersion();
  const entry = recall(slot.pool, slot.key);
  return entry ? { entry, url } : null;
}

/** The headers every page answer made from a kept copy carries: the page's own and the security headers. */
function pageHeaders(res: http.ServerResponse, entry: CachedPage, overHttps: boolean): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  if (overHttps) res.setHeader("Strict-Transport-Security", HSTS);
  res.setHeader("Reporting-Endpoints", `csp="${CSP_REPORT_PATH}"`);
  res.setHeader("Content-Security-Policy", entry.csp);
  res.setHeader("Vary", "Cookie, Accept-Encoding");
}

function send(res: http.ServerResponse, method: string | undefined, status: number, body: Buffer, gzip: boolean): void {
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", String(body.byteLength));
  res.writeHead(status);
  res.end(method === "HEAD" ? undefined : body);
}

/** What the session's reading needs of the request (its address and headers), read straight from Node's request. */
function requestHead(req: http.IncomingMessage, url: URL, overHttps: boolean): RequestHead {
  const host = req.headers.host ?? "localhost";
  return {
    method: req.method ?? "GET",
    url: `${overHttps ? "https" : "http"}://${host}${url.pathname}${url.search}`,
    headers: {
      get(name: string) {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
  };
}

/**
 * A signed-in reader of a kept page that ships no script: the kept copy with their own header in it, exactly the
 * page the full render would give them, sent private (never kept, no ETag). The session is read by the same function
 * the root loader uses (its rules for expiry, idle time, disabled accounts and "last seen" are its own); only a live
 * one is served here. Everything else goes on to the full render: a session that is over (whose cookie the render
 * clears), a toast (the render shows it once and clears it), a bearer token, a request with an Origin, a page with no
 * hole, or the database failing (the render answers 503). Resolves true when it answered.
 */
export function serveKeptPageSignedIn(req: http.IncomingMessage, res: http.ServerResponse, overHttps: boolean): Promise<boolean> | false {
  const { headers } = req;
  if (headers.authorization !== undefined || headers.origin !== undefined) return false;
  const names = cookieNames(headers.cookie);
  if (!names.includes(SESSION_COOKIE) || names.includes(TOAST_COOKIE)) return false;
  const found = keptFor(req);
  if (!found?.entry.hole) return false;
  const { entry, url } = found;
  const hole = entry.hole!;
  return (async () => {
    const gzip = acceptsGzipHeader(headers["accept-encoding"]);
    let body: Buffer;
    try {
      const session = await readSession(requestHead(req, url, overHttps));
      if (!session.user) return false;
      const operator = await isOperator(session.user);
      const template = await headerTemplate(url, operator);
      if (template) {
        const { parts, deflated } = headerParts(template, session.user);
        body = stitched(hole, parts, gzip, deflated);
      } else {
        const header = Buffer.from(await renderSiteHeader(url, session.user, operator), "utf8");
        body = stitched(hole, [header], gzip, gzip ? [deflatedWhole(header)] : []);
      }
    } catch {
      return false;
    }
    noteRoute(entry.route);
    pageHeaders(res, entry, overHttps);
    res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    send(res, req.method, entry.status, body, gzip);
    return true;
  })();
}
