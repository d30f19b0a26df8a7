import { Form } from "react-router";

export interface CrisisLinesData {
  /** The country whose lines come first (null: not known). */
  country: string | null;
  countryLabel: string | null;
  /** Lines in words, the person's country first ("Samaritans: call 116 123"). */
  lines: Array<{ where: string; text: string }>;
  /** Every country a person can choose. */
  countries: Array<{ code: string; name: string }>;
}

/**
 * The crisis lines on /ask, for where the person is (from their browser's language region, or their choice), and a
 * plain GET form to choose another country: it works without JavaScript, and the ask forms carry the choice.
 */
export function CrisisLines({ data }: { data: CrisisLinesData }) {
  return (
    <aside aria-labelledby="crisis-lines-heading" className="mt-3 max-w-2xl text-sm text-muted">
      <h2 id="crisis-lines-heading" className="sr-only">
        If you are in crisis
      </h2>
      <p>
        Answers are AI-generated reflections, not professional advice. If you are in crisis
        {data.countryLabel ? ` in ${data.countryLabel}` : ""}, please reach a person now:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {data.lines.map((l) => (
          <li key={`${l.where}:${l.text}`}>
            <strong>{l.where}:</strong> {l.text}
          </li>
        ))}
      </ul>
      <Form method="get" action="/ask" className="mt-2 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="care-country" className="field-label">
            Crisis lines for
          </label>
          <select id="care-country" name="country" defaultValue={data.country ?? ""} className="field-input">
            <option value="">Anywhere in the world</option>
            {data.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          Show
        </button>
      </Form>
    </aside>
  );
}
