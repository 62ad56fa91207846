import { createHash } from "node:crypto";
import { albumsRepo, artistsRepo, catalogueVisibility, playlistsRepo, tracksRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, tooManyRequests } from "../errors.ts";
import { coverKey, MAX_COVER_PIXELS, readCover } from "../media/artwork.ts";
import { storageFor } from "../storage/driver.ts";
import { type ArtworkKind, artworkKinds, artworkSvg } from "./artwork.ts";
import { rasterSize } from "./raster-paths.ts";
import { visibilityOf } from "./visibility.ts";

/**
 * Raster covers for clients that cannot draw SVG (Subsonic apps, link previews, mail): the
 * generated SVG artwork and stored covers are drawn once per size as JPEG and kept in storage
 * under `artwork/raster/`. Sizes snap up to a short list, so a cover has a bounded number of
 * copies however clients ask.
 */
const MAX_RUNNING = 2;
const MAX_WAITING = 64;

export interface RasterImage {
  bytes: Uint8Array;
  mime: "image/jpeg";
  size: number;
  etag: string;
}

type Source = { kind: "svg"; art: ArtworkKind; n: number } | { kind: "cover"; file: string };

const GENERATED = /^\/api\/v1\/artwork\/([a-z]+)\/(\d{1,9})\.svg$/;
const STORED = /^\/api\/v1\/covers\/([a-f0-9]{6,64}-\d{2,4}\.jpg)$/;

/**
 * What an item's `image` names: our generated artwork or a stored cover. Anything else (an
 * outside address) is never fetched: the item's own generated artwork stands in for it.
 */
function sourceOf(image: string | null, fallback: { kind: ArtworkKind; id: number }): Source {
  const generated = image ? GENERATED.exec(image) : null;
  const art = artworkKinds.find((k) => k === generated?.[1]);
  if (generated && art) return { kind: "svg", art, n: Number(generated[2]) };
  const stored = image ? STORED.exec(image) : null;
  if (stored?.[1]) return { kind: "cover", file: stored[1] };
  return { kind: "svg", art: fallback.kind, n: fallback.id };
}

let running = 0;
const waiting: (() => void)[] = [];
const inFlight = new Map<string, Promise<Uint8Array>>();

/** One of the few drawing slots shared by every raster rendered on request (covers, recap images). */
export async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING)
      throw tooManyRequests("Too many images are being drawn. Please try again shortly.", 5);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * sharp (libvips and its threads) adds about 13 MB to the server's resident memory once loaded:
 * it loads with the first raster drawn, not with every server.
 */
let sharpModule: Promise<typeof import("sharp")> | undefined;
export const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

async function draw(services: CoreServices, source: Source, size: number): Promise<Uint8Array> {
  let input: Buffer;
  if (source.kind === "svg") input = Buffer.from(artworkSvg(source.art, source.n));
  else {
    const cover = await readCover(storageFor(services), source.file);
    if (!cover) throw new Error("cover missing");
    input = Buffer.from(await new Response(cover.body).arrayBuffer());
  }
  const sharp = await loadSharp();
  const out = await sharp(input, {
    limitInputPixels: MAX_COVER_PIXELS,
    density: source.kind === "svg" ? 144 : undefined,
  })
    .resize(size, size, { fit: "cover" })
    .flatten({ background: "#000000" })
    .jpeg({ quality: 85, mozjpeg: false })
    .toBuffer();
  return new Uint8Array(out);
}

/** A square JPEG of an item's cover at (about) `asked` pixels, drawn once and then read from storage. */
export async function rasterCover(
  services: CoreServices,
  image: string | null,
  fallback: { kind: ArtworkKind; id: number },
  asked?: number,
): Promise<RasterImage> {
  const size = rasterSize(asked);
  let source = sourceOf(image, fallback);
  const name = (s: Source) =>
    `${createHash("sha256")
      .update(s.kind === "svg" ? `svg:${s.art}:${s.n}` : `cover:${s.file}`)
      .digest("hex")
      .slice(0, 24)}-${size}.jpg`;
  const storage = storageFor(services);
  let file = name(source);
  const key = coverKey(`raster/${file}`);
  const found = await storage.stat(key);
  if (found) {
    const bytes = new Uint8Array(await new Response(await storage.read(key)).arrayBuffer());
    return { bytes, mime: "image/jpeg", size, etag: `"${file}"` };
  }
  let job = inFlight.get(key);
  if (!job) {
    job = slot(async () => {
      let bytes: Uint8Array;
      try {
        bytes = await draw(services, source, size);
      } catch {
        // A stored cover gone missing or unreadable: the generated artwork stands in, not an error.
        source = { kind: "svg", art: fallback.kind, n: fallback.id };
        file = name(source);
        bytes = await draw(services, source, size);
      }
      await storage.put(coverKey(`raster/${file}`), bytes, { mime: "image/jpeg" });
      return bytes;
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  const bytes = await job;
  return { bytes, mime: "image/jpeg", size, etag: `"${file}"` };
}

export type CoverItemKind = "artist" | "album" | "track" | "playlist";

/**
 * The raster cover of an item the viewer may open (by its link: unlisted items have covers
 * too); a track without its own image shows its album's. Unknown or private items are 404.
 */
export async function itemRasterCover(
  services: CoreServices,
  viewer: Viewer,
  kind: CoverItemKind,
  id: number,
  asked?: number,
): Promise<RasterImage> {
  const { db } = services;
  const v = catalogueVisibility.byLink(visibilityOf(viewer));
  if (kind === "artist") {
    const artist = await artistsRepo.findArtist(db, id);
    if (!artist) throw notFound();
    return rasterCover(services, artist.image, { kind: "artist", id }, asked);
  }
  if (kind === "album") {
    const album = await albumsRepo.findAlbum(db, v, id);
    if (!album) throw notFound();
    return rasterCover(services, album.image, { kind: "album", id }, asked);
  }
  if (kind === "track") {
    const [track] = await tracksRepo.tracksByIds(db, v, [id]);
    if (!track) throw notFound();
    if (track.image || !track.album) return rasterCover(services, track.image, { kind: "album", id }, asked);
    return rasterCover(services, track.album.image, { kind: "album", id: track.album.id }, asked);
  }
  const playlist = await playlistsRepo.findPlaylist(db, visibilityOf(viewer), id);
  if (!playlist) throw notFound();
  return rasterCover(services, playlist.image ?? playlist.covers[0] ?? null, { kind: "playlist", id }, asked);
}
