import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  height: 36,
  padding: "0 16px",
  borderRadius: vars.radius.button,
  fontSize: 14,
  fontWeight: 600,
  textDecoration: "none",
  border: "1px solid transparent",
  cursor: "pointer",
  transition: "background 120ms, color 120ms, border-color 120ms",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const primary = style([
  base,
  { background: vars.color.primary, color: vars.color.primaryFg, ":hover": { background: vars.color.primaryHover } },
]);

export const ghost = style([
  base,
  { background: "transparent", color: vars.color.fg, ":hover": { background: vars.color.hover } },
]);

export const outline = style([
  base,
  {
    background: "transparent",
    color: vars.color.fg,
    borderColor: vars.color.border,
    ":hover": { background: vars.color.hover },
  },
]);
