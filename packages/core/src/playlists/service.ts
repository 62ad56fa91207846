import { catalogueVisibility, playlistsRepo, tracksRepo, usersRepo, workspacesRepo } from "@backbeat/db";
import type { z } from "zod";
import { cached, pageCache } from "../catalogue/cache.ts";
import { type IdInput, type IdPageInput, type Page, toPage } from "../catalogue/input.ts";
import type { PlaylistItem, TrackItem, UserItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, validationError } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { activeWorkspaceRole, atLeast } from "../workspaces/access.ts";
import { DEFAULT_WORKSPACE_ID } from "../workspaces/schemas.ts";
import {
  type CollaboratorInput,
  type createPlaylistInput,
  MAX_PLAYLISTS_PER_USER,
  type MoveTrackInput,
  PLAYLIST_MAX_TRACKS,
  type PlaylistTracksInput,
  type updatePlaylistInput,
} from "./schemas.ts";
import { smartTrackRows, storedRules } from "./smart.ts";
import type { SmartRules } from "./smart-rules.ts";

type SignedIn = Viewer & { user: CurrentUser };

export interface PlaylistPage {
  playlist: PlaylistItem & {
    followers: number;
    duration_ms: number;
    collaborators: UserItem[];
    updated_at: string;
    can_edit: boolean;
    is_owner: boolean;
    /** The workspace sharing it, or null when it is its owner's own. */
    workspace_id: number | null;
    /** A smart playlist's rules (`.nsp` shape); null for a list of tracks. */
    rules: SmartRules | null;
  };
}

const HAND_EDIT_REFUSED =
  "A smart playlist fills itself from its rules: its tracks cannot be added, removed or moved by hand.";

/** The viewer's role in the workspace a playlist belongs to (editors and up edit it). */
async function workspaceRoleFor(services: CoreServices, workspaceId: number | null, userId: number | null) {
  if (workspaceId === null || userId === null) return null;
  return workspacesRepo.roleOf(services.db, workspaceId, userId);
}

