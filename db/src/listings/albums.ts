import { sql } from "kysely";
import { columnSorts, dateRangeFilter, defineListing, selectFilter } from "../listing.ts";
import { childCount } from "./counts.ts";
import { nameSearch } from "./search.ts";
import { visibilitySql } from "./visibility.ts";

export interface AlbumListRow {
  id: number;
  name: string;
  image: string | null;
  artists: string | null;
  release_date: string | null;
  record_type: string;
  tracks_count: number;
  plays: number;
  visibility: string;
  publish_at: Date | null;
  created_at: Date;
}

export const albumsListing = defineListing<"albums", AlbumListRow>({
  from: (db) => db.selectFrom("albums"),
  select: (qb) =>
    qb.select([
      "albums.id",
      "albums.name",
      "albums.image",
      sql<
        string | null
      >`(select string_agg(a.name, ', ' order by aa.position) from album_artist aa join artists a on a.id = aa.artist_id where aa.album_id = albums.id)`.as(
        "artists",
      ),
      sql<string | null>`albums.release_date::text`.as("release_date"),
      "albums.record_type",
      childCount("tracks", "album_id", "albums.id").as("tracks_count"),
      sql<number>`(select coalesce(sum(t.plays), 0)::int from tracks t where t.album_id = albums.id)`.as("plays"),
      visibilitySql("albums").as("visibility"),
      "albums.publish_at",
      "albums.created_at",
    ]),
  sorts: {
    ...columnSorts("albums", ["id", "release_date", "created_at"]),
    name: (eb) => eb.ref("albums.search_name"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("albums.id"),
  search: nameSearch("albums"),
  filters: {
    visibility: selectFilter(() => visibilitySql("albums")),
    record_type: { kind: "select", where: (eb, value) => eb("albums.record_type", "=", String(value)) },
    created_at: dateRangeFilter((eb) => eb.ref("albums.created_at")),
  },
});
