import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedRow, ellipsis, previewBox, wrapRow } from "@/global/style-parts.ts";

export const actions = style(wrapRow(space[2]));

export const list = style({ display: "flex", flexDirection: "column", gap: space[2], margin: 0, padding: 0 });

export const card = style({
  ...borderedRow(space[3], space[2], vars.radius.md),
  listStyle: "none",
  paddingRight: space[1],
  background: vars.color.bgElevated,
});

export const cardLink = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  alignItems: "center",
  gap: space[3],
  color: vars.color.fg,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

/** A miniature of the theme: its background with text, a primary pill and a surface. */
export const swatch = style({
  ...previewBox(56, 40),
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gridTemplateRows: "1fr 1fr",
  gap: 3,
  padding: 5,
});
export const swatchDot = style({ borderRadius: 3 });

export const cardText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 4 });
export const cardName = style({
  fontWeight: fontWeight.semibold,
  fontSize: fontSize.md,
  ...ellipsis,
});
export const badges = style(wrapRow(space[1]));

export const tokenGrid = style({ display: "flex", flexDirection: "column", gap: space[3] });

export const contrastList = style({
  margin: 0,
  paddingLeft: space[4],
  display: "flex",
  flexDirection: "column",
  gap: 2,
});

export const fileError = style({ fontSize: fontSize.sm, color: vars.color.danger, margin: 0 });

export const radiusRow = style({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: space[2] });

export const radiusOption = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[1],
  padding: space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bgElevated,
  color: vars.color.fg,
  font: "inherit",
  fontSize: fontSize.xs,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const radiusSample = style({
  width: 28,
  height: 20,
  border: `2px solid ${vars.color.fgMuted}`,
  borderBottom: 0,
  borderRight: 0,
});
