import { style } from "@vanilla-extract/css";
import { fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  textAlign: "center",
  gap: "8px",
  padding: "48px 24px",
  color: vars.color.fgMuted,
});

export const iconWrap = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 64,
  height: 64,
  marginBottom: 8,
  borderRadius: "50%",
  background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
  color: vars.color.primary,
  fontSize: 30,
});

export const title = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, color: vars.color.fg, margin: 0 });
export const message = style({ fontSize: fontSize.md, maxWidth: 420, margin: 0, lineHeight: 1.55 });
export const actions = style({
  marginTop: 12,
  display: "flex",
  gap: "8px",
  flexWrap: "wrap",
  justifyContent: "center",
});
