/**
 * The browser's half of a passkey ceremony, shared by /login and /account: JSON posts to the passkey routes, and
 * what to tell the person when something fails. @simplewebauthn/browser is loaded only when a button is pressed.
 */

/** Whether this browser can do WebAuthn at all (checked only after hydration: the server cannot know). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export class PasskeyProblem extends Error {}

/** POST JSON to one of the passkey routes: its JSON answer, or a PasskeyProblem carrying the route's message. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new PasskeyProblem("The site could not be reached. Check your connection and try again.");
  }
  const data = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok || data === null) throw new PasskeyProblem(data?.error ?? "Something went wrong on our side. Please try again.");
  return data;
}

/** What to say when a ceremony did not finish. */
export function passkeyFailure(error: unknown, cancelled: string): string {
  if (error instanceof PasskeyProblem) return error.message;
  const name = error instanceof Error ? error.name : "";
  const code = typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return cancelled;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "This device already holds a passkey for your account.";
  return "Your browser could not use a passkey here. Please try again.";
}
