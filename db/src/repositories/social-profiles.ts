import type { SocialProfileRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

export async function findSocialProfile(
  db: Executor,
  service: string,
  userServiceId: string,
): Promise<SocialProfileRow | undefined> {
  return db
    .selectFrom("social_profiles")
    .selectAll()
    .where("service_name", "=", service)
    .where("user_service_id", "=", userServiceId)
    .executeTakeFirst();
}

export async function listSocialProfiles(db: Executor, userId: number) {
  return db
    .selectFrom("social_profiles")
    .select(["id", "service_name", "username", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("service_name")
    .execute();
}

/** Links a provider account to a user, replacing an older link of the same service. */
export async function upsertSocialProfile(
  db: Executor,
  profile: { user_id: number; service_name: string; user_service_id: string; username: string | null },
): Promise<void> {
  await db
    .deleteFrom("social_profiles")
    .where("user_id", "=", profile.user_id)
    .where("service_name", "=", profile.service_name)
    .execute();
  await db.insertInto("social_profiles").values(profile).execute();
}

export async function deleteSocialProfile(db: Executor, userId: number, service: string): Promise<void> {
  await db.deleteFrom("social_profiles").where("user_id", "=", userId).where("service_name", "=", service).execute();
}
