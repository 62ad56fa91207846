import { fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { codeChip } from "@/global/style-parts.ts";

export const nameCell = style({ display: "inline-flex", alignItems: "center", gap: space[2] });

export const nameLink = style({
  color: vars.color.fg,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const code = style(codeChip);

export const rowActions = style({ display: "inline-flex", alignItems: "center", gap: space[1] });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });
