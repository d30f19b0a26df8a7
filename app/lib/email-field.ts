import { z } from "./zod";

/**
 * An email address as every form and JSON route takes it (the account inputs in app/auth/inputs.ts, the contact form
 * in app/contact/inputs.ts): trimmed, lower-cased, at most 254 characters, matching z.email()'s pattern.
 */
export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address, like name@example.org." }))
  // What the OpenAPI document shows: the pattern z.email() checks (the pipe hides it from the generated schema).
  .meta({
    format: "email",
    pattern: z.regexes.email.source,
    description: "An email address (spaces around it are trimmed, letters lower-cased)",
  });
