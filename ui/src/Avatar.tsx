import { useState } from "react";
import * as s from "./Avatar.css.ts";
import { avatarColorIndex, avatarInitial } from "./lib/avatar.ts";

export interface AvatarProps {
  name: string;
  src?: string | null;
  /** Diameter in px. */
  size?: number;
  shape?: "circle" | "square";
  className?: string;
  /** Hide from assistive tech when the name is already next to it. */
  decorative?: boolean;
}

/** An image, or the name's first letter uppercased on one of 9 colours picked by a hash of the name. */
export function Avatar({ name, src, size = 36, shape = "circle", className, decorative }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const colorIndex = avatarColorIndex(name);
  const classes = [s.avatar, showImage ? "" : s.colors[colorIndex], shape === "square" ? s.square : "", className]
    .filter(Boolean)
    .join(" ");
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  const colorAttr = showImage ? undefined : colorIndex;
  const content = showImage ? (
    <img className={s.image} src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} />
  ) : (
    <span aria-hidden="true">{avatarInitial(name)}</span>
  );
  if (decorative) {
    return (
      <span className={classes} style={style} aria-hidden="true" data-color-index={colorAttr}>
        {content}
      </span>
    );
  }
  return (
    <span className={classes} style={style} role="img" aria-label={name} data-color-index={colorAttr}>
      {content}
    </span>
  );
}
