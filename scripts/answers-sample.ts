/**
 * Writes the library engine's answers to the held-out questions as one Markdown file, for reviewers who grade them
 * without seeing the engine.  npx tsx scripts/answers-sample.ts OUT.md [N] [QUESTIONS.yaml]
 * With a questions file (a YAML list of { id, category, question }, written for a review and never tuned on), its
 * questions are answered instead of the held-out split's.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-sample-"));
process.env.DATABASE_URL = `file:${path.join(dir, "sample.db")}`;
process.env.DATA_DIR = dir;
delete process.env.OPENAI_API_KEY;
delete process.env.OPENAI_BASE_URL;

const { loadQuestionSets } = await import("../app/wisdom/answers-eval");
const { answerQuestion } = await import("../app/wisdom/engine.server");
const { closeDatabase } = await import("../app/db/db.server");

const { parse } = await import("yaml");
const [out, n = "40", from] = process.argv.slice(2);
type Asked = { question: string; category?: string; earlier?: string[] };
const cases: Asked[] = from
  ? (parse(fs.readFileSync(from, "utf8")) as Asked[])
  : loadQuestionSets(path.resolve(import.meta.dirname, "../tests/fixtures/answers")).filter((c) => c.split === "held-out");
const parts: string[] = [];
for (const [i, c] of cases.slice(0, Number(n)).entries()) {
  const history = (c.earlier ?? []).map((q) => ({ role: "user" as const, content: q }));
  const a = await answerQuestion({ question: c.question, category: (c.category ?? "general") as never, history });
  parts.push(
    `## Answer ${i + 1}\n\n**The person asked${c.earlier?.length ? " (after saying: " + c.earlier.join(" / ") + ")" : ""}:** ${c.question}\n\n${a.answer}\n`,
  );
}
fs.writeFileSync(out, parts.join("\n---\n\n"));
await closeDatabase();
console.log(`wrote ${parts.length} answers to ${out}`);
