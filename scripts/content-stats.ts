/**
 * Template statistics for the library: which articles follow the shared skeleton, how each piece ends, which practice
 * titles lean on a number or a time frame, the stock phrases, and the 8-word runs pieces share outside quotations.
 * Prints a table, the totals and PASS/FAIL against the bars; exits 1 when a bar fails.
 *
 *   npm run content:stats            (add -- --runs to list every shared run, not only the first few per piece)
 */
import path from "node:path";
import { libraryPieces } from "~/content/checks.server";
import { loadLibrary } from "~/content/library.server";
import { endingKind, MAX_SHARED_RUNS, onSkeleton, RUN_WORDS, sharedRuns, skeletonMarks, titleHasNumberOrTime } from "~/content/sameness";

const BARS = { skeletonBelow: 0.5, maxPerEnding: 3, ourArticleOnBelow: 8 };

const lib = loadLibrary(path.resolve(process.env.CONTENT_DIR ?? "content"));
const showAllRuns = process.argv.includes("--runs");

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const OUR_ARTICLE_ON = /\bour article on\b/gi;
const QUIETLY = /\bquietly\b/gi;

const runs = new Map(sharedRuns(libraryPieces(lib)).map((r) => [r.slug, r]));

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const tick = (b: boolean) => (b ? "x" : ".");

console.log(`Skeleton marks: L = untitled lead, Q = two quote boxes or more, C = callout in the last quarter, E = last paragraph`);
console.log(`links onward (another piece or /ask). On the skeleton = all four. N/T = practice title with a number or time frame.\n`);
console.log(`${pad("article", 58)}${pad("group", 17)}${pad("words", 6)} LQCE skel  ${pad("ending", 27)}our  qtly runs`);

const endings = new Map<string, string[]>();
let skeletonCount = 0;
let bodyShapeCount = 0;
let ourTotal = 0;
let quietlyTotal = 0;
const titles: { slug: string; title: string; kind: string; flagged: boolean }[] = [];

for (const a of lib.articles) {
  const marks = skeletonMarks({ slug: a.slug, blocks: a.blocks, quotes: a.quotes });
  const skel = onSkeleton(marks);
  if (skel) skeletonCount++;
  if (marks.untitledLead && marks.twoQuotes && marks.lateCallout) bodyShapeCount++;
  const ending = endingKind(a.blocks);
  endings.set(ending, [...(endings.get(ending) ?? []), a.slug]);
  const text = `${a.summary}\n${a.plainText}`;
  const our = count(text, OUR_ARTICLE_ON);
  const quietly = count(text, QUIETLY);
  ourTotal += our;
  quietlyTotal += quietly;
  for (const p of a.practices) titles.push({ slug: a.slug, title: p.title, kind: p.kind, flagged: titleHasNumberOrTime(p.title) });
  const r = runs.get(a.slug)!;
  console.log(
    `${pad(a.slug, 58)}${pad(a.group, 17)}${pad(a.wordCount, 6)} ${tick(marks.untitledLead)}${tick(marks.twoQuotes)}` +
      `${tick(marks.lateCallout)}${tick(marks.linkOnward)} ${pad(skel ? "YES" : "no", 5)} ${pad(ending, 27)}` +
      `${pad(our, 5)}${pad(quietly, 5)}${r.shared}`,
  );
}
for (const p of lib.posts) {
  const text = `${p.excerpt}\n${p.plainText}`;
  const our = count(text, OUR_ARTICLE_ON);
  const quietly = count(text, QUIETLY);
  ourTotal += our;
  quietlyTotal += quietly;
  for (const c of p.practices) titles.push({ slug: p.slug, title: c.title, kind: c.kind, flagged: titleHasNumberOrTime(c.title) });
  console.log(
    `${pad(`blog/${p.slug}`, 58)}${pad("(blog)", 17)}${pad(p.wordCount, 6)} ${"    "} ${pad("-", 5)} ${pad(endingKind(p.blocks), 27)}` +
      `${pad(our, 5)}${pad(quietly, 5)}${runs.get(`blog/${p.slug}`)!.shared}`,
  );
}

console.log("\nCallout titles (N/T = number or time frame):");
for (const t of titles) console.log(`  ${t.flagged ? "N/T" : "   "} ${pad(t.kind, 11)}${pad(t.slug, 58)}${t.title}`);

console.log("\nEndings (articles):");
for (const [kind, slugs] of [...endings].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${pad(slugs.length, 3)}${pad(kind, 28)}${slugs.join(", ")}`);
}

console.log(`\nShared ${RUN_WORDS}-word runs outside quotations (a piece may have at most ${MAX_SHARED_RUNS}):`);
let sharedTotal = 0;
const overCeiling: string[] = [];
for (const r of runs.values()) {
  sharedTotal += r.shared;
  if (r.shared > MAX_SHARED_RUNS) overCeiling.push(`${r.slug} (${r.shared})`);
  const list = showAllRuns ? r.runs : r.runs.slice(0, 4);
  for (const run of list) console.log(`  ${pad(r.slug, 58)}"${run.text}"  (also in ${run.others.join(", ")})`);
  if (list.length < r.runs.length) console.log(`  ${pad(r.slug, 58)}... ${r.runs.length - list.length} more (--runs lists them all)`);
}
if (sharedTotal === 0) console.log("  (none)");

const practiceTitles = titles.filter((t) => t.kind === "practice");
const articleCount = lib.articles.length;
const maxEnding = Math.max(0, ...[...endings.values()].map((s) => s.length));
const bars = [
  {
    name: `articles on the shared skeleton: ${skeletonCount} of ${articleCount} (bar: fewer than half)`,
    pass: skeletonCount < articleCount * BARS.skeletonBelow,
  },
  { name: `most articles sharing one ending: ${maxEnding} (bar: at most ${BARS.maxPerEnding})`, pass: maxEnding <= BARS.maxPerEnding },
  {
    name: `"our article on", library-wide: ${ourTotal} (bar: fewer than ${BARS.ourArticleOnBelow})`,
    pass: ourTotal < BARS.ourArticleOnBelow,
  },
  {
    name: `pieces over the shared-run ceiling: ${overCeiling.length}${overCeiling.length ? ` (${overCeiling.join(", ")})` : ""}`,
    pass: overCeiling.length === 0,
  },
];

console.log("\nTotals:");
console.log(`  articles on the skeleton      ${skeletonCount} of ${articleCount}`);
console.log(`  ... L, Q and C, any ending    ${bodyShapeCount} of ${articleCount}`);
console.log(`  ending kinds used             ${endings.size} (largest: ${maxEnding})`);
console.log(
  `  callout titles, number/time   ${titles.filter((t) => t.flagged).length} of ${titles.length}` +
    ` (practice titles: ${practiceTitles.filter((t) => t.flagged).length} of ${practiceTitles.length})`,
);
console.log(`  "our article on"              ${ourTotal}`);
console.log(`  "quietly"                     ${quietlyTotal}`);
console.log(`  shared ${RUN_WORDS}-word runs             ${sharedTotal}`);
console.log("");
for (const bar of bars) console.log(`${bar.pass ? "PASS" : "FAIL"}  ${bar.name}`);
process.exitCode = bars.every((b) => b.pass) ? 0 : 1;
