import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "./inputs";
import { login, type LoginResult } from "./credentials.server";
import type { SessionUser } from "./session.server";

/** Thrown by the form strategy when sign-in fails; carries why, so the page can answer 401 or 429. */
export class LoginFailed extends Error {
  constructor(readonly result: Exclude<LoginResult, { ok: true }>) {
    super(result.reason);
  }
}

/**
 * remix-auth does the credential check of the /login form. It keeps no session of its own: the route commits the
 * database session (see session.server.ts). The JSON route /auth/login calls the same login() directly.
 */
export const authenticator = new Authenticator<SessionUser>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = loginSchema.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!parsed.success) throw new LoginFailed({ ok: false, reason: "invalid" });
    const result = await login(parsed.data, request);
    if (!result.ok) throw new LoginFailed(result);
    return result.user;
  }),
  "form",
);
