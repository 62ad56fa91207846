import { focusRing } from "./styles.css.ts";
import { buttonHeights, duration, easing, fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** Style objects shared by Button.css.ts and IconButton.css.ts (plain data, no CSS of its own). */

const px = (n: number) => `${n}px`;

export const sizeStyles = {
  "2xs": { height: px(buttonHeights["2xs"]), paddingInline: "8px", fontSize: fontSize.xs, gap: "4px" },
  xs: { height: px(buttonHeights.xs), paddingInline: "12px", fontSize: fontSize.sm, gap: "6px" },
  sm: { height: px(buttonHeights.sm), paddingInline: "14px", fontSize: fontSize.md, gap: "6px" },
  md: { height: px(buttonHeights.md), paddingInline: "18px", fontSize: fontSize.md, gap: "8px" },
  lg: { height: px(buttonHeights.lg), paddingInline: "24px", fontSize: fontSize.base, gap: "10px" },
  xl: { height: px(buttonHeights.xl), paddingInline: "32px", fontSize: fontSize.lg, gap: "12px" },
} as const;

export const iconSizeStyles = Object.fromEntries(
  Object.entries(buttonHeights).map(([k, h]) => [
    k,
    { width: px(h), height: px(h), fontSize: px(Math.round(h * 0.45)) },
  ]),
) as Record<keyof typeof buttonHeights, { width: string; height: string; fontSize: string }>;

export const buttonBase = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  position: "relative",
  border: "1px solid transparent",
  borderRadius: vars.radius.button,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  letterSpacing: "0.005em",
  whiteSpace: "nowrap",
  userSelect: "none",
  cursor: "pointer",
  textDecoration: "none",
  outline: "none",
  transitionProperty: "background-color, border-color, color, box-shadow, transform, opacity",
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-focus-visible]": focusRing,
    "&[data-pressed]": { transform: "scale(0.97)" },
    "&[data-disabled], &[aria-disabled='true']": { opacity: 0.45, cursor: "not-allowed", transform: "none" },
    "&[data-pending]": { cursor: "progress" },
  },
} as const;

export const variantStyles = {
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryFg,
    boxShadow: vars.shadow.sm,
    selectors: {
      "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": { background: vars.color.primaryHover },
    },
  },
  secondary: {
    background: vars.color.chip,
    color: vars.color.fg,
    selectors: {
      "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": {
        background: `color-mix(in srgb, ${vars.color.chip}, ${vars.color.fg} 8%)`,
      },
    },
  },
  outline: {
    background: "transparent",
    color: vars.color.fg,
    borderColor: vars.color.border,
    selectors: {
      "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": {
        background: vars.color.hover,
        borderColor: `color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 20%)`,
      },
    },
  },
  ghost: {
    background: "transparent",
    color: vars.color.fg,
    selectors: { "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": { background: vars.color.hover } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerFg,
    boxShadow: vars.shadow.sm,
    selectors: {
      "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": {
        background: `color-mix(in srgb, ${vars.color.danger}, ${vars.color.fg} 12%)`,
      },
    },
  },
  link: {
    background: "transparent",
    color: vars.color.primary,
    paddingInline: "2px",
    height: "auto",
    borderRadius: vars.radius.sm,
    selectors: {
      "&[data-hovered]:not([data-disabled]):not([aria-disabled='true'])": {
        textDecoration: "underline",
        textUnderlineOffset: "3px",
      },
    },
  },
} as const;
