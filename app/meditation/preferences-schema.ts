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

/** A choice by its value or its label, in any case ("Stress relief", "stress-relief", "stress_relief"). */
function choice<T extends string>(name: string, options: readonly { value: T; label: string }[]) {
  return z
    .unknown()
    .transform((v, ctx): T => {
      const hit = options.find((o) => norm(o.value) === norm(v) || norm(o.label) === norm(v));
      if (hit) return hit.value;
      ctx.addIssue({ code: "custom", message: `${name} must be one of: ${options.map((o) => o.value).join(", ")}` });
      return z.NEVER;
    })
    .meta({
      type: "string",
      enum: options.map((o) => o.value),
      description: `One of the values, or its label (${options.map((o) => `"${o.label}"`).join(", ")})`,
    });
}

/** Minutes as a number or as the select's label: 10, "10", "10 minutes", "1 hour", "60". */
const minutes = z
  .unknown()
  .transform((v, ctx): Minutes => {
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
      { type: "string", enum: DURATIONS.map((d) => d.label) },
    ],
    description: "Minutes as a number, or the label",
  });

const withDefault = <S extends z.ZodType>(schema: S, fallback: unknown) =>
  z.preprocess((v) => (v === undefined || v === "" || v === null ? fallback : v), schema);

export const preferencesSchema = z.object({
  experience: withDefault(choice("experience", EXPERIENCES), DEFAULT_PREFERENCES.experience),
  timeAvailable: withDefault(minutes, DEFAULT_PREFERENCES.timeAvailable),
  focus: withDefault(choice("focus", FOCUSES), DEFAULT_PREFERENCES.focus),
  mood: withDefault(choice("mood", MOODS), DEFAULT_PREFERENCES.mood),
});
