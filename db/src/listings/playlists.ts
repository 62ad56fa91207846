import { sql } from "kysely";
import { booleanFilter, columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { nameSearch } from "./search.ts";

export interface PlaylistListRow {
  id: number;
  name: string;
  image: string | null;
  owner_id: number;
  owner_name: string | null;
  public: boolean;
  collaborative: boolean;
  /** Filled by rules: `tracks_count` here counts hand-added entries, which it has none of. */
  smart: boolean;
  tracks_count: number;
  created_at: Date;
  updated_at: Date;
}

export const playlistsListing = defineListing<"playlists", PlaylistListRow>({
  from: (db) => db.selectFrom("playlists"),
  select: (qb) =>
    qb.select((eb) => [
      "playlists.id",
      "playlists.name",
      "playlists.image",
      "playlists.owner_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "playlists.owner_id").as("owner_name"),
      "playlists.public",
      "playlists.collaborative",
      sql<boolean>`playlists.rules is not null`.as("smart"),
      childCount("playlist_track", "playlist_id", "playlists.id").as("tracks_count"),
      "playlists.created_at",
      "playlists.updated_at",
    ]),
  sorts: {
    ...columnSorts("playlists", ["id", "created_at", "updated_at"]),
    name: (eb) => eb.ref("playlists.search_name"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("playlists.id"),
  search: nameSearch("playlists"),
  filters: {
    public: booleanFilter((eb) => eb("playlists.public", "=", true)),
    collaborative: booleanFilter((eb) => eb("playlists.collaborative", "=", true)),
    created_at: dateRangeFilter((eb) => eb.ref("playlists.created_at")),
  },
});
