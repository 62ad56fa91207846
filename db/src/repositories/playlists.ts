import { sql } from "kysely";
import { type TrackItemRow, trackItemsQuery } from "../catalogue/items.ts";
import { searchText } from "../catalogue/text.ts";
import { byLink, type Visibility } from "../catalogue/visibility.ts";
import { jsonb } from "../json.ts";
import { countRows, hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface PlaylistItemRow {
  id: number;
  name: string;
  image: string | null;
  description: string | null;
  public: boolean;
  collaborative: boolean;
  owner: { id: number; name: string; image: string | null };
  tracks_count: number;
  /** Filled by its rules when read: `tracks_count` is then the caller's to work out. */
  smart: boolean;
  /** Up to four album covers, for playlists without their own image. */
  covers: string[];
}

export interface PlaylistDetailRow extends PlaylistItemRow {
  owner_id: number;
  workspace_id: number | null;
  followers: number;
  duration_ms: number;
  collaborators: { id: number; name: string; image: string | null }[];
  updated_at: Date;
  /** A smart playlist's rules as saved (`.nsp` shape); null for a list of tracks. */
  rules: object | null;
}

function playlistItemsQuery(db: Executor) {
  return db
    .selectFrom("playlists as p")
    .innerJoin("users as u", "u.id", "p.owner_id")
    .select([
      "p.id",
      "p.name",
      "p.image",
      "p.description",
      "p.public",
      "p.collaborative",
      sql<boolean>`p.rules is not null`.as("smart"),
      sql<PlaylistItemRow["owner"]>`json_build_object('id', u.id, 'name', u.name, 'image', u.image)`.as("owner"),
      sql<number>`(select count(*)::int from playlist_track pt where pt.playlist_id = p.id)`.as("tracks_count"),
      sql<string[]>`coalesce((select json_agg(c.img order by c.pos) from (
        select al.image as img, min(pt.position) as pos
        from playlist_track pt join tracks t on t.id = pt.track_id join albums al on al.id = t.album_id
        where pt.playlist_id = p.id and al.image is not null and pt.position < 200
        group by al.image order by pos limit 4) c), '[]'::json)`.as("covers"),
    ]);
}

/** Public playlists, plus the viewer's own, those they collaborate on and those of their workspaces. */
function playlistVisible(userId: number | null, admin: boolean) {
  if (admin) return sql<boolean>`true`;
  if (userId === null) return sql<boolean>`p.public = true`;
  return sql<boolean>`(p.public = true or p.owner_id = ${userId} or exists (
    select 1 from playlist_collaborators pc where pc.playlist_id = p.id and pc.user_id = ${userId})
    or (p.workspace_id is not null and exists (select 1 from workspace_members wm
      where wm.workspace_id = p.workspace_id and wm.user_id = ${userId})))`;
}

export async function findPlaylist(db: Executor, v: Visibility, id: number): Promise<PlaylistDetailRow | undefined> {
  return playlistItemsQuery(db)
    .select([
      "p.owner_id",
      "p.workspace_id",
      "p.updated_at",
      "p.rules",
      sql<number>`(select count(*)::int from follows f where f.followable_type = 'playlist' and f.followable_id = p.id)`.as(
        "followers",
      ),
      sql<number>`coalesce((select sum(t.duration_ms)::int from playlist_track pt join tracks t on t.id = pt.track_id
        where pt.playlist_id = p.id), 0)`.as("duration_ms"),
      sql<PlaylistDetailRow["collaborators"]>`coalesce((select json_agg(json_build_object('id', cu.id,
        'name', cu.name, 'image', cu.image) order by pc.created_at) from playlist_collaborators pc
        join users cu on cu.id = pc.user_id where pc.playlist_id = p.id), '[]'::json)`.as("collaborators"),
    ])
    .where("p.id", "=", id)
    .where(playlistVisible(v.userId, v.admin))
    .executeTakeFirst();
}

/** Ownership facts for permission checks, without visibility filtering. */
export async function playlistAccess(db: Executor, id: number) {
  return db
    .selectFrom("playlists as p")
    .select([
      "p.id",
      "p.owner_id",
      "p.public",
      "p.collaborative",
      "p.workspace_id",
      sql<boolean>`p.rules is not null`.as("smart"),
      sql<
        number[]
      >`coalesce((select json_agg(pc.user_id) from playlist_collaborators pc where pc.playlist_id = p.id), '[]'::json)`.as(
        "collaborator_ids",
      ),
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
}

export interface PlaylistTrackRow extends TrackItemRow {
  position: number;
  added_at: Date;
}

export async function playlistTracks(
  db: Executor,
  v: Visibility,
  playlistId: number,
  offset: number,
  limit: number,
): Promise<PlaylistTrackRow[]> {
  // A track added by its link (an unlisted one) stays in the playlists it was added to.
  return trackItemsQuery(db, byLink(v))
    .innerJoin("playlist_track as pt", "pt.track_id", "t.id")
    .select(["pt.position", "pt.added_at"])
    .where("pt.playlist_id", "=", playlistId)
    .orderBy("pt.position")
    .offset(offset)
    .limit(limit)
    .execute() as Promise<PlaylistTrackRow[]>;
}

export async function playlistTrackIds(db: Executor, playlistId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("playlist_track")
    .select("track_id")
    .where("playlist_id", "=", playlistId)
    .orderBy("position")
    .limit(limit)
    .execute();
  return rows.map((r) => r.track_id);
}

export async function userPlaylists(
  db: Executor,
  v: Visibility,
  ownerId: number,
  offset: number,
  limit: number,
): Promise<PlaylistItemRow[]> {
  return playlistItemsQuery(db)
    .where("p.owner_id", "=", ownerId)
    .where(playlistVisible(v.userId, v.admin))
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The library's playlists: own, collaborating and followed, most recently touched first. */
export async function libraryPlaylists(db: Executor, userId: number, offset: number, limit: number) {
  return playlistItemsQuery(db)
    .where((eb) =>
      eb.or([
        eb("p.owner_id", "=", userId),
        eb.exists(
          eb
            .selectFrom("playlist_collaborators as pc")
            .select("pc.user_id")
            .whereRef("pc.playlist_id", "=", "p.id")
            .where("pc.user_id", "=", userId),
        ),
        eb.exists(
          eb
            .selectFrom("follows as f")
            .select("f.user_id")
            .where("f.followable_type", "=", "playlist")
            .whereRef("f.followable_id", "=", "p.id")
            .where("f.user_id", "=", userId),
        ),
      ]),
    )
    .where(playlistVisible(userId, false))
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** A workspace's shared playlists, most recently touched first; the caller checks membership. */
export async function workspacePlaylists(db: Executor, workspaceId: number, offset: number, limit: number) {
  return playlistItemsQuery(db)
    .where("p.workspace_id", "=", workspaceId)
    .orderBy("p.updated_at", "desc")
    .orderBy("p.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function publicPlaylists(db: Executor, offset: number, limit: number) {
  return playlistItemsQuery(db)
    .where("p.public", "=", true)
    .orderBy(
      sql`(select count(*) from follows f where f.followable_type = 'playlist' and f.followable_id = p.id)`,
      "desc",
    )
    .orderBy("p.id")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function playlistsByIds(db: Executor, v: Visibility, ids: number[]) {
  if (!ids.length) return [];
  return playlistItemsQuery(db).where("p.id", "in", ids).where(playlistVisible(v.userId, v.admin)).execute();
}

/** Playlists a user owns, for the per-user quota. */
export async function countOwnedPlaylists(db: Executor, ownerId: number): Promise<number> {
  return countRows(db.selectFrom("playlists").where("owner_id", "=", ownerId));
}

/** Tracks in a playlist, for its size limit. */
export async function countPlaylistTracks(db: Executor, playlistId: number): Promise<number> {
  return countRows(db.selectFrom("playlist_track").where("playlist_id", "=", playlistId));
}

export async function insertPlaylist(
  db: Executor,
  p: {
    name: string;
    description?: string | null;
    image?: string | null;
    owner_id: number;
    public?: boolean;
    collaborative?: boolean;
    workspace_id?: number | null;
    rules?: object | null;
  },
): Promise<number> {
  const row = await db
    .insertInto("playlists")
    .values({
      name: p.name,
      search_name: searchText(p.name),
      description: p.description ?? null,
      image: p.image ?? null,
      owner_id: p.owner_id,
      public: p.public ?? true,
      collaborative: p.collaborative ?? false,
      workspace_id: p.workspace_id ?? null,
      rules: p.rules ? jsonb(p.rules) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlaylist(
  db: Executor,
  id: number,
  changes: {
    name?: string;
    description?: string | null;
    image?: string | null;
    public?: boolean;
    collaborative?: boolean;
    rules?: object;
  },
): Promise<void> {
  const { rules, ...rest } = changes;
  await db
    .updateTable("playlists")
    .set({
      ...rest,
      ...(rules !== undefined ? { rules: jsonb(rules) } : {}),
      ...(changes.name !== undefined ? { search_name: searchText(changes.name) } : {}),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
}

export async function deletePlaylist(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("follows").where("followable_type", "=", "playlist").where("followable_id", "=", id).execute();
  await db.deleteFrom("playlists").where("id", "=", id).execute();
}

export async function touchPlaylist(db: Executor, id: number): Promise<void> {
  await db.updateTable("playlists").set({ updated_at: new Date() }).where("id", "=", id).execute();
}

/**
 * Appends tracks in the given order; returns how many were added. The web app skips tracks already
 * there; `repeats` (Subsonic apps) appends every id given, repeats included.
 */
export async function appendTracks(
  db: Executor,
  playlistId: number,
  trackIds: number[],
  addedBy: number | null,
  { repeats = false }: { repeats?: boolean } = {},
) {
  if (!trackIds.length) return 0;
  const existing = repeats
    ? new Set<number>()
    : new Set(
        (
          await db
            .selectFrom("playlist_track")
            .select("track_id")
            .where("playlist_id", "=", playlistId)
            .where("track_id", "in", trackIds)
            .execute()
        ).map((r) => r.track_id),
      );
  const fresh = repeats ? trackIds : [...new Set(trackIds)].filter((id) => !existing.has(id));
  if (!fresh.length) return 0;
  const max = await db
    .selectFrom("playlist_track")
    .select(sql<number>`coalesce(max(position), -1)::int`.as("m"))
    .where("playlist_id", "=", playlistId)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < fresh.length; i += 1000) {
    await db
      .insertInto("playlist_track")
      .values(
        fresh.slice(i, i + 1000).map((track_id, j) => ({
          playlist_id: playlistId,
          track_id,
          position: max.m + 1 + i + j,
          added_by: addedBy,
        })),
      )
      .execute();
  }
  return fresh.length;
}

export async function removeTracks(db: Executor, playlistId: number, trackIds: number[]): Promise<void> {
  if (!trackIds.length) return;
  await db
    .deleteFrom("playlist_track")
    .where("playlist_id", "=", playlistId)
    .where("track_id", "in", trackIds)
    .execute();
  await closePositionGaps(db, playlistId);
}

/** Removes the entries at these positions (one copy of a repeated track stays where it was). */
export async function removeAtPositions(db: Executor, playlistId: number, positions: number[]): Promise<void> {
  if (!positions.length) return;
  await db
    .deleteFrom("playlist_track")
    .where("playlist_id", "=", playlistId)
    .where("position", "in", positions)
    .execute();
  await closePositionGaps(db, playlistId);
}

/** Positions stay 0..n-1 after a removal (reordering and Subsonic's entry indexes rely on it). */
export async function closePositionGaps(db: Executor, playlistId: number): Promise<void> {
  await sql`update playlist_track pt set position = r.rn - 1
    from (select id, row_number() over (order by position, id) as rn from playlist_track where playlist_id = ${playlistId}) r
    where pt.id = r.id and pt.position <> r.rn - 1`.execute(db);
}

/** Moves one track to a new index, shifting the ones in between. */
export async function moveTrack(db: Executor, playlistId: number, trackId: number, toIndex: number): Promise<boolean> {
  // A repeated track moves its first entry.
  const current = await db
    .selectFrom("playlist_track")
    .select(["id", "position"])
    .where("playlist_id", "=", playlistId)
    .where("track_id", "=", trackId)
    .orderBy("position")
    .limit(1)
    .executeTakeFirst();
  if (!current) return false;
  const to = Math.max(0, Math.min(toIndex, (await countPlaylistTracks(db, playlistId)) - 1));
  const from = current.position;
  if (to === from) return true;
  if (to > from) {
    await sql`update playlist_track set position = position - 1
      where playlist_id = ${playlistId} and position > ${from} and position <= ${to}`.execute(db);
  } else {
    await sql`update playlist_track set position = position + 1
      where playlist_id = ${playlistId} and position >= ${to} and position < ${from}`.execute(db);
  }
  await db.updateTable("playlist_track").set({ position: to }).where("id", "=", current.id).execute();
  return true;
}

export async function addCollaborator(db: Executor, playlistId: number, userId: number): Promise<void> {
  await db
    .insertInto("playlist_collaborators")
    .values({ playlist_id: playlistId, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeCollaborator(db: Executor, playlistId: number, userId: number): Promise<void> {
  await db
    .deleteFrom("playlist_collaborators")
    .where("playlist_id", "=", playlistId)
    .where("user_id", "=", userId)
    .execute();
}

export async function updatePlaylistAdmin(
  db: Executor,
  id: number,
  fields: { name: string; description: string | null; public: boolean },
): Promise<boolean> {
  return hasRow(
    db
      .updateTable("playlists")
      .set({ ...fields, search_name: searchText(fields.name), updated_at: new Date() })
      .where("id", "=", id)
      .returning("id"),
  );
}

export async function findPlaylistForEdit(db: Executor, id: number) {
  return db
    .selectFrom("playlists as p")
    .select((eb) => [
      "p.id",
      "p.name",
      "p.description",
      "p.public",
      "p.image",
      "p.owner_id",
      eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "p.owner_id").as("owner_name"),
      sql<boolean>`p.rules is not null`.as("smart"),
      sql<number>`(select count(*)::int from playlist_track pt where pt.playlist_id = p.id)`.as("tracks_count"),
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
}

/** Smart playlists' rules by id. */
export async function rulesOf(db: Executor, ids: number[]): Promise<Map<number, unknown>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom("playlists").select(["id", "rules"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.rules]));
}
