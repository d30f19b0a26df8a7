import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { PASSKEY_NAME_MAX_LENGTH, type PasskeySummary } from "~/auth/passkey-inputs";
import { formatLongDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldErrors } from "./field-errors";
import { browserHasWebAuthn, passkeyFailure, postJson } from "./passkey-client";

/** What the account page's action answered to a passkey form: the field's errors, for the passkey they belong to. */
export interface PasskeyFormResult {
  passkeyId: number;
  name?: string;
  errors: string[];
}

/**
 * The "Passkeys" section of /account: the account's passkeys with their names and dates, a form per passkey to
 * rename it, and a form to remove it behind a confirmation (both plain form posts, which work without JavaScript).
 * "Add a passkey" needs JavaScript and a browser that can do WebAuthn, so it is shown only then. The password is
 * never touched here: it keeps signing in whatever passkeys there are.
 */
export function PasskeysSection({ passkeys, result }: { passkeys: PasskeySummary[]; result?: PasskeyFormResult }) {
  return (
    <section aria-labelledby="passkeys-heading" className="card mt-6">
      <h2 id="passkeys-heading" className="text-2xl">
        Passkeys
      </h2>
      <p className="mt-1 text-muted">
        Sign in with your fingerprint, face or screen lock instead of typing your password. Your password keeps working either way.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4">You have no passkeys yet.</p>
      ) : (
        <ul className="mt-4 space-y-4" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} result={result?.passkeyId === passkey.id ? result : undefined} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}

function PasskeyItem({ passkey, result }: { passkey: PasskeySummary; result?: PasskeyFormResult }) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("passkeyId") === String(passkey.id);
  const nameId = `passkey-${passkey.id}-name`;
  const errorId = `${nameId}-error`;
  const invalid = Boolean(result?.errors.length);
  return (
    <li className="rounded-xl border border-line p-4" aria-labelledby={`passkey-${passkey.id}-title`}>
      <h3 id={`passkey-${passkey.id}-title`} className="text-lg break-words">
        {passkey.name}
      </h3>
      <p className="text-sm text-muted">
        Added {formatLongDate(passkey.createdAt)}.{" "}
        {passkey.lastUsedAt ? `Last used ${formatLongDate(passkey.lastUsedAt)}.` : "Not used yet."}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="passkey-rename" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <label htmlFor={nameId} className="field-label">
          Name of this passkey
        </label>
        <input
          id={nameId}
          name="name"
          type="text"
          required
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          defaultValue={result?.name ?? passkey.name}
          key={result ? `${passkey.name}-${result.name}` : passkey.name}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="field-input"
        />
        <FieldErrors id={errorId} errors={result?.errors} />
        <button type="submit" className="btn-secondary mt-3" disabled={busy("passkey-rename")}>
          {busy("passkey-rename") ? "Saving..." : "Save name"}
        </button>
      </Form>
      <details className="mt-3">
        <summary className="cursor-pointer text-red-900 underline">Remove</summary>
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="passkey-remove" />
          <input type="hidden" name="passkeyId" value={passkey.id} />
          <p>
            Remove “{passkey.name}”? You will no longer be able to sign in with it. Your password keeps working, and you can add a passkey
            again at any time.
          </p>
          <button type="submit" className="btn mt-2 bg-red-800 text-white hover:bg-red-900" disabled={busy("passkey-remove")}>
            {busy("passkey-remove") ? "Removing..." : "Yes, remove this passkey"}
          </button>
        </Form>
      </details>
    </li>
  );
}

type Status = { kind: "idle" | "busy" | "done" | "error"; message: string };

/** "Add a passkey": only with JavaScript, in a browser that can do WebAuthn. */
function AddPasskey() {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<Status>({ kind: "idle", message: "" });
  if (!hydrated) return null;
  if (!browserHasWebAuthn()) return <p className="mt-4 text-sm text-muted">This browser cannot make passkeys.</p>;

  async function add() {
    setStatus({ kind: "busy", message: "Follow your browser's steps to make the passkey..." });
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const { options } = await postJson<{ options: PublicKeyCredentialCreationOptionsJSON }>("/auth/passkey/register/options", {});
      const response = await startRegistration({ optionsJSON: options });
      const { passkey } = await postJson<{ passkey: PasskeySummary }>("/auth/passkey/register/verify", { response });
      await revalidator.revalidate();
      setStatus({ kind: "done", message: `Passkey added as “${passkey.name}”. You can rename it above.` });
    } catch (error) {
      setStatus({ kind: "error", message: passkeyFailure(error, "No passkey was made. You can try again whenever you like.") });
    }
  }

  return (
    <div className="mt-4">
      <button type="button" className="btn-primary" onClick={add} disabled={status.kind === "busy"}>
        {status.kind === "busy" ? "Adding a passkey..." : "Add a passkey"}
      </button>
      <p role="status" className={status.kind === "error" ? "mt-2 field-error" : "mt-2 text-sm text-muted"}>
        {status.message}
      </p>
    </div>
  );
}
