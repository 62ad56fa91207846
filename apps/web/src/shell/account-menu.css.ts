import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 10,
  padding: "4px 12px 4px 4px",
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  background: "transparent",
  color: vars.color.fg,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  width: 28,
  height: 28,
  borderRadius: "50%",
  overflow: "hidden",
  background: vars.color.primary,
  color: vars.color.primaryFg,
  fontSize: 13,
});
globalStyle(`${avatar} img`, { width: "100%", height: "100%", objectFit: "cover" });

export const name = style({ "@media": { "(max-width: 767px)": { display: "none" } } });

export const popover = style({
  minWidth: 200,
  padding: 6,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const menu = style({ outline: "none" });

export const item = style({
  display: "block",
  padding: "8px 12px",
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  fontSize: 14,
  color: vars.color.fg,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused]": { background: vars.color.hover } },
});

export const separator = style({ height: 1, margin: "4px 6px", background: vars.color.border, border: "none" });
