import { jsonb } from "../json.ts";
import type { AuthChallengeRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

/**
 * Records a challenge; false when one with the same id already exists (the caller treats that
 * as "already used", which is how proof-of-work solutions are kept single use).
 */
export async function insertChallenge(
  db: Executor,
  row: { id: string; kind: string; user_id?: number | null; data?: Record<string, unknown>; expires_at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("auth_challenges")
    .values({
      id: row.id,
      kind: row.kind,
      user_id: row.user_id ?? null,
      data: jsonb(row.data ?? {}),
      expires_at: row.expires_at,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Removes and returns a challenge of the given kind: only one caller ever gets it, so every
 * challenge is single use even under concurrent requests. Expired ones are removed but not returned.
 */
export async function takeChallenge(
  db: Executor,
  id: string,
  kind: string,
  now = new Date(),
): Promise<AuthChallengeRow | undefined> {
  const row = await db
    .deleteFrom("auth_challenges")
    .where("id", "=", id)
    .where("kind", "=", kind)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  return row;
}

export async function deleteExpiredChallenges(db: Executor, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("auth_challenges").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteUserChallenges(db: Executor, userId: number, kind: string): Promise<void> {
  await db.deleteFrom("auth_challenges").where("user_id", "=", userId).where("kind", "=", kind).execute();
}

/** An unexpired challenge, left in place. */
export async function findChallenge(
  db: Executor,
  id: string,
  kind: string,
  now = new Date(),
): Promise<AuthChallengeRow | undefined> {
  return db
    .selectFrom("auth_challenges")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", kind)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}
