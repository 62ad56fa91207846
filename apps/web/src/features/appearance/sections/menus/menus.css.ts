import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { dashedOutline, ellipsis } from "@/global/style-parts.ts";

export const itemIcon = style({ display: "grid", placeItems: "center", color: vars.color.fgMuted, width: 20 });

export const itemText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" });
export const itemLabel = style({
  fontWeight: fontWeight.medium,
  color: vars.color.fg,
  textDecoration: "none",
  ...ellipsis,
  ":hover": { textDecoration: "underline" },
});
export const itemAction = style({
  fontSize: fontSize.xs,
  color: vars.color.fgMuted,
  ...ellipsis,
});
export const itemError = style({ fontSize: fontSize.xs, color: vars.color.danger });

export const empty = style({
  padding: space[4],
  textAlign: "center",
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  ...dashedOutline(),
});

export const scrollBox = style({
  maxHeight: 220,
  overflowY: "auto",
  padding: space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const iconGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(44px, 1fr))",
  gap: space[1],
});
export const iconOption = style({
  display: "grid",
  placeItems: "center",
  height: 40,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bgElevated,
  color: vars.color.fg,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
      color: vars.color.primary,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
