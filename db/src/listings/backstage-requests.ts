import { sql } from "kysely";
import { columnSorts, dateRangeFilter, defineListing } from "../listing.ts";

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

export const backstageRequestsListing = defineListing<"backstage_requests", BackstageRequestListRow>({
  from: (db) => db.selectFrom("backstage_requests"),
  select: (qb) =>
    qb.select((eb) => [
      "backstage_requests.id",
      "backstage_requests.type",
      "backstage_requests.status",
      "backstage_requests.artist_name",
      "backstage_requests.artist_id",
      "backstage_requests.user_id",
      eb
        .selectFrom("users")
        .select("users.name")
        .whereRef("users.id", "=", "backstage_requests.user_id")
        .as("user_name"),
      eb
        .selectFrom("users")
        .select("users.email")
        .whereRef("users.id", "=", "backstage_requests.user_id")
        .as("user_email"),
      eb
        .selectFrom("users")
        .select("users.image")
        .whereRef("users.id", "=", "backstage_requests.user_id")
        .as("user_image"),
      "backstage_requests.reviewed_at",
      "backstage_requests.created_at",
    ]),
  sorts: {
    ...columnSorts("backstage_requests", ["id", "artist_name", "status", "created_at", "reviewed_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("backstage_requests.id"),
  // The artist's name, or the requester's name or address.
  search: (eb, term) => {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return eb.or([
      sql<boolean>`backstage_requests.artist_name ilike ${pattern}`,
      eb.exists(
        eb
          .selectFrom("users")
          .select("users.id")
          .whereRef("users.id", "=", "backstage_requests.user_id")
          .where((u) => u.or([u("users.name", "ilike", pattern), u("users.email", "ilike", pattern)])),
      ),
      ...(/^\d{1,9}$/.test(term) ? [eb("backstage_requests.id", "=", Number(term))] : []),
    ]);
  },
  filters: {
    status: { kind: "select", where: (eb, value) => eb("backstage_requests.status", "=", String(value) as never) },
    type: { kind: "select", where: (eb, value) => eb("backstage_requests.type", "=", String(value) as never) },
    created_at: dateRangeFilter((eb) => eb.ref("backstage_requests.created_at")),
  },
});
