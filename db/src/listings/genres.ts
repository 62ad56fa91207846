import { sql } from "kysely";
import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
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
      sql<number>`(select count(*)::int from track_genre tg where tg.genre_id = genres.id)`.as("tracks_count"),
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
