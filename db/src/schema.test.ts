import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "kysely";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrateDown, migrateToLatest, migrations } from "./migrations.ts";
import type { DB } from "./schema.ts";
import { createEmptyPostgresDatabase, createTestDatabase, testDatabaseKinds } from "./testing.ts";

// The table types in schema.ts are hand-written: this keeps them honest against the migrations.
const expectedColumns: { [T in keyof DB]: (keyof DB[T])[] } = {
  settings: ["name", "value", "private", "updated_at"],
  permissions: ["id", "name", "display_name", "group", "description", "restrictions"],
  roles: ["id", "name", "slug", "description", "default", "guests", "internal", "created_at"],
  permission_role: ["role_id", "permission_id", "restrictions"],
  users: [
    "id",
    "email",
    "name",
    "first_name",
    "last_name",
    "image",
    "password",
    "email_verified_at",
    "banned_at",
    "timezone",
    "language",
    "country",
    "download_as",
    "created_at",
    "updated_at",
    "two_factor_secret",
    "two_factor_recovery_codes",
    "two_factor_confirmed_at",
    "two_factor_last_counter",
    "ban_reason",
    "banned_until",
  ],
  role_user: ["user_id", "role_id"],
  permission_user: ["user_id", "permission_id", "restrictions"],
  sessions: [
    "id",
    "user_id",
    "secret_hash",
    "remember",
    "ip_address",
    "user_agent",
    "created_at",
    "last_active_at",
    "expires_at",
    "password_confirmed_at",
    "country",
    "city",
    "impersonator_id",
  ],
  impersonations: [
    "id",
    "impersonator_id",
    "impersonator_name",
    "user_id",
    "user_name",
    "ip_address",
    "started_at",
    "ended_at",
  ],
  themes: [
    "id",
    "name",
    "is_dark",
    "default_light",
    "default_dark",
    "user_id",
    "values",
    "font",
    "created_at",
    "updated_at",
  ],
  localizations: ["id", "name", "language", "lines", "created_at", "updated_at"],
  auth_tokens: ["id", "user_id", "kind", "token_hash", "attempts", "data", "created_at", "expires_at"],
  personal_access_tokens: ["id", "user_id", "name", "token_hash", "last_used_at", "created_at"],
  social_profiles: ["id", "user_id", "service_name", "user_service_id", "username", "created_at"],
  passkeys: ["id", "user_id", "name", "public_key", "counter", "transports", "created_at", "last_used_at"],
  auth_challenges: ["id", "kind", "user_id", "data", "created_at", "expires_at"],
  genres: ["id", "name", "display_name", "search_name", "search_vector", "image", "created_at"],
  tags: ["id", "name", "display_name", "created_at"],
  artists: [
    "id",
    "name",
    "search_name",
    "search_vector",
    "image",
    "bio",
    "verified",
    "links",
    "location",
    "owner_id",
    "created_at",
    "updated_at",
    "musicbrainz_id",
  ],
  artist_genre: ["artist_id", "genre_id"],
  albums: [
    "id",
    "name",
    "search_name",
    "search_vector",
    "release_date",
    "image",
    "description",
    "record_type",
    "private",
    "owner_id",
    "created_at",
    "updated_at",
    "musicbrainz_id",
    "unlisted",
    "publish_at",
  ],
  album_artist: ["album_id", "artist_id", "position"],
  tracks: [
    "id",
    "name",
    "search_name",
    "search_vector",
    "album_id",
    "number",
    "disc",
    "duration_ms",
    "description",
    "lyrics",
    "lyrics_synced",
    "allow_comments",
    "waveform",
    "image",
    "audio_path",
    "audio_size",
    "audio_mime",
    "private",
    "owner_id",
    "plays",
    "created_at",
    "updated_at",
    "bitrate",
    "loudness_lufs",
    "true_peak_db",
    "original_path",
    "original_mime",
    "original_size",
    "musicbrainz_id",
    "unlisted",
    "publish_at",
    "missing_since",
    "bpm",
  ],
  track_artist: ["track_id", "artist_id", "position"],
  track_genre: ["track_id", "genre_id"],
  track_tag: ["track_id", "tag_id"],
  album_tag: ["album_id", "tag_id"],
  playlists: [
    "id",
    "name",
    "search_name",
    "search_vector",
    "description",
    "image",
    "owner_id",
    "public",
    "collaborative",
    "created_at",
    "updated_at",
    "workspace_id",
    "rules",
  ],
  playlist_track: ["id", "playlist_id", "track_id", "position", "added_by", "added_at"],
  playlist_collaborators: ["playlist_id", "user_id", "created_at"],
  likes: ["user_id", "likeable_type", "likeable_id", "created_at"],
  follows: ["user_id", "followable_type", "followable_id", "created_at"],
  reposts: ["user_id", "repostable_type", "repostable_id", "created_at"],
  comments: [
    "id",
    "user_id",
    "commentable_type",
    "commentable_id",
    "parent_id",
    "content",
    "position_ms",
    "created_at",
    "updated_at",
  ],
  plays: [
    "id",
    "user_id",
    "track_id",
    "played_at",
    "device",
    "country",
    "listened_ms",
    "source",
    "platform",
    "browser",
    "city",
  ],
  play_rollups: ["item_kind", "item_id", "dimension", "day", "value", "plays", "listened_ms"],
  play_listener_sketches: ["item_kind", "item_id", "day", "sketch"],
  play_listener_month_sketches: ["item_kind", "item_id", "month", "sketch"],
  user_track_days: ["user_id", "day", "track_id", "plays", "listened_ms", "first_played_at"],
  user_play_hours: ["user_id", "year", "hour", "plays"],
  user_artist_years: ["user_id", "year", "artist_id", "plays"],
  recap_shares: ["user_id", "year", "shared_at"],
  recap_snapshots: ["user_id", "year", "version", "facts", "computed_at"],
  share_links: [
    "id",
    "token_hash",
    "user_id",
    "item_type",
    "item_id",
    "password_hash",
    "downloadable",
    "expires_at",
    "revoked_at",
    "visits",
    "last_visited_at",
    "created_at",
  ],
  scrobble_connections: [
    "user_id",
    "service",
    "account_name",
    "secret_sealed",
    "status",
    "failure",
    "connected_at",
    "updated_at",
  ],
  scrobble_outbox: [
    "id",
    "user_id",
    "service",
    "kind",
    "play_key",
    "payload",
    "attempts",
    "next_attempt_at",
    "claimed_until",
    "delivered_at",
    "last_error",
    "created_at",
  ],
  listening_rooms: [
    "id",
    "host_id",
    "everyone_controls",
    "queue",
    "queue_index",
    "position_ms",
    "playing",
    "state_at",
    "version",
    "created_at",
    "ended_at",
  ],
  listening_room_members: ["room_id", "user_id", "joined_at", "seen_at"],
  listening_room_messages: ["id", "room_id", "user_id", "content", "created_at"],
  workspaces: ["id", "name", "owner_id", "created_at", "updated_at"],
  workspace_members: ["workspace_id", "user_id", "role", "created_at"],
  workspace_invites: ["id", "workspace_id", "email", "role", "invited_by", "created_at", "expires_at"],
  subsonic_passwords: ["user_id", "secret", "created_at", "last_used_at"],
  subsonic_ratings: ["user_id", "item_type", "item_id", "rating"],
  subsonic_play_queues: ["user_id", "track_ids", "current_track_id", "position_ms", "changed_by", "changed_at"],
  subsonic_now_playing: ["user_id", "player", "track_id", "started_at"],
  notifications: ["id", "user_id", "type", "group", "data", "read_at", "created_at"],
  notification_preferences: ["user_id", "type", "channel", "enabled"],
  push_subscriptions: ["id", "user_id", "endpoint", "p256dh", "auth", "created_at"],
  album_release_notices: ["album_id", "announced_at"],
  schedule_claims: ["job", "slot", "claimed_at"],
  email_digests: ["user_id", "due_at", "claimed_until"],
  email_digest_items: ["id", "user_id", "data", "created_at"],
  play_rollups_monthly: ["item_kind", "item_id", "dimension", "month", "value", "plays", "listened_ms"],
  play_windows: ["listener_key", "track_id", "window_start", "played_at"],
  credit_requests: ["id", "track_id", "album_id", "artist_id", "requested_by", "created_at"],
  stream_grants: ["listener_key", "id", "track_id", "started_at", "served_ms", "consumed_at"],
  search_words: ["word"],
  media_jobs: [
    "id",
    "kind",
    "payload",
    "status",
    "attempts",
    "progress",
    "error",
    "owner_id",
    "track_id",
    "created_at",
    "updated_at",
    "run_after",
  ],
  library_files: [
    "id",
    "root",
    "path",
    "size",
    "mtime_ms",
    "fingerprint",
    "track_id",
    "error",
    "scan_id",
    "updated_at",
    "missing_since",
  ],
  library_scans: ["id", "root", "status", "counts", "failures", "error", "started_by", "started_at", "finished_at"],
  file_entries: [
    "id",
    "name",
    "file_size",
    "mime",
    "extension",
    "path",
    "disk",
    "owner_id",
    "metadata",
    "created_at",
    "updated_at",
    "purpose",
  ],
  channels: [
    "id",
    "name",
    "slug",
    "description",
    "layout",
    "content_type",
    "source",
    "rule",
    "restriction",
    "hide_title",
    "created_at",
    "updated_at",
  ],
  channel_items: ["channel_id", "item_type", "item_id", "position"],
  backstage_requests: [
    "id",
    "user_id",
    "type",
    "artist_id",
    "artist_name",
    "first_name",
    "last_name",
    "company",
    "links",
    "message",
    "proof_file_ids",
    "status",
    "reviewer_id",
    "reason",
    "reviewed_at",
    "created_at",
  ],
  user_profiles: ["user_id", "description", "city", "country", "header_image", "links", "updated_at"],
  page_views: ["id", "viewed_at", "path", "referrer_host", "browser", "device", "country", "visitor"],
  offline_operations: ["user_id", "op_id", "kind", "created_at"],
  mail_log: [
    "id",
    "recipient",
    "subject",
    "template",
    "transport",
    "status",
    "error",
    "html",
    "body_truncated",
    "created_at",
  ],
  job_runs: ["id", "name", "started_at", "finished_at", "duration_ms", "result", "error", "detail", "library_scan_id"],
  custom_pages: [
    "id",
    "slug",
    "title",
    "body",
    "meta_title",
    "meta_description",
    "set_seo",
    "hide_nav",
    "user_id",
    "created_at",
    "updated_at",
  ],
  products: [
    "id",
    "name",
    "description",
    "feature_list",
    "recommended",
    "free",
    "hidden",
    "position",
    "permissions",
    "gateway_ids",
    "created_at",
    "updated_at",
  ],
  prices: [
    "id",
    "product_id",
    "amount",
    "currency",
    "interval",
    "interval_count",
    "sendowl_id",
    "gateway_ids",
    "archived_at",
    "created_at",
  ],
  subscriptions: [
    "id",
    "user_id",
    "product_id",
    "price_id",
    "gateway",
    "gateway_id",
    "status",
    "renews_at",
    "ends_at",
    "cancelled_at",
    "created_at",
    "updated_at",
    "customer_id",
    "cancel_at_period_end",
    "trial_ends_at",
    "grace_ends_at",
    "provider_updated_at",
    "payment_method",
    "checkout_id",
  ],
  billing_customers: ["user_id", "gateway", "customer_id", "created_at"],
  billing_checkouts: [
    "id",
    "user_id",
    "product_id",
    "price_id",
    "gateway",
    "gateway_ref",
    "status",
    "subscription_id",
    "created_at",
    "updated_at",
  ],
  billing_events: ["gateway", "event_id", "type", "received_at", "outcome"],
  invoices: [
    "id",
    "subscription_id",
    "user_id",
    "gateway",
    "gateway_id",
    "amount",
    "currency",
    "status",
    "pdf_url",
    "hosted_url",
    "period_start",
    "period_end",
    "created_at",
    "description",
  ],
};

