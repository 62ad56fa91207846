import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/** Claims a change's id for its user: false when it arrived before (a repeat to skip). */
export async function claim(db: Executor, userId: number, opId: string, kind: string): Promise<boolean> {
  return hasRow(
    db
      .insertInto("offline_operations")
      .values({ user_id: userId, op_id: opId, kind })
      .onConflict((oc) => oc.columns(["user_id", "op_id"]).doNothing())
      .returning("op_id"),
  );
}

/** Gives an id back after its change failed for a passing reason, so the retry applies it. */
export async function release(db: Executor, userId: number, opId: string): Promise<void> {
  await db.deleteFrom("offline_operations").where("user_id", "=", userId).where("op_id", "=", opId).execute();
}

export async function prune(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("offline_operations").where("created_at", "<", before).execute();
}
