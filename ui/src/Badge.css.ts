import { recipe } from "@vanilla-extract/recipes";
import { fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const badge = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "4px",
    height: 22,
    padding: "0 8px",
    borderRadius: 999,
    fontSize: fontSize.xs,
    fontWeight: fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      neutral: { background: vars.color.chip, color: vars.color.fg },
      primary: {
        background: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)`,
        color: `color-mix(in srgb, ${vars.color.primary}, ${vars.color.fg} 35%)`,
      },
      positive: {
        background: `color-mix(in srgb, ${vars.color.positive} 16%, transparent)`,
        color: `color-mix(in srgb, ${vars.color.positive}, ${vars.color.fg} 35%)`,
      },
      danger: {
        background: `color-mix(in srgb, ${vars.color.danger} 14%, transparent)`,
        color: `color-mix(in srgb, ${vars.color.danger}, ${vars.color.fg} 35%)`,
      },
      warning: {
        background: `color-mix(in srgb, ${vars.color.warning} 18%, transparent)`,
        color: `color-mix(in srgb, ${vars.color.warning}, ${vars.color.fg} 45%)`,
      },
    },
  },
  defaultVariants: { tone: "neutral" },
});
