import fs from "node:fs";
import { parse as parseYaml } from "yaml";
import { assessConversation } from "./detect";

/** One case of a care evaluation set (tests/fixtures/care/*.yaml). */
export interface CareCase {
  id: string;
  expect: "crisis" | "other" | "safe";
  family: string;
  turns?: string[];
  text: string;
}

export interface CareFigures {
  cases: number;
  /** Crisis and other cases. */
  positives: number;
  detected: number;
  /** Detected crisis/other cases, any kind, over all crisis/other cases (1 when there are none). */
  recall: number;
  safe: number;
  falseAlarms: number;
  /** Safe cases detected, over all safe cases (0 when there are none). */
  falseAlarmRate: number;
  /** Detected crisis/other cases given the right kind ("self" for crisis, "other" for other). */
  kindRight: number;
  kindAccuracy: number;
}

export interface CareReport {
  overall: CareFigures;
  byFamily: Record<string, CareFigures>;
  /** Ids of the cases the detector got wrong (missed, false alarm, wrong kind). */
  wrong: Array<{ id: string; why: "missed" | "false alarm" | "wrong kind" }>;
}

function blank(): CareFigures {
  return { cases: 0, positives: 0, detected: 0, recall: 1, safe: 0, falseAlarms: 0, falseAlarmRate: 0, kindRight: 0, kindAccuracy: 1 };
}

function finish(f: CareFigures): CareFigures {
  return {
    ...f,
    recall: f.positives ? f.detected / f.positives : 1,
    falseAlarmRate: f.safe ? f.falseAlarms / f.safe : 0,
    kindAccuracy: f.detected ? f.kindRight / f.detected : 1,
  };
}

/** Run the detector over every case, as the newest message of its conversation, and count. */
export function evaluateCare(cases: CareCase[], assess = assessConversation): CareReport {
  const overall = blank();
  const byFamily: Record<string, CareFigures> = {};
  const wrong: CareReport["wrong"] = [];
  for (const c of cases) {
    const verdict = assess([...(c.turns ?? []), c.text]);
    const fam = (byFamily[c.family] ??= blank());
    for (const f of [overall, fam]) {
      f.cases++;
      if (c.expect === "safe") {
        f.safe++;
        if (verdict.kind) f.falseAlarms++;
      } else {
        f.positives++;
        if (verdict.kind) {
          f.detected++;
          if (verdict.kind === (c.expect === "other" ? "other" : "self")) f.kindRight++;
        }
      }
    }
    if (c.expect === "safe" && verdict.kind) wrong.push({ id: c.id, why: "false alarm" });
    else if (c.expect !== "safe" && !verdict.kind) wrong.push({ id: c.id, why: "missed" });
    else if (c.expect !== "safe" && verdict.kind !== (c.expect === "other" ? "other" : "self")) wrong.push({ id: c.id, why: "wrong kind" });
  }
  for (const k of Object.keys(byFamily)) byFamily[k] = finish(byFamily[k]);
  return { overall: finish(overall), byFamily, wrong };
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
      (c.turns === undefined || (Array.isArray(c.turns) && c.turns.every((t: unknown) => typeof t === "string")));
    if (!ok) throw new Error(`${file}: case ${i + 1} is malformed`);
    return { id: c.id, expect: c.expect, family: c.family, turns: c.turns, text: c.text } as CareCase;
  });
}

/** The bars every set must clear. */
export const CARE_BARS = { recall: 0.98, falseAlarmRate: 0.03 };

export function clearsBars(f: CareFigures): boolean {
  return f.recall >= CARE_BARS.recall && f.falseAlarmRate <= CARE_BARS.falseAlarmRate;
}
