import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import * as foundation from "../migrations/2026_11_22_0001_foundation.ts";
import * as accounts from "../migrations/2026_11_22_0100_accounts.ts";
import * as authChallenges from "../migrations/2026_11_22_0110_auth_challenges.ts";
import * as catalogue from "../migrations/2026_11_22_0200_catalogue.ts";
import * as search from "../migrations/2026_11_22_0201_search.ts";
import * as playWindows from "../migrations/2026_11_23_0300_play_windows.ts";
import * as searchWords from "../migrations/2026_11_23_0400_search_words.ts";
import * as mediaPipeline from "../migrations/2026_11_23_0610_media_pipeline.ts";
import * as fileEntries from "../migrations/2026_11_23_0700_file_entries.ts";

/** Every migration, in order. Listed statically so a bundled server still finds them. */
export const migrations: Record<string, Migration> = {
  "2026_11_22_0001_foundation": foundation,
  "2026_11_22_0100_accounts": accounts,
  "2026_11_22_0110_auth_challenges": authChallenges,
  "2026_11_22_0200_catalogue": catalogue,
  "2026_11_22_0201_search": search,
  "2026_11_23_0300_play_windows": playWindows,
  "2026_11_23_0400_search_words": searchWords,
  "2026_11_23_0610_media_pipeline": mediaPipeline,
  "2026_11_23_0700_file_entries": fileEntries,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Brings the schema up to date. Kysely's migrator holds an advisory lock while it runs; a
 * schema that is already current is recognised with one read, so a restart skips the lock and
 * the migrator's table checks (a few hundred milliseconds on the embedded database).
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  if (await isCurrent(db)) return;
  assertMigrated(await migrator(db).migrateToLatest());
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function isCurrent(db: Kysely<any>): Promise<boolean> {
  const exists = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!exists.rows[0]?.found) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => names.has(name));
}

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateDown(db: Kysely<any>): Promise<void> {
  assertMigrated(await migrator(db).migrateDown());
}

function assertMigrated({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((r) => r.status === "Error")?.migrationName;
  throw new Error(`Migration ${failed ?? "(unknown)"} failed: ${String(error)}`, { cause: error });
}
