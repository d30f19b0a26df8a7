import { z } from "~/lib/zod";
import { confirmEmailField } from "~/auth/inputs";

/** The operator console's forms, told apart by their `intent`. */

export const REPLY_MAX = 10_000;

export const replySchema = z.object({
  intent: z.literal("reply"),
  reply: z
    .string({ error: "Write the reply first." })
    .trim()
    .min(1, "Write the reply first.")
    .max(REPLY_MAX, `Please keep the reply under ${REPLY_MAX} characters.`),
});

export const deleteMessageSchema = z.object({
  intent: z.literal("delete"),
  confirm: z.literal("yes", { error: "Tick the box to confirm the deletion." }),
});

export const deleteAccountByOperatorSchema = z.object({ intent: z.literal("delete"), confirmEmail: confirmEmailField });

export const accountSearchSchema = z.object({ q: z.string().max(254).optional() });
