import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { vars } from "./theme/contract.css.ts";

/** Shows through translucent colours; drawn from the theme so it suits light and dark. */
const checker = `repeating-conic-gradient(${vars.color.border} 0% 25%, ${vars.color.bg} 0% 50%) 50% / 10px 10px`;

export const swatchButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 26,
  height: 26,
  marginInlineStart: 8,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: checker,
  cursor: "pointer",
  flexShrink: 0,
  outline: "none",
  overflow: "hidden",
  selectors: { "&[data-focus-visible]": focusRing },
});

export const swatchFill = style({
  width: "100%",
  height: "100%",
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.fg} 16%, transparent)`,
  borderRadius: 6,
});

export const picker = style({
  display: "flex",
  flexDirection: "column",
  gap: "12px",
  padding: "12px",
  width: 232,
  outline: "none",
});

export const area = style({ width: 208, height: 160, borderRadius: vars.radius.sm, flexShrink: 0 });

export const colorSliderTrack = style({ height: 14, borderRadius: 7 });

export const colorThumb = style({
  width: 18,
  height: 18,
  borderRadius: "50%",
  // A ring in both the background and the text colour stays visible on any picked colour.
  border: `2px solid ${vars.color.bg}`,
  boxShadow: `0 0 0 1px ${vars.color.fg}, inset 0 0 0 1px color-mix(in srgb, ${vars.color.fg} 40%, transparent)`,
  selectors: {
    "&[data-focus-visible]": { width: 22, height: 22 },
  },
});

export const sliderThumbPosition = style({ top: "50%" });
