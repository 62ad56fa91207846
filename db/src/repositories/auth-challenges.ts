import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type { AuthChallengeRow } from "../schema.ts";
import { hasRow } from "./count.ts";
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

/**
 * Failed second-factor codes per account live here too (kind `two_factor_failures`, one row
 * per user keyed by `id`): short-lived sign-in state that the same expiry sweep removes.
 * `data` holds `failures` and, while locked, `locked_until`; `expires_at` ends the window or lock.
 */
const TWO_FACTOR_FAILURES = "two_factor_failures";

/**
 * Counts one second-factor attempt before the code is checked, in one statement so parallel
 * requests each get their own number. A window that ended starts again at 1. While a lock is
 * running nothing is counted and `lockedUntil` is answered instead.
 */
export async function countTwoFactorAttempt(
  db: Executor,
  input: { id: string; userId: number; windowMs: number },
  now = new Date(),
): Promise<{ attempts: number; lockedUntil: Date | null }> {
  const windowEnd = new Date(now.getTime() + input.windowMs);
  const row = await db
    .insertInto("auth_challenges")
    .values({
      id: input.id,
      kind: TWO_FACTOR_FAILURES,
      user_id: input.userId,
      data: jsonb({ failures: 1 }),
      expires_at: windowEnd,
    })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet({
          data: sql`case when auth_challenges.expires_at <= ${now} then ${jsonb({ failures: 1 })}
            else jsonb_set(auth_challenges.data, '{failures}',
              to_jsonb(coalesce((auth_challenges.data->>'failures')::int, 0) + 1)) end`,
          expires_at: sql`case when auth_challenges.expires_at <= ${now} then ${windowEnd}::timestamptz
            else auth_challenges.expires_at end`,
        })
        .where(sql<boolean>`auth_challenges.data->>'locked_until' is null or auth_challenges.expires_at <= ${now}`),
    )
    .returning(sql<number>`(data->>'failures')::int`.as("failures"))
    .executeTakeFirst();
  if (row) return { attempts: Number(row.failures), lockedUntil: null };
  const locked = await db
    .selectFrom("auth_challenges")
    .select("expires_at")
    .where("id", "=", input.id)
    .executeTakeFirst();
  return { attempts: 0, lockedUntil: locked?.expires_at ?? now };
}

/** Locks the second factor until `until`; true only for the call that set the lock. */
export async function lockTwoFactor(db: Executor, id: string, until: Date): Promise<boolean> {
  return hasRow(
    db
      .updateTable("auth_challenges")
      .set({
        data: sql`auth_challenges.data || jsonb_build_object('locked_until', cast(${until.toISOString()} as text))`,
        expires_at: until,
      })
      .where("id", "=", id)
      .where(sql<boolean>`auth_challenges.data->>'locked_until' is null`)
      .returning("id"),
  );
}

/** A second factor passed: the account's failures are forgotten. */
export async function clearTwoFactorAttempts(db: Executor, id: string): Promise<void> {
  await db.deleteFrom("auth_challenges").where("id", "=", id).where("kind", "=", TWO_FACTOR_FAILURES).execute();
}
