import { sql } from "kysely";
import { albumLeadArtistName } from "../catalogue/items.ts";
import { jsonb } from "../json.ts";
import type { NotificationChannelColumn, NotificationRow, PushSubscriptionRow } from "../notifications-schema.ts";
import { countRows, hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface NewNotification {
  user_id: number;
  type: string;
  group: string;
  data: Record<string, unknown>;
}

export async function insertNotification(db: Executor, row: NewNotification): Promise<NotificationRow> {
  return db
    .insertInto("notifications")
    .values({ ...row, data: jsonb(row.data) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The user's newest notifications (the index on user, created_at desc serves it). */
export async function latestForUser(db: Executor, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom("notifications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  return countRows(db.selectFrom("notifications").where("user_id", "=", userId).where("read_at", "is", null));
}

/** Which of these ids are the user's own. */
export async function ownedIds(db: Executor, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("notifications")
    .select("id")
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .execute();
  return rows.map((r) => r.id);
}

export async function markRead(db: Executor, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .where("read_at", "is", null)
    .execute();
}

export async function markAllRead(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable("notifications")
    .set({ read_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .execute();
}

/**
 * Records how the user answered a workspace invite on its stored notification: read, its buttons
 * gone and `inviteAnswer` set, so every list and tab afterwards shows the outcome instead.
 */
export async function recordInviteAnswer(
  db: Executor,
  userId: number,
  inviteId: string,
  answer: "joined" | "declined",
): Promise<void> {
  await db
    .updateTable("notifications")
    .set({
      data: sql`(data - 'buttonActions') || jsonb_build_object('inviteAnswer', ${answer}::text)`,
      read_at: sql`coalesce(read_at, now())`,
    })
    .where("user_id", "=", userId)
    .where("type", "=", "workspace_invite")
    .where(sql<string>`data->>'inviteId'`, "=", inviteId)
    .execute();
}

/** Deletes the given ids among the user's own; returns how many went. */
export async function deleteForUser(db: Executor, userId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .deleteFrom("notifications")
    .where("user_id", "=", userId)
    .where("id", "in", ids)
    .returning("id")
    .execute();
  return rows.length;
}

/** Whether any of these notification ids exist at all (to tell "not yours" from "not there"). */
export async function anyExist(db: Executor, ids: number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  return hasRow(db.selectFrom("notifications").select("id").where("id", "in", ids).limit(1));
}

export interface PreferenceRow {
  type: string;
  channel: NotificationChannelColumn;
  enabled: boolean;
}

export async function preferencesOf(db: Executor, userId: number): Promise<PreferenceRow[]> {
  return db
    .selectFrom("notification_preferences")
    .select(["type", "channel", "enabled"])
    .where("user_id", "=", userId)
    .execute();
}

export async function preferencesFor(db: Executor, userId: number, type: string): Promise<PreferenceRow[]> {
  return db
    .selectFrom("notification_preferences")
    .select(["type", "channel", "enabled"])
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .execute();
}

export async function savePreferences(db: Executor, userId: number, rows: PreferenceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("notification_preferences")
    .values(rows.map((r) => ({ user_id: userId, ...r })))
    .onConflict((oc) =>
      oc.columns(["user_id", "type", "channel"]).doUpdateSet({ enabled: (eb) => eb.ref("excluded.enabled") }),
    )
    .execute();
}

export async function savePushSubscription(
  db: Executor,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insertInto("push_subscriptions")
    .values({ user_id: userId, ...sub })
    .onConflict((oc) =>
      oc.column("endpoint").doUpdateSet({
        user_id: userId,
        p256dh: sub.p256dh,
        auth: sub.auth,
      }),
    )
    .execute();
  // A user keeps their newest browsers only: subscribing again and again cannot grow the table.
  await db
    .deleteFrom("push_subscriptions")
    .where("user_id", "=", userId)
    .where(
      "id",
      "not in",
      db
        .selectFrom("push_subscriptions")
        .select("id")
        .where("user_id", "=", userId)
        .orderBy("id", "desc")
        .limit(PUSH_SUBSCRIPTIONS_PER_USER),
    )
    .execute();
}

/** Browsers (push subscriptions) kept per user; delivery reads the same number. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;

export async function pushSubscriptionsOf(db: Executor, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom("push_subscriptions")
    .selectAll()
    .where("user_id", "=", userId)
    .limit(PUSH_SUBSCRIPTIONS_PER_USER)
    .execute();
}

export async function deletePushSubscription(db: Executor, endpoint: string, userId?: number): Promise<void> {
  await db
    .deleteFrom("push_subscriptions")
    .where("endpoint", "=", endpoint)
    .$if(userId !== undefined, (q) => q.where("user_id", "=", userId as number))
    .execute();
}

/** A track's name and who hears about it: the owners of its credited artists, else its uploader. */
export async function trackAudience(
  db: Executor,
  trackId: number,
): Promise<{ name: string; userIds: number[] } | null> {
  const track = await db.selectFrom("tracks").select(["name", "owner_id"]).where("id", "=", trackId).executeTakeFirst();
  if (!track) return null;
  const owners = await db
    .selectFrom("track_artist as ta")
    .innerJoin("artists as a", "a.id", "ta.artist_id")
    .select("a.owner_id")
    .distinct()
    .where("ta.track_id", "=", trackId)
    .where("a.owner_id", "is not", null)
    .execute();
  const ids = owners.map((o) => o.owner_id).filter((id): id is number => id !== null);
  if (ids.length === 0 && track.owner_id !== null) ids.push(track.owner_id);
  return { name: track.name, userIds: ids };
}

export async function artistOwner(
  db: Executor,
  artistId: number,
): Promise<{ name: string; owner_id: number | null } | undefined> {
  return db.selectFrom("artists").select(["name", "owner_id"]).where("id", "=", artistId).executeTakeFirst();
}

export async function trackName(db: Executor, trackId: number): Promise<string | null> {
  const row = await db.selectFrom("tracks").select("name").where("id", "=", trackId).executeTakeFirst();
  return row?.name ?? null;
}

export interface ReleasedAlbum {
  album_id: number;
  name: string;
  artist_name: string | null;
}

/**
 * Claims public, listed albums released within the last day that nobody announced yet; the
 * insert decides, so two instances never announce the same album. Older albums (the catalogue
 * that existed before) are never announced.
 */
export async function claimNewReleases(db: Executor, limit: number): Promise<ReleasedAlbum[]> {
  const due = db
    .selectFrom("albums as al")
    .select("al.id")
    .where("al.private", "=", false)
    .where("al.unlisted", "=", false)
    .where(sql<boolean>`coalesce(al.publish_at, al.created_at) > now() - interval '1 day'`)
    .where(sql<boolean>`coalesce(al.publish_at, al.created_at) <= now()`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("album_release_notices as n").select("n.album_id").whereRef("n.album_id", "=", "al.id"),
        ),
      ),
    )
    .orderBy("al.id")
    .limit(limit);
  const claimed = await db
    .insertInto("album_release_notices")
    .columns(["album_id"])
    .expression(due)
    .onConflict((oc) => oc.doNothing())
    .returning("album_id")
    .execute();
  if (claimed.length === 0) return [];
  return db
    .selectFrom("albums as al")
    .select(["al.id as album_id", "al.name", albumLeadArtistName.as("artist_name")])
    .where(
      "al.id",
      "in",
      claimed.map((c) => c.album_id),
    )
    .execute();
}

/** Users following any of the album's credited artists, a page at a time by user id. */
export async function albumArtistFollowers(
  db: Executor,
  albumId: number,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom("follows as f")
    .innerJoin("album_artist as aa", (j) =>
      j.onRef("aa.artist_id", "=", "f.followable_id").on("aa.album_id", "=", albumId),
    )
    .select("f.user_id")
    .distinct()
    .where("f.followable_type", "=", "artist")
    .where("f.user_id", ">", afterUserId)
    .orderBy("f.user_id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}
