import { sql } from "kysely";
import type { Executor } from "../repositories/executor.ts";
import { type AlbumItemRow, albumItemsQuery, type TrackItemRow, trackItemsQuery } from "./items.ts";
import { namesByKey } from "./text.ts";
import type { Visibility } from "./visibility.ts";

/** Tags: rows, the tag page's lists and the admin's tag form. */

export async function upsertTag(db: Executor, name: string, displayName: string) {
  const row = await db
    .insertInto("tags")
    .values({ name, display_name: displayName })
    .onConflict((oc) => oc.column("name").doUpdateSet({ display_name: displayName }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findTagByName(db: Executor, name: string) {
  return db.selectFrom("tags").select(["id", "name", "display_name"]).where("name", "=", name).executeTakeFirst();
}

export async function tagTracks(db: Executor, v: Visibility, tagId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_tag").select("track_id").where("tag_id", "=", tagId))
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function tagAlbums(db: Executor, v: Visibility, tagId: number, offset: number, limit: number) {
  return albumItemsQuery(db, v)
    .where("al.id", "in", (eb) => eb.selectFrom("album_tag").select("album_id").where("tag_id", "=", tagId))
    .orderBy(sql`al.release_date desc nulls last`)
    .orderBy("al.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<AlbumItemRow[]>;
}

export async function tagIdsFor(db: Executor, displayNames: string[]): Promise<number[]> {
  const byName = namesByKey(displayNames);
  if (!byName.size) return [];
  await db
    .insertInto("tags")
    .values([...byName].map(([name, display_name]) => ({ name, display_name })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const rows = await db
    .selectFrom("tags")
    .select("id")
    .where("name", "in", [...byName.keys()])
    .execute();
  return rows.map((r) => r.id);
}

export async function saveTag(
  db: Executor,
  id: number | null,
  tag: { name: string; display_name: string },
): Promise<number | null> {
  if (id === null) return (await db.insertInto("tags").values(tag).returning("id").executeTakeFirstOrThrow()).id;
  const row = await db.updateTable("tags").set(tag).where("id", "=", id).returning("id").executeTakeFirst();
  return row?.id ?? null;
}

export async function findTag(db: Executor, id: number) {
  return db.selectFrom("tags").select(["id", "name", "display_name"]).where("id", "=", id).executeTakeFirst();
}
