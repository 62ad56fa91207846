/** `bun run db:migrate`: migrates the database the server would use (DATABASE_URL or DATA_DIR). */
import { join, resolve } from "node:path";
import { openDatabase } from "../client.ts";
import { migrateToLatest } from "../migrations.ts";

const url = process.env.DATABASE_URL;
const handle = await openDatabase(
  url
    ? { kind: "postgres", url }
    : { kind: "pglite", dataDir: join(resolve(process.env.DATA_DIR ?? "./data"), "pglite") },
);
await migrateToLatest(handle.db);
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
