import { sql } from "kysely";
import type { Executor } from "./executor.ts";

export type CreditItemKind = "track" | "album";

const itemColumn = (kind: CreditItemKind) => (kind === "track" ? "track_id" : "album_id");

/** The artists credited on an item now (consented credits only). */
export async function creditedArtistIds(db: Executor, kind: CreditItemKind, itemId: number): Promise<number[]> {
  const rows =
    kind === "track"
      ? await db.selectFrom("track_artist").select("artist_id").where("track_id", "=", itemId).execute()
      : await db.selectFrom("album_artist").select("artist_id").where("album_id", "=", itemId).execute();
  return rows.map((r) => r.artist_id);
}

export interface ArtistOwner {
  id: number;
  name: string;
  owner_id: number | null;
}

export async function artistOwners(db: Executor, artistIds: number[]): Promise<ArtistOwner[]> {
  if (!artistIds.length) return [];
  return db.selectFrom("artists").select(["id", "name", "owner_id"]).where("id", "in", artistIds).execute();
}

/**
 * Makes the item's pending credits exactly `artistIds`: others are withdrawn, new ones asked.
 * Returns the artists asked now (not those already waiting).
 */
export async function setPending(
  db: Executor,
  kind: CreditItemKind,
  itemId: number,
  artistIds: number[],
  requestedBy: number | null,
): Promise<number[]> {
  const column = itemColumn(kind);
  let withdraw = db.deleteFrom("credit_requests").where(column, "=", itemId);
  if (artistIds.length) withdraw = withdraw.where("artist_id", "not in", artistIds);
  await withdraw.execute();
  if (!artistIds.length) return [];
  const asked = await db
    .insertInto("credit_requests")
    .values(artistIds.map((artist_id) => ({ [column]: itemId, artist_id, requested_by: requestedBy })))
    .onConflict((oc) => oc.columns([column, "artist_id"]).where(column, "is not", null).doNothing())
    .returning("artist_id")
    .execute();
  return asked.map((r) => r.artist_id);
}

/** Artists with a credit waiting on the item, for its edit form. */
export async function pendingArtists(
  db: Executor,
  kind: CreditItemKind,
  itemId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom("credit_requests as cr")
    .innerJoin("artists as a", "a.id", "cr.artist_id")
    .select(["a.id", "a.name"])
    .where(`cr.${itemColumn(kind)}`, "=", itemId)
    .orderBy("cr.id")
    .execute();
}

export interface IncomingCredit {
  id: number;
  kind: CreditItemKind;
  item_id: number;
  item_name: string;
  artist_id: number;
  artist_name: string;
  requested_by_name: string | null;
  created_at: Date;
}

/** Credits waiting on the artists a user owns, newest first (at most `limit`). */
export async function incoming(db: Executor, userId: number, limit: number): Promise<IncomingCredit[]> {
  const rows = await sql<IncomingCredit>`
    select cr.id,
      case when cr.track_id is not null then 'track' else 'album' end as kind,
      coalesce(cr.track_id, cr.album_id) as item_id,
      coalesce(t.name, al.name) as item_name,
      a.id as artist_id, a.name as artist_name,
      u.name as requested_by_name,
      cr.created_at
    from credit_requests cr
    join artists a on a.id = cr.artist_id
    left join tracks t on t.id = cr.track_id
    left join albums al on al.id = cr.album_id
    left join users u on u.id = cr.requested_by
    where a.owner_id = ${userId}
    order by cr.created_at desc, cr.id desc
    limit ${limit}`.execute(db);
  return rows.rows;
}

export interface CreditRequestRow {
  id: number;
  track_id: number | null;
  album_id: number | null;
  artist_id: number;
  artist_owner_id: number | null;
}

/** Takes a request out (locked for this transaction), with who owns its artist. */
export async function take(db: Executor, id: number): Promise<CreditRequestRow | undefined> {
  return db
    .deleteFrom("credit_requests as cr")
    .using("artists as a")
    .whereRef("a.id", "=", "cr.artist_id")
    .where("cr.id", "=", id)
    .returning(["cr.id", "cr.track_id", "cr.album_id", "cr.artist_id", "a.owner_id as artist_owner_id"])
    .executeTakeFirst();
}

/** The credit becomes real: the artist is added after the item's present credits. */
export async function credit(db: Executor, kind: CreditItemKind, itemId: number, artistId: number): Promise<void> {
  if (kind === "track")
    await sql`insert into track_artist (track_id, artist_id, position)
      select ${itemId}, ${artistId}, coalesce(max(position) + 1, 0) from track_artist where track_id = ${itemId}
      on conflict do nothing`.execute(db);
  else
    await sql`insert into album_artist (album_id, artist_id, position)
      select ${itemId}, ${artistId}, coalesce(max(position) + 1, 0) from album_artist where album_id = ${itemId}
      on conflict do nothing`.execute(db);
}
