import { type Kysely, sql } from "kysely";
import { jsonb } from "../json.ts";
import type { DB } from "../schema.ts";
import type { Executor } from "./executor.ts";

/**
 * Adds a notification to its user's digest window, opening one due `windowMs` from now when
 * none is open (a window being sent keeps its due time: what arrives now joins the next one).
 */
export async function addItem(db: Kysely<DB>, userId: number, data: unknown, windowMs: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("email_digest_items")
      .values({ user_id: userId, data: jsonb(data) })
      .execute();
    await trx
      .insertInto("email_digests")
      .values({ user_id: userId, due_at: sql<Date>`now() + make_interval(secs => ${windowMs / 1000})` })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
  });
}

/**
 * Claims windows that are due (all of them with `all`) and not being sent by someone else,
 * for `leaseMs`; answers their user ids. Instances racing for one window: one gets it.
 */
export async function claimDue(db: Executor, options: { all?: boolean; leaseMs: number; limit: number }) {
  const rows = await sql<{ user_id: number }>`
    update email_digests set claimed_until = now() + make_interval(secs => ${options.leaseMs / 1000})
    where user_id in (
      select user_id from email_digests
      where (claimed_until is null or claimed_until < now())
        and (${options.all ? sql`true` : sql`due_at <= now()`})
      order by due_at
      limit ${options.limit}
      for update skip locked
    )
    returning user_id`.execute(db);
  return rows.rows.map((r) => r.user_id);
}

/** What waits in a user's window, oldest first. */
export async function itemsOf(db: Executor, userId: number): Promise<{ id: number; data: unknown }[]> {
  return db
    .selectFrom("email_digest_items")
    .select(["id", "data"])
    .where("user_id", "=", userId)
    .orderBy("id")
    .limit(1000)
    .execute();
}

/**
 * Closes a sent window: its items up to `lastId` go; items that arrived while it was sent stay
 * and open the next window.
 */
export async function finish(db: Kysely<DB>, userId: number, lastId: number, windowMs: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("email_digest_items").where("user_id", "=", userId).where("id", "<=", lastId).execute();
    const left = await trx
      .selectFrom("email_digest_items")
      .select("id")
      .where("user_id", "=", userId)
      .limit(1)
      .executeTakeFirst();
    if (left)
      await trx
        .updateTable("email_digests")
        .set({ claimed_until: null, due_at: sql<Date>`now() + make_interval(secs => ${windowMs / 1000})` })
        .where("user_id", "=", userId)
        .execute();
    else await trx.deleteFrom("email_digests").where("user_id", "=", userId).execute();
  });
}

/** Milliseconds until the soonest open window is due, by the database's clock (negative when overdue), or null. */
export async function msUntilNextDue(db: Executor): Promise<number | null> {
  const row = await sql<{ ms: string | number | null }>`
    select extract(epoch from (min(due_at) - now())) * 1000 as ms from email_digests
    where claimed_until is null or claimed_until < now()`.execute(db);
  const ms = row.rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}
