import { type ExpressionBuilder, sql } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { DB, Restriction } from "../schema.ts";
import type { Executor } from "./executor.ts";
import { activeSubscriptionSql, validSubscriptionSql } from "./subscriptions.ts";

/**
 * Who is making a request, in one round trip: the user's public columns with their roles and
 * permission grants (from roles, direct, and the plans they subscribe to) aggregated as JSON.
 * Every authenticated request runs this, so it must stay a single query.
 */
type UserScope = ExpressionBuilder<DB & { u: DB["users"] }, "u">;

function rolesOf(eb: UserScope) {
  return jsonArrayFrom(
    eb
      .selectFrom("role_user")
      .innerJoin("roles", "roles.id", "role_user.role_id")
      .select(["roles.id", "roles.name"])
      .whereRef("role_user.user_id", "=", "u.id")
      .orderBy("roles.id"),
  );
}

function roleGrantsOf(eb: UserScope) {
  return jsonArrayFrom(
    eb
      .selectFrom("role_user")
      .innerJoin("permission_role", "permission_role.role_id", "role_user.role_id")
      .innerJoin("permissions", "permissions.id", "permission_role.permission_id")
      .select(["permissions.name", "permission_role.restrictions"])
      .whereRef("role_user.user_id", "=", "u.id"),
  );
}

function directGrantsOf(eb: UserScope) {
  return jsonArrayFrom(
    eb
      .selectFrom("permission_user")
      .innerJoin("permissions", "permissions.id", "permission_user.permission_id")
      .select(["permissions.name", "permission_user.restrictions"])
      .whereRef("permission_user.user_id", "=", "u.id"),
  );
}

/**
 * What the user's plans grant while a subscription is valid (`validSubscriptionSql`). A plan's
 * permissions are bare names or `{ name, restrictions }` objects; both are read.
 */
function planGrantsOf() {
  return sql<{ name: string; restrictions: Restriction[] }[]>`coalesce((
    select json_agg(json_build_object(
      'name', case when jsonb_typeof(perm.value) = 'string' then perm.value #>> '{}' else perm.value ->> 'name' end,
      'restrictions', case when jsonb_typeof(perm.value -> 'restrictions') = 'array'
        then perm.value -> 'restrictions' else '[]'::jsonb end))
    from subscriptions sub
    join products p on p.id = sub.product_id
    cross join lateral jsonb_array_elements(case when jsonb_typeof(p.permissions) = 'array'
      then p.permissions else '[]'::jsonb end) as perm(value)
    where sub.user_id = u.id
      and ${validSubscriptionSql("sub")}
      and (jsonb_typeof(perm.value) = 'string' or jsonb_typeof(perm.value -> 'name') = 'string')
  ), '[]'::json)`;
}

/** The user's subscriptions as the browser sees them (docs/spec/1-platform-foundation.md §3 "User"): newest first. */
function subscriptionFlagsOf() {
  return sql<{ valid: boolean; active: boolean }[]>`coalesce((
    select json_agg(json_build_object('valid', f.valid, 'active', f.active) order by f.id desc)
    from (
      select sub.id, ${validSubscriptionSql("sub")} as valid, ${activeSubscriptionSql("sub")} as active
      from subscriptions sub
      where sub.user_id = u.id and sub.status <> 'incomplete'
      order by sub.id desc
      limit 10
    ) f
  ), '[]'::json)`;
}

const userColumns = [
  "u.id as user_id",
  "u.email",
  "u.name",
  "u.image",
  "u.email_verified_at",
  "u.timezone",
  "u.language",
] as const;

export interface ViewerRow {
  user_id: number;
  email: string;
  name: string;
  image: string | null;
  email_verified_at: Date | null;
  banned_at: Date | null;
  timezone: string;
  language: string;
  roles: { id: number; name: string }[];
  role_grants: { name: string; restrictions: Restriction[] }[];
  direct_grants: { name: string; restrictions: Restriction[] }[];
  plan_grants: { name: string; restrictions: Restriction[] }[];
  subscriptions: { valid: boolean; active: boolean }[];
}

export async function findUserViewer(db: Executor, userId: number): Promise<ViewerRow | undefined> {
  return db
    .selectFrom("users as u")
    .select(userColumns)
    .select((eb) => [
      // A ban with an end that has passed no longer suspends the account.
      sql<Date | null>`case when u.banned_until is null or u.banned_until > now() then u.banned_at end`.as("banned_at"),
      rolesOf(eb).as("roles"),
      roleGrantsOf(eb).as("role_grants"),
      directGrantsOf(eb).as("direct_grants"),
      planGrantsOf().as("plan_grants"),
      subscriptionFlagsOf().as("subscriptions"),
    ])
    .where("u.id", "=", userId)
    .executeTakeFirst();
}

/**
 * A session with its user's `updated_at`: the request path checks the session here (one indexed
 * join) and reuses its cached viewer for the user while that version is unchanged.
 */
export async function findSessionWithUserVersion(db: Executor, sessionId: string) {
  return db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select([
      "s.id",
      "s.user_id",
      "s.secret_hash",
      "s.remember",
      "s.expires_at",
      "s.last_active_at",
      "s.password_confirmed_at",
      "u.updated_at as user_updated_at",
    ])
    .where("s.id", "=", sessionId)
    .executeTakeFirst();
}
