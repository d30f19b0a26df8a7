/**
 * Features for the learned care signal: the normalised words of the recent user turns, as hashed word unigrams and
 * bigrams and character 3- to 5-grams, each present or absent, the whole vector scaled to unit length. The rules' own
 * reading is not a feature: the lexicon is written against the same tuning sets, so a model that read it would learn to
 * trust it more than new writers' messages deserve (decision 0009). Shared by the
 * training script and by the model at run time, so both read a conversation the same way.
 */
import { CARE_TURNS, normalise } from "./detect";

/** Features go into 2^BITS buckets. */
export const BITS = 16;

/** A sparse vector: bucket indices (distinct) and their values. */
export interface Sparse {
  index: Int32Array;
  value: Float32Array;
}

/** FNV-1a over the UTF-16 code units of a string, folded to the bucket range. */
function bucket(s: string, mask: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & mask;
}

/** The hashed features of a conversation, newest turn last; only the last CARE_TURNS turns are read. */
export function featurize(turns: string[], bits = BITS): Sparse {
  const mask = (1 << bits) - 1;
  const seen = new Set<number>();
  const add = (s: string) => seen.add(bucket(s, mask));
  const recent = turns.slice(-CARE_TURNS).filter((t) => typeof t === "string" && t.trim());
  recent.forEach((turn, i) => {
    const words = normalise(turn).match(/[a-z0-9]+/g) ?? [];
    // The newest message also gets features of its own, so that what is said now can weigh apart from before.
    const newest = i === recent.length - 1;
    for (let j = 0; j < words.length; j++) {
      add(`w ${words[j]}`);
      if (j > 0) add(`b ${words[j - 1]} ${words[j]}`);
      if (newest) add(`n ${words[j]}`);
    }
    const line = ` ${words.join(" ")} `;
    for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= line.length; j++) add(`c ${line.slice(j, j + n)}`);
  });
  const index = Int32Array.from([...seen].sort((x, y) => x - y));
  const value = new Float32Array(index.length).fill(index.length ? 1 / Math.sqrt(index.length) : 0);
  return { index, value };
}
