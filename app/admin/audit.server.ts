import { database } from "~/db/db.server";
import type { Operator } from "./operators.server";

/** Every operator action, written down: who (their address at the time), what, to which message or account, when. */
export async function audit(actor: Operator, action: string, target: string, now = new Date()): Promise<void> {
  const db = await database();
  await db.insertInto("admin_audit").values({ actor_email: actor.email, action, target, created_at: now.toISOString() }).execute();
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  target: string;
  at: string;
}

export async function recentAudit(limit = 50): Promise<AuditEntry[]> {
  const db = await database();
  const rows = await db.selectFrom("admin_audit").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((r) => ({ id: r.id, actor: r.actor_email, action: r.action, target: r.target, at: r.created_at }));
}
