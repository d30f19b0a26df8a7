import { GOLDEN } from "./tests/fixtures/golden-questions";
import { retrieve } from "./app/wisdom/retrieve.server";
process.env.DATABASE_URL = "file:/tmp/pj/golden.db";
let hits = 0;
for (const g of GOLDEN) {
  const r = await retrieve(g.q, g.category);
  const top = r.articles.slice(0, 3).map((a) => a.slug);
  const ok = top.some((s) => g.expect.includes(s));
  if (ok) hits++;
  else console.log("MISS", g.q, "->", top.join(", "), "| want", g.expect.join(", "));
}
console.log(`hit rate ${hits}/${GOLDEN.length} = ${((100 * hits) / GOLDEN.length).toFixed(1)}%`);
process.exit(0);
