import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { mutedText } from "@/global/style-parts.ts";

export const screen = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
  color: vars.color.fg,
});

export const bar = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  padding: `${space[4]} ${space[6]}`,
});

export const body = style({
  flex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: space[4],
});

export const card = style({
  width: "100%",
  maxWidth: 460,
  textAlign: "center",
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: `${space[10]} ${space[8]}`,
});

export const icon = style({
  width: 56,
  height: 56,
  margin: `0 auto ${space[5]}`,
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.chip,
  color: vars.color.primary,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  margin: `0 0 ${space[3]}`,
});

export const text = style(mutedText(fontSize.base, `0 0 ${space[6]}`));

export const form = style({ display: "flex", flexDirection: "column", gap: space[4], textAlign: "left" });
export const resend = style({ marginTop: space[5], fontSize: fontSize.md, color: vars.color.fgMuted });
