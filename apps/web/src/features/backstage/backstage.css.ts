import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import {
  borderedRow,
  borderedStack,
  ellipsis,
  pageTitle,
  stackedList,
  twoColumns,
  wrapRow,
} from "@/global/style-parts.ts";

export const page = style({
  width: "100%",
  maxWidth: 960,
  margin: "0 auto",
  padding: `${space[10]} ${space[6]} ${space[16]}`,
  display: "flex",
  flexDirection: "column",
  gap: space[8],
  "@media": { "(max-width: 768px)": { padding: `${space[6]} ${space[4]}` } },
});

export const narrow = style({ maxWidth: 720 });

export const title = style(pageTitle);

export const lead = style({ color: vars.color.fgMuted, margin: `${space[2]} 0 0` });

export const sectionTitle = style({
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  margin: `0 0 ${space[4]}`,
});

export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: space[4],
});

export const card = style({
  ...borderedStack(space[2], space[5]),
  background: vars.color.bgElevated,
  color: vars.color.fg,
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { background: vars.color.hover } },
});

export const cardTitle = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.md });

export const cardText = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, margin: 0 });

export const list = style(stackedList);

export const row = style({
  display: "flex",
  alignItems: "center",
  gap: space[4],
  padding: `${space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowMain = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: space[1] });

export const rowMeta = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const reason = style({ color: vars.color.danger, fontSize: fontSize.sm, margin: 0 });

export const form = style({ display: "flex", flexDirection: "column", gap: space[5] });

export const grid = style(twoColumns("(max-width: 640px)", "1fr"));

export const linkRow = style({
  display: "grid",
  gridTemplateColumns: "2fr 1fr auto",
  gap: space[3],
  alignItems: "end",
});

export const actions = style(wrapRow(space[3], "center"));

export const wide = style({ maxWidth: 1200 });

export const pageHeader = style({ ...wrapRow(space[4], "flex-end"), justifyContent: "space-between" });

export const headerActions = style(wrapRow(space[2], "center"));

export const backLink = style({
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  textDecoration: "none",
  display: "inline-block",
  marginBottom: space[2],
  selectors: { "&:hover": { color: vars.color.fg } },
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bgElevated,
  padding: space[6],
  "@media": { "(max-width: 768px)": { padding: space[4] } },
});

export const sectionHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: space[3],
  marginBottom: space[4],
});

export const sectionLink = style({
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
  selectors: { "&:hover": { color: vars.color.fg } },
});

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(100px, 1fr))",
  gap: space[4],
});

export const stat = style({
  ...borderedStack(space[1], space[5]),
  background: vars.color.bgElevated,
});

export const statValue = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
});

export const statLabel = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const artists = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 360px), 1fr))",
  gap: space[4],
});

export const artistCard = style({
  ...borderedRow(space[4], space[4]),
  background: vars.color.bgElevated,
});

export const artistImage = style({
  width: 64,
  height: 64,
  borderRadius: "50%",
  objectFit: "cover",
  flexShrink: 0,
  background: vars.color.bgAlt,
  display: "grid",
  placeItems: "center",
  color: vars.color.fgSubtle,
});

export const artistName = style({
  fontWeight: fontWeight.semibold,
  display: "flex",
  alignItems: "center",
  gap: space[2],
  minWidth: 0,
});

export const artistActions = style({ ...wrapRow(space[2]), marginTop: space[2] });

export const muted = style({ color: vars.color.fgMuted });

export const numeric = style({ fontVariantNumeric: "tabular-nums" });

export const cellActions = style({ display: "inline-flex", gap: space[1], justifyContent: "flex-end" });

export const fileList = style({ ...stackedList, gap: space[2] });

export const fileRow = style({
  ...borderedRow(space[3], `${space[2]} ${space[3]}`, vars.radius.md),
  fontSize: fontSize.sm,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  ...ellipsis,
});

/** A pending credit: its words, then Accept and Decline (under the words on phones). */
export const creditRow = style({
  ...wrapRow(space[3], "center"),
  padding: `${space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const creditMain = style({
  flex: "1 1 18rem",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: space[1],
});

export const creditActions = style({ display: "flex", gap: space[2], flexShrink: 0 });
