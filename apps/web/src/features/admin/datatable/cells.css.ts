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

/** A name with its badges beside it (plans, roles), wrapping beneath them when narrow. */
export const badgedName = style({ display: "inline-flex", alignItems: "center", gap: space[2], flexWrap: "wrap" });

/** A name linking to its editor, shown whole. */
export const editLink = style({
  color: vars.color.fg,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
});
