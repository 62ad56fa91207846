import type { DB } from "@backbeat/db";
import type { Insertable, Kysely } from "kysely";

type Extra<T extends keyof DB> = Omit<Insertable<DB[T]>, "name" | "search_name">;

/** An artist named `name` (searched in lower case); `extra` sets other columns. Returns its id. */
export async function insertArtist(db: Kysely<DB>, name: string, extra: Extra<"artists"> = {}): Promise<number> {
  const row = await db
    .insertInto("artists")
    .values({ ...extra, name, search_name: name.toLowerCase() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An album named `name` credited to `artistId`. Returns its id. */
export async function insertAlbum(db: Kysely<DB>, name: string, artistId: number): Promise<number> {
  const row = await db
    .insertInto("albums")
    .values({ name, search_name: name.toLowerCase() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("album_artist").values({ album_id: row.id, artist_id: artistId }).execute();
  return row.id;
}

/** A track named `name` on `albumId` (none: a single), credited to `artists` in order. Returns its id. */
export async function insertTrack(
  db: Kysely<DB>,
  name: string,
  albumId: number | null,
  artists: number[],
  extra: Extra<"tracks"> = {},
): Promise<number> {
  const row = await db
    .insertInto("tracks")
    .values({ ...extra, name, search_name: name.toLowerCase(), album_id: albumId })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [position, artistId] of artists.entries())
    await db.insertInto("track_artist").values({ track_id: row.id, artist_id: artistId, position }).execute();
  return row.id;
}
