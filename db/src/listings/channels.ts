import { columnSorts, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { textSearch } from "./search.ts";

export interface ChannelListRow {
  id: number;
  name: string;
  slug: string;
  content_type: string;
  layout: string;
  source: string;
  items_count: number;
  updated_at: Date;
}

export const channelsListing = defineListing<"channels", ChannelListRow>({
  from: (db) => db.selectFrom("channels"),
  select: (qb) =>
    qb.select([
      "channels.id",
      "channels.name",
      "channels.slug",
      "channels.content_type",
      "channels.layout",
      "channels.source",
      childCount("channel_items", "channel_id", "channels.id").as("items_count"),
      "channels.updated_at",
    ]),
  sorts: {
    ...columnSorts("channels", ["id", "name", "updated_at"]),
  },
  defaultSort: { column: "id", direction: "asc" },
  tieBreaker: (eb) => eb.ref("channels.id"),
  search: textSearch("channels.name", "channels.slug"),
  filters: {
    content_type: { kind: "select", where: (eb, value) => eb("channels.content_type", "=", String(value) as never) },
    source: { kind: "select", where: (eb, value) => eb("channels.source", "=", String(value) as never) },
  },
});
