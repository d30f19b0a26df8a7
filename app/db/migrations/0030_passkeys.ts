import type { Kysely } from "kysely";
import { autoId } from "../dialect";

/**
 * Passkeys (WebAuthn credentials) an account signs in with, and the challenges handed out for a passkey ceremony.
 * A passkey is its credential's id (base64url, unique across accounts), its public key (the COSE key, base64url),
 * the authenticator's signature counter, its transports and a name the person chose. A challenge is kept until it is
 * used once or expires; a registration challenge belongs to the signed-in account that asked for it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "integer", autoId(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (c) => c.notNull().unique())
    .addColumn("public_key", "text", (c) => c.notNull())
    // Counters are unsigned 32-bit: past PostgreSQL's integer.
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    /** Comma-separated: "internal,hybrid" */
    .addColumn("transports", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("passkey_challenges")
    .addColumn("id", "integer", autoId(db))
    .addColumn("challenge", "text", (c) => c.notNull().unique())
    /** "sign-in" | "register" */
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("passkey_challenges_expires").on("passkey_challenges").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("passkey_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
}
