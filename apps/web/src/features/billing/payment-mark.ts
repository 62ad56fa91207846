import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import type { StyleRule } from "@vanilla-extract/css";

/** The small bordered mark naming a payment method (a card brand) beside its details. */
export function paymentMark(minWidth: number, height: number, background: string): StyleRule {
  return {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minWidth,
    height,
    padding: `0 ${space[2]}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background,
    color: vars.color.fgMuted,
    fontSize: fontSize.xs,
    fontWeight: fontWeight.bold,
  };
}
