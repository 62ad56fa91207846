import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { ellipsis, plainList } from "@/global/style-parts.ts";

export const root = style({
  display: "grid",
  gridTemplateRows: "auto minmax(0, 1fr)",
  gap: 12,
  minHeight: "100vh",
  padding: 16,
  color: vars.color.fg,
  fontFamily: vars.font.body,
  boxSizing: "border-box",
});
globalStyle("body:has([data-embed])", { margin: 0, background: vars.color.bg });
export const card = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: 16,
  alignItems: "center",
});
export const art = style({
  width: 120,
  height: 120,
  borderRadius: 8,
  objectFit: "cover",
  boxShadow: vars.shadow.md,
});
export const title = style({
  margin: 0,
  fontSize: 22,
  fontWeight: 800,
  ...ellipsis,
  color: vars.color.fg,
  textDecoration: "none",
});
export const sub = style({
  fontSize: 14,
  opacity: 0.75,
  ...ellipsis,
});
export const controls = style({ display: "flex", alignItems: "center", gap: 12, marginTop: 10 });
export const play = style({
  width: 48,
  height: 48,
  borderRadius: 999,
  border: "none",
  background: vars.color.fg,
  color: vars.color.bg,
  display: "grid",
  placeItems: "center",
  cursor: "pointer",
  fontSize: 22,
  flex: "none",
});
export const bar = style({
  flex: 1,
  height: 4,
  borderRadius: 4,
  background: vars.color.border,
  position: "relative",
  cursor: "pointer",
});
export const fill = style({
  position: "absolute",
  left: 0,
  top: 0,
  bottom: 0,
  borderRadius: 4,
  background: vars.color.fg,
});
export const time = style({ fontSize: 12, opacity: 0.75, fontVariantNumeric: "tabular-nums", minWidth: 36 });
export const list = style({ ...plainList, overflowY: "auto", borderTop: `1px solid ${vars.color.border}` });
export const item = style({
  all: "unset",
  boxSizing: "border-box",
  width: "100%",
  display: "grid",
  gridTemplateColumns: "24px minmax(0, 1fr) auto",
  gap: 12,
  alignItems: "center",
  padding: "8px 6px",
  borderRadius: 6,
  cursor: "pointer",
  fontSize: 14,
  selectors: { "&:hover": { background: vars.color.hover }, '&[data-current="true"]': { color: vars.color.primary } },
});
export const brand = style({ fontSize: 12, opacity: 0.6, color: vars.color.fg, textDecoration: "none" });
