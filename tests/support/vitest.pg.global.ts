import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One throwaway PostgreSQL cluster for the whole run; each worker makes its own database in it. */
export default async function setup(project: TestProject): Promise<() => void> {
  const cluster = await startPostgres();
  project.provide("postgresUrl", cluster.url());
  return () => cluster.stop();
}
