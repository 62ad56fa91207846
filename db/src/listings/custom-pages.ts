import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface CustomPageListRow {
  id: number;
  slug: string;
  title: string;
  set_seo: boolean;
  hide_nav: boolean;
  user_id: number | null;
  author_name: string | null;
  created_at: Date;
  updated_at: Date;
}

export const customPagesListing = defineListing<"custom_pages", CustomPageListRow>({
  from: (db) => db.selectFrom("custom_pages"),
  select: (qb) =>
    qb.select((eb) => [
      "custom_pages.id",
      "custom_pages.slug",
      "custom_pages.title",
      "custom_pages.set_seo",
      "custom_pages.hide_nav",
      "custom_pages.user_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "custom_pages.user_id").as("author_name"),
      "custom_pages.created_at",
      "custom_pages.updated_at",
    ]),
  sorts: {
    ...columnSorts("custom_pages", ["id", "title", "slug", "updated_at", "created_at"]),
  },
  defaultSort: { column: "updated_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("custom_pages.id"),
  search: textSearch("custom_pages.title", "custom_pages.slug"),
  filters: { updated_at: dateRangeFilter((eb) => eb.ref("custom_pages.updated_at")) },
});
