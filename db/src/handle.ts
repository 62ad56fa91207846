import type { Kysely } from "kysely";
import type { DB } from "./schema.ts";

/** What an open database is, apart from how it was opened (client.ts opens one; migrations use one). */
export type Database = Kysely<DB>;

export type DatabaseConfig =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | {
      kind: "pglite";
      dataDir: string | undefined;
      loadDataDir?: Blob;
      sharedBuffers?: string;
      /** Who opens it, named to a second process that is refused ("the Backbeat server on port 3000"). */
      owner?: string;
      /** A folder created now is migrated by the instance that creates it (see openPglite). */
      migrateWhenCreated?: boolean;
    };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig["kind"];
  close(): Promise<void>;
}
