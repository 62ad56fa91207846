import { catalogueVisibility, type PlaylistItemRow, playlistsRepo, subsonicRepo } from "@backbeat/db";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import {
  createPlaylistInput,
  MAX_TRACKS_PER_CALL,
  PLAYLIST_MAX_TRACKS,
  updatePlaylistInput,
} from "../playlists/schemas.ts";
import {
  addPlaylistTracks,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  getPlaylistTrackIds,
  removePlaylistEntries,
  removePlaylistTracks,
  updatePlaylist,
} from "../playlists/service.ts";
import { smartTrackRows } from "../playlists/smart.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { parseInput } from "../validation.ts";
import { invalidParameter, missingParameter, subsonicNotFound } from "./errors.ts";
import { parseSubsonicId, subsonicId } from "./ids.ts";
import { type Shape, songShape } from "./mapping.ts";

/**
 * Subsonic playlists are the web app's playlists: every change goes through the playlist
 * service, so ownership, collaborators, workspaces and limits apply as they do on the site.
 */
type SignedIn = Viewer & { user: CurrentUser };

const LIST_LIMIT = 500;

function playlistShape(
  row: Pick<PlaylistItemRow, "id" | "name" | "description" | "public" | "owner" | "tracks_count">,
  times: subsonicRepo.PlaylistTimesRow | undefined,
  viewer: SignedIn,
): Shape {
  return {
    id: subsonicId("playlist", row.id),
    name: row.name,
    comment: row.description ?? undefined,
    // Subsonic apps compare the owner with the name they signed in with: that is the e-mail.
    owner: row.owner.id === viewer.user.id ? viewer.user.email : row.owner.name,
    public: row.public,
    songCount: row.tracks_count,
    duration: Math.round((times?.duration_ms ?? 0) / 1000),
    created: times?.created_at.toISOString(),
    changed: times?.updated_at.toISOString(),
    coverArt: subsonicId("playlist", row.id),
  };
}

/** Not found rather than forbidden for playlists the viewer cannot see; the service decides. */
async function run<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw subsonicNotFound("Playlist");
    throw error;
  }
}

export async function listPlaylists(services: CoreServices, viewer: SignedIn): Promise<Shape[]> {
  const rows = await playlistsRepo.libraryPlaylists(services.db, viewer.user.id, 0, LIST_LIMIT);
  const times = new Map(
    (
      await subsonicRepo.playlistTimes(
        services.db,
        rows.map((r) => r.id),
      )
    ).map((t) => [t.id, t]),
  );
  // A smart playlist's size and length are what its rules give this viewer now, as getPlaylist says.
  const smart = rows.filter((r) => r.smart);
  const rules = await playlistsRepo.rulesOf(
    services.db,
    smart.map((r) => r.id),
  );
  const smartTotals = new Map<number, { count: number; durationMs: number }>();
  for (const row of smart) {
    const tracks = await smartTrackRows(services, viewer, row.id, rules.get(row.id));
    smartTotals.set(row.id, { count: tracks.length, durationMs: tracks.reduce((sum, t) => sum + t.duration_ms, 0) });
  }
  return rows.map((row) => {
    const stored = times.get(row.id);
    const totals = smartTotals.get(row.id);
    if (!totals) return playlistShape(row, stored, viewer);
    return playlistShape(
      { ...row, tracks_count: totals.count },
      stored && { ...stored, duration_ms: totals.durationMs },
      viewer,
    );
  });
}

/** The stored positions of the entries getPlaylist shows, in its order. */
async function visiblePositions(services: CoreServices, viewer: Viewer, id: number): Promise<number[]> {
  const entries = await subsonicRepo.playlistEntries(services.db, id, PLAYLIST_MAX_TRACKS);
  const shown = await subsonicRepo.songsByIds(services.db, catalogueVisibility.byLink(visibilityOf(viewer)), [
    ...new Set(entries.map((e) => e.track_id)),
  ]);
  const visible = new Set(shown.map((song) => song.id));
  return entries.filter((e) => visible.has(e.track_id)).map((e) => e.position);
}

async function visibleEntries(services: CoreServices, viewer: Viewer, id: number) {
  const ids = await getPlaylistTrackIds(services, viewer, { id });
  return subsonicRepo.songsByIds(services.db, catalogueVisibility.byLink(visibilityOf(viewer)), ids);
}

