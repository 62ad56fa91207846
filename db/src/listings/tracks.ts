import { sql } from "kysely";
import { booleanFilter, columnSorts, dateRangeFilter, defineListing, selectFilter } from "../listing.ts";
import { nameSearch } from "./search.ts";
import { visibilitySql } from "./visibility.ts";

export interface TrackListRow {
  id: number;
  name: string;
  image: string | null;
  album_id: number | null;
  album_name: string | null;
  artists: string | null;
  duration_ms: number;
  plays: number;
  visibility: string;
  publish_at: Date | null;
  has_lyrics: boolean;
  owner_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export const tracksListing = defineListing<"tracks", TrackListRow>({
  from: (db) => db.selectFrom("tracks"),
  select: (qb) =>
    qb.select((eb) => [
      "tracks.id",
      "tracks.name",
      // A track without its own cover shows its album's, as the player does.
      sql<
        string | null
      >`coalesce(tracks.image, (select albums.image from albums where albums.id = tracks.album_id))`.as("image"),
      "tracks.album_id",
      eb.selectFrom("albums").select("albums.name").whereRef("albums.id", "=", "tracks.album_id").as("album_name"),
      sql<
        string | null
      >`(select string_agg(a.name, ', ' order by ta.position) from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = tracks.id)`.as(
        "artists",
      ),
      "tracks.duration_ms",
      "tracks.plays",
      visibilitySql("tracks").as("visibility"),
      "tracks.publish_at",
      sql<boolean>`tracks.lyrics is not null or tracks.lyrics_synced is not null`.as("has_lyrics"),
      "tracks.owner_id",
      "tracks.created_at",
      "tracks.updated_at",
    ]),
  sorts: {
    ...columnSorts("tracks", ["id", "duration_ms", "plays", "created_at", "updated_at"]),
    name: (eb) => eb.ref("tracks.search_name"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("tracks.id"),
  search: nameSearch("tracks"),
  filters: {
    has_plays: booleanFilter((eb) => eb("tracks.plays", ">", 0)),
    visibility: selectFilter(() => visibilitySql("tracks")),
    has_lyrics: booleanFilter((eb) =>
      eb.or([eb("tracks.lyrics", "is not", null), eb("tracks.lyrics_synced", "is not", null)]),
    ),
    created_at: dateRangeFilter((eb) => eb.ref("tracks.created_at")),
  },
});
