import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const notice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: space[3],
  padding: `${space[3]} ${space[4]}`,
  border: `1px solid color-mix(in srgb, ${vars.color.warning} 45%, transparent)`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)`,
  color: vars.color.fg,
  fontSize: fontSize.sm,
  lineHeight: lineHeight.normal,
  textAlign: "start",
});

export const icon = style({
  flexShrink: 0,
  marginTop: 2,
  color: `color-mix(in srgb, ${vars.color.warning}, ${vars.color.fg} 35%)`,
});

export const heading = style({ display: "block", fontWeight: fontWeight.semibold });
