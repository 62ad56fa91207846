import { playlistsRepo, recapsRepo, usersRepo, type Visibility } from "@backbeat/db";
import type { z } from "zod";
import { requireUser } from "../account/access-control.ts";
import type { AlbumItem, ArtistRef, TrackItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { createPlaylist } from "../playlists/service.ts";
import {
  RECAP_PLAYLIST_SIZE,
  RECAP_TOP,
  type RecapInput,
  type RecapYearInput,
  type recapShareInput,
} from "./schemas.ts";

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

/** What a recap counted, by id: the owner's is kept between views (`recap_snapshots`). */
interface RecapFacts {
  v: typeof FACTS_SHAPE;
  totals: { plays: number; listened_ms: number; days: number; tracks: number };
  streak: Recap["streak"];
  clock: number[];
  artists: { id: number; plays: number }[];
  tracks: { id: number; plays: number }[];
  albums: { id: number; plays: number }[];
  genres: Recap["topGenres"];
  first: { id: number; at: string } | null;
  replayed: { id: number; day: string; plays: number } | null;
  /**
   * Counted with the rest: it moves with other listeners' plays too, slowly, and is taken again
   * with the owner's next play.
   */
  standing: { above: number; listeners: number } | null;
}

/** A snapshot of another shape (written by an older release) is counted again. */
const FACTS_SHAPE = 1;

interface RecapItems {
  tracks: Map<number, TrackItem>;
  albums: Map<number, AlbumItem>;
  artists: Map<number, RecapArtist>;
}

type Counted = { facts: RecapFacts; items: RecapItems };

async function countFacts(db: CoreServices["db"], v: Visibility, userId: number, year: number): Promise<Counted> {
  const [totals, streak, clock, topArtists, lists, first, replayed] = await Promise.all([
    recapsRepo.totals(db, userId, year),
    recapsRepo.longestStreak(db, userId, year),
    recapsRepo.clock(db, userId, year),
    recapsRepo.topArtists(db, userId, year, RECAP_TOP),
    recapsRepo.topLists(db, v, userId, year, RECAP_TOP),
    recapsRepo.moment(db, v, userId, year, "first"),
    recapsRepo.moment(db, v, userId, year, "replayed"),
  ]);
  const top = topArtists[0];
  const standing = top ? await recapsRepo.artistStanding(db, top.item.id, year, top.plays) : null;
  const ranked = (list: { item: { id: number }; plays: number }[]) =>
    list.map((r) => ({ id: r.item.id, plays: r.plays }));
  const tracks = new Map<number, TrackItem>(lists.tracks.map((r) => [r.item.id, r.item]));
  if (first) tracks.set(first.track.id, first.track);
  if (replayed) tracks.set(replayed.track.id, replayed.track);
  return {
    facts: {
      v: FACTS_SHAPE,
      totals,
      streak,
      clock,
      artists: ranked(topArtists),
      tracks: ranked(lists.tracks),
      albums: ranked(lists.albums),
      genres: lists.genres,
      first: first ? { id: first.track.id, at: first.at.toISOString() } : null,
      replayed: replayed ? { id: replayed.track.id, day: replayed.day, plays: replayed.plays } : null,
      standing,
    },
    items: {
      tracks,
      albums: new Map(lists.albums.map((r) => [r.item.id, r.item])),
      artists: new Map(topArtists.map((r) => [r.item.id, r.item])),
    },
  };
}

/**
 * The items a snapshot names, read again as the viewer may see them now; null when one of them is
 * gone or hidden since, so the lists are counted again without it.
 */
async function itemsOf(db: CoreServices["db"], v: Visibility, facts: RecapFacts): Promise<RecapItems | null> {
  const trackIds = facts.tracks.map((t) => t.id);
  if (facts.first) trackIds.push(facts.first.id);
  if (facts.replayed) trackIds.push(facts.replayed.id);
  const [tracks, albums, artists] = await Promise.all([
    recapsRepo.tracksById(db, v, trackIds),
    recapsRepo.albumsById(
      db,
      v,
      facts.albums.map((a) => a.id),
    ),
    recapsRepo.artistsById(
      db,
      facts.artists.map((a) => a.id),
    ),
  ]);
  const complete =
    trackIds.every((id) => tracks.has(id)) &&
    facts.albums.every((a) => albums.has(a.id)) &&
    facts.artists.every((a) => artists.has(a.id));
  return complete ? { tracks, albums, artists } : null;
}

/**
 * The owner's own recap: counted once and kept until their next play (the version is read before
 * counting, so a play during the count leaves the snapshot stale, never wrong); the items are read
 * again on every view, through the visibility rule.
 */
async function ownFacts(db: CoreServices["db"], v: Visibility, userId: number, year: number): Promise<Counted> {
  const [version, stored] = await Promise.all([
    recapsRepo.playsVersion(db, userId, year),
    recapsRepo.readSnapshot(db, userId, year),
  ]);
  const kept = stored?.facts as RecapFacts | undefined;
  if (stored && kept?.v === FACTS_SHAPE && stored.version === version) {
    const items = await itemsOf(db, v, kept);
    if (items) return { facts: kept, items };
  }
  const counted = await countFacts(db, v, userId, year);
  await recapsRepo.writeSnapshot(db, userId, year, version, counted.facts);
  return counted;
}

function ranked<T>(list: { id: number; plays: number }[], items: Map<number, T>): RecapRanked<T>[] {
  return list.flatMap((r) => {
    const item = items.get(r.id);
    return item ? [{ item, plays: r.plays }] : [];
  });
}

export async function getRecap(services: CoreServices, viewer: Viewer, { year, userId }: RecapInput): Promise<Recap> {
  const owner = await recapOwner(services, viewer, year, userId);
  const db = services.db;
  // What is shown is what the viewer may see: a track made private since stays out of the lists.
  const v = visibilityOf(viewer);
  const own = owner.id === viewer.user?.id;
  const [user, { facts, items }] = await Promise.all([
    usersRepo.findUserById(db, owner.id),
    own ? ownFacts(db, v, owner.id, year) : countFacts(db, v, owner.id, year),
  ]);
  if (!user) throw notFound("Recap not found.");
  const topArtists = ranked(facts.artists, items.artists);
  const top = topArtists[0];
  const first = facts.first && items.tracks.get(facts.first.id);
  const replayed = facts.replayed && items.tracks.get(facts.replayed.id);
  return {
    year,
    user: { id: user.id, name: user.name, image: user.image },
    public: owner.shared,
    minutes: Math.round(facts.totals.listened_ms / 60_000),
    plays: facts.totals.plays,
    days: facts.totals.days,
    tracks: facts.totals.tracks,
    topArtists,
    topTracks: ranked(facts.tracks, items.tracks),
    topAlbums: ranked(facts.albums, items.albums),
    topGenres: facts.genres,
    clock: facts.clock,
    streak: facts.streak,
    first: facts.first && first ? { track: first, at: facts.first.at } : null,
    mostReplayed:
      facts.replayed && replayed ? { track: replayed, day: facts.replayed.day, plays: facts.replayed.plays } : null,
    standing:
      top && facts.standing
        ? {
            artist: { id: top.item.id, name: top.item.name },
            percent: topPercent(facts.standing.above, facts.standing.listeners),
            listeners: facts.standing.listeners,
          }
        : null,
  };
}

/** Saves the year's 50 most played tracks as a normal, private playlist of the owner's. */
export async function saveRecapPlaylist(
  services: CoreServices,
  viewer: Viewer,
  { year }: RecapYearInput,
): Promise<{ id: number; tracks: number }> {
  const signedIn = requireUser(viewer);
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
  data: z.output<typeof recapShareInput>,
): Promise<{ year: number; public: boolean }> {
  const { user } = requireUser(viewer);
  await recapsRepo.setShared(services.db, user.id, data.year, data.public);
  return { year: data.year, public: data.public };
}
