import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useId } from "react";

/** The sign-in form's "Remember me": a checkbox with its label and a line saying what it changes. */
export function RememberMe({ meta }: { meta: FieldMetadata<boolean | undefined> }) {
  const hintId = useId();
  const props = getInputProps(meta, { type: "checkbox", ariaDescribedBy: hintId });
  return (
    <div className="mb-4">
      <div className="flex items-center gap-2">
        <input {...props} key={props.key} className="h-4 w-4" />
        <label htmlFor={meta.id}>Remember me</label>
      </div>
      <p id={hintId} className="field-hint">
        Stay signed in on this device for 30 days after your last visit. Leave it unticked on a shared computer: you will be signed out when
        the browser closes or after 12 hours away.
      </p>
    </div>
  );
}
