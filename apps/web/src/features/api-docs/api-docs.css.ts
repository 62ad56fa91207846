import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const page = style({ width: "100%", minHeight: "70vh" });

export const intro = style({
  maxWidth: 960,
  margin: "0 auto",
  padding: `${space[6]} ${space[6]} ${space[2]}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
});

export const link = style({ color: vars.color.primary });

export const status = style({ padding: space[12], textAlign: "center", color: vars.color.fgMuted });
