import { booleanFilter, columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { nameSearch } from "./search.ts";

export interface ArtistListRow {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
  albums_count: number;
  owner_id: number | null;
  created_at: Date;
  updated_at: Date;
}

export const artistsListing = defineListing<"artists", ArtistListRow>({
  from: (db) => db.selectFrom("artists"),
  select: (qb) =>
    qb.select([
      "artists.id",
      "artists.name",
      "artists.image",
      "artists.verified",
      childCount("album_artist", "artist_id", "artists.id").as("albums_count"),
      "artists.owner_id",
      "artists.created_at",
      "artists.updated_at",
    ]),
  sorts: {
    ...columnSorts("artists", ["id", "created_at", "updated_at"]),
    name: (eb) => eb.ref("artists.search_name"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("artists.id"),
  search: nameSearch("artists"),
  filters: {
    verified: booleanFilter((eb) => eb("artists.verified", "=", true)),
    claimed: booleanFilter((eb) => eb("artists.owner_id", "is not", null)),
    created_at: dateRangeFilter((eb) => eb.ref("artists.created_at")),
  },
});
