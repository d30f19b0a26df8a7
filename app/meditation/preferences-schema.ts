import { z } from "~/lib/zod";
import { DEFAULT_PREFERENCES, DURATIONS, EXPERIENCES, FOCUSES, type Minutes, MOODS } from "./preferences";

/** How a form post or a JSON request names its meditation choices, read leniently into Preferences. */

/** Only text and numbers name a choice; anything else (an object, a list) matches none and is refused by name. */
const norm = (v: unknown) =>
  typeof v === "string" || typeof v === "number"
    ? String(v)
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, "-")
    : "\u0000";

/** Left out, empty ("") or null: the default, as a form with nothing chosen means. */
const unset = (v: unknown) => v === undefined || v === "" || v === null;

/**
 * A choice by its value or its label, in any case ("Stress relief", "stress-relief", "stress_relief"); left out, ""
 * or null is the default. Optional in the generated JSON Schema (the `optional()` before the transform).
 */
function choice<T extends string>(name: string, options: readonly { value: T; label: string }[], fallback: T) {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): T => {
      if (unset(v)) return fallback;
      const hit = options.find((o) => norm(o.value) === norm(v) || norm(o.label) === norm(v));
      if (hit) return hit.value;
      ctx.addIssue({ code: "custom", message: `${name} must be one of: ${options.map((o) => o.value).join(", ")}` });
      return z.NEVER;
    })
    .meta({
      anyOf: [
        { type: "string", enum: [...new Set(options.flatMap((o) => [o.value, o.label]))] },
        { type: "string", const: "", description: "The default" },
        { type: "null", description: "The default" },
      ],
      default: fallback,
      description: `One of the values or its label (${options.map((o) => `"${o.label}"`).join(", ")}), in any case, spaces or underscores for hyphens; left out, "" or null: ${fallback}`,
    });
}

/** Minutes as a number or as the select's label: 10, "10", "10 minutes", "1 hour", "60"; left out, "" or null: 10. */
const minutes = z
  .unknown()
  .optional()
  .transform((v, ctx): Minutes => {
    if (unset(v)) return DEFAULT_PREFERENCES.timeAvailable;
    const text = norm(v);
    const hit = DURATIONS.find(
      (d) => String(d.value) === text || norm(d.label) === text || `${d.value}-minutes` === text || `${d.value}-min` === text,
    );
    if (hit) return hit.value;
    ctx.addIssue({
      code: "custom",
      message: `timeAvailable must be one of: ${DURATIONS.map((d) => d.value).join(", ")} (minutes) or ${DURATIONS.map((d) => `"${d.label}"`).join(", ")}`,
    });
    return z.NEVER;
  })
  .meta({
    anyOf: [
      { type: "integer", enum: DURATIONS.map((d) => d.value) },
      { type: "string", enum: [...new Set(DURATIONS.flatMap((d) => [String(d.value), d.label, `${d.value} minutes`, `${d.value}-min`]))] },
      { type: "string", const: "", description: "The default" },
      { type: "null", description: "The default" },
    ],
    default: DEFAULT_PREFERENCES.timeAvailable,
    description: `Minutes as a number, or as text ("10", "10 minutes", the label); left out, "" or null: ${DEFAULT_PREFERENCES.timeAvailable}`,
  });

export const preferencesSchema = z.object({
  experience: choice("experience", EXPERIENCES, DEFAULT_PREFERENCES.experience),
  timeAvailable: minutes,
  focus: choice("focus", FOCUSES, DEFAULT_PREFERENCES.focus),
  mood: choice("mood", MOODS, DEFAULT_PREFERENCES.mood),
});
