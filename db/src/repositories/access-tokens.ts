import type { Executor } from "./executor.ts";

export async function insertAccessToken(
  db: Executor,
  token: { user_id: number; name: string; token_hash: Uint8Array },
): Promise<{ id: number; name: string; last_used_at: Date | null; created_at: Date }> {
  return db
    .insertInto("personal_access_tokens")
    .values(token)
    .returning(["id", "name", "last_used_at", "created_at"])
    .executeTakeFirstOrThrow();
}

/** What a token's owner sees of it: never the hash. */
const tokenColumns = ["id", "user_id", "name", "last_used_at", "created_at"] as const;

export async function listAccessTokens(db: Executor, userId: number) {
  return db
    .selectFrom("personal_access_tokens")
    .select(tokenColumns)
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(200)
    .execute();
}

export async function findAccessToken(db: Executor, id: number) {
  return db.selectFrom("personal_access_tokens").select(tokenColumns).where("id", "=", id).executeTakeFirst();
}

export async function findAccessTokenByHash(db: Executor, tokenHash: Uint8Array) {
  return db
    .selectFrom("personal_access_tokens")
    .select(["id", "user_id", "last_used_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function touchAccessToken(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable("personal_access_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
}

export async function deleteAccessToken(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("personal_access_tokens").where("id", "=", id).execute();
}

/** Revokes every token of a user (password reset or change, logging out other sessions). */
export async function deleteUserAccessTokens(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom("personal_access_tokens").where("user_id", "=", userId).execute();
}
