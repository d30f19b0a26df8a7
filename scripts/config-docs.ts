/**
 * Rewrites the table of environment variables in docs/configuration.md from the schema that reads them
 * (app/config/settings.server.ts): each variable's default, what it expects and what it does.
 *
 *   npm run config:docs
 */
import fs from "node:fs";
import path from "node:path";
import { withCurrentTable } from "~/config/table.server";

const file = path.resolve("docs/configuration.md");
const before = fs.readFileSync(file, "utf8");
const after = withCurrentTable(before);
if (after === before) {
  console.log(`${path.relative(process.cwd(), file)} is current`);
} else {
  fs.writeFileSync(file, after);
  console.log(`${path.relative(process.cwd(), file)}: table rewritten`);
}
