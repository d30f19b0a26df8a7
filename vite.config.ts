import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  build: {
    target: "es2022",
    // The browser's code is minified with terser (two compress passes): React and React Router come out a few KB
    // smaller gzipped than with esbuild, which keeps /ask within its JavaScript budget. The server bundle stays
    // readable.
    minify: isSsrBuild ? false : "terser",
    terserOptions: { compress: { passes: 2 } },
    // The server build's entry is the app's HTTP layer (server/app.ts), which wraps React Router's build: it becomes
    // build/server/index.js, which server/main.js imports.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // native module: never bundle
    external: ["better-sqlite3"],
  },
}));
