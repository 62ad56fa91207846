import { sql } from "kysely";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** Takes a scheduled job's slot: true for the one instance that got it, false for every other. */
export async function claimSlot(db: Executor, job: string, slot: string): Promise<boolean> {
  return hasRow(
    db
      .insertInto("schedule_claims")
      .values({ job, slot })
      .onConflict((oc) => oc.columns(["job", "slot"]).doNothing())
      .returning("job"),
  );
}

/** Forgets claims older than `days` (their slots are long past). */
export async function pruneClaims(db: Executor, days: number): Promise<number> {
  const result = await db
    .deleteFrom("schedule_claims")
    .where("claimed_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function claimsOf(db: Executor, job: string): Promise<{ slot: string; claimed_at: Date }[]> {
  return db
    .selectFrom("schedule_claims")
    .select(["slot", "claimed_at"])
    .where("job", "=", job)
    .orderBy("slot")
    .execute();
}
