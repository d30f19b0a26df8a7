import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useId } from "react";
import { FieldErrors } from "./field-errors";

export { FieldErrors, FormErrors } from "./field-errors";

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
