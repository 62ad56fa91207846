import type { AlbumRow, ArtistRow, SongRow } from "@backbeat/db";
import { subsonicId } from "./ids.ts";

/** Subsonic's shapes (Child, AlbumID3, ArtistID3) from catalogue rows, with OpenSubsonic fields. */

export type Shape = {
  [key: string]: string | number | boolean | null | undefined | Shape | Shape[] | (string | number)[];
};

const SUFFIX_BY_MIME: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/flac": "flac",
  "audio/ogg": "ogg",
  "audio/opus": "opus",
  "audio/wav": "wav",
  "audio/mp4": "m4a",
  "audio/aac": "aac",
};

export function suffixOf(mime: string | null): string {
  return SUFFIX_BY_MIME[mime ?? ""] ?? "mp3";
}

const seconds = (ms: number) => Math.round(ms / 1000);
const iso = (d: Date | string | null) => (d === null ? undefined : new Date(d).toISOString());
const pathPart = (s: string) => s.replace(/[/\\]+/g, "_").slice(0, 120);

function joinedNames(artists: { name: string }[]): string | undefined {
  return artists.length ? artists.map((a) => a.name).join(", ") : undefined;
}

/** ReplayGain from the pipeline's EBU R128 measures: gain to −18 LUFS, peak as a linear amplitude. */
function replayGain(loudness: number | null, truePeak: number | null): Shape | undefined {
  if (loudness === null) return undefined;
  return {
    trackGain: Math.round((-18 - loudness) * 100) / 100,
    ...(truePeak === null ? {} : { trackPeak: Math.round(10 ** (truePeak / 20) * 10000) / 10000 }),
  };
}

export function songShape(row: SongRow): Shape {
  const first = row.artists[0];
  const suffix = suffixOf(row.audio_mime);
  const albumName = row.album?.name;
  const coverArt = row.album_id
    ? subsonicId("album", row.album_id)
    : row.image
      ? subsonicId("track", row.id)
      : undefined;
  return {
    id: subsonicId("track", row.id),
    parent: row.album_id ? subsonicId("album", row.album_id) : first ? subsonicId("artist", first.id) : undefined,
    isDir: false,
    title: row.name,
    album: albumName,
    artist: joinedNames(row.artists),
    track: row.number || undefined,
    discNumber: row.disc || undefined,
    year: row.year ?? undefined,
    genre: row.genre ?? undefined,
    coverArt,
    size: row.audio_size ?? undefined,
    contentType: row.audio_mime ?? "audio/mpeg",
    suffix,
    duration: seconds(row.duration_ms),
    bitRate: row.bitrate ? Math.round(row.bitrate / 1000) : undefined,
    path: `${pathPart(first?.name ?? "Unknown")}/${pathPart(albumName ?? "Singles")}/${row.number ? `${String(row.number).padStart(2, "0")} - ` : ""}${pathPart(row.name)}.${suffix}`,
    playCount: row.plays,
    created: iso(row.created_at),
    starred: iso(row.starred_at),
    userRating: row.rating ?? undefined,
    albumId: row.album_id ? subsonicId("album", row.album_id) : undefined,
    artistId: first ? subsonicId("artist", first.id) : undefined,
    type: "music",
    mediaType: "song",
    isVideo: false,
    displayArtist: joinedNames(row.artists),
    artists: row.artists.map((a) => ({ id: subsonicId("artist", a.id), name: a.name })),
    genres: row.genre ? [{ name: row.genre }] : [],
    replayGain: replayGain(row.loudness, row.true_peak),
  };
}

export function albumShape(row: AlbumRow): Shape {
  const first = row.artists[0];
  return {
    id: subsonicId("album", row.id),
    name: row.name,
    artist: joinedNames(row.artists),
    artistId: first ? subsonicId("artist", first.id) : undefined,
    coverArt: subsonicId("album", row.id),
    songCount: row.song_count,
    duration: seconds(row.duration_ms),
    playCount: row.plays,
    created: iso(row.created_at),
    starred: iso(row.starred_at),
    year: row.year ?? undefined,
    genre: row.genre ?? undefined,
    userRating: row.rating ?? undefined,
    displayArtist: joinedNames(row.artists),
    artists: row.artists.map((a) => ({ id: subsonicId("artist", a.id), name: a.name })),
    isCompilation: row.record_type === "compilation",
    genres: row.genre ? [{ name: row.genre }] : [],
  };
}

/** An album as a directory entry (getMusicDirectory, getAlbumList): a Child with isDir. */
export function albumDirShape(row: AlbumRow): Shape {
  const first = row.artists[0];
  return {
    id: subsonicId("album", row.id),
    parent: first ? subsonicId("artist", first.id) : undefined,
    isDir: true,
    title: row.name,
    name: row.name,
    album: row.name,
    artist: joinedNames(row.artists),
    year: row.year ?? undefined,
    genre: row.genre ?? undefined,
    coverArt: subsonicId("album", row.id),
    playCount: row.plays,
    created: iso(row.created_at),
    starred: iso(row.starred_at),
    userRating: row.rating ?? undefined,
  };
}

export function artistShape(row: ArtistRow): Shape {
  return {
    id: subsonicId("artist", row.id),
    name: row.name,
    coverArt: subsonicId("artist", row.id),
    albumCount: row.album_count,
    starred: iso(row.starred_at),
    userRating: row.rating ?? undefined,
  };
}

/** Subsonic's index letter: the first letter of the name, `#` for anything else. */
export function indexLetter(name: string): string {
  const first = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(first) ? first : "#";
}

/** Artists grouped by index letter, in name order (getArtists, getIndexes). */
export function indexShape(rows: ArtistRow[]): Shape[] {
  const groups = new Map<string, Shape[]>();
  for (const row of rows) {
    const letter = indexLetter(row.name);
    const list = groups.get(letter) ?? [];
    list.push(artistShape(row));
    groups.set(letter, list);
  }
  return [...groups.keys()]
    .sort((a, b) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)))
    .map((name) => ({ name, artist: groups.get(name) ?? [] }));
}
