import { catalogueRepo, type Database, type Executor } from "@backbeat/db";
import type { AudioTags } from "./tags.ts";

/** Where compilations are filed (album artist of a compilation-flagged album). */
export const VARIOUS_ARTISTS = "Various Artists";
const UNKNOWN_ARTIST = "Unknown Artist";

/** Audio facts the catalogue row needs beyond the tags. */
export interface TrackMedia {
  audioPath: string;
  audioMime: string;
  audioSize: number;
  original?: { path: string; mime: string; size: number } | null;
  loudnessLufs?: number | null;
  truePeakDb?: number | null;
  waveform?: number[] | null;
  coverUrl?: string | null;
}

/** Ids found or created during one import, so 10,000 files do not ask 10,000 times. */
export type LinkCache = Map<string, number>;

async function artistId(db: Executor, name: string, ownerId: number | null, cache?: LinkCache): Promise<number> {
  const key = `artist:${name.toLowerCase()}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  await catalogueRepo.lockName(db, key);
  const id =
    (await catalogueRepo.findArtistIdByName(db, name)) ??
    (await catalogueRepo.insertArtist(db, { name, owner_id: ownerId }));
  cache?.set(key, id);
  return id;
}

async function albumId(
  db: Executor,
  name: string,
  artist: number,
  tags: AudioTags,
  ownerId: number | null,
  cache?: LinkCache,
): Promise<number> {
  const key = `album:${artist}:${name.toLowerCase()}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  await catalogueRepo.lockName(db, key);
  const id =
    (await catalogueRepo.findAlbumIdByArtist(db, artist, name)) ??
    (await catalogueRepo.insertAlbum(db, {
      name,
      release_date: tags.year ? `${String(tags.year).padStart(4, "0")}-01-01` : null,
      record_type: tags.compilation ? "compilation" : "album",
      owner_id: ownerId,
      artistIds: [artist],
    }));
  cache?.set(key, id);
  return id;
}

/**
 * Files a track under its artists and album: the album goes under the album artist (or
 * "Various Artists" for a compilation, or the first track artist), found by name or created;
 * the track's own artists are linked in tag order. One transaction, so a failure leaves nothing.
 */
export async function linkTrack(
  db: Database,
  tags: AudioTags,
  media: TrackMedia,
  options: { ownerId: number | null; fallbackTitle: string; cache?: LinkCache },
): Promise<number> {
  try {
    return await linkInTransaction(db, tags, media, options);
  } catch (error) {
    // Ids created inside the rolled-back transaction no longer exist.
    options.cache?.clear();
    throw error;
  }
}

function linkInTransaction(
  db: Database,
  tags: AudioTags,
  media: TrackMedia,
  options: { ownerId: number | null; fallbackTitle: string; cache?: LinkCache },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const names = tags.artists.length ? tags.artists : [tags.albumArtist ?? UNKNOWN_ARTIST];
    const trackArtists: number[] = [];
    for (const name of names) trackArtists.push(await artistId(trx, name, options.ownerId, options.cache));
    let album: number | null = null;
    if (tags.album) {
      const owner = tags.compilation ? VARIOUS_ARTISTS : (tags.albumArtist ?? names[0] ?? UNKNOWN_ARTIST);
      const ownerArtist = await artistId(trx, owner, options.ownerId, options.cache);
      album = await albumId(trx, tags.album, ownerArtist, tags, options.ownerId, options.cache);
      if (media.coverUrl || tags.musicbrainz.album)
        await catalogueRepo.setAlbumMedia(trx, album, {
          image: media.coverUrl,
          musicbrainz_id: tags.musicbrainz.album,
        });
    }
    if (tags.musicbrainz.artist && trackArtists[0])
      await catalogueRepo.setArtistMusicBrainzId(trx, trackArtists[0], tags.musicbrainz.artist);
    const genreIds: number[] = [];
    for (const genre of tags.genres) {
      const slug = catalogueRepo.searchText(genre).replace(/ /g, "-").slice(0, 100);
      if (slug) genreIds.push(await catalogueRepo.upsertGenre(trx, slug, genre));
    }
    const trackId = await catalogueRepo.insertTrack(trx, {
      name: tags.title ?? options.fallbackTitle,
      album_id: album,
      number: tags.trackNo ?? 1,
      disc: tags.discNo ?? 1,
      duration_ms: tags.durationMs,
      lyrics: tags.lyrics,
      lyrics_synced: tags.lyricsSynced,
      waveform: media.waveform ?? null,
      image: media.coverUrl ?? null,
      audio_path: media.audioPath,
      audio_size: media.audioSize,
      audio_mime: media.audioMime,
      owner_id: options.ownerId,
      artistIds: trackArtists,
      genreIds,
    });
    await catalogueRepo.updateTrackMedia(trx, trackId, {
      bitrate: tags.bitrate,
      loudness_lufs: media.loudnessLufs ?? null,
      true_peak_db: media.truePeakDb ?? null,
      original_path: media.original?.path ?? null,
      original_mime: media.original?.mime ?? null,
      original_size: media.original?.size ?? null,
      musicbrainz_id: tags.musicbrainz.track,
    });
    return trackId;
  });
}

/** A display title from a file name when the tags have none: no folders, no extension. */
export function titleFromFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  const title = base
    .replace(/\.[^.]{1,5}$/, "")
    .replace(/[\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/[_\s]+/g, " ")
    .trim()
    .slice(0, 255);
  return title || "Untitled";
}
