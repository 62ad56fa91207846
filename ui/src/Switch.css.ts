import { style } from "@vanilla-extract/css";
import { focusRing, toggleRow } from "./styles.css.ts";
import { duration, easing } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style(toggleRow);

export const track = style({
  position: "relative",
  flexShrink: 0,
  width: 36,
  height: 20,
  borderRadius: 999,
  background: `color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 18%)`,
  transition: `background-color ${duration.normal} ${easing.standard}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.primary },
    [`${root}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: "absolute",
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: "50%",
  background: vars.color.bgElevated,
  boxShadow: vars.shadow.sm,
  transition: `transform ${duration.normal} ${easing.emphasized}, width ${duration.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: "translateX(16px)", background: vars.color.primaryFg },
    [`${root}[data-pressed] &`]: { width: 19 },
    [`${root}[data-selected][data-pressed] &`]: { transform: "translateX(13px)" },
  },
});
