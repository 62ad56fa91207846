import { albumsRepo, artistsRepo, subsonicRepo } from "@backbeat/db";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { radioInput } from "../radio/schemas.ts";
import { radioStation } from "../radio/service.ts";
import { parseInput } from "../validation.ts";
import { subsonicNotFound } from "./errors.ts";
import { parseSubsonicId } from "./ids.ts";
import { albumDirShape, albumShape, artistShape, indexShape, type Shape, songShape } from "./mapping.ts";

/** Browsing by ID3 tags and by folders; everything through the catalogue's visibility rules. */

export const MUSIC_FOLDER_ID = 1;

export async function musicFolders(services: CoreServices): Promise<Shape[]> {
  const settings = await services.settings.snapshot();
  return [{ id: MUSIC_FOLDER_ID, name: settings.get("branding.site_name") }];
}

export async function artistIndex(services: CoreServices, viewer: Viewer): Promise<Shape> {
  const rows = await subsonicRepo.allArtists(services.db, visibilityOf(viewer));
  return { ignoredArticles: "The El La Los Las Le Les", index: indexShape(rows) };
}

export async function artistWithAlbums(services: CoreServices, viewer: Viewer, rawId: string): Promise<Shape> {
  const { id } = parseSubsonicId(rawId, "artist");
  const v = visibilityOf(viewer);
  const artist = await subsonicRepo.findArtist(services.db, v, id);
  if (!artist) throw subsonicNotFound("Artist");
  const albums = await subsonicRepo.artistAlbums(services.db, v, id);
  return { ...artistShape(artist), album: albums.map(albumShape) };
}

export async function albumWithSongs(services: CoreServices, viewer: Viewer, rawId: string): Promise<Shape> {
  const { id } = parseSubsonicId(rawId, "album");
  const v = visibilityOf(viewer);
  const album = await subsonicRepo.findAlbum(services.db, v, id);
  if (!album) throw subsonicNotFound("Album");
  const songs = await subsonicRepo.albumSongs(services.db, v, id);
  return { ...albumShape(album), song: songs.map(songShape) };
}

export async function song(services: CoreServices, viewer: Viewer, rawId: string): Promise<Shape> {
  const { id } = parseSubsonicId(rawId, "track");
  const row = await subsonicRepo.findSong(services.db, visibilityOf(viewer), id);
  if (!row) throw subsonicNotFound("Song");
  return songShape(row);
}

/** Folder browsing as DSub does it: an artist holds its albums, an album its songs. */
export async function musicDirectory(services: CoreServices, viewer: Viewer, rawId: string): Promise<Shape> {
  const parsed = parseSubsonicId(rawId, "artist", "album");
  const v = visibilityOf(viewer);
  if (parsed.kind === "artist") {
    const artist = await subsonicRepo.findArtist(services.db, v, parsed.id);
    if (!artist) throw subsonicNotFound("Directory");
    const albums = await subsonicRepo.artistAlbums(services.db, v, parsed.id);
    return {
      id: rawId,
      name: artist.name,
      starred: artist.starred_at?.toISOString(),
      userRating: artist.rating ?? undefined,
      child: albums.map(albumDirShape),
    };
  }
  const album = await subsonicRepo.findAlbum(services.db, v, parsed.id);
  if (!album) throw subsonicNotFound("Directory");
  const songs = await subsonicRepo.albumSongs(services.db, v, parsed.id);
  const dir = albumDirShape(album);
  return {
    id: rawId,
    parent: dir.parent,
    name: album.name,
    starred: dir.starred,
    userRating: dir.userRating,
    playCount: album.plays,
    child: songs.map(songShape),
  };
}

export async function artistInfo(
  services: CoreServices,
  viewer: Viewer,
  rawId: string,
  count: number,
): Promise<{ biography: string | null; similar: Shape[] }> {
  const { id } = parseSubsonicId(rawId, "artist");
  const artist = await artistsRepo.findArtist(services.db, id);
  if (!artist) throw subsonicNotFound("Artist");
  const similar = await artistsRepo.similarArtists(services.db, id, count);
  const rows = await subsonicRepo.artistsByIds(
    services.db,
    visibilityOf(viewer),
    similar.map((a) => a.id),
  );
  return { biography: artist.bio, similar: rows.map(artistShape) };
}

export async function albumInfo(
  services: CoreServices,
  viewer: Viewer,
  rawId: string,
): Promise<{ notes: string | null }> {
  const { id } = parseSubsonicId(rawId, "album");
  const album = await albumsRepo.findAlbum(services.db, visibilityOf(viewer), id);
  if (!album) throw subsonicNotFound("Album");
  return { notes: album.description };
}

export async function genres(services: CoreServices): Promise<Shape[]> {
  const rows = await subsonicRepo.genresWithCounts(services.db);
  return rows.map((g) => ({ songCount: g.song_count, albumCount: g.album_count, value: g.display_name }));
}

/** getTopSongs names the artist, not its id. */
export async function topSongs(services: CoreServices, viewer: Viewer, artistName: string, count: number) {
  const artistId = await artistsRepo.findArtistIdByName(services.db, artistName);
  if (artistId === undefined) return [];
  const v = visibilityOf(viewer);
  const top = await artistsRepo.artistTopTracks(services.db, v, artistId, count);
  const rows = await subsonicRepo.songsByIds(
    services.db,
    v,
    top.map((t) => t.id),
  );
  return rows.map(songShape);
}

/** getSimilarSongs2: the web app's radio seeded by the artist. */
export async function similarSongs(services: CoreServices, viewer: Viewer, rawId: string, count: number) {
  const { id } = parseSubsonicId(rawId, "artist");
  try {
    const station = await radioStation(services, viewer, parseInput(radioInput, { type: "artist", id, limit: count }));
    const rows = await subsonicRepo.songsByIds(
      services.db,
      visibilityOf(viewer),
      station.tracks.map((t) => t.id),
    );
    return rows.map(songShape);
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw subsonicNotFound("Artist");
    throw error;
  }
}
