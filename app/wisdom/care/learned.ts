/**
 * The learned care signal: a logistic regression over hashed words, word pairs and letter groups of the recent user
 * turns (see learned-features.ts), trained on the tuning set by scripts/train-care-model.ts. It generalises over
 * wording where the rules cannot, and is read beside them: either may say crisis. Dependency-free; the weights are
 * bundled with the code and decoded once, on first use.
 */
import stored from "./learned-model.json";
import type { LearnedCuts } from "./detect";
import { featurize } from "./learned-features";

interface Model {
  bits: number;
  weights: Float32Array;
  bias: number;
  threshold: number;
  aloneThreshold: number;
  demote: number;
  quiet: number;
}

let model: Model | undefined;

function decode(base64: string, scale: number): Float32Array {
  const binary = atob(base64);
  const out = new Float32Array(binary.length >> 1);
  for (let i = 0; i < out.length; i++) {
    // Little-endian Int16.
    const v = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    out[i] = (v & 0x8000 ? v - 0x10000 : v) * scale;
  }
  return out;
}

function load(): Model {
  model ??= {
    bits: stored.bits,
    weights: decode(stored.weights, stored.scale),
    bias: stored.bias,
    threshold: stored.threshold,
    aloneThreshold: stored.aloneThreshold,
    demote: stored.demote,
    quiet: stored.quiet,
  };
  return model;
}

/** The model's probability that the writer of this conversation (user turns, newest last) may be at risk. */
export function learnedRisk(turns: string[]): number {
  const m = load();
  const x = featurize(turns, m.bits);
  let z = m.bias;
  for (let k = 0; k < x.index.length; k++) z += m.weights[x.index[k]] * x.value[k];
  return 1 / (1 + Math.exp(-z));
}

/** The model's cut-offs, as training chose them. */
export function learnedCuts(): LearnedCuts {
  const m = load();
  return { threshold: m.threshold, aloneThreshold: m.aloneThreshold, demote: m.demote, quiet: m.quiet };
}

/** The decision threshold, for reports and tests. */
export const LEARNED_THRESHOLD: number = stored.threshold;
