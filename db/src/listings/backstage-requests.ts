import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface BackstageRequestListRow {
  id: number;
  type: string;
  status: string;
  artist_name: string;
  artist_id: number | null;
  user_id: number;
  user_name: string | null;
  user_email: string | null;
  user_image: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export const backstageRequestsListing = defineListing<"backstage_requests" | "users", BackstageRequestListRow>({
  from: (db) => db.selectFrom("backstage_requests").leftJoin("users", "users.id", "backstage_requests.user_id"),
  select: (qb) =>
    qb.select([
      "backstage_requests.id",
      "backstage_requests.type",
      "backstage_requests.status",
      "backstage_requests.artist_name",
      "backstage_requests.artist_id",
      "backstage_requests.user_id",
      "users.name as user_name",
      "users.email as user_email",
      "users.image as user_image",
      "backstage_requests.reviewed_at",
      "backstage_requests.created_at",
    ]),
  sorts: {
    ...columnSorts("backstage_requests", ["id", "artist_name", "status", "created_at", "reviewed_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("backstage_requests.id"),
  // The artist's name, or the requester's name or address.
  search: textSearch("backstage_requests.artist_name", "users.name", "users.email"),
  filters: {
    status: { kind: "select", where: (eb, value) => eb("backstage_requests.status", "=", String(value) as never) },
    type: { kind: "select", where: (eb, value) => eb("backstage_requests.type", "=", String(value) as never) },
    created_at: dateRangeFilter((eb) => eb.ref("backstage_requests.created_at")),
  },
});
