import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import routes from "~/routes";
import { createRouteTable, registerRouteTable, type RouteTable } from "~/security/route-table";
import { configRoutes } from "./route-config";

const modules = import.meta.glob<Record<string, unknown>>(["/app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"]);

/** A module of app/routes/, as the server build holds it. */
export async function routeModule(file: string): Promise<Record<string, unknown>> {
  const load = modules[`/app/${file}`];
  if (!load) throw new Error(`no route module app/${file}`);
  return load();
}

/**
 * The server build's route manifest (`build.routes`) for a route config, made the way React Router makes it: each
 * route's id, parent, path, and module (app/routes.ts's own modules unless `modules` gives others).
 */
export async function manifestOf(
  config: RouteConfigEntry[] = routes,
  modulesByFile: Record<string, Record<string, unknown>> = {},
): Promise<ServerBuild["routes"]> {
  const manifest: Record<string, unknown> = { root: { id: "root", path: "", module: {} } };
  for (const r of configRoutes(config)) {
    const module = modulesByFile[r.file] ?? (await routeModule(r.file));
    manifest[r.id] = { id: r.id, parentId: r.parentId, path: r.path, index: r.index, caseSensitive: r.caseSensitive, module };
  }
  return manifest as ServerBuild["routes"];
}

let appTable: Promise<RouteTable> | undefined;

/** The table of app/routes.ts, registered as the server registers it at start. */
export async function registerAppRouteTable(): Promise<RouteTable> {
  appTable ??= manifestOf().then(createRouteTable);
  const table = await appTable;
  registerRouteTable(table);
  return table;
}
