import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { ellipsis } from "@/global/style-parts.ts";

/** An admin list's first cell: picture, name linking to the item, a line beneath. */
export const nameCell = style({ display: "flex", alignItems: "center", gap: space[3], minWidth: 0 });

export const nameText = style({ display: "flex", flexDirection: "column", minWidth: 0 });

export const nameLink = style({
  ...ellipsis,
  color: vars.color.fg,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});

export const sub = style({ ...ellipsis, color: vars.color.fgMuted, fontSize: fontSize.sm });

export const muted = style({ color: vars.color.fgMuted });
