import { useState } from "react";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useHydrated } from "~/lib/use-hydrated";
import { browserHasWebAuthn, passkeyFailure, postJson } from "./passkey-client";

type Status = { kind: "idle" | "busy" | "done" | "error"; message: string };

/**
 * "Sign in with a passkey" on /login: shown only once JavaScript runs in a browser that can do WebAuthn (without
 * it, the password form is the page). Any passkey of this site will do: no email is asked. On success the server has
 * started the session a password sign-in starts, and the page goes where the password form would have.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string | null }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: "idle", message: "" });
  if (!hydrated || !browserHasWebAuthn()) return null;

  async function signIn() {
    setStatus({ kind: "busy", message: "Waiting for your passkey..." });
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { options } = await postJson<{ options: PublicKeyCredentialRequestOptionsJSON }>("/auth/passkey/options", {});
      const response = await startAuthentication({ optionsJSON: options });
      const result = await postJson<{ redirectTo: string }>("/auth/passkey/verify", { response, ...(redirectTo ? { redirectTo } : {}) });
      setStatus({ kind: "done", message: "Signed in. Taking you on..." });
      // A whole new page: everything on it (the header first) is rendered for the signed-in person.
      window.location.assign(result.redirectTo);
    } catch (error) {
      setStatus({
        kind: "error",
        message: passkeyFailure(error, "No passkey was used. You can try again, or sign in with your email and password."),
      });
    }
  }

  const busy = status.kind === "busy" || status.kind === "done";
  return (
    <div className="mt-4 border-t border-line pt-4">
      <button type="button" className="btn-secondary w-full" onClick={signIn} disabled={busy}>
        {busy ? "Signing in with a passkey..." : "Sign in with a passkey"}
      </button>
      <p role="status" className={status.kind === "error" ? "mt-2 field-error" : "mt-2 text-sm text-muted"}>
        {status.message}
      </p>
    </div>
  );
}
