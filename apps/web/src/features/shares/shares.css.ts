import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedRow, ellipsis, plainList, wrapRow } from "@/global/style-parts.ts";

export const dialogBody = style({ display: "grid", gap: space[5] });

export const section = style({ display: "grid", gap: space[3] });

export const sectionTitle = style({
  margin: 0,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.fgMuted,
});

export const divider = style({ height: 1, background: vars.color.border, border: 0, margin: 0 });

/** A link shown whole, selectable, beside its copy button. */
export const linkRow = style({
  ...borderedRow(space[2], `${space[2]} ${space[2]} ${space[2]} ${space[3]}`, vars.radius.md),
  background: vars.color.bgAlt,
  minWidth: 0,
});

export const linkText = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  ...ellipsis,
  userSelect: "all",
});

export const hint = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.sm, lineHeight: 1.5 });

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: space[4],
  alignItems: "start",
  "@media": { "(max-width: 560px)": { gridTemplateColumns: "1fr" } },
});

export const created = style({
  display: "grid",
  gap: space[3],
  padding: space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
});

export const createdTitle = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  margin: 0,
  fontWeight: fontWeight.semibold,
  color: vars.color.positive,
});

export const badges = style(wrapRow(space[2]));

/** The share page's password gate: a card centred under the page's header. */
export const gate = style({
  maxWidth: 420,
  margin: `${space[16]} auto`,
  padding: space[8],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  display: "grid",
  gap: space[4],
  textAlign: "center",
  "@media": { "(max-width: 560px)": { margin: `${space[8]} ${space[2]}`, padding: space[6] } },
});

export const gateIcon = style({
  justifySelf: "center",
  width: 56,
  height: 56,
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  background: vars.color.chip,
  color: vars.color.fg,
});

export const gateTitle = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.bold });

export const gateForm = style({ display: "grid", gap: space[4], textAlign: "start" });

export const note = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});

export const downloads = style({ display: "grid", gap: space[3], marginTop: space[8] });

export const downloadList = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: space[2],
});

export const downloadLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[2],
  padding: `${space[2]} ${space[4]}`,
  borderRadius: vars.radius.button,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.fg,
  textDecoration: "none",
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
  ...ellipsis,
  maxWidth: "100%",
  selectors: { "&:hover": { background: vars.color.hover } },
});
