import { rasterCoverPath } from "@backbeat/core/raster-paths";
import { useState } from "react";
import { MusicGlyph } from "../player/icons.tsx";
import * as s from "./catalogue.css.ts";

/** Whose cover this is: its raster copies are offered beside the original. */
export interface RasterOf {
  kind: "artist" | "album" | "track";
  id: number;
}

/** The page heroes (album, artist, track) are drawn 160–232 px wide. */
export const HERO_SIZES = "(max-width: 640px) 160px, 232px";

const SRCSET_WIDTHS = [64, 128, 256, 512, 1024];

function rasterSrcSet(r: RasterOf): string {
  return SRCSET_WIDTHS.map((w) => `${rasterCoverPath(r.kind, r.id, w)} ${w}w`).join(", ");
}

/**
 * Artwork with a quiet placeholder while loading or when missing. With `raster`, the browser
 * picks a JPEG of the width it draws (a 40 px row never loads a 1200 px upload); generated SVG
 * artwork stays the first choice, the rasters being its fallback.
 */
export function Cover({
  src,
  alt = "",
  className,
  round,
  size,
  raster,
  sizes,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  round?: boolean;
  size?: number;
  raster?: RasterOf;
  /** How wide it is drawn (the `sizes` attribute); `size` gives it when set. */
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const style = { ...(size ? { width: size, height: size } : {}), ...(round ? { borderRadius: "999px" } : {}) };
  const classes = [s.cover, round ? s.round : "", className].filter(Boolean).join(" ");
  if (!src || failed)
    return (
      <span className={`${classes} ${s.coverFallback}`} style={style} aria-hidden>
        <MusicGlyph size="40%" />
      </span>
    );
  const lazyImage = {
    className: classes,
    style,
    loading: "lazy",
    decoding: "async",
    onError: () => setFailed(true),
  } as const;
  if (!raster) return <img src={src} alt={alt} {...lazyImage} />;
  const img = (
    <img
      src={src.endsWith(".svg") ? rasterCoverPath(raster.kind, raster.id, 256) : src}
      srcSet={rasterSrcSet(raster)}
      sizes={size ? `${size}px` : (sizes ?? "(max-width: 640px) 45vw, 220px")}
      alt={alt}
      {...lazyImage}
    />
  );
  if (!src.endsWith(".svg")) return img;
  return (
    <picture className={s.coverPicture}>
      <source srcSet={src} type="image/svg+xml" />
      {img}
    </picture>
  );
}

/** A playlist's own image, or a 2×2 collage of its first album covers. */
export function PlaylistCover({
  image,
  covers,
  className,
  size,
}: {
  image: string | null;
  covers: string[];
  className?: string;
  size?: number;
}) {
  if (image || covers.length < 4) return <Cover src={image ?? covers[0]} className={className} size={size} />;
  const style = size ? { width: size, height: size } : undefined;
  return (
    <span className={[s.cover, s.collage, className].filter(Boolean).join(" ")} style={style} aria-hidden>
      {covers.slice(0, 4).map((c) => (
        <img key={c} src={c} alt="" loading="lazy" />
      ))}
    </span>
  );
}
