import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { type DatabaseHandle, DataDirLockedError, openDatabase } from "@backbeat/db";
import type { ServerConfig } from "../env.ts";

/** Exit code of a command refused because another process owns the embedded database. */
export const LOCKED_EXIT_CODE = 3;

/**
 * The database the server would use, for a command-line tool. When another process owns the
 * embedded database the tool stops at once with the owner's name and what to do instead.
 */
export async function openServerDatabase(config: ServerConfig, command: string): Promise<DatabaseHandle> {
  await mkdir(config.dataDir, { recursive: true });
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl, maxConnections: 4 }
        : { kind: "pglite", dataDir: join(config.dataDir, "pglite"), owner: command, migrateWhenCreated: true },
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(LOCKED_EXIT_CODE);
  }
}
