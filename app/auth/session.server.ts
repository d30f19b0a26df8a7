import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { secret } from "~/config.server";
import type { Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database } from "~/db/tables";
import { clientAddress } from "~/limits/rate-limit.server";
import { networkPrefix } from "~/lib/network-prefix";
import { describeUserAgent } from "~/lib/user-agent";
import { fromAnotherOrigin } from "~/security/cors.server";
import type { RequestHead } from "~/security/origins.server";
import { oncePerRequest } from "~/ops/requests.server";

/**
 * Sessions live in the database. The browser carries a random 256-bit token in a signed, HttpOnly, SameSite=Lax
 * cookie; API clients carry the same kind of token as `Authorization: Bearer <token>`. Only SHA-256 of a token is
 * stored, so a copy of the database cannot be replayed as a login.
 *
 * Every session has an idle timeout, counted from its last use, and a cap counted from sign-in; cookies and bearer
 * tokens alike. Without "Remember me" the cookie lasts as long as the browser session (no Max-Age) and the session
 * ends after IDLE_HOURS without use; with it the cookie is kept, and the session lasts REMEMBER_IDLE_DAYS from its
 * last use, never more than REMEMBER_MAX_DAYS from sign-in.
 */

export const IDLE_HOURS = 12;
export const SESSION_DAYS = 30;
export const REMEMBER_IDLE_DAYS = 30;
export const REMEMBER_MAX_DAYS = 90;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const SESSION_COOKIE = "prajna_session";

/** How long a session may go unused, and how long it may last at most, by whether it was remembered. */
export function lifetimeOf(remember: boolean): { idleMs: number; maxMs: number } {
  return remember
    ? { idleMs: REMEMBER_IDLE_DAYS * DAY_MS, maxMs: REMEMBER_MAX_DAYS * DAY_MS }
    : { idleMs: IDLE_HOURS * HOUR_MS, maxMs: SESSION_DAYS * DAY_MS };
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Signed session cookies already verified, kept by a SHA-256 of the secret and the signed value (never the value or
 * its token): the same browser's next request skips the HMAC check (WebCrypto's, about a third of a signed-in kept
 * page's cost) and only decodes. A changed secret changes every key. Bounded; the oldest go first.
 */
const verifiedCookies = new Set<string>();
const MAX_VERIFIED_COOKIES = 20_000;

/** The session cookie's raw value in a Cookie header (the first, as the cookie parser reads it), or null. */
function rawSessionCookie(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value;
    }
  }
  return null;
}

/**
 * The token a request's session cookie carries, when its signature holds. Exactly the raw value found is verified
 * and decoded (by react-router's cookie, as a header of that one cookie), so what is remembered as verified is what
 * was verified.
 */
async function cookieToken(header: string | null): Promise<string | null> {
  const raw = rawSessionCookie(header);
  if (!raw) return null;
  const only = `${SESSION_COOKIE}=${raw}`;
  const key = createHash("sha256")
    .update(`${secret("SESSION_SECRET")}\0${raw}`)
    .digest("base64");
  let value: unknown;
  if (verifiedCookies.has(key)) {
    const dot = raw.lastIndexOf(".");
    value = await createCookie(SESSION_COOKIE).parse(`${SESSION_COOKIE}=${raw.slice(0, dot)}`);
  } else {
    value = await cookie().parse(only);
    if (typeof value === "string" && value.length > 0) {
      if (verifiedCookies.size >= MAX_VERIFIED_COOKIES) verifiedCookies.delete(verifiedCookies.values().next().value!);
      verifiedCookies.add(key);
    }
  }
  return typeof value === "string" && value.length > 0 ? value : null;
}

function cookie() {
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [secret("SESSION_SECRET")],
  });
}

/**
 * As the request's URL says: the server file builds it from the socket or, with TRUST_PROXY, from what the proxy
 * forwarded (server/app.ts). A forwarded header nobody trusts changes nothing.
 */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export interface NewSession {
  token: string;
  /** The latest it can last (ISO 8601); it ends sooner after idleTimeoutSeconds without use. */
  expiresAt: string;
  remember: boolean;
  idleTimeoutSeconds: number;
}

/**
 * A new session for the account; pass a transaction to make it part of a larger change. What is kept of the
 * request: the device in words and the network masked, never the User-Agent header or the address.
 */