export async function playlistWithSongs(services: CoreServices, viewer: SignedIn, rawId: string): Promise<Shape> {
  const { id } = parseSubsonicId(rawId, "playlist");
  return run(async () => {
    const { playlist } = await getPlaylist(services, viewer, { id });
    const [songs, times] = await Promise.all([
      visibleEntries(services, viewer, id),
      subsonicRepo.playlistTimes(services.db, [id]),
    ]);
    // A smart playlist's size and length are what its rules give this viewer now.
    const stored = times[0];
    const own =
      playlist.rules && stored
        ? { ...stored, duration_ms: songs.reduce((sum, song) => sum + song.duration_ms, 0) }
        : stored;
    const count = playlist.rules ? songs.length : playlist.tracks_count;
    return {
      ...playlistShape({ ...playlist, tracks_count: count }, own, viewer),
      entry: songs.map(songShape),
    };
  });
}

function trackIds(raw: string[]): number[] {
  return raw.map((value) => parseSubsonicId(value, "track").id);
}

/** Subsonic playlists keep repeats: a song given twice stands twice. */
async function addInChunks(services: CoreServices, viewer: SignedIn, id: number, ids: number[]) {
  for (let i = 0; i < ids.length; i += MAX_TRACKS_PER_CALL)
    await addPlaylistTracks(
      services,
      viewer,
      { id, trackIds: ids.slice(i, i + MAX_TRACKS_PER_CALL) },
      { repeats: true },
    );
}

/** createPlaylist: `name` makes a new one, `playlistId` replaces an existing one's songs. */
export async function createOrReplace(
  services: CoreServices,
  viewer: SignedIn,
  o: { playlistId?: string; name?: string; songIds: string[]; workspaceId?: number },
): Promise<Shape> {
  const ids = trackIds(o.songIds);
  if (o.playlistId) {
    const { id } = parseSubsonicId(o.playlistId, "playlist");
    await run(async () => {
      if (o.name) await updatePlaylist(services, viewer, parseInput(updatePlaylistInput, { id, name: o.name }));
      const current = [...new Set(await getPlaylistTrackIds(services, viewer, { id }))];
      for (let i = 0; i < current.length; i += MAX_TRACKS_PER_CALL)
        await removePlaylistTracks(services, viewer, { id, trackIds: current.slice(i, i + MAX_TRACKS_PER_CALL) });
      await addInChunks(services, viewer, id, ids);
    });
    return playlistWithSongs(services, viewer, o.playlistId);
  }
  if (!o.name) throw missingParameter("name");
  const { id } = await createPlaylist(
    services,
    viewer,
    parseInput(createPlaylistInput, { name: o.name, public: false }),
    o.workspaceId,
  );
  await addInChunks(services, viewer, id, ids);
  return playlistWithSongs(services, viewer, subsonicId("playlist", id));
}

export async function update(
  services: CoreServices,
  viewer: SignedIn,
  o: {
    playlistId: string;
    name?: string;
    comment?: string;
    public?: boolean;
    add: string[];
    removeIndexes: number[];
  },
): Promise<void> {
  const { id } = parseSubsonicId(o.playlistId, "playlist");
  const add = trackIds(o.add);
  await run(async () => {
    const changes = {
      ...(o.name !== undefined ? { name: o.name } : {}),
      ...(o.comment !== undefined ? { description: o.comment || null } : {}),
      ...(o.public !== undefined ? { public: o.public } : {}),
    };
    if (Object.keys(changes).length)
      await updatePlaylist(services, viewer, parseInput(updatePlaylistInput, { id, ...changes }));
    if (o.removeIndexes.length) {
      // Indexes count the entries getPlaylist shows; each names one entry, so a repeated song
      // loses only the copy at that index.
      const positions = await visiblePositions(services, viewer, id);
      if (o.removeIndexes.some((i) => i >= positions.length)) throw invalidParameter("songIndexToRemove");
      await removePlaylistEntries(services, viewer, {
        id,
        positions: [...new Set(o.removeIndexes.map((i) => positions[i] as number))],
      });
    }
    if (add.length) await addInChunks(services, viewer, id, add);
  });
}

export async function remove(services: CoreServices, viewer: SignedIn, rawId: string): Promise<void> {
  const { id } = parseSubsonicId(rawId, "playlist");
  await run(() => deletePlaylist(services, viewer, { id }));
}
