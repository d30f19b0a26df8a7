/**
 * The meditation choices, values and defaults. Shared by the page, the API and the player; plain data, so the page's
 * browser code loads no validation library (the schema that reads a request is in preferences-schema.ts).
 */

export const EXPERIENCES = [
  { value: "beginner", label: "Beginner" },
  { value: "intermediate", label: "Intermediate" },
  { value: "advanced", label: "Advanced" },
] as const;

export const DURATIONS = [
  { value: 5, label: "5 minutes" },
  { value: 10, label: "10 minutes" },
  { value: 15, label: "15 minutes" },
  { value: 20, label: "20 minutes" },
  { value: 30, label: "30 minutes" },
  { value: 45, label: "45 minutes" },
  { value: 60, label: "1 hour" },
] as const;

export const FOCUSES = [
  { value: "general-mindfulness", label: "General mindfulness" },
  { value: "stress-relief", label: "Stress relief" },
  { value: "anxiety-management", label: "Anxiety management" },
  { value: "sleep-preparation", label: "Sleep preparation" },
  { value: "concentration", label: "Concentration" },
  { value: "loving-kindness", label: "Loving-kindness" },
  { value: "body-awareness", label: "Body awareness" },
  { value: "emotional-balance", label: "Emotional balance" },
] as const;

export const MOODS = [
  { value: "calm", label: "Calm" },
  { value: "stressed", label: "Stressed" },
  { value: "anxious", label: "Anxious" },
  { value: "tired", label: "Tired" },
  { value: "restless", label: "Restless" },
  { value: "sad", label: "Sad" },
  { value: "neutral", label: "Neutral" },
  { value: "energetic", label: "Energetic" },
] as const;

export type Experience = (typeof EXPERIENCES)[number]["value"];
export type Minutes = (typeof DURATIONS)[number]["value"];
export type Focus = (typeof FOCUSES)[number]["value"];
export type Mood = (typeof MOODS)[number]["value"];

export interface Preferences {
  experience: Experience;
  timeAvailable: Minutes;
  focus: Focus;
  mood: Mood;
}

export const DEFAULT_PREFERENCES: Preferences = {
  experience: "beginner",
  timeAvailable: 10,
  focus: "general-mindfulness",
  mood: "neutral",
};

export const labelOf = {
  experience: (v: string) => EXPERIENCES.find((e) => e.value === v)?.label ?? v,
  duration: (v: number) => DURATIONS.find((d) => d.value === v)?.label ?? `${v} minutes`,
  /** "10-minute", "1-hour": the length as an adjective ("a 10-minute guide"). */
  durationAdjective: (v: number) => (v === 60 ? "1-hour" : `${v}-minute`),
  focus: (v: string) => FOCUSES.find((f) => f.value === v)?.label ?? v,
  mood: (v: string) => MOODS.find((m) => m.value === v)?.label ?? v,
};

export interface MeditationStep {
  title: string;
  instruction: string;
  seconds: number;
}

/** "2 min 30 s", "45 s", "10 min". */
export function formatSeconds(total: number): string {
  const m = Math.floor(total / 60);
  const s = total % 60;
  if (!m) return `${s} s`;
  return s ? `${m} min ${s} s` : `${m} min`;
}
