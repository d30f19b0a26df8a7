import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

// The reactRouter() plugin is left out on purpose: it breaks Vitest ("can't detect preamble").
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "bench/**/*.test.ts"],
    setupFiles: ["tests/support/vitest.setup.ts"],
    environment: "node",
    testTimeout: 20_000,
    pool: "forks",
  },
});