export async function createSession(
  userId: number,
  request: Request,
  tx?: Kysely<Database>,
  options: { remember?: boolean } = {},
): Promise<NewSession> {
  const db = tx ?? (await database());
  const token = randomBytes(32).toString("base64url");
  const remember = options.remember === true;
  const { idleMs, maxMs } = lifetimeOf(remember);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + maxMs).toISOString();
  await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      last_seen_at: now.toISOString(),
      remember: remember ? 1 : 0,
      device: describeUserAgent(request.headers.get("user-agent")),
      place: networkPrefix(clientAddress(request)),
    })
    .execute();
  await db.updateTable("users").set({ last_seen_at: now.toISOString() }).where("id", "=", userId).execute();
  return { token, expiresAt, remember, idleTimeoutSeconds: idleMs / 1000 };
}

/** A remembered session's cookie is kept until the session's cap; any other lasts as long as the browser session. */
export function sessionCookieHeader(token: string, request: Request, options: { remember?: boolean } = {}): Promise<string> {
  const maxAge = options.remember ? lifetimeOf(true).maxMs / 1000 : undefined;
  return cookie().serialize(token, { secure: isHttps(request), ...(maxAge ? { maxAge } : {}) });
}

export function clearSessionCookieHeader(request: Request): Promise<string> {
  return cookie().serialize("", { maxAge: 0, expires: new Date(0), secure: isHttps(request) });
}

export type TokenSource = "cookie" | "bearer";

export interface RequestSession {
  user: SessionUser | null;
  /** The raw token the request carried (valid or not). */
  token: string | null;
  source: TokenSource | null;
  /** The request carried a token that is unknown, expired, idle too long or revoked. */
  stale: boolean;
  /** The session's row, when it is live (to mark "this device" and keep it when ending the others). */
  sessionId: number | null;
  /** Whether the live session was remembered at sign-in. */
  remember: boolean;
}

function bearerToken(request: RequestHead): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

function hasSessionCookie(request: RequestHead): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** A session's use is written down at most this often, to keep writes low: "last seen" is to the nearest minute. */
export const LAST_SEEN_EVERY_MS = 60 * 1000;

interface LiveSession {
  user: SessionUser;
  sessionId: number;
  remember: boolean;
}

/** A session is live until its cap, and until it has gone unused for longer than its idle window. */
function isLive(row: { expires_at: string; last_seen_at: string; remember: number }, now: number): boolean {
  const { idleMs } = lifetimeOf(row.remember === 1);
  return Date.parse(row.expires_at) > now && Date.parse(row.last_seen_at) + idleMs > now;
}

type Db = Awaited<ReturnType<typeof database>>;

/** The lookup every signed-in request makes, compiled once for each database handle and run with the token's hash. */
const lookups = new WeakMap<Db, ReturnType<typeof compileLookup>>();
function compileLookup(db: Db) {
  return (
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "users.id",
        "users.name",
        "users.email",
        "sessions.id as sessionId",
        "sessions.last_seen_at",
        "sessions.expires_at",
        "sessions.remember",
      ])
      .where("sessions.token_hash", "=", "")
      // A disabled account's sessions are ended when it is disabled; this holds even for one racing that.
      .where("users.disabled_at", "is", null)
      .compile()
  );
}

async function sessionForToken(token: string): Promise<LiveSession | null> {
  const db = await database();
  const now = new Date();
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = compileLookup(db)));
  const query: typeof lookup = { ...lookup, parameters: [hashToken(token)] };
  const [row] = (await db.executeQuery(query)).rows;
  if (!row) return null;
  if (!isLive(row, now.getTime())) {
    // Over: it is signed out for good, and leaves the list of places the account is signed in.
    await db.deleteFrom("sessions").where("id", "=", row.sessionId).execute();
    return null;
  }
  if (Date.parse(row.last_seen_at) <= now.getTime() - LAST_SEEN_EVERY_MS) {
    await db.updateTable("sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.sessionId).execute();
    await db.updateTable("users").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { user: { id: row.id, name: row.name, email: row.email }, sessionId: row.sessionId, remember: row.remember === 1 };
}

const NO_SESSION = { sessionId: null, remember: false };

function fromLive(live: LiveSession | null) {
  return live ? { user: live.user, sessionId: live.sessionId, remember: live.remember } : { user: null, ...NO_SESSION };
}

const perRequest = new WeakMap<RequestHead, Promise<RequestSession>>();

/**
 * Who is making this request? Looked up once per request, whichever loader asks first: by the Request object, and for
 * a page view (GET or HEAD: no action can sign anyone in or out on the way) by the request's context too, since each
 * loader gets its own copy of the Request.
 */
export function readSession(request: RequestHead): Promise<RequestSession> {
  let pending = perRequest.get(request);
  if (!pending) {
    const { method, headers } = request;
    pending =
      method === "GET" || method === "HEAD"
        ? oncePerRequest(`session ${headers.get("authorization")} ${headers.get("cookie")}`, () => lookUpSession(request))
        : lookUpSession(request);
    perRequest.set(request, pending);
  }
  return pending;
}

async function lookUpSession(request: RequestHead): Promise<RequestSession> {
  const bearer = bearerToken(request);
  if (bearer) {
    const live = await sessionForToken(bearer);
    return { ...fromLive(live), token: bearer, source: "bearer", stale: !live };
  }
  // A cookie sent by a page on another origin signs no one in: across origins only a bearer token does.
  if (!hasSessionCookie(request) || fromAnotherOrigin(request))
    return { user: null, token: null, source: null, stale: false, ...NO_SESSION };
  const token = await cookieToken(request.headers.get("cookie"));
  const live = token ? await sessionForToken(token) : null;
  return { ...fromLive(live), token, source: "cookie", stale: !live };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await readSession(request)).user;
}

