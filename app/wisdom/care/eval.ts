import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { assessConversation, type CareVerdict } from "./detect";
import { CARE_LANGS, type CareLang } from "./languages";

/** One case of a care evaluation set (tests/fixtures/care/*.yaml). */
export interface CareCase {
  id: string;
  expect: "crisis" | "other" | "safe";
  family: string;
  /** The language it is written in (English when unset). */
  lang: CareLang;
  turns?: string[];
  text: string;
}

export interface CareFigures {
  cases: number;
  /** Crisis and other cases. */
  positives: number;
  /** Positives given care at either level (urgent or check-in). */
  detected: number;
  /** Positives given the urgent care answer. */
  urgent: number;
  /** detected / positives (1 when there are none). */
  recall: number;
  safe: number;
  /** Safe cases given the urgent care answer, and given a check-in. */
  falseUrgent: number;
  falseCheckIns: number;
  falseUrgentRate: number;
  falseCheckInRate: number;
  /** Detected positives given the right kind ("self" for crisis, "other" for other). */
  kindRight: number;
  kindAccuracy: number;
}

export interface CareReport {
  overall: CareFigures;
  byFamily: Record<string, CareFigures>;
  byLanguage: Record<string, CareFigures>;
  /** The cases the detector got wrong (missed, a false urgent answer or check-in, wrong kind). */
  wrong: Array<{ id: string; why: "missed" | "false urgent" | "false check-in" | "wrong kind" }>;
}

function blank(): CareFigures {
  return {
    cases: 0,
    positives: 0,
    detected: 0,
    urgent: 0,
    recall: 1,
    safe: 0,
    falseUrgent: 0,
    falseCheckIns: 0,
    falseUrgentRate: 0,
    falseCheckInRate: 0,
    kindRight: 0,
    kindAccuracy: 1,
  };
}

function finish(f: CareFigures): CareFigures {
  return {
    ...f,
    recall: f.positives ? f.detected / f.positives : 1,
    falseUrgentRate: f.safe ? f.falseUrgent / f.safe : 0,
    falseCheckInRate: f.safe ? f.falseCheckIns / f.safe : 0,
    kindAccuracy: f.detected ? f.kindRight / f.detected : 1,
  };
}

/** Run the detector over every case, as the newest message of its conversation, and count. */
export function evaluateCare(cases: CareCase[], assess: (turns: string[]) => CareVerdict = assessConversation): CareReport {
  const overall = blank();
  const byFamily: Record<string, CareFigures> = {};
  const byLanguage: Record<string, CareFigures> = {};
  const wrong: CareReport["wrong"] = [];
  for (const c of cases) {
    const verdict = assess([...(c.turns ?? []), c.text]);
    const want = c.expect === "other" ? "other" : "self";
    for (const f of [overall, (byFamily[c.family] ??= blank()), (byLanguage[c.lang] ??= blank())]) {
      f.cases++;
      if (c.expect === "safe") {
        f.safe++;
        if (verdict.level === "urgent") f.falseUrgent++;
        if (verdict.level === "check-in") f.falseCheckIns++;
      } else {
        f.positives++;
        if (verdict.level) {
          f.detected++;
          if (verdict.level === "urgent") f.urgent++;
          if (verdict.kind === want) f.kindRight++;
        }
      }
    }
    if (c.expect === "safe" && verdict.level) wrong.push({ id: c.id, why: verdict.level === "urgent" ? "false urgent" : "false check-in" });
    else if (c.expect !== "safe" && !verdict.level) wrong.push({ id: c.id, why: "missed" });
    else if (c.expect !== "safe" && verdict.kind !== want) wrong.push({ id: c.id, why: "wrong kind" });
  }
  for (const k of Object.keys(byFamily)) byFamily[k] = finish(byFamily[k]);
  for (const k of Object.keys(byLanguage)) byLanguage[k] = finish(byLanguage[k]);
  return { overall: finish(overall), byFamily, byLanguage, wrong };
}

