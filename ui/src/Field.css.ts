import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { duration, easing, fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** Shared look of every text-like field: label, control, description, error. */

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: "6px",
  minWidth: 0,
});

export const label = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.fg,
  selectors: { [`${field}[data-disabled] &`]: { opacity: 0.55 } },
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: 2 });

export const description = style({ fontSize: fontSize.xs, color: vars.color.fgMuted, lineHeight: 1.45 });

export const error = style({
  fontSize: fontSize.xs,
  color: vars.color.danger,
  fontWeight: fontWeight.medium,
  lineHeight: 1.45,
});

const controlBase = {
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: 42,
  background: vars.color.bg,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: fontSize.md,
  transitionProperty: "border-color, box-shadow, background-color",
  transitionDuration: duration.fast,
  transitionTimingFunction: easing.standard,
} as const;

/** The box around an input (holds adornments); focus styling follows focus-within. */
export const control = recipe({
  base: {
    ...controlBase,
    position: "relative",
    overflow: "hidden",
    selectors: {
      "&:hover": { borderColor: `color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 22%)` },
      "&:focus-within, &[data-focus-within]": {
        borderColor: vars.color.primary,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 22%, transparent)`,
      },
      "&[data-invalid], &:has([aria-invalid=true])": { borderColor: vars.color.danger },
      "&[data-invalid]:focus-within, &:has([aria-invalid=true]):focus-within": {
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 20%, transparent)`,
      },
      "&[data-disabled], &:has(input:disabled, textarea:disabled)": {
        opacity: 0.55,
        cursor: "not-allowed",
        background: vars.color.bgAlt,
      },
    },
  },
  variants: {
    size: {
      sm: { minHeight: 36, fontSize: fontSize.sm },
      md: {},
      lg: { minHeight: 50, fontSize: fontSize.base },
    },
  },
  defaultVariants: { size: "md" },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: "stretch",
  padding: "0 12px",
  border: 0,
  outline: "none",
  background: "transparent",
  color: "inherit",
  fontSize: "inherit",
  selectors: {
    "&::placeholder": { color: vars.color.fgSubtle },
    "&:disabled": { cursor: "not-allowed" },
  },
});
