import { type Kysely, sql } from "kysely";
import { jsonb } from "../json.ts";
import type { DB } from "../schema.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface ConnectionRow {
  user_id: number;
  service: string;
  account_name: string;
  secret_sealed: string;
  status: string;
  failure: string | null;
  connected_at: Date;
  updated_at: Date;
}

export interface OutboxRow {
  id: number;
  user_id: number;
  service: string;
  kind: string;
  play_key: string | null;
  payload: unknown;
  attempts: number;
  created_at: Date;
}

export async function connectionsOf(db: Executor, userId: number): Promise<ConnectionRow[]> {
  return db.selectFrom("scrobble_connections").selectAll().where("user_id", "=", userId).orderBy("service").execute();
}

export async function findConnection(
  db: Executor,
  userId: number,
  service: string,
): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom("scrobble_connections")
    .selectAll()
    .where("user_id", "=", userId)
    .where("service", "=", service)
    .executeTakeFirst();
}

/** Connects (or reconnects) a service: new credentials make a failed connection active again. */
export async function saveConnection(
  db: Executor,
  row: { userId: number; service: string; accountName: string; secretSealed: string },
): Promise<void> {
  await db
    .insertInto("scrobble_connections")
    .values({
      user_id: row.userId,
      service: row.service,
      account_name: row.accountName,
      secret_sealed: row.secretSealed,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "service"]).doUpdateSet({
        account_name: row.accountName,
        secret_sealed: row.secretSealed,
        status: "active",
        failure: null,
        connected_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** Removes the connection and whatever still waits to be sent to it. */
export async function deleteConnection(db: Kysely<DB>, userId: number, service: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("scrobble_outbox").where("user_id", "=", userId).where("service", "=", service).execute();
    const gone = await trx
      .deleteFrom("scrobble_connections")
      .where("user_id", "=", userId)
      .where("service", "=", service)
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  });
}

/**
 * The service refused the credentials: the connection waits for its owner to reconnect, and
 * the listens queued for it wait too (now-playing notices are stale by then and go).
 */
export async function markFailed(db: Kysely<DB>, userId: number, service: string, failure: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("scrobble_connections")
      .set({ status: "failed", failure: failure.slice(0, 300), updated_at: sql<Date>`now()` })
      .where("user_id", "=", userId)
      .where("service", "=", service)
      .execute();
    await trx
      .deleteFrom("scrobble_outbox")
      .where("user_id", "=", userId)
      .where("service", "=", service)
      .where("kind", "=", "now_playing")
      .where("delivered_at", "is", null)
      .execute();
  });
}

/** The services this user has working connections to. */
export async function activeServices(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("scrobble_connections")
    .select("service")
    .where("user_id", "=", userId)
    .where("status", "=", "active")
    .execute();
  return rows.map((r) => r.service);
}

/**
 * Queues a listen once per play and service (a repeated report of one play adds nothing), or
 * a now-playing notice, which replaces the user's unsent one for that service.
 */
export async function enqueue(
  db: Kysely<DB>,
  item: { userId: number; service: string; kind: "now_playing" | "listen"; playKey: string | null; payload: unknown },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (item.kind === "now_playing")
      await trx
        .deleteFrom("scrobble_outbox")
        .where("user_id", "=", item.userId)
        .where("service", "=", item.service)
        .where("kind", "=", "now_playing")
        .where("delivered_at", "is", null)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", sql<Date>`now()`)]))
        .execute();
    return hasRow(
      trx
        .insertInto("scrobble_outbox")
        .values({
          user_id: item.userId,
          service: item.service,
          kind: item.kind,
          play_key: item.playKey,
          payload: jsonb(item.payload),
        })
        .onConflict((oc) =>
          oc.columns(["user_id", "service", "play_key"]).where("play_key", "is not", null).doNothing(),
        )
        .returning("id"),
    );
  });
}

/**
 * Claims up to `limit` due items whose connection is active, for `leaseMs` (a crash mid-send
 * lets another instance take them after it). Instances racing for one item: one gets it.
 */
export async function claimDue(
  db: Executor,
  options: { all?: boolean; leaseMs: number; limit: number },
): Promise<OutboxRow[]> {
  const rows = await sql<OutboxRow>`
    update scrobble_outbox set claimed_until = now() + make_interval(secs => ${options.leaseMs / 1000})
    where id in (
      select o.id from scrobble_outbox o
      join scrobble_connections c on c.user_id = o.user_id and c.service = o.service and c.status = 'active'
      where o.delivered_at is null
        and (o.claimed_until is null or o.claimed_until < now())
        and (${options.all ? sql`true` : sql`o.next_attempt_at <= now()`})
      order by o.next_attempt_at, o.id
      limit ${options.limit}
      for update of o skip locked
    )
    returning id, user_id, service, kind, play_key, payload, attempts, created_at`.execute(db);
  return rows.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function markDelivered(db: Executor, id: number, note: string | null = null): Promise<void> {
  await db
    .updateTable("scrobble_outbox")
    .set({ delivered_at: sql<Date>`now()`, claimed_until: null, last_error: note })
    .where("id", "=", id)
    .execute();
}

/** A failed attempt: tried again after `delayMs`. */
export async function retryLater(db: Executor, id: number, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable("scrobble_outbox")
    .set({
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})`,
      claimed_until: null,
      last_error: error.slice(0, 300),
    })
    .where("id", "=", id)
    .execute();
}

/** Gives a claimed item back untouched (its connection failed while it was being sent). */
export async function release(db: Executor, id: number): Promise<void> {
  await db.updateTable("scrobble_outbox").set({ claimed_until: null }).where("id", "=", id).execute();
}

export async function drop(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("scrobble_outbox").where("id", "=", id).execute();
}

/** Forgets delivered items older than `before` (their plays can no longer be reported again). */
export async function pruneDelivered(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom("scrobble_outbox").where("delivered_at", "<", before).execute();
}

/** Milliseconds until the soonest due item of an active connection, by the database's clock, or null. */
export async function msUntilNextDue(db: Executor): Promise<number | null> {
  const row = await sql<{ ms: string | number | null }>`
    select extract(epoch from (min(o.next_attempt_at) - now())) * 1000 as ms from scrobble_outbox o
    join scrobble_connections c on c.user_id = o.user_id and c.service = o.service and c.status = 'active'
    where o.delivered_at is null and (o.claimed_until is null or o.claimed_until < now())`.execute(db);
  const ms = row.rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}

/** What waits for this user per service (the settings screen shows it). */
export async function pendingCounts(db: Executor, userId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("scrobble_outbox")
    .select(["service", (eb) => eb.fn.countAll<string>().as("n")])
    .where("user_id", "=", userId)
    .where("kind", "=", "listen")
    .where("delivered_at", "is", null)
    .groupBy("service")
    .execute();
  return Object.fromEntries(rows.map((r) => [r.service, Number(r.n)]));
}

/** A track's names as a scrobble carries them: its credited artists in order and its album. */
export async function trackNames(
  db: Executor,
  trackId: number,
): Promise<{ name: string; duration_ms: number; artists: string | null; album: string | null } | undefined> {
  return db
    .selectFrom("tracks as t")
    .leftJoin("albums as al", "al.id", "t.album_id")
    .select([
      "t.name",
      "t.duration_ms",
      "al.name as album",
      sql<string | null>`(select string_agg(a.name, ', ' order by ta.position) from track_artist ta
        join artists a on a.id = ta.artist_id where ta.track_id = t.id)`.as("artists"),
    ])
    .where("t.id", "=", trackId)
    .executeTakeFirst();
}
