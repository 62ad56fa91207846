import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { grid, twoColumns, wrapRow } from "@/global/style-parts.ts";

export { badgedName as nameCell, editLink as nameLink } from "../datatable/cells.css.ts";

export const muted = style({ color: vars.color.fgMuted });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });
export const fieldRow = style(twoColumns());
export const switches = style(wrapRow(space[6]));
export const footer = style({ display: "flex", justifyContent: "flex-end", gap: space[2] });

/** The permission editor: one card per area, permissions as rows with their limits beneath. */
export const groups = style({ ...grid("repeat(auto-fill, minmax(280px, 1fr))", space[4]), alignItems: "start" });
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: space[4],
  display: "flex",
  flexDirection: "column",
  gap: space[3],
  background: vars.color.bg,
});
export const groupHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[2],
});
export const groupTitle = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.fgMuted,
});
export const permission = style({ display: "flex", flexDirection: "column", gap: space[1] });
export const permissionHint = style({
  margin: 0,
  paddingInlineStart: 28,
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});
export const restrictions = style({
  display: "flex",
  flexDirection: "column",
  gap: space[2],
  marginInlineStart: 28,
  paddingInlineStart: space[3],
  borderInlineStart: `2px solid ${vars.color.border}`,
});
export const error = style({ color: vars.color.danger, fontSize: fontSize.sm, margin: 0 });
