import {
  albumsRepo,
  artistsRepo,
  type FollowableType,
  type LikeableType,
  libraryRepo,
  playlistsRepo,
  playsRepo,
  profilesRepo,
  tracksRepo,
} from "@backbeat/db";
import { forgetItemPage } from "../catalogue/cache.ts";
import { type Page, type ParsedPageInput, toPage } from "../catalogue/input.ts";
import type { AlbumItem, ArtistItem, PlaylistItem, TrackItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound } from "../errors.ts";
import { notifyFollowed, notifyTrackReaction } from "../notifications/events.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { activeWorkspaceRole } from "../workspaces/access.ts";
import { DEFAULT_WORKSPACE_ID } from "../workspaces/schemas.ts";
import type { FollowInput, LikeInput, RepostInput } from "./schemas.ts";

/** The personal library (login required): likes, follows, history. */
type SignedIn = Viewer & { user: CurrentUser };

async function assertExists(services: CoreServices, viewer: Viewer, type: LikeableType | FollowableType, id: number) {
  const v = visibilityOf(viewer);
  const { db } = services;
  const found =
    type === "track"
      ? await tracksRepo.findTrackAudio(db, v, id)
      : type === "album"
        ? await albumsRepo.findAlbum(db, v, id)
        : type === "artist"
          ? await artistsRepo.findArtist(db, id)
          : type === "playlist"
            ? await playlistsRepo.findPlaylist(db, v, id)
            : await profilesRepo.findProfile(db, id);
  if (!found) throw notFound();
}

/** Puts or takes off a like, follow or repost; putting one on needs an item the viewer can see. */
async function setMark(
  services: CoreServices,
  viewer: SignedIn,
  table: libraryRepo.MarkTable,
  item: { type: LikeableType | FollowableType; id: number },
  on: boolean,
  onPut: () => void,
): Promise<void> {
  const { type, id } = item;
  if (on) await assertExists(services, viewer, type, id);
  await libraryRepo.setMark(services.db, table, { userId: viewer.user.id, type, id }, on);
  if (on) onPut();
  forgetItemPage(services.db, type, id);
}

export async function setLike(
  services: CoreServices,
  viewer: SignedIn,
  { type, id, liked }: LikeInput,
): Promise<{ liked: boolean }> {
  await setMark(services, viewer, "likes", { type, id }, liked, () => {
    if (type === "track") notifyTrackReaction(services, viewer.user, id, "track_liked");
  });
  return { liked };
}

export async function setFollow(
  services: CoreServices,
  viewer: SignedIn,
  { type, id, following }: FollowInput,
): Promise<{ following: boolean }> {
  if (following && type === "user" && id === viewer.user.id)
    throw new DomainError("BAD_REQUEST", "You can't follow yourself.");
  await setMark(services, viewer, "follows", { type, id }, following, () =>
    notifyFollowed(services, viewer.user, { type, id }),
  );
  return { following };
}

export async function setRepost(
  services: CoreServices,
  viewer: SignedIn,
  { type, id, reposted }: RepostInput,
): Promise<{ reposted: boolean }> {
  await setMark(services, viewer, "reposts", { type, id }, reposted, () => {
    if (type === "track") notifyTrackReaction(services, viewer.user, id, "track_reposted");
  });
  return { reposted };
}

/** What the client needs to draw hearts and follow buttons everywhere (capped, newest first). */
export interface LibraryState {
  tracks: number[];
  albums: number[];
  artists: number[];
  playlists: number[];
  users: number[];
}

export async function libraryState(services: CoreServices, viewer: SignedIn): Promise<LibraryState> {
  const { db } = services;
  const id = viewer.user.id;
  const [tracks, albums, artists, followedArtists, playlists, users] = await Promise.all([
    libraryRepo.likedIds(db, id, "track", 5000),
    libraryRepo.likedIds(db, id, "album", 2000),
    libraryRepo.likedIds(db, id, "artist", 2000),
    libraryRepo.followedIds(db, id, "artist", 2000),
    libraryRepo.followedIds(db, id, "playlist", 2000),
    libraryRepo.followedIds(db, id, "user", 2000),
  ]);
  return { tracks, albums, artists: [...new Set([...artists, ...followedArtists])], playlists, users };
}

export async function likedTracks(
  services: CoreServices,
  viewer: SignedIn,
  { offset, limit }: ParsedPageInput,
): Promise<Page<TrackItem & { liked_at: string }> & { total: number }> {
  const [rows, total] = await Promise.all([
    libraryRepo.likedTracks(services.db, visibilityOf(viewer), viewer.user.id, offset, limit + 1),
    libraryRepo.countLikes(services.db, viewer.user.id, "track"),
  ]);
  const page = toPage(
    rows.map((r) => ({ ...r, liked_at: r.liked_at.toISOString() })),
    offset,
    limit,
  );
  return { ...page, total };
}

export async function likedAlbums(
  services: CoreServices,
  viewer: SignedIn,
  { offset, limit }: ParsedPageInput,
): Promise<Page<AlbumItem>> {
  return toPage(
    await libraryRepo.likedAlbums(services.db, visibilityOf(viewer), viewer.user.id, offset, limit + 1),
    offset,
    limit,
  );
}

export async function likedArtists(
  services: CoreServices,
  viewer: SignedIn,
  { offset, limit }: ParsedPageInput,
): Promise<Page<ArtistItem>> {
  return toPage(await libraryRepo.likedArtists(services.db, viewer.user.id, offset, limit + 1), offset, limit);
}

/** The viewer's playlists; in an active workspace (the request layer's `workspaceId`), the workspace's. */
export async function libraryPlaylists(
  services: CoreServices,
  viewer: SignedIn,
  { offset, limit }: ParsedPageInput,
  workspaceId = DEFAULT_WORKSPACE_ID,
): Promise<Page<PlaylistItem>> {
  const workspace = await activeWorkspaceRole(services, viewer, workspaceId);
  const rows = workspace
    ? await playlistsRepo.workspacePlaylists(services.db, workspace.id, offset, limit + 1)
    : await playlistsRepo.libraryPlaylists(services.db, viewer.user.id, offset, limit + 1);
  return toPage(await withSmartCounts(services, viewer, rows), offset, limit);
}

export async function listeningHistory(
  services: CoreServices,
  viewer: SignedIn,
  { offset, limit }: ParsedPageInput,
): Promise<Page<TrackItem & { played_at: string }>> {
  const rows = await playsRepo.history(services.db, visibilityOf(viewer), viewer.user.id, offset, limit + 1);
  return toPage(
    rows.map((r) => ({ ...r, played_at: r.played_at.toISOString() })),
    offset,
    limit,
  );
}

export async function clearHistory(services: CoreServices, viewer: SignedIn): Promise<void> {
  await playsRepo.clearHistory(services.db, viewer.user.id);
}

export async function libraryLabels(services: CoreServices, viewer: SignedIn) {
  return libraryRepo.likedTags(services.db, viewer.user.id, 60);
}
