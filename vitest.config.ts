import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The reactRouter() plugin is left out on purpose: it breaks Vitest ("can't detect preamble").
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "db/**/*.test.ts"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    pool: "forks",
  },
});
