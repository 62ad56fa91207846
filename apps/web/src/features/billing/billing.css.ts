import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { backLink, fluidTitle, linkFocus, mutedText, pageColumn, raisedPanel, wrapRow } from "@/global/style-parts.ts";
import { paymentMark } from "./payment-mark.ts";

const mobile = "screen and (max-width: 767px)";

export const page = style(pageColumn(920));

export const wide = style({ maxWidth: 1180 });

export const narrow = style({ maxWidth: 680 });

export const back = style(backLink(space[5]));

export const title = style(fluidTitle(`0 0 ${space[6]}`));

export const lead = style({
  margin: `calc(-1 * ${space[4]}) 0 ${space[8]}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.base,
});

export const sections = style({ display: "grid", gap: space[6] });

export const card = style({ ...raisedPanel, overflow: "hidden" });

export const cardHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[4],
  padding: `${space[5]} ${space[6]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [mobile]: { padding: `${space[4]} ${space[5]}` } },
});

export const cardTitle = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.bold });

export const cardBody = style({
  padding: space[6],
  "@media": { [mobile]: { padding: space[5] } },
});

export const planHero = style({ ...wrapRow(space[6], "flex-start"), justifyContent: "space-between" });

export const planName = style({
  ...wrapRow(space[3], "center"),
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.01em",
});

export const planPrice = style({ margin: `${space[1]} 0 0`, color: vars.color.fgMuted, fontSize: fontSize.base });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: space[5],
  margin: `${space[6]} 0 0`,
  padding: `${space[5]} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: "grid", gap: space[1], margin: 0 });

export const factLabel = style({
  color: vars.color.fgSubtle,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const factValue = style({
  margin: 0,
  color: vars.color.fg,
  fontSize: fontSize.base,
  fontWeight: fontWeight.medium,
});

export const actions = style(wrapRow(space[3]));

export const notice = style({
  display: "flex",
  gap: space[3],
  alignItems: "flex-start",
  margin: `${space[5]} 0 0`,
  padding: `${space[3]} ${space[4]}`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)`,
  border: `1px solid color-mix(in srgb, ${vars.color.warning} 40%, transparent)`,
  color: vars.color.fg,
  fontSize: fontSize.md,
  lineHeight: lineHeight.snug,
});

globalStyle(`${notice} svg`, { flex: "none", color: vars.color.warning, marginTop: 1 });

export const method = style(wrapRow(space[4], "center"));

export const methodMark = style({
  ...paymentMark(52, 34, vars.color.bgAlt),
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});

export const methodText = style({ display: "grid", gap: space[0.5], flex: 1, minWidth: 160 });

export const strong = style({ fontWeight: fontWeight.semibold, color: vars.color.fg });

export const muted = style(mutedText(fontSize.md));

export const tableWrap = style({ overflowX: "auto" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: fontSize.md });

globalStyle(`${table} th`, {
  padding: `${space[3]} ${space[6]}`,
  textAlign: "left",
  color: vars.color.fgSubtle,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  background: vars.color.bgAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});

globalStyle(`${table} td`, {
  padding: `${space[4]} ${space[6]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.fg,
  whiteSpace: "nowrap",
});

globalStyle(`${table} th, ${table} td`, {
  "@media": { [mobile]: { paddingLeft: space[3], paddingRight: space[3] } },
});

globalStyle(`${table} tr:last-child td`, { borderBottom: "none" });

globalStyle(`${table} th:last-child, ${table} td:last-child`, { textAlign: "right" });

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1],
  color: vars.color.primary,
  fontWeight: fontWeight.semibold,
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
  ...linkFocus,
});

export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[3],
  padding: `${space[3]} ${space[6]}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});

export const empty = style({ padding: `${space[10]} ${space[6]}`, textAlign: "center" });

/* Confirmation screens: cancel, renew, change plan, payment method. */
export const confirm = style({});

export const compare = style({
  display: "grid",
  gridTemplateColumns: "1fr auto 1fr",
  alignItems: "center",
  gap: space[4],
  "@media": { [mobile]: { gridTemplateColumns: "1fr", textAlign: "center" } },
});

export const compareBox = style({
  padding: space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
});

export const compareNew = style([
  compareBox,
  {
    borderColor: vars.color.primary,
    background: `color-mix(in srgb, ${vars.color.primary} 7%, ${vars.color.bgElevated})`,
  },
]);

export const compareArrow = style({ color: vars.color.fgSubtle, display: "grid", placeItems: "center" });

export const lines = style({ display: "grid", gap: space[3], margin: `${space[6]} 0`, fontSize: fontSize.base });

export const line = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space[4],
  color: vars.color.fgMuted,
});

export const lineTotal = style([
  line,
  {
    paddingTop: space[3],
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.fg,
    fontWeight: fontWeight.bold,
    fontSize: fontSize.lg,
  },
]);

export const list = style({
  margin: `${space[4]} 0 ${space[6]}`,
  paddingLeft: space[5],
  display: "grid",
  gap: space[2],
  color: vars.color.fgMuted,
});
