import { database } from "./db.server";

/** The counters triggers keep (migration 0023_console_indexes): read in one row, whatever the size of the table. */
export type CountedRows = "users" | "contact_messages" | "contact_messages.unread";

export async function rowCount(name: CountedRows): Promise<number> {
  const db = await database();
  const row = await db.selectFrom("row_counts").select("n").where("name", "=", name).executeTakeFirst();
  return Number(row?.n ?? 0);
}
