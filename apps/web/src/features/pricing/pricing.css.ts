import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { mutedText, wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

export const page = style({
  width: "100%",
  maxWidth: 1180,
  margin: "0 auto",
  padding: `${space[16]} ${space[6]} ${space[16]}`,
  "@media": { [mobile]: { padding: `${space[10]} ${space[4]} ${space[12]}` } },
});

export const hero = style({ textAlign: "center", maxWidth: 680, margin: `0 auto ${space[8]}` });

export const eyebrow = style({
  margin: `0 0 ${space[3]}`,
  color: vars.color.primary,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const title = style({
  margin: `0 0 ${space[4]}`,
  fontFamily: vars.font.heading,
  fontSize: "clamp(2rem, 5vw, 3.25rem)",
  fontWeight: fontWeight.bold,
  lineHeight: 1.08,
  letterSpacing: "-0.03em",
  color: vars.color.fg,
});

export const lead = style(mutedText(fontSize.lg));

export const testPayments = style({ marginTop: space[6], ":empty": { display: "none" } });

/* The monthly / yearly switch: a segmented radio group (arrow keys move between the two). */
export const cycleRow = style({ display: "flex", justifyContent: "center", margin: `0 0 ${space[10]}` });

export const cycle = style({
  display: "inline-flex",
  gap: space[1],
  padding: space[1],
  borderRadius: 999,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
});

export const cycleOption = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  minHeight: 40,
  padding: `0 ${space[5]}`,
  borderRadius: 999,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.fgMuted,
  cursor: "pointer",
  transition: "background 120ms, color 120ms, box-shadow 120ms",
  selectors: {
    "&[data-hovered]": { color: vars.color.fg },
    "&[data-selected]": { background: vars.color.bgElevated, color: vars.color.fg, boxShadow: vars.shadow.sm },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const saving = style({
  padding: `${space[0.5]} ${space[2]}`,
  borderRadius: 999,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  color: vars.color.positive,
  background: `color-mix(in srgb, ${vars.color.positive} 14%, transparent)`,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  gap: space[6],
  alignItems: "stretch",
  justifyContent: "center",
  "@media": { [mobile]: { gap: space[5] } },
});

export const gridNarrow = style({ maxWidth: 860, margin: "0 auto" });

export const card = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  padding: space[8],
  borderRadius: vars.radius.lg,
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  "@media": { [mobile]: { padding: space[6] } },
});

export const cardRecommended = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.lg}`,
  background: `linear-gradient(180deg, color-mix(in srgb, ${vars.color.primary} 7%, ${vars.color.bgElevated}) 0%, ${vars.color.bgElevated} 45%)`,
});

export const badge = style({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  padding: `${space[1]} ${space[3]}`,
  borderRadius: 999,
  background: vars.color.primary,
  color: vars.color.primaryFg,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.bold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  whiteSpace: "nowrap",
});

export const planName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  color: vars.color.fg,
});

export const planDescription = style({
  margin: `${space[2]} 0 0`,
  minHeight: "2.7em",
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
  lineHeight: lineHeight.snug,
});

export const priceBlock = style({ margin: `${space[6]} 0 ${space[6]}`, minHeight: 76 });

export const priceLine = style(wrapRow(space[1.5], "baseline"));

export const amount = style({
  fontFamily: vars.font.heading,
  fontSize: "2.75rem",
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.03em",
  lineHeight: 1,
  color: vars.color.fg,
});

export const per = style({ color: vars.color.fgMuted, fontSize: fontSize.base });

export const billed = style({ margin: `${space[2]} 0 0`, color: vars.color.fgSubtle, fontSize: fontSize.sm });

export const action = style({ marginBottom: space[6] });

export const features = style({
  listStyle: "none",
  margin: 0,
  padding: `${space[6]} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  display: "grid",
  gap: space[3],
});

export const feature = style({
  display: "flex",
  gap: space[3],
  alignItems: "flex-start",
  color: vars.color.fg,
  fontSize: fontSize.md,
  lineHeight: lineHeight.snug,
});

export const featureIcon = style({
  flex: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 20,
  height: 20,
  borderRadius: 999,
  color: vars.color.primary,
  background: `color-mix(in srgb, ${vars.color.primary} 14%, transparent)`,
});

globalStyle(`${featureIcon} svg`, { width: 12, height: 12 });

export const current = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space[2],
  height: 50,
  borderRadius: vars.radius.button,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
});

export const contact = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space[6],
  maxWidth: 860,
  margin: `${space[16]} auto 0`,
  padding: `${space[8]} ${space[10]}`,
  borderRadius: vars.radius.lg,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  "@media": {
    [mobile]: { flexDirection: "column", alignItems: "flex-start", padding: space[6], marginTop: space[12] },
  },
});

export const contactTitle = style({
  margin: `0 0 ${space[1.5]}`,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  color: vars.color.fg,
});

export const contactText = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.base });

export const empty = style({ maxWidth: 560, margin: "0 auto" });

export const skeletonCard = style([card, { gap: space[4], minHeight: 420 }]);

export const hiddenForm = style({ display: "none" });
