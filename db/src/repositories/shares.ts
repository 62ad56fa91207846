import { sql } from "kysely";
import type { ShareLinksTable } from "../shares-schema.ts";
import type { Executor } from "./executor.ts";

export type ShareItemType = ShareLinksTable["item_type"];

export interface ShareLinkRow {
  id: number;
  user_id: number;
  item_type: ShareItemType;
  item_id: number;
  password_hash: string | null;
  downloadable: boolean;
  expires_at: Date | null;
  revoked_at: Date | null;
  visits: number;
  created_at: Date;
}

/** A link as its owner's list shows it: the item's name beside the link's facts. */
export interface OwnShareRow {
  id: number;
  item_type: ShareItemType;
  item_id: number;
  item_name: string | null;
  has_password: boolean;
  downloadable: boolean;
  expires_at: Date | null;
  visits: number;
  last_visited_at: Date | null;
  created_at: Date;
}

const columns = [
  "id",
  "user_id",
  "item_type",
  "item_id",
  "password_hash",
  "downloadable",
  "expires_at",
  "revoked_at",
  "visits",
  "created_at",
] as const;

/** The shared item's name (null once the item is gone). */
export const shareItemName = sql<string | null>`case share_links.item_type
  when 'track' then (select x.name from tracks x where x.id = share_links.item_id)
  when 'album' then (select x.name from albums x where x.id = share_links.item_id)
  when 'playlist' then (select x.name from playlists x where x.id = share_links.item_id)
  when 'artist' then (select x.name from artists x where x.id = share_links.item_id)
  end`;

export async function insertShareLink(
  db: Executor,
  link: Pick<ShareLinkRow, "user_id" | "item_type" | "item_id" | "password_hash" | "downloadable" | "expires_at"> & {
    token_hash: string;
  },
): Promise<ShareLinkRow> {
  return db.insertInto("share_links").values(link).returning(columns).executeTakeFirstOrThrow();
}

/** Links that still work: not revoked and not past their expiry. */
function liveLinks(db: Executor) {
  return db
    .selectFrom("share_links")
    .where("revoked_at", "is", null)
    .where(sql<boolean>`(expires_at is null or expires_at > now())`);
}

export async function findLiveByHash(db: Executor, tokenHash: string): Promise<ShareLinkRow | undefined> {
  return liveLinks(db).select(columns).where("token_hash", "=", tokenHash).executeTakeFirst();
}

export async function findLiveById(db: Executor, id: number): Promise<ShareLinkRow | undefined> {
  return liveLinks(db).select(columns).where("id", "=", id).executeTakeFirst();
}

export async function countVisit(db: Executor, id: number): Promise<void> {
  await db
    .updateTable("share_links")
    .set({ visits: sql`visits + 1`, last_visited_at: sql`now()` })
    .where("id", "=", id)
    .execute();
}

/** The user's live links, newest first (one more than `limit` tells the caller a next page exists). */
export async function userShareLinks(
  db: Executor,
  userId: number,
  offset: number,
  limit: number,
): Promise<OwnShareRow[]> {
  return liveLinks(db)
    .select([
      "id",
      "item_type",
      "item_id",
      shareItemName.as("item_name"),
      sql<boolean>`password_hash is not null`.as("has_password"),
      "downloadable",
      "expires_at",
      "visits",
      "last_visited_at",
      "created_at",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * Revokes live links, by id or by token hash, of one user (`userId`) or of anyone (null, an
 * admin); the ids revoked.
 */
export async function revokeShareLinks(
  db: Executor,
  which: { ids: number[] } | { tokenHash: string },
  userId: number | null,
): Promise<number[]> {
  let q = db.updateTable("share_links").set({ revoked_at: sql`now()` }).where("revoked_at", "is", null);
  q =
    "ids" in which
      ? q.where("id", "in", which.ids.length ? which.ids : [-1])
      : q.where("token_hash", "=", which.tokenHash);
  if (userId !== null) q = q.where("user_id", "=", userId);
  const rows = await q.returning("id").execute();
  return rows.map((r) => r.id);
}
