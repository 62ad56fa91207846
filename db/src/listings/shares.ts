import { sql } from "kysely";
import { booleanFilter, dateRangeFilter, defineListing } from "../listing.ts";
import { shareItemName } from "../repositories/shares.ts";

export interface ShareListRow {
  id: number;
  user_id: number;
  user_name: string | null;
  item_type: string;
  item_id: number;
  item_name: string | null;
  has_password: boolean;
  downloadable: boolean;
  visits: number;
  expires_at: Date | null;
  revoked_at: Date | null;
  /** Whether the link still opens (not revoked, not expired). */
  live: boolean;
  created_at: Date;
}

const live = sql<boolean>`(share_links.revoked_at is null and (share_links.expires_at is null or share_links.expires_at > now()))`;

export const sharesListing = defineListing<"share_links", ShareListRow>({
  from: (db) => db.selectFrom("share_links"),
  select: (qb) =>
    qb.select((eb) => [
      "share_links.id",
      "share_links.user_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "share_links.user_id").as("user_name"),
      "share_links.item_type",
      "share_links.item_id",
      shareItemName.as("item_name"),
      sql<boolean>`share_links.password_hash is not null`.as("has_password"),
      "share_links.downloadable",
      "share_links.visits",
      "share_links.expires_at",
      "share_links.revoked_at",
      live.as("live"),
      "share_links.created_at",
    ]),
  sorts: {
    id: (eb) => eb.ref("share_links.id"),
    created_at: (eb) => eb.ref("share_links.created_at"),
    visits: (eb) => eb.ref("share_links.visits"),
    expires_at: (eb) => eb.ref("share_links.expires_at"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("share_links.id"),
  // The item's name or the sharer's name (a share has no text of its own).
  search: (_eb, term) => {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql<boolean>`(${shareItemName} ilike ${pattern}
      or exists (select 1 from users su where su.id = share_links.user_id and su.name ilike ${pattern}))`;
  },
  filters: {
    live: booleanFilter(() => live),
    item_type: { kind: "select", where: (eb, value) => eb("share_links.item_type", "=", String(value) as never) },
    created_at: dateRangeFilter((eb) => eb.ref("share_links.created_at")),
  },
});
