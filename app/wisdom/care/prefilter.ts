/**
 * Which of the lexicon's patterns could match a message at all, found without running them.
 *
 * Every pattern is read once (with @eslint-community/regexpp's parser) for the literal strings one of which any match
 * must contain: `\b(?:je |j)(?:vais|veux) me tuer\b` cannot match a message without "me tuer" in it. A message is
 * scanned once for all of those strings (an index by their first three characters), and only the patterns whose
 * strings it holds are run. The answer is exact: a pattern set aside could not have matched, so the detector's verdict
 * is the same with or without this (care.test.ts checks that over every care set). Patterns with no such string of
 * three characters or more are always run.
 */
import { RegExpParser } from "@eslint-community/regexpp";
import type { AST } from "@eslint-community/regexpp";

/** Above this many strings, a node's exact strings are forgotten (only what it requires is kept). */
const MAX_EXACT = 32;
/** The shortest string worth indexing: shorter ones are in most messages anyway. */
const MIN_ANCHOR = 3;

interface Info {
  /** Every string the node can match, when they are few: null when unknown or too many. "" when it can match nothing. */
  exact: Set<string> | null;
  /** Strings one of which every match contains: null when nothing is known. */
  need: Set<string> | null;
}

const NOTHING: Info = { exact: null, need: null };
const EMPTY: Info = { exact: new Set([""]), need: null };

/** How useful a set of required strings is: its shortest string's length (a longer one is rarer). */
function strength(set: Set<string> | null): number {
  if (!set || set.size === 0) return -1;
  let min = Infinity;
  for (const s of set) min = Math.min(min, s.length);
  return min;
}

function better(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  const sa = strength(a);
  const sb = strength(b);
  if (sa !== sb) return sa > sb ? a : b;
  return (a?.size ?? Infinity) <= (b?.size ?? Infinity) ? a : b;
}

/** The required strings an exact set gives: none when it may match the empty string. */
function needOf(info: Info): Set<string> | null {
  if (info.exact && !info.exact.has("")) return better(info.exact, info.need);
  return info.need;
}

function cross(a: Set<string>, b: Set<string>): Set<string> | null {
  if (a.size * b.size > MAX_EXACT) return null;
  const out = new Set<string>();
  for (const x of a) for (const y of b) out.add(x + y);
  return out;
}

function alternation(alternatives: AST.Alternative[]): Info {
  const infos = alternatives.map(concatenation);
  let exact: Set<string> | null = new Set();
  let need: Set<string> | null = new Set();
  for (const info of infos) {
    if (exact && info.exact && exact.size + info.exact.size <= MAX_EXACT) for (const s of info.exact) exact.add(s);
    else exact = null;
    const n = needOf(info);
    if (need && n) for (const s of n) need.add(s);
    else need = null;
  }
  return { exact, need };
}

function concatenation(alternative: AST.Alternative): Info {
  // A run of elements with exact strings is multiplied out ("je " then "vais|veux"); any other element ends the run.
  let run: Set<string> | null = new Set([""]);
  let all: Set<string> | null = new Set([""]);
  let need: Set<string> | null = null;
  for (const element of alternative.elements) {
    const info = elementInfo(element);
    need = better(need, info.need);
    if (info.exact) {
      run = run ? cross(run, info.exact) : new Set(info.exact);
      all = all ? cross(all, info.exact) : null;
      // A run too long to multiply out keeps what it has so far as a requirement, and starts again.
      if (!run) run = new Set(info.exact);
    } else {
      if (run && !run.has("")) need = better(need, run);
      run = new Set([""]);
      all = null;
    }
    if (run && !run.has("")) need = better(need, run);
  }
  return { exact: all, need };
}

function characterClass(node: AST.CharacterClass): Info {
  if (node.negate || node.unicodeSets) return NOTHING;
  const out = new Set<string>();
  for (const e of node.elements) {
    if (e.type === "Character") out.add(String.fromCodePoint(e.value));
    else if (e.type === "CharacterClassRange" && e.max.value - e.min.value < 8) {
      for (let c = e.min.value; c <= e.max.value; c++) out.add(String.fromCodePoint(c));
    } else return NOTHING;
    if (out.size > 8) return NOTHING;
  }
  return out.size ? { exact: out, need: null } : NOTHING;
}

function elementInfo(node: AST.Element): Info {
  switch (node.type) {
    case "Character":
      return { exact: new Set([String.fromCodePoint(node.value)]), need: null };
    case "CharacterClass":
      return characterClass(node);
    case "Group":
    case "CapturingGroup":
      return alternation(node.alternatives);
    case "Assertion":
      // An assertion consumes nothing. What a positive lookaround looks for must still be in the message
      // ("^(?=.*\bpills\b)(?=.*\btonight\b)" needs both); a boundary or a negative one adds no string.
      if ((node.kind === "lookahead" || node.kind === "lookbehind") && !node.negate) {
        return { exact: EMPTY.exact, need: needOf(alternation(node.alternatives)) };
      }
      return EMPTY;
    case "Quantifier": {
      const inner = elementInfo(node.element);
      if (node.min === 0) {
        if (node.max === 1 && inner.exact && inner.exact.size < MAX_EXACT) return { exact: new Set(["", ...inner.exact]), need: null };
        return { exact: null, need: null };
      }
      return { exact: node.min === 1 && node.max === 1 ? inner.exact : null, need: needOf(inner) };
    }
    default:
      // A character set (\w, \d, .), a backreference: no literal string.
      return NOTHING;
  }
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The strings (three characters or more) one of which every match of the pattern contains, or null if none is known. */
export function requiredStrings(pattern: RegExp): string[] | null {
  if (pattern.flags.includes("i")) return null;
  const ast = parser.parsePattern(pattern.source, 0, pattern.source.length, {
    unicode: pattern.flags.includes("u"),
    unicodeSets: pattern.flags.includes("v"),
  });
  const need = needOf(alternation(ast.alternatives));
  if (!need || strength(need) < MIN_ANCHOR) return null;
  return [...need];
}

/** The patterns that could match, for a set of patterns read once. */
export interface Prefilter {
  /** For each pattern in order: whether it could match `text`. Patterns without required strings are always true. */
  candidates(text: string): Uint8Array;
}

export function buildPrefilter(patterns: RegExp[]): Prefilter {
  const anchors: string[] = [];
  const anchorId = new Map<string, number>();
  const byPattern: (number[] | null)[] = patterns.map((p) => {
    const strings = requiredStrings(p);
    if (!strings) return null;
    return strings.map((s) => {
      let id = anchorId.get(s);
      if (id === undefined) {
        id = anchors.length;
        anchors.push(s);
        anchorId.set(s, id);
      }
      return id;
    });
  });
  // Anchors by their first three characters: a message is walked once, and only the anchors that start like the text
  // at each place are compared there.
  const index = new Map<string, number[]>();
  anchors.forEach((a, id) => {
    const key = a.slice(0, MIN_ANCHOR);
    const list = index.get(key);
    if (list) list.push(id);
    else index.set(key, [id]);
  });
  return {
    candidates(text: string): Uint8Array {
      const present = new Uint8Array(anchors.length);
      for (let i = 0; i + MIN_ANCHOR <= text.length; i++) {
        const list = index.get(text.slice(i, i + MIN_ANCHOR));
        if (!list) continue;
        for (const id of list) if (!present[id] && text.startsWith(anchors[id], i)) present[id] = 1;
      }
      const out = new Uint8Array(patterns.length);
      byPattern.forEach((ids, k) => {
        out[k] = !ids || ids.some((id) => present[id] === 1) ? 1 : 0;
      });
      return out;
    },
  };
}
