import type { RouteConfigEntry } from "@react-router/dev/routes";

/** A route of app/routes.ts with the id React Router gives it and its parent's ("root" for the top level). */
export interface ConfigRoute {
  id: string;
  parentId: string;
  file: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  /** Its address, the layouts' (none: they are pathless) and parents' paths joined. */
  fullPath: string;
  children: ConfigRoute[];
}

/** Every route of a route config (app/routes.ts's default export), layouts included, parents before children. */
export function configRoutes(config: RouteConfigEntry[], parentId = "root", prefix = "/"): ConfigRoute[] {
  return config.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[^/.]+$/, "");
    const fullPath = entry.path ? `${prefix.replace(/\/$/, "")}/${entry.path}` : prefix;
    const children = configRoutes(entry.children ?? [], id, fullPath);
    const route: ConfigRoute = { ...entry, id, parentId, fullPath, children: children.filter((c) => c.parentId === id) };
    return [route, ...children];
  });
}

/** The routes that answer (not the layouts). */
export function leafRoutes(config: RouteConfigEntry[]): ConfigRoute[] {
  return configRoutes(config).filter((r) => r.children.length === 0);
}
