import bcrypt from "bcryptjs";
import { bcryptCost } from "~/config.server";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;
/** Spend the same time as a real check when the email is unknown, so timing does not tell who has an account. */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash("prajna-timing-equaliser", bcryptCost());
  await bcrypt.compare(password, await dummyHash);
}
