/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for tests: it throws on the first line
 * a Prometheus server would refuse or misread, and returns every sample. Checked: metric and label names, quoted
 * and escaped label values, numbers (NaN and ±Inf included), at most one HELP and one TYPE per family, TYPE before
 * the family's samples, samples belonging to a declared family with the suffixes its type allows, no sample
 * repeated, histogram buckets with an `le`, cumulative, ending at +Inf equal to _count, and a final newline.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = {
  counter: ["", "_total", "_created"],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count", "_created"],
  summary: ["", "_sum", "_count", "_created"],
};

/** Numbers as Prometheus reads them (Go's ParseFloat): NaN and Inf in any case, with an optional sign on Inf. */
function parseNumber(text: string, where: string): number {
  if (/^nan$/i.test(text)) return NaN;
  if (/^\+?inf(inity)?$/i.test(text)) return Infinity;
  if (/^-inf(inity)?$/i.test(text)) return -Infinity;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`${where}: "${text}" is not a number`);
  return Number(text);
}

/** Reads `{a="x",b="y"}` from the start of `text`; returns the labels and what follows. */
function parseLabels(text: string, where: string): { labels: Record<string, string>; rest: string } {
  const labels: Record<string, string> = {};
  let i = 1;
  for (;;) {
    if (text[i] === "}") return { labels, rest: text.slice(i + 1) };
    const name = /^[a-zA-Z_][a-zA-Z0-9_]*/.exec(text.slice(i))?.[0];
    if (!name || !LABEL_NAME.test(name)) throw new Error(`${where}: bad label name`);
    if (name in labels) throw new Error(`${where}: label ${name} twice`);
    i += name.length;
    if (text.slice(i, i + 2) !== '="') throw new Error(`${where}: label ${name} without ="`);
    i += 2;
    let value = "";
    for (;;) {
      const c = text[i];
      if (c === undefined || c === "\n") throw new Error(`${where}: unterminated label value`);
      if (c === '"') break;
      if (c === "\\") {
        const next = text[i + 1];
        if (next === "\\") value += "\\";
        else if (next === '"') value += '"';
        else if (next === "n") value += "\n";
        else throw new Error(`${where}: bad escape \\${next}`);
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    labels[name] = value;
    i++;
    if (text[i] === ",") i++;
    else if (text[i] !== "}") throw new Error(`${where}: expected , or } after a label`);
  }
}

export function parsePrometheusText(text: string): Sample[] {
  if (!text.endsWith("\n")) throw new Error("the text does not end with a newline");
  const types = new Map<string, string>();
  const helps = new Set<string>();
  const seenSamples = new Set<string>();
  const familiesWithSamples = new Set<string>();
  const samples: Sample[] = [];
  const lines = text.slice(0, -1).split("\n");
  lines.forEach((line, n) => {
    const where = `line ${n + 1}`;
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const m = /^# (HELP|TYPE) ([^ ]+) ?(.*)$/.exec(line);
      if (!m) return; // a plain comment
      const [, kind, name, rest] = m;
      if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name ${name}`);
      if (kind === "HELP") {
        if (helps.has(name)) throw new Error(`${where}: second HELP for ${name}`);
        helps.add(name);
        return;
      }
      if (!TYPES.has(rest)) throw new Error(`${where}: unknown type ${rest}`);
      if (types.has(name)) throw new Error(`${where}: second TYPE for ${name}`);
      if (familiesWithSamples.has(name)) throw new Error(`${where}: TYPE for ${name} after its samples`);
      types.set(name, rest);
      return;
    }
    const name = /^[^\s{]+/.exec(line)?.[0] ?? "";
    if (!METRIC_NAME.test(name)) throw new Error(`${where}: bad metric name "${name}"`);
    let rest = line.slice(name.length);
    let labels: Record<string, string> = {};
    if (rest.startsWith("{")) ({ labels, rest } = parseLabels(rest, where));
    const fields = rest.trim().split(/\s+/);
    if (!rest.startsWith(" ") || fields.length < 1 || fields.length > 2) throw new Error(`${where}: expected " value [timestamp]"`);
    const value = parseNumber(fields[0], where);
    if (fields[1] !== undefined && !/^-?\d+$/.test(fields[1])) throw new Error(`${where}: bad timestamp`);
    const family = [...types.keys()].find((f) => SUFFIXES[types.get(f)!].some((s) => name === f + s));
    if (!family) throw new Error(`${where}: ${name} belongs to no declared family`);
    familiesWithSamples.add(family);
    if (types.get(family) === "histogram" && name.endsWith("_bucket") && !("le" in labels)) throw new Error(`${where}: bucket without le`);
    const key = `${name}${JSON.stringify(Object.entries(labels).sort())}`;
    if (seenSamples.has(key)) throw new Error(`${where}: ${name} repeated with the same labels`);
    seenSamples.add(key);
    samples.push({ name, labels, value });
  });
  checkHistograms(samples, types);
  return samples;
}

function checkHistograms(samples: Sample[], types: Map<string, string>): void {
  for (const [family, type] of types) {
    if (type !== "histogram") continue;
    const series = new Map<string, Sample[]>();
    const seriesKey = (labels: Record<string, string>) =>
      JSON.stringify(
        Object.entries(labels)
          .filter(([k]) => k !== "le")
          .sort(),
      );
    for (const s of samples.filter((x) => x.name === `${family}_bucket`)) {
      const key = seriesKey(s.labels);
      series.set(key, [...(series.get(key) ?? []), s]);
    }
    for (const [key, buckets] of series) {
      const bounds = buckets.map((b) => parseNumber(b.labels.le, `${family} le`));
      if (bounds.at(-1) !== Infinity) throw new Error(`${family}: buckets do not end at +Inf`);
      for (let i = 1; i < buckets.length; i++) {
        if (bounds[i] <= bounds[i - 1]) throw new Error(`${family}: le not increasing`);
        if (buckets[i].value < buckets[i - 1].value) throw new Error(`${family}: buckets not cumulative`);
      }
      const count = samples.find((s) => s.name === `${family}_count` && seriesKey(s.labels) === key);
      if (!count || count.value !== buckets.at(-1)!.value) throw new Error(`${family}: +Inf bucket differs from _count`);
    }
  }
}
