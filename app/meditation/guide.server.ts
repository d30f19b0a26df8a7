import { teachingView } from "~/content/teaching-view";
import { z } from "zod";
import { EVENT, recordEvent } from "~/ops/events.server";
import { type Caller, spendModelCall } from "~/limits/model-budget.server";
import { countModelCall } from "~/ops/metrics.server";
import { library } from "~/content/library.server";
import type { Teaching } from "~/content/content-schema";
import { deadline, modelName, openaiClient, openaiConfigured } from "~/wisdom/openai.server";
import { stableHash } from "~/wisdom/text";
import { formatSeconds, labelOf, type MeditationStep, type Preferences } from "./preferences";
import { OPENINGS, REMINDERS, STEP_INTERVAL, TECHNIQUES } from "./techniques";

export interface Guide {
  title: string;
  /** The guide as readable text: the approach, the teaching and every step with its length. */
  guidance: string;
  steps: MeditationStep[];
  technique: string;
  /** The closing teaching: `text` is the source's (quoted or paraphrased), `reflection` is Prajna's note on it. */
  teaching: {
    text: string;
    author: string;
    source: string;
    translation: string | null;
    paraphrase: boolean;
    reflection: string | null;
    article: string;
  } | null;
  provider: "library" | "openai";
}

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

/** Split `total` seconds into `n` whole parts that add up exactly. */
function split(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => base + (i < total - base * n ? 1 : 0));
}

function chooseTeaching(prefs: Preferences): Teaching | null {
  const { teachings } = library();
  const words = new Set(TECHNIQUES[prefs.focus].keywords);
  const fitting = teachings.filter((t) => t.keywords.some((k) => words.has(k.toLowerCase())) && t.text.split(/\s+/).length <= 70);
  const pool = fitting.length ? fitting : teachings.filter((t) => t.categories.includes("mindfulness"));
  if (!pool.length) return null;
  const masters = pool.filter((t) => t.author === "The Buddha" || t.author === "Maitreya");
  const from = masters.length ? masters : pool;
  return from[stableHash(`${prefs.focus}:${prefs.mood}:${prefs.experience}:${prefs.timeAvailable}`) % from.length];
}

/**
 * The teaching as plain text. A quotation is the source's own words, so it stands in quotation marks with its
 * translator; a paraphrase is Prajna's wording, so it is labelled as one and never put in quotation marks.
 */
export function teachingAsText(t: NonNullable<Guide["teaching"]>): string {
  if (t.paraphrase) return `Paraphrase of ${t.author}, ${t.source}: ${t.text}`;
  return `"${t.text}" (${t.author}, ${t.source}${t.translation ? `, translated by ${t.translation}` : ""})`;
}

function describe(prefs: Preferences, technique: string, steps: MeditationStep[], teaching: Guide["teaching"]): string {
  const intro = `A ${labelOf.durationAdjective(prefs.timeAvailable)} ${labelOf.focus(prefs.focus).toLowerCase()} meditation for a ${labelOf.mood(prefs.mood).toLowerCase()} mood, paced for ${labelOf.experience(prefs.experience).toLowerCase()} practice. The technique is ${technique}.`;
  const reflection = teaching?.reflection ? `\n\nPrajna's reflection: ${teaching.reflection}` : "";
  const quote = teaching ? `\n\n${teachingAsText(teaching)}${reflection}` : "";
  const list = steps.map((s, i) => `${i + 1}. ${s.title} (${formatSeconds(s.seconds)}): ${s.instruction}`).join("\n");
  return `${intro}${quote}\n\n${list}`;
}

/**
 * The built-in guide: an opening that meets the mood, a technique chosen for the focus, pacing by experience, and
 * a closing with a teaching from the library. The steps' seconds add up exactly to the chosen time.
 */
