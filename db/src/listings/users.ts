import { sql } from "kysely";
import { booleanFilter, columnSorts, dateRangeFilter, defineListing } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface UserListRow {
  id: number;
  name: string;
  email: string;
  image: string | null;
  email_verified_at: Date | null;
  banned_at: Date | null;
  two_factor: boolean;
  roles: string | null;
  created_at: Date;
}

export const usersListing = defineListing<"users", UserListRow>({
  from: (db) => db.selectFrom("users"),
  select: (qb) =>
    qb.select([
      "users.id",
      "users.name",
      "users.email",
      "users.image",
      "users.email_verified_at",
      // An expired ban no longer counts: the row shows (and filters as) an active account.
      sql<Date | null>`case when users.banned_until is null or users.banned_until > now() then users.banned_at end`.as(
        "banned_at",
      ),
      sql<boolean>`users.two_factor_confirmed_at is not null`.as("two_factor"),
      sql<
        string | null
      >`(select string_agg(r.name, ', ' order by r.id) from role_user ru join roles r on r.id = ru.role_id where ru.user_id = users.id)`.as(
        "roles",
      ),
      "users.created_at",
    ]),
  sorts: {
    ...columnSorts("users", ["id", "name", "email", "created_at"]),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("users.id"),
  search: textSearch("users.name", "users.email"),
  filters: {
    verified: booleanFilter((eb) => eb("users.email_verified_at", "is not", null)),
    banned: booleanFilter((eb) =>
      eb.and([
        eb("users.banned_at", "is not", null),
        eb.or([eb("users.banned_until", "is", null), eb("users.banned_until", ">", sql<Date>`now()`)]),
      ]),
    ),
    two_factor: booleanFilter((eb) => eb("users.two_factor_confirmed_at", "is not", null)),
    role: {
      kind: "select",
      where: (eb, value) =>
        eb.exists(
          eb
            .selectFrom("role_user")
            .select("role_user.user_id")
            .whereRef("role_user.user_id", "=", "users.id")
            .where("role_user.role_id", "=", Number(value)),
        ),
    },
    created_at: dateRangeFilter((eb) => eb.ref("users.created_at")),
  },
});
