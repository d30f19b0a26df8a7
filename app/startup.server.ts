import { database } from "./db/db.server";

let started: Promise<void> | undefined;

/** Work done once per server process, before the first request: migrate the database. */
export function startServer(): Promise<void> {
  started ??= (async () => {
    await database();
  })();
  return started;
}
