import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import { followEnvironmentChanges } from "~/config.server";
import { closeDatabase } from "~/db/db.server";
import { backgroundSettled } from "~/lib/background.server";

// Every test runs on its own temporary SQLite file, and secrets are generated into a temporary data folder.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prajna-vitest-"));
process.env.DATA_DIR = dir;
delete process.env.SESSION_SECRET;
delete process.env.DATA_ENCRYPTION_KEY;
delete process.env.TRUST_PROXY;
let n = 0;
// Tests set a variable and expect the next call to see it; a server reads its environment once.
followEnvironmentChanges();

beforeEach(async () => {
  // Email sent after a response belongs to the test that caused it, not to the next one's database.
  await backgroundSettled();
  await closeDatabase();
  process.env.DATABASE_URL = `file:${path.join(dir, `test-${process.pid}-${++n}.db`)}`;
});

afterAll(async () => {
  await backgroundSettled();
  await closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});
