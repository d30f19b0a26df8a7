import type { ColumnType, Generated, Selectable } from "kysely";

/** The database as kysely sees it. Timestamps are ISO-8601 UTC strings (they sort as text). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  contact_messages: ContactMessagesTable;
  questions: QuestionsTable;
  conversations: ConversationsTable;
  journey_search_tokens: JourneySearchTokensTable;
  meditation_sessions: MeditationSessionsTable;
  account_tokens: AccountTokensTable;
  event_counts: EventCountsTable;
  admin_audit: AdminAuditTable;
  stored_responses: StoredResponsesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  row_counts: RowCountsTable;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** When the address was confirmed by a link sent to it; null until then. */
  email_verified_at: string | null;
  /** Set by an operator: the account cannot sign in. */
  disabled_at: string | null;
  /** The last time one of the account's sessions was used (to the nearest few minutes). */
  last_seen_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  created_at: string;
  /** The latest the session may last, however often it is used. */
  expires_at: string;
  /** When it was last used (written at most once a minute): its idle timeout counts from here. */
  last_seen_at: string;
  /** 1 when "Remember me" was ticked at sign-in: a long sliding lifetime instead of a short idle one. */
  remember: Generated<number>;
  /** The device in words, from the User-Agent at sign-in ("Firefox on Linux"); the header itself is not kept. */
  device: string | null;
  /** The network signed in from, masked ("203.0.113.x"); null when unknown. Never the full address. */
  place: string | null;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  /** "email:<address>", "ip:<address>", "user:<id>" or "token:<hash>" */
  key: string;
  created_at: string;
}

export type User = Selectable<UsersTable>;

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  client_key: string;
  created_at: string;
  /** When an operator first opened it. */
  read_at: string | null;
  /** When an operator replied to it or marked it handled. */
  handled_at: string | null;
}

/** One turn of a conversation: a question and its answer, texts encrypted. */
export interface QuestionsTable {
  id: Generated<number>;
  user_id: number;
  /** The conversation (journey item) this turn belongs to. */
  conversation_id: number | null;
  category: string;
  question_enc: string;
  answer_enc: string;
  sources_enc: string;
  /** The answer rendered to HTML (app/wisdom/render.server.ts), encrypted; null until rendered (turns saved before). */
  answer_html_enc: string | null;
  /** The renderer's version that made answer_html_enc: an older one is rendered again when read. */
  answer_html_version: number | null;
  /** 1 once the turn's words are in journey_search_tokens (0: saved before the index, not yet indexed). */
  search_indexed: Generated<number>;
  provider: string;
  created_at: string;
}

/** A journey item: a conversation of one or more turns (its title is its first question). */
export interface ConversationsTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  rating: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * The per-person blind index of the journey: one row per (keyed hash of a normalised word or word beginning,
 * conversation). See docs/decisions/0008-history-search-blind-index.md.
 */
export interface JourneySearchTokensTable {
  user_id: number;
  token_hash: number;
  conversation_id: number;
}

export interface MeditationSessionsTable {
  id: Generated<number>;
  user_id: number;
  minutes: number;
  focus: string;
  experience: string;
  completed_at: string;
}

export type TokenPurpose = "reset" | "verify" | "email-change";

export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  /** SHA-256 of the token, hex. The token itself only ever travels in the email. */
  token_hash: string;
  /** The address the link was sent to. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EventCountsTable {
  /** YYYY-MM-DD, UTC */
  day: string;
  name: string;
  count: number;
}

export interface AdminAuditTable {
  id: Generated<number>;
  actor_email: string;
  action: string;
  target: string;
  created_at: string;
}

/** A /v1/responses answer kept for previous_response_id: the conversation so far, encrypted, bound to its caller. */
export interface StoredResponsesTable {
  /** "resp_..." as the client was given it. */
  id: string;
  /** The account it belongs to, or null for a guest's. */
  user_id: number | null;
  /** A guest's: SHA-256 of the API key they sent (hex); null for an account's. */
  key_hash: string | null;
  /** JSON [{role, content}] of every turn up to and including this answer, encrypted (app/journey/crypto.server.ts). */
  turns_enc: string;
  created_at: string;
  expires_at: string;
}

/** A passkey (WebAuthn credential) an account signs in with. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** The credential's id, base64url: what the browser names when it signs in with it. */
  credential_id: string;
  /** The credential's public key (COSE), base64url. */
  public_key: string;
  /** The authenticator's signature counter (a bigint: PostgreSQL reads it back as a string). */
  counter: ColumnType<number | string, number | undefined, number>;
  /** Comma-separated transports the browser reported ("internal,hybrid"), possibly empty. */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type PasskeyPurpose = "sign-in" | "register";

/** A challenge handed out for a passkey ceremony: used once, or dropped once expired. */
export interface PasskeyChallengesTable {
  id: Generated<number>;
  /** base64url, as sent in the options and signed back in clientDataJSON */
  challenge: string;
  purpose: PasskeyPurpose;
  /** The signed-in account a registration challenge was made for; null for sign-in. */
  user_id: number | null;
  created_at: string;
  expires_at: string;
}

/**
 * How many rows some tables hold, kept by triggers (migration 0023): "users", "contact_messages" and
 * "contact_messages.unread". A missing row means none.
 */
export interface RowCountsTable {
  name: string;
  n: number;
}
