import { z } from "zod";
import { getAlbum, getTrack } from "../catalogue/service.ts";
import type { CoreServices } from "../context.ts";
import { isDomainError, notFound } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { loadViewer } from "../users/current-user.ts";
import { text } from "../validation.ts";
import { EMBED_SIZES } from "./head.ts";
import { pagePaths } from "./links.ts";
import { matchSeoRoute } from "./routes.ts";

const size = z.coerce.number<number>().int().min(1).max(10_000).optional().catch(undefined);

export const oembedInput = z.object({
  url: text({ max: 2000, min: 1, label: "url" }),
  format: z.string().max(10).optional(),
  maxwidth: size,
  maxheight: size,
});
export type OembedInput = z.output<typeof oembedInput>;

/** The oEmbed 1.0 "rich" answer for a track or album page of this site. */
export interface OEmbed {
  version: "1.0";
  type: "rich";
  provider_name: string;
  provider_url: string;
  title: string;
  author_name?: string;
  author_url?: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** A format other than JSON: the oEmbed spec answers 501. */
export class OEmbedFormatError extends Error {}

const attr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `GET api/v1/oembed?url=…`: only addresses on this site, only tracks and albums a guest may
 * open (a private item is not found, exactly like one that does not exist).
 */
export async function oembedFor(
  services: CoreServices,
  { url, format, maxwidth, maxheight }: OembedInput,
): Promise<OEmbed> {
  if (format && format !== "json") throw new OEmbedFormatError("Only the json format is available.");
  const base = services.config.appUrl.replace(/\/+$/, "");
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw notFound("Nothing to embed at this address.");
  }
  if (target.origin !== new URL(base).origin) throw notFound("Nothing to embed at this address.");
  const route = matchSeoRoute(target.pathname);
  if (route.type !== "track" && route.type !== "album") throw notFound("Nothing to embed at this address.");

  const guest = await loadViewer(services.db, null);
  if (!hasPermission(guest, "music.view")) throw notFound("Nothing to embed at this address.");
  const settings = await services.settings.snapshot();
  const site = settings.get("branding.site_name");

  const item = await (async () => {
    try {
      if (route.type === "track") {
        const { track } = await getTrack(services, guest, { id: route.id });
        const artist = track.artists[0];
        return {
          title: track.name,
          artist,
          image: track.image ?? track.album?.image ?? null,
          embed: pagePaths.trackEmbed(track.id, track.name),
          size: EMBED_SIZES.track,
        };
      }
      const { album } = await getAlbum(services, guest, { id: route.id });
      const artist = album.artists[0];
      return {
        title: album.name,
        artist,
        image: album.image,
        embed: pagePaths.albumEmbed(album.id, artist?.name, album.name),
        size: EMBED_SIZES.album,
      };
    } catch (error) {
      if (isDomainError(error) && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
        throw notFound("Nothing to embed at this address.");
      throw error;
    }
  })();

  const width = Math.min(item.size.width, maxwidth ?? Number.POSITIVE_INFINITY);
  const height = Math.min(item.size.height, maxheight ?? Number.POSITIVE_INFINITY);
  const src = `${base}${item.embed}`;
  const cover = coverThumbnail(base, item.image);
  return {
    version: "1.0",
    type: "rich",
    provider_name: site,
    provider_url: `${base}/`,
    title: item.title,
    ...(item.artist
      ? { author_name: item.artist.name, author_url: `${base}${pagePaths.artist(item.artist.id, item.artist.name)}` }
      : {}),
    html: `<iframe src="${attr(src)}" width="${width}" height="${height}" title="${attr(item.title)}" style="border:0" allow="autoplay; encrypted-media" loading="lazy"></iframe>`,
    width,
    height,
    cache_age: 3600,
    ...(cover ?? {}),
  };
}

/** Stored covers are squares of known size (`…-500.jpg`); other images have no size to promise. */
function coverThumbnail(base: string, image: string | null) {
  const match = image ? /^\/api\/v1\/covers\/[\w-]+-(\d{2,4})\.jpg$/.exec(image) : null;
  if (!match || !image) return null;
  const side = Number(match[1]);
  return { thumbnail_url: `${base}${image}`, thumbnail_width: side, thumbnail_height: side };
}
