import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { duration, easing, fontSize, fontWeight, reducedMotionQuery } from "./theme/constants.ts";
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

/** The label row of a checkbox, radio or switch: the control beside its text, the whole row clickable. */
export const toggleRow = {
  display: "inline-flex",
  alignItems: "center",
  gap: "10px",
  fontSize: fontSize.md,
  color: vars.color.fg,
  cursor: "pointer",
  userSelect: "none",
  selectors: { "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" } },
} as const;

/** The empty mark of a checkbox or radio, before it is chosen. */
export const toggleMark = {
  flexShrink: 0,
  width: 18,
  height: 18,
  border: `1.5px solid color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 30%)`,
  background: vars.color.bg,
} as const;

/** A dashed area files are dropped on, tinted with the primary colour while a drag is over it. */
export function dropZoneBase(dropTint: string) {
  return {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    background: vars.color.bgAlt,
    color: vars.color.fgMuted,
    textAlign: "center",
    outline: "none",
    transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
    selectors: {
      "&[data-drop-target]": {
        borderColor: vars.color.primary,
        background: `color-mix(in srgb, ${vars.color.primary} ${dropTint}, ${vars.color.bgAlt})`,
      },
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  } as const;
}

/** The small upper-case label over a group of rows or a table column. */
export function smallCapsLabel(letterSpacing: string) {
  return {
    fontSize: fontSize.xs,
    fontWeight: fontWeight.semibold,
    color: vars.color.fgMuted,
    textTransform: "uppercase",
    letterSpacing,
  } as const;
}

/** The centred muted line a list or table shows when it has no rows. */
export const emptyNote = { textAlign: "center", color: vars.color.fgMuted, fontSize: fontSize.md } as const;
