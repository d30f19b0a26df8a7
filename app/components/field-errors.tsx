// Error messages for forms, with no form library: pages that validate with native constraints and the server's
// answer use these directly; form.tsx adds the conform-based fields.

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
