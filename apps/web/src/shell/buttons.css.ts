import { style } from "@vanilla-extract/css";

const v = (name: string) => `var(--bb-${name})`;

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  height: 36,
  padding: "0 16px",
  borderRadius: v("radius-button"),
  fontSize: 14,
  fontWeight: 600,
  textDecoration: "none",
  border: "1px solid transparent",
  cursor: "pointer",
  transition: "background 120ms, color 120ms, border-color 120ms",
  ":focus-visible": { outline: `2px solid ${v("color-focus")}`, outlineOffset: 2 },
});

export const primary = style([
  base,
  { background: v("color-primary"), color: v("color-primary-fg"), ":hover": { background: v("color-primary-hover") } },
]);

export const ghost = style([
  base,
  { background: "transparent", color: v("color-fg"), ":hover": { background: v("color-hover") } },
]);

export const outline = style([
  base,
  {
    background: "transparent",
    color: v("color-fg"),
    borderColor: v("color-border"),
    ":hover": { background: v("color-hover") },
  },
]);
