import fc from "fast-check";

/**
 * fast-check arbitraries from the JSON Schema subset the OpenAPI document uses (type, enum, const, anyOf/oneOf,
 * properties/required, items/minItems/maxItems, prefixItems, minLength/maxLength, pattern, minimum/maximum/
 * exclusiveMinimum/exclusiveMaximum; `{}` is any JSON). `valid` draws values the schema accepts; `invalid` draws
 * values it refuses, each wrong in one place: a wrong type, a bound passed, a value outside an enum or pattern, a
 * required property left out. The caller checks every invalid value against the schema (ajv) before using it.
 */

export type Schema = Record<string, unknown>;
const UNBOUNDED_EXTRA = 24;

const types = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : []);
const branches = (s: Schema) => (s.anyOf ?? s.oneOf) as Schema[] | undefined;

/** A string as JSON Schema counts its length: in code points (any plane, never a lone surrogate). */
function text(minLength = 0, maxLength = minLength + UNBOUNDED_EXTRA): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }).filter((c) => [...c].length === 1),
  );
  return fc.array(unit, { minLength, maxLength }).map((cs) => cs.join(""));
}

export function valid(schema: Schema): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = branches(schema);
  if (alternatives) return fc.oneof(...alternatives.map((b) => valid({ ...b })));
  const t = types(schema);
  if (t.length > 1) return fc.oneof(...t.map((type) => valid({ ...schema, type })));
  switch (t[0]) {
    case "string": {
      const min = (schema.minLength as number) ?? 0;
      const max = (schema.maxLength as number) ?? min + UNBOUNDED_EXTRA;
      if (typeof schema.pattern === "string") {
        return fc.stringMatching(new RegExp(schema.pattern as string)).filter((v) => [...v].length >= min && [...v].length <= max);
      }
      return text(min, Math.min(max, min + 80));
    }
    case "integer": {
      const num = (k: string) => (typeof schema[k] === "number" ? (schema[k] as number) : undefined);
      const lo = num("minimum") ?? (num("exclusiveMinimum") !== undefined ? num("exclusiveMinimum")! + 1 : -1e6);
      const hi = num("maximum") ?? (num("exclusiveMaximum") !== undefined ? num("exclusiveMaximum")! - 1 : 1e6);
      return fc.integer({ min: lo, max: Math.min(hi, lo + 1e6) });
    }
    case "number":
      return fc.double({
        min: (schema.minimum as number) ?? -1e6,
        max: (schema.maximum as number) ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (Array.isArray(schema.prefixItems)) return fc.tuple(...(schema.prefixItems as Schema[]).map(valid));
      const min = (schema.minItems as number) ?? 0;
      const max = Math.min((schema.maxItems as number) ?? min + 3, min + 3);
      return fc.array(schema.items ? valid(schema.items as Schema) : fc.jsonValue({ maxDepth: 1 }), { minLength: min, maxLength: max });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valid(s)]));
      return fc.record(record, { requiredKeys: required.filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of every JSON type: some of them are of the wrong type for any schema with a type. */
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, "", "x", [], [1], {}, { a: 1 }];

/** Values past a bound, outside an enum or pattern, or of a wrong type (not all refused by every schema: check). */
function outside(schema: Schema): fc.Arbitrary<unknown>[] {
  const out: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES)];
  if (Array.isArray(schema.enum) || "const" in schema) out.push(fc.constantFrom("not-one-of-the-values", 987_654));
  if (typeof schema.pattern === "string") out.push(fc.constantFrom("not-an-email-address", "a b@", "@example.org", "name@"));
  if (typeof schema.minLength === "number" && schema.minLength > 0) out.push(text(0, (schema.minLength as number) - 1));
  if (typeof schema.maxLength === "number") {
    const max = schema.maxLength as number;
    out.push(fc.string({ minLength: max + 1, maxLength: max + 20 }).filter((v) => v.trim().length > max));
  }
  if (typeof schema.minimum === "number")
    out.push(fc.integer({ min: (schema.minimum as number) - 1000, max: (schema.minimum as number) - 1 }));
  if (typeof schema.exclusiveMinimum === "number") out.push(fc.integer({ min: -1000, max: schema.exclusiveMinimum as number }));
  if (typeof schema.maximum === "number" && (schema.maximum as number) < 1e12) {
    out.push(fc.integer({ min: (schema.maximum as number) + 1, max: (schema.maximum as number) + 1000 }));
  }
  if (typeof schema.maxItems === "number" && (schema.maxItems as number) <= 200) {
    const max = schema.maxItems as number;
    const items = schema.items ? valid(schema.items as Schema) : fc.constant(0);
    out.push(fc.array(items, { minLength: max + 1, maxLength: max + 2 }));
  }
  if (typeof schema.minItems === "number" && (schema.minItems as number) > 0) out.push(fc.constant([]));
  return out;
}

/**
 * Values the schema refuses, each wrong in one place: at the top, or (for an object) in one property or by a
 * required property left out. `refuses` says whether the schema really refuses a value (ajv, formats aside).
 */
export function invalid(schema: Schema, refuses: (value: unknown) => boolean, depth = 0): fc.Arbitrary<unknown> | null {
  const candidates: fc.Arbitrary<unknown>[] = [...outside(schema)];
  if (types(schema).includes("object") && depth < 3) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = (schema.required ?? []) as string[];
    const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
    for (const key of required) {
      candidates.push(
        base.map((v) => {
          const { [key]: _left, ...rest } = v;
          return rest;
        }),
      );
    }
    for (const [key, property] of Object.entries(properties)) {
      const wrong = invalid(property, (v) => refuses({ ...exampleOf(schema), [key]: v }), depth + 1);
      if (wrong) candidates.push(fc.tuple(base, wrong).map(([v, w]) => ({ ...v, [key]: w })));
    }
  }
  // Only candidates that can give a refused value at all (sampled), so the filter below never starves.
  const usable = candidates.filter((c) => fc.sample(c, { numRuns: 30, seed: 1 }).some(refuses));
  return usable.length ? fc.oneof(...usable).filter(refuses) : null;
}

/** One valid value, fixed, to place a wrong property in when probing which property values are refused. */
function exampleOf(schema: Schema): Record<string, unknown> {
  return fc.sample(valid(schema), { numRuns: 1, seed: 7 })[0] as Record<string, unknown>;
}
