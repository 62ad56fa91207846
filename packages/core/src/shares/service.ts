import {
  albumsRepo,
  artistsRepo,
  playlistsRepo,
  type ShareGrant,
  sharesRepo,
  tracksRepo,
  type Visibility,
} from "@backbeat/db";
import type { z } from "zod";
import { giveBackRateLimit, rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { pageCache } from "../catalogue/cache.ts";
import { toPage } from "../catalogue/input.ts";
import type { TrackItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, tooManyRequests, unauthenticated, validationError } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { ownerSmartTrackRows } from "../playlists/smart.ts";
import { clientKey } from "../plays/client-key.ts";
import { loadCurrentUser } from "../users/current-user.ts";
import type {
  ShareIdInput,
  ShareListInput,
  ShareOpenInput,
  ShareTokenInput,
  ShareType,
  ShareUnlockInput,
  shareCreateInput,
} from "./schemas.ts";
import { newShareToken, shareTokenHash, unlockKey, unlockKeyValid } from "./tokens.ts";

/** New links per user and hour: far above sharing by hand, far below filling the table. */
const CREATE_LIMIT = rateLimit("share-create", 60, 3600_000);
/** Password guesses per link and address, and per link from everywhere (a spread-out guesser). */
const UNLOCK_LIMIT = rateLimit("share-unlock", 5, 15 * 60_000);
const UNLOCK_LINK_LIMIT = rateLimit("share-unlock-link", 50, 15 * 60_000);

const NOT_FOUND = "This link does not exist or has expired.";

/** A link as its owner sees it in their list. */
export interface OwnShare {
  id: number;
  type: ShareType;
  item_id: number;
  item_name: string | null;
  has_password: boolean;
  downloadable: boolean;
  expires_at: string | null;
  visits: number;
  last_visited_at: string | null;
  created_at: string;
}

/** What a share page shows: the item as its link opens it. */
export interface SharedItem {
  type: ShareType;
  id: number;
  name: string;
  /** Artists of a track or album, the owner of a playlist. */
  byline: string | null;
  image: string | null;
  /** The first SHARED_TRACKS of its tracks. */
  tracks: TrackItem[];
  /** The songs and length the page states: a smart playlist's whole result (its limit bounds it), else `tracks`. */
  tracks_count: number;
  duration_ms: number;
  /** Whether the page offers downloads (the link allows it and downloads are on). */
  downloadable: boolean;
  expires_at: string | null;
}

export type ShareOpened = { locked: true } | { locked: false; item: SharedItem };

const SHARED_TRACKS = 200;

const totals = (tracks: { duration_ms: number }[]) => ({
  tracks_count: tracks.length,
  duration_ms: tracks.reduce((sum, t) => sum + t.duration_ms, 0),
});

async function mayDownload(services: CoreServices, link: { downloadable: boolean }): Promise<boolean> {
  return link.downloadable && (await services.settings.snapshot()).get("player.enable_download");
}

/** Whether the viewer may open the item by its link: the same reads its own page makes. */
async function itemVisible(services: CoreServices, v: Visibility, type: ShareType, id: number): Promise<boolean> {
  switch (type) {
    case "track":
      return Boolean(await tracksRepo.findTrack(services.db, v, id));
    case "album":
      return Boolean(await albumsRepo.findAlbum(services.db, v, id));
    case "playlist":
      return Boolean(await playlistsRepo.findPlaylist(services.db, v, id));
    case "artist":
      return Boolean(await artistsRepo.findArtist(services.db, id));
  }
}

export async function createShare(
  services: CoreServices,
  viewer: Viewer,
  data: z.output<typeof shareCreateInput>,
): Promise<{ token: string; url: string }> {
  if (!viewer.user) throw unauthenticated();
  // Only what the sharer may open can be shared: someone else's private item looks missing.
  if (!(await itemVisible(services, visibilityOf(viewer), data.type, data.id)))
    throw validationError({ id: ["This item does not exist or you may not share it."] });
  const wait = await takeRateLimit(services, CREATE_LIMIT, String(viewer.user.id));
  if (wait > 0) throw tooManyRequests(`Too many links. Please try again in ${wait} seconds.`, wait);
  const token = newShareToken();
  await sharesRepo.insertShareLink(services.db, {
    token_hash: shareTokenHash(token),
    user_id: viewer.user.id,
    item_type: data.type,
    item_id: data.id,
    password_hash: data.password ? await services.hasher.hash(data.password) : null,
    downloadable: data.downloadable,
    expires_at: data.expires_at ? new Date(data.expires_at) : null,
  });
  return { token, url: new URL(`/s/${token}`, services.config.appUrl).toString() };
}

function ownShare(row: sharesRepo.OwnShareRow): OwnShare {
  return {
    id: row.id,
    type: row.item_type,
    item_id: row.item_id,
    item_name: row.item_name,
    has_password: row.has_password,
    downloadable: row.downloadable,
    expires_at: row.expires_at?.toISOString() ?? null,
    visits: row.visits,
    last_visited_at: row.last_visited_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export async function listShares(services: CoreServices, viewer: Viewer, { offset, limit }: ShareListInput) {
  if (!viewer.user) throw unauthenticated();
  const rows = await sharesRepo.userShareLinks(services.db, viewer.user.id, offset, limit + 1);
  return toPage(rows.map(ownShare), offset, limit);
}

/** Holders of shares.update revoke anyone's links; everyone else only their own. */
function revokerScope(viewer: Viewer): number | null {
  if (!viewer.user) throw unauthenticated();
  return hasPermission(viewer, "shares.update") ? null : viewer.user.id;
}

/** Revokes a link by its token (the REST path); an unknown, expired or revoked one is 404. */
export async function revokeShare(
  services: CoreServices,
  viewer: Viewer,
  { token }: ShareTokenInput,
): Promise<{ revoked: true }> {
  const scope = revokerScope(viewer);
  const live = await sharesRepo.findLiveByHash(services.db, shareTokenHash(token));
  if (!live || (scope !== null && live.user_id !== scope)) throw notFound(NOT_FOUND);
  await sharesRepo.revokeShareLinks(services.db, { ids: [live.id] }, scope);
  return { revoked: true };
}

/** Revokes one of the user's links by its id (their list, which never holds tokens). */
export async function revokeShareById(
  services: CoreServices,
  viewer: Viewer,
  { id }: ShareIdInput,
): Promise<{ revoked: true }> {
  const scope = revokerScope(viewer);
  const live = await sharesRepo.findLiveById(services.db, id);
  if (!live || (scope !== null && live.user_id !== scope)) throw notFound(NOT_FOUND);
  await sharesRepo.revokeShareLinks(services.db, { ids: [id] }, scope);
  return { revoked: true };
}

/** The admin table's revoke: any links, by id. */
export async function adminRevokeShares(services: CoreServices, _viewer: Viewer, ids: number[]): Promise<number> {
  return (await sharesRepo.revokeShareLinks(services.db, { ids }, null)).length;
}

/**
 * The grant a live link gives: its item, seen as its creator sees it now (a creator since
 * banned or deleted shares nothing).
 */
async function grantOf(services: CoreServices, link: sharesRepo.ShareLinkRow): Promise<ShareGrant | null> {
  const creator = await loadCurrentUser(services.db, link.user_id);
  if (!creator || creator.banned_at) return null;
  const grant: ShareGrant = {
    type: link.item_type,
    id: link.item_id,
    by: { userId: creator.id, admin: hasPermission(creator, "admin") },
  };
  if (link.item_type !== "playlist") return grant;
  const playlist = await playlistsRepo.playlistAccess(services.db, link.item_id);
  if (!playlist?.smart) return grant;
  // The rules' current result stands where playlist_track rows would; the creator's sight of
  // each track still applies on top, as it does to a hand-made list. Cached like the playlist's
  // own page, as one track's stream asks again for every range the player reads.
  const trackIds = await pageCache(services.db).get(`playlist:${playlist.id}:shared`, async () => {
    const rules = (await playlistsRepo.rulesOf(services.db, [playlist.id])).get(playlist.id);
    return (await ownerSmartTrackRows(services, playlist, rules)).map((t) => t.id);
  });
  return { ...grant, trackIds };
}

/** The viewer's own visibility widened by a link's grant. */
function withGrant(viewer: Viewer, grant: ShareGrant): Visibility {
  return { ...visibilityOf(viewer), share: grant };
}

/**
 * What a stream, download or play report through a link may see: null without a link, 404 for
 * a link that is not live, locked without its key, or whose item its creator can no longer see.
 */
export async function shareAccess(
  services: CoreServices,
  viewer: Viewer,
  access: { share?: string; share_key?: string },
): Promise<{ visibility: Visibility; downloadable: boolean } | null> {
  if (!access.share) return null;
  const link = await sharesRepo.findLiveByHash(services.db, shareTokenHash(access.share));
  if (!link || (link.password_hash && !unlockKeyValid(services, access.share_key, link.id, link.password_hash)))
    throw notFound(NOT_FOUND);
  const grant = await grantOf(services, link);
  if (!grant) throw notFound(NOT_FOUND);
  return { visibility: withGrant(viewer, grant), downloadable: await mayDownload(services, link) };
}

/** The share page: the item, or `locked` until the password is given; each opening is a visit. */
export async function openShare(
  services: CoreServices,
  viewer: Viewer,
  { token, key }: ShareOpenInput,
): Promise<ShareOpened> {
  const link = await sharesRepo.findLiveByHash(services.db, shareTokenHash(token));
  if (!link) throw notFound(NOT_FOUND);
  if (link.password_hash && !unlockKeyValid(services, key, link.id, link.password_hash)) return { locked: true };
  const item = await sharedItem(services, viewer, link);
  if (!item) throw notFound(NOT_FOUND);
  await sharesRepo.countVisit(services.db, link.id);
  return { locked: false, item };
}

/** The item as the link shows it, or null once it (or its creator's sight of it) is gone. */
export async function sharedItem(
  services: CoreServices,
  viewer: Viewer,
  link: sharesRepo.ShareLinkRow,
): Promise<SharedItem | null> {
  const grant = await grantOf(services, link);
  if (!grant) return null;
  const v = withGrant(viewer, grant);
  const creator: Visibility = { userId: grant.by.userId, admin: grant.by.admin };
  const base = {
    type: link.item_type,
    id: link.item_id,
    downloadable: await mayDownload(services, link),
    expires_at: link.expires_at?.toISOString() ?? null,
  };
  const names = (artists: { name: string }[]) => artists.map((a) => a.name).join(", ") || null;
  switch (link.item_type) {
    case "track": {
      const track = await tracksRepo.findTrack(services.db, v, link.item_id);
      if (!track) return null;
      const {
        description: _d,
        lyrics: _l,
        lyrics_synced: _s,
        waveform: _w,
        owner_id: _o,
        created_at: _c,
        genres: _g,
        tags: _t,
        ...item
      } = track;
      return {
        ...base,
        name: track.name,
        byline: names(track.artists),
        image: track.image ?? track.album?.image ?? null,
        tracks: [item],
        ...totals([item]),
      };
    }
    case "album": {
      const album = await albumsRepo.findAlbum(services.db, v, link.item_id);
      if (!album) return null;
      const tracks = await albumsRepo.albumTracks(services.db, v, link.item_id, SHARED_TRACKS);
      return {
        ...base,
        name: album.name,
        byline: names(album.artists),
        image: album.image,
        tracks,
        ...totals(tracks),
      };
    }
    case "playlist": {
      // Playlists have their own rule of who sees them (public, owner, workspace): the creator's.
      const playlist = await playlistsRepo.findPlaylist(services.db, creator, link.item_id);
      if (!playlist) return null;
      // A smart playlist's whole result is at most its limit: all of it is read for its totals.
      const all = grant.trackIds
        ? await tracksRepo.tracksByIds(services.db, v, grant.trackIds)
        : (await playlistsRepo.playlistTracks(services.db, v, link.item_id, 0, SHARED_TRACKS)).map(
            ({ position: _p, added_at: _a, ...t }) => t,
          );
      return {
        ...base,
        name: playlist.name,
        byline: playlist.owner.name,
        image: playlist.image,
        tracks: all.slice(0, SHARED_TRACKS),
        ...totals(all),
      };
    }
    case "artist": {
      const artist = await artistsRepo.findArtist(services.db, link.item_id);
      if (!artist) return null;
      const tracks = await artistsRepo.artistTracks(services.db, v, link.item_id, 0, SHARED_TRACKS);
      return { ...base, name: artist.name, byline: null, image: artist.image, tracks, ...totals(tracks) };
    }
  }
  return null;
}

/**
 * Checks a link's password (throttled per link and address, and per link overall); the answer
 * is the key that keeps it open in this browser for a while.
 */
export async function unlockShare(
  services: CoreServices,
  _viewer: Viewer,
  { token, password }: ShareUnlockInput,
  request: { ip: string | null },
): Promise<{ key: string }> {
  const link = await sharesRepo.findLiveByHash(services.db, shareTokenHash(token));
  if (!link) throw notFound(NOT_FOUND);
  if (!link.password_hash) throw forbidden("This link has no password.");
  const who = `${link.id}:${clientKey(request.ip)}`;
  const wait = Math.max(
    await takeRateLimit(services, UNLOCK_LIMIT, who),
    await takeRateLimit(services, UNLOCK_LINK_LIMIT, String(link.id)),
  );
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
  if (!(await services.hasher.verify(password, link.password_hash, clientKey(request.ip))))
    throw validationError({ password: ["The password is not correct."] });
  await giveBackRateLimit(services, UNLOCK_LIMIT, who);
  await giveBackRateLimit(services, UNLOCK_LINK_LIMIT, String(link.id));
  return { key: unlockKey(services, link.id, link.password_hash) };
}

/** A link's facts for its page head (core/seo): live links only, item included unless locked. */
export async function shareForHead(
  services: CoreServices,
  viewer: Viewer,
  token: string,
): Promise<{ locked: boolean; item: SharedItem | null } | null> {
  const link = await sharesRepo.findLiveByHash(services.db, shareTokenHash(token));
  if (!link) return null;
  const item = await sharedItem(services, viewer, link);
  if (!item) return null;
  return link.password_hash ? { locked: true, item: null } : { locked: false, item };
}
