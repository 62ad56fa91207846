import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { duration, easing, fontSize, reducedMotionQuery } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** Shared building blocks for component styles. Importing this file adds only what is used. */

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: "scale(0.96) translateY(var(--bb-pop-y, 4px))" },
  to: { opacity: 1, transform: "scale(1) translateY(0)" },
});
export const popOut = keyframes({
  from: { opacity: 1, transform: "scale(1)" },
  to: { opacity: 0, transform: "scale(0.97)" },
});
export const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const shimmer = keyframes({ from: { backgroundPosition: "150% 0" }, to: { backgroundPosition: "-50% 0" } });

export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: "2px",
} as const;

/** A surface that floats above the page: popovers, menus, select lists, toasts. */
export const floatingSurface = {
  background: vars.color.bgElevated,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
} as const;

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** Entering and exiting animation for react-aria overlays (data-entering / data-exiting). */
export const overlayMotion = style({
  selectors: {
    "&[data-entering]": { animation: `${popIn} ${duration.normal} ${easing.standard}` },
    "&[data-exiting]": { animation: `${popOut} ${duration.fast} ${easing.exit}` },
  },
  "@media": { [reducedMotionQuery]: { animation: "none !important" } },
});

export const labelText = style({
  fontSize: fontSize.sm,
  fontWeight: 500,
  color: vars.color.fg,
});

export const descriptionText = style({
  fontSize: fontSize.xs,
  color: vars.color.fgMuted,
});

export const errorText = style({
  fontSize: fontSize.xs,
  color: vars.color.danger,
  fontWeight: 500,
});

globalStyle(`${errorText}:empty`, { display: "none" });
