import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PGliteDialect } from "kysely";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateToLatest } from "./migrations.ts";

/**
 * Test databases: always embedded PGlite, plus a real PostgreSQL server when
 * TEST_DATABASE_URL points at one (each call creates its own database and drops it on close).
 */
export type TestDatabaseKind = "pglite" | "postgres";

// Reading the environment here is deliberate: this module only runs inside tests.
const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabaseKinds: TestDatabaseKind[] = postgresUrl ? ["pglite", "postgres"] : ["pglite"];

let migratedSnapshot: Promise<Blob> | undefined;

async function pgliteSnapshot(): Promise<Blob> {
  migratedSnapshot ??= (async () => {
    const pglite = new PGlite({ extensions: { pg_trgm } });
    await pglite.waitReady;
    const db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
    await migrateToLatest(db);
    const blob = await pglite.dumpDataDir("none");
    await db.destroy();
    return blob;
  })();
  return migratedSnapshot;
}

/** A migrated, empty database of the given kind. */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    return openDatabase({ kind: "pglite", dataDir: undefined, loadDataDir: await pgliteSnapshot() });
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 5 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}

/** The URL of a fresh, empty PostgreSQL database for a server under test, and its cleanup. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `backbeat_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(postgresUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
