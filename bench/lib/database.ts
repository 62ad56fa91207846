import { type DatabaseHandle, type Executor, migrateToLatest, openDatabase, sql } from "@backbeat/db";
import postgres from "postgres";

/** The address of database `name` on the server `base` points at. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` on the server of `base` unless it exists; true when it was created. */
export async function createDatabase(base: string, name: string): Promise<boolean> {
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    const missing = (await admin`select 1 from pg_database where datname = ${name}`).length === 0;
    if (missing) await admin.unsafe(`create database ${name}`);
    return missing;
  } finally {
    await admin.end();
  }
}

/** Drops database `name`, closing whatever is still connected to it. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Database `name` beside `base` (created when missing, kept afterwards to be reused), opened and migrated. */
export async function benchDatabase(base: string, name: string, maxConnections = 4): Promise<DatabaseHandle> {
  await createDatabase(base, name);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(base, name), maxConnections });
  await migrateToLatest(handle.db);
  return handle;
}

/**
 * The rows of `table` in a database a bench seeded, or null when the seed did not finish: a seed
 * names its marker artist last, so an interrupted one is not taken for a finished one.
 */
export async function seededCount(db: Executor, marker: string, table: string): Promise<number | null> {
  const row = await db.selectFrom("artists").select("id").where("name", "=", marker).executeTakeFirst();
  if (!row) return null;
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
