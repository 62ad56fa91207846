import { playlistsRepo, recapsRepo, usersRepo } from "@backbeat/db";
import { requireUser } from "../account/access-control.ts";
import type { AlbumItem, ArtistRef, TrackItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { createPlaylist } from "../playlists/service.ts";
import { parseInput } from "../validation.ts";
import { RECAP_PLAYLIST_SIZE, RECAP_TOP, recapInput, recapShareInput, recapYearInput } from "./schemas.ts";

export interface RecapRanked<T> {
  item: T;
  plays: number;
}

export interface RecapArtist {
  id: number;
  name: string;
  image: string | null;
}

export interface Recap {
  year: number;
  user: { id: number; name: string; image: string | null };
  /** Whether the owner made it public; only the owner ever sees `false`. */
  public: boolean;
  minutes: number;
  plays: number;
  days: number;
  tracks: number;
  topArtists: RecapRanked<RecapArtist>[];
  topTracks: RecapRanked<TrackItem>[];
  topAlbums: RecapRanked<AlbumItem>[];
  topGenres: RecapRanked<{ id: number; name: string; display_name: string }>[];
  /** Plays per hour of the day, 0–23, in the listener's time zone. */
  clock: number[];
  streak: { days: number; from: string | null; to: string | null };
  first: { track: TrackItem; at: string } | null;
  mostReplayed: { track: TrackItem; day: string; plays: number } | null;
  /** Where the listener stands among their top artist's listeners that year: "top 2 %". */
  standing: { artist: ArtistRef; percent: number; listeners: number } | null;
}

/**
 * The owner reads their recap; anyone (guests too) reads one its owner made public; any other
 * is a 404, admins included: a listening history is personal and no moderation needs it.
 */
async function recapOwner(services: CoreServices, viewer: Viewer, year: number, userId: number | undefined) {
  if (userId === undefined || userId === viewer.user?.id) {
    const { user } = requireUser(viewer);
    return { id: user.id, shared: await recapsRepo.isShared(services.db, user.id, year) };
  }
  const shared = await recapsRepo.isShared(services.db, userId, year);
  if (!shared) throw notFound("Recap not found.");
  return { id: userId, shared };
}

/** Ceil, so the single biggest listener of an artist is "top 1 %", never "top 0 %". */
export function topPercent(above: number, listeners: number): number {
  if (listeners <= 0) return 100;
  return Math.min(100, Math.max(1, Math.ceil(((above + 1) / listeners) * 100)));
}

export async function getRecap(services: CoreServices, viewer: Viewer, input: unknown): Promise<Recap> {
  const { year, userId } = parseInput(recapInput, input);
  const owner = await recapOwner(services, viewer, year, userId);
  const db = services.db;
  // What is shown is what the viewer may see: a track made private since stays out of the lists.
  const v = visibilityOf(viewer);
  const [user, totals, streak, clock, topArtists, lists, first, replayed] = await Promise.all([
    usersRepo.findUserById(db, owner.id),
    recapsRepo.totals(db, owner.id, year),
    recapsRepo.longestStreak(db, owner.id, year),
    recapsRepo.clock(db, owner.id, year),
    recapsRepo.topArtists(db, owner.id, year, RECAP_TOP),
    recapsRepo.topLists(db, v, owner.id, year, RECAP_TOP),
    recapsRepo.moment(db, v, owner.id, year, "first"),
    recapsRepo.moment(db, v, owner.id, year, "replayed"),
  ]);
  if (!user) throw notFound("Recap not found.");
  const top = topArtists[0];
  const standing = top ? await recapsRepo.artistStanding(db, top.item.id, year, top.plays) : null;
  return {
    year,
    user: { id: user.id, name: user.name, image: user.image },
    public: owner.shared,
    minutes: Math.round(totals.listened_ms / 60_000),
    plays: totals.plays,
    days: totals.days,
    tracks: totals.tracks,
    topArtists,
    topTracks: lists.tracks,
    topAlbums: lists.albums,
    topGenres: lists.genres,
    clock,
    streak,
    first: first ? { track: first.track, at: first.at.toISOString() } : null,
    mostReplayed: replayed ? { track: replayed.track, day: replayed.day, plays: replayed.plays } : null,
    standing:
      top && standing
        ? {
            artist: { id: top.item.id, name: top.item.name },
            percent: topPercent(standing.above, standing.listeners),
            listeners: standing.listeners,
          }
        : null,
  };
}

/** Saves the year's 50 most played tracks as a normal, private playlist of the owner's. */
export async function saveRecapPlaylist(
  services: CoreServices,
  viewer: Viewer,
  input: unknown,
): Promise<{ id: number; tracks: number }> {
  const signedIn = requireUser(viewer);
  const { year } = parseInput(recapYearInput, input);
  const top = await recapsRepo.topTracks(
    services.db,
    visibilityOf(viewer),
    signedIn.user.id,
    year,
    RECAP_PLAYLIST_SIZE,
  );
  const trackIds = top.map((t) => t.item.id);
  if (!trackIds.length) throw validationError({ year: [`You have no plays in ${year} yet.`] });
  const { id } = await createPlaylist(services, signedIn, {
    name: `My top ${RECAP_PLAYLIST_SIZE} of ${year}`,
    description: `The tracks I played most in ${year}.`,
    public: false,
    trackIds,
  });
  return { id, tracks: await playlistsRepo.countPlaylistTracks(services.db, id) };
}

/** The owner's switch: a recap is private until they make it public. */
export async function shareRecap(
  services: CoreServices,
  viewer: Viewer,
  input: unknown,
): Promise<{ year: number; public: boolean }> {
  const { user } = requireUser(viewer);
  const data = parseInput(recapShareInput, input);
  await recapsRepo.setShared(services.db, user.id, data.year, data.public);
  return { year: data.year, public: data.public };
}
