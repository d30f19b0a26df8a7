import { type Kysely, sql } from "kysely";
import { autoId } from "../dialect";

/**
 * Accounts people can recover: a verified-address date, a disabled date and a last-seen date on each account, and
 * the single-use tokens sent by email (password reset, address verification, address change). Only SHA-256 of a
 * token is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
  await db.schema.alterTable("users").addColumn("last_seen_at", "text").execute();
  // An account's last sign-in so far is the best "last seen" there is before this column existed.
  await sql`update users set last_seen_at = (select max(last_used_at) from sessions where sessions.user_id = users.id)`.execute(db);

  await db.schema
    .createTable("account_tokens")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** "reset" | "verify" | "email-change" */
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    /** The address the link was sent to: the account's own, or the new one for an address change. */
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_tokens_user_purpose").on("account_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("account_tokens").execute();
  await db.schema.alterTable("users").dropColumn("last_seen_at").execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