for (const kind of testDatabaseKinds) {
  describe(`schema on ${kind}`, () => {
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      for (const h of handles) await h.close();
    });

    test("table types match the migrated columns", async () => {
      const handle = await createTestDatabase(kind);
      handles.push(handle);
      const rows = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name not like 'kysely_%'`.execute(handle.db);
      const actual: Record<string, string[]> = {};
      for (const r of rows.rows) (actual[r.table_name] ??= []).push(r.column_name);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expectedColumns).sort());
      for (const [table, columns] of Object.entries(expectedColumns)) {
        expect([...(actual[table] ?? [])].sort()).toEqual([...(columns as string[])].sort());
      }
    });

    test("migrations go down and up again", async () => {
      const handle = await createTestDatabase(kind);
      handles.push(handle);
      for (const _ of Object.keys(migrations)) await migrateDown(handle.db);
      const after = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables
        where table_schema = 'public' and table_name = 'users'`.execute(handle.db);
      expect(after.rows[0]?.n).toBe(0);
      await migrateToLatest(handle.db);
      const again = await sql<{ n: number }>`select count(*)::int as n from users`.execute(handle.db);
      expect(again.rows[0]?.n).toBe(0);
    });
  });
}

if (testDatabaseKinds.includes("postgres")) {
  test("instances starting together migrate once, one after the other, under the lock", async () => {
    const empty = await createEmptyPostgresDatabase();
    const handles = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ kind: "postgres", url: empty.url, maxConnections: 2 })),
    );
    try {
      await Promise.all(handles.map((h) => migrateToLatest(h.db)));
      const done = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        (handles[0] as DatabaseHandle).db,
      );
      expect(done.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      for (const h of handles) await h.close();
      await empty.drop();
    }
  }, 60_000);
}

test("PGlite runs one transaction at a time: a concurrent query never lands inside another's", async () => {
  const handle = await createTestDatabase("pglite");
  try {
    await sql`create table t (n int)`.execute(handle.db);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rolledBack = handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into t values (1)`.execute(trx);
        await held;
        throw new Error("roll back");
      })
      .catch(() => "rolled back");
    // Issued while the transaction is open: it must wait for it instead of joining it.
    const outside = sql`insert into t values (2)`.execute(handle.db);
    await Bun.sleep(20);
    release();
    expect(await rolledBack).toBe("rolled back");
    await outside;
    const rows = await sql<{ n: number }>`select n from t`.execute(handle.db);
    expect(rows.rows).toEqual([{ n: 2 }]);
  } finally {
    await handle.close();
  }
});
