import { hashToken, readSession } from "~/auth/session.server";
import type { Caller } from "~/limits/model-budget.server";
import { clientAddress } from "~/limits/rate-limit.server";
import { careCountry } from "~/wisdom/care/resources";

/**
 * The caller of an asking door, for the per-client rate, the model budgets and the crisis lines a care answer names
 * first: the country the person picked (the /ask form's `country`), else the region of their Accept-Language.
 */
export async function callerOf(request: Request, picked?: unknown): Promise<Caller> {
  const session = await readSession(request);
  const foreignKey = session.source === "bearer" && !session.user && session.token ? hashToken(session.token).slice(0, 32) : null;
  const country = careCountry(request.headers.get("accept-language"), picked);
  return { userId: session.user?.id ?? null, token: foreignKey, address: clientAddress(request), country };
}
