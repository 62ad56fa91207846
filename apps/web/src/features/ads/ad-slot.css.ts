import { fontSize, vars } from "@backbeat/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";

/** Each slot reserves its box before the ad loads, so the page does not jump (docs/spec/2-product-areas.md §9 sizes). */
export const slot = style({
  position: "relative",
  width: "100%",
  marginInline: "auto",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  overflow: "hidden",
});

export const size = styleVariants({
  general_top: { height: 150, maxHeight: 150 },
  general_bottom: { height: 150, maxHeight: 150 },
  artist_top: { maxWidth: 1000, height: 150 },
  artist_bottom: { maxWidth: 430, height: 250 },
  album_above: { height: 120 },
});

export const frame = style({ width: "100%", height: "100%", border: 0, display: "block" });

export const imageLink = style({ display: "flex", width: "100%", height: "100%", justifyContent: "center" });

export const image = style({ maxWidth: "100%", maxHeight: "100%", objectFit: "contain", display: "block" });

export const label = style({
  position: "absolute",
  insetInlineEnd: 4,
  insetBlockStart: 4,
  padding: "0 4px",
  borderRadius: vars.radius.sm,
  background: vars.color.overlay,
  color: vars.color.onImage,
  fontSize: fontSize.xs,
  lineHeight: 1.5,
  pointerEvents: "none",
});

/** Space around a slot where a page places it, so an ad never touches the content beside it. */
export const placed = style({ marginBlock: 16 });
