import { redirectWithSuccess as rtRedirectWithSuccess, setToastCookieOptions } from "remix-toast";
import { secret } from "~/config.server";

let configured = false;

/** remix-toast's flash cookie. */
export const TOAST_COOKIE = "toast-session";

export function hasToastCookie(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${TOAST_COOKIE}=`));
}

/** remix-toast signs its flash cookie; give it our secret instead of its built-in default. */
export function configureToasts(): void {
  if (configured) return;
  setToastCookieOptions({ secrets: [secret("SESSION_SECRET")], sameSite: "lax", httpOnly: true, path: "/" });
  configured = true;
}

export function redirectWithSuccess(...args: Parameters<typeof rtRedirectWithSuccess>) {
  configureToasts();
  return rtRedirectWithSuccess(...args);
}
