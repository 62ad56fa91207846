import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { vars } from "./theme/contract.css.ts";

const checker = "repeating-conic-gradient(#c8c8cc 0% 25%, #ffffff 0% 50%) 50% / 10px 10px";

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
  border: "2px solid white",
  boxShadow: "0 0 0 1px rgba(0,0,0,0.3), inset 0 0 0 1px rgba(0,0,0,0.3)",
  selectors: {
    "&[data-focus-visible]": { width: 22, height: 22 },
  },
});

export const sliderThumbPosition = style({ top: "50%" });
