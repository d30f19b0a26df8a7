import { hashToken, readSession } from "~/auth/session.server";
import type { Caller } from "~/limits/model-budget.server";
import { clientAddress } from "~/limits/rate-limit.server";

/** The caller of an asking door, for the per-client rate and the model budgets. */
export async function callerOf(request: Request): Promise<Caller> {
  const session = await readSession(request);
  const foreignKey = session.source === "bearer" && !session.user && session.token ? hashToken(session.token).slice(0, 32) : null;
  return { userId: session.user?.id ?? null, token: foreignKey, address: clientAddress(request) };
}