export async function getPlaylist(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<PlaylistPage> {
  const row = await cached(services.db, viewer, `playlist:${id}:meta`, () =>
    playlistsRepo.findPlaylist(services.db, visibilityOf(viewer), id),
  );
  if (!row) throw notFound("Playlist not found.");
  const uid = viewer.user?.id ?? null;
  const isOwner = uid !== null && row.owner_id === uid;
  const canEdit =
    isOwner ||
    hasPermission(viewer, "admin") ||
    (uid !== null && row.collaborative && row.collaborators.some((c) => c.id === uid)) ||
    atLeast(await workspaceRoleFor(services, row.workspace_id, uid), "editor");
  const { owner_id: _o, updated_at, rules, ...rest } = row;
  const playlist = { ...rest, updated_at: updated_at.toISOString(), can_edit: canEdit, is_owner: isOwner };
  if (!rules) return { playlist: { ...playlist, rules: null } };
  const tracks = await cached(services.db, viewer, `playlist:${id}:smart`, () =>
    smartTrackRows(services, viewer, id, rules),
  );
  return {
    playlist: {
      ...playlist,
      rules: storedRules(rules),
      tracks_count: tracks.length,
      duration_ms: tracks.reduce((sum, t) => sum + t.duration_ms, 0),
    },
  };
}

export async function getPlaylistTracks(
  services: CoreServices,
  viewer: Viewer,
  { id, offset, limit }: IdPageInput,
): Promise<Page<TrackItem & { position: number; added_at: string }>> {
  return cached(services.db, viewer, `playlist:${id}:tracks:${offset}:${limit}`, async () => {
    const v = visibilityOf(viewer);
    const found = await playlistsRepo.findPlaylist(services.db, v, id);
    if (!found) throw notFound("Playlist not found.");
    if (found.rules) {
      const ids = (await smartTrackRows(services, viewer, id, found.rules)).slice(offset, offset + limit + 1);
      const items = await tracksRepo.tracksByIds(
        services.db,
        v,
        ids.map((t) => t.id),
      );
      const at = found.updated_at.toISOString();
      return toPage(
        items.map((item, i) => ({ ...item, position: offset + i, added_at: at })),
        offset,
        limit,
      );
    }
    const rows = await playlistsRepo.playlistTracks(services.db, v, id, offset, limit + 1);
    return toPage(
      rows.map((r) => ({ ...r, added_at: r.added_at.toISOString() })),
      offset,
      limit,
    );
  });
}

/** Track ids of a playlist for playing it as a queue (capped). */
export async function getPlaylistTrackIds(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<number[]> {
  const found = await playlistsRepo.findPlaylist(services.db, visibilityOf(viewer), id);
  if (!found) throw notFound("Playlist not found.");
  if (found.rules) return (await smartTrackRows(services, viewer, id, found.rules)).map((t) => t.id);
  return playlistsRepo.playlistTrackIds(services.db, id, 5000);
}

function invalidatePlaylist(services: CoreServices, id: number) {
  pageCache(services.db).invalidate(`playlist:${id}:`);
}

/** Adding, removing and moving tracks: never on a smart playlist, whose rules decide them. */
async function handEditable(services: CoreServices, viewer: SignedIn, id: number) {
  const access = await editable(services, viewer, id);
  if (access.smart) throw new DomainError("CONFLICT", HAND_EDIT_REFUSED);
  return access;
}

async function editable(services: CoreServices, viewer: SignedIn, id: number, ownerOnly = false) {
  // Every edit goes through here: drop the cached pages of this playlist.
  pageCache(services.db).invalidate(`playlist:${id}:`);
  const access = await playlistsRepo.playlistAccess(services.db, id);
  if (!access) throw notFound("Playlist not found.");
  const uid = viewer.user.id;
  const admin = hasPermission(viewer, "admin");
  const isOwner = access.owner_id === uid;
  const isCollaborator = access.collaborative && access.collaborator_ids.includes(uid);
  // In a workspace, editors edit its playlists and admins (and the owner) also manage and delete them.
  const teamRole = await workspaceRoleFor(services, access.workspace_id, uid);
  const team = atLeast(teamRole, ownerOnly ? "admin" : "editor");
  if (!isOwner && !admin && !team && (ownerOnly || !isCollaborator)) {
    if (!access.public && !access.collaborator_ids.includes(uid) && !teamRole) throw notFound("Playlist not found.");
    throw forbidden();
  }
  return access;
}

/** Created in the active workspace (the request layer's `workspaceId`) when there is one: editors and up. */
export async function createPlaylist(
  services: CoreServices,
  viewer: SignedIn,
  data: z.output<typeof createPlaylistInput>,
  workspaceId = DEFAULT_WORKSPACE_ID,
): Promise<{ id: number }> {
  const workspace = await activeWorkspaceRole(services, viewer, workspaceId);
  if (workspace && !atLeast(workspace.role, "editor")) throw forbidden();
  if ((await playlistsRepo.countOwnedPlaylists(services.db, viewer.user.id)) >= MAX_PLAYLISTS_PER_USER) {
    throw new DomainError(
      "OVER_QUOTA",
      `You can have at most ${MAX_PLAYLISTS_PER_USER} playlists. Delete one to create another.`,
    );
  }
  const id = await services.db.transaction().execute(async (tx) => {
    const id = await playlistsRepo.insertPlaylist(tx, {
      name: data.name,
      description: data.description ?? null,
      image: data.image ?? null,
      owner_id: viewer.user.id,
      public: data.public ?? true,
      collaborative: data.collaborative ?? false,
      workspace_id: workspace?.id ?? null,
      rules: data.rules ?? null,
    });
    if (data.trackIds?.length) {
      const visible = await tracksRepo.visibleTrackIds(
        tx,
        catalogueVisibility.byLink(visibilityOf(viewer)),
        data.trackIds,
      );
      await playlistsRepo.appendTracks(tx, id, visible, viewer.user.id);
    }
    return id;
  });
  return { id };
}

export async function updatePlaylist(
  services: CoreServices,
  viewer: SignedIn,
  data: z.output<typeof updatePlaylistInput>,
): Promise<void> {
  const access = await editable(
    services,
    viewer,
    data.id,
    data.public !== undefined || data.collaborative !== undefined,
  );
  if (data.rules && !access.smart)
    throw new DomainError("CONFLICT", "This playlist is a list of tracks: only a smart playlist has rules.");
  const { id, ...changes } = data;
  const clean = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  await playlistsRepo.updatePlaylist(services.db, id, clean);
  invalidatePlaylist(services, id);
}

export async function deletePlaylist(services: CoreServices, viewer: SignedIn, { id }: IdInput): Promise<void> {
  await editable(services, viewer, id, true);
  await services.db.transaction().execute((tx) => playlistsRepo.deletePlaylist(tx, id));
  invalidatePlaylist(services, id);
}

export async function addPlaylistTracks(
  services: CoreServices,
  viewer: SignedIn,
  { id, trackIds }: PlaylistTracksInput,
  options: { repeats?: boolean } = {},
): Promise<{ added: number }> {
  await handEditable(services, viewer, id);
  const result = await services.db.transaction().execute(async (tx) => {
    // Counted generously (already present ids count too): the limit is about size, not precision.
    if ((await playlistsRepo.countPlaylistTracks(tx, id)) + trackIds.length > PLAYLIST_MAX_TRACKS) {
      throw validationError({ trackIds: [`A playlist can hold at most ${PLAYLIST_MAX_TRACKS} tracks.`] });
    }
    const visible = await tracksRepo.visibleTrackIds(tx, catalogueVisibility.byLink(visibilityOf(viewer)), trackIds);
    const allowed = new Set(visible);
    const ids = options.repeats ? trackIds.filter((t) => allowed.has(t)) : visible;
    const added = await playlistsRepo.appendTracks(tx, id, ids, viewer.user.id, options);
    await playlistsRepo.touchPlaylist(tx, id);
    return { added };
  });
  invalidatePlaylist(services, id);
  return result;
}

export async function removePlaylistTracks(
  services: CoreServices,
  viewer: SignedIn,
  { id, trackIds }: PlaylistTracksInput,
): Promise<void> {
  await handEditable(services, viewer, id);
  await services.db.transaction().execute(async (tx) => {
    await playlistsRepo.removeTracks(tx, id, trackIds);
    await playlistsRepo.touchPlaylist(tx, id);
  });
  invalidatePlaylist(services, id);
}

/** Removes the entries at these positions: the other copies of a repeated track stay. */
export async function removePlaylistEntries(
  services: CoreServices,
  viewer: SignedIn,
  o: { id: number; positions: number[] },
): Promise<void> {
  await handEditable(services, viewer, o.id);
  await services.db.transaction().execute(async (tx) => {
    await playlistsRepo.removeAtPositions(tx, o.id, o.positions);
    await playlistsRepo.touchPlaylist(tx, o.id);
  });
  invalidatePlaylist(services, o.id);
}

export async function movePlaylistTrack(
  services: CoreServices,
  viewer: SignedIn,
  { id, trackId, toIndex }: MoveTrackInput,
): Promise<void> {
  await handEditable(services, viewer, id);
  const moved = await services.db.transaction().execute(async (tx) => {
    const ok = await playlistsRepo.moveTrack(tx, id, trackId, toIndex);
    if (ok) await playlistsRepo.touchPlaylist(tx, id);
    return ok;
  });
  invalidatePlaylist(services, id);
  if (!moved) throw notFound("Track is not in this playlist.");
}

export async function setCollaborator(
  services: CoreServices,
  viewer: SignedIn,
  { id, userId, collaborator }: CollaboratorInput,
): Promise<void> {
  await editable(services, viewer, id, true);
  if (collaborator) {
    if (!(await usersRepo.findUserById(services.db, userId))) throw notFound("User not found.");
    await playlistsRepo.addCollaborator(services.db, id, userId);
  } else await playlistsRepo.removeCollaborator(services.db, id, userId);
  invalidatePlaylist(services, id);
}
