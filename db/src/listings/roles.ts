import { booleanFilter, columnSorts, defineListing } from "../listing.ts";
import { childCount } from "./counts.ts";
import { textSearch } from "./search.ts";

export interface RoleListRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  users_count: number;
  permissions_count: number;
  created_at: Date;
}

export const rolesListing = defineListing<"roles", RoleListRow>({
  from: (db) => db.selectFrom("roles").where("roles.internal", "=", false),
  select: (qb) =>
    qb.select([
      "roles.id",
      "roles.name",
      "roles.slug",
      "roles.description",
      "roles.default",
      "roles.guests",
      childCount("role_user", "role_id", "roles.id").as("users_count"),
      childCount("permission_role", "role_id", "roles.id").as("permissions_count"),
      "roles.created_at",
    ]),
  sorts: {
    ...columnSorts("roles", ["id", "name", "created_at"]),
  },
  defaultSort: { column: "id", direction: "asc" },
  tieBreaker: (eb) => eb.ref("roles.id"),
  search: textSearch("roles.name", "roles.slug"),
  filters: { default: booleanFilter((eb) => eb("roles.default", "=", true)) },
});
