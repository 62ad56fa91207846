import { useState } from "react";
import { MusicGlyph } from "../player/icons.tsx";
import * as s from "./catalogue.css.ts";

/** Artwork with a quiet placeholder while loading or when missing. */
export function Cover({
  src,
  alt = "",
  className,
  round,
  size,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  round?: boolean;
  size?: number;
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
  return (
    <img
      src={src}
      alt={alt}
      className={classes}
      style={style}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
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
