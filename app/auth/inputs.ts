import { emailField } from "~/lib/email-field";
import { z } from "~/lib/zod";
import { isCommonPassword } from "./common-passwords";

/** The single definition of each account input: the pages (with conform), the JSON API schemas and the tests use these. */

/** At least this many characters (Unicode code points, as JSON Schema's minLength counts them). */
export const PASSWORD_MIN_CHARACTERS = 8;
/** bcrypt reads only the first 72 bytes of a password; longer ones would be silently cut, so they are refused. */
export const PASSWORD_MAX_BYTES = 72;

const byteLength = (s: string) => new TextEncoder().encode(s).length;
const characters = (s: string) => [...s].length;

/** The email field lives in app/lib/email-field.ts, below auth, because the contact form takes the same one. */
export { emailField };

export const newPasswordField = z
  .string({ error: "Please choose a password." })
  .min(1, "Please choose a password.")
  .refine((p) => characters(p) >= PASSWORD_MIN_CHARACTERS, `Use at least ${PASSWORD_MIN_CHARACTERS} characters for your password.`)
  .refine(
    (p) => byteLength(p) <= PASSWORD_MAX_BYTES,
    `Your password is too long: use at most ${PASSWORD_MAX_BYTES} bytes (72 plain letters or digits; accented letters and emoji take more).`,
  )
  .refine((p) => !isCommonPassword(p), "That password is one of the most common ones and easy to guess. Please choose another.")
  // The bounds as the OpenAPI document shows them (refinements have no JSON Schema of their own). 72 bytes is at most
  // 72 characters; what JSON Schema cannot say (the bytes, the common passwords) is in the description.
  .meta({
    minLength: PASSWORD_MIN_CHARACTERS,
    maxLength: PASSWORD_MAX_BYTES,
    description: `${PASSWORD_MIN_CHARACTERS} characters to ${PASSWORD_MAX_BYTES} bytes in UTF-8 (a letter outside ASCII takes 2 to 4); very common passwords are refused`,
  });

export const nameField = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(100, "Please keep your name under 100 characters.");

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

export const registerFormSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your password." }).min(1, "Please confirm your password."),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });

export const registerApiSchema = z.object({ name: nameField, email: emailField, password: newPasswordField });

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password."),
});

/** "Remember me": a long sliding lifetime instead of a short idle one (app/auth/session.server.ts). */
export const rememberField = z.boolean().optional();

export const loginApiSchema = loginSchema.extend({
  remember: rememberField.describe(
    "Keep the token for 30 days from its last use (90 days at most) instead of 12 hours from its last use. Default false.",
  ),
});

export const loginFormSchema = loginSchema.extend({ redirectTo: z.string().optional(), remember: rememberField });

export const INVALID_CREDENTIALS = "Invalid email or password";

/** Typing the account's email address confirms its deletion (the account page and DELETE /api/account). */
export const confirmEmailField = z
  .string({ error: "Type your email address to confirm." })
  .trim()
  .toLowerCase()
  .min(1, "Type your email address to confirm.");

/** The account page's three forms, told apart by their `intent`. */
export const nameChangeSchema = z.object({ intent: z.literal("name"), name: nameField });

export const passwordChangeSchema = z
  .object({
    intent: z.literal("password"),
    currentPassword: z.string({ error: "Please enter your current password." }).min(1, "Please enter your current password."),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your new password." }).min(1, "Please confirm your new password."),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });

const currentPasswordField = z.string({ error: "Please enter your current password." }).min(1, "Please enter your current password.");

/** Deleting the account: the email typed to confirm what is meant, the current password to prove who asks. */
export const deleteAccountFormSchema = z.object({
  intent: z.literal("delete"),
  confirmEmail: confirmEmailField,
  currentPassword: currentPasswordField,
});
export const deleteAccountApiSchema = deleteAccountFormSchema.omit({ intent: true });

/**
 * What a sign-up with an address that already has an account is told (its owner gets a mail saying so): nothing in
 * it says whether the address was taken.
 */
export const SIGN_UP_CHECK_EMAIL =
  "Check your email: we have sent a message to the address you gave, saying what to do next. " +
  "If nothing arrives in a few minutes, look in your spam folder.";

/** The one answer to "send me a reset link", whether or not the address has an account. */
export const RESET_REQUESTED =
  "If an account uses that address, a link to choose a new password is on its way. It works once, for 30 minutes. " +
  "Check your spam folder if it does not arrive in a few minutes.";

/** /forgot-password and POST /auth/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailField });

/** The token of a link sent by email, as the link carried it. Its shape is checked where it is looked up. */
export const linkTokenField = z
  .string({ error: "This link is not valid: it may have been cut short or changed on the way." })
  .trim()
  .min(1, "This link is not valid: it may have been cut short or changed on the way.")
  .max(200, "This link is not valid: it may have been cut short or changed on the way.");

export const resetPasswordFormSchema = z
  .object({
    token: linkTokenField,
    password: newPasswordField,
    confirmPassword: z.string({ error: "Please confirm your new password." }).min(1, "Please confirm your new password."),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });

export const resetPasswordApiSchema = z.object({ token: linkTokenField, password: newPasswordField });

export const confirmEmailSchema = z.object({ token: linkTokenField });

/** The account page's address change, and POST /api/account/email. */
export const emailChangeSchema = z.object({ intent: z.literal("email"), newEmail: emailField, currentPassword: currentPasswordField });
export const emailChangeApiSchema = z.object({ newEmail: emailField, currentPassword: currentPasswordField });
