import { vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import {
  areaGrid,
  ellipsis as ellipsisPart,
  headerButtonStates,
  roundButton as roundButtonPart,
} from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

export const app = style({
  ...areaGrid("264px minmax(0, 1fr)", "minmax(0, 1fr) auto", '"side main" "bar bar"'),
  gap: 8,
  padding: 8,
  paddingBottom: 0,
  height: "100dvh",
  background: vars.color.bgAlt,
  overflow: "hidden",
  "@media": {
    // The open queue is a third column: the main panel (and its header) narrows beside it.
    "screen and (min-width: 768px)": {
      selectors: {
        "&[data-queue-open]": {
          gridTemplateColumns: "264px minmax(0, 1fr) minmax(280px, 360px)",
          gridTemplateAreas: '"side main queue" "bar bar bar"',
        },
      },
    },
    [mobile]: {
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateRows: "minmax(0, 1fr) auto auto",
      gridTemplateAreas: '"main" "bar" "nav"',
      gap: 0,
      padding: 0,
    },
  },
});

export const sidebar = style({
  gridArea: "side",
  display: "flex",
  flexDirection: "column",
  gap: 8,
  minHeight: 0,
  "@media": { [mobile]: { display: "none" } },
});

export const panel = style({
  background: vars.color.bg,
  borderRadius: vars.radius.lg,
  padding: "12px 8px",
});

export const logoRow = style({ padding: "6px 12px 14px" });

export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: 14,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  color: vars.color.fgMuted,
  textDecoration: "none",
  fontWeight: 650,
  fontSize: 15,
  transition: "color 120ms ease, background 120ms ease",
  selectors: {
    "&:hover": { color: vars.color.fg },
    "&.active": { color: vars.color.fg, background: vars.color.hover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const libraryPanel = style([
  panel,
  { flex: 1, minHeight: 0, display: "flex", flexDirection: "column", gap: 8, overflow: "hidden" },
]);

export const libraryHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: "4px 4px 4px 12px",
  color: vars.color.fgMuted,
  fontWeight: 700,
});

export const libraryScroll = style({ overflowY: "auto", minHeight: 0, flex: 1, padding: "0 2px" });

export const sidebarPlaylist = style({
  display: "flex",
  alignItems: "center",
  gap: 12,
  padding: 6,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.fg,
  selectors: {
    "&:hover": { background: vars.color.hover },
    "&.active": { background: vars.color.selected },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const sidebarPlaylistText = style({ minWidth: 0, display: "grid", gap: 2 });
export const ellipsis = style(ellipsisPart);
export const sub = style([ellipsis, { fontSize: 13, color: vars.color.fgMuted }]);

export const main = style({
  gridArea: "main",
  position: "relative",
  overflowY: "auto",
  overflowX: "hidden",
  background: vars.color.bg,
  borderRadius: vars.radius.lg,
  minHeight: 0,
  outline: "none",
  scrollbarGutter: "stable",
  // Pages size their heroes and rows by this panel (cqi), not by the window: the open queue narrows it.
  containerType: "inline-size",
  "@media": { [mobile]: { borderRadius: 0 } },
});

export const topBar = style({
  position: "sticky",
  top: 0,
  zIndex: 5,
  display: "flex",
  alignItems: "center",
  gap: 10,
  padding: "12px 20px",
  background: `color-mix(in srgb, ${vars.color.bg} 82%, transparent)`,
  backdropFilter: "blur(14px) saturate(1.4)",
  "@media": { [mobile]: { padding: "10px 12px" } },
});

export const roundButton = style({
  ...roundButtonPart(34, vars.color.chip, vars.color.fg),
  selectors: {
    "&[data-disabled], &[aria-disabled='true']": { opacity: 0.45, cursor: "default" },
    ...headerButtonStates,
  },
  "@media": { [mobile]: { display: "none" } },
});

export const searchBox = style({
  flex: "0 1 420px",
  display: "flex",
  alignItems: "center",
  gap: 8,
  height: 44,
  padding: "0 16px",
  borderRadius: 999,
  background: vars.color.chip,
  color: vars.color.fgMuted,
  border: "2px solid transparent",
  transition: "border-color 120ms ease, background 120ms ease",
  selectors: { "&:focus-within": { borderColor: vars.color.fg, background: vars.color.bgElevated } },
  "@media": { [mobile]: { flex: "1 1 auto", minWidth: 0, height: 40, padding: "0 12px" } },
});

globalStyle(`${searchBox} input`, {
  flex: 1,
  minWidth: 0,
  border: "none",
  outline: "none",
  background: "transparent",
  color: vars.color.fg,
  fontSize: 15,
});

export const spacer = style({ flex: 1, "@media": { [mobile]: { display: "none" } } });

export const topActions = style({ display: "flex", alignItems: "center", gap: 8 });

export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  height: 40,
  padding: "0 20px",
  borderRadius: 999,
  fontWeight: 700,
  textDecoration: "none",
  color: vars.color.fg,
  whiteSpace: "nowrap",
  selectors: { "&:hover": { transform: "scale(1.03)" } },
  "@media": { [mobile]: { height: 34, padding: "0 12px", fontSize: 13 } },
});

export const pillPrimary = style([pill, { background: vars.color.fg, color: vars.color.bg }]);

export const content = style({ padding: "8px 24px 48px", "@media": { [mobile]: { padding: "4px 14px 32px" } } });

export const mobileNav = style({
  gridArea: "nav",
  display: "none",
  "@media": {
    [mobile]: {
      display: "grid",
      gridAutoFlow: "column",
      gridAutoColumns: "1fr",
      background: `linear-gradient(to top, ${vars.color.bg} 70%, color-mix(in srgb, ${vars.color.bg} 85%, transparent))`,
      borderTop: `1px solid ${vars.color.border}`,
      paddingBottom: "env(safe-area-inset-bottom)",
    },
  },
});

export const mobileNavLink = style({
  display: "grid",
  justifyItems: "center",
  gap: 3,
  padding: "8px 4px 10px",
  fontSize: 11,
  fontWeight: 600,
  color: vars.color.fgMuted,
  textDecoration: "none",
  selectors: { "&.active": { color: vars.color.fg } },
});

export const skipLink = style({
  position: "absolute",
  left: -9999,
  top: 8,
  zIndex: 100,
  padding: "8px 14px",
  background: vars.color.fg,
  color: vars.color.bg,
  borderRadius: vars.radius.md,
  selectors: { "&:focus": { left: 8 } },
});

export const hideOnMobile = style({ "@media": { [mobile]: { display: "none" } } });

/** The Downloads entry's square in the sidebar library. */
export const downloadsArt = style({ background: vars.color.hover, color: vars.color.fg });
