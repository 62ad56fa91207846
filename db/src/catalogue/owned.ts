import { type Expression, type SqlBool, sql } from "kysely";
import { hasRow } from "../repositories/count.ts";
import type { Executor } from "../repositories/executor.ts";
import { containsPattern, searchText } from "./text.ts";
import { type ItemOwnership, type OwnerScope, ownsAlbum, ownsTrack } from "./visibility.ts";

/**
 * What tracks and albums do alike as owned, editable rows: their credits and tags, the edit
 * form's update, backstage ownership, the scheduled-release tick. One statement per chore,
 * told apart by the tables of its kind.
 */

export type ItemKind = "track" | "album";

const ITEMS = {
  track: { table: "tracks", alias: "t", artists: "track_artist", tags: "track_tag", key: "track_id", owns: ownsTrack },
  album: { table: "albums", alias: "al", artists: "album_artist", tags: "album_tag", key: "album_id", owns: ownsAlbum },
} as const;

/** `tracks as t` or `albums as al`: the alias the ownership predicates are written against. */
const fromItems = (kind: ItemKind) => sql.raw(`${ITEMS[kind].table} as ${ITEMS[kind].alias}`);
const itemRef = (kind: ItemKind, column: string) => sql.ref(`${ITEMS[kind].alias}.${column}`);

/** The columns every backstage list of tracks or albums shows. */
export interface OwnItemRow {
  id: number;
  name: string;
  image: string | null;
  private: boolean;
  unlisted: boolean;
  publish_at: Date | null;
  created_at: Date;
}

/** The item's owner and credited artists; undefined when there is no such item. */
export async function ownership(db: Executor, kind: ItemKind, id: number): Promise<ItemOwnership | undefined> {
  const k = ITEMS[kind];
  const { rows } = await sql<ItemOwnership>`select ${itemRef(kind, "owner_id")},
    coalesce((select json_agg(l.artist_id) from ${sql.table(k.artists)} l
      where ${sql.ref(`l.${k.key}`)} = ${itemRef(kind, "id")}), '[]'::json) as artist_ids
    from ${fromItems(kind)} where ${itemRef(kind, "id")} = ${id}`.execute(db);
  return rows[0];
}

/** Which of these ids the scope owns (unknown ids are simply absent). */
export async function ownedIds(db: Executor, kind: ItemKind, scope: OwnerScope, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { rows } = await sql<{ id: number }>`select ${itemRef(kind, "id")} from ${fromItems(kind)}
    where ${itemRef(kind, "id")} in (${sql.join(ids)}) and ${ITEMS[kind].owns(scope)}`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Items the scope owns (all of them for an admin's `null`). */
export async function countOwned(db: Executor, kind: ItemKind, scope: OwnerScope | null): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${fromItems(kind)}
    where ${ITEMS[kind].owns(scope)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Scheduled items whose time has come become plainly public; answers how many did. */
export async function publishDue(db: Executor, kind: ItemKind): Promise<number> {
  const result = await db
    .updateTable(ITEMS[kind].table)
    .set({ private: false, updated_at: sql<Date>`now()` })
    .where("private", "=", true)
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The edit form's columns, with the search form of the name kept in step. */
export async function updateItem(
  db: Executor,
  kind: ItemKind,
  id: number,
  fields: { name: string } & Record<string, unknown>,
): Promise<boolean> {
  return hasRow(
    db
      .updateTable(ITEMS[kind].table)
      .set({ ...fields, search_name: searchText(fields.name), updated_at: new Date() })
      .where("id", "=", id)
      .returning("id"),
  );
}

/** Replaces the item's credited artists, in the given order (first one first). */
export async function setArtists(db: Executor, kind: ItemKind, itemId: number, artistIds: number[]): Promise<void> {
  const k = ITEMS[kind];
  await sql`delete from ${sql.table(k.artists)} where ${sql.ref(k.key)} = ${itemId}`.execute(db);
  const ids = [...new Set(artistIds)];
  if (!ids.length) return;
  const values = sql.join(ids.map((artistId, position) => sql`(${itemId}, ${artistId}, ${position})`));
  await sql`insert into ${sql.table(k.artists)} (${sql.ref(k.key)}, artist_id, position) values ${values}`.execute(db);
}

/** Replaces the item's tags (or a track's genres). */
export async function setLabels(
  db: Executor,
  kind: ItemKind,
  itemId: number,
  labelIds: number[],
  label: "tag" | "genre" = "tag",
): Promise<void> {
  const k = ITEMS[kind];
  const table = sql.table(label === "tag" ? k.tags : "track_genre");
  const column = sql.ref(`${label}_id`);
  await sql`delete from ${table} where ${sql.ref(k.key)} = ${itemId}`.execute(db);
  const ids = [...new Set(labelIds)];
  if (!ids.length) return;
  const values = sql.join(ids.map((id) => sql`(${itemId}, ${id})`));
  await sql`insert into ${table} (${sql.ref(k.key)}, ${column}) values ${values}`.execute(db);
}

/** The name filter of the backstage lists and pickers: the normalised name contains the query. */
export function nameContains(kind: ItemKind, query: string): Expression<SqlBool> {
  const q = searchText(query);
  if (q === "") return sql<SqlBool>`true`;
  return sql<SqlBool>`${itemRef(kind, "search_name")} like ${containsPattern(q)}`;
}

/** A page of rows with the count of all of them, from the two queries that answer each. */
export async function withTotal<R>(rows: Promise<R[]>, total: Promise<number>): Promise<{ rows: R[]; total: number }> {
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, total: n };
}
