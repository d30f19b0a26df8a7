import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithSuccess } from "~/lib/toast.server";
import { passkeyNameSchema } from "./passkey-inputs";
import { removePasskey, renamePasskey } from "./passkeys.server";

/** The intents of the passkey forms on /account (the page's action hands them here). */
export const PASSKEY_INTENTS = ["passkey-rename", "passkey-remove"] as const;
export type PasskeyIntent = (typeof PASSKEY_INTENTS)[number];

export function isPasskeyIntent(intent: unknown): intent is PasskeyIntent {
  return typeof intent === "string" && (PASSKEY_INTENTS as readonly string[]).includes(intent);
}

const NOT_YOURS = "That passkey is not on your account any more.";

/**
 * Rename or remove one of the signed-in account's passkeys, from a plain form post: back to /account with a notice,
 * or the form's errors (400) for the passkey they belong to. Another account's passkey is answered as a missing one.
 */
export async function passkeyFormAction(userId: number, intent: PasskeyIntent, formData: FormData) {
  const passkeyId = Number(formData.get("passkeyId"));
  if (intent === "passkey-rename") {
    const submission = parseWithZod(formData, { schema: passkeyNameSchema });
    if (submission.status !== "success") {
      const errors = Object.values(submission.error ?? {}).flatMap((e) => e ?? []);
      const name = formData.get("name");
      return data(
        { intent, result: undefined, passkey: { passkeyId, name: typeof name === "string" ? name : "", errors } },
        { status: 400 },
      );
    }
    const renamed = await renamePasskey(userId, submission.value.passkeyId, submission.value.name);
    if (!renamed) return data({ intent, result: undefined, passkey: { passkeyId, errors: [NOT_YOURS] } }, { status: 404 });
    return redirectWithSuccess("/account", `The passkey is now called “${submission.value.name}”.`);
  }
  const removed = Number.isInteger(passkeyId) && passkeyId > 0 ? await removePasskey(userId, passkeyId) : null;
  if (removed === null) return data({ intent, result: undefined, passkey: { passkeyId, errors: [NOT_YOURS] } }, { status: 404 });
  return redirectWithSuccess("/account", `The passkey “${removed}” was removed. Your password still signs you in.`);
}
