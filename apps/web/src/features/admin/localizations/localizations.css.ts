import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const nameCell = style({ display: "inline-flex", alignItems: "center", gap: space[2] });

export const nameLink = style({
  color: vars.color.fg,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  padding: `1px ${space[1.5]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
});

export const rowActions = style({ display: "inline-flex", alignItems: "center", gap: space[1] });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });
