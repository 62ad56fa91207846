import { keyframes, style } from "@vanilla-extract/css";
import { fontSize, fontWeight, reducedMotionQuery, TOOLTIP_ANIMATION_MS, zIndex } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

const enter = keyframes({
  from: { opacity: 0, transform: "translate(var(--tx, 0), var(--ty, 0)) scale(0.96)" },
  to: { opacity: 1, transform: "translate(0, 0) scale(1)" },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const tooltip = style({
  zIndex: zIndex.tooltip,
  maxWidth: 280,
  padding: "6px 10px",
  borderRadius: vars.radius.sm,
  background: vars.color.fg,
  color: vars.color.bg,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.medium,
  lineHeight: 1.4,
  boxShadow: vars.shadow.md,
  pointerEvents: "none",
  selectors: {
    "&[data-placement=top]": { vars: { "--ty": "4px" } },
    "&[data-placement=bottom]": { vars: { "--ty": "-4px" } },
    "&[data-placement=left]": { vars: { "--tx": "4px" } },
    "&[data-placement=right]": { vars: { "--tx": "-4px" } },
    "&[data-entering]": { animation: `${enter} ${TOOLTIP_ANIMATION_MS}ms cubic-bezier(0.2, 0, 0, 1)` },
    "&[data-exiting]": { animation: `${exit} ${TOOLTIP_ANIMATION_MS}ms ease-in` },
  },
  "@media": { [reducedMotionQuery]: { animation: "none !important" } },
});
