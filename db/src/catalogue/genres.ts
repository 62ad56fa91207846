import { sql } from "kysely";
import type { Executor } from "../repositories/executor.ts";
import { artistItemsQuery, type TrackItemRow, trackItemsQuery } from "./items.ts";
import { namesByKey, searchText } from "./text.ts";
import type { Visibility } from "./visibility.ts";

/** Genres: rows, the genre page's lists and the admin's genre form. */

export interface GenreItemRow {
  id: number;
  name: string;
  display_name: string;
  image: string | null;
}

export async function upsertGenre(db: Executor, name: string, displayName: string, image?: string | null) {
  const row = await db
    .insertInto("genres")
    .values({ name, display_name: displayName, search_name: searchText(displayName), image: image ?? null })
    .onConflict((oc) => oc.column("name").doUpdateSet({ display_name: displayName }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findGenreByName(db: Executor, name: string): Promise<GenreItemRow | undefined> {
  return db
    .selectFrom("genres")
    .select(["id", "name", "display_name", "image"])
    .where("name", "=", name)
    .executeTakeFirst();
}

export async function genresByPopularity(db: Executor, offset: number, limit: number): Promise<GenreItemRow[]> {
  return db
    .selectFrom("genres as g")
    .select(["g.id", "g.name", "g.display_name", "g.image"])
    .orderBy(sql`(select count(*) from track_genre tg where tg.genre_id = g.id)`, "desc")
    .orderBy("g.name")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function genresByIds(db: Executor, ids: number[]): Promise<GenreItemRow[]> {
  if (!ids.length) return [];
  return db.selectFrom("genres").select(["id", "name", "display_name", "image"]).where("id", "in", ids).execute();
}

export async function genreTracks(db: Executor, v: Visibility, genreId: number, offset: number, limit: number) {
  return trackItemsQuery(db, v)
    .where("t.id", "in", (eb) => eb.selectFrom("track_genre").select("track_id").where("genre_id", "=", genreId))
    .orderBy("t.plays", "desc")
    .orderBy("t.id")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<TrackItemRow[]>;
}

export async function genreArtists(db: Executor, genreId: number, offset: number, limit: number) {
  return artistItemsQuery(db)
    .where("ar.id", "in", (eb) => eb.selectFrom("artist_genre").select("artist_id").where("genre_id", "=", genreId))
    .orderBy("ar.name")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Ids of the named genres, creating the missing ones (display names kept as typed). */
export async function genreIdsFor(db: Executor, displayNames: string[]): Promise<number[]> {
  const byName = namesByKey(displayNames);
  if (!byName.size) return [];
  await db
    .insertInto("genres")
    .values([...byName].map(([name, d]) => ({ name, display_name: d, search_name: searchText(d) })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const rows = await db
    .selectFrom("genres")
    .select("id")
    .where("name", "in", [...byName.keys()])
    .execute();
  return rows.map((r) => r.id);
}

export async function saveGenre(
  db: Executor,
  id: number | null,
  genre: { name: string; display_name: string; image: string | null },
): Promise<number | null> {
  const values = { ...genre, search_name: searchText(genre.display_name) };
  if (id === null) return (await db.insertInto("genres").values(values).returning("id").executeTakeFirstOrThrow()).id;
  const row = await db.updateTable("genres").set(values).where("id", "=", id).returning("id").executeTakeFirst();
  return row?.id ?? null;
}

export async function findGenre(db: Executor, id: number) {
  return db
    .selectFrom("genres")
    .select(["id", "name", "display_name", "image"])
    .where("id", "=", id)
    .executeTakeFirst();
}
