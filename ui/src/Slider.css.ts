import { style } from "@vanilla-extract/css";
import { duration, fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const slider = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gridTemplateAreas: '"label output" "track track"',
  rowGap: "6px",
  width: "100%",
  selectors: { "&[data-disabled]": { opacity: 0.5 } },
});

export const label = style({ gridArea: "label", fontSize: fontSize.sm, fontWeight: fontWeight.medium });
export const output = style({
  gridArea: "output",
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
  fontVariantNumeric: "tabular-nums",
});

export const track = style({
  gridArea: "track",
  position: "relative",
  height: 20,
  width: "100%",
  cursor: "pointer",
  "::before": {
    content: '""',
    position: "absolute",
    insetInline: 0,
    top: "50%",
    height: 4,
    transform: "translateY(-50%)",
    borderRadius: 999,
    background: `color-mix(in srgb, ${vars.color.fg} 16%, transparent)`,
    transition: `height ${duration.fast}`,
  },
  selectors: { "&[data-disabled]": { cursor: "not-allowed" } },
});

export const fill = style({
  position: "absolute",
  left: 0,
  top: "50%",
  height: 4,
  transform: "translateY(-50%)",
  borderRadius: 999,
  background: vars.color.fg,
  transition: `height ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    [`${track}:hover &, ${slider}[data-focus-within] &`]: { background: vars.color.primary },
  },
});

export const thumb = style({
  top: "50%",
  width: 14,
  height: 14,
  borderRadius: "50%",
  background: vars.color.fg,
  boxShadow: vars.shadow.sm,
  transition: `transform ${duration.fast}, opacity ${duration.fast}`,
  selectors: {
    "&[data-dragging]": { transform: "translateY(-50%) scale(1.15)" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** Player style: the thumb appears on hover, focus or drag. */
export const compactThumb = style({
  opacity: 0,
  selectors: {
    [`${track}:hover &, &[data-dragging], &[data-focus-visible]`]: { opacity: 1 },
  },
});
