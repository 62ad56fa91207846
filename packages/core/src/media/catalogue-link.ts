import {
  albumsRepo,
  artistsRepo,
  catalogueRowsRepo,
  catalogueText,
  type Database,
  type Executor,
  genresRepo,
  tracksRepo,
} from "@backbeat/db";
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

/**
 * Artist, album and genre ids found or created during one import, so 10,000 files do not ask
 * 10,000 times. It may only hold committed ids: callers clear it when a transaction fails.
 */
export type LinkCache = Map<string, number>;

export interface LinkOptions {
  ownerId: number | null;
  fallbackTitle: string;
  cache?: LinkCache;
  /**
   * An artist uploading from backstage: the track (and a new album) is theirs, credited to
   * their artist profile whatever names the tags carry, and starts as a private draft.
   */
  artistId?: number | null;
}

/** A row id found or made once per import run: later files with the same name reuse it. */
async function remembered(cache: LinkCache | undefined, key: string, find: (key: string) => Promise<number>) {
  const cached = cache?.get(key);
  if (cached) return cached;
  const id = await find(key);
  cache?.set(key, id);
  return id;
}

async function artistId(db: Executor, name: string, ownerId: number | null, cache?: LinkCache): Promise<number> {
  return remembered(cache, `artist:${name.toLowerCase()}`, async (key) => {
    await catalogueRowsRepo.lockName(db, key);
    return (
      (await artistsRepo.findArtistIdByName(db, name)) ??
      (await artistsRepo.insertArtist(db, { name, owner_id: ownerId }))
    );
  });
}

async function albumId(
  db: Executor,
  name: string,
  artist: number,
  tags: AudioTags,
  ownerId: number | null,
  cache?: LinkCache,
  draft = false,
): Promise<number> {
  return remembered(cache, `album:${artist}:${name.toLowerCase()}`, async (key) => {
    await catalogueRowsRepo.lockName(db, key);
    return (
      (await albumsRepo.findAlbumIdByArtist(db, artist, name)) ??
      (await albumsRepo.insertAlbum(db, {
        name,
        release_date: tags.year ? `${String(tags.year).padStart(4, "0")}-01-01` : null,
        record_type: tags.compilation ? "compilation" : "album",
        owner_id: ownerId,
        private: draft,
        artistIds: [artist],
      }))
    );
  });
}

async function genreId(db: Executor, genre: string, cache?: LinkCache): Promise<number | null> {
  const slug = catalogueText.searchText(genre).replace(/ /g, "-").slice(0, 100);
  if (!slug) return null;
  return remembered(cache, `genre:${slug}`, () => genresRepo.upsertGenre(db, slug, genre));
}

/**
 * The catalogue row of one file: the album goes under the album artist (or "Various Artists"
 * for a compilation, or the first track artist), found by name or created; the track's own
 * artists are linked in tag order.
 */
async function trackRow(
  db: Executor,
  tags: AudioTags,
  media: TrackMedia,
  options: LinkOptions,
): Promise<tracksRepo.NewMediaTrack> {
  const names = tags.artists.length ? tags.artists : [tags.albumArtist ?? UNKNOWN_ARTIST];
  const credited = options.artistId ?? null;
  const artistIds: number[] = [];
  if (credited) artistIds.push(credited);
  else for (const name of names) artistIds.push(await artistId(db, name, options.ownerId, options.cache));
  let album: number | null = null;
  if (tags.album) {
    const owner = tags.compilation ? VARIOUS_ARTISTS : (tags.albumArtist ?? names[0] ?? UNKNOWN_ARTIST);
    const ownerArtist = credited ?? (await artistId(db, owner, options.ownerId, options.cache));
    album = await albumId(db, tags.album, ownerArtist, tags, options.ownerId, options.cache, credited !== null);
    if (media.coverUrl || tags.musicbrainz.album)
      await albumsRepo.setAlbumMedia(db, album, { image: media.coverUrl, musicbrainz_id: tags.musicbrainz.album });
  }
  if (tags.musicbrainz.artist && artistIds[0] && !credited)
    await artistsRepo.setArtistMusicBrainzId(db, artistIds[0], tags.musicbrainz.artist);
  const genreIds: number[] = [];
  for (const genre of tags.genres) {
    const id = await genreId(db, genre, options.cache);
    if (id) genreIds.push(id);
  }
  return {
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
    bitrate: tags.bitrate,
    loudness_lufs: media.loudnessLufs ?? null,
    true_peak_db: media.truePeakDb ?? null,
    original_path: media.original?.path ?? null,
    original_mime: media.original?.mime ?? null,
    original_size: media.original?.size ?? null,
    musicbrainz_id: tags.musicbrainz.track,
    private: credited !== null,
    artistIds,
    genreIds,
  };
}

export interface LinkItem {
  tags: AudioTags;
  media: TrackMedia;
  fallbackTitle: string;
  /** An existing track to rewrite in place (its file changed) instead of a new one. */
  trackId?: number | null;
}

/**
 * Files tracks in one transaction (a failure leaves nothing behind): artists, albums and
 * genres first, then every new track row in one statement (changed files rewrite theirs).
 * Returns the track ids in input order.
 */
export async function linkTracks(
  db: Database,
  items: LinkItem[],
  options: {
    ownerId: number | null;
    cache?: LinkCache;
    artistId?: number | null;
    /** More writes of the same transaction, given the track ids (the import's record of their files). */
    within?: (trx: Executor, trackIds: number[]) => Promise<void>;
  },
): Promise<number[]> {
  try {
    return await db.transaction().execute(async (trx) => {
      const rows: tracksRepo.NewMediaTrack[] = [];
      const ids: (number | null)[] = [];
      for (const item of items) {
        const row = await trackRow(trx, item.tags, item.media, { ...options, fallbackTitle: item.fallbackTitle });
        if (item.trackId) await tracksRepo.replaceMediaTrack(trx, item.trackId, row);
        else rows.push(row);
        ids.push(item.trackId ?? null);
      }
      const created = await tracksRepo.insertMediaTracks(trx, rows);
      const trackIds = ids.map((id) => id ?? (created.shift() as number));
      await options.within?.(trx, trackIds);
      return trackIds;
    });
  } catch (error) {
    // Ids created inside the rolled-back transaction no longer exist.
    options.cache?.clear();
    throw error;
  }
}

/** One track (an upload): created last, so it exists only once the pipeline has succeeded. */
export async function linkTrack(db: Database, tags: AudioTags, media: TrackMedia, options: LinkOptions) {
  const [id] = await linkTracks(db, [{ tags, media, fallbackTitle: options.fallbackTitle }], options);
  return id as number;
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
