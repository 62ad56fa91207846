import { jsonb } from "../json.ts";
import type { AuthTokenRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

/** One-time tokens: only their SHA-256 is stored; the caller hashes before looking up. */
export async function insertAuthToken(
  db: Executor,
  token: { user_id: number; kind: string; token_hash: Uint8Array; expires_at: Date; data?: Record<string, unknown> },
): Promise<number> {
  const row = await db
    .insertInto("auth_tokens")
    .values({ ...token, data: jsonb(token.data ?? {}) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findAuthTokenByHash(
  db: Executor,
  kind: string,
  tokenHash: Uint8Array,
): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom("auth_tokens")
    .selectAll()
    .where("kind", "=", kind)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** The newest token of a kind for a user (verification codes are looked up per user). */
export async function latestAuthToken(db: Executor, userId: number, kind: string): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom("auth_tokens")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function incrementAttempts(db: Executor, id: number): Promise<number> {
  const row = await db
    .updateTable("auth_tokens")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Deletes a token; true only for the caller that actually removed it (single use under races). */
export async function consumeAuthToken(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom("auth_tokens").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteUserAuthTokens(db: Executor, userId: number, kind: string): Promise<void> {
  await db.deleteFrom("auth_tokens").where("user_id", "=", userId).where("kind", "=", kind).execute();
}

export async function deleteExpiredAuthTokens(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom("auth_tokens").where("expires_at", "<=", now).execute();
}
