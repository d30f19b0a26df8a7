import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { z } from "zod";
import { login, type LoginResult } from "./credentials.server";
import type { loginSchema } from "./inputs";

/**
 * remix-auth runs the /login form's credential check. It keeps no session of its own (the route commits the
 * database session, see session.server.ts), and its verdict is login()'s result, failures included, so nothing
 * is thrown to say "wrong password". The JSON route /auth/login calls the same login() directly.
 */
export const authenticator = new Authenticator<LoginResult>();

authenticator.use(
  new FormStrategy(async ({ form, request }) =>
    login({ email: String(form.get("email")), password: String(form.get("password")) }, request),
  ),
  "form",
);

/**
 * Sign in with credentials the route has already validated (trimmed, lower-cased email): the form strategy reads
 * them from a form body, so they travel in one, beside the original request's headers (the client's address).
 */
export function signIn(credentials: z.output<typeof loginSchema>, request: Request): Promise<LoginResult> {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/x-www-form-urlencoded");
  const body = new URLSearchParams({ email: credentials.email, password: credentials.password });
  return authenticator.authenticate("form", new Request(request.url, { method: "POST", headers, body }));
}