/** Read a care set file: a YAML list of cases; malformed cases are an error, not silently skipped. */
export function loadCareSet(file: string): CareCase[] {
  const data = parseYaml(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(data)) throw new Error(`${file}: expected a list of cases`);
  return data.map((c, i) => {
    const ok =
      c &&
      typeof c.id === "string" &&
      ["crisis", "other", "safe"].includes(c.expect) &&
      typeof c.family === "string" &&
      typeof c.text === "string" &&
      (c.lang === undefined || (CARE_LANGS as readonly string[]).includes(c.lang)) &&
      (c.turns === undefined || (Array.isArray(c.turns) && c.turns.every((t: unknown) => typeof t === "string")));
    if (!ok) throw new Error(`${file}: case ${i + 1} is malformed`);
    return { id: c.id, expect: c.expect, family: c.family, lang: c.lang ?? "en", turns: c.turns, text: c.text } as CareCase;
  });
}

/**
 * The bars every set must clear: care (urgent or check-in) for at least 97 percent of people at risk; the urgent
 * answer for at most 2 percent of hard negatives, a check-in for at most 15 percent.
 */
export const CARE_BARS = { recall: 0.97, falseUrgentRate: 0.02, falseCheckInRate: 0.15 };

export function clearsBars(f: CareFigures): boolean {
  return f.recall >= CARE_BARS.recall && f.falseUrgentRate <= CARE_BARS.falseUrgentRate && f.falseCheckInRate <= CARE_BARS.falseCheckInRate;
}

/** The evaluation sets in the repository: the tuning set, and the held-out sets nobody tunes on. */
export const CARE_SETS = [
  { label: "tuning", file: "tuning.yaml", heldOut: false },
  { label: "tuning (second, English)", file: "tuning-2-en.yaml", heldOut: false },
  { label: "tuning (second, six languages)", file: "tuning-2-langs.yaml", heldOut: false },
  { label: "tuning (third: young people)", file: "tuning-3-young.yaml", heldOut: false },
  { label: "tuning (third: older people)", file: "tuning-3-older.yaml", heldOut: false },
  { label: "tuning (third: spiritual language)", file: "tuning-3-spiritual.yaml", heldOut: false },
  { label: "tuning (third: es, pt, it)", file: "tuning-3-romance.yaml", heldOut: false },
  { label: "tuning (third: fr, de, hi)", file: "tuning-3-frdehi.yaml", heldOut: false },
  { label: "tuning (third: what people do)", file: "tuning-3-behaviour.yaml", heldOut: false },
  { label: "tuning (fourth: forum posts)", file: "tuning-4-forum.yaml", heldOut: false },
  { label: "tuning (fourth: higher-risk lives)", file: "tuning-4-lives.yaml", heldOut: false },
  { label: "tuning (fourth: six languages)", file: "tuning-4-langs.yaml", heldOut: false },
  { label: "tuning (fourth: hard negatives)", file: "tuning-4-negatives.yaml", heldOut: false },
  { label: "tuning (fourth: subtle signs)", file: "tuning-4-subtle.yaml", heldOut: false },
  { label: "tuning (fourth: ordinary questions)", file: "tuning-4-ordinary.yaml", heldOut: false },
  { label: "tuning (fifth: the answer reviews' long questions)", file: "tuning-5-ordinary-long.yaml", heldOut: false },
  { label: "tuning (fifth: texting in six languages, mixed)", file: "tuning-5-mixed.yaml", heldOut: false },
  { label: "tuning (fifth: a novelist's voices)", file: "tuning-5-voices.yaml", heldOut: false },
  { label: "tuning (fifth: ordinary spiritual questions, not trained on)", file: "tuning-5-ordinary-spiritual.yaml", heldOut: false },
  { label: "tuning (sixth: bodies, illness and carers)", file: "tuning-6-bodies.yaml", heldOut: false },
  { label: "tuning (sixth: long questions about a teaching)", file: "tuning-6-long-doctrine.yaml", heldOut: false },
  { label: "tuning (sixth: faith words in six languages)", file: "tuning-6-langs-faith.yaml", heldOut: false },
  { label: "held-out (first)", file: "held-out.yaml", heldOut: true },
  { label: "held-out (writer A)", file: "held-out-writer-a.yaml", heldOut: true },
  { label: "held-out (writer B)", file: "held-out-writer-b.yaml", heldOut: true },
  { label: "held-out (writer C)", file: "held-out-writer-c.yaml", heldOut: true },
  { label: "held-out (writer D)", file: "held-out-writer-d.yaml", heldOut: true },
  { label: "held-out (writer E)", file: "held-out-writer-e.yaml", heldOut: true },
  { label: "held-out (writer F)", file: "held-out-writer-f.yaml", heldOut: true },
] as const;
