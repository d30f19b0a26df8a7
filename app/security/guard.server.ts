import { corsOrigins } from "~/config.server";
import { MAX_CONVERSATION_BYTES, MAX_JSON_BYTES } from "~/lib/json.server";
import { isOwnOrigin } from "./origins.server";
import { type RouteKind } from "./route-kinds";
import { routeTable } from "./route-table";

/**
 * Checks made on every request before any route reads it: the method, the origin of a state-changing request, and
 * the size and shape of the body. Each returns null to let the request through, or the refusal to answer with.
 */
export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** Every body is refused past this many bytes, counted as they arrive, whatever Content-Length claims. */
export const MAX_BODY_BYTES = MAX_JSON_BYTES;

/** Routes that take a whole conversation (chat clients resend it every turn) say so in their handle: a larger limit. */
export function bodyLimitFor(pathname: string): number {
  return routeTable().factsFor(pathname).conversation ? MAX_CONVERSATION_BYTES : MAX_BODY_BYTES;
}

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const KNOWN = new Set<string>(METHODS);
/** Methods that would echo or tunnel a request: refused by name rather than merely unknown. */
const REFUSED = new Set(["TRACE", "TRACK", "CONNECT"]);
export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Any other method is the client's mistake, so a 4xx (405 with Allow), never a 5xx such as 501. Allow names the
 * methods the route at `pathname` takes (its handle's `methods`), or every method the app knows without one.
 */
export function checkMethod(method: string, pathname?: string): Refusal | null {
  const name = method.toUpperCase();
  if (KNOWN.has(name)) return null;
  const shown = name.replace(/[^A-Z0-9_-]/g, "").slice(0, 24) || "this";
  const allow = pathname === undefined ? METHODS : routeTable().factsFor(pathname).allow;
  const headers = { Allow: allow.join(", ") };
  if (REFUSED.has(name)) return { status: 405, message: `The ${shown} method is not allowed here.`, headers };
  return { status: 405, message: `This server does not handle the ${shown} method. Use GET to read and POST to send.`, headers };
}

const CROSS_ORIGIN = "This request came from another website, so it was refused and nothing was changed. Please use the form on this site.";

/**
 * A state-changing request that a browser sent from another site is refused: the Origin header names the page's
 * site (or "null"), and without Origin the Sec-Fetch-Site header says whether it was cross-site. Requests with a
 * bearer token carry no ambient authority (another site cannot set the header), and the routes whose handle says
 * `anyOrigin` (the OpenAI-compatible routes, the CSP reports) are called from other sites on purpose: both are let
 * through.
 */
export function checkOrigin(request: Request, pathname: string): Refusal | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  if (/^Bearer\s+\S+/i.test(request.headers.get("authorization") ?? "")) return null;
  const facts = routeTable().factsFor(pathname);
  if (facts.anyOrigin) return null;
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  // A page served with Referrer-Policy: no-referrer (the reset and confirmation pages, whose address holds a token)
  // makes the browser send "Origin: null" with its own form posts; its fetch metadata still says where the post came
  // from, and a script cannot forge that header.
  if (origin === "null" && site === "same-origin") return null;
  // A web app on an origin listed in CORS_ORIGINS may call the JSON routes: such a request never carries a session
  // by cookie (readSession ignores cookies from another origin), so it can only act as a guest or by bearer token.
  if (origin !== null && facts.kind === "json" && corsOrigins().has(origin)) return null;
  if (origin !== null) return isOwnOrigin(origin, request) ? null : { status: 403, message: CROSS_ORIGIN };
  if (site === "cross-site" || site === "same-site") return { status: 403, message: CROSS_ORIGIN };
  return null;
}

export function tooLarge(limit = MAX_BODY_BYTES): Refusal {
  // The rest of the body is never read: the connection is closed once the answer is sent.
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
  return { status: 413, message: `The request body is too large: the limit is ${size}.`, headers: { Connection: "close" } };
}

/**
 * Count the body's bytes as they arrive, reading a copy (the route reads the original afterwards, from what the
 * copy already pulled in). Past the limit the copy is dropped and nothing more is read. The bytes, when within it.
 */
export async function readBodyWithin(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<{ ok: true; bytes: Buffer | null } | { ok: false; refusal: Refusal }> {
  if (!request.body) return { ok: true, bytes: null };
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return { ok: false, refusal: tooLarge(limit) };
  const reader = request.clone().body!.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        // Not awaited: a copy's cancel settles only once the original is cancelled too, and the original is left
        // unread for the connection to close under it.
        reader.cancel().catch(() => undefined);
        return { ok: false, refusal: tooLarge(limit) };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, refusal: { status: 400, message: "The request body could not be read." } };
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A page's action reads a form: anything else, or a form that cannot be parsed, is refused before it runs. */
export async function checkForm(request: Request, bytes: Buffer | null): Promise<Refusal | null> {
  const type = request.headers.get("content-type")?.trim() ?? "";
  if (!FORM_TYPES.test(type)) {
    return { status: 415, message: "This page takes a form (application/x-www-form-urlencoded or multipart/form-data)." };
  }
  try {
    await new Response(bytes ? new Uint8Array(bytes) : null, { headers: { "Content-Type": type } }).formData();
  } catch {
    return { status: 400, message: "The form could not be read. Please go back and send it again." };
  }
  return null;
}

/** Every check, in order: the cheap ones first, the body last. */
export async function guardRequest(request: Request, kind: RouteKind): Promise<Refusal | null> {
  const url = new URL(request.url);
  const method = checkMethod(request.method, url.pathname);
  if (method) return method;
  const origin = checkOrigin(request, url.pathname);
  if (origin) return origin;
  const body = await readBodyWithin(request, bodyLimitFor(url.pathname));
  if (!body.ok) return body.refusal;
  if (kind === "page" && STATE_CHANGING.has(request.method.toUpperCase())) return checkForm(request, body.bytes);
  return null;
}
