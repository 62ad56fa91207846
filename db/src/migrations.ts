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
import * as adminUsers from "../migrations/2026_11_23_0800_admin_users.ts";
import * as pageViews from "../migrations/2026_11_23_0810_page_views.ts";
import * as logs from "../migrations/2026_11_23_0820_logs.ts";
import * as backstageRequests from "../migrations/2026_11_23_0830_backstage_requests.ts";
import * as pagesBilling from "../migrations/2026_11_23_0840_pages_billing.ts";
import * as listingIndexes from "../migrations/2026_11_23_0860_listing_indexes.ts";
import * as catalogueVisibility from "../migrations/2026_11_26_2000_catalogue_visibility.ts";
import * as playInsights from "../migrations/2026_11_26_2010_play_insights.ts";
import * as monthlyInsights from "../migrations/2026_11_26_2011_monthly_insights.ts";
import * as notifications from "../migrations/2026_11_27_0100_notifications.ts";
import * as albumReleaseNotices from "../migrations/2026_11_27_0101_album_release_notices.ts";
import * as workspaces from "../migrations/2026_11_27_0200_workspaces.ts";
import * as billing from "../migrations/2026_11_27_0300_billing.ts";
import * as jobRunLibraryScan from "../migrations/2026_11_28_1a01_job_run_library_scan.ts";
import * as subsonicAlbumLists from "../migrations/2026_11_28_1b01_subsonic_album_lists.ts";
import * as playlistEntries from "../migrations/2026_11_28_1b02_playlist_entries.ts";
import * as clusterRuntime from "../migrations/2026_11_28_1c01_cluster_runtime.ts";
import * as trackComments from "../migrations/2026_11_28_1g01_track_comments.ts";
import * as recaps from "../migrations/2026_11_28_1h01_recaps.ts";
import * as scrobbling from "../migrations/2026_11_28_2b01_scrobbling.ts";
import * as shareLinks from "../migrations/2026_11_28_2k01_share_links.ts";
import * as smartPlaylists from "../migrations/2026_11_28_2m01_smart_playlists.ts";
import * as offlineOperations from "../migrations/2026_11_28_2o01_offline_operations.ts";
import * as listeningRooms from "../migrations/2026_11_28_2r01_listening_rooms.ts";
import * as roomPresence from "../migrations/2026_11_28_2r02_room_presence.ts";
import * as recapSnapshots from "../migrations/2026_11_28_2z01_recap_snapshots.ts";
import * as fileEntryPurpose from "../migrations/2026_11_28_0100_file_entry_purpose.ts";
import * as invoiceDescription from "../migrations/2026_11_28_0100_invoice_description.ts";
import * as subsonic from "../migrations/2026_11_28_0100_subsonic.ts";
import * as streamGrants from "../migrations/2026_11_28_0600_stream_grants.ts";
import * as creditRequests from "../migrations/2026_11_28_0610_credit_requests.ts";
import * as libraryMissingFiles from "../migrations/2026_11_28_1000_library_missing_files.ts";
import type { DatabaseHandle } from "./handle.ts";

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
  "2026_11_23_0800_admin_users": adminUsers,
  "2026_11_23_0810_page_views": pageViews,
  "2026_11_23_0820_logs": logs,
  "2026_11_23_0830_backstage_requests": backstageRequests,
  "2026_11_23_0840_pages_billing": pagesBilling,
  "2026_11_23_0860_listing_indexes": listingIndexes,
  "2026_11_26_2000_catalogue_visibility": catalogueVisibility,
  "2026_11_26_2010_play_insights": playInsights,
  "2026_11_26_2011_monthly_insights": monthlyInsights,
  "2026_11_27_0100_notifications": notifications,
  "2026_11_27_0101_album_release_notices": albumReleaseNotices,
  "2026_11_27_0200_workspaces": workspaces,
  "2026_11_27_0300_billing": billing,
  "2026_11_28_0100_file_entry_purpose": fileEntryPurpose,
  "2026_11_28_0100_invoice_description": invoiceDescription,
  "2026_11_28_0100_subsonic": subsonic,
  "2026_11_28_0600_stream_grants": streamGrants,
  "2026_11_28_0610_credit_requests": creditRequests,
  "2026_11_28_1000_library_missing_files": libraryMissingFiles,
  "2026_11_28_1a01_job_run_library_scan": jobRunLibraryScan,
  "2026_11_28_1b01_subsonic_album_lists": subsonicAlbumLists,
  "2026_11_28_1b02_playlist_entries": playlistEntries,
  "2026_11_28_1c01_cluster_runtime": clusterRuntime,
  "2026_11_28_1g01_track_comments": trackComments,
  "2026_11_28_1h01_recaps": recaps,
  "2026_11_28_2b01_scrobbling": scrobbling,
  "2026_11_28_2k01_share_links": shareLinks,
  "2026_11_28_2m01_smart_playlists": smartPlaylists,
  "2026_11_28_2o01_offline_operations": offlineOperations,
  "2026_11_28_2r01_listening_rooms": listeningRooms,
  "2026_11_28_2r02_room_presence": roomPresence,
  "2026_11_28_2z01_recap_snapshots": recapSnapshots,
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

/** Kysely's PostgreSQL migration lock (its `PostgresAdapter`), so migrations and startup wait on one key. */
const MIGRATION_LOCK_ID = "3853314791062309107";

/**
 * Runs `fn` while holding the start-up lock (Kysely's migration lock), so instances started
 * together on one PostgreSQL database take turns: the first creates, the others find. The lock
 * is held on a connection of its own, handed to `fn` (advisory locks are re-entrant per
 * session). PGlite belongs to one process and needs no lock.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function withStartLock<T>(handle: DatabaseHandle, fn: (conn: Kysely<any>) => Promise<T>): Promise<T> {
  if (handle.kind === "pglite") return fn(handle.db);
  return handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_ID)})`.execute(conn);
    }
  });
}

/** Migrates, then runs `then` (provisioning, on the pool) under the start-up lock. */
export async function migrateAndProvision<T>(handle: DatabaseHandle, then: () => Promise<T>): Promise<T> {
  if (handle.kind === "pglite") {
    await migrateToLatest(handle.db);
    return then();
  }
  return withStartLock(handle, async (conn) => {
    if (!(await isCurrent(conn)))
      assertMigrated(await conn.transaction().execute((trx) => migrator(trx).migrateToLatest()));
    return then();
  });
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
