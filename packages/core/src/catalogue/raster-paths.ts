/** Sizes and addresses of raster covers (raster.ts draws them); kept apart so pages need no image library. */
export const RASTER_SIZES = [64, 128, 256, 300, 512, 600, 800, 1024, 1200] as const;
export const DEFAULT_RASTER_SIZE = 600;

/** The smallest kept size at least as large as asked (the largest for anything bigger). */
export function rasterSize(asked: number | undefined): number {
  if (asked === undefined || !Number.isFinite(asked) || asked <= 0) return DEFAULT_RASTER_SIZE;
  return RASTER_SIZES.find((s) => s >= asked) ?? 1200;
}

/** The public address (`GET api/v1/raster/{kind}/{id}-{size}.jpg`) of an item's raster cover (og:image, JSON-LD, e-mails). */
export function rasterCoverPath(kind: "artist" | "album" | "track", id: number, size = 1200): string {
  return `/api/v1/raster/${kind}/${id}-${rasterSize(size)}.jpg`;
}
