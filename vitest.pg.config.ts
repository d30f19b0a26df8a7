import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * The data-layer and route tests again, on a real PostgreSQL: a throwaway cluster started for the run
 * (tests/support/vitest.pg.global.ts), one database per worker, every table emptied before each test.
 * Left out: tests that never touch the store, privacy.test.ts, which reads the SQLite file's modes and bytes,
 * and backup.test.ts, SQLite's online backup (its PostgreSQL answer, the pg_dump command, needs no server).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: "postgres",
      globalSetup: ["tests/support/vitest.pg.global.ts"],
      setupFiles: ["tests/support/vitest.pg.setup.ts"],
      exclude: [
        "**/node_modules/**",
        "app/db/privacy.test.ts",
        "app/wisdom/wisdom.test.ts",
        "app/wisdom/care/care.test.ts",
        "app/wisdom/care/learned.test.ts",
        "app/wisdom/care/prefilter.test.ts",
        "app/auth/inputs.test.ts",
        "app/ask/conversation.test.ts",
        "app/mail/mailer.test.ts",
        "app/search/relevance.test.ts",
        "app/search/search.test.ts",
        "app/content/content.test.ts",
        "app/config.test.ts",
        "app/security/guard.test.ts",
        "app/db/backup.test.ts",
        "app/ops/deploy-config.test.ts",
        "app/content/snapshot.test.ts",
      ],
    },
  }),
);
