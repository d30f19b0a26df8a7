import { type Kysely, sql } from "kysely";
import { describeUserAgent } from "../../lib/user-agent";

/**
 * Sessions people can see and end: when each was last used (`last_seen_at`, which its idle timeout counts from),
 * whether it was remembered at sign-in (a long sliding lifetime instead of a short idle one), the device in words
 * ("Firefox on Linux") and the network it signed in from ("203.0.113.x", never the address). The raw User-Agent
 * header kept so far becomes its summary and is dropped. Sessions from before this change lasted 30 days in a
 * persistent cookie, so they count as remembered: nobody is signed out by the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").renameColumn("last_used_at", "last_seen_at").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("sessions").addColumn("device", "text").execute();
  await db.schema.alterTable("sessions").addColumn("place", "text").execute();
  await sql`update sessions set remember = 1`.execute(db);
  const rows = await sql<{ id: number; user_agent: string | null }>`select id, user_agent from sessions`.execute(db);
  for (const row of rows.rows) {
    await sql`update sessions set device = ${describeUserAgent(row.user_agent)} where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.createIndex("sessions_user_seen").on("sessions").columns(["user_id", "last_seen_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_user_seen").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await sql`update sessions set user_agent = device`.execute(db);
  await db.schema.alterTable("sessions").dropColumn("place").execute();
  await db.schema.alterTable("sessions").dropColumn("device").execute();
  await db.schema.alterTable("sessions").dropColumn("remember").execute();
  await db.schema.alterTable("sessions").renameColumn("last_seen_at", "last_used_at").execute();
}
