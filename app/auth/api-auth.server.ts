import { jsonError } from "~/lib/json.server";
import { openaiError } from "~/lib/openai-api.server";
import { hashToken, readSession, type SessionUser } from "./session.server";

/**
 * For JSON routes that need a signed-in caller: the user, or a thrown 401 JSON response. A token that was sent
 * but is unknown, expired or revoked is told apart from no token at all.
 */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const session = await readSession(request);
  if (session.user) return session.user;
  if (session.stale) throw jsonError(401, "Your session has expired or was revoked. Sign in again.");
  throw jsonError(401, "Sign in first: send Authorization: Bearer <token> from /auth/login or /auth/register.");
}

/**
 * For JSON routes open to guests: the user when the caller is signed in, null for a guest, and a 401 when a
 * token was sent but is no good (so a client never mistakes a dead token for a guest session).
 */
export async function optionalApiUser(request: Request, extra: Record<string, unknown> = {}): Promise<SessionUser | null> {
  const session = await readSession(request);
  if (session.stale && session.source === "bearer") throw jsonError(401, "Your session has expired or was revoked. Sign in again.", extra);
  return session.user;
}

/**
 * Prajna's own session tokens have one shape: 32 random bytes in base64url, 43 characters (createSession). A bearer
 * token of that shape is taken as Prajna's; any other key (an OpenAI client's "sk-..." or anything else) is a guest's.
 */
export const PRAJNA_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface OpenAiCaller {
  user: SessionUser | null;
  /** A guest's own API key, as SHA-256 hex (what binds their stored responses to them); null for anyone else. */
  keyHash: string | null;
}

/**
 * Who calls a /v1 route. OpenAI clients always send a key: a valid Prajna token signs the caller in, a Prajna token
 * that expired or was revoked is OpenAI's 401 (so a signed-out app is told, not silently answered as a guest), and any
 * other key is a guest.
 */
export async function openaiApiCaller(request: Request): Promise<OpenAiCaller> {
  const session = await readSession(request);
  if (session.user) return { user: session.user, keyHash: null };
  if (session.source === "bearer" && session.token) {
    if (PRAJNA_TOKEN.test(session.token)) {
      throw openaiError(401, "Your Prajna token has expired or was revoked. Sign in again (POST /auth/login) for a new one.", {
        type: "authentication_error",
        code: "invalid_api_key",
      });
    }
    return { user: null, keyHash: hashToken(session.token) };
  }
  return { user: null, keyHash: null };
}
