import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { areaGrid, borderedStack, navEntry, wrapRow } from "@/global/style-parts.ts";

const mobile = "(max-width: 899px)";

export const layout = style({
  minHeight: "100dvh",
  ...areaGrid("248px minmax(0, 1fr)", "64px minmax(0, 1fr)", '"top top" "nav main"'),
  background: vars.color.bg,
  color: vars.color.fg,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gridTemplateAreas: '"top" "main"' } },
});

export const topBar = style({
  gridArea: "top",
  position: "sticky",
  top: 0,
  zIndex: 20,
  display: "flex",
  alignItems: "center",
  gap: space[3],
  padding: `0 ${space[4]}`,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { gap: space[2], padding: `0 ${space[3]}` } },
});

export const areaLabel = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.fgMuted,
  padding: `${space[0.5]} ${space[2]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
});

export const menuButton = style({ display: "none", "@media": { [mobile]: { display: "inline-flex" } } });

export const spacer = style({ flex: 1 });

export const nav = style({
  gridArea: "nav",
  position: "sticky",
  top: 64,
  height: "calc(100dvh - 64px)",
  overflowY: "auto",
  padding: `${space[4]} ${space[3]}`,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  "@media": {
    [mobile]: {
      position: "fixed",
      zIndex: 30,
      left: 0,
      width: 280,
      boxShadow: vars.shadow.lg,
      transform: "translateX(-100%)",
      transition: "transform 180ms cubic-bezier(0.2, 0, 0, 1)",
      selectors: { "&[data-open]": { transform: "none" } },
    },
  },
});

export const scrim = style({
  display: "none",
  "@media": {
    [mobile]: { display: "block", position: "fixed", inset: "64px 0 0 0", zIndex: 25, background: vars.color.overlay },
  },
});

export const navGroup = style({ display: "flex", flexDirection: "column", gap: 2, marginBottom: space[4] });

export const navGroupLabel = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.fgSubtle,
  padding: `${space[1]} ${space[3]}`,
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  ...navEntry,
  ":hover": { background: vars.color.hover, color: vars.color.fg },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  selectors: { '&[aria-current="page"]': { background: vars.color.selected, color: vars.color.fg } },
});

export const main = style({
  gridArea: "main",
  minWidth: 0,
  padding: `${space[6]} ${space[8]} ${space[12]}`,
  "@media": { [mobile]: { padding: space[4] } },
});

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: space[5],
  maxWidth: 1400,
  margin: "0 auto",
  width: "100%",
});

export const pageHeader = style(wrapRow(space[4], "flex-start"));

export const pageTitleBlock = style({
  flex: 1,
  minWidth: 200,
  display: "flex",
  flexDirection: "column",
  gap: space[1],
});

export const pageTitle = style({
  margin: 0,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.01em",
});

export const pageDescription = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.md });

export const pageActions = style(wrapRow(space[2], "center"));

export const viewSite = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  textDecoration: "none",
  ":hover": { color: vars.color.fg },
  "@media": { [mobile]: { display: "none" } },
});

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1],
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  textDecoration: "none",
  ":hover": { color: vars.color.fg },
});

export const section = style({ ...borderedStack(space[4], space[5]), background: vars.color.bg });

export const sectionTitle = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });
