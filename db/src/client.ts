import { existsSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect } from "kysely";
import { type DataDirLock, lockDataDir } from "./data-dir-lock.ts";
import type { DatabaseConfig, DatabaseHandle } from "./handle.ts";
import { migrateToLatest } from "./migrations.ts";
import { withPreparedStatements } from "./pglite-prepared.ts";
import type { DB } from "./schema.ts";

export type { Database, DatabaseConfig, DatabaseHandle } from "./handle.ts";

/**
 * Opens the database. PGlite is a single connection, so Kysely's one-connection driver
 * already serialises its transactions; PostgreSQL gets a real pool. An embedded data folder is
 * locked for this process first (data-dir-lock.ts): a second opener is refused at once.
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
  // The folder's lock comes first: a second engine on the same files would damage them.
  const lock: DataDirLock | null = config.dataDir ? await lockDataDir(config.dataDir, config.owner) : null;
  try {
    return await openPglite(config, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPglite(
  config: Extract<DatabaseConfig, { kind: "pglite" }>,
  lock: DataDirLock | null,
): Promise<DatabaseHandle> {
  const start = () =>
    new PGlite({
      // The catalogue's search uses trigram similarity (migration 0200).
      extensions: { pg_trgm },
      ...(config.dataDir ? { dataDir: config.dataDir } : {}),
      ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
      // PostgreSQL's default 128 MB buffer pool lives inside the WebAssembly heap and dominates
      // the process's memory; the operating system's page cache still caches the data files.
      postgresqlconf: `shared_buffers=${config.sharedBuffers ?? "16MB"}`,
    });
  if (config.dataDir && !config.loadDataDir && !existsSync(join(config.dataDir, "PG_VERSION"))) {
    // Creating a cluster (initdb) and running every migration touch some 500 MB of
    // WebAssembly memory, which an instance never gives back: a fresh folder is created (and
    // migrated) by an instance that is then dropped, and the database opened again (half a
    // second) at its everyday size.
    const creator = start();
    await creator.waitReady;
    if (config.migrateWhenCreated) {
      const migrating = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: creator }) });
      await migrateToLatest(migrating);
      await migrating.destroy();
    }
    if (!creator.closed) await creator.close();
    Bun.gc(true);
  }
  const pglite = start();
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite: withPreparedStatements(pglite) }) });
  return {
    db,
    kind: "pglite",
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      lock?.release();
    },
  };
}
