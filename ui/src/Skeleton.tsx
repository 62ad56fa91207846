import * as s from "./Skeleton.css.ts";

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  variant?: "rect" | "circle" | "text";
  className?: string;
}

/** A shimmering placeholder shaped like the content that is loading. */
export function Skeleton({ width = "100%", height, variant = "rect", className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={[s.skeleton, variant === "circle" ? s.circle : "", variant === "text" ? s.text : "", className]
        .filter(Boolean)
        .join(" ")}
      style={{ width, height: height ?? (variant === "text" ? undefined : variant === "circle" ? width : 16) }}
    />
  );
}