export function composeMeditation(prefs: Preferences): Guide {
  const total = prefs.timeAvailable * 60;
  const technique = TECHNIQUES[prefs.focus];
  const t = chooseTeaching(prefs);
  const teaching = t ? { ...teachingView(t), article: t.article } : null;

  const opening = clamp(Math.round(total * 0.1), 30, 150);
  const settling = clamp(Math.round(total * 0.1), 30, 150);
  const closing = clamp(Math.round(total * 0.08), 30, 120);
  const main = total - opening - settling - closing;

  const interval = STEP_INTERVAL[prefs.experience];
  const n = clamp(Math.round(main / interval), 1, 30);
  const phases = technique.phases;
  const reminders = REMINDERS[prefs.experience];
  const seconds = split(main, n);
  const seed = stableHash(`${prefs.focus}:${prefs.experience}:${prefs.mood}`);

  const mainSteps: MeditationStep[] = seconds.map((sec, i) => {
    // Each phase of the technique gets its share of steps; a short sit folds several phases into one step.
    const assigned = phases.filter((_, k) => Math.min(n - 1, Math.floor((k * n) / phases.length)) === i);
    const phaseIndex = Math.min(phases.length - 1, Math.floor((i * phases.length) / n));
    const firstOfPhase = assigned.length > 0;
    const reminder = reminders[(seed + i) % reminders.length].replaceAll("{anchor}", technique.anchor);
    if (firstOfPhase) {
      return {
        title: assigned.map((p) => p.title).join(", then "),
        instruction: `${assigned.map((p) => p.instruction).join(" ")} ${reminder}`,
        seconds: sec,
      };
    }
    return {
      title: `${phases[phaseIndex].title} (continued)`,
      instruction: reminder.charAt(0).toUpperCase() + reminder.slice(1),
      seconds: sec,
    };
  });

  const open = OPENINGS[prefs.mood];
  const settlingText =
    prefs.experience === "advanced"
      ? `Let the breath settle by itself and gather your attention around ${technique.anchor}.`
      : `Take three slow, deep breaths, in through the nose and out through the mouth. Then let the breath return to its natural rhythm, and let your attention gather around ${technique.anchor}.`;
  const closingText = [
    prefs.focus === "sleep-preparation"
      ? "If you are drifting towards sleep, let yourself go; there is nothing more to do."
      : "Let the practice go. Take three deep breaths, feel the whole body, and gently open your eyes. Notice how you feel now, compared with when you began.",
    !teaching
      ? ""
      : teaching.paraphrase
        ? `Carry this with you, from ${teaching.author} (${teaching.source}), in Prajna's paraphrase: ${teaching.text}`
        : `Carry this with you: "${teaching.text}" (${teaching.author}, ${teaching.source}).`,
  ]
    .filter(Boolean)
    .join(" ");

  const steps: MeditationStep[] = [
    { title: open.title, instruction: open.instruction, seconds: opening },
    { title: "Settling the breath", instruction: settlingText, seconds: settling },
    ...mainSteps,
    { title: "Closing", instruction: closingText, seconds: closing },
  ];
  const title = `${labelOf.focus(prefs.focus)}: a ${labelOf.durationAdjective(prefs.timeAvailable)} guide`;
  return {
    title,
    guidance: describe(prefs, technique.name, steps, teaching),
    steps,
    technique: technique.name,
    teaching,
    provider: "library",
  };
}

/** What a model's guide must look like to be used. */
export const modelGuideSchema = z.object({
  title: z.string().min(3).max(120),
  steps: z
    .array(z.object({ title: z.string().min(2).max(120), instruction: z.string().min(10).max(1200), seconds: z.number().int().min(10) }))
    .min(3)
    .max(40),
});

/** A model's answer checked: JSON with steps whose seconds add up to the chosen time, of sane length. */
export function checkModelGuide(content: unknown, prefs: Preferences): { title: string; steps: MeditationStep[] } | null {
  if (typeof content !== "string") return null;
  const json = content.slice(content.indexOf("{"), content.lastIndexOf("}") + 1);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = modelGuideSchema.safeParse(value);
  if (!parsed.success) return null;
  const sum = parsed.data.steps.reduce((a, s) => a + s.seconds, 0);
  if (sum !== prefs.timeAvailable * 60) return null;
  if (parsed.data.steps.reduce((a, s) => a + s.instruction.length, 0) > 12_000) return null;
  return parsed.data;
}

async function modelGuide(prefs: Preferences, signal?: AbortSignal): Promise<{ title: string; steps: MeditationStep[] } | null> {
  const total = prefs.timeAvailable * 60;
  const d = deadline(signal);
  try {
    const response = await openaiClient().chat.completions.create(
      {
        model: modelName(),
        messages: [
          {
            role: "system",
            content:
              "You write calm, practical guided meditations. Answer with JSON only, no prose around it, in the shape " +
              '{"title": string, "steps": [{"title": string, "instruction": string, "seconds": integer}]}. ' +
              `The steps' seconds must add up to exactly ${total}. Use 4 to 20 steps. Open with an arrival that meets the person's mood, ` +
              "use a technique suited to the focus, pace it for the experience (more guidance for beginners, longer silences for advanced), and close gently.",
          },
          {
            role: "user",
            content: `Experience: ${labelOf.experience(prefs.experience)}. Time: ${labelOf.duration(prefs.timeAvailable)} (${total} seconds). Focus: ${labelOf.focus(prefs.focus)}. Mood: ${labelOf.mood(prefs.mood)}.`,
          },
        ],
      },
      { signal: d.signal },
    );
    countModelCall("meditation", "ok");
    return checkModelGuide(response?.choices?.[0]?.message?.content, prefs);
  } catch (error) {
    countModelCall("meditation", "error");
    if (signal?.aborted) throw error;
    console.warn("[meditation] model failed; the built-in guide is used:", (error as Error).message);
    return null;
  } finally {
    d.done();
  }
}

/**
 * One door for the page and the API: the model's guide when one is configured, the model budgets allow the call and
 * the guide passes the check; else the built-in one.
 */
export async function generateMeditation(prefs: Preferences, signal?: AbortSignal, caller?: Caller): Promise<Guide> {
  const builtIn = composeMeditation(prefs);
  if (!openaiConfigured() || !(await spendModelCall(caller))) return builtIn;
  const fromModel = await modelGuide(prefs, signal);
  if (!fromModel) {
    // The model erred or its guide did not pass the check: a failure for the operators' count either way.
    await recordEvent(EVENT.modelFailure);
    return builtIn;
  }
  return {
    ...builtIn,
    title: fromModel.title,
    steps: fromModel.steps,
    guidance: describe(prefs, "written for you by the model from your choices", fromModel.steps, builtIn.teaching),
    technique: "written for you by the model from your choices",
    provider: "openai",
  };
}
