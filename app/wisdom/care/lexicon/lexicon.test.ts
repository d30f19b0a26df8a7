import { describe, expect, it } from "vitest";
import { IDIOMS } from "../detect";
import { normalise } from "../normalise";
import { SIGNALS } from "./index";
import { PARTS, type Signal } from "./parts";

/** A message as the detector reads it: normalised, idioms blanked out. */
function read(raw: string): string {
  let t = normalise(raw);
  for (const idiom of IDIOMS) t = t.replace(idiom, (m) => " ".repeat(m.length));
  return t;
}

/** Does the signal fire on this message: its pattern matches, and nothing in the message sets it aside? */
function matches(s: Signal, raw: string): boolean {
  const text = read(raw);
  s.pattern.lastIndex = 0;
  return s.pattern.test(text) && !s.unless?.test(text);
}

const named = SIGNALS.map((s, i) => ({ name: `${s.family}/${s.key} #${i}: ${s.source.slice(0, 70)}`, s }));

describe("every signal of the lexicon against its own examples", () => {
  it.each(named)("$name", ({ s }) => {
    expect(s.match.length, "a signal carries at least one message it must match").toBeGreaterThan(0);
    for (const m of s.match) expect(matches(s, m), `must match: ${m}`).toBe(true);
    for (const m of s.miss) expect(matches(s, m), `must not match: ${m}`).toBe(false);
  });
});

// Catastrophic backtracking is refused by scripts/care-lint.ts, in `npm run lint` (recheck takes minutes, so it keeps a record).
describe("the lexicon lint", () => {
  // "[a-z]+(?:line|done)" matches "online" and "pipeline": a sign must be a whole word, never the end of another one.
  it("no pattern is a bare suffix family that can fire on a fragment of a word", () => {
    const bare = /(?:\[a-z\]|\[a-z0-9\]|\\w)[+*]\(\?:[a-z]/;
    const offenders = [...SIGNALS.map((s) => s.source), ...Object.values(PARTS)].filter((src) => bare.test(src));
    expect(offenders).toEqual([]);
  });

  it("every signal names its family and a key, and modifiers never weigh more than one", () => {
    for (const s of SIGNALS) {
      expect(s.family).toMatch(/^[a-z-]+$/);
      expect(s.key).toMatch(/^[a-z0-9-]+$/);
      if (s.modifier) expect(s.weight, s.source).toBeLessThanOrEqual(1);
    }
  });
});
