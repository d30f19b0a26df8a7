// Which folder may import which (`npm run lint:deps`; ESLint already keeps domain code from importing routes).
//
// The top-level folders of app/ form layers, listed below from the lowest to the highest. A module may import its own
// folder and any folder below it, never one above it. With one fixed order no two folders can import each other (a
// two-way pair: some module in A imports B and some module in B imports A), and no longer loop (A -> B -> C -> A)
// can form either. The order is the one the imports already follow; folders that do not import each other could swap
// places, so a new import that the order refuses is either a sign the code is in the wrong folder (move the shared
// type or helper down, or pass a function in) or, if the two folders are really independent, a reason to swap them.
//
// Files at the root of app/ are of two kinds. config.server.ts and site.ts are below every folder: they import no
// folder of app/ and anything may import them. The rest (root.tsx, entry.server.tsx, routes.ts, startup.server.ts)
// wire the app together and are the top: no folder imports them.
//
// Type-only imports count: a folder that needs another folder's types depends on it all the same.
// Tests (*.test.ts[x]) may import across layers (they set up and check whole paths); non-test code may not import them.
//
// A new top-level folder of app/ must be added to LAYERS (the unlisted-folder rules below say so).

/** From the lowest to the highest. */
const LAYERS = [
  // the environment's schema (app/config.server.ts re-exports it): reads only site.ts
  "config",
  // small shared helpers with no domain knowledge: zod, JSON responses, dates, meta, the shared email field
  "lib",
  // the store: kysely, tables, migrations
  "db",
  // metrics, request log, shutdown, the counted events
  "ops",
  // the one rate-limit mechanism and the model budgets
  "limits",
  // outgoing email
  "mail",
  // the library (content files, compiled)
  "content",
  // the site search over the library
  "search",
  // headers, nonce, origin checks, CORS, the request guard
  "security",
  // the contact form and its messages
  "contact",
  // accounts, sessions, credentials, account settings (deleting an account clears contact's limit)
  "auth",
  // the answer engine: care, retrieval, the library composer, the model client, conversation turns
  "wisdom",
  // guided meditation (uses the engine's model client)
  "meditation",
  // the JSON API's schemas and document
  "openapi",
  // the saved journey: conversations, history, export
  "journey",
  // the one path for asking: asks the engine, saves to the journey
  "ask",
  // the operators' console: accounts, inbox, health
  "admin",
  // the MCP server: the library, asking and meditation for MCP clients
  "mcp",
  // presentational React
  "components",
  // the page cache (root middleware, and the front door's copies)
  "cache",
  // route modules
  "routes",
];

/** Root files of app/ below every folder. Every other root file is above every folder. */
const BASE_ROOT_FILES = ["config\\.server\\.ts", "site\\.ts"];

/**
 * Imports that go up and are known, each with why it is still there. Each is allowed exactly (this file to that
 * file); it is reported as a warning on every run so it is not forgotten. Delete the entry when the import is gone.
 */
const KNOWN_UPWARD = [];

/**
 * The one upward import React Router itself calls for: a route reads the root loader's data with
 * `useRouteLoaderData<typeof rootLoader>("root")`, importing only root.tsx's types (root.tsx imports no route; routes.ts
 * names them by path). Type-only; a route importing root.tsx's code is still refused.
 */
const ROOT_LOADER_TYPES = "^app/root\\.tsx$";

const TEST = "\\.test\\.tsx?$";
const alternatives = (names) => `(${names.join("|")})`;
const folderPaths = (names) => `^app/${alternatives(names)}/`;
const BASE_ROOT = `^app/${alternatives(BASE_ROOT_FILES)}$`;
const TOP_ROOT = "^app/[^/]+\\.(ts|tsx|js|jsx)$";
const knownFrom = KNOWN_UPWARD.map((k) => k.from);

const layerRules = LAYERS.flatMap((name, i) => {
  const above = LAYERS.slice(i + 1);
  const upward = { path: above.length ? [folderPaths(above), TOP_ROOT] : [TOP_ROOT], pathNot: [BASE_ROOT] };
  if (name === "routes") upward.pathNot.push(ROOT_LOADER_TYPES);
  const below = LAYERS.slice(0, i).join(", ") || "no other folder";
  const comment = `app/${name}/ imports its own folder and the layers below it (${below}), never ${above.join(", ") || "a root file"} or the root files above every folder.`;
  return [
    {
      name: `layer-${name}`,
      severity: "error",
      comment,
      from: { path: `^app/${name}/`, pathNot: [TEST, ...knownFrom] },
      to: upward,
    },
  ];
});

const knownRules = KNOWN_UPWARD.flatMap((k) => {
  const name = k.from.match(/^\^app\/([^/]+)\//)[1];
  const above = LAYERS.slice(LAYERS.indexOf(name) + 1);
  return [
    {
      // The known file is held to its layer like the others, except for the one known import.
      name: `layer-${name}`,
      severity: "error",
      comment: `${k.from} is held to the ${name} layer, except for its known import of ${k.to}.`,
      from: { path: k.from },
      to: { path: [folderPaths(above), TOP_ROOT], pathNot: [BASE_ROOT, k.to] },
    },
    { name: "known-upward-import", severity: "warn", comment: k.why, from: { path: k.from }, to: { path: k.to } },
  ];
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    ...knownRules,
    {
      name: "layer-routes",
      severity: "error",
      comment: "A route imports only the types of root.tsx (its loader's data), never its code.",
      from: { path: "^app/routes/", pathNot: TEST },
      to: { path: ROOT_LOADER_TYPES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "base-root-files",
      severity: "error",
      comment: `${BASE_ROOT_FILES.join(", ")} are below every folder of app/ but config/ (the schema config.server.ts re-exports): they import none of the others.`,
      from: { path: BASE_ROOT },
      to: { path: ["^app/[^/]+/", TOP_ROOT], pathNot: [BASE_ROOT, "^app/config/"] },
    },
    {
      name: "unlisted-folder",
      severity: "error",
      comment: "Every top-level folder of app/ has a place in LAYERS in .dependency-cruiser.mjs; add this one.",
      from: { path: "^app/[^/]+/", pathNot: folderPaths(LAYERS) },
      to: {},
    },
    {
      name: "unlisted-folder",
      severity: "error",
      comment: "Every top-level folder of app/ has a place in LAYERS in .dependency-cruiser.mjs; add this one.",
      from: {},
      to: { path: "^app/[^/]+/", pathNot: folderPaths(LAYERS) },
    },
    {
      name: "app-not-to-server",
      severity: "error",
      comment: "The server entry in server/ imports the app; the app never imports server/.",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "not-to-test",
      severity: "error",
      comment: "Only tests import tests.",
      from: { pathNot: [TEST, "^tests/"] },
      to: { path: TEST },
    },
    {
      name: "not-to-test-support",
      severity: "error",
      comment: "tests/ (~test/*) is for tests; the app and the server never import it.",
      from: { path: "^(app|server)/", pathNot: TEST },
      to: { path: "^tests/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The ~/* alias (app/*) and ~test/* (tests/support/*), as TypeScript resolves them.
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
