import { fontSize, fontWeight, vars } from "@backbeat/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";
import { ellipsis } from "./style-parts.ts";

export const list = styleVariants({
  vertical: { display: "flex", flexDirection: "column", gap: "2px", margin: 0, padding: 0, listStyle: "none" },
  horizontal: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "4px",
    margin: 0,
    padding: 0,
    listStyle: "none",
  },
  bottom: {
    display: "grid",
    gridAutoFlow: "column",
    gridAutoColumns: "1fr",
    margin: 0,
    padding: "4px 4px calc(4px + env(safe-area-inset-bottom))",
    listStyle: "none",
    background: vars.color.bgElevated,
    borderTop: `1px solid ${vars.color.border}`,
  },
});

export const link = style({
  display: "flex",
  alignItems: "center",
  gap: "12px",
  minHeight: 40,
  padding: "0 12px",
  borderRadius: vars.radius.md,
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  outline: "none",
  transition: "background-color 120ms, color 120ms",
  selectors: {
    "&[data-hovered]": { color: vars.color.fg, background: vars.color.hover },
    "&[data-current]": { color: vars.color.fg, background: vars.color.selected },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const horizontalLink = style({ minHeight: 34, padding: "0 10px", gap: "8px" });

export const bottomLink = style({
  flexDirection: "column",
  justifyContent: "center",
  gap: "2px",
  minHeight: 52,
  padding: "4px",
  fontSize: fontSize.xs,
  selectors: { "&[data-current]": { background: "transparent", color: vars.color.primary } },
});

export const icon = style({ display: "inline-flex", fontSize: 20, flexShrink: 0 });
export const label = style(ellipsis);
