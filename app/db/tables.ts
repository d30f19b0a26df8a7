import type { Generated, Selectable } from "kysely";

/** The database as kysely sees it. Timestamps are ISO-8601 UTC strings (they sort as text). */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  contact_messages: ContactMessagesTable;
  questions: QuestionsTable;
  conversations: ConversationsTable;
  meditation_sessions: MeditationSessionsTable;
  account_tokens: AccountTokensTable;
  event_counts: EventCountsTable;
  admin_audit: AdminAuditTable;
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

/**
 * How many rows some tables hold, kept by triggers (migration 0023): "users", "contact_messages" and
 * "contact_messages.unread". A missing row means none.
 */
export interface RowCountsTable {
  name: string;
  n: number;
}
