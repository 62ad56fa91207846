/** `bun run db:migrate`: migrates the database the server would use (DATABASE_URL or DATA_DIR). */
import { join, resolve } from "node:path";
import { openDatabase } from "../client.ts";
import { DataDirLockedError } from "../data-dir-lock.ts";
import { migrateToLatest } from "../migrations.ts";

const url = process.env.DATABASE_URL;
const handle = await openDatabase(
  url
    ? { kind: "postgres", url }
    : {
        kind: "pglite",
        dataDir: join(resolve(process.env.DATA_DIR ?? "./data"), "pglite"),
        owner: "bun run db:migrate",
      },
).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(3);
});
await migrateToLatest(handle.db);
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
