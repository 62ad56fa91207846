import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { nameSearch } from "./search.ts";

export interface GenreListRow {
  id: number;
  name: string;
  display_name: string;
  image: string | null;
  tracks_count: number;
  created_at: Date;
}

export const genresListing = defineListing<"genres", GenreListRow>({
  from: (db) => db.selectFrom("genres"),
  select: (qb) =>
    qb.select([
      "genres.id",
      "genres.name",
      "genres.display_name",
      "genres.image",
      childCount("track_genre", "genre_id", "genres.id").as("tracks_count"),
      "genres.created_at",
    ]),
  sorts: {
    ...columnSorts("genres", ["id", "name", "created_at"]),
  },
  defaultSort: { column: "name", direction: "asc" },
  tieBreaker: (eb) => eb.ref("genres.id"),
  search: nameSearch("genres"),
  filters: { created_at: dateRangeFilter((eb) => eb.ref("genres.created_at")) },
});
