import { formatSeconds, labelOf, type MeditationStep, type Preferences } from "./preferences";

export const MEDITATION_APOLOGY = "I apologize, but I encountered an issue generating your personalized meditation. Please try again.";
export const SERVICE_NOTE =
  "The meditation service may be unavailable right now, so here is a simple basic meditation for the time you chose.";

/**
 * The basic meditation, for when nothing else can be produced: six steps that fill the chosen time exactly.
 * Plain code with no server parts, so the page can build it even when the network fails.
 */
export function basicMeditation(prefs: Preferences): { title: string; guidance: string; steps: MeditationStep[] } {
  const total = prefs.timeAvailable * 60;
  const fixed = [45, 30, 60, 0, 0, 30];
  const middle = total - fixed.reduce((a, b) => a + b, 0);
  const returning = Math.round(middle * 0.4);
  const seconds = [45, 30, 60, returning, middle - returning, 30];
  const focus = labelOf.focus(prefs.focus).toLowerCase();
  const steps: MeditationStep[] = [
    {
      title: "Find a comfortable seat",
      instruction:
        "Sit comfortably with your back upright and your shoulders relaxed. Rest your hands in your lap and close your eyes or lower your gaze.",
      seconds: seconds[0],
    },
    {
      title: "Three deep breaths",
      instruction:
        "Take three slow, deep breaths, in through the nose and out through the mouth, letting each out-breath be a little longer than the in-breath.",
      seconds: seconds[1],
    },
    {
      title: "Observe your natural breathing",
      instruction: `Let the breath find its own rhythm and simply watch it, with ${focus} as your intention for this session.`,
      seconds: seconds[2],
    },
    {
      title: "Return when the mind wanders",
      instruction: "Whenever you notice the mind has wandered, gently bring your attention back to the breath, without judging yourself.",
      seconds: seconds[3],
    },
    {
      title: "Continue for the remaining time",
      instruction: "Keep resting with the breath for the time that remains, returning as often as you need to.",
      seconds: seconds[4],
    },
    {
      title: "Close with three deep breaths",
      instruction: "End with three deep breaths, feel your body in the room, and slowly open your eyes.",
      seconds: seconds[5],
    },
  ];
  return {
    title: `A basic ${labelOf.durationAdjective(prefs.timeAvailable)} meditation`,
    guidance: `${SERVICE_NOTE}\n\n${steps.map((s, i) => `${i + 1}. ${s.title} (${formatSeconds(s.seconds)}): ${s.instruction}`).join("\n")}`,
    steps,
  };
}
