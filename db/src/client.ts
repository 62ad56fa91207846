import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect } from "kysely";
import { withPreparedStatements } from "./pglite-prepared.ts";
import type { DB } from "./schema.ts";

export type Database = Kysely<DB>;

export type DatabaseConfig =
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string | undefined; loadDataDir?: Blob; sharedBuffers?: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseConfig["kind"];
  close(): Promise<void>;
}

/**
 * Opens the database. PGlite is a single connection, so Kysely's one-connection driver
 * already serialises its transactions; PostgreSQL gets a real pool.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    // Loaded only here, so the embedded default does not carry the PostgreSQL driver.
    const [{ default: postgres }, { PostgresJSDialect }] = await Promise.all([
      import("postgres"),
      import("kysely-postgres-js"),
    ]);
    const sqlClient = postgres(config.url, {
      max: config.maxConnections ?? 10,
      onnotice: () => {},
    });
    const db = new Kysely<DB>({ dialect: new PostgresJSDialect({ postgres: sqlClient }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  const pglite = new PGlite({
    // The catalogue's search uses trigram similarity (migration 0200).
    extensions: { pg_trgm },
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    // PostgreSQL's default 128 MB buffer pool lives inside the WebAssembly heap and dominates
    // the process's memory; the operating system's page cache still caches the data files.
    postgresqlconf: `shared_buffers=${config.sharedBuffers ?? "16MB"}`,
  });
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  return {
    db,
    kind: "pglite",
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
