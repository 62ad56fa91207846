import { type Kysely, sql } from "kysely";

/**
 * Smart playlists: a playlist whose `rules` (Navidrome's `.nsp` shape) pick its tracks when it is
 * read, and a track's tempo where a tag or the library knows it. The indexes serve the rules that
 * narrow a large catalogue: loudness and tempo ranges, and the viewer's likes of tracks.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table playlists add column rules jsonb`.execute(db);
  await sql`alter table tracks add column bpm smallint`.execute(db);
  await sql`create index tracks_bpm_idx on tracks (bpm, id) where bpm is not null`.execute(db);
  await sql`create index tracks_loudness_idx on tracks (loudness_lufs, id) where loudness_lufs is not null`.execute(db);
  await sql`create index playlists_smart_idx on playlists (owner_id) where rules is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index playlists_smart_idx`.execute(db);
  await sql`drop index tracks_loudness_idx`.execute(db);
  await sql`drop index tracks_bpm_idx`.execute(db);
  await sql`alter table tracks drop column bpm`.execute(db);
  await sql`alter table playlists drop column rules`.execute(db);
}
