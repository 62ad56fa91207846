import { keyframes, style } from "@vanilla-extract/css";
import { duration, easing, fontSize, zIndex } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: "6px", width: "100%" });
export const labels = style({
  display: "flex",
  justifyContent: "space-between",
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
});
export const track = style({
  position: "relative",
  height: 6,
  borderRadius: 999,
  background: vars.color.chip,
  overflow: "hidden",
});
const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(250%)" } });
export const fill = style({
  height: "100%",
  borderRadius: 999,
  background: vars.color.primary,
  transition: `width ${duration.slow} ${easing.standard}`,
  selectors: {
    "[data-indeterminate] &": { width: "40% !important", animation: `${slide} 1.2s ${easing.standard} infinite` },
  },
});

const routeGrow = keyframes({
  "0%": { transform: "scaleX(0)" },
  "30%": { transform: "scaleX(0.45)" },
  "70%": { transform: "scaleX(0.8)" },
  "100%": { transform: "scaleX(0.94)" },
});
const routeDone = keyframes({
  from: { transform: "scaleX(1)", opacity: 1 },
  to: { transform: "scaleX(1)", opacity: 0 },
});

export const route = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: zIndex.progress,
  pointerEvents: "none",
  background: vars.color.primary,
  transformOrigin: "0 50%",
  boxShadow: `0 0 8px ${vars.color.primary}`,
  selectors: {
    "&[data-state=loading]": { animation: `${routeGrow} 8s cubic-bezier(0.1, 0.7, 0.2, 1) forwards` },
    "&[data-state=done]": { animation: `${routeDone} 300ms ease-out forwards` },
  },
});
