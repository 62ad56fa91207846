import { sql } from "kysely";
import { hasRow } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";

/**
 * Row chores every catalogue entity shares: existence checks, the polymorphic rows (likes,
 * reposts, comments, channel items) no foreign key reaches when an item is deleted, and the
 * name locks the media pipeline takes while it files artists and albums.
 */

/**
 * Serialises creators of the same artist or album name until the transaction ends, so two
 * workers importing one album at once do not create it twice.
 */
export async function lockName(db: Executor, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}

export async function existingIds(
  db: Executor,
  table: "artists" | "albums" | "tracks" | "genres" | "tags" | "playlists" | "comments",
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom(table).select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function genreOrTagNameTaken(
  db: Executor,
  table: "genres" | "tags",
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  return hasRow(
    db
      .selectFrom(table)
      .select("id")
      .where("name", "=", name)
      .$if(exceptId !== null, (qb) => qb.where("id", "!=", exceptId as number)),
  );
}

type Kind = "track" | "album" | "artist";

/** Deletes tracks, albums or artists with the rows that point at them; answers how many went. */
export async function deleteItems(db: Executor, kind: Kind, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  await clearReferences(db, kind, ids);
  const result = await db.deleteFrom(`${kind}s`).where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rows that point at catalogue items by type and id (no foreign key can cascade them). */
export async function clearReferences(db: Executor, kind: Kind, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom("likes").where("likeable_type", "=", kind).where("likeable_id", "in", ids).execute();
  await db.deleteFrom("channel_items").where("item_type", "=", kind).where("item_id", "in", ids).execute();
  if (kind !== "artist") {
    await db.deleteFrom("reposts").where("repostable_type", "=", kind).where("repostable_id", "in", ids).execute();
    await db.deleteFrom("comments").where("commentable_type", "=", kind).where("commentable_id", "in", ids).execute();
  } else
    await db.deleteFrom("follows").where("followable_type", "=", "artist").where("followable_id", "in", ids).execute();
}

export async function deleteRows(db: Executor, table: "genres" | "tags" | "comments" | "playlists", ids: number[]) {
  if (!ids.length) return 0;
  if (table === "playlists")
    await db
      .deleteFrom("follows")
      .where("followable_type", "=", "playlist")
      .where("followable_id", "in", ids)
      .execute();
  const result = await db.deleteFrom(table).where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
