import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const frame = style({ display: "flex", flexDirection: "column", minHeight: "100%" });

export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
});

export const barInner = style({
  width: "100%",
  maxWidth: 1200,
  margin: "0 auto",
  padding: `0 ${space[6]}`,
  display: "flex",
  alignItems: "center",
  gap: space[6],
  "@media": { "(max-width: 768px)": { padding: `0 ${space[4]}`, gap: space[3] } },
});

export const areaLabel = style({
  fontFamily: vars.font.heading,
  fontWeight: fontWeight.bold,
  fontSize: fontSize.md,
  letterSpacing: "-0.01em",
  whiteSpace: "nowrap",
  "@media": { "(max-width: 640px)": { display: "none" } },
});

export const nav = style({
  display: "flex",
  gap: space[1],
  overflowX: "auto",
  scrollbarWidth: "none",
  flex: 1,
  minWidth: 0,
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `${space[4]} ${space[3]}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  borderBottom: "2px solid transparent",
  marginBottom: -1,
  selectors: {
    "&:hover": { color: vars.color.fg },
    "&[aria-current='page']": { color: vars.color.fg, borderBottomColor: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2, borderRadius: vars.radius.sm },
  },
});
