import { type AlbumListType, catalogueVisibility, libraryRepo, searchRepo, subsonicRepo } from "@backbeat/db";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { hasPermission } from "../permissions/check.ts";
import { invalidParameter, missingParameter } from "./errors.ts";
import { albumShape, artistShape, type Shape, songShape } from "./mapping.ts";
import { pageStart, rememberPage } from "./sync-cursor.ts";

export const ALBUM_LIST_TYPES: AlbumListType[] = [
  "random",
  "newest",
  "frequent",
  "recent",
  "starred",
  "alphabeticalByName",
  "alphabeticalByArtist",
  "byYear",
  "byGenre",
  "highest",
];

async function genreId(services: CoreServices, name: string): Promise<number> {
  // A genre nobody tagged lists nothing rather than failing the client's screen.
  return (await subsonicRepo.findGenreId(services.db, name.trim().slice(0, 100))) ?? -1;
}

export async function albumList(
  services: CoreServices,
  viewer: Viewer,
  o: { type: string; size: number; offset: number; fromYear?: number; toYear?: number; genre?: string },
): Promise<Shape[]> {
  const type = ALBUM_LIST_TYPES.find((t) => t === o.type);
  if (!type) throw invalidParameter("type");
  if (type === "byYear" && (o.fromYear === undefined || o.toYear === undefined))
    throw missingParameter(o.fromYear === undefined ? "fromYear" : "toYear");
  if (type === "byGenre" && !o.genre) throw missingParameter("genre");
  const rows = await subsonicRepo.albumList(services.db, visibilityOf(viewer), {
    type,
    offset: o.offset,
    limit: o.size,
    fromYear: o.fromYear,
    toYear: o.toYear,
    genreId: type === "byGenre" && o.genre ? await genreId(services, o.genre) : undefined,
  });
  return rows.map(albumShape);
}

export async function randomSongs(
  services: CoreServices,
  viewer: Viewer,
  o: { size: number; genre?: string; fromYear?: number; toYear?: number },
): Promise<Shape[]> {
  const rows = await subsonicRepo.randomSongs(services.db, visibilityOf(viewer), o.size, {
    genreId: o.genre ? await genreId(services, o.genre) : undefined,
    fromYear: o.fromYear,
    toYear: o.toYear,
  });
  return rows.map(songShape);
}

export async function songsByGenre(
  services: CoreServices,
  viewer: Viewer,
  o: { genre: string; count: number; offset: number },
): Promise<Shape[]> {
  const rows = await subsonicRepo.genreSongs(
    services.db,
    visibilityOf(viewer),
    await genreId(services, o.genre),
    o.offset,
    o.count,
  );
  return rows.map(songShape);
}

const STARRED_CAP = 2000;

export async function starred(services: CoreServices, viewer: Viewer, userId: number) {
  const { db } = services;
  const v = visibilityOf(viewer);
  const [artistIds, albumIds, trackIds] = await Promise.all([
    libraryRepo.likedIds(db, userId, "artist", STARRED_CAP),
    libraryRepo.likedIds(db, userId, "album", STARRED_CAP),
    libraryRepo.likedIds(db, userId, "track", STARRED_CAP),
  ]);
  // Likes keep unlisted items: the listener reached them by their link.
  const link = catalogueVisibility.byLink(v);
  const [artists, albums, songs] = await Promise.all([
    subsonicRepo.artistsByIds(db, v, artistIds),
    subsonicRepo.albumsByIds(db, link, albumIds),
    subsonicRepo.songsByIds(db, link, trackIds),
  ]);
  return { artist: artists.map(artistShape), album: albums.map(albumShape), song: songs.map(songShape) };
}

export interface SearchPaging {
  artistCount: number;
  artistOffset: number;
  albumCount: number;
  albumOffset: number;
  songCount: number;
  songOffset: number;
}

/** Clients sync the whole catalogue with an empty query (some send `""` literally). */
export function isEmptyQuery(query: string): boolean {
  return query.replace(/["'*\s]/g, "") === "";
}

/**
 * search3: the web app's search (prefix, accents and typos) for a query; an empty query pages
 * through everything by id, which is how Subsonic apps build their offline library.
 */
export async function search(services: CoreServices, viewer: Viewer, query: string, p: SearchPaging) {
  const { db } = services;
  const v = visibilityOf(viewer);
  if (isEmptyQuery(query)) {
    const who = `${v.userId ?? "guest"}:${v.admin}`;
    const [artists, albums, songs] = await Promise.all([
      subsonicRepo.artistsPage(db, v, pageStart(db, "artist", who, p.artistOffset), p.artistCount),
      subsonicRepo.albumsPage(db, v, pageStart(db, "album", who, p.albumOffset), p.albumCount),
      subsonicRepo.songsPage(db, v, pageStart(db, "song", who, p.songOffset), p.songCount),
    ]);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    rememberPage(db, "artist", who, p.artistOffset, p.artistCount, ids(artists));
    rememberPage(db, "album", who, p.albumOffset, p.albumCount, ids(albums));
    rememberPage(db, "song", who, p.songOffset, p.songCount, ids(songs));
    return { artist: artists.map(artistShape), album: albums.map(albumShape), song: songs.map(songShape) };
  }
  const terms = searchRepo.searchTerms(query);
  if (!terms.text) return { artist: [], album: [], song: [] };
  const found = await searchRepo.withSearchSettings(db, async (tx) => ({
    artists: p.artistCount ? await searchRepo.searchArtists(tx, terms, p.artistOffset, p.artistCount) : [],
    albums: p.albumCount ? await searchRepo.searchAlbums(tx, v, terms, p.albumOffset, p.albumCount) : [],
    tracks: p.songCount ? await searchRepo.searchTracks(tx, v, terms, p.songOffset, p.songCount) : [],
  }));
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  const [artists, albums, songs] = await Promise.all([
    subsonicRepo.artistsByIds(db, v, ids(found.artists)),
    subsonicRepo.albumsByIds(db, v, ids(found.albums)),
    subsonicRepo.songsByIds(db, v, ids(found.tracks)),
  ]);
  return { artist: artists.map(artistShape), album: albums.map(albumShape), song: songs.map(songShape) };
}

/**
 * Players that reported a song in the last 10 minutes. What someone listens to is theirs: a
 * listener sees their own players, an admin everyone's.
 */
export async function nowPlaying(services: CoreServices, viewer: Viewer): Promise<Shape[]> {
  const everyone = hasPermission(viewer, "admin");
  const rows = await subsonicRepo.nowPlaying(
    services.db,
    new Date(Date.now() - 10 * 60_000),
    everyone ? null : (viewer.user?.id ?? -1),
  );
  const songs = await subsonicRepo.songsByIds(services.db, catalogueVisibility.byLink(visibilityOf(viewer)), [
    ...new Set(rows.map((r) => r.track_id)),
  ]);
  const byId = new Map(songs.map((s) => [s.id, songShape(s)]));
  const now = Date.now();
  return rows.flatMap((row) => {
    const song = byId.get(row.track_id);
    if (!song) return [];
    return [
      {
        ...song,
        username: row.user_name,
        minutesAgo: Math.max(0, Math.floor((now - row.started_at.getTime()) / 60_000)),
        playerId: 0,
        playerName: row.player,
      },
    ];
  });
}
