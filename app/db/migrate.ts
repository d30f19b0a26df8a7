// `npm run db:migrate`: bring the database named by DATABASE_URL to the latest schema.
import { closeDatabase, database } from "./db.server";
import { databaseFile, postgresUrl } from "~/config.server";

await database();
console.log(`[db] ${postgresUrl() ? "the PostgreSQL database" : databaseFile()} is at the latest schema`);
await closeDatabase();
