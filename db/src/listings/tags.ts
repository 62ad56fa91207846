import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { textSearch } from "./search.ts";

export interface TagListRow {
  id: number;
  name: string;
  display_name: string;
  tracks_count: number;
  albums_count: number;
  created_at: Date;
}

export const tagsListing = defineListing<"tags", TagListRow>({
  from: (db) => db.selectFrom("tags"),
  select: (qb) =>
    qb.select([
      "tags.id",
      "tags.name",
      "tags.display_name",
      childCount("track_tag", "tag_id", "tags.id").as("tracks_count"),
      childCount("album_tag", "tag_id", "tags.id").as("albums_count"),
      "tags.created_at",
    ]),
  sorts: {
    ...columnSorts("tags", ["id", "name", "created_at"]),
  },
  defaultSort: { column: "name", direction: "asc" },
  tieBreaker: (eb) => eb.ref("tags.id"),
  search: textSearch("tags.name", "tags.display_name"),
  filters: { created_at: dateRangeFilter((eb) => eb.ref("tags.created_at")) },
});
