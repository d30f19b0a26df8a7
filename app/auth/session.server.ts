import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { secret } from "~/config.server";
import type { Kysely } from "kysely";
import { database } from "~/db/db.server";
import type { Database } from "~/db/tables";
import { fromAnotherOrigin } from "~/security/cors.server";

/**
 * Sessions live in the database. The browser carries a random 256-bit token in a signed, HttpOnly, SameSite=Lax
 * cookie; API clients carry the same kind of token as `Authorization: Bearer <token>`. Only SHA-256 of a token is
 * stored, so a copy of the database cannot be replayed as a login.
 */

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = "prajna_session";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function cookie() {
  return createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: SESSION_MS / 1000,
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

/** A new session for the account; pass a transaction to make it part of a larger change. */
export async function createSession(
  userId: number,
  request: Request,
  tx?: Kysely<Database>,
): Promise<{ token: string; expiresAt: string }> {
  const db = tx ?? (await database());
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_MS).toISOString();
  await db
    .insertInto("sessions")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      last_used_at: now.toISOString(),
      user_agent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
    })
    .execute();
  await db.updateTable("users").set({ last_seen_at: now.toISOString() }).where("id", "=", userId).execute();
  return { token, expiresAt };
}

export function sessionCookieHeader(token: string, request: Request): Promise<string> {
  return cookie().serialize(token, { secure: isHttps(request) });
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
  /** The request carried a token that is unknown, expired or revoked. */
  stale: boolean;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match ? match[1] : null;
}

function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

/** "Last seen" is kept to the nearest few minutes: a session's use is written down at most this often. */
const LAST_SEEN_EVERY_MS = 5 * 60 * 1000;

async function userForToken(token: string): Promise<SessionUser | null> {
  const db = await database();
  const now = new Date();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.name", "users.email", "sessions.id as sessionId", "sessions.last_used_at"])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.expires_at", ">", now.toISOString())
    // A disabled account's sessions are ended when it is disabled; this holds even for one racing that.
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  if (Date.parse(row.last_used_at) < now.getTime() - LAST_SEEN_EVERY_MS) {
    await db.updateTable("sessions").set({ last_used_at: now.toISOString() }).where("id", "=", row.sessionId).execute();
    await db.updateTable("users").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return { id: row.id, name: row.name, email: row.email };
}

const perRequest = new WeakMap<Request, Promise<RequestSession>>();

/** Who is making this request? Looked up once per request, whichever loader asks first. */
export function readSession(request: Request): Promise<RequestSession> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = (async (): Promise<RequestSession> => {
      const bearer = bearerToken(request);
      if (bearer) {
        const user = await userForToken(bearer);
        return { user, token: bearer, source: "bearer", stale: !user };
      }
      // A cookie sent by a page on another origin signs no one in: across origins only a bearer token does.
      if (!hasSessionCookie(request) || fromAnotherOrigin(request)) return { user: null, token: null, source: null, stale: false };
      const value = await cookie().parse(request.headers.get("cookie"));
      const token = typeof value === "string" && value.length > 0 ? value : null;
      const user = token ? await userForToken(token) : null;
      return { user, token, source: "cookie", stale: !user };
    })();
    perRequest.set(request, pending);
  }
  return pending;
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
