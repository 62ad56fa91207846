import { globalStyle, style } from "@vanilla-extract/css";

const v = (name: string) => `var(--bb-${name})`;

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 10,
  padding: "4px 12px 4px 4px",
  borderRadius: 999,
  border: `1px solid ${v("color-border")}`,
  background: "transparent",
  color: v("color-fg"),
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: v("color-hover") },
    "&[data-focus-visible]": { outline: `2px solid ${v("color-focus")}`, outlineOffset: 2 },
  },
});

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  width: 28,
  height: 28,
  borderRadius: "50%",
  overflow: "hidden",
  background: v("color-primary"),
  color: v("color-primary-fg"),
  fontSize: 13,
});
globalStyle(`${avatar} img`, { width: "100%", height: "100%", objectFit: "cover" });

export const name = style({ "@media": { "(max-width: 767px)": { display: "none" } } });

export const popover = style({
  minWidth: 200,
  padding: 6,
  borderRadius: v("radius-md"),
  background: v("color-bg-elevated"),
  border: `1px solid ${v("color-border")}`,
  boxShadow: v("shadow-lg"),
});

export const menu = style({ outline: "none" });

export const item = style({
  padding: "8px 12px",
  borderRadius: v("radius-sm"),
  fontSize: 14,
  color: v("color-fg"),
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focused]": { background: v("color-hover") } },
});
