import { sql } from "kysely";
import type { ExternalLink } from "../catalogue-schema.ts";
import { jsonb } from "../json.ts";
import type { Executor } from "./executor.ts";

export interface ProfileRow {
  id: number;
  name: string;
  image: string | null;
  created_at: Date;
  description: string | null;
  city: string | null;
  country: string | null;
  header_image: string | null;
  links: ExternalLink[];
  followers: number;
  following: number;
}

export async function findProfile(db: Executor, userId: number): Promise<ProfileRow | undefined> {
  return db
    .selectFrom("users as u")
    .leftJoin("user_profiles as up", "up.user_id", "u.id")
    .select([
      "u.id",
      "u.name",
      "u.image",
      "u.created_at",
      "up.description",
      "up.city",
      sql<string | null>`coalesce(up.country, u.country)`.as("country"),
      "up.header_image",
      sql<ExternalLink[]>`coalesce(up.links, '[]'::jsonb)`.as("links"),
      sql<number>`(select count(*)::int from follows f where f.followable_type = 'user' and f.followable_id = u.id)`.as(
        "followers",
      ),
      sql<number>`(select count(*)::int from follows f where f.followable_type = 'user' and f.user_id = u.id)`.as(
        "following",
      ),
    ])
    .where("u.id", "=", userId)
    .where("u.banned_at", "is", null)
    .executeTakeFirst();
}

export async function upsertProfile(
  db: Executor,
  userId: number,
  p: {
    description?: string | null;
    city?: string | null;
    country?: string | null;
    header_image?: string | null;
    links?: ExternalLink[];
  },
): Promise<void> {
  const values = {
    description: p.description ?? null,
    city: p.city ?? null,
    country: p.country ?? null,
    header_image: p.header_image ?? null,
    links: jsonb(p.links ?? []),
  };
  await db
    .insertInto("user_profiles")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
