// Lint: typescript-eslint's recommended rules, React hooks, and jsx-a11y for the accessibility promises.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "coverage/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
    },
  },
  // The server file is plain JavaScript run by Node (server/main.js).
  { files: ["server/**/*.js"], languageOptions: { globals: globals.node } },
  {
    // V8's flags are set on the command line only: changed in a running process, they crashed the server at start
    // (docs/decisions/0011-v8-flags-on-the-command-line.md).
    files: ["**/*.{js,mjs,ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='setFlagsFromString']",
          message: "V8 flags go on the node command line (npm start, the Dockerfile), never set at run time: see docs/decisions/0011.",
        },
      ],
    },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // Tests call loaders and actions directly and read whichever of their return shapes the case produces.
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The app's layers point one way: routes import domain modules and components, never the other way round.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", "app/root.tsx", "app/routes.ts", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*", "**/routes/*", "~/root"], message: "Routes import domain modules, never the other way round." },
          ],
        },
      ],
    },
  },
);
