import { subsonicRepo, tracksRepo, usersRepo } from "@backbeat/db";
import { ownedAvatarFile } from "../account/image-source.ts";
import { avatarPath } from "../account/profile.ts";
import { type CoverItemKind, itemRasterCover, type RasterImage } from "../catalogue/raster.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { trackStreamInput } from "../plays/schemas.ts";
import {
  type MediaFile,
  type StreamFile,
  trackOriginalFile,
  trackStreamFile,
  trackTranscodeFile,
} from "../streaming/files.ts";
import type { CurrentUser } from "../users/current-user.ts";
import { parseInput } from "../validation.ts";
import { SUBSONIC_ERRORS, SubsonicError, subsonicNotFound } from "./errors.ts";
import { parseSubsonicId } from "./ids.ts";
import type { Shape } from "./mapping.ts";

type SignedIn = Viewer & { user: CurrentUser };

async function orNotFound<T>(fn: () => Promise<T>, what = "Data"): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw subsonicNotFound(what);
    if (isDomainError(error) && (error.code === "FORBIDDEN" || error.code === "UNAUTHENTICATED"))
      throw new SubsonicError(SUBSONIC_ERRORS.notAuthorized, error.message);
    throw error;
  }
}

const CODECS: Record<string, "mp3" | "opus"> = { mp3: "mp3", opus: "opus", ogg: "opus" };
const DEFAULT_KBPS = 192;

/**
 * Subsonic apps name no play id: each stream request gets its own, and a scrobble spends the
 * listener's best open stream of that track (interaction.ts), so a play still needs one.
 */
const newPlayId = () => crypto.randomUUID().replaceAll("-", "");

/**
 * stream: the stored file as it is (byte ranges, no transcode) unless the player asks for
 * another format, a bit rate below the file's or a start offset (OpenSubsonic transcodeOffset);
 * then the transcoder makes it once. `format=raw` always sends the file.
 */
export async function streamFile(
  services: CoreServices,
  viewer: Viewer,
  o: { id: string; maxBitRate: number; format?: string; timeOffset: number },
): Promise<StreamFile> {
  const { id } = parseSubsonicId(o.id, "track");
  const format = o.format?.toLowerCase();
  const play = newPlayId();
  return orNotFound(async () => {
    if (format === "raw") return trackStreamFile(services, viewer, parseInput(trackStreamInput, { id, play }));
    const song = await subsonicRepo.findSong(services.db, visibilityOf(viewer), id);
    if (!song) throw subsonicNotFound("Song");
    const sourceKbps = song.bitrate ? Math.round(song.bitrate / 1000) : 0;
    const sourceCodec = song.audio_mime === "audio/mpeg" ? "mp3" : song.audio_mime === "audio/ogg" ? "opus" : null;
    const codec = (format && CODECS[format]) || null;
    const lower = o.maxBitRate > 0 && (sourceKbps === 0 || o.maxBitRate < sourceKbps);
    const otherCodec = codec !== null && codec !== sourceCodec;
    if (!lower && !otherCodec && o.timeOffset <= 0)
      return trackStreamFile(services, viewer, parseInput(trackStreamInput, { id, play }));
    const kbps = o.maxBitRate > 0 ? o.maxBitRate : Math.min(sourceKbps || DEFAULT_KBPS, 320);
    const file = await trackTranscodeFile(services, viewer, id, {
      codec: codec ?? sourceCodec ?? "mp3",
      kbps,
      offsetSeconds: o.timeOffset,
    });
    // From an offset the file holds only the rest of the track.
    const durationMs = Math.max(0, song.duration_ms - o.timeOffset * 1000);
    return { ...file, trackId: id, durationMs, playId: play };
  }, "Song");
}

/** download: the original file, where the web app allows downloads. */
export function downloadFile(services: CoreServices, viewer: Viewer, rawId: string): Promise<MediaFile> {
  const { id } = parseSubsonicId(rawId, "track");
  return orNotFound(() => trackOriginalFile(services, viewer, id), "Song");
}

export function coverArt(services: CoreServices, viewer: Viewer, rawId: string, size?: number): Promise<RasterImage> {
  const { kind, id } = parseSubsonicId(rawId, "artist", "album", "track", "playlist");
  return orNotFound(() => itemRasterCover(services, viewer, kind as CoverItemKind, id, size), "Cover art");
}

type LyricLine = {
  start?: number;
  value: string;
};

/** LRC lines (`[mm:ss.xx] text`, several stamps per line allowed) in time order. */
export function parseLrc(text: string): LyricLine[] {
  const lines: LyricLine[] = [];
  for (const raw of text.split(/\r?\n/).slice(0, 5000)) {
    const stamps = [...raw.matchAll(/\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g)];
    if (!stamps.length) continue;
    const value = raw.replace(/\[[^\]]*\]/g, "").trim();
    for (const stamp of stamps) {
      const fraction = stamp[3] ? Number(stamp[3].padEnd(3, "0")) : 0;
      lines.push({ start: (Number(stamp[1]) * 60 + Number(stamp[2])) * 1000 + fraction, value });
    }
  }
  return lines.sort((a, b) => (a.start ?? 0) - (b.start ?? 0));
}

/** getLyricsBySongId (OpenSubsonic songLyrics): synced lyrics when there are, plain ones too. */
export async function lyrics(services: CoreServices, viewer: Viewer, rawId: string): Promise<Shape[]> {
  const { id } = parseSubsonicId(rawId, "track");
  const track = await tracksRepo.findTrack(services.db, visibilityOf(viewer), id);
  if (!track) throw subsonicNotFound("Song");
  const artist = track.artists.map((a) => a.name).join(", ");
  const out: Shape[] = [];
  const synced = track.lyrics_synced ? parseLrc(track.lyrics_synced) : [];
  if (synced.length)
    out.push({ displayArtist: artist, displayTitle: track.name, lang: "und", offset: 0, synced: true, line: synced });
  if (track.lyrics?.trim())
    out.push({
      displayArtist: artist,
      displayTitle: track.name,
      lang: "und",
      offset: 0,
      synced: false,
      line: track.lyrics
        .split(/\r?\n/)
        .slice(0, 5000)
        .map((value) => ({ value })),
    });
  return out;
}

/** getAvatar: your own uploaded picture; nothing is shown of other accounts. */
export async function avatarFile(services: CoreServices, viewer: SignedIn, username: string): Promise<string> {
  if (username.trim().toLowerCase() !== viewer.user.email.toLowerCase()) throw subsonicNotFound("Avatar");
  const row = await usersRepo.findUserById(services.db, viewer.user.id);
  const file = ownedAvatarFile(row?.image, viewer.user.id);
  const path = file ? avatarPath(services, file) : null;
  if (!path) throw subsonicNotFound("Avatar");
  return path;
}
