import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type { NewUser, UserRow, UserUpdate } from "../schema.ts";
import type { Executor } from "./executor.ts";
import { markSessionsChanged } from "./sessions.ts";

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<void> {
  markSessionsChanged();
  await db
    .updateTable("users")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
  markSessionsChanged();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  markSessionsChanged();
  await db.deleteFrom("users").where("id", "=", id).execute();
  markSessionsChanged();
}

/**
 * Records a TOTP time step as used; false when it (or a later one) was already accepted, so a
 * code cannot be replayed even by two concurrent requests.
 */
export async function claimTwoFactorCounter(db: Executor, id: number, counter: number): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ two_factor_last_counter: counter })
    .where("id", "=", id)
    .where((eb) =>
      eb.or([eb("two_factor_last_counter", "is", null), eb("two_factor_last_counter", "<", String(counter))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one recovery code digest; false when another request used it first. */
export async function consumeRecoveryCode(db: Executor, id: number, digest: string): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ two_factor_recovery_codes: sql`two_factor_recovery_codes - ${digest}::text` })
    .where("id", "=", id)
    .where(sql<boolean>`two_factor_recovery_codes ? ${digest}::text`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores recovery code digests (or clears them) as a real jsonb array. */
export async function setRecoveryCodes(db: Executor, id: number, digests: string[] | null): Promise<void> {
  markSessionsChanged();
  await db
    .updateTable("users")
    .set({
      two_factor_recovery_codes: digests === null ? null : (jsonb(digests) as unknown as string),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
  markSessionsChanged();
}
