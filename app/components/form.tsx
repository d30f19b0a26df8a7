import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useId } from "react";

/** Error text tied to its field by id (the field's aria-describedby points here), announced when it appears. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert">
      {errors.map((e) => (
        <p key={e} className="field-error">
          {e}
        </p>
      ))}
    </div>
  );
}

/** Form-level errors (for example 'Invalid email or password'), announced to screen readers. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return <div id={id} />;
  return (
    <div id={id} role="alert" className="mb-4 rounded-xl border border-red-700 bg-danger-soft p-3 text-danger-ink">
      {errors.map((e) => (
        <p key={e} className="font-medium">
          {e}
        </p>
      ))}
    </div>
  );
}

type InputType = "text" | "email" | "password" | "search" | "tel" | "url";

export function TextField({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  required = true,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
}) {
  const hintId = useId();
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="mb-4">
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <input {...props} key={props.key} required={required} autoComplete={autoComplete} className="field-input" />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** After a failed post with JavaScript, empty the password inputs (the server never sends passwords back). */
export function clearInputs(...ids: string[]) {
  for (const id of ids) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.value = "";
  }
}
