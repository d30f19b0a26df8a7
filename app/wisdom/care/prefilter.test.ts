import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadQuestionSets } from "../answers-eval";
import { assessConversation, usePrefilter } from "./detect";
import { CARE_SETS, loadCareSet } from "./eval";
import { SIGNALS } from "./lexicon";
import { buildPrefilter, requiredStrings } from "./prefilter";

const sets = path.resolve(import.meta.dirname, "../../../tests/fixtures/care");

describe("the strings a pattern's every match contains", () => {
  it.each([
    [/\bsuicidal\b/g, ["suicidal"]],
    [/\b(?:je |j)(?:vais|veux) me tuer\b/g, ["je vais me tuer", "je veux me tuer", "jvais me tuer", "jveux me tuer"]],
    [/\bi (?:really )?want to die\b/g, ["i want to die", "i really want to die"]],
    [/\b(?:end|take) (?:my|his) life\b/g, ["end my life", "end his life", "take my life", "take his life"]],
    [/^(?=.*\bpills\b)(?=.*\btonight\b)/g, ["tonight"]],
    [/\b(?:pills?|tablets?) and (?:\w+ )?vodka\b/g, ["pill and ", "pills and ", "tablet and ", "tablets and "]],
    [/\b\w+ myself\b|\bgone\b/g, [" myself", "gone"]],
  ])("%s needs one of %j", (pattern, strings) => {
    expect(requiredStrings(pattern)?.sort()).toEqual([...strings].sort());
  });

  it.each([/(?:me)?/g, /[^a-z]{3}/g, /\b(\w+) \1\b/g, /ab/g, /suicide/gi])(
    "%s has no string to look for, so it is always run",
    (pattern) => {
      expect(requiredStrings(pattern)).toBeNull();
    },
  );

  it("only the patterns whose strings a message holds are candidates", () => {
    const prefilter = buildPrefilter([/\bsuicidal\b/g, /\bi want to die\b/g, /\b\w+\b/g]);
    expect([...prefilter.candidates("lately i feel suicidal")]).toEqual([1, 0, 1]);
    expect([...prefilter.candidates("i want to die")]).toEqual([0, 1, 1]);
    expect([...prefilter.candidates("")]).toEqual([0, 0, 1]);
  });

  it("almost every lexicon pattern has strings to look for", () => {
    const always = SIGNALS.filter((s) => requiredStrings(s.pattern) === null);
    expect(always.length / SIGNALS.length).toBeLessThan(0.05);
  });
});

describe("the prefilter changes no verdict", () => {
  afterEach(() => usePrefilter(true));

  // Every message of every care set (tuning and held-out: only verdicts are compared, never shown) and every question
  // of the answer evaluation, read with and without the prefilter.
  const conversations = [
    ...CARE_SETS.flatMap(({ file }) => loadCareSet(path.join(sets, file)).map((c) => [...(c.turns ?? []), c.text])),
    ...loadQuestionSets(path.resolve(import.meta.dirname, "../../../tests/fixtures/answers")).map((q) => [
      ...(q.earlier ?? []),
      q.question,
    ]),
  ];

  it(`on ${conversations.length} conversations, the same care verdict, level, kind and signals`, () => {
    usePrefilter(true);
    const filtered = conversations.map((turns) => assessConversation(turns));
    usePrefilter(false);
    const full = conversations.map((turns) => assessConversation(turns));
    expect(conversations.length).toBeGreaterThan(5000);
    const differing = full.map((v, i) => (JSON.stringify(v) === JSON.stringify(filtered[i]) ? -1 : i)).filter((i) => i >= 0);
    expect(differing.length, "conversations whose verdict changed (by index)").toBe(0);
    // Every pattern on every message (without the prefilter) takes about half a minute on a busy two-core machine.
  }, 300_000);
});
