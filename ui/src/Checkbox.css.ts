import { style } from "@vanilla-extract/css";
import { focusRing, toggleMark, toggleRow } from "./styles.css.ts";
import { duration, easing } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style({ ...toggleRow, WebkitTapHighlightColor: "transparent" });

export const box = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  ...toggleMark,
  borderRadius: 5,
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
