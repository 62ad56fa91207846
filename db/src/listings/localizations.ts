import { sql } from "kysely";
import { columnSorts, defineListing } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface LocalizationListRow {
  id: number;
  name: string;
  language: string;
  lines_count: number;
  updated_at: Date;
}

export const localizationsListing = defineListing<"localizations", LocalizationListRow>({
  from: (db) => db.selectFrom("localizations"),
  select: (qb) =>
    qb.select([
      "localizations.id",
      "localizations.name",
      "localizations.language",
      sql<number>`(select count(*)::int from jsonb_object_keys(localizations.lines))`.as("lines_count"),
      "localizations.updated_at",
    ]),
  sorts: {
    ...columnSorts("localizations", ["id", "name", "language", "updated_at"]),
  },
  defaultSort: { column: "name", direction: "asc" },
  tieBreaker: (eb) => eb.ref("localizations.id"),
  search: textSearch("localizations.name", "localizations.language"),
});
