import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { duration, easing, fontSize } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "10px",
  fontSize: fontSize.md,
  color: vars.color.fg,
  cursor: "pointer",
  userSelect: "none",
  WebkitTapHighlightColor: "transparent",
  selectors: { "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" } },
});

export const box = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: 5,
  border: `1.5px solid color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 30%)`,
  background: vars.color.bg,
  color: "transparent",
  fontSize: 14,
  transitionProperty: "background-color, border-color, color, transform",
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${root}[data-pressed] &`]: { transform: "scale(0.92)" },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryFg,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${root}[data-focus-visible] &`]: focusRing,
  },
});

export const group = style({ display: "flex", flexDirection: "column", gap: "10px" });
export const groupItems = style({ display: "flex", flexDirection: "column", gap: "8px" });
