import { type Expression, sql } from "kysely";
import type { Executor } from "../repositories/executor.ts";
import { albumVisible, trackVisible, type Visibility } from "./visibility.ts";

/**
 * What every catalogue list shares: the columns a list row shows, with its artists (and a
 * track's album) aggregated in the same query, so a page is one round trip.
 */

export interface ArtistRef {
  id: number;
  name: string;
}

export interface TrackItemRow {
  id: number;
  name: string;
  duration_ms: number;
  number: number;
  disc: number;
  plays: number;
  image: string | null;
  private: boolean;
  album: { id: number; name: string; image: string | null } | null;
  artists: ArtistRef[];
  /** Integrated loudness in LUFS (EBU R128); null for a track the media pipeline never analysed. */
  loudness: number | null;
  /** True peak in dBTP; null like `loudness`. The player's volume levelling keeps peaks under −1 dBTP. */
  true_peak: number | null;
}

export interface AlbumItemRow {
  id: number;
  name: string;
  image: string | null;
  release_date: string | null;
  record_type: string;
  artists: ArtistRef[];
}

export interface ArtistItemRow {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
}

const trackArtists = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by ta.position, a.id)
  from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = t.id), '[]'::json)`;

const albumArtists = sql<ArtistRef[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name) order by aa.position, a.id)
  from album_artist aa join artists a on a.id = aa.artist_id where aa.album_id = al.id), '[]'::json)`;

/** The name of an album's first credited artist (the first of `albumArtists`), for `albums as al`. */
export const albumLeadArtistName = sql<string | null>`(select a.name from album_artist aa join artists a
  on a.id = aa.artist_id where aa.album_id = al.id order by aa.position, a.id limit 1)`;

/** The base query of every track list: track columns, album, artists. */
export function trackItemsQuery(db: Executor, v: Visibility) {
  return db
    .selectFrom("tracks as t")
    .leftJoin("albums as tal", "tal.id", "t.album_id")
    .select([
      "t.id",
      "t.name",
      "t.duration_ms",
      "t.number",
      "t.disc",
      "t.plays",
      "t.image",
      // A scheduled release whose time has come is public even before the publisher tick.
      sql<boolean>`(t.private and not coalesce(t.publish_at <= now(), false))`.as("private"),
      // The player levels volume with these (ReplayGain-style), so every track list carries them.
      "t.loudness_lufs as loudness",
      "t.true_peak_db as true_peak",
      sql<TrackItemRow["album"]>`case when tal.id is null then null
        else json_build_object('id', tal.id, 'name', tal.name, 'image', tal.image) end`.as("album"),
      trackArtists.as("artists"),
    ])
    .where(trackVisible(v));
}

export function albumItemsQuery(db: Executor, v: Visibility) {
  return db
    .selectFrom("albums as al")
    .select([
      "al.id",
      "al.name",
      "al.image",
      sql<string | null>`to_char(al.release_date, 'YYYY-MM-DD')`.as("release_date"),
      "al.record_type",
      albumArtists.as("artists"),
    ])
    .where(albumVisible(v));
}

export function artistItemsQuery(db: Executor) {
  return db.selectFrom("artists as ar").select(["ar.id", "ar.name", "ar.image", "ar.verified"]);
}

/** A page size: a bound parameter, or a literal where a page query fixes it (see `pageLimit`). */
export type Limit = number | Expression<number>;

/**
 * Page queries write their fixed sizes as literals: a reused (generic) plan then knows how few
 * rows are wanted, instead of guessing and, for instance, hashing every artist to pick twelve.
 */
export function pageLimit(n: number): Expression<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`invalid page limit ${n}`);
  return sql.lit(n);
}

export interface NamedRef {
  id: number;
  name: string;
}
