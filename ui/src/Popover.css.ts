import { style } from "@vanilla-extract/css";
import { floatingSurface, overlayMotion } from "./styles.css.ts";
import { zIndex } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const popover = style([
  floatingSurface,
  overlayMotion,
  {
    zIndex: zIndex.popover,
    outline: "none",
    overflow: "auto",
    maxWidth: "calc(100vw - 24px)",
    selectors: {
      "&[data-placement=top]": { transformOrigin: "bottom center", vars: { "--bb-pop-y": "-4px" } },
      "&[data-placement=bottom]": { transformOrigin: "top center" },
      "&[data-placement=left]": { transformOrigin: "center right" },
      "&[data-placement=right]": { transformOrigin: "center left" },
    },
  },
]);

export const padded = style({ padding: "16px", outline: "none" });

export const arrow = style({
  display: "block",
  fill: vars.color.bgElevated,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    "[data-placement=bottom] &": { transform: "rotate(180deg)" },
    "[data-placement=left] &": { transform: "rotate(-90deg)" },
    "[data-placement=right] &": { transform: "rotate(90deg)" },
  },
});

export const hoverTrigger = style({ display: "inline-flex" });
