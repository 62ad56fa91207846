import { loadSharp, rasterCover, slot } from "../catalogue/raster.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { RECAP_IMAGE_SIZES, type RecapImageFormat, recapSvg } from "./image-svg.ts";
import type { ParsedRecapImageInput } from "./schemas.ts";
import { getRecap } from "./service.ts";

const COVER_PIXELS = 256;

async function coverUri(
  services: CoreServices,
  image: string | null,
  fallback: { kind: "artist" | "album"; id: number },
): Promise<string | null> {
  try {
    const cover = await rasterCover(services, image, fallback, COVER_PIXELS);
    return `data:image/jpeg;base64,${Buffer.from(cover.bytes).toString("base64")}`;
  } catch {
    return null;
  }
}

/**
 * The recap as a PNG, from the same data and the same access rule as the page: the owner's, or
 * one made public. Covers are drawn first (each takes a drawing slot of its own), then the
 * image takes one, so a burst of requests never holds more than the shared slots.
 */
export async function recapImage(
  services: CoreServices,
  viewer: Viewer,
  { format, ...query }: ParsedRecapImageInput,
): Promise<{ png: Uint8Array; format: RecapImageFormat; public: boolean }> {
  const recap = await getRecap(services, viewer, query);
  const top = recap.topArtists[0];
  const tracks = recap.topTracks.slice(0, 5);
  const [artistCover, ...trackCovers] = await Promise.all([
    top ? coverUri(services, top.item.image, { kind: "artist", id: top.item.id }) : Promise.resolve(null),
    ...tracks.map((t) =>
      coverUri(services, t.item.image ?? t.item.album?.image ?? null, {
        kind: "album",
        id: t.item.album?.id ?? t.item.id,
      }),
    ),
  ]);
  const site = (await services.settings.snapshot()).get("branding.site_name");
  const svg = recapSvg(format, { recap, site, artistCover, trackCovers });
  const { width, height } = RECAP_IMAGE_SIZES[format];
  const sharp = await loadSharp();
  const png = await slot(() => sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 7 }).toBuffer());
  return { png: new Uint8Array(png), format, public: recap.public };
}
