import { sql } from "kysely";
import { booleanFilter, columnSorts, defineListing } from "../listing.ts";
import { nameSearch } from "./search.ts";

/** Lyrics live on their track: this lists the tracks that have them. */
export interface LyricListRow {
  id: number;
  name: string;
  artists: string | null;
  excerpt: string | null;
  synced: boolean;
  updated_at: Date;
}

export const lyricsListing = defineListing<"tracks", LyricListRow>({
  from: (db) =>
    db
      .selectFrom("tracks")
      .where((eb) => eb.or([eb("tracks.lyrics", "is not", null), eb("tracks.lyrics_synced", "is not", null)])),
  select: (qb) =>
    qb.select([
      "tracks.id",
      "tracks.name",
      sql<
        string | null
      >`(select string_agg(a.name, ', ' order by ta.position) from track_artist ta join artists a on a.id = ta.artist_id where ta.track_id = tracks.id)`.as(
        "artists",
      ),
      sql<string | null>`left(coalesce(tracks.lyrics, tracks.lyrics_synced), 120)`.as("excerpt"),
      sql<boolean>`tracks.lyrics_synced is not null`.as("synced"),
      "tracks.updated_at",
    ]),
  sorts: {
    ...columnSorts("tracks", ["id", "updated_at"]),
    name: (eb) => eb.ref("tracks.search_name"),
  },
  defaultSort: { column: "updated_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("tracks.id"),
  search: nameSearch("tracks"),
  filters: { synced: booleanFilter((eb) => eb("tracks.lyrics_synced", "is not", null)) },
});
