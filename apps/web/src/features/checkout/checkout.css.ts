import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { paymentMark } from "@/features/billing/payment-mark.ts";
import {
  backLink,
  borderedRow,
  fluidTitle,
  mutedText,
  pageColumn,
  raisedPanel,
  wrapRow,
} from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

export const page = style(pageColumn(1040));

export const back = style(backLink(space[6]));

export const title = style(fluidTitle(`0 0 ${space[2]}`));

export const lead = style({ margin: `0 0 ${space[8]}`, color: vars.color.fgMuted, fontSize: fontSize.base });

export const testPayments = style({ marginBottom: space[8], ":empty": { display: "none" } });

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1.2fr) minmax(0, 1fr)",
  gap: space[8],
  alignItems: "start",
  "@media": { "screen and (max-width: 899px)": { gridTemplateColumns: "1fr", gap: space[6] } },
});

export const panel = style({
  padding: space[8],
  ...raisedPanel,
  "@media": { [mobile]: { padding: space[5] } },
});

export const summary = style([panel, { background: vars.color.bgAlt, boxShadow: "none" }]);

export const panelTitle = style({
  margin: `0 0 ${space[5]}`,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.bold,
  color: vars.color.fg,
});

export const planRow = style({
  display: "flex",
  justifyContent: "space-between",
  gap: space[4],
  alignItems: "baseline",
});

export const planName = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  fontFamily: vars.font.heading,
});

export const planPrice = style({ fontSize: fontSize.xl, fontWeight: fontWeight.bold, whiteSpace: "nowrap" });

export const muted = style({ margin: `${space[1]} 0 0`, color: vars.color.fgMuted, fontSize: fontSize.md });

export const features = style({
  listStyle: "none",
  margin: `${space[5]} 0 0`,
  padding: `${space[5]} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  display: "grid",
  gap: space[2.5],
});

export const feature = style({ display: "flex", gap: space[2.5], fontSize: fontSize.md, color: vars.color.fg });

globalStyle(`${feature} svg`, { flex: "none", width: 16, height: 16, marginTop: 2, color: vars.color.primary });

export const totals = style({
  display: "grid",
  gap: space[2],
  margin: `${space[5]} 0 0`,
  padding: `${space[5]} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.md,
});

export const totalRow = style({ display: "flex", justifyContent: "space-between", color: vars.color.fgMuted });

export const grandTotal = style([
  totalRow,
  { color: vars.color.fg, fontSize: fontSize.lg, fontWeight: fontWeight.bold, marginTop: space[1] },
]);

/* Payment choices: radio cards. */
export const methods = style({ display: "grid", gap: space[3], margin: `0 0 ${space[6]}` });

export const method = style({
  ...borderedRow(space[4], `${space[4]} ${space[5]}`, vars.radius.md),
  background: vars.color.bg,
  cursor: "pointer",
  transition: "border-color 120ms, background 120ms, box-shadow 120ms",
  selectors: {
    "&[data-hovered]": { borderColor: vars.color.fgSubtle },
    "&[data-selected]": {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 6%, ${vars.color.bg})`,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const dot = style({
  flex: "none",
  width: 18,
  height: 18,
  borderRadius: 999,
  border: `2px solid ${vars.color.fgSubtle}`,
  display: "grid",
  placeItems: "center",
  selectors: {
    [`${method}[data-selected] &`]: { borderColor: vars.color.primary },
    [`${method}[data-selected] &::after`]: {
      content: '""',
      width: 8,
      height: 8,
      borderRadius: 999,
      background: vars.color.primary,
    },
  },
});

export const methodText = style({ display: "grid", gap: space[0.5], flex: 1, minWidth: 0 });

export const methodName = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.base, color: vars.color.fg });

export const methodHint = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, lineHeight: lineHeight.snug });

export const methodMark = style({
  ...paymentMark(44, 28, vars.color.bgElevated),
  flex: "none",
  letterSpacing: "0.02em",
});

export const secure = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  margin: `${space[4]} 0 0`,
  color: vars.color.fgSubtle,
  fontSize: fontSize.sm,
  justifyContent: "center",
  textAlign: "center",
});

/* Centred status cards: return pages, the test gateway, errors. */
export const center = style({
  width: "100%",
  maxWidth: 520,
  margin: "0 auto",
  padding: `${space[16]} ${space[4]}`,
  "@media": { [mobile]: { padding: `${space[10]} ${space[4]}` } },
});

export const statusCard = style([panel, { textAlign: "center", padding: `${space[10]} ${space[8]}` }]);

export const statusIcon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 56,
  height: 56,
  borderRadius: 999,
  marginBottom: space[5],
  color: vars.color.primary,
  background: `color-mix(in srgb, ${vars.color.primary} 12%, transparent)`,
});

export const statusIconDanger = style({
  color: vars.color.danger,
  background: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`,
});

globalStyle(`${statusIcon} svg`, { width: 28, height: 28 });

export const statusTitle = style({
  margin: `0 0 ${space[2]}`,
  fontFamily: vars.font.heading,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
});

export const statusText = style(mutedText(fontSize.base, `0 0 ${space[6]}`));

export const actions = style({ ...wrapRow(space[3]), justifyContent: "center" });

export const testBanner = style({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  margin: `0 0 ${space[6]}`,
  padding: `${space[3]} ${space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.warning}`,
  background: `color-mix(in srgb, ${vars.color.warning} 12%, transparent)`,
  color: vars.color.fg,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  textAlign: "left",
});

globalStyle(`${testBanner} svg`, { flex: "none", color: vars.color.warning });

export const testAmount = style({
  margin: `0 0 ${space[1]}`,
  fontFamily: vars.font.heading,
  fontSize: "2.25rem",
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.02em",
});

export const stack = style({ display: "grid", gap: space[3] });
