import { vars } from "@backbeat/ui/theme";
import { keyframes, style } from "@vanilla-extract/css";
import { ellipsis, outlinePill, roundButton, wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 760px)";

export const downloadButton = style({
  ...outlinePill(36, "0 14px 0 10px"),
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.fg },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-state="saved"]': { borderColor: vars.color.primary, color: vars.color.primary },
    "&[data-disabled]": { opacity: 0.6, cursor: "default" },
  },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const ring = style({
  width: 18,
  height: 18,
  borderRadius: 999,
  border: `2px solid ${vars.color.fgSubtle}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 900ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const savedBadge = style({
  display: "inline-grid",
  placeItems: "center",
  width: 20,
  height: 20,
  borderRadius: 999,
  background: vars.color.primary,
  color: vars.color.primaryFg,
});

export const banner = style({
  position: "fixed",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 60,
  display: "flex",
  alignItems: "center",
  gap: 12,
  maxWidth: "calc(100vw - 24px)",
  padding: "8px 8px 8px 16px",
  borderRadius: 999,
  background: vars.color.fg,
  color: vars.color.bg,
  boxShadow: vars.shadow.md,
  fontSize: 14,
  fontWeight: 600,
});
export const updateBanner = style([banner, { bottom: 112, "@media": { [mobile]: { bottom: 140 } } }]);
export const offlineBanner = style([
  banner,
  { top: 12, padding: "6px 6px 6px 14px", fontSize: 13, "@media": { [mobile]: { top: 8 } } },
]);
export const bannerAction = style({
  border: "none",
  borderRadius: 999,
  padding: "6px 14px",
  background: vars.color.primary,
  color: vars.color.primaryFg,
  fontWeight: 700,
  fontSize: 13,
  cursor: "pointer",
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-focus-visible], &:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const bannerDismiss = style({
  border: "none",
  background: "transparent",
  color: "inherit",
  opacity: 0.7,
  cursor: "pointer",
  padding: "4px 8px",
  fontSize: 13,
  selectors: { "&:hover": { opacity: 1 } },
});
export const longText = style({ "@media": { [mobile]: { display: "none" } } });
export const shortText = style({ display: "none", "@media": { [mobile]: { display: "inline" } } });
export const dot = style({ width: 8, height: 8, borderRadius: 999, background: vars.color.warning, flex: "none" });

// ---- the downloads page ----

export const page = style({ paddingBottom: 32 });
export const title = style({ fontSize: 40, fontWeight: 900, letterSpacing: "-0.03em", margin: "20px 0 16px" });
export const storage = style({
  display: "grid",
  gap: 12,
  padding: 20,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  marginBottom: 24,
});
export const storageHead = style({ ...wrapRow(12, "baseline"), justifyContent: "space-between" });
export const storageFigure = style({ fontSize: 24, fontWeight: 800, letterSpacing: "-0.01em" });
export const meter = style({
  position: "relative",
  height: 8,
  borderRadius: 999,
  background: vars.color.hover,
  overflow: "hidden",
});
export const meterFill = style({
  position: "absolute",
  inset: 0,
  right: "auto",
  borderRadius: 999,
  background: vars.color.primary,
  minWidth: 4,
});
export const muted = style({ color: vars.color.fgMuted, fontSize: 13 });
export const list = style({ display: "grid", gap: 4, margin: 0, padding: 0, listStyle: "none" });
export const item = style({
  display: "grid",
  gridTemplateColumns: "56px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 16,
  padding: 8,
  borderRadius: vars.radius.sm,
  selectors: { "&:hover, &:focus-within": { background: vars.color.hover } },
  "@media": { [mobile]: { gap: 10, gridTemplateColumns: "48px minmax(0, 1fr) auto" } },
});
export const art = style({ width: 56, height: 56, borderRadius: 6, "@media": { [mobile]: { width: 48, height: 48 } } });
export const itemText = style({ display: "grid", gap: 2, minWidth: 0 });
export const itemName = style({
  color: vars.color.fg,
  fontWeight: 600,
  fontSize: 15,
  textDecoration: "none",
  ...ellipsis,
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const itemActions = style({ display: "flex", alignItems: "center", gap: 4 });
export const roundAction = style({
  ...roundButton(40, "transparent", vars.color.fgMuted),
  selectors: {
    "&[data-hovered]": { color: vars.color.fg, background: vars.color.hover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const playAction = style([
  roundAction,
  {
    background: vars.color.primary,
    color: vars.color.primaryFg,
    selectors: { "&[data-hovered]": { background: vars.color.primaryHover, color: vars.color.primaryFg } },
  },
]);
export const notice = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.hover,
  marginBottom: 16,
  fontSize: 14,
});