/** For guarded pages: the user, or a redirect to /login that remembers where they were going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const session = await readSession(request);
  if (session.user) return session.user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
  const headers = new Headers();
  if (session.stale && session.source === "cookie") headers.append("Set-Cookie", await clearSessionCookieHeader(request));
  throw redirect(`/login?${params}`, { headers });
}

/** For guest-only pages (/login, /register): signed-in users go to their dashboard. */
export async function requireGuest(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/dashboard");
}

export async function revokeSession(token: string): Promise<void> {
  const db = await database();
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

export async function revokeAllSessions(userId: number, options: { except?: string } = {}, tx?: Kysely<Database>): Promise<void> {
  const db = tx ?? (await database());
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (options.except) query = query.where("token_hash", "!=", hashToken(options.except));
  await query.execute();
}

export interface PlaceSignedIn {
  id: number;
  /** The device in words ("Firefox on Linux"). */
  device: string;
  /** The network, masked ("203.0.113.x"), or null when unknown. */
  place: string | null;
  signedInAt: string;
  lastSeenAt: string;
  remembered: boolean;
  /** The session of the request that asked. */
  current: boolean;
}

/** Every live session of the account, the most recently used first. */
export async function listSessions(userId: number, currentSessionId: number | null): Promise<PlaceSignedIn[]> {
  const db = await database();
  const now = Date.now();
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "device", "place", "created_at", "last_seen_at", "expires_at", "remember"])
    .where("user_id", "=", userId)
    .orderBy("last_seen_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows
    .filter((row) => isLive(row, now))
    .map((row) => ({
      id: row.id,
      device: row.device ?? "Unknown device",
      place: row.place,
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      remembered: row.remember === 1,
      current: row.id === currentSessionId,
    }));
}

/** End one of the account's sessions by its id; false when the account has no such session. */
export async function revokeSessionById(userId: number, sessionId: number): Promise<boolean> {
  const db = await database();
  const result = await db.deleteFrom("sessions").where("id", "=", sessionId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** End every session of the account but one (the caller's own); how many were ended. */
export async function revokeOtherSessions(userId: number, keepSessionId: number): Promise<number> {
  const db = await database();
  const result = await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const SAME_SITE = "http://prajna.invalid";

/** A control character (tab, newline, NUL, DEL...) anywhere. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Read as a browser or a proxy might, with percent-escapes undone; null when they are malformed. */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** "//host" and "/\\host" are read by browsers as another site; so are their percent-encoded spellings. */
const leavesSite = (path: string) => path.startsWith("//") || path.startsWith("/\\");

/**
 * Only same-site paths: "/history?x=1" yes; "//evil.example", "https://…", "/\\evil", "/.//evil" no. The checks are
 * made on the target after the URL parser has normalised it ("/.//evil" becomes "//evil"), and again on it with its
 * percent-escapes undone ("/%2F%2Fevil", "/%5Cevil", "/%09"). Control characters, raw or encoded, refuse the target;
 * letters beyond ASCII are percent-encoded, so a Location header can carry what is returned.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || leavesSite(to)) return fallback;
  const plain = decoded(to);
  if (plain === null || hasControl(to) || hasControl(plain)) return fallback;
  let url: URL;
  try {
    url = new URL(to, SAME_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_SITE) return fallback;
  const path = url.pathname;
  const plainPath = decoded(path);
  if (plainPath === null || leavesSite(path) || leavesSite(plainPath) || plainPath.includes("\\")) return fallback;
  const target = `${path}${url.search}${url.hash}`;
  // What is returned must itself stay here when a browser resolves it.
  return new URL(target, SAME_SITE).origin === SAME_SITE ? target : fallback;
}
